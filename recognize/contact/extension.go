package contact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize/identifier"
)

// extLevel is how strongly the words before a short number make it an
// internal extension.
type extLevel int

const (
	extNone   extLevel = iota
	extWeak            // a line word alone ("lijn 4411"): 4–5 digits, no year
	extPhone           // a profile phone cue ("tel. 4521", "intern 231")
	extStrong          // an extension cue ("toestel 41", "tél. interne 5238")
)

// extShape classifies the layout of a short candidate: 1 for a single
// group of 2–5 digits, 2 for two groups joined by '.' or '-' with 1–2 and
// then 3–4 digits ("6-2291", "4.512"), 0 otherwise.
func extShape(raw string, r run) int {
	if r.plus || r.paren {
		return 0
	}
	if r.groups == 1 && r.digits >= 2 && r.digits <= 5 && allDigitsStr(raw) {
		return 1
	}
	if r.groups != 2 || r.digits > 6 {
		return 0
	}
	k := strings.IndexAny(raw, ".-")
	if k < 1 || k > 2 || !allDigitsStr(raw[:k]) || !allDigitsStr(raw[k+1:]) {
		return 0
	}
	if n := len(raw) - k - 1; n < 3 || n > 4 {
		return 0
	}
	return 2
}

// judgeExtension accepts a short number after an extension cue, or reports
// false.
func judgeExtension(text string, r run, raw string, shape int, p *lang.Profile) bool {
	if emergency[raw] || !letterBefore(text, r.begin) || quantityAfter(text, r.end) {
		return false
	}
	// A two-digit extension needs an extension cue: the phone cue, which
	// only tells extPhone from extWeak and extNone, is not looked up.
	lvl := extLevelBefore(text, r.begin, p, shape != 2 && r.digits == 2)
	switch {
	case lvl == extNone:
		return false
	case shape == 2:
		return lvl >= extPhone
	case r.digits == 2:
		return lvl == extStrong && shortEndOK(text, r.end)
	case lvl == extWeak:
		// "lijn 4411", but not "crisis line 988" or "lijn 2019"
		return r.digits >= 4 && !(r.digits == 4 && (raw[:2] == "19" || raw[:2] == "20"))
	}
	return true
}

// extLevelBefore reads the word (and the one before it) in front of a
// short number. With strongOnly it tells extStrong from the rest only: it
// may report extNone for extPhone or extWeak.
func extLevelBefore(text string, start int, p *lang.Profile, strongOnly bool) extLevel {
	lo, hi, ok := wordBefore(text, start, ".:")
	if !ok {
		return extNone
	}
	w1 := strings.ToLower(text[lo:hi])
	if words.ext[w1] {
		return extStrong
	}
	if strongOnly && !words.line[w1] {
		return extNone
	}
	phone := !strongOnly && identifier.PhoneCueBefore(text, start, p)
	if words.line[w1] {
		if lo2, hi2, ok := wordBefore(text, lo, ".:"); ok {
			w2 := strings.ToLower(text[lo2:hi2])
			if words.ext[w2] || words.line[w2] {
				return extStrong // "interne lijn", "Durchwahl intern"
			}
		}
		if identifier.PhoneCueBefore(text, lo, p) {
			return extStrong // "tél. interne"
		}
		if phone {
			return extPhone
		}
		return extWeak
	}
	if phone {
		return extPhone
	}
	return extNone
}

// wordBefore returns the bounds of the word of letters that ends before i
// once spaces, tabs and the connector bytes in conn are skipped, on the
// same line.
func wordBefore(text string, i int, conn string) (lo, hi int, ok bool) {
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t' || strings.IndexByte(conn, text[i-1]) >= 0) {
		i--
	}
	hi = i
	for i > 0 {
		r, n := utf8.DecodeLastRuneInString(text[:i])
		if !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r) {
			break
		}
		i -= n
	}
	return i, hi, i < hi
}

// shortEndOK reports whether a two-digit extension ending at end stands
// alone: the line ends or a space or closing punctuation follows, not a
// hyphenated word ("12-jähriger").
func shortEndOK(text string, end int) bool {
	if end >= len(text) {
		return true
	}
	switch text[end] {
	case ' ', '\t', '\n', '\r', ')', ',', ';':
		return true
	case '.':
		return end+1 >= len(text) || text[end+1] == ' ' || text[end+1] == '\n'
	}
	return false
}

// quantityAfter reports whether a quantity word or sign follows the number
// ending at end on the same line ("41 mg", "12 maanden", "5 %").
func quantityAfter(text string, end int) bool {
	i := end
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i < len(text) && (text[i] == '%' || text[i] == '/') {
		return true
	}
	j := i
	for j < len(text) {
		r, n := utf8.DecodeRuneInString(text[j:])
		if !unicode.IsLetter(r) && r != 'µ' {
			break
		}
		j += n
	}
	return j > i && words.quantity[strings.ToLower(text[i:j])]
}

// serialBefore reports whether the field label before a number names a
// serial, lot, batch, device or catalogue number: one of the four words
// before it, on the same line and joined only by spaces and label signs
// ("S/N:", "n° de série", "Lot no."), is a serial word.
func serialBefore(text string, start int) bool {
	i := start
	prev := ""
	for n := 0; n < 4; n++ {
		lo, hi, ok := wordBefore(text, i, ".:/#°-'’()")
		if !ok {
			return false
		}
		// the skipped part must stay on the line
		if strings.ContainsAny(text[hi:i], "\n,;|") {
			return false
		}
		w := strings.ToLower(text[lo:hi])
		if words.serial[w] || (w == "s" && prev == "n" && strings.Contains(text[hi:i], "/")) {
			return true
		}
		prev = w
		i = lo
	}
	return false
}
