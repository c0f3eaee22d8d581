package postprocess

import (
	"strings"
	"sync"

	"github.com/meddeid/meddeid/internal/swar"
	"github.com/meddeid/meddeid/lang"
)

// particles are name particles (folded) that belong to the family name.
var particles = map[string]bool{
	"van": true, "von": true, "der": true, "den": true, "de": true, "del": true, "della": true,
	"degli": true, "di": true, "da": true, "das": true, "do": true, "dos": true, "du": true,
	"des": true, "le": true, "la": true, "les": true, "ten": true, "ter": true, "te": true,
	"het": true, "zu": true, "zum": true, "zur": true, "vom": true, "el": true, "al": true,
	"ben": true, "bin": true, "ibn": true, "y": true, "d": true, "l": true, "op": true, "in": true, "t": true,
}

// IsParticle reports whether s (any case, any accents) is a family-name
// particle or a run of them ("van der", "de la").
func IsParticle(s string) bool {
	if len(s) > 24 {
		return false // longer than any particle run
	}
	var buf [32]byte
	words := 0
	for w := range strings.FieldsSeq(s) {
		if len(w) > 8 {
			return false
		}
		if !particles[string(appendFold(buf[:0], w))] {
			return false
		}
		words++
	}
	return words > 0
}

// titleParts are title words that appear only inside title chains
// ("Dr. med.", "Dr. rer. nat.", "apr. klin. biol.", "Frau Kollegin");
// they are added to the profiles' titles.
var titleParts = []string{"med", "rer", "nat", "dent", "vet", "phil", "pharm", "klin", "biol", "kollegin", "kollege", "h.c", "dipl", "em"}

var (
	wordsOnce sync.Once
	titleSet  map[string]bool // folded, dots removed, single spaces
	// titleMarked holds the titles written with diacritics, in lower case
	// with dots removed and single spaces (see isTitle)
	titleMarked map[string]bool
	commonSet   map[string]bool // folded stop, clinical, month and weekday words and titles
	calendarSet map[string]bool // folded month, weekday, season and holiday words
)

// titleKey folds a title for lookup: lower case, no diacritics, dots
// as spaces, single spaces, trimmed.
func titleKey(s string) string { return string(appendTitleKey(nil, s)) }

// appendTitleKey appends the title key of s to dst.
func appendTitleKey(dst []byte, s string) []byte {
	start := len(dst)
	dst = appendFold(dst, s)
	out := start
	space := true // drop leading spaces
	for i := start; i < len(dst); i++ {
		c := dst[i]
		if c == '.' || c == ' ' || c == '\t' {
			if !space {
				dst[out] = ' '
				out++
				space = true
			}
			continue
		}
		dst[out] = c
		out++
		space = false
	}
	if out > start && dst[out-1] == ' ' {
		out--
	}
	return dst[:out]
}

func loadWords() {
	titleSet = map[string]bool{}
	titleMarked = map[string]bool{}
	commonSet = map[string]bool{}
	calendarSet = map[string]bool{}
	add := func(set map[string]bool, w string) {
		if k := titleKey(w); k != "" {
			set[k] = true
		}
	}
	addTitle := func(w string) {
		add(titleSet, w)
		if !swar.IsASCII(w) {
			titleMarked[markedKey(w)] = true
		}
	}
	for _, w := range titleParts {
		addTitle(w)
	}
	for _, p := range lang.All() {
		for _, w := range p.Titles {
			addTitle(w)
			add(commonSet, w)
		}
		for _, list := range [][]string{p.StopWords, p.ClinicalWords, p.Seasons, p.Holidays, p.AgeCues, p.BirthCues, p.IDCues, p.PhoneCues} {
			for _, w := range list {
				add(commonSet, w)
			}
		}
		for _, m := range p.Months {
			for _, w := range m {
				add(commonSet, w)
				add(calendarSet, w)
			}
		}
		for _, m := range p.Weekdays {
			for _, w := range m {
				add(commonSet, w)
				add(calendarSet, w)
			}
		}
		for _, list := range [][]string{p.Seasons, p.Holidays} {
			for _, w := range list {
				add(calendarSet, w)
			}
		}
	}
}

// isTitle reports whether the words (joined by single spaces, any case,
// dots allowed) form a known title.
func isTitle(words string) bool {
	wordsOnce.Do(loadWords)
	if len(words) > 40 {
		return false
	}
	var buf [64]byte
	if !titleSet[string(appendTitleKey(buf[:0], words))] {
		return false
	}
	// A word with diacritics must match them: Vietnamese "mẹ" (mother)
	// is not the French "Me" (Maître) it folds to.
	return swar.IsASCII(words) || titleMarked[markedKey(words)]
}

// markedKey is titleKey without folding the diacritics: lower case, dots
// as spaces, single spaces, trimmed.
func markedKey(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(strings.ToLower(s), ".", " ")), " ")
}

// isCalendar reports whether a folded word is a month, weekday, season or
// holiday word in some profile.
func isCalendar(folded string) bool {
	wordsOnce.Do(loadWords)
	return calendarSet[folded]
}

// calendarWord is isCalendar for a folded word in a byte slice, which
// the map look-up reads without converting it to a string.
func calendarWord(folded []byte) bool {
	wordsOnce.Do(loadWords)
	return calendarSet[string(folded)]
}

// isCommon reports whether a folded word is a common word, a title or a
// calendar word in some profile, so that it is not taken for a name.
func isCommon(folded string) bool {
	wordsOnce.Do(loadWords)
	return commonSet[folded]
}
