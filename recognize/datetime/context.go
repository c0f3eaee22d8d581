package datetime

import (
	"strings"

	"github.com/meddeid/meddeid/recognize"
)

// scanner holds one call's text, tokens and lexicon.
type scanner struct {
	text string
	toks []token
	lex  *lexicon
	sh   *shared
}

// evidence is what the words before a candidate say about it.
type evidence struct {
	cue     bool // a year/month cue word ("sinds", "in", "since")
	mcue    bool // a cue for a month alone only ("of", "de")
	dayCue  bool // a day cue word ("op", "on", "le", "vom")
	score   bool // a score or measurement name ("MMSE", "pain")
	block   bool // an identifier, room or equation word ("kamer", "EPI")
	weekday bool // an attached weekday
	birth   bool // a birth cue or an attached ° or *
	known   bool // birth has been looked up
	paren   bool // directly after "("
}

func (s *scanner) n() int { return len(s.toks) }

// adj reports whether token i exists and touches the token before it.
func (s *scanner) adj(i int) bool { return i < len(s.toks) && s.toks[i].gap == gapNone }

// inline reports whether token i exists and follows the previous token
// after at most max whitespace bytes on the same line.
func (s *scanner) inline(i, max int) bool {
	return i < len(s.toks) && s.toks[i].gap == gapSpace && int(s.toks[i].gapN) <= max
}

// punct reports whether token i is the punctuation rune r.
func (s *scanner) punct(i int, r rune) bool {
	return i >= 0 && i < len(s.toks) && s.toks[i].kind == tPunct && s.toks[i].r == r
}

// punctIn reports whether token i is a punctuation rune listed in set.
func (s *scanner) punctIn(i int, set string) bool {
	return i >= 0 && i < len(s.toks) && s.toks[i].kind == tPunct && strings.ContainsRune(set, s.toks[i].r)
}

// num reports whether token i is a number of between lo and hi digits.
func (s *scanner) num(i, lo, hi int) bool {
	return i >= 0 && i < len(s.toks) && s.toks[i].kind == tNum && int(s.toks[i].nd) >= lo && int(s.toks[i].nd) <= hi
}

// flag reports whether token i is a word carrying flag f.
func (s *scanner) flag(i int, f uint16) bool {
	return i >= 0 && i < len(s.toks) && s.toks[i].kind == tWord && s.toks[i].flags&f != 0
}

// word reports whether token i is a word.
func (s *scanner) word(i int) bool {
	return i >= 0 && i < len(s.toks) && s.toks[i].kind == tWord
}

// info returns the lexicon entry of word token i, or nil.
func (s *scanner) info(i int) *wordInfo { return s.lex.infos[s.toks[i].wi] }

func (s *scanner) tokText(i int) string { return s.text[s.toks[i].b:s.toks[i].e] }

// phraseAt returns the longest lexicon phrase of the kind starting at word
// token i and the index of the token after it. Parts are separated by
// nothing, by at most two spaces, or by an attached "-", "." or "'".
func (s *scanner) phraseAt(i int, kind phraseKind) (*phrase, int) {
	if i >= len(s.toks) || s.toks[i].kind != tWord || !s.toks[i].phr {
		return nil, i
	}
	var best *phrase
	bestEnd := i
	ps := s.info(i).phrases
	for k := range ps {
		p := &ps[k]
		if p.kind != kind {
			continue
		}
		j := i + 1
		ok := true
		for _, part := range p.rest {
			if s.punctIn(j, "-.'’") && s.adj(j) && s.adj(j+1) {
				j++
			} else if !(s.adj(j) || s.inline(j, 2)) {
				ok = false
				break
			}
			if j >= len(s.toks) || !strings.EqualFold(s.tokText(j), part) {
				ok = false
				break
			}
			j++
		}
		if ok && (j > bestEnd || (j == bestEnd && best != nil && p.primary && !best.primary)) {
			best, bestEnd = p, j
		}
	}
	return best, bestEnd
}

// hasBirth reports whether a birth cue precedes token i, looking it up
// once (it is the costliest piece of evidence).
func (s *scanner) hasBirth(ev *evidence, i int) bool {
	if !ev.known {
		ev.birth, ev.known = s.birthBefore(i), true
	}
	return ev.birth
}

// cueContext collects the evidence of the words before token i, without
// looking for a birth cue.
func (s *scanner) cueContext(i int) evidence {
	var ev evidence
	if i == 0 || s.toks[i].gap == gapNewline {
		return ev
	}
	if s.punct(i-1, '(') && s.adj(i) {
		ev.paren = true
	}
	j := i - 1
	if (s.punct(j, ':') || s.punct(j, ',')) && s.toks[j].gap != gapNewline {
		j--
	} else if s.punct(j, '-') && s.adj(j) && s.adj(i) {
		j-- // "mi-mars"
	}
	if s.word(j) && s.toks[j+1].gap != gapNewline {
		if t := &s.toks[j]; t.wi != 0 && (t.flags&fCapsCue == 0 || t.caps) {
			ev.cue = t.flags&fCue != 0
			ev.dayCue = t.flags&fDayCue != 0
			ev.mcue = t.flags&fMonthCue != 0
			ev.block = t.flags&fBlock != 0
			if ev.block && s.adj(j) && s.punct(j-1, '-') && s.adj(j-1) && s.word(j-2) && s.toks[j-2].e-s.toks[j-2].b == 1 {
				ev.block = false // "C-section 2019" is an event, "section 2019" a reference
			}
		}
	}
	// a score name up to three tokens back on the same line ("MNA-SF 9/14")
	for k, steps := i-1, 0; k >= 0 && steps < 3; k, steps = k-1, steps+1 {
		if s.toks[k+1].gap == gapNewline || s.toks[k].kind == tNum || (s.toks[k].kind == tPunct && s.toks[k].r != '-' && s.toks[k].r != ':') {
			break
		}
		if s.flag(k, fScore) {
			ev.score = true
			break
		}
	}
	return ev
}

// birthBefore reports whether a birth cue ("DOB:", "geb.", "née le",
// "Geb.datum:") directly precedes token i on the same line.
func (s *scanner) birthBefore(i int) bool {
	if i == 0 || s.toks[i].gap == gapNewline {
		return false
	}
	if s.punct(i-1, '°') && (i == 1 || !s.adj(i-1) || s.toks[i-2].kind == tPunct) {
		return true // "° 12/03/1950"
	}
	// collect up to five words backwards, through ".:()-/" and spaces
	var idx [5]int
	nw := 0
	for j := i - 1; j >= 0 && nw < len(idx); j-- {
		t := &s.toks[j]
		if t.kind == tWord {
			idx[nw] = j
			nw++
		} else if t.kind != tPunct || !strings.ContainsRune(".:()-/|", t.r) {
			break
		}
		if t.gap == gapNewline {
			break
		}
	}
	if nw == 0 {
		return false
	}
	// skip a trailing function word ("le", "op", "am") and, before it, a
	// birth place ("geboren te Gent op", "né à Liège le")
	first := 0
	if s.flag(idx[0], fTrail) {
		first = 1
	}
	if s.cueAt(idx[:nw], 0) || (first == 1 && s.cueAt(idx[:nw], 1)) {
		return true
	}
	if first == 1 {
		for k := 1; k <= 2 && k < nw && s.toks[idx[k]].upper; k++ {
			if k+1 < nw && s.flag(idx[k+1], fPlace) && s.cueAt(idx[:nw], k+2) {
				return true
			}
		}
	}
	return false
}

// cueAt reports whether the words idx[from], idx[from+1], ... (nearest
// first) end with a birth cue: their concatenation, from some farther word
// down to idx[from], is a cue skeleton.
//
// The keys are built right to left in buf, each farther word lower-cased
// once and put in front of the last key, instead of rebuilding every key
// from its words (TestCueAt compares the two).
func (s *scanner) cueAt(idx []int, from int) bool {
	var arr [96]byte
	buf := arr[:]
	if s.sh.maxBirth > len(buf) {
		buf = make([]byte, s.sh.maxBirth) // no cue is this long today
	}
	var word [64]byte
	pos := len(buf) // the key is buf[pos:]
	for start := from; start < len(idx); start++ {
		w := recognize.AppendLower(word[:0], s.tokText(idx[start]))
		if len(buf)-pos+len(w) > s.sh.maxBirth {
			return false
		}
		pos -= len(w)
		copy(buf[pos:], w)
		if s.sh.birth[string(buf[pos:])] {
			return true
		}
	}
	return false
}

// unitAfter reports whether token j (after a number) is a unit or a
// percent sign: "2000 mg", "12/3 %".
func (s *scanner) unitAfter(j int) bool {
	if j >= len(s.toks) || s.toks[j].gap == gapNewline {
		return false
	}
	if s.flag(j, fUnit) && (s.adj(j) || s.inline(j, 2)) {
		return true
	}
	return s.punctIn(j, "%‰/×€$£") && (s.adj(j) || s.inline(j, 1))
}

// numStartOK reports whether a number at token i may start a date: it is
// not glued to a letter ("K26.4", "v2"), a code sign or a longer numeric
// run ("0472/12.34.56"). rangeSep returns "-" or "–" when the number
// follows "<digits>-" directly, as in "10-31/08"; the caller accepts that
// only for a date written with another separator.
func (s *scanner) numStartOK(i int) (ok bool, rangeSep rune) {
	if i == 0 || s.toks[i].gap != gapNone {
		return true, 0
	}
	p := &s.toks[i-1]
	switch p.kind {
	case tWord, tNum:
		return false, 0
	}
	switch p.r {
	case '+', '€', '$', '£', '#', '№', '_', '@', '=', '&', '^', '\\':
		return false, 0
	case '(', '[', '"', '«', '“', '‘', '*', '°', ' ', '\u00a0':
		if p.r == '°' && i >= 2 && s.adj(i-1) && s.toks[i-2].kind == tWord {
			return false, 0 // "n°12"
		}
		return true, 0
	}
	if strings.ContainsRune("/.,:-–_", p.r) && i >= 2 && s.adj(i-1) && (s.toks[i-2].kind == tNum || s.toks[i-2].kind == tWord) {
		if (p.r == '-' || p.r == '–') && s.toks[i-2].kind == tNum {
			return true, p.r
		}
		if (p.r == '-' || p.r == '–') && s.flag(i-2, fOrdinal) && s.adj(i-2) && s.num(i-3, 1, 2) {
			return true, p.r // "12th-14th March"
		}
		return false, 0
	}
	return true, 0
}

// numEndOK reports whether a date ending before token j is not glued to
// more of a number or a word: "12/03/2024abc" and "22.11.04-123" fail.
func (s *scanner) numEndOK(j int) bool {
	if j >= len(s.toks) || s.toks[j].gap != gapNone {
		return true
	}
	q := &s.toks[j]
	switch q.kind {
	case tWord, tNum:
		return false
	}
	if q.r == '%' || q.r == '‰' || q.r == '°' {
		return false
	}
	if strings.ContainsRune("/.,:-–_", q.r) && s.adj(j+1) && (s.toks[j+1].kind == tNum || s.toks[j+1].kind == tWord) {
		return false
	}
	return true
}
