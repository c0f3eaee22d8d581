package surrogate

import (
	_ "embed"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/meddeid/meddeid/lexicon"
)

// givenNamesTSV lists given names by gender (tools/genlex -gender-only):
// lines "locale<TAB>f|m<TAB>name"; a regional locale holds only the names
// its language lacks.
//
//go:embed data/givennames.faker.tsv
var givenNamesTSV string

// gender is a bit set: genderF, genderM, or both for a name used for
// either.
type gender uint8

const (
	genderF gender = 1 << iota
	genderM
)

// genderData is the parsed given-names file.
type genderData struct {
	// byLang maps a language ("nl") to the genders of each name key in
	// that language's locales; all to the genders over every locale.
	byLang map[string]map[string]gender
	all    map[string]gender
	// names maps a locale tag ("nl-BE") and a gender to its names.
	names map[string]map[gender][]string
}

var givenNames = sync.OnceValue(func() *genderData {
	d := &genderData{byLang: map[string]map[string]gender{}, all: map[string]gender{}, names: map[string]map[gender][]string{}}
	for line := range strings.SplitSeq(givenNamesTSV, "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		loc, rest, ok1 := strings.Cut(line, "\t")
		g, name, ok2 := strings.Cut(rest, "\t")
		if !ok1 || !ok2 || (g != "f" && g != "m") {
			panic("surrogate: embedded givennames.faker.tsv: malformed line")
		}
		bit := genderF
		if g == "m" {
			bit = genderM
		}
		k := lexicon.Key(name)
		lang, _, _ := strings.Cut(loc, "-")
		if d.byLang[lang] == nil {
			d.byLang[lang] = map[string]gender{}
		}
		d.byLang[lang][k] |= bit
		d.all[k] |= bit
		if d.names[loc] == nil {
			d.names[loc] = map[gender][]string{}
		}
		d.names[loc][bit] = append(d.names[loc][bit], name)
	}
	return d
})

// genderOf returns the gender of given name part for locale: the one its
// language's lists give it, else the one all lists give it; 0 when the
// name is unknown or listed for both.
func genderOf(part, locale string) gender {
	d := givenNames()
	lang, _, _ := strings.Cut(strings.ReplaceAll(locale, "_", "-"), "-")
	k := lexicon.Key(part)
	if g := d.byLang[strings.ToLower(lang)][k]; g == genderF || g == genderM {
		return g
	}
	if g := d.all[k]; g == genderF || g == genderM {
		return g
	}
	return 0
}

// genderPools caches genderPool results per locale and gender.
var genderPools sync.Map // genderKey -> []string

type genderKey struct {
	locale string
	g      gender
}

// genderPool returns the given names of gender g for locale, widening
// through scopes as candidates does until there are minPool of them. Names listed for both genders anywhere are left out, so that a
// surrogate never reads as the other gender.
func genderPool(locale string, g gender) []string {
	k := genderKey{locale, g}
	if v, ok := genderPools.Load(k); ok {
		return v.([]string)
	}
	v, _ := genderPools.LoadOrStore(k, buildGenderPool(locale, g))
	return v.([]string)
}

// buildGenderPool is genderPool without the cache.
func buildGenderPool(locale string, g gender) []string {
	d := givenNames()
	var out []string
	for _, sc := range scopes(locale) {
		seen := map[string]bool{}
		out = out[:0:0]
		// locales in order: two spellings of one key ("Zoé", "Zoe") keep
		// the first locale's, whatever the map's order
		for _, loc := range slices.Sorted(maps.Keys(d.names)) {
			if !sc.match(loc) {
				continue
			}
			for _, n := range d.names[loc][g] {
				key := lexicon.Key(n)
				if d.all[key] != g || seen[key] || !usable(n) {
					continue
				}
				seen[key] = true
				out = append(out, n)
			}
		}
		slices.Sort(out)
		if len(out) >= minPool {
			break
		}
	}
	return out
}
