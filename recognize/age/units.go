package age

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lang"
)

// unitClass says how strongly a unit word signals an age.
type unitClass uint8

const (
	// classGeneric units also express durations ("jaar", "years", "ans").
	classGeneric unitClass = iota
	// classSpecific units only express ages ("yo", "y/o", "tuổi").
	classSpecific
	// classAdjectival units are adjectival age forms ("jarige", "year-old").
	classAdjectival
	// classNonAge units are never ages ("SA", "PY").
	classNonAge
)

// unitInfo describes one unit word of the compiled matcher.
type unitInfo struct {
	word   string            // lower-case form
	kind   string            // default kind (first profile listing it)
	kinds  map[string]string // profile code -> kind
	class  unitClass
	abbrev bool // a short form that may carry a trailing dot
	// letters is true when word is letters only: it can then match only
	// a run of letters of its own byte length.
	letters bool
}

// kindFor returns the unit kind in profile p, falling back to the default.
func (u *unitInfo) kindFor(p *lang.Profile) string {
	if p != nil {
		if k, ok := u.kinds[p.Code]; ok {
			return k
		}
	}
	return u.kind
}

// unitMatcher finds unit words at a position, longest first. Candidates are
// bucketed by their lower-cased first byte.
type unitMatcher struct {
	byFirst [256][]*unitInfo
}

// kindOrder ranks unit kinds from largest to smallest for compounds (2j4m).
var kindOrder = map[string]int{lang.UnitYear: 0, lang.UnitMonth: 1, lang.UnitWeek: 2, lang.UnitDay: 3}

// newUnitMatcher compiles the age units of all profiles plus the non-age
// units of the context data into one matcher.
func newUnitMatcher(profiles []*lang.Profile, c *contextData) *unitMatcher {
	infos := map[string]*unitInfo{}
	adjSuffixes := c.AdjectivalSuffixes
	specific := newWordSet(c.SpecificUnits)
	old := newWordSet(c.OldWords)
	kinds := []string{lang.UnitYear, lang.UnitMonth, lang.UnitWeek, lang.UnitDay}
	for _, p := range profiles {
		for _, k := range kinds {
			for _, w := range p.AgeUnits[k] {
				w = strings.ToLower(strings.TrimSpace(w))
				w = strings.TrimSuffix(w, ".")
				if w == "" {
					continue
				}
				u := infos[w]
				if u == nil {
					u = &unitInfo{word: w, kind: k, kinds: map[string]string{}}
					infos[w] = u
				}
				if _, ok := u.kinds[p.Code]; !ok {
					u.kinds[p.Code] = k
				}
			}
		}
	}
	// Abbreviations the profiles lack (data/context.yaml extra_units).
	for _, k := range kinds {
		for _, w := range c.ExtraUnits[k] {
			w = strings.TrimSuffix(strings.ToLower(strings.TrimSpace(w)), ".")
			if w != "" && infos[w] == nil {
				infos[w] = &unitInfo{word: w, kind: k, kinds: map[string]string{}}
			}
		}
	}
	// Make sure the unit forms the context data relies on exist even when a
	// profile omits them.
	for _, w := range c.SpecificUnits {
		w = strings.TrimSuffix(strings.ToLower(w), ".")
		if infos[w] == nil {
			infos[w] = &unitInfo{word: w, kind: lang.UnitYear, kinds: map[string]string{}}
		}
	}
	for _, w := range c.NonAgeUnits {
		w = strings.ToLower(w)
		infos[w] = &unitInfo{word: w, kind: lang.UnitWeek, kinds: map[string]string{}, class: classNonAge}
	}
	m := &unitMatcher{}
	words := make([]string, 0, len(infos))
	for w := range infos {
		words = append(words, w)
	}
	// Longest first, then alphabetical, for deterministic matching.
	sort.Slice(words, func(i, j int) bool {
		if len(words[i]) != len(words[j]) {
			return len(words[i]) > len(words[j])
		}
		return words[i] < words[j]
	})
	for _, w := range words {
		u := infos[w]
		if u.class != classNonAge {
			switch {
			case hasAnySuffix(w, adjSuffixes):
				u.class = classAdjectival
			case specific[w] || endsWithOldWord(w, old):
				u.class = classSpecific
			}
		}
		u.abbrev = utf8.RuneCountInString(w) <= 3 || specific[w] || vowelless(w)
		u.letters = strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) < 0
		m.byFirst[foldByte(w[0])] = append(m.byFirst[foldByte(w[0])], u)
	}
	return m
}

// vowelless reports whether w is written without vowels, as abbreviations
// such as "mths", "yrs" or "jhr" are.
func vowelless(w string) bool {
	return !strings.ContainsAny(w, "aeiouäöüàâéèêëîïôûù -")
}

// endsWithOldWord reports whether a multi-word unit ends in "old"/"oud"/
// "alt" ("jaar oud", "years old", "Jahre alt").
func endsWithOldWord(w string, old wordSet) bool {
	i := strings.LastIndexAny(w, " -")
	return i >= 0 && old[w[i+1:]]
}

func hasAnySuffix(w string, sfx []string) bool {
	for _, s := range sfx {
		if strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}

// foldByte lower-cases an ASCII byte.
func foldByte(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// match returns the longest unit word starting at text[i:] that ends at a
// word boundary, and the byte offset after it.
func (m *unitMatcher) match(text string, i int) (*unitInfo, int) {
	if i >= len(text) {
		return nil, i
	}
	run := -1 // the byte length of the run of letters at i, read on first use
	for _, u := range m.byFirst[foldByte(text[i])] {
		if u.letters {
			if run < 0 {
				run = letterRun(text, i)
			}
			if len(u.word) != run {
				continue // a match would be followed by a letter
			}
		}
		e := i + len(u.word)
		if e > len(text) || !strings.EqualFold(text[i:e], u.word) {
			continue
		}
		if e < len(text) && isLetterAt(text, e) {
			continue
		}
		return u, e
	}
	return nil, i
}

// letterRun returns the byte length of the run of letters at text[i:].
func letterRun(text string, i int) int {
	j := i
	for j < len(text) {
		if c := text[j]; c < utf8.RuneSelf {
			if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
				break
			}
			j++
			continue
		}
		r, n := utf8.DecodeRuneInString(text[j:])
		if !unicode.IsLetter(r) {
			break
		}
		j += n
	}
	return j - i
}

// isWordRune reports whether the rune at byte i is a letter or digit.
func isWordRune(text string, i int) bool {
	r, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// isLetterAt reports whether the rune at byte i is a letter.
func isLetterAt(text string, i int) bool {
	r, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsLetter(r)
}

// isLetterBefore reports whether the rune ending at byte i is a letter.
func isLetterBefore(text string, i int) bool {
	if i <= 0 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	return unicode.IsLetter(r)
}
