package identifier

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/lang"
)

// TestDevset scores the recognizer against the gold ID spans of the devset.
func TestDevset(t *testing.T) {
	docs, ok, err := devtest.Load()
	if err != nil {
		t.Fatalf("load devset: %v", err)
	}
	if !ok {
		t.Skip("devset not present")
	}
	r := New()
	pred := map[string][]document.Span{}
	for _, d := range docs {
		p, _ := lang.Get(d.Language)
		pred[d.ID] = r.Recognize(d.Text, p)
		checkSpans(t, d.Text, pred[d.ID])
	}
	sc := devtest.Compare(docs, pred, []string{LabelPatient, LabelCaregiver})
	for _, m := range sc.Misses {
		t.Logf("miss: %s", m)
	}
	for _, fp := range sc.FalsePositive {
		t.Logf("false positive: %s", fp)
	}
	t.Logf("core recall %.4f, non-PII redaction %.5f, FP spans %d", sc.CoreRecall(), sc.NonPIIRate(), len(sc.FalsePositive))
	if sc.CoreRecall() < 0.97 {
		t.Errorf("core recall %.4f < 0.97", sc.CoreRecall())
	}
	if len(sc.FalsePositive) > 2 {
		t.Errorf("%d false-positive spans > 2", len(sc.FalsePositive))
	}
}

// checkSpans asserts spans are in range, match their text, sorted and disjoint.
func checkSpans(t testing.TB, text string, spans []document.Span) {
	t.Helper()
	prev := 0
	for i, s := range spans {
		if s.Begin < prev || s.End <= s.Begin || s.End > len(text) {
			t.Fatalf("span %d [%d,%d) invalid or overlapping (prev end %d)", i, s.Begin, s.End, prev)
		}
		if s.Text != text[s.Begin:s.End] {
			t.Fatalf("span %d text mismatch", i)
		}
		if strings.TrimSpace(s.Text) != s.Text {
			t.Fatalf("span %d has surrounding whitespace", i)
		}
		prev = s.End
	}
}
