package organization

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// TestDevset measures the recognizer on the development gold set: core
// recall of both organisation labels, label accuracy on the gold spans it
// touches, and the non-PII characters it redacts. It logs misses, wrong
// labels and false positives, and asserts floors a little below the
// figures reached.
func TestDevset(t *testing.T) {
	docs := devtest.MustLoad(t)
	rec := New(nil)
	pred := rectest.Predict(docs, rec)
	for _, d := range docs {
		devtest.CheckSpans(t, d.Text, pred[d.ID], devtest.NoLineBreak, devtest.NoSurroundingSpace, devtest.ScoreInRange)
	}
	labels := []string{LabelHealthcare, LabelOther}
	sc := devtest.Compare(docs, pred, labels)
	isOrg := devtest.LabelHasPrefix("Organization")
	var touched, labelOK, exact int
	for _, d := range docs {
		for _, g := range d.Spans {
			if !isOrg(g.Label) {
				continue
			}
			for _, s := range pred[d.ID] {
				if !s.Overlaps(g) {
					continue
				}
				touched++
				if s.Label == g.Label {
					labelOK++
				} else {
					t.Logf("label %s, gold %s: %s «%s»", s.Label, g.Label, d.ID, g.Text)
				}
				if s.Begin == g.Begin && s.End == g.End {
					exact++
				}
			}
		}
	}
	// Non-PII characters: redacted characters outside every gold span.
	nonPII := 0
	for _, d := range docs {
		in := make([]bool, len(d.Text))
		for _, g := range d.Spans {
			for i := g.Begin; i < g.End; i++ {
				in[i] = true
			}
		}
		for i, red := range devtest.Covered(len(d.Text), pred[d.ID]) {
			if red && !in[i] {
				nonPII++
			}
		}
	}
	for _, m := range sc.Misses {
		t.Logf("miss: %s", m)
	}
	for _, fp := range sc.FalsePositive {
		t.Logf("false positive: %s", fp)
	}
	wrong := devtest.OverlapsOther(t, docs, pred, isOrg)
	accuracy := float64(labelOK) / float64(max(touched, 1))
	t.Logf("core recall %.4f (%d/%d); label accuracy %.3f (%d/%d); exact boundaries %d; non-PII chars %d; FP spans %d; spans over other labels %d",
		sc.CoreRecall(), sc.CoreHit, sc.CoreGold, accuracy, labelOK, touched, exact, nonPII, len(sc.FalsePositive), wrong)
	if sc.CoreRecall() < 0.95 {
		t.Errorf("core recall %.4f < 0.95", sc.CoreRecall())
	}
	if accuracy < 0.95 {
		t.Errorf("label accuracy %.3f < 0.95", accuracy)
	}
	if nonPII > 10 || len(sc.FalsePositive) > 2 || wrong > 2 {
		t.Errorf("%d non-PII characters (max 10), %d false-positive spans (max 2), %d spans over other labels (max 2)", nonPII, len(sc.FalsePositive), wrong)
	}
}
