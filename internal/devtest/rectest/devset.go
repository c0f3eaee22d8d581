package rectest

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize"
)

// CheckDevset runs r over the devset (skipping t when it is absent) with
// the ByCode profiles, requires every document's spans to pass
// devtest.CheckSpans with the extra checks, scores them against the gold
// spans with labels, logs misses and false positives, and fails t when the
// core recall is below minRecall or there are more than maxFalsePositives
// false-positive spans. It returns the score for further assertions.
func CheckDevset(t *testing.T, r recognize.Recognizer, labels []string, minRecall float64, maxFalsePositives int, extra ...devtest.SpanCheck) devtest.Score {
	t.Helper()
	docs := devtest.MustLoad(t)
	pred := Predict(docs, r)
	for _, d := range docs {
		devtest.CheckSpans(t, d.Text, pred[d.ID], extra...)
	}
	sc := devtest.Compare(docs, pred, labels)
	devtest.LogScore(t, sc)
	t.Logf("core recall %.4f, non-PII redaction %.5f, FP spans %d", sc.CoreRecall(), sc.NonPIIRate(), len(sc.FalsePositive))
	if sc.CoreRecall() < minRecall {
		t.Errorf("core recall %.4f < %.2f", sc.CoreRecall(), minRecall)
	}
	if len(sc.FalsePositive) > maxFalsePositives {
		t.Errorf("%d false-positive spans > %d", len(sc.FalsePositive), maxFalsePositives)
	}
	return sc
}

// MustProfile returns the profile for code in a test: nil for "" (no
// profile, as for a note of unknown language) and otherwise the profile
// lang.Get reports, failing t when it reports none.
func MustProfile(t testing.TB, code string) *lang.Profile {
	t.Helper()
	if code == "" {
		return nil
	}
	p, ok := lang.Get(code)
	if !ok {
		t.Fatalf("no profile %s", code)
	}
	return p
}
