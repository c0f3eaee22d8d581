package address

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/recognize"
)

// referent returns the label of an address starting at b (see the package
// documentation for the rule). header is the offset of the first line
// with a patient cue, or len(text) when there is none.
func (r *rules) referent(text string, b, header int) string {
	var scratch [256]byte
	ls, le := lineBounds(text, b)
	if hasCue(appendLower(scratch[:0], text[ls:b]), r.patientCues) {
		return LabelPatient
	}
	if hasCue(appendLower(scratch[:0], text[ls:le]), r.caregiverCues) {
		return LabelCaregiver
	}
	if ls > 0 {
		ps, _ := lineBounds(text, ls-1)
		prev := appendLower(scratch[:0], text[ps:ls-1])
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
	var scratch [256]byte
	buf := scratch[:0]
	for ls := 0; ls < len(text); {
		le := strings.IndexByte(text[ls:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += ls
		}
		buf = appendLower(buf[:0], text[ls:le])
		if hasCue(buf, r.patientCues) {
			return ls
		}
		ls = le + 1
	}
	return len(text)
}

// appendLower appends strings.ToLower(s) to dst without allocating (when
// dst has room). s is copied, then its ASCII capitals are folded in place;
// from the first non-ASCII byte on, recognize.AppendLower takes over.
func appendLower(dst []byte, s string) []byte {
	n := len(dst)
	dst = append(dst, s...)
	for i := n; i < len(dst); i++ {
		c := dst[i]
		if c >= utf8.RuneSelf {
			return recognize.AppendLower(dst[:i], s[i-n:])
		}
		if 'A' <= c && c <= 'Z' {
			dst[i] = c + 'a' - 'A'
		}
	}
	return dst
}

// cueList is a list of lower-case cue words, indexed by first byte so
// that hasCue reads a text once instead of once per cue.
type cueList struct {
	words   []string
	byFirst [256][][]byte
	// second has bit c&63 of second[f] set when a cue starts with the
	// bytes f, c (every bit for a cue of one byte): a quick test of the
	// first two bytes before the cues of byFirst are read.
	second [256]uint64
}

// newCueList indexes words; an empty word matches nothing.
func newCueList(words []string) *cueList {
	c := &cueList{words: words}
	for _, w := range words {
		if w != "" {
			c.byFirst[w[0]] = append(c.byFirst[w[0]], []byte(w))
			if len(w) == 1 {
				c.second[w[0]] = ^uint64(0)
			} else {
				c.second[w[0]] |= 1 << (w[1] & 63)
			}
		}
	}
	return c
}

// hasCue reports whether s (lower-case) contains one of cues. A cue of
// five bytes or more may sit inside a compound ("Landesklinikum"); a
// shorter one must be a whole word ("Tel", "Dr", "Re").
func hasCue(s []byte, cues *cueList) bool {
	for b := 0; b < len(s); b++ {
		if b+1 < len(s) && cues.second[s[b]]>>(s[b+1]&63)&1 == 0 {
			continue // no cue starts with these two bytes
		}
		for _, c := range cues.byFirst[s[b]] {
			if !bytes.HasPrefix(s[b:], c) {
				continue
			}
			if len(c) >= 5 || wordEdge(s, b, true) && wordEdge(s, b+len(c), false) {
				return true
			}
		}
	}
	return false
}

// wordEdge reports whether offset i of s is a word boundary on the given
// side (before a word when left is true).
func wordEdge(s []byte, i int, left bool) bool {
	if left {
		if i == 0 {
			return true
		}
		r, _ := utf8.DecodeLastRune(s[:i])
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}
	if i >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRune(s[i:])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}
