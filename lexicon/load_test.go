package lexicon

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/text/unicode/norm"
)

func mustLoad(t testing.TB) *Lexicon {
	t.Helper()
	lx, err := Load()
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return lx
}

func TestLoadOnce(t *testing.T) {
	a := mustLoad(t)
	b := mustLoad(t)
	if a != b {
		t.Error("Load returned two different lexicons; want one shared instance")
	}
}

func TestLoadTime(t *testing.T) {
	start := time.Now()
	if _, err := loadEmbedded(); err != nil {
		t.Fatal(err)
	}
	t.Logf("loading all embedded lists took %v (budget 300ms)", time.Since(start))
}

func TestEmbeddedKinds(t *testing.T) {
	lx := mustLoad(t)
	// Minimum sizes guard against a generator run that lost a source.
	min := map[Kind]int{
		FirstNames: 90000, LastNames: 150000, Particles: 50, Cities: 2500,
		Streets: 1500, StreetTypes: 200, Countries: 900, CommonWords: 600000,
		Eponyms: 200, Regions: 1200, Professions: 3000, Hobbies: 500,
		Organizations: 400,
	}
	for _, k := range Kinds {
		if n := lx.Get(k, "*").Len(); n < min[k] {
			t.Errorf("%s: %d keys over all locales, want at least %d", k, n, min[k])
		}
	}
	for _, l := range lx.Lists() {
		if l.Header == "" {
			t.Errorf("%s: no header comment naming source and licence", l.Source)
		}
		if !strings.Contains(strings.ToLower(l.Header), "licen") {
			t.Errorf("%s: header %q names no licence", l.Source, l.Header)
		}
	}
}

// TestGeneratedFiles checks what tools/genlex promises: a header line,
// then NFC entries, unique and sorted by key, then bytes; a gzip header without name or time.
func TestGeneratedFiles(t *testing.T) {
	names, err := fs.Glob(embedded, "data/*.txt.gz")
	if err != nil || len(names) == 0 {
		t.Fatalf("no generated files: %v", err)
	}
	for _, name := range names {
		raw, _ := embedded.ReadFile(name)
		zr, err := gzip.NewReader(bytes.NewReader(raw))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !zr.ModTime.IsZero() || zr.Name != "" {
			t.Errorf("%s: gzip header has time %v / name %q; want neither (reproducible)", name, zr.ModTime, zr.Name)
		}
		sc := bufio.NewScanner(zr)
		var lines []string
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
		if len(lines) < 2 || !strings.HasPrefix(lines[0], "# ") {
			t.Errorf("%s: want a header line and entries", name)
			continue
		}
		entries := lines[1:]
		if !slices.IsSortedFunc(entries, func(a, b string) int {
			if c := strings.Compare(Key(a), Key(b)); c != 0 {
				return c
			}
			return strings.Compare(a, b)
		}) {
			t.Errorf("%s: entries not sorted by key, then bytes", name)
		}
		for i, e := range entries {
			if i > 0 && e == entries[i-1] {
				t.Errorf("%s: duplicate entry at line %d", name, i+2)
				break
			}
			if !norm.NFC.IsNormalString(e) || e != strings.TrimSpace(e) {
				t.Errorf("%s: line %d not trimmed NFC", name, i+2)
				break
			}
		}
	}
}

func TestContains(t *testing.T) {
	lx := mustLoad(t)
	tests := []struct {
		name string
		set  Set
		word string
		want bool
	}{
		{"de last name, folded", lx.LastNames("de"), "MULLER", true},
		{"de last name, exact", lx.LastNames("de-DE"), "Müller", true},
		{"fr first name", lx.FirstNames("fr"), "sophie", true},
		{"nl-BE city", lx.Cities("nl-BE"), "AALTER", true},
		{"nl-BE city with apostrophe", lx.Cities("nl-BE"), "’s Gravenwezel", true},
		{"nl-BE city not for nl-NL", lx.Cities("nl-NL"), "'s-Gravenwezel", false},
		{"nl-BE city for bare nl", lx.Cities("nl"), "'s-Gravenwezel", true},
		{"nl-BE city not for fr-FR", lx.Cities("fr-FR"), "Aalter", false},
		{"fr-BE city, accent folded", lx.Cities("fr-BE"), "vise", true},
		{"country", lx.Countries("fr-BE"), "belgique", true},
		{"nl common word", lx.CommonWords("nl-BE"), "Koning", true},
		{"en common word", lx.CommonWords("en-GB"), "baker", true},
		{"fr common word", lx.CommonWords("fr-FR"), "Blanc", true},
		{"name is no common word", lx.CommonWords("nl"), "Vermaelkerke", false},
		{"eponym", lx.Eponyms("nl-BE"), "Parkinson", true},
		{"eponym, any case", lx.Eponyms(""), "PARKINSON", true},
		{"eponym, hyphen and accent", lx.Eponyms(""), "guillain barre", true},
		{"eponym Swan-Ganz", lx.Eponyms("en"), "Swan-Ganz", true},
		{"eponym Lasègue unaccented", lx.Eponyms("fr"), "Lasegue", true},
		{"particle", lx.Particles("nl"), "Van der", true},
		{"street type", lx.StreetTypes("nl"), "straat", true},
		{"street", lx.Streets("de"), "Ahornweg", true},
	}
	for _, tt := range tests {
		if got := tt.set.Contains(tt.word); got != tt.want {
			t.Errorf("%s: Contains(%q) = %v, want %v", tt.name, tt.word, got, tt.want)
		}
	}
}

func TestLocaleMatches(t *testing.T) {
	tests := []struct {
		have, want string
		ok         bool
	}{
		{"", "nl-BE", true},
		{"nl", "", true},
		{"nl", "*", true},
		{"nl", "nl-BE", true},
		{"nl-BE", "nl_be", true},
		{"nl-BE", "nl", true},
		{"nl-BE", "nl-NL", false},
		{"nl", "fr-BE", false},
		{"en-US", "en-GB", false},
		{"en", "en-GB", true},
	}
	for _, tt := range tests {
		if got := LocaleMatches(tt.have, tt.want); got != tt.ok {
			t.Errorf("LocaleMatches(%q, %q) = %v, want %v", tt.have, tt.want, got, tt.ok)
		}
	}
}

func TestLoadDir(t *testing.T) {
	base := mustLoad(t)
	lx, err := base.LoadDir("testdata/hospital")
	if err != nil {
		t.Fatalf("LoadDir: %v", err)
	}
	tests := []struct {
		name string
		set  Set
		word string
		want bool
	}{
		{"own first name, every locale", lx.FirstNames("de-AT"), "Zorabella", true},
		{"own first name, unsorted file", lx.FirstNames("nl"), "QUINTIJN", true},
		{"own last name, multi-token", lx.LastNames("nl-BE"), "van den vlierbossche", true},
		{"own last name, locale-bound", lx.LastNames("fr-BE"), "Vermaelkerke", false},
		{"whitelist alias", lx.CommonWords("en"), "kwartelzorg", true},
		{"embedded lists kept", lx.Eponyms(""), "Crohn", true},
		{"base lexicon untouched", base.FirstNames(""), "Zorabella", false},
	}
	for _, tt := range tests {
		if got := tt.set.Contains(tt.word); got != tt.want {
			t.Errorf("%s: Contains(%q) = %v, want %v", tt.name, tt.word, got, tt.want)
		}
	}
	if got, want := len(lx.Lists()), len(base.Lists())+3; got != want {
		t.Errorf("LoadDir gave %d lists, want %d", got, want)
	}
	for _, l := range lx.Lists() {
		if l.Source == "dir:firstnames.txt" {
			if l.Header == "" || l.Len() != 2 {
				t.Errorf("dir:firstnames.txt: header %q, %d keys; want a header and 2 keys", l.Header, l.Len())
			}
		}
	}
}

func TestLoadDirErrors(t *testing.T) {
	lx := mustLoad(t)
	for _, dir := range []string{"testdata/badname", "testdata/missing"} {
		if _, err := lx.LoadDir(dir); err == nil {
			t.Errorf("LoadDir(%s): want an error", dir)
		}
	}
}

func TestParseFileName(t *testing.T) {
	tests := []struct {
		name   string
		kind   Kind
		locale string
		ok     bool
	}{
		{"firstnames.txt", FirstNames, "", true},
		{"Surnames.nl_BE.txt", LastNames, "nl-BE", true},
		{"cities.fr.faker.txt.gz", Cities, "fr", true},
		{"doctors.txt", "", "", false},
		{"firstnames.csv", "", "", false},
	}
	for _, tt := range tests {
		raw := []byte("x\n")
		if strings.HasSuffix(tt.name, ".gz") {
			var b bytes.Buffer
			zw := gzip.NewWriter(&b)
			zw.Write(raw)
			zw.Close()
			raw = b.Bytes()
		}
		l, err := parseFile(tt.name, "", raw)
		if (err == nil) != tt.ok {
			t.Errorf("parseFile(%s): err = %v, want ok=%v", tt.name, err, tt.ok)
			continue
		}
		if err == nil && (l.Kind != tt.kind || l.Locale != tt.locale) {
			t.Errorf("parseFile(%s) = %s/%q, want %s/%q", tt.name, l.Kind, l.Locale, tt.kind, tt.locale)
		}
	}
}

func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		if _, err := loadEmbedded(); err != nil {
			b.Fatal(err)
		}
	}
}
