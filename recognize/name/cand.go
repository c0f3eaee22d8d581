package name

import (
	"strings"

	"github.com/meddeid/meddeid/recognize"
)

// Evidence strengths of a candidate's referent.
const (
	strengthDefault = 1 // no cue: the referent is a guess
	strengthContext = 2 // context such as an age after the name
	strengthCue     = 3 // a title, label, role or kinship cue
)

// cand is a candidate name span.
type cand struct {
	b, e     int // byte offsets, title included
	tb, te   int // tokens of the whole span
	ph       phrase
	label    string
	strength int
	score    float64
}

// add records c unless it overlaps a recorded candidate, and marks its
// tokens as taken.
func (s *scan) add(c cand) bool {
	if s.afterSaint(c.tb) {
		return false
	}
	for k := c.tb; k < c.te; k++ {
		if s.owner[k] >= 0 {
			return false
		}
	}
	c.b, c.e = s.toks[c.tb].b, s.toks[c.te-1].e
	idx := int32(len(s.cands))
	for k := c.tb; k < c.te; k++ {
		s.owner[k] = idx
	}
	s.cands = append(s.cands, c)
	return true
}

// afterSaint reports whether token i is hyphen-glued to a saint's title
// that opens a line or follows a lower-case word or punctuation ("campus
// Sint-Maarten", "à Saint-Pierre"): the name of a place, a church or a
// hospital site, not of a person. After a capitalised word the saint may
// open a family name ("Marie Saint-Pierre", "Dr Saint-Germain").
func (s *scan) afterSaint(i int) bool {
	if i < 2 || !s.toks[i].glued() || !s.isByte(i-1, '-') || !s.toks[i-1].glued() {
		return false
	}
	if !recognize.IsSaintTitle(strings.ToLower(s.tokText(i - 2))) {
		return false
	}
	return i < 3 || !s.sameLine(i-3, i-2) || s.toks[i-3].kind != tokWord || !s.toks[i-3].cap
}

// familyKey returns the folded family name of ph: the part before the
// comma of "Surname, Given", the words in capitals of "SURNAME Given",
// the first word for Vietnamese, else the last word.
func familyKey(ph phrase, familyFirst bool) string {
	ws := ph.words()
	if len(ws) == 0 {
		return ""
	}
	if ph.inverted {
		for _, p := range ph.parts[:ph.split] {
			if p.kind == partWord || p.kind == partUpper {
				return p.key
			}
		}
	}
	if len(ws) > 1 && ws[0].kind == partUpper && ws[len(ws)-1].kind == partWord {
		return ws[0].key
	}
	if familyFirst && len(ws) > 1 {
		return ws[0].key
	}
	return ws[len(ws)-1].key
}

// givenKey returns the folded first given name of ph, or "".
func givenKey(ph phrase, familyFirst bool) string {
	ws := ph.words()
	if ph.inverted {
		for _, p := range ph.parts[ph.split:] {
			if p.kind == partWord || p.kind == partUpper {
				return p.key
			}
		}
		return ""
	}
	if len(ws) < 2 {
		return ""
	}
	if ws[0].kind == partUpper && ws[len(ws)-1].kind == partWord {
		return ws[len(ws)-1].key
	}
	if familyFirst {
		return ws[len(ws)-1].key
	}
	return ws[0].key
}
