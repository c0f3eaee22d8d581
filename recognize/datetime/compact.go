package datetime

import "github.com/meddeid/meddeid/recognize"

// rigidPhrases are the month phrases rigidMonth returns for month words the
// lexicon does not hold; index 1..12.
var rigidPhrases = func() (p [13]phrase) {
	for m := 1; m <= 12; m++ {
		p[m] = phrase{kind: pkMonth, val: uint8(m)}
	}
	return p
}()

// isRigid reports whether ph comes from rigidMonth's own table.
func isRigid(ph *phrase) bool {
	return ph != nil && ph.val >= 1 && ph.val <= 12 && ph == &rigidPhrases[ph.val]
}

// rigidMonth reads a one-word month at token i for forms whose shape alone
// makes them dates ("07MAR2025", "Mar-12-2025", "12-MAR-2025"): a month of
// the lexicon, or a capitalised month word of any profile (also those kept
// out of open text, such as "mar" in a Dutch note). It returns the phrase
// and the token after it, or nil.
func (s *scanner) rigidMonth(i int) (*phrase, int) {
	if ph, e := s.phraseAt(i, pkMonth); ph != nil && e == i+1 {
		return ph, e
	}
	if !s.word(i) || !s.toks[i].upper {
		return nil, i
	}
	var buf [32]byte
	w := s.tokText(i)
	if len(w) > len(buf)-4 {
		return nil, i
	}
	if m := s.sh.months[string(recognize.AppendLower(buf[:0], w))]; m != 0 {
		return &rigidPhrases[m], i + 1
	}
	return nil, i
}

// matchCompact reads a military or laboratory date written without
// separators, day, upper-case month abbreviation and year: "07MAR2025",
// "7MAR25", "07Mär1968"; a four-digit clock time after one space belongs
// to it ("07MAR2025 0612").
func (s *scanner) matchCompact(i int) (dmatch, bool) {
	d := int(s.toks[i].val)
	if d < 1 || d > 31 || !s.word(i+1) || !s.adj(i+1) || !s.adj(i+2) {
		return dmatch{}, false
	}
	mt := &s.toks[i+1]
	if !mt.caps && !mt.upper {
		return dmatch{}, false
	}
	ph, e := s.rigidMonth(i + 1)
	if ph == nil || !(s.num(e, 2, 2) || s.num(e, 4, 4)) || !s.numEndOK(e+1) {
		return dmatch{}, false
	}
	y := int(s.toks[e].val)
	if s.toks[e].nd == 2 {
		y = fullYear(y)
	} else if !validYear(y) {
		return dmatch{}, false
	}
	if !validDM(d, int(ph.val), y) {
		return dmatch{}, false
	}
	end := e + 1
	if s.inline(end, 1) && s.num(end, 4, 4) && s.numEndOK(end+1) && !s.unitAfter(end+1) {
		if v := s.toks[end].val; v/100 <= 23 && v%100 <= 59 {
			end++
		}
	}
	return dmatch{ti: i, tj: end, score: scoreFull, day: true, month: true, dayFirst: true}, true
}

// matchMonthHyphen reads a month word, day and year joined by hyphens or
// slashes: "Mar-12-2025", "Jun-09-25", "Sep/3/2024".
func (s *scanner) matchMonthHyphen(i int) (dmatch, bool) {
	// the inlined number test first: most words are not followed by
	// punctuation and a day, and punctIn is a call
	if !s.num(i+2, 1, 2) || !s.punctIn(i+1, "-/") || !s.adj(i+1) || !s.adj(i+2) {
		return dmatch{}, false
	}
	sep := s.toks[i+1].r
	if !s.punct(i+3, sep) || !s.adj(i+3) || !s.adj(i+4) || !(s.num(i+4, 4, 4) || s.num(i+4, 2, 2)) || !s.numEndOK(i+5) {
		return dmatch{}, false
	}
	if i > 0 && s.adj(i) && !s.punctIn(i-1, "([\"'«“") {
		return dmatch{}, false
	}
	ph, e := s.rigidMonth(i)
	if ph == nil || e != i+1 || (ph.ambig && !s.toks[i].upper) {
		return dmatch{}, false
	}
	y := int(s.toks[i+4].val)
	if s.toks[i+4].nd == 2 {
		y = fullYear(y)
	} else if !validYear(y) {
		return dmatch{}, false
	}
	if !validDM(int(s.toks[i+2].val), int(ph.val), y) {
		return dmatch{}, false
	}
	return dmatch{ti: i, tj: i + 5, score: scoreFull, day: true, month: true}, true
}

// romanMonths are the upper-case Roman numerals of the months.
var romanMonths = map[string]int{
	"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10, "XI": 11, "XII": 12,
}

// matchRoman reads a day, a Roman-numeral month and a year: "28 II 2025",
// "7.III.2025", "7/XII/2024", "7-XI-24". With spaces the numeral must have
// two letters or more ("5 X 2024" may be a product).
func (s *scanner) matchRoman(i int, ev evidence) (dmatch, bool) {
	d := int(s.toks[i].val)
	if d < 1 || d > 31 || ev.score || ev.block {
		return dmatch{}, false
	}
	j := i + 1
	var sep rune
	switch {
	case s.punctIn(j, "./-") && s.adj(j) && s.adj(j+1):
		sep = s.toks[j].r
		j++
	case s.inline(j, 1):
		sep = ' '
	default:
		return dmatch{}, false
	}
	if !s.word(j) {
		return dmatch{}, false
	}
	mo, ok := romanMonths[s.tokText(j)]
	if !ok || (sep == ' ' && len(s.tokText(j)) < 2) {
		return dmatch{}, false
	}
	k := j + 1
	if sep == ' ' {
		if !s.inline(k, 1) {
			return dmatch{}, false
		}
	} else {
		if !s.punct(k, sep) || !s.adj(k) || !s.adj(k+1) {
			return dmatch{}, false
		}
		k++
	}
	if !(s.num(k, 4, 4) || s.num(k, 2, 2)) || !s.numEndOK(k+1) || s.unitAfter(k+1) {
		return dmatch{}, false
	}
	y := int(s.toks[k].val)
	if s.toks[k].nd == 2 {
		y = fullYear(y)
	} else if !validYear(y) {
		return dmatch{}, false
	}
	if !validDM(d, mo, y) {
		return dmatch{}, false
	}
	return dmatch{ti: i, tj: k + 1, score: scoreStrong, day: true, month: true, dayFirst: true}, true
}

// quarterEnd reads the year after a quarter that ends before token k: "
// 2024", ", 2024", " of 2024", " '23", "/2024", "-2024". It returns the
// token after the year, or k.
func (s *scanner) quarterEnd(k int) int {
	e := k
	if s.punctIn(k, "/-") && s.adj(k) && s.adj(k+1) {
		if e = s.yearTok(k+1, false); e == k+1 {
			e = k
		}
	} else {
		e = s.yearAfter(k, false)
	}
	if e > k && s.unitAfter(e) {
		return k // "Q4 2000 mg"
	}
	return e
}

// matchQuarterLetter reads a quarter letter with its number and a year:
// "Q2 2024", "Q4 '23", "Q1/2025", "T2 2024" (French).
func (s *scanner) matchQuarterLetter(i int) (dmatch, bool) {
	t := &s.toks[i]
	if t.e-t.b != 1 || !t.upper || !s.num(i+1, 1, 1) || !s.adj(i+1) || s.toks[i+1].val < 1 || s.toks[i+1].val > 4 {
		return dmatch{}, false
	}
	if i > 0 && s.adj(i) && !s.punctIn(i-1, "([\"'«“") {
		return dmatch{}, false
	}
	if e := s.quarterEnd(i + 2); e > i+2 {
		return dmatch{ti: i, tj: e, score: scoreStrong}, true
	}
	return dmatch{}, false
}

// matchQuarterNum reads a quarter number, a quarter word and a year: "2e
// kwartaal 2024", "3rd quarter of 2024", "1er trimestre 2024", "2. Quartal
// 2024".
func (s *scanner) matchQuarterNum(i int) (dmatch, bool) {
	if s.toks[i].nd != 1 || s.toks[i].val < 1 || s.toks[i].val > 4 {
		return dmatch{}, false
	}
	j := i + 1
	if s.flag(j, fOrdinal) && s.adj(j) {
		j++
	}
	if s.punct(j, '.') && s.adj(j) {
		j++
	}
	if !s.inline(j, 2) || !s.flag(j, fQuarter) || s.toks[j].e-s.toks[j].b < 2 {
		return dmatch{}, false
	}
	if e := s.quarterEnd(j + 1); e > j+1 {
		return dmatch{ti: i, tj: e, score: scoreStrong}, true
	}
	return dmatch{}, false
}

// codeBefore reports whether the token before a number at i ends the name
// of a classification or version written as a code: a hyphenated chain of
// three parts or more with a number ("ICD-10-GM 2025", "ICD-10-CM"), a
// hyphenated chain with a block word ("ICD-O-3"), or an upper-case word
// after a block word ("SNOMED CT 2024").
func (s *scanner) codeBefore(i int) bool {
	if i < 1 || s.toks[i].gap != gapSpace {
		return false
	}
	j := i - 1
	if !s.word(j) && !s.num(j, 1, 255) {
		return false
	}
	parts, digit, block := 1, s.num(j, 1, 255), false // the last word alone is the cue context's
	for k := j; k >= 2 && s.adj(k) && s.punctIn(k-1, "-‐") && s.adj(k-1) && (s.word(k-2) || s.num(k-2, 1, 255)); k -= 2 {
		parts++
		digit = digit || s.num(k-2, 1, 255)
		block = block || s.flag(k-2, fBlock)
	}
	if parts >= 3 && digit || parts >= 2 && block {
		return true
	}
	return parts == 1 && s.toks[j].caps && s.toks[j].gap == gapSpace && s.flag(j-1, fBlock) && s.toks[j-1].caps
}
