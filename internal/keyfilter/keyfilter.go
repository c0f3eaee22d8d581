// Package keyfilter is a small Bloom filter over strings, a prefilter in
// front of the large lexicon maps: most words of a note are in none of
// them, and a look-up in a map of hundreds of thousands of keys misses
// the processor's caches, while the filter (one bit per eight keys per
// probe, two probes in one 64-bit word) stays in them. A negative answer
// is exact; a positive one means "look in the map".
package keyfilter

import (
	"hash/maphash"
	"math/bits"
)

// Filter answers "certainly absent" or "maybe present" for strings. The
// zero Filter (and nil) says "maybe present" for everything. Once built
// it is safe for concurrent reads.
type Filter struct {
	words []uint64
	shift uint // 64 − log2(len(words))
	seed  maphash.Seed
}

// New returns an empty filter sized for n keys (8 to 16 bits per key, so
// that 1.5–5% of absent keys pass).
func New(n int) *Filter {
	nw := 1
	for nw*64 < 8*n {
		nw <<= 1
	}
	return &Filter{words: make([]uint64, nw), shift: uint(64 - bits.TrailingZeros(uint(nw))), seed: maphash.MakeSeed()}
}

// slot returns the word index and the two-bit mask of hash h.
func (f *Filter) slot(h uint64) (int, uint64) {
	w := 0
	if f.shift < 64 {
		w = int(h >> f.shift)
	}
	return w, 1<<(h&63) | 1<<((h>>6)&63)
}

// Add records s.
func (f *Filter) Add(s string) {
	w, m := f.slot(maphash.String(f.seed, s))
	f.words[w] |= m
}

// Has reports whether s may have been added (false: it was not).
func (f *Filter) Has(s string) bool {
	if f == nil || f.words == nil {
		return true
	}
	w, m := f.slot(maphash.String(f.seed, s))
	return f.words[w]&m == m
}

// HasBytes is Has for the bytes of b.
func (f *Filter) HasBytes(b []byte) bool {
	if f == nil || f.words == nil {
		return true
	}
	w, m := f.slot(maphash.Bytes(f.seed, b))
	return f.words[w]&m == m
}
