package name

import (
	"github.com/meddeid/meddeid/internal/keyfilter"
	"strings"
	"sync"

	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
)

// bigList is the size above which a name list counts as weak evidence:
// very large lists (census-style) hold many words that are names only
// rarely.
const bigList = 20000

// Bits of the name index.
const (
	bitFirst       uint16 = 1 << iota // any first-name list
	bitFirstStrong                    // a first-name list of at most bigList entries
	bitLast                           // any family-name list
	bitLastStrong                     // a family-name list of at most bigList entries
	bitEponym                         // a medical eponym
	bitPlace                          // a city, country or region
	bitProfession                     // a profession
	bitParticle                       // a name particle
	bitKnown       uint16 = 1 << 15   // memo mark of scan.tokHas (never in the index)
)

// nameIndex maps lexicon keys of every locale to the kinds of list that
// hold them: one hash look-up instead of a binary search per list.
type nameIndex struct {
	bits map[string]uint16
	// filter answers "absent" without probing bits for most words.
	filter *keyfilter.Filter
}

// get returns the kinds of folded word k (0: none).
func (ix nameIndex) get(k string) uint16 {
	if !ix.filter.Has(k) {
		return 0
	}
	return ix.bits[k]
}

// indexKey is the lexicon.Lexicon.Derived key of the name index.
type indexKey struct{}

// index returns the name index of the recognizer's lexicon, built on first
// use and shared by every Recognizer over that lexicon: the pseudonymiser's
// audit registry would otherwise build a second one the first time it
// reads a name.
func (rc *Recognizer) index() nameIndex {
	return rc.lx.Derived(indexKey{}, func(lx *lexicon.Lexicon) any { return buildIndex(lx) }).(nameIndex)
}

// buildIndex reads the name, eponym, place, profession and particle lists
// of every locale.
func buildIndex(lx *lexicon.Lexicon) nameIndex {
	kinds := []lexicon.Kind{lexicon.FirstNames, lexicon.LastNames, lexicon.Eponyms, lexicon.Cities,
		lexicon.Countries, lexicon.Regions, lexicon.Professions, lexicon.Particles}
	size := 0
	for _, k := range kinds {
		size += lx.Get(k, "").Len()
	}
	ix := nameIndex{bits: make(map[string]uint16, size)}
	add := func(kind lexicon.Kind, bit, strong uint16) {
		for _, l := range lx.Get(kind, "") {
			b := bit
			if strong != 0 && l.Len() <= bigList {
				b |= strong
			}
			for k := range l.Keys() {
				ix.bits[k] |= b
			}
		}
	}
	add(lexicon.FirstNames, bitFirst, bitFirstStrong)
	add(lexicon.LastNames, bitLast, bitLastStrong)
	add(lexicon.Eponyms, bitEponym, 0)
	add(lexicon.Cities, bitPlace, 0)
	add(lexicon.Countries, bitPlace, 0)
	add(lexicon.Regions, bitPlace, 0)
	add(lexicon.Professions, bitProfession, 0)
	add(lexicon.Particles, bitParticle, 0)
	ix.filter = keyfilter.New(len(ix.bits))
	for k := range ix.bits {
		ix.filter.Add(k)
	}
	return ix
}

// lexSets are the lexicon look-ups for one locale.
type lexSets struct {
	ix     nameIndex
	common lexicon.Set
}

// has reports whether the folded word k is in a list of one of the kinds
// in bits.
func (l *lexSets) has(k string, bits uint16) bool { return l.ix.get(k)&bits != 0 }

// isCommon reports whether the folded word k is a common word of the
// locale.
func (l *lexSets) isCommon(k string) bool { return l.common.ContainsKey(k) }

// lexFor returns the look-up sets for a locale, built once per locale.
func (rc *Recognizer) lexFor(locale string) *lexSets {
	if v, ok := rc.lexCache.Load(locale); ok {
		return v.(*lexSets)
	}
	common := rc.lx.CommonWords(locale)
	if !strings.HasPrefix(strings.ToLower(locale), "en") {
		// English words run through notes in every language ("Rating
		// Scale", "General Medicine"): the language-wide English lists.
		for _, l := range rc.lx.CommonWords("en") {
			if strings.EqualFold(l.Locale, "en") {
				common = append(common, l)
			}
		}
	}
	s := &lexSets{ix: rc.index(), common: common}
	v, _ := rc.lexCache.LoadOrStore(locale, s)
	return v.(*lexSets)
}

// ruleCache holds the compiled cue rules by profile code. They depend on
// the embedded cue files and the profile only, so every Recognizer (the
// pipeline's and the pseudonymiser's audit registry) shares them.
var ruleCache sync.Map // profile code → *rules

// rulesFor returns the compiled cue rules for a profile (all languages for
// nil), built once per profile code for all Recognizers.
func (rc *Recognizer) rulesFor(p *lang.Profile) *rules {
	code := ""
	if p != nil {
		code = p.Code
	}
	if v, ok := ruleCache.Load(code); ok {
		return v.(*rules)
	}
	files := rc.files
	profiles := lang.All()
	if p != nil {
		profiles = []*lang.Profile{p}
		if f, ok := rc.byLang[strings.ToLower(lang.Base(p.Code))]; ok {
			files = []*cueFile{f}
		}
	}
	r := buildRules(append(files[:len(files):len(files)], rc.common), profiles)
	r.familyFirst = p != nil && strings.EqualFold(lang.Base(p.Code), "vi")
	v, _ := ruleCache.LoadOrStore(code, r)
	return v.(*rules)
}

// loadFiles reads every embedded cue file once.
var loadFiles = sync.OnceValues(func() (map[string]*cueFile, error) {
	out := map[string]*cueFile{}
	for _, l := range append([]string{"all"}, languages...) {
		f, err := parseCueFile(l + ".yaml")
		if err != nil {
			return nil, err
		}
		out[l] = f
	}
	return out, nil
})
