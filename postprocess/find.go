package postprocess

import "strings"

// byteRank orders bytes by how rarely they occur in clinical text: the
// higher, the rarer. The blank and common lower-case letters rank low,
// upper-case letters and the bytes of accented letters high.
var byteRank = func() (t [256]uint8) {
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

// rareOffset returns the offset of the rarest byte of needle (see
// byteRank), the first of equals.
func rareOffset(needle string) int {
	r := 0
	for i := 1; i < len(needle); i++ {
		if byteRank[needle[i]] > byteRank[needle[r]] {
			r = i
		}
	}
	return r
}

// indexRare is strings.Index(s, needle) for a non-empty needle whose
// rarest byte is needle[r] (see rareOffset): it skips through s with
// strings.IndexByte on that byte, which stays fast where the needle's
// first byte is a blank or a common letter.
func indexRare(s, needle string, r int) int {
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
