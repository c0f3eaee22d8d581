package document

import (
	"sort"
	"unicode/utf8"
)

// indexStride is the number of code points between two checkpoints of an
// Index. A lookup decodes at most indexStride-1 characters after a binary
// search, and the index costs 8 bytes per indexStride code points, so a
// 50 MB note needs about 12 MB instead of 400 MB for a full table.
const indexStride = 32

// Index converts between Unicode code-point offsets (the contract's unit)
// and UTF-8 byte offsets (the in-memory unit) for one text. Build it once
// per document at the I/O edge.
//
// Invalid UTF-8 bytes count as one code point each, as when ranging over a
// Go string.
type Index struct {
	text  string
	ascii bool
	n     int   // number of code points
	marks []int // marks[k] = byte offset of code point k*indexStride
}

// NewIndex builds the index for text. For pure-ASCII text it allocates
// nothing beyond the struct.
func NewIndex(text string) *Index {
	ascii := true
	for i := 0; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return &Index{text: text, ascii: true, n: len(text)}
	}
	marks := make([]int, 0, len(text)/indexStride+2)
	n := 0
	for i := range text { // ranges over code points (invalid bytes count as one)
		if n%indexStride == 0 {
			marks = append(marks, i)
		}
		n++
	}
	return &Index{text: text, n: n, marks: marks}
}

// Len returns the number of code points in the text.
func (x *Index) Len() int { return x.n }

// ToByte converts a code-point offset in [0, Len()] to a byte offset. It
// returns false when cp is out of range.
func (x *Index) ToByte(cp int) (int, bool) {
	if cp < 0 || cp > x.n {
		return 0, false
	}
	if x.ascii {
		return cp, true
	}
	if cp == x.n {
		return len(x.text), true
	}
	b := x.marks[cp/indexStride]
	for k := cp % indexStride; k > 0; k-- {
		_, w := utf8.DecodeRuneInString(x.text[b:])
		b += w
	}
	return b, true
}

// ToCodePoint converts a byte offset to a code-point offset. A byte offset
// inside a multi-byte character maps to that character's start; it returns
// false when b is out of range or not on a character boundary.
func (x *Index) ToCodePoint(b int) (int, bool) {
	if b < 0 || b > len(x.text) {
		return 0, false
	}
	if x.ascii {
		return b, true
	}
	if b == len(x.text) {
		return x.n, true
	}
	// last checkpoint at or before b (marks[0] == 0 <= b)
	k := sort.Search(len(x.marks), func(i int) bool { return x.marks[i] > b }) - 1
	cp, p := k*indexStride, x.marks[k]
	for p < b {
		_, w := utf8.DecodeRuneInString(x.text[p:])
		if p+w > b {
			return cp, false // b is inside the character starting at p
		}
		p += w
		cp++
	}
	return cp, true
}
