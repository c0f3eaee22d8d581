package devtest

import (
	"sort"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
)

// MustLoad returns the devset for a test or benchmark: it fails t when the
// devset is present but unreadable and skips t when it is absent.
func MustLoad(t testing.TB) []*document.Document {
	t.Helper()
	docs, ok, err := Load()
	if err != nil {
		t.Fatalf("load devset: %v", err)
	}
	if !ok {
		t.Skip("devset not present")
	}
	return docs
}

// LogScore logs every miss and false positive of sc (shown with -v).
func LogScore(t testing.TB, sc Score) {
	t.Helper()
	for _, m := range sc.Misses {
		t.Logf("miss: %s", m)
	}
	for _, fp := range sc.FalsePositive {
		t.Logf("false positive: %s", fp)
	}
}

// Covered marks the bytes of a text of n bytes that spans cover; span ends
// past n are clipped.
func Covered(n int, spans []document.Span) []bool {
	red := make([]bool, n)
	for _, s := range spans {
		for i := max(s.Begin, 0); i < s.End && i < n; i++ {
			red[i] = true
		}
	}
	return red
}

// CoverSubs counts the bytes of g's subannotations whose category core
// accepts (gold) and how many of them red marks (hit); missed reports
// whether any such byte is not marked. red comes from Covered.
func CoverSubs(g document.Span, red []bool, core func(category string) bool) (gold, hit int, missed bool) {
	for _, sa := range g.Subannotations {
		if !core(sa.Category) {
			continue
		}
		for i := sa.Begin; i < sa.End; i++ {
			gold++
			if i < len(red) && red[i] {
				hit++
			} else {
				missed = true
			}
		}
	}
	return gold, hit, missed
}

// OverlapsOther counts predicted spans that overlap a gold span whose label
// own rejects (a span of the wrong kind), logging each with the gold label.
// Every such (prediction, gold span) pair counts once.
func OverlapsOther(t testing.TB, docs []*document.Document, pred map[string][]document.Span, own func(label string) bool) int {
	t.Helper()
	wrong := 0
	for _, d := range docs {
		for _, s := range pred[d.ID] {
			for _, g := range d.Spans {
				if s.Overlaps(g) && !own(g.Label) {
					wrong++
					t.Logf("overlaps %s: %s «%s»", g.Label, d.ID, s.Text)
				}
			}
		}
	}
	return wrong
}

// LabelIs returns a label predicate that accepts exactly label.
func LabelIs(label string) func(string) bool {
	return func(l string) bool { return l == label }
}

// LabelHasPrefix returns a label predicate that accepts labels starting
// with prefix (such as "Address_Location" for all address labels).
func LabelHasPrefix(prefix string) func(string) bool {
	return func(l string) bool { return strings.HasPrefix(l, prefix) }
}

// CheckFailureRate logs failures by category (sorted) and fails t when
// the failed share of total exceeds max. what names the spans counted
// (e.g. "Date spans") and verb what was done to them ("shifted").
func CheckFailureRate(t testing.TB, what, verb string, fails map[string]int, total, skipped int, max float64) {
	t.Helper()
	n := 0
	cats := make([]string, 0, len(fails))
	for c, k := range fails {
		n += k
		cats = append(cats, c)
	}
	sort.Strings(cats)
	for _, c := range cats {
		t.Logf("failure category %s: %d", c, fails[c])
	}
	if total == 0 {
		t.Fatalf("%s: none counted", what)
	}
	rate := float64(n) / float64(total)
	t.Logf("%s: %d %s, %d failed (%.2f%%), %d skipped (no reference date)", what, total, verb, n, 100*rate, skipped)
	if rate > max {
		t.Errorf("failure rate %.2f%% > %.1f%%", 100*rate, 100*max)
	}
}
