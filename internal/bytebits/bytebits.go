// Package bytebits is a bitset over the byte offsets of a text, set and
// tested by ranges a machine word at a time: the overlap checks between
// spans in recognize.Resolve and in post-processing.
package bytebits

// Set is a bitset of byte offsets.
type Set []uint64

// New returns an empty set for the offsets 0 to n.
func New(n int) Set { return make(Set, n/64+1) }

// masks returns the words lo and hi that hold b and e-1, and the masks of
// the bits from b on in lo and up to e-1 in hi; b < e.
func masks(b, e int) (lo, hi int, first, last uint64) {
	return b >> 6, (e - 1) >> 6, ^uint64(0) << (b & 63), ^uint64(0) >> (63 - (e-1)&63)
}

// Add sets the offsets [b, e); it does nothing when b ≥ e.
func (s Set) Add(b, e int) {
	if b >= e {
		return
	}
	lo, hi, first, last := masks(b, e)
	if lo == hi {
		s[lo] |= first & last
		return
	}
	s[lo] |= first
	for w := lo + 1; w < hi; w++ {
		s[w] = ^uint64(0)
	}
	s[hi] |= last
}

// Any reports whether an offset of [b, e) is set; false when b ≥ e.
func (s Set) Any(b, e int) bool {
	if b >= e {
		return false
	}
	lo, hi, first, last := masks(b, e)
	if lo == hi {
		return s[lo]&first&last != 0
	}
	if s[lo]&first != 0 || s[hi]&last != 0 {
		return true
	}
	for _, w := range s[lo+1 : hi] {
		if w != 0 {
			return true
		}
	}
	return false
}
