package age

import (
	"strings"
	"unicode/utf8"
)

// fractions are the glued fraction signs of an age ("2½ jaar").
var fractions = [...]string{"½", "¼", "¾"}

// fraction extends a whole number ending at e over a following fraction:
// "2½", "2 1/2", "1 3/4". It returns the new end (e when none follows).
func fraction(text string, e int) int {
	if e >= len(text) || text[e] != ' ' && text[e] != 0xc2 {
		return e // neither a blank nor the lead byte of "½", "¼", "¾"
	}
	for _, f := range fractions {
		if strings.HasPrefix(text[e:], f) {
			return e + len(f)
		}
	}
	if e+4 <= len(text) && text[e] == ' ' && (text[e+1] == '1' || text[e+1] == '3') && text[e+2] == '/' &&
		(text[e+3] == '2' || text[e+3] == '4') && text[e+1] < text[e+3] && (e+4 == len(text) || !isDigit(text[e+4])) {
		return e + 4
	}
	return e
}

// gluedYearSex matches "72Y M", "72Y/F": a glued "Y" and a sex marker. It
// returns the end of the "Y".
func (r *rules) gluedYearSex(text string, ne int) (int, bool) {
	if ne >= len(text) || text[ne] != 'Y' || ne+1 < len(text) && isLetterAt(text, ne+1) {
		return ne, false
	}
	k := ne + 1
	if k < len(text) && text[k] == '/' {
		k++
		for k < len(text) && text[k] == ' ' {
			k++
		}
		return ne + 1, k < len(text) && r.sexLetter(text, k)
	}
	if k < len(text) && text[k] == ' ' {
		return ne + 1, r.sexMarkerAt(text, k+1)
	}
	return ne, false
}

// pediatricNote reports whether a pediatric word stands within a few
// hundred bytes of byte i.
func (r *rules) pediatricNote(text string, i int) bool {
	return anyWord(text, max(i-600, 0), min(i+600, len(text)), r.pediatric)
}

// copulaAge decides a bare number after a person subject and a copula:
// "pt is 56", "the patient is 56,", "she's 72 and …". Only punctuation or
// a conjunction may follow, so "pt is 56 kg" or "he is 56 points" stay out.
func (r *rules) copulaAge(text string, ne int, lc leftContext) bool {
	if lc.punct != 0 || len(lc.words) == 0 {
		return false
	}
	w := lc.words[0]
	subj := false
	if s, ok := strings.CutSuffix(w, "'s"); ok {
		subj = r.copulaSubjects[s]
	} else if s, ok := strings.CutSuffix(w, "’s"); ok {
		subj = r.copulaSubjects[s]
	} else if r.copulas[w] && len(lc.words) >= 2 {
		subj = r.copulaSubjects[lc.words[1]]
	}
	if !subj {
		return false
	}
	if ne >= len(text) {
		return true
	}
	switch text[ne] {
	case ',', ';', ')', '\n', '\r', '.':
		return true
	case ' ', '\t':
		var arr [1]string
		ws := nextWords(text, ne, arr[:0:1], false)
		return len(ws) == 1 && r.copulaFollowers[ws[0]]
	}
	return false
}

// ordinalAge matches a glued ordinal after a possessive and a point word
// ("sinds zijn 16e", "since his 16th", "depuis ses 16ème") and returns its
// end.
func (r *rules) ordinalAge(text string, ne int, words []string) (int, bool) {
	if ne >= len(text) || !isLetterAt(text, ne) || !r.possessive(words) {
		return ne, false
	}
	for _, sfx := range r.ordinalSuffixes {
		e := ne + len(sfx)
		if sfx == "." || e > len(text) || !strings.EqualFold(text[ne:e], sfx) {
			continue
		}
		if e < len(text) && isWordRune(text, e) {
			continue
		}
		return e, true
	}
	return ne, false
}

// halfAfter matches " et demi", " and a half", " en een half" after a unit
// and returns its end.
func (r *rules) halfAfter(text string, end int) (int, bool) {
	if end >= len(text) || text[end] != ' ' {
		return end, false
	}
	i := end + 1
	for _, h := range r.halfWords {
		e := i + len(h)
		if e <= len(text) && strings.EqualFold(text[i:e], h) && (e == len(text) || !isLetterAt(text, e)) {
			return e, true
		}
	}
	return end, false
}

// compoundJoiner skips " and ", " en ", " et " after a unit ending at end
// and returns where the next number would start.
func (r *rules) compoundJoiner(text string, end int) int {
	if end >= len(text) || text[end] != ' ' {
		return end
	}
	i := end + 1
	j := i
	for j < len(text) && j-i < 4 && text[j] >= 'a' && text[j] <= 'z' {
		j++
	}
	if j > i && j+1 < len(text) && text[j] == ' ' && r.compJoiners[text[i:j]] && isDigit(text[j+1]) {
		return j + 1
	}
	return end
}

// nameParen decides "Name (N unit)" for short units in a sentence about
// relatives: "2 children, Jaylen (8 mo) and …", "son Tom (3 wks)". The
// name must follow a relative word, a joiner, a comma after a relative
// word, or a closing bracket.
func (r *rules) nameParen(text string, nb, end int, lc leftContext) bool {
	if lc.punct != '(' || len(lc.punctWords) == 0 {
		return false
	}
	k := end
	for k < len(text) && (text[k] == ' ' || text[k] == '.') {
		k++
	}
	if k >= len(text) || text[k] != ')' {
		return false
	}
	w := lc.punctWords[0]
	lw := strings.ToLower(w)
	if !isCapitalised(w) || hasDigit(w) || utf8.RuneCountInString(w) < 2 || r.notName(lw) || r.relatives.has(lw) {
		return false
	}
	if len(lc.punctWords) >= 2 {
		v := strings.ToLower(lc.punctWords[1])
		if !r.kin[v] && !r.listJoiners[v] && !r.childrenPlural[v] {
			return false
		}
	} else {
		i := skipBlanksBack(text, nb)
		_, n := utf8.DecodeLastRuneInString(text[:i])
		i = skipBlanksBack(text, i-n)
		_, j := wordBack(text, i)
		j = skipBlanksBack(text, j)
		if j == 0 || text[j-1] != ',' && text[j-1] != ')' {
			return false
		}
		if text[j-1] == ',' {
			// "children, Jaylen (8 mo)": the comma follows the relatives.
			c := skipBlanksBack(text, j-1)
			v, _ := wordBack(text, c)
			v = strings.ToLower(v)
			if !r.kin[v] && !r.childrenPlural[v] && (c == 0 || text[c-1] != ')') {
				return false
			}
		}
	}
	s := sentenceStart(text, nb)
	if !anyWord(text, s, nb, r.relatives) || anyWord(text, s, sentenceEnd(text, end), r.dosing) {
		return false
	}
	return !r.interval(text, nb, end)
}

// cueLabelParts reports whether a slash label before a colon holds an age
// cue: "AGE/SEX: 72Y/F", "Leeftijd/geslacht: 45 j".
func (r *rules) cueLabelParts(label string) bool {
	if !strings.Contains(label, "/") {
		return false
	}
	for part := range strings.SplitSeq(strings.ToLower(label), "/") {
		if r.cues[part] {
			return true
		}
	}
	return false
}
