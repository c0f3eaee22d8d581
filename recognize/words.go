package recognize

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/internal/keyfilter"
	"github.com/meddeid/meddeid/internal/swar"
)

// WordSet is a set of lower-case words or phrases, for the cue lists that
// recognizers load from their data files.
type WordSet map[string]bool

// NewWordSet builds a WordSet from ws, lower-casing and trimming each.
func NewWordSet(ws []string) WordSet {
	s := make(WordSet, len(ws))
	for _, w := range ws {
		s[strings.ToLower(strings.TrimSpace(w))] = true
	}
	return s
}

// Gate returns a keyfilter.Gate over the words of s.
func (s WordSet) Gate() *keyfilter.Gate {
	g := &keyfilter.Gate{}
	for w := range s {
		g.Add(w)
	}
	return g
}

// AppendLower appends strings.ToLower(s) to dst without building the
// string: ASCII bytes are folded directly, other runes as unicode.ToLower
// maps them, and an invalid byte becomes U+FFFD, as strings.ToLower
// (strings.Map) makes it.
func AppendLower(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			dst = append(dst, c)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		dst = utf8.AppendRune(dst, unicode.ToLower(r))
		i += n
	}
	return dst
}

// LowerASCII returns text with the ASCII letters A–Z in lower case: every
// other byte, and so every offset, stays as it is, so offsets into the result are offsets into text.
func LowerASCII(text string) string {
	i := 0
	for i < len(text) && !('A' <= text[i] && text[i] <= 'Z') {
		i++
	}
	if i == len(text) {
		return text
	}
	// build the result in one allocation (a []byte lowered in place and
	// converted would be two): lower chunks in a buffer on the stack,
	// eight bytes at a time, and append them
	var sb strings.Builder
	sb.Grow(len(text))
	var buf [256]byte
	for rest := text; rest != ""; {
		n := copy(buf[:], rest)
		swar.LowerASCII(buf[:n])
		sb.Write(buf[:n])
		rest = rest[n:]
	}
	return sb.String()
}

// IsSaintTitle reports whether the lower-case word w is a saint's title
// that opens a name in the profile languages ("sint", "saint", "sankt",
// "st", "são", …): "Sint-Maarten", "Saint-Pierre", "San Rafael".
func IsSaintTitle(w string) bool {
	switch w {
	case "sint", "sankt", "st", "ste", "saint", "sainte", "san", "santa", "santo", "são", "sant":
		return true
	}
	return false
}
