// Package rarescan finds fixed strings in text by their rarest byte, which
// keeps the search fast where a needle starts with a blank or a common
// letter.
package rarescan

import "strings"

// ByteRank orders bytes by how rarely they occur in clinical text: the
// higher, the rarer. The blank and common lower-case letters rank low,
// upper-case letters and the bytes of accented letters high.
var ByteRank = func() (t [256]uint8) {
	for c := range 256 {
		switch {
		case c >= 'A' && c <= 'Z':
			t[c] = 60
		case c >= 0x80:
			t[c] = 50
		default:
			t[c] = 40
		}
	}
	t[0xC3] = 30 // the lead byte of most Latin accented letters
	for i, c := range "etaoinsrhldcumfpgwybvkxjqz" {
		t[c] = uint8(i + 1)
	}
	t[' '] = 0
	return t
}()

// RareOffset returns the offset of the rarest byte of needle (see
// ByteRank), the first of equals.
func RareOffset(needle string) int {
	r := 0
	for i := 1; i < len(needle); i++ {
		if ByteRank[needle[i]] > ByteRank[needle[r]] {
			r = i
		}
	}
	return r
}

// IndexRare is strings.Index(s, needle) for a non-empty needle whose
// rarest byte is needle[r] (see RareOffset): it skips through s with
// strings.IndexByte on that byte, which stays fast where the needle's
// first byte is a blank or a common letter.
func IndexRare(s, needle string, r int) int {
	c := needle[r]
	for i := r; i < len(s); {
		o := strings.IndexByte(s[i:], c)
		if o < 0 {
			return -1
		}
		p := i + o - r
		if p+len(needle) > len(s) {
			return -1
		}
		if s[p:p+len(needle)] == needle {
			return p
		}
		i += o + 1
	}
	return -1
}
