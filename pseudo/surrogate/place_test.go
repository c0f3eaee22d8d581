package surrogate

import (
	"regexp"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/lexicon"
)

func TestPlaceForm(t *testing.T) {
	g := New([]byte("place-key"))
	tests := []struct {
		in   string
		form *regexp.Regexp
	}{
		{"Gent", regexp.MustCompile(`^\p{Lu}[\p{L}' .()-]+$`)},
		{"GENT", regexp.MustCompile(`^[\p{Lu}' .()-]+$`)},
		{"Salem, OR", regexp.MustCompile(`^\p{Lu}[\p{L}' .()-]+, OR$`)},
		{"Kerkstraat 12 bus 3, 9000 Gent", regexp.MustCompile(`^\p{Lu}[\p{L}' .-]+ [1-9]\d bus \d, [1-9]\d{3} \p{Lu}[\p{L}' .()-]+$`)},
		{"27 Coombe Lane, Wareham, BH20 4QT", regexp.MustCompile(`^[1-9]\d \p{Lu}[\p{L}' .-]+, \p{Lu}[\p{L}' .()-]+, [A-Z]{2}\d{2} \d[A-Z]{2}$`)},
		{"Rue Haute 12/3, 4608 Dalhem", regexp.MustCompile(`^\p{Lu}[\p{L}' .-]+ [1-9]\d/\d, [1-9]\d{3} \p{Lu}[\p{L}' .()-]+$`)},
	}
	for _, tt := range tests {
		got, err := g.Place(tt.in, "nl-BE")
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		if !tt.form.MatchString(got) {
			t.Errorf("%q → %q: form not kept", tt.in, got)
		}
		for _, w := range []string{"Kerkstraat", "Gent", "GENT", "Coombe", "Wareham", "BH20", "4QT", "Salem", "Haute", "Dalhem", "9000", "4608"} {
			if strings.Contains(tt.in, w) && strings.Contains(got, w) {
				t.Errorf("%q → %q: %q kept", tt.in, got, w)
			}
		}
	}
}

func TestPlaceKeyed(t *testing.T) {
	a, b := New([]byte("a")), New([]byte("b"))
	x1, _ := a.Place("Leuven", "nl-BE")
	x2, _ := a.Place("Leuven", "nl-BE")
	y, _ := b.Place("Leuven", "nl-BE")
	if x1 != x2 || x1 == y {
		t.Errorf("Leuven: %q, %q under one key, %q under another", x1, x2, y)
	}
}

func TestPlaceNeverOriginal(t *testing.T) {
	cities, err := pool("cities", "nl-BE")
	if err != nil {
		t.Fatal(err)
	}
	g := New([]byte("k"))
	for _, c := range cities {
		if got, err := g.Place(c, "nl-BE"); err != nil || strings.EqualFold(got, c) {
			t.Errorf("%q → %q, %v", c, got, err)
		}
	}
}

// A locale without street lists of its own gets streets of its language,
// composed from its street types and family names, never the German or
// English lists; a locale with lists keeps them.
func TestStreetPoolsStayInLanguage(t *testing.T) {
	lx, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	foreign := map[string]bool{}
	for _, l := range []string{"de", "en"} {
		for _, list := range lx.Get(lexicon.Streets, l) {
			for k := range list.Keys() {
				foreign[k] = true
			}
		}
	}
	tests := []struct {
		locale string
		// composed reports whether a pool entry has the language's form
		composed func(string) bool
	}{
		{"nl-BE", hasSuffixOf("straat", "laan", "weg", "plein", "dreef", "dijk", "gracht", "park", "plantsoen")},
		{"nl-NL", hasSuffixOf("straat", "laan", "weg", "plein", "dreef", "dijk", "gracht", "park", "plantsoen")},
		{"fr-BE", hasPrefixOf("Rue ", "Avenue ", "Boulevard ", "Allée ", "Impasse ", "Passage ", "Place ", "Quai ", "Voie ", "Chemin ", "Cours ", "Drève ", "Galerie ", "Jardin ", "Parc ", "Parvis ", "Petite rue ", "Porte ", "Square ")},
		{"fr-FR", hasPrefixOf("Rue ", "Avenue ", "Boulevard ", "Allée ", "Impasse ", "Passage ", "Place ", "Quai ", "Voie ", "Chemin ", "Cours ", "Drève ", "Galerie ", "Jardin ", "Parc ", "Parvis ", "Petite rue ", "Porte ", "Square ")},
	}
	for _, tt := range tests {
		t.Run(tt.locale, func(t *testing.T) {
			p, err := pool(lexicon.Streets, tt.locale)
			if err != nil {
				t.Fatal(err)
			}
			if len(p) < minPool {
				t.Fatalf("%d streets, want at least %d", len(p), minPool)
			}
			for _, s := range p {
				if foreign[lexicon.Key(s)] || !tt.composed(s) {
					t.Fatalf("street %q is not a composed %s street", s, tt.locale)
				}
			}
		})
	}
	p, err := pool(lexicon.Streets, "de-DE")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range p {
		if !foreign[lexicon.Key(s)] {
			t.Fatalf("de-DE street %q is not from the German lists", s)
		}
	}
}

func hasSuffixOf(suf ...string) func(string) bool {
	return func(s string) bool {
		for _, x := range suf {
			if strings.HasSuffix(s, x) && len(s) > len(x) {
				return true
			}
		}
		return false
	}
}

func hasPrefixOf(pre ...string) func(string) bool {
	return func(s string) bool {
		for _, x := range pre {
			if strings.HasPrefix(s, x) && len(s) > len(x) {
				return true
			}
		}
		return false
	}
}

// Family-name pools stay in the note's language: no entry of faker's
// English list that the language's own lists lack (faker's fr_BE family
// names are its English ones), and at least minPool names for Dutch,
// French and Italian, whose faker lists are small or missing.
func TestFamilyNamePoolsStayInLanguage(t *testing.T) {
	lx, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	english := map[string]bool{}
	for _, list := range lx.Get(lexicon.LastNames, "en") {
		if list.Locale == "en" {
			for k := range list.Keys() {
				english[k] = true
			}
		}
	}
	for _, locale := range []string{"nl-BE", "nl-NL", "fr-BE", "fr-FR", "it-IT", "de-AT"} {
		t.Run(locale, func(t *testing.T) {
			lang, _, _ := strings.Cut(locale, "-")
			own := map[string]bool{}
			for _, list := range lx.Where(lexicon.LastNames, func(l string) bool { return l != "" && lexicon.LocaleMatches(l, lang) }) {
				if englishFallback(lx, list) {
					continue
				}
				for k := range list.Keys() {
					own[k] = true
				}
			}
			for _, n := range extraFor(lexicon.LastNames, func(l string) bool { return lexicon.LocaleMatches(l, lang) }) {
				own[lexicon.Key(n)] = true
			}
			p, err := pool(lexicon.LastNames, locale)
			if err != nil {
				t.Fatal(err)
			}
			if len(p) < minPool {
				t.Fatalf("%d family names, want at least %d", len(p), minPool)
			}
			for _, n := range p {
				if k := lexicon.Key(n); english[k] && !own[k] {
					t.Fatalf("%q is an English name the %s lists lack", n, lang)
				}
			}
		})
	}
}

// A regional locale's towns come from its own lists when they are large
// enough: British towns for en-GB (not faker's American ones), Belgian
// towns for nl-BE and fr-BE (not Dutch or French ones).
func TestTownPoolsStayInCountry(t *testing.T) {
	lx, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, locale := range []string{"en-GB", "en-US", "nl-BE", "fr-BE", "de-AT"} {
		t.Run(locale, func(t *testing.T) {
			own := map[string]bool{}
			for _, l := range lx.Where(lexicon.Cities, func(have string) bool { return have == locale }) {
				for k := range l.Keys() {
					own[k] = true
				}
			}
			p, err := pool(lexicon.Cities, locale)
			if err != nil {
				t.Fatal(err)
			}
			if len(p) < minPool {
				t.Fatalf("%d towns, want at least %d", len(p), minPool)
			}
			for _, c := range p {
				if !own[lexicon.Key(c)] {
					t.Fatalf("%q is not a town of %s's own lists", c, locale)
				}
			}
		})
	}
}

// Spanish and Italian notes, which the detection lexicons do not cover,
// get names, towns and streets of their language from the surrogate-only
// lists: every family name and town of their pools is in those lists or
// the language's own lexicon lists, and Spanish streets read "Calle …".
func TestRomancePoolsFromSurrogateLists(t *testing.T) {
	lx, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		locale, lang string
		kind         lexicon.Kind
	}{
		{"es-ES", "es", lexicon.LastNames}, {"it-IT", "it", lexicon.LastNames},
		{"es-ES", "es", lexicon.Cities}, {"it-IT", "it", lexicon.Cities},
	} {
		t.Run(tt.locale+"/"+string(tt.kind), func(t *testing.T) {
			own := map[string]bool{}
			match := func(have string) bool { return have != "" && lexicon.LocaleMatches(have, tt.lang) }
			for _, l := range lx.Where(tt.kind, match) {
				for k := range l.Keys() {
					own[k] = true
				}
			}
			for _, e := range extraFor(tt.kind, match) {
				own[lexicon.Key(e)] = true
			}
			p, err := pool(tt.kind, tt.locale)
			if err != nil {
				t.Fatal(err)
			}
			if len(p) < minPool {
				t.Fatalf("%d entries, want at least %d", len(p), minPool)
			}
			for _, e := range p {
				if !own[lexicon.Key(e)] {
					t.Fatalf("%q is not a %s entry", e, tt.lang)
				}
			}
		})
	}
	p, err := pool(lexicon.Streets, "es-ES")
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range p {
		if !strings.Contains(st, " ") || strings.HasSuffix(st, "str.") {
			t.Fatalf("street %q is not a composed Spanish street", st)
		}
	}
}

// TestPlaceDomain checks placeDomain's constants against the
// concatenation they stand for.
func TestPlaceDomain(t *testing.T) {
	for _, k := range []lexicon.Kind{lexicon.Cities, lexicon.Streets, lexicon.FirstNames} {
		if got, want := placeDomain(k), "place-"+string(k); got != want {
			t.Errorf("placeDomain(%q) = %q, want %q", k, got, want)
		}
	}
}
