package address

import (
	"encoding/binary"
	"math/bits"
)

// The whole-text scans of findParts for digits, roads for capitals and
// lineBounds for line breaks read the text eight bytes at a time up to
// the first word that holds a byte they look for, then byte by byte. The
// tests are exact: a word is skipped only when none of its bytes is one
// of those.

// Word masks: a byte of ones in every byte, and the high bit of every byte.
const (
	lsb = 0x0101010101010101
	msb = 0x8080808080808080
)

// block returns text[i:i+8] as a little-endian word (i+8 <= len(text));
// the compiler reads it with one load, without copying.
func block(text string, i int) uint64 {
	return binary.LittleEndian.Uint64([]byte(text[i : i+8]))
}

// betweenMask returns the high bit of every byte b of x with m < b < n
// (m < 128, n <= 128; bytes from 0x80 on never count). Masking the high
// bits first keeps every byte's sum and difference inside its byte, so
// each bit is exact.
func betweenMask(x, m, n uint64) uint64 {
	y := x & (lsb * 127)
	return (lsb*(127+n) - y) &^ x & (y + lsb*(127-m)) & msb
}

// hasBetween reports whether a byte b of x has m < b < n (as betweenMask).
func hasBetween(x, m, n uint64) bool { return betweenMask(x, m, n) != 0 }

// hasByte reports whether a byte of x equals c: a byte of x^c is zero,
// and subtracting one from it sets its high bit (a borrow may set bits
// above it too, but only above a zero byte).
func hasByte(x uint64, c byte) bool {
	y := x ^ lsb*uint64(c)
	return (y-lsb)&^y&msb != 0
}

// hasDigit reports whether a byte of x is an ASCII digit.
func hasDigit(x uint64) bool { return hasBetween(x, '0'-1, '9'+1) }

// upperMask returns the high bit of every byte of x that is an ASCII
// capital.
func upperMask(x uint64) uint64 { return betweenMask(x, 'A'-1, 'Z'+1) }

// firstByte returns the offset in its word of the byte whose high bit is
// the lowest set bit of m (m != 0).
func firstByte(m uint64) int { return bits.TrailingZeros64(m) / 8 }

// nextUpper returns the first offset at or after i of an ASCII capital,
// or len(text).
func nextUpper(text string, i int) int {
	for ; i+8 <= len(text); i += 8 {
		if m := upperMask(block(text, i)); m != 0 {
			return i + firstByte(m)
		}
	}
	for i < len(text) && (text[i] < 'A' || text[i] > 'Z') {
		i++
	}
	return i
}

// lastNewline returns strings.LastIndexByte(text[:i], '\n'), reading
// eight bytes at a time while they hold no line break.
func lastNewline(text string, i int) int {
	for i >= 8 && !hasByte(block(text, i-8), '\n') {
		i -= 8
	}
	for i > 0 {
		i--
		if text[i] == '\n' {
			return i
		}
	}
	return -1
}
