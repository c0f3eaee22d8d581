package address

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// referent returns the label of an address starting at b (see the package
// documentation for the rule). header is the offset of the first line
// with a patient cue, or len(text) when there is none.
func (r *rules) referent(text string, b, header int) string {
	ls, le := lineBounds(text, b)
	before := strings.ToLower(text[ls:b])
	if hasCue(before, r.patientCues) {
		return LabelPatient
	}
	if hasCue(strings.ToLower(text[ls:le]), r.caregiverCues) {
		return LabelCaregiver
	}
	if ls > 0 {
		ps, _ := lineBounds(text, ls-1)
		prev := strings.ToLower(text[ps : ls-1])
		if hasCue(prev, r.patientCues) {
			return LabelPatient
		}
		if hasCue(prev, r.caregiverCues) {
			return LabelCaregiver
		}
	}
	if ls < header {
		return LabelCaregiver
	}
	return LabelPatient
}

// firstPatientLine returns the start of the first line holding a patient
// cue, or len(text).
func (r *rules) firstPatientLine(text string) int {
	for ls := 0; ls < len(text); {
		le := strings.IndexByte(text[ls:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += ls
		}
		if hasCue(strings.ToLower(text[ls:le]), r.patientCues) {
			return ls
		}
		ls = le + 1
	}
	return len(text)
}

// hasCue reports whether s (lower-case) contains one of cues. A cue of
// five bytes or more may sit inside a compound ("Landesklinikum"); a
// shorter one must be a whole word ("Tel", "Dr", "Re").
func hasCue(s string, cues []string) bool {
	for _, c := range cues {
		for off := 0; ; {
			k := strings.Index(s[off:], c)
			if k < 0 {
				break
			}
			b, e := off+k, off+k+len(c)
			off = b + 1
			if len(c) >= 5 {
				return true
			}
			if wordEdge(s, b, true) && wordEdge(s, e, false) {
				return true
			}
		}
	}
	return false
}

// wordEdge reports whether offset i of s is a word boundary on the given
// side (before a word when left is true).
func wordEdge(s string, i int, left bool) bool {
	if left {
		if i == 0 {
			return true
		}
		r, _ := utf8.DecodeLastRuneInString(s[:i])
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}
	if i >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}
