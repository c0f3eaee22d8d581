// Package swar works on text eight bytes at a time ("SIMD within a
// register"): it scans for ASCII bytes, so that a run of prose that holds
// none of the bytes a recognizer starts on is skipped with a few word
// operations per eight bytes, and it lowers ASCII capitals. Every test is
// exact: a word is skipped only when none of its bytes counts.
package swar

import (
	"encoding/binary"
	"math/bits"
)

// Word masks: a one in every byte, and the high bit of every byte.
const (
	lsb = 0x0101010101010101
	msb = 0x8080808080808080
)

// Block returns text[i:i+8] as a little-endian word (i+8 <= len(text));
// the compiler reads it with one load, without copying.
func Block(text string, i int) uint64 {
	return binary.LittleEndian.Uint64([]byte(text[i : i+8]))
}

// Between returns the high bit of every byte b of x with lo <= b <= hi,
// for ASCII bounds (1 <= lo <= hi <= 126); bytes from 0x80 on never count.
// Masking the high bits first keeps every byte's sum and difference
// inside its byte, so each bit is exact.
func Between(x uint64, lo, hi byte) uint64 {
	y := x & (lsb * 127)
	return (lsb*(127+uint64(hi)+1) - y) &^ x & (y + lsb*(127-uint64(lo)+1)) & msb
}

// HasByte reports whether a byte of x equals c: a byte of x^c is zero,
// and subtracting one from it sets its high bit (a borrow may set bits
// above it too, but only above a zero byte).
func HasByte(x uint64, c byte) bool {
	y := x ^ lsb*uint64(c)
	return (y-lsb)&^y&msb != 0
}

// First returns the offset in its word of the byte whose high bit is the
// lowest set bit of m (m != 0).
func First(m uint64) int { return bits.TrailingZeros64(m) >> 3 }

// IndexBetween returns the first index at or after i of a byte b with
// lo <= b <= hi (ASCII bounds as for Between), or len(text).
func IndexBetween(text string, i int, lo, hi byte) int {
	for ; i+8 <= len(text); i += 8 {
		if m := Between(Block(text, i), lo, hi); m != 0 {
			return i + First(m)
		}
	}
	for ; i < len(text); i++ {
		if c := text[i]; lo <= c && c <= hi {
			return i
		}
	}
	return len(text)
}

// IndexDigit returns the first index at or after i of an ASCII digit, or
// len(text).
func IndexDigit(text string, i int) int { return IndexBetween(text, i, '0', '9') }

// IndexUpper returns the first index at or after i of an ASCII capital,
// or len(text).
func IndexUpper(text string, i int) int { return IndexBetween(text, i, 'A', 'Z') }

// LastIndexByte returns strings.LastIndexByte(text[:i], c), reading eight
// bytes at a time while they do not hold c.
func LastIndexByte(text string, i int, c byte) int {
	for i >= 8 && !HasByte(Block(text, i-8), c) {
		i -= 8
	}
	for i > 0 {
		i--
		if text[i] == c {
			return i
		}
	}
	return -1
}

// IsASCII reports whether s holds only ASCII bytes, reading eight bytes
// at a time.
func IsASCII(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if Block(s, i)&msb != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// LowerASCII lowers the ASCII capitals A–Z of b in place, eight bytes at
// a time; every other byte stays as it is.
func LowerASCII(b []byte) {
	for len(b) >= 8 {
		x := binary.LittleEndian.Uint64(b)
		// Between marks the capitals with their high bit; shifted right
		// by two it is their 0x20 bit
		binary.LittleEndian.PutUint64(b, x|Between(x, 'A', 'Z')>>2)
		b = b[8:]
	}
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
}
