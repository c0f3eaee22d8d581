package lexicon

import (
	"slices"
	"unicode/utf8"
)

// tokenFilter is a Bloom filter over a Matcher's first tokens, like
// keyfilter.Filter (one word of two probe bits per key, 8 to 16 bits per
// key) but hashed inline with FNV-1a: a text token is a few bytes, and
// the calls into maphash cost more than the hashing itself. A negative
// answer is exact; a positive one means "look in the map".
type tokenFilter struct {
	words []uint64
	shift uint // 64 − log2(len(words))
}

// newTokenFilter returns an empty filter sized for n keys.
func newTokenFilter(n int) tokenFilter {
	nw, shift := 1, uint(64)
	for nw*64 < 8*n {
		nw <<= 1
		shift--
	}
	return tokenFilter{words: make([]uint64, nw), shift: shift}
}

// tokenHash is FNV-1a over b, with a final multiply that spreads the
// low-byte entropy into the high bits the filter indexes by.
func tokenHash[S string | []byte](b S) uint64 {
	h := uint64(fnvOffset)
	for i := 0; i < len(b); i++ {
		h ^= uint64(b[i])
		h *= fnvPrime
	}
	return h * hashMix
}

// The constants of tokenHash.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
	hashMix   = 0x9e3779b97f4a7c15
)

// foldHashToken is appendFoldToken that also returns the tokenHash of
// the folded token: an ASCII token is lower-cased and hashed in one pass.
func foldHashToken(dst, scratch []byte, tok string) ([]byte, []byte, uint64) {
	n := len(dst)
	dst = slices.Grow(dst, len(tok))[:n+len(tok)]
	out := dst[n:]
	h := uint64(fnvOffset)
	for i := 0; i < len(tok) && i < len(out); i++ {
		c := tok[i]
		if c >= utf8.RuneSelf {
			dst, scratch = appendFoldTokenSlow(dst[:n], scratch, tok)
			return dst, scratch, tokenHash(dst[n:])
		}
		l := asciiLower[c]
		out[i] = l
		h ^= uint64(l)
		h *= fnvPrime
	}
	return dst, scratch, h * hashMix
}

// slot returns the word index and two-bit mask of hash h.
func (f *tokenFilter) slot(h uint64) (int, uint64) {
	w := 0
	if f.shift < 64 {
		w = int(h >> f.shift)
	}
	return w, 1<<(h&63) | 1<<((h>>6)&63)
}

// add inserts key.
func (f *tokenFilter) add(key string) {
	w, m := f.slot(tokenHash(key))
	f.words[w] |= m
}

// hasHash reports whether a key of tokenHash h may have been added.
func (f *tokenFilter) hasHash(h uint64) bool {
	w, m := f.slot(h)
	return f.words[w]&m == m
}
