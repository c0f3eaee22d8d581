package recognize

import (
	"cmp"
	"math/bits"
	"slices"
	"sort"
	"strings"

	"github.com/meddeid/meddeid/internal/bytebits"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
)

// Registry holds recognizers and runs those that support a profile's
// language. The zero value is empty and ready to use. A recognizer's
// Languages are read once, when it is added.
type Registry struct {
	recs  []Recognizer
	langs [][]string // recs[i].Languages()
}

// NewRegistry returns a registry holding rs in order.
func NewRegistry(rs ...Recognizer) *Registry {
	r := &Registry{}
	for _, rec := range rs {
		r.Add(rec)
	}
	return r
}

// Add appends a recognizer.
func (r *Registry) Add(rec Recognizer) {
	r.recs = append(r.recs, rec)
	r.langs = append(r.langs, rec.Languages())
}

// Recognizers returns the registered recognizers in registration order.
func (r *Registry) Recognizers() []Recognizer { return append([]Recognizer(nil), r.recs...) }

// Select returns a registry with only the named recognizers (by Name), in
// the registry's order, and the names that matched nothing.
func (r *Registry) Select(names []string) (*Registry, []string) {
	want := map[string]bool{}
	for _, n := range names {
		want[strings.TrimSpace(n)] = true
	}
	out := &Registry{}
	for i, rec := range r.recs {
		if want[rec.Name()] {
			out.recs = append(out.recs, rec)
			out.langs = append(out.langs, r.langs[i])
			delete(want, rec.Name())
		}
	}
	var unknown []string
	for n := range want {
		unknown = append(unknown, n)
	}
	sort.Strings(unknown)
	return out, unknown
}

// Supports reports whether rec declares support for the profile code; a
// recognizer with no declared languages supports all, and a declared base
// language ("nl") covers its regions ("nl-BE").
func Supports(rec Recognizer, code string) bool { return supports(rec.Languages(), code) }

// supports is Supports for a recognizer that declares langs.
func supports(langs []string, code string) bool {
	if len(langs) == 0 {
		return true
	}
	base, _, _ := strings.Cut(code, "-")
	for _, l := range langs {
		if strings.EqualFold(l, code) || strings.EqualFold(l, base) {
			return true
		}
	}
	return false
}

// Candidates runs every recognizer that supports p and returns all their
// spans, unresolved, sorted by position.
func (r *Registry) Candidates(text string, p *lang.Profile) []document.Span {
	// gather the recognizers' results first, so that the spans are copied
	// once into a slice of the right size rather than grown recognizer by
	// recognizer
	var buf [16][]document.Span
	found, n := buf[:0], 0
	for i, rec := range r.recs {
		if !supports(r.langs[i], p.Code) {
			continue
		}
		if s := rec.Recognize(text, p); len(s) > 0 {
			found = append(found, s)
			n += len(s)
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]document.Span, 0, n)
	for _, s := range found {
		out = append(out, s...)
	}
	SortSpans(out)
	return out
}

// Run runs the applicable recognizers and resolves overlaps.
func (r *Registry) Run(text string, p *lang.Profile) []document.Span {
	return Resolve(r.Candidates(text, p))
}

// compareSpans is the order of SortSpans: by begin, then longer first,
// then label.
func compareSpans(a, b *document.Span) int {
	if a.Begin != b.Begin {
		return a.Begin - b.Begin
	}
	if a.End != b.End {
		return b.End - a.End
	}
	return strings.Compare(a.Label, b.Label)
}

// insertionMax is the longest slice SortSpans sorts by insertion.
const insertionMax = 48

// SortSpans orders spans by begin, then longer first, then label; the
// sort is stable (spans equal in all three keep their order).
func SortSpans(spans []document.Span) {
	// A Span is a large struct, which slices.SortStableFunc copies twice
	// into every comparison and moves in every swap. Here sorted input (a
	// third of the calls) costs one pass of comparisons through pointers,
	// a short slice is sorted by insertion (stable: a span moves only
	// before greater ones) and a long one through a permutation of
	// indexes, each span moved once; all three give the stable order.
	i := 1
	for i < len(spans) && compareSpans(&spans[i-1], &spans[i]) <= 0 {
		i++
	}
	if i >= len(spans) {
		return
	}
	if len(spans) <= insertionMax {
		for ; i < len(spans); i++ {
			if compareSpans(&spans[i-1], &spans[i]) <= 0 {
				continue
			}
			s := spans[i]
			j := i - 1
			for j > 0 && compareSpans(&spans[j-1], &s) > 0 {
				j--
			}
			copy(spans[j+1:i+1], spans[j:i])
			spans[j] = s
		}
		return
	}
	perm := make([]int, len(spans))
	for k := range perm {
		perm[k] = k
	}
	// the index as the last key makes the order total: any sort gives
	// the stable order
	slices.SortFunc(perm, func(a, b int) int {
		if c := compareSpans(&spans[a], &spans[b]); c != 0 {
			return c
		}
		return a - b
	})
	sorted := make([]document.Span, len(spans))
	for k, p := range perm {
		sorted[k] = spans[p]
	}
	copy(spans, sorted)
}

// scoreOf returns a span's score, 1 when it has none.
func scoreOf(s *document.Span) float64 {
	if s.Score == nil {
		return 1
	}
	return *s.Score
}

// comparePriority orders candidates as Resolve takes them: higher score
// first, then longer, then by begin, then label.
func comparePriority(a, b *document.Span) int {
	if sa, sb := scoreOf(a), scoreOf(b); sa != sb {
		return cmp.Compare(sb, sa)
	}
	if la, lb := a.End-a.Begin, b.End-b.Begin; la != lb {
		return lb - la
	}
	if a.Begin != b.Begin {
		return a.Begin - b.Begin
	}
	return strings.Compare(a.Label, b.Label)
}

// Resolve removes overlaps between candidate spans: candidates are taken
// greedily by score, then length, then position, and a candidate that
// overlaps an already accepted span is dropped. The result is sorted by
// position and free of overlaps; the input slice is not modified.
func Resolve(spans []document.Span) []document.Span {
	if len(spans) <= 1 || disjointSorted(spans) {
		return slices.Clone(spans)
	}
	// A candidate is only ever dropped for one it overlaps, so the greedy
	// choice is made separately in each cluster of candidates chained by
	// overlaps, in the order of the whole list restricted to the cluster;
	// most clusters are single candidates, kept without sorting anything.
	// Empty and negative candidates are never kept and never block one.
	var stack [64]int
	scratch := stack[:]
	if 2*len(spans) > len(stack) {
		scratch = make([]int, 2*len(spans))
	}
	byBegin, prio := scratch[:0:len(spans)], scratch[len(spans):]
	sorted := true
	for i := range spans {
		s := &spans[i]
		if s.Begin < 0 || s.End <= s.Begin {
			continue
		}
		if n := len(byBegin); n > 0 && spans[byBegin[n-1]].Begin > s.Begin {
			sorted = false
		}
		byBegin = append(byBegin, i)
	}
	if !sorted {
		slices.SortFunc(byBegin, func(a, b int) int {
			if d := spans[a].Begin - spans[b].Begin; d != 0 {
				return d
			}
			return a - b
		})
	}
	kept := make([]document.Span, 0, len(byBegin))
	for lo := 0; lo < len(byBegin); {
		end, hi := spans[byBegin[lo]].End, lo+1
		for hi < len(byBegin) && spans[byBegin[hi]].Begin < end {
			end = max(end, spans[byBegin[hi]].End)
			hi++
		}
		if hi == lo+1 {
			kept = append(kept, spans[byBegin[lo]])
		} else {
			kept = resolveCluster(spans, byBegin[lo:hi], prio, kept)
		}
		lo = hi
	}
	return kept
}

// resolveCluster appends to kept, in order of begin, the candidates that
// Resolve keeps of the cluster cl: indexes into spans of valid candidates
// chained by overlaps, in order of begin. prio is scratch of at least
// len(cl) ints.
func resolveCluster(spans []document.Span, cl, prio []int, kept []document.Span) []document.Span {
	prio = prio[:len(cl)]
	for k := range prio {
		prio[k] = k
	}
	// the index into spans as the last key makes the order total, the
	// order of Resolve's stable sort of the whole list
	slices.SortFunc(prio, func(a, b int) int {
		ia, ib := cl[a], cl[b]
		if c := comparePriority(&spans[ia], &spans[ib]); c != 0 {
			return c
		}
		return ia - ib
	})
	if len(cl) <= 64 {
		// accepted candidates as bits of their positions in cl
		var acc uint64
		for _, k := range prio {
			c := &spans[cl[k]]
			free := true
			for a := acc; a != 0; a &= a - 1 {
				o := &spans[cl[bits.TrailingZeros64(a)]]
				if c.Begin < o.End && o.Begin < c.End {
					free = false
					break
				}
			}
			if free {
				acc |= 1 << k
			}
		}
		for ; acc != 0; acc &= acc - 1 {
			kept = append(kept, spans[cl[bits.TrailingZeros64(acc)]])
		}
		return kept
	}
	// a long cluster: taken bytes in a bitset over its extent, so that
	// checking a candidate costs its length and resolving stays linear in
	// the text even for a 50 MB note with hundreds of thousands of
	// candidates
	base, end := spans[cl[0]].Begin, 0
	for _, i := range cl {
		end = max(end, spans[i].End)
	}
	taken := bytebits.New(end - base)
	accepted := make([]bool, len(cl))
	for _, k := range prio {
		c := &spans[cl[k]]
		if !taken.Any(c.Begin-base, c.End-base) {
			taken.Add(c.Begin-base, c.End-base)
			accepted[k] = true
		}
	}
	for k, ok := range accepted {
		if ok {
			kept = append(kept, spans[cl[k]])
		}
	}
	return kept
}

// disjointSorted reports whether spans are non-empty, start at or after
// 0, and each starts at or after the end of the one before: Resolve keeps
// them all, and sorting them keeps their order, so Resolve returns a copy.
func disjointSorted(spans []document.Span) bool {
	prevEnd := 0
	for i := range spans {
		s := &spans[i]
		if s.Begin < prevEnd || s.End <= s.Begin {
			return false
		}
		prevEnd = s.End
	}
	return true
}
