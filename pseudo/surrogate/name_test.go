package surrogate

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/lexicon"
)

func TestNameForm(t *testing.T) {
	g := New([]byte("name-key"))
	tests := []struct {
		in   string
		form *regexp.Regexp // the shape the surrogate must have
	}{
		{"Jan Peeters", regexp.MustCompile(`^\p{Lu}[\p{L}' .]+ \p{Lu}[\p{L}' .-]+$`)},
		{"PEETERS, Jan", regexp.MustCompile(`^[\p{Lu}' .-]+, \p{Lu}\p{Ll}[\p{L}' .-]*$`)},
		{"THORNBURY, Margaret Ellen", regexp.MustCompile(`^[\p{Lu}' .-]+, \p{Lu}\p{Ll}[\p{L}' .-]* \p{Lu}\p{Ll}[\p{L}' .-]*$`)},
		{"Dr. Claes", regexp.MustCompile(`^Dr\. \p{Lu}[\p{L}' .-]+$`)},
		{"mevr. An De Smet", regexp.MustCompile(`^mevr\. \p{Lu}[\p{L}' .-]+ \p{Lu}[\p{L}' .-]+$`)},
		{"Prof. Dr. med. Rainer Voß", regexp.MustCompile(`^Prof\. Dr\. med\. \p{Lu}[\p{L}' .-]+ \p{Lu}[\p{L}' .-]+$`)},
		{"J. Peeters", regexp.MustCompile(`^[A-Z]\. \p{Lu}[\p{L}' .-]+$`)},
		{"Dr J.P. Janssens", regexp.MustCompile(`^Dr [A-Z]\.[A-Z]\. \p{Lu}[\p{L}' .-]+$`)},
		{"Fr. Pichler-Haas", regexp.MustCompile(`^Fr\. \p{Lu}[\p{L}' .]+-\p{Lu}[\p{L}' .]+$`)},
		{"jan peeters", regexp.MustCompile(`^[\p{Ll}' .-]+ [\p{Ll}' .-]+$`)},
		{"Dott.ssa Chiara Montanari", regexp.MustCompile(`^Dott\.ssa \p{Lu}[\p{L}' .-]+ \p{Lu}[\p{L}' .-]+$`)},
		{"Sra. Lucía Romero", regexp.MustCompile(`^Sra\. \p{Lu}[\p{L}' .-]+ \p{Lu}[\p{L}' .-]+$`)},
		{"Don Smith", regexp.MustCompile(`^\p{Lu}[\p{L}' .-]+ \p{Lu}[\p{L}' .-]+$`)},
		{"CM", regexp.MustCompile(`^[A-Z]{2}$`)},
		{"HVD", regexp.MustCompile(`^[A-Z]{3}$`)},
	}
	for _, tt := range tests {
		got, err := g.Name(tt.in, "nl-BE")
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		if !tt.form.MatchString(got) {
			t.Errorf("%q → %q: form not kept", tt.in, got)
		}
		if strings.EqualFold(got, tt.in) {
			t.Errorf("%q → %q: unchanged", tt.in, got)
		}
	}
}

// TestNameGivenNamesNotTitles checks that given names that are also
// titles elsewhere ("Don") are replaced, not kept as titles.
func TestNameGivenNamesNotTitles(t *testing.T) {
	g := New([]byte("k"))
	for _, in := range []string{"Don Smith", "Dona Carter"} {
		got, err := g.Name(in, "en")
		if err != nil {
			t.Fatal(err)
		}
		if first := strings.Fields(in)[0]; strings.HasPrefix(got, first+" ") {
			t.Errorf("%q → %q: %q kept", in, got, first)
		}
	}
}

func TestNameInitialsChange(t *testing.T) {
	g := New([]byte("k"))
	for _, in := range []string{"J. Peeters", "A.B. Smith", "Dr A. Okafor"} {
		got, _ := g.Name(in, "en")
		for _, w := range strings.Fields(in) {
			if len(w) >= 2 && strings.HasSuffix(w, ".") && strings.Contains(got, w) && !isTitle(w) {
				t.Errorf("%q → %q: initial %q kept", in, got, w)
			}
		}
	}
}

func TestNameParticlesDropped(t *testing.T) {
	g := New([]byte("k"))
	got, err := g.Name("Jan van der Berg", "nl-BE")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(strings.Fields(got)); n != 2 {
		t.Errorf("%q: want given + particle-free family name, got %d words", got, n)
	}
}

func TestNameKeyed(t *testing.T) {
	a, b := New([]byte("key-a")), New([]byte("key-b"))
	names := []string{"Jan Peeters", "Marie Dubois", "Hans Müller", "Sarah O'Brien", "Öztürk, Ayşe", "Dr. Wimmer"}
	differ := 0
	for _, n := range names {
		x1, _ := a.Name(n, "nl-BE")
		x2, _ := a.Name(n, "nl-BE")
		y, _ := b.Name(n, "nl-BE")
		if x1 != x2 {
			t.Errorf("%q: %q then %q under one key", n, x1, x2)
		}
		if x1 != y {
			differ++
		}
	}
	if differ < len(names)-1 {
		t.Errorf("only %d of %d names change with the key", differ, len(names))
	}
	// A family name keeps its surrogate across mentions.
	full, _ := a.Name("Jan Peeters", "nl-BE")
	short, _ := a.Name("Dr. Peeters", "nl-BE")
	if !strings.HasSuffix(full, strings.TrimPrefix(short, "Dr.")) {
		t.Errorf("%q and %q: family surrogate differs", full, short)
	}
}

func TestNameNeverOriginal(t *testing.T) {
	lx, err := pool("lastnames", "nl-BE")
	if err != nil {
		t.Fatal(err)
	}
	g := New([]byte("k"))
	for i := 0; i < len(lx); i += max(1, len(lx)/300) {
		got, err := g.Name("Dr. "+lx[i], "nl-BE")
		if err != nil || strings.EqualFold(got, "Dr. "+lx[i]) {
			t.Errorf("%q → %q, %v", lx[i], got, err)
		}
	}
}

func TestNameOnlyTitle(t *testing.T) {
	if _, err := New([]byte("k")).Name("Dr.", "nl-BE"); err != ErrEmpty {
		t.Errorf("a bare title: err %v, want ErrEmpty", err)
	}
}

func BenchmarkName(b *testing.B) {
	g := New([]byte("k"))
	in := []string{"Dr. K. Vermeulen", "DE SMET, Karolien", "mevr. Joke van der Meulen-Hoekstra", "Jan Peeters"}
	n := 0
	for _, s := range in {
		n += len(s)
	}
	b.SetBytes(int64(n))
	if _, err := g.Name(in[0], "nl-BE"); err != nil { // load the lexicon
		b.Fatal(err)
	}
	for b.Loop() {
		for _, s := range in {
			if _, err := g.Name(s, "nl-BE"); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// A given name known as a woman's or a man's is replaced by a name of
// the same gender, for every locale and for each part of a hyphenated
// name; the same given name gets the same surrogate whatever the family
// name.
func TestNameKeepsGender(t *testing.T) {
	g := New([]byte("gender-key"))
	tests := []struct {
		in, locale string
		want       []gender // the gender of each given part, in order
	}{
		{"Maria Peeters", "nl-BE", []gender{genderF}},
		{"Jan Peeters", "nl-BE", []gender{genderM}},
		{"mevr. Sofie Janssens", "nl-BE", []gender{genderF}},
		{"Pieter de Vries", "nl-NL", []gender{genderM}},
		{"Jean-Louis Gilson", "fr-BE", []gender{genderM, genderM}},
		{"Marie-Claire Dubois", "fr-BE", []gender{genderF, genderF}},
		{"Anna Müller", "de-DE", []gender{genderF}},
		{"Thomas Schmidt", "de-DE", []gender{genderM}},
		{"Emily Smith", "en-GB", []gender{genderF}},
		{"DUBOIS, Isabelle", "fr-FR", []gender{genderF}},
		// faker's lists lack these; the gender lists know them
		{"Renate Hoffmeister", "de-DE", []gender{genderF}},
		{"Herrn Klaus-Dieter Hoffmeister", "de-DE", []gender{genderM, genderM}},
		// a lone name that is also someone's family name, known to the
		// gender lists: a given name
		{"Ashley", "en-US", []gender{genderF}},
		// a hyphenated name takes its first part's gender for every part
		{"Jean-Marie Lambert", "fr-BE", []gender{genderM, genderM}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := g.Name(tt.in, tt.locale)
			if err != nil {
				t.Fatal(err)
			}
			toks, _ := tokenize(got, nil)
			roles := nameRoles(toks, tt.locale, nil)
			var given []string
			for i, tk := range toks {
				if roles[i] == roleGiven {
					given = append(given, strings.Split(tk.core, "-")...)
				}
			}
			if len(given) != len(tt.want) {
				t.Fatalf("%q → %q: given parts %q, want %d", tt.in, got, given, len(tt.want))
			}
			for i, p := range given {
				if gd := genderOf(p, tt.locale); gd != tt.want[i] {
					t.Errorf("%q → %q: %q has gender %d, want %d", tt.in, got, p, gd, tt.want[i])
				}
			}
		})
	}
	a, _ := g.Name("Maria Peeters", "nl-BE")
	b, _ := g.Name("Maria Janssens", "nl-BE")
	if strings.Fields(a)[0] != strings.Fields(b)[0] {
		t.Errorf("Maria → %q and %q: the given name must map consistently", a, b)
	}
}

// Gendered pools hold only names listed for that gender alone, and at
// least minGenderPool of them for every locale.
func TestGenderPools(t *testing.T) {
	for _, l := range []string{"nl-BE", "nl-NL", "fr-BE", "fr-FR", "de-DE", "de-AT", "en-GB", "en-US", "it-IT", "es-ES"} {
		for _, gd := range []gender{genderF, genderM} {
			p := genderPool(l, gd)
			if len(p) < minGenderPool {
				t.Errorf("%s gender %d: %d names, want ≥ %d", l, gd, len(p), minGenderPool)
			}
			for _, n := range p {
				if givenNames().all[lexicon.Key(n)] != gd {
					t.Fatalf("%s gender %d: %q is not of that gender alone", l, gd, n)
				}
			}
		}
	}
	if genderOf("Xyzzyq", "nl-BE") != 0 {
		t.Error("an unknown name must have no gender")
	}
	// Spanish lists are small (120 and 107) but used alone
	es := map[string]bool{}
	for _, n := range givenNames().names["es"][genderF] {
		es[n] = true
	}
	for _, n := range genderPool("es-ES", genderF) {
		if !es[n] {
			t.Fatalf("es-ES women's pool holds %q, not a Spanish name", n)
		}
	}
}

// genderOf asks faker's lists of the note's language first, then the
// gender lists of that language, then every locale's and language's; a
// list that gives a name both genders leaves it without one.
func TestGenderOf(t *testing.T) {
	tests := []struct {
		name, locale string
		want         gender
	}{
		{"Jan", "nl-BE", genderM},
		{"Renate", "de-DE", genderF},
		{"Dieter", "de-AT", genderM},
		{"Klaus", "nl-BE", genderM},   // no Dutch list knows it: every language's
		{"Ayşe", "de-DE", genderF},    // only the Turkish list knows it
		{"Addison", "fr-FR", 0},       // the French list gives both
		{"Addison", "en-GB", genderF}, // the English one does not
		{"Dominique", "fr-FR", 0},     // the French list before faker's nl-BE "f"
		{"Dominique", "nl-BE", genderF},
		{"Andrea", "it-IT", genderM},
		{"Andrea", "en-GB", genderF},
		{"Xyzzyq", "fr-BE", 0},
	}
	for _, tt := range tests {
		if got := genderOf(tt.name, tt.locale); got != tt.want {
			t.Errorf("genderOf(%q, %s) = %d, want %d", tt.name, tt.locale, got, tt.want)
		}
	}
}

// A gendered pool is the same list every time it is built, whatever the
// order in which Go visits the locales' map (two spellings of one key,
// "Zoé" and "Zoe", must not race).
func TestGenderPoolDeterministic(t *testing.T) {
	for _, l := range []string{"es-ES", "nl-BE", "vi-VN"} {
		for _, gd := range []gender{genderF, genderM} {
			first := buildGenderPool(l, gd)
			for range 20 {
				if got := buildGenderPool(l, gd); !slices.Equal(got, first) {
					t.Fatalf("%s gender %d: the pool differs between two builds", l, gd)
				}
			}
		}
	}
}
