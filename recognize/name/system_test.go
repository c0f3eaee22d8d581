package name_test

import (
	"context"
	"testing"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/postprocess"
	"github.com/meddeid/meddeid/recognize/builtin"
	"github.com/meddeid/meddeid/recognize/name"
)

// TestDevsetSystem runs the built-in recognizers with this one (added if
// the built-in registry lacks it) through post-processing, with and
// without metadata, and logs the name figures of the whole system.
func TestDevsetSystem(t *testing.T) {
	docs := devtest.MustLoad(t)
	reg := builtin.Registry()
	has := false
	for _, r := range reg.Recognizers() {
		has = has || r.Name() == name.Name
	}
	if !has {
		reg.Add(name.New(nil))
	}
	labels := []string{name.LabelPatient, name.LabelCaregiver, name.LabelOther}
	for _, meta := range []bool{false, true} {
		det := &postprocess.Detector{Inner: &detect.Rules{Registry: reg}, Metadata: meta}
		pred := map[string][]document.Span{}
		for _, d := range docs {
			spans, err := det.Detect(context.Background(), d)
			if err != nil {
				t.Fatal(err)
			}
			pred[d.ID] = spans
		}
		sc := devtest.Compare(docs, pred, labels)
		all := devtest.Compare(docs, pred, nil)
		t.Logf("metadata %v: name core recall %.4f; all labels: non-PII chars %d (rate %.5f)", meta, sc.CoreRecall(), all.NonPIIHit, all.NonPIIRate())
		if meta && sc.CoreRecall() < 0.97 {
			t.Errorf("system name core recall with metadata %.4f < 0.97", sc.CoreRecall())
		}
	}
}
