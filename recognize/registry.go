package recognize

import (
	"cmp"
	"github.com/meddeid/meddeid/internal/bytebits"
	"slices"
	"sort"
	"strings"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
)

// Registry holds recognizers and runs those that support a profile's
// language. The zero value is empty and ready to use.
type Registry struct {
	recs []Recognizer
}

// NewRegistry returns a registry holding rs in order.
func NewRegistry(rs ...Recognizer) *Registry {
	return &Registry{recs: append([]Recognizer(nil), rs...)}
}

// Add appends a recognizer.
func (r *Registry) Add(rec Recognizer) { r.recs = append(r.recs, rec) }

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
	for _, rec := range r.recs {
		if want[rec.Name()] {
			out.recs = append(out.recs, rec)
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
func Supports(rec Recognizer, code string) bool {
	langs := rec.Languages()
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
	var out []document.Span
	for _, rec := range r.recs {
		if !Supports(rec, p.Code) {
			continue
		}
		out = append(out, rec.Recognize(text, p)...)
	}
	SortSpans(out)
	return out
}

// Run runs the applicable recognizers and resolves overlaps.
func (r *Registry) Run(text string, p *lang.Profile) []document.Span {
	return Resolve(r.Candidates(text, p))
}

// SortSpans orders spans by begin, then longer first, then label.
func SortSpans(spans []document.Span) {
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

// scoreOf returns a span's score, 1 when it has none.
func scoreOf(s *document.Span) float64 {
	if s.Score == nil {
		return 1
	}
	return *s.Score
}

// Resolve removes overlaps between candidate spans: candidates are taken
// greedily by score, then length, then position, and a candidate that
// overlaps an already accepted span is dropped. The result is sorted by
// position and free of overlaps; the input slice is not modified.
func Resolve(spans []document.Span) []document.Span {
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
	// Mark taken bytes in a bitset: checking a candidate costs its length,
	// so resolving stays linear in the text even for a 50 MB note with
	// hundreds of thousands of candidates.
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
	SortSpans(kept)
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
