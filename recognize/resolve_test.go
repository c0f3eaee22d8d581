package recognize

import (
	"cmp"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/bytebits"
)

// referenceSort is SortSpans as plainly written: a stable sort by begin,
// longer first, then label.
func referenceSort(spans []document.Span) {
	slices.SortStableFunc(spans, func(a, b document.Span) int {
		if a.Begin != b.Begin {
			return a.Begin - b.Begin
		}
		if a.End != b.End {
			return b.End - a.End
		}
		return strings.Compare(a.Label, b.Label)
	})
}

// referenceResolve is Resolve as plainly written: a stable sort of all
// candidates by priority, a greedy pass over a bitset of the text, and a
// sort of the kept spans (with Resolve's fast path for input it keeps
// whole, which a single invalid span also takes).
func referenceResolve(spans []document.Span) []document.Span {
	if len(spans) <= 1 || disjointSorted(spans) {
		return slices.Clone(spans)
	}
	order := make([]int, len(spans))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int {
		a, b := &spans[i], &spans[j]
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
	})
	maxEnd := 0
	for _, sp := range spans {
		maxEnd = max(maxEnd, sp.End)
	}
	taken := bytebits.New(maxEnd)
	kept := make([]document.Span, 0, len(spans))
	for _, i := range order {
		c := &spans[i]
		if c.Begin < 0 || c.End <= c.Begin || taken.Any(c.Begin, c.End) {
			continue
		}
		taken.Add(c.Begin, c.End)
		kept = append(kept, *c)
	}
	referenceSort(kept)
	return kept
}

// randomSpans returns n random candidates over a text of size bytes, with
// few distinct scores, labels and lengths so that ties are common; each
// span's Source is unique, so that a change of order among ties shows.
func randomSpans(r *rand.Rand, n, size int) []document.Span {
	labels := []string{"Date", "Name", "ID", "Age"}
	scores := []float64{.5, .9, 1}
	out := make([]document.Span, n)
	for i := range out {
		b := r.IntN(size)
		e := b + r.IntN(6)
		if r.IntN(20) == 0 {
			b = -1
		}
		s := document.Span{Begin: b, End: e, Label: labels[r.IntN(len(labels))], Source: strings.Repeat("x", i)}
		if k := r.IntN(len(scores) + 1); k < len(scores) {
			s.Score = &scores[k]
		}
		out[i] = s
	}
	return out
}

// TestSortSpansMatchesReference checks SortSpans' three paths (sorted,
// insertion, permutation) against the plain stable sort.
func TestSortSpansMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for trial := range 3000 {
		n := r.IntN(3 * insertionMax)
		spans := randomSpans(r, n, 1+r.IntN(60))
		if trial%5 == 0 {
			referenceSort(spans) // already sorted
		}
		want := slices.Clone(spans)
		referenceSort(want)
		SortSpans(spans)
		if !reflect.DeepEqual(spans, want) {
			t.Fatalf("trial %d (n=%d): SortSpans differs from the stable sort", trial, n)
		}
	}
}

// TestResolveMatchesReference checks Resolve (clusters, small and long)
// against the plain greedy resolution.
func TestResolveMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for trial := range 5000 {
		n := r.IntN(200)
		size := 1 + r.IntN(400)
		if trial%3 == 0 {
			size = 1 + r.IntN(20) // long clusters
		}
		spans := randomSpans(r, n, size)
		if trial%4 == 0 {
			referenceSort(spans)
		}
		in := slices.Clone(spans)
		got, want := Resolve(spans), referenceResolve(spans)
		if !reflect.DeepEqual(got, want) && (len(got) > 0 || len(want) > 0) {
			t.Fatalf("trial %d (n=%d): Resolve differs from the reference", trial, n)
		}
		if !reflect.DeepEqual(spans, in) {
			t.Fatalf("trial %d: Resolve modified its input", trial)
		}
	}
}
