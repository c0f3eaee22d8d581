package profession

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// TestDevset measures the recognizer on the development gold set: it logs
// misses and false positives and asserts floors a little below the
// figures reached (core recall, false-positive spans, redacted non-PII
// characters, spans overlapping gold of another label).
func TestDevset(t *testing.T) {
	r := New(nil)
	sc := rectest.CheckDevset(t, r, []string{Label}, 0.95, 2, devtest.NoSurroundingSpace, devtest.NoLineBreak)
	docs := devtest.MustLoad(t)
	pred := rectest.Predict(docs, r)
	wrong := devtest.OverlapsOther(t, docs, pred, devtest.LabelIs(Label))
	t.Logf("non-PII chars redacted: %d of %d; spans overlapping other labels: %d", sc.NonPIIHit, sc.NonPII, wrong)
	if sc.NonPIIHit > 20 {
		t.Errorf("%d non-PII chars redacted > 20", sc.NonPIIHit)
	}
	if wrong > 1 {
		t.Errorf("%d spans overlap gold of another label > 1", wrong)
	}
}
