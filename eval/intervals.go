package eval

import (
	"cmp"
	"slices"
	"sort"
)

// interval is a half-open range [b, e) of code-point offsets.
type interval struct{ b, e int }

// ivs is a sorted list of disjoint, non-adjacent, non-empty intervals: a
// set of character positions.
type ivs []interval

// merge sorts in (in place) and returns the union as an ivs, written into
// dst[:0]. Empty intervals are dropped; overlapping and adjacent ones join.
func merge(dst ivs, in []interval) ivs {
	slices.SortFunc(in, func(x, y interval) int {
		if c := cmp.Compare(x.b, y.b); c != 0 {
			return c
		}
		return cmp.Compare(x.e, y.e)
	})
	out := dst[:0]
	for _, x := range in {
		if x.e <= x.b {
			continue
		}
		if n := len(out); n > 0 && x.b <= out[n-1].e {
			if x.e > out[n-1].e {
				out[n-1].e = x.e
			}
			continue
		}
		out = append(out, x)
	}
	return out
}

// size returns the number of positions in the set.
func (a ivs) size() int {
	n := 0
	for _, x := range a {
		n += x.e - x.b
	}
	return n
}

// interSize returns |a ∩ b|.
func interSize(a, b ivs) int {
	n, i, j := 0, 0, 0
	for i < len(a) && j < len(b) {
		lo, hi := max(a[i].b, b[j].b), min(a[i].e, b[j].e)
		if lo < hi {
			n += hi - lo
		}
		if a[i].e < b[j].e {
			i++
		} else {
			j++
		}
	}
	return n
}

// overlaps reports whether x shares at least one position with the set.
func (a ivs) overlaps(x interval) bool {
	if x.e <= x.b {
		return false
	}
	// first interval ending after x.b
	k := sort.Search(len(a), func(i int) bool { return a[i].e > x.b })
	return k < len(a) && a[k].b < x.e
}

// covers reports whether every position of x (non-empty) is in the set.
func (a ivs) covers(x interval) bool {
	if x.e <= x.b {
		return true
	}
	k := sort.Search(len(a), func(i int) bool { return a[i].e > x.b })
	return k < len(a) && a[k].b <= x.b && a[k].e >= x.e
}

// intersect returns a ∩ b written into dst[:0].
func intersect(dst, a, b ivs) ivs {
	out := dst[:0]
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		lo, hi := max(a[i].b, b[j].b), min(a[i].e, b[j].e)
		if lo < hi {
			out = append(out, interval{lo, hi})
		}
		if a[i].e < b[j].e {
			i++
		} else {
			j++
		}
	}
	return out
}

// subtract appends to dst the parts of x not covered by holes (which lie
// inside x, in any order) and returns it.
func subtract(dst []interval, x interval, holes []interval) []interval {
	hs := merge(nil, append([]interval(nil), holes...))
	at := x.b
	for _, h := range hs {
		if h.b > at {
			dst = append(dst, interval{at, min(h.b, x.e)})
		}
		at = max(at, h.e)
	}
	if at < x.e {
		dst = append(dst, interval{at, x.e})
	}
	return dst
}
