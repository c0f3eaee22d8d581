package surrogate

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"io"
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

// givenGenderGz lists the genders of given names by language
// (tools/genlex, from the npm package gender-detection-from-name):
// gzip-compressed lines "lang<TAB>f|m|b<TAB>key", b for a name the
// language gives both genders. It only tells genders; surrogates are
// drawn from givenNamesTSV.
//
//go:embed data/givengender.gdfn.tsv.gz
var givenGenderGz []byte

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

// genderTable is the parsed givenGenderGz: per language, the name keys
// in sorted order (substrings of the decompressed file, which is sorted
// by language and key) and their genders.
type genderTable struct {
	langs []string
	keys  [][]string
	bits  [][]gender
}

// get returns the genders language lang gives key, 0 when it has no
// such list or the list lacks the name.
func (t *genderTable) get(lang, key string) gender {
	i := slices.Index(t.langs, lang)
	if i < 0 {
		return 0
	}
	if j, ok := slices.BinarySearch(t.keys[i], key); ok {
		return t.bits[i][j]
	}
	return 0
}

// any returns the genders all languages together give key.
func (t *genderTable) any(key string) gender {
	var g gender
	for _, l := range t.langs {
		g |= t.get(l, key)
	}
	return g
}

var givenGenders = sync.OnceValue(func() *genderTable {
	t := &genderTable{}
	zr, err := gzip.NewReader(bytes.NewReader(givenGenderGz))
	if err != nil {
		panic("surrogate: embedded givengender.gdfn.tsv.gz: " + err.Error())
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		panic("surrogate: embedded givengender.gdfn.tsv.gz: " + err.Error())
	}
	for line := range strings.SplitSeq(string(raw), "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		lang, rest, ok1 := strings.Cut(line, "\t")
		g, key, ok2 := strings.Cut(rest, "\t")
		var bits gender
		switch g {
		case "f":
			bits = genderF
		case "m":
			bits = genderM
		case "b":
			bits = genderF | genderM
		}
		if !ok1 || !ok2 || bits == 0 {
			panic("surrogate: embedded givengender.gdfn.tsv.gz: malformed line")
		}
		n := len(t.langs)
		if n == 0 || t.langs[n-1] != lang {
			t.langs = append(t.langs, lang)
			t.keys = append(t.keys, nil)
			t.bits = append(t.bits, nil)
			n++
		}
		if k := t.keys[n-1]; len(k) > 0 && k[len(k)-1] >= key {
			panic("surrogate: embedded givengender.gdfn.tsv.gz: keys out of order")
		}
		t.keys[n-1] = append(t.keys[n-1], key)
		t.bits[n-1] = append(t.bits[n-1], bits)
	}
	return t
})

// genderOf returns the gender of given name part for locale, asking in
// turn faker's lists of its language, the gender lists of its language,
// faker's lists of every locale and the gender lists of every language;
// the first that knows the name decides, and 0 (unknown) is the answer
// when none knows it or the one that does lists it for both genders.
func genderOf(part, locale string) gender {
	d, t := givenNames(), givenGenders()
	lang, _, _ := strings.Cut(strings.ReplaceAll(locale, "_", "-"), "-")
	lang = strings.ToLower(lang)
	k := lexicon.Key(part)
	g := d.byLang[lang][k]
	if g == 0 {
		g = t.get(lang, k)
	}
	if g == 0 {
		g = d.all[k]
	}
	if g == 0 {
		g = t.any(k)
	}
	if g == genderF || g == genderM {
		return g
	}
	return 0 // unknown, or both
}

// minGenderPool is the smallest gendered pool used on its own: half of
// minPool, since a gendered pool is one half of a given-name pool (faker's
// Spanish lists hold 120 women's and 107 men's names, which would
// otherwise widen to every locale).
const minGenderPool = minPool / 2

// genderPools caches genderPool results per locale and gender.
var genderPools sync.Map // genderKey -> []string

type genderKey struct {
	locale string
	g      gender
}

// genderPool returns the given names of gender g for locale, widening
// through scopes as candidates does until there are minGenderPool of
// them. Names listed for both genders anywhere are left out, so that a
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
		if len(out) >= minGenderPool {
			break
		}
	}
	return out
}
