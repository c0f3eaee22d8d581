package age

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/internal/devtest/rectest"
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
	docs := devtest.MustLoad(t)
	pred := rectest.Predict(docs, New())
	isAgePart := func(category string) bool { return strings.HasPrefix(category, "age_") }
	var gold, hit int
	var misses []string
	for _, d := range docs {
		red := devtest.Covered(len(d.Text), pred[d.ID])
		for _, g := range d.Spans {
			if g.Label != Label || !isExpressedAge(g) {
				continue
			}
			n, h, missed := devtest.CoverSubs(g, red, isAgePart)
			gold += n
			hit += h
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
	wrong := devtest.OverlapsOther(t, docs, pred, devtest.LabelIs(Label))
	if recall < 0.95 {
		t.Errorf("expressed-age recall %.3f < 0.95", recall)
	}
	if n := len(all.FalsePositive) + wrong; n > 2 {
		t.Errorf("%d false positives > 2", n)
	}
}
