package recognize

import (
	"strings"

	"github.com/meddeid/meddeid/internal/keyfilter"
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
	// lower-case a copy in place: a byte loop without calls, where a
	// strings.Builder costs a call and a capacity check per byte
	b := []byte(text)
	for ; i < len(b); i++ {
		if c := b[i]; 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
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
