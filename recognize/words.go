package recognize

import "strings"

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

// Gate returns a KeyGate over the words of s.
func (s WordSet) Gate() *KeyGate {
	g := &KeyGate{}
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

// KeyGate is an exact negative pre-filter for look-ups in a set of
// strings: a key whose first, middle and last bytes and length match no
// key added is certainly absent, which costs a few instructions instead
// of hashing the key for a map. Most words of a note fail it. It is for
// the recognizers' small cue and word sets, where hashing is the cost;
// internal/keyfilter's hashed Bloom filter is for the large lexicon
// maps, where cache misses are (and it passes fewer absent keys). The zero
// KeyGate admits nothing; fill it with Add before reading it
// concurrently.
type KeyGate struct {
	bits [256]uint64 // [first byte mod 32, last byte mod 8] → bit per (length, middle byte)
}

// gateSlot returns the word and bit of key (len(key) > 0).
func gateSlot[S string | []byte](key S) (int, uint64) {
	n := len(key)
	return int(key[0]&31)<<3 | int(key[n-1]&7), 1 << ((uint(n)*7 + uint(key[n>>1])) & 63)
}

// Add records key.
func (g *KeyGate) Add(key string) {
	if key == "" {
		g.bits[0] |= 1
		return
	}
	w, b := gateSlot(key)
	g.bits[w] |= b
}

// May reports whether key may have been added (false: it was not).
func (g *KeyGate) May(key string) bool {
	if key == "" {
		return g.bits[0]&1 != 0
	}
	w, b := gateSlot(key)
	return g.bits[w]&b != 0
}

// MayBytes is May for the bytes of key.
func (g *KeyGate) MayBytes(key []byte) bool {
	if len(key) == 0 {
		return g.bits[0]&1 != 0
	}
	w, b := gateSlot(key)
	return g.bits[w]&b != 0
}
