package age

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/lang"
)

// isExpressedAge reports whether a gold Age_Birthdate span is an expressed
// age (its parts are age_year, age_month, ...) rather than a birth date.
func isExpressedAge(s document.Span) bool {
	for _, sa := range s.Subannotations {
		if strings.HasPrefix(sa.Category, "age_") {
			return true
		}
	}
	return false
}

// TestDevset measures the recognizer on the development gold set. Birth
// dates in Age_Birthdate belong to the date recognizer and are excluded
// from the asserted recall; both figures are logged.
func TestDevset(t *testing.T) {
	docs, ok, err := devtest.Load()
	if err != nil {
		t.Fatalf("load devset: %v", err)
	}
	if !ok {
		t.Skip("devset not present")
	}
	rec := New()
	pred := map[string][]document.Span{}
	var gold, hit int
	var misses []string
	for _, d := range docs {
		p, _ := lang.Get(d.Language)
		spans := rec.Recognize(d.Text, p)
		pred[d.ID] = spans
		red := make([]bool, len(d.Text))
		for _, s := range spans {
			for i := s.Begin; i < s.End; i++ {
				red[i] = true
			}
		}
		for _, g := range d.Spans {
			if g.Label != Label || !isExpressedAge(g) {
				continue
			}
			missed := false
			for _, sa := range g.Subannotations {
				if !strings.HasPrefix(sa.Category, "age_") {
					continue
				}
				for i := sa.Begin; i < sa.End; i++ {
					gold++
					if red[i] {
						hit++
					} else {
						missed = true
					}
				}
			}
			if missed {
				misses = append(misses, d.ID+": «"+g.Text+"»")
			}
		}
	}
	all := devtest.Compare(docs, pred, []string{Label})
	recall := float64(hit) / float64(gold)
	t.Logf("Age_Birthdate (incl. birth dates): core recall %.3f, non-PII rate %.5f", all.CoreRecall(), all.NonPIIRate())
	t.Logf("expressed ages: char recall %.3f (%d/%d)", recall, hit, gold)
	for _, m := range misses {
		t.Logf("miss: %s", m)
	}
	for _, fp := range all.FalsePositive {
		t.Logf("false positive: %s", fp)
	}
	// Spans overlapping gold of another label are wrong too.
	wrong := 0
	for _, d := range docs {
		for _, s := range pred[d.ID] {
			for _, g := range d.Spans {
				if s.Overlaps(g) && g.Label != Label {
					wrong++
					t.Logf("overlaps %s: %s «%s»", g.Label, d.ID, s.Text)
				}
			}
		}
	}
	if recall < 0.95 {
		t.Errorf("expressed-age recall %.3f < 0.95", recall)
	}
	if n := len(all.FalsePositive) + wrong; n > 2 {
		t.Errorf("%d false positives > 2", n)
	}
}
