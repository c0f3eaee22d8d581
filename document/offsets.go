package document

import "unicode/utf8"

// Index converts between Unicode code-point offsets (the contract's unit)
// and UTF-8 byte offsets (the in-memory unit) for one text. Build it once
// per document at the I/O edge.
type Index struct {
	ascii   bool
	n       int   // number of code points
	byteOf  []int // byteOf[cp] = byte offset of code point cp; len n+1
	textLen int
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
		return &Index{ascii: true, n: len(text), textLen: len(text)}
	}
	byteOf := make([]int, 0, len(text)+1)
	for i := range text { // ranges over code points (invalid bytes count as one)
		byteOf = append(byteOf, i)
	}
	byteOf = append(byteOf, len(text))
	return &Index{n: len(byteOf) - 1, byteOf: byteOf, textLen: len(text)}
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
	return x.byteOf[cp], true
}

// ToCodePoint converts a byte offset to a code-point offset. A byte offset
// inside a multi-byte character maps to that character's start; it returns
// false when b is out of range or not on a character boundary.
func (x *Index) ToCodePoint(b int) (int, bool) {
	if b < 0 || b > x.textLen {
		return 0, false
	}
	if x.ascii {
		return b, true
	}
	// binary search: byteOf is strictly increasing
	lo, hi := 0, len(x.byteOf)-1
	for lo < hi {
		mid := (lo + hi) / 2
		if x.byteOf[mid] < b {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo, x.byteOf[lo] == b
}
