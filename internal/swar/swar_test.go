package swar

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// randomText returns n bytes drawn mostly from prose-like ASCII, with
// digits, capitals, line breaks, control bytes and bytes from 0x80 on.
func randomText(r *rand.Rand, n int) string {
	const pool = "abcdefghij klmnop.,;:-()+/'\n0123456789ABCXYZ@[`{~\x00\x01\x7f"
	b := make([]byte, n)
	for i := range b {
		switch r.IntN(10) {
		case 0:
			b[i] = byte(0x80 + r.IntN(128))
		case 1:
			b[i] = byte(r.IntN(256))
		default:
			b[i] = pool[r.IntN(len(pool))]
		}
	}
	return string(b)
}

// TestScansMatchByteLoops checks every scan against the byte-by-byte
// loop it replaces, at every start offset of random texts.
func TestScansMatchByteLoops(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	ranges := []struct{ lo, hi byte }{{'0', '9'}, {'A', 'Z'}, {'(', '9'}, {'a', 'z'}, {1, 126}, {'~', '~'}, {' ', ' '}}
	for k := 0; k < 400; k++ {
		text := randomText(r, r.IntN(70))
		for i := 0; i <= len(text); i++ {
			for _, rg := range ranges {
				want := len(text)
				for j := i; j < len(text); j++ {
					if rg.lo <= text[j] && text[j] <= rg.hi {
						want = j
						break
					}
				}
				if got := IndexBetween(text, i, rg.lo, rg.hi); got != want {
					t.Fatalf("IndexBetween(%q, %d, %q, %q) = %d, want %d", text, i, rg.lo, rg.hi, got, want)
				}
			}
			if got, want := IndexDigit(text, i), IndexBetween(text, i, '0', '9'); got != want {
				t.Fatalf("IndexDigit(%q, %d) = %d, want %d", text, i, got, want)
			}
			if got, want := IndexUpper(text, i), IndexBetween(text, i, 'A', 'Z'); got != want {
				t.Fatalf("IndexUpper(%q, %d) = %d, want %d", text, i, got, want)
			}
			for _, c := range []byte{'\n', ' ', 0, 0xff} {
				if got, want := LastIndexByte(text, i, c), strings.LastIndexByte(text[:i], c); got != want {
					t.Fatalf("LastIndexByte(%q, %d, %q) = %d, want %d", text, i, c, got, want)
				}
			}
		}
	}
}

// TestBetweenAndHasByteAreExact checks the word tests byte by byte on
// words that put every byte value in every position.
func TestBetweenAndHasByteAreExact(t *testing.T) {
	for v := 0; v < 256; v++ {
		for pos := 0; pos < 8; pos++ {
			// the other bytes are values just outside the tested ranges
			x := uint64(lsb*'/') &^ (0xff << (8 * pos)) // '/' is just below '0'
			x |= uint64(v) << (8 * pos)
			m := Between(x, '0', '9')
			if got, want := m>>(8*pos+7)&1 == 1, v >= '0' && v <= '9'; got != want {
				t.Fatalf("Between byte %#x at %d = %v", v, pos, got)
			}
			if m&^(0x80<<(8*pos)) != 0 {
				t.Fatalf("Between marks other bytes for %#x at %d", v, pos)
			}
			if got, want := HasByte(x, byte(v)), true; got != want {
				t.Fatalf("HasByte(%#x at %d) = false", v, pos)
			}
			if HasByte(x, '\n') != (v == '\n') {
				t.Fatalf("HasByte newline wrong with %#x at %d", v, pos)
			}
		}
	}
}

// TestLowerASCII compares LowerASCII with a byte loop on random texts,
// at every length and alignment.
func TestLowerASCII(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for k := 0; k < 2000; k++ {
		text := randomText(r, r.IntN(40))
		want := []byte(text)
		for i, c := range want {
			if 'A' <= c && c <= 'Z' {
				want[i] = c + 'a' - 'A'
			}
		}
		got := []byte(text)
		LowerASCII(got)
		if string(got) != string(want) {
			t.Fatalf("LowerASCII(%q) = %q, want %q", text, got, want)
		}
	}
}

// TestLowerASCIIEveryByte checks LowerASCII on every byte value in every
// position of a word and of the byte-by-byte tail.
func TestLowerASCIIEveryByte(t *testing.T) {
	for c := range 256 {
		for pos := range 11 {
			b := []byte("xYz@[`{AZaz\x80\xff"[:11])
			b[pos] = byte(c)
			want := slices.Clone(b)
			for i, x := range want {
				if 'A' <= x && x <= 'Z' {
					want[i] = x + 'a' - 'A'
				}
			}
			LowerASCII(b)
			if !slices.Equal(b, want) {
				t.Fatalf("byte %#x at %d: LowerASCII = %q, want %q", c, pos, b, want)
			}
		}
	}
}

// TestIsASCII compares IsASCII with a byte loop on random texts.
func TestIsASCII(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for k := 0; k < 3000; k++ {
		text := randomText(r, r.IntN(30))
		if k%2 == 0 { // mostly ASCII texts too
			text = strings.Map(func(c rune) rune { return c & 0x7f }, strings.ToValidUTF8(text, ""))
		}
		want := true
		for i := 0; i < len(text); i++ {
			if text[i] >= 0x80 {
				want = false
			}
		}
		if got := IsASCII(text); got != want {
			t.Fatalf("IsASCII(%q) = %v, want %v", text, got, want)
		}
	}
}
