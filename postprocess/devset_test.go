package postprocess_test

import (
	"context"
	"testing"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/eval"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/postprocess"
	"github.com/meddeid/meddeid/recognize/builtin"
	"github.com/meddeid/meddeid/taxonomy"
)

var nameLabels = []string{"Name:Patient", "Name:Caregiver", "Name:Other"}

// structuredRecognizers are the built-in recognizers that find no names:
// with them alone, only metadata injection and propagation mark names.
var structuredRecognizers = []string{"date", "age", "contact", "identifier", "address"}

func loadDevset(tb testing.TB) []*document.Document {
	tb.Helper()
	docs, ok, err := devtest.Load()
	if err != nil {
		tb.Fatal(err)
	}
	if !ok {
		tb.Skip("devset not present at ../shared/devset")
	}
	return docs
}

// run detects every document with det and returns prediction documents.
func run(tb testing.TB, det detect.Detector, gold []*document.Document) []*document.Document {
	tb.Helper()
	out := make([]*document.Document, len(gold))
	for i, g := range gold {
		in := &document.Document{ID: g.ID, Text: g.Text, Language: g.Language, Metadata: g.Metadata}
		spans, err := det.Detect(context.Background(), in)
		if err != nil {
			tb.Fatal(err)
		}
		devtest.CheckSpans(tb, g.Text, spans, devtest.NoSurroundingSpace)
		in.Spans = spans
		out[i] = in
	}
	return out
}

func evaluate(tb testing.TB, gold, pred []*document.Document, labels []string) *eval.Report {
	tb.Helper()
	rep, err := eval.Evaluate(gold, pred, eval.Options{Labels: labels})
	if err != nil {
		tb.Fatal(err)
	}
	return rep
}

func labelCore(rep *eval.Report, label string) eval.Rate {
	for _, l := range rep.Overall.Labels {
		if l.Label == label {
			return l.CoreRecall
		}
	}
	return eval.Rate{}
}

// TestDevsetPostprocess measures post-processing on the development set,
// with and without metadata injection (seed 000, Table S4a): name-label
// and overall core recall and non-PII redaction, for the full rule
// pipeline and for the structured recognizers alone (where only injection
// finds names). Injection must raise Name:Patient recall; the full
// pipeline must reach ≥ 95% overall and ≥ 97% name core recall with
// non-PII redaction ≤ 0.5%, and leave the structured labels at ≥ 97% core
// recall with ≤ 0.3% non-PII.
func TestDevsetPostprocess(t *testing.T) {
	gold := loadDevset(t)
	rules := &detect.Rules{Registry: builtin.Registry()}
	reg, _ := builtin.Registry().Select(structuredRecognizers)
	structured := &detect.Rules{Registry: reg}
	configs := []struct {
		name string
		det  detect.Detector
	}{
		{"rules only", rules},
		{"post-processed, no metadata", &postprocess.Detector{Inner: rules}},
		{"post-processed, metadata", &postprocess.Detector{Inner: rules, Metadata: true}},
		{"structured, no metadata", &postprocess.Detector{Inner: structured}},
		{"structured, metadata", &postprocess.Detector{Inner: structured, Metadata: true}},
	}
	type figures struct{ patient, names, core, nonPII, structCore, structNonPII float64 }
	got := make([]figures, len(configs))
	for i, c := range configs {
		pred := run(t, c.det, gold)
		names := evaluate(t, gold, pred, nameLabels)
		all := evaluate(t, gold, pred, nil)
		structured := evaluate(t, gold, pred, taxonomy.StructuredLabels())
		nm, am, sm := names.Overall.Metrics, all.Overall.Metrics, structured.Overall.Metrics
		got[i] = figures{labelCore(names, "Name:Patient").Value, nm.CoreRecall.Value, am.CoreRecall.Value, am.NonPIIRate.Value, sm.CoreRecall.Value, sm.NonPIIRate.Value}
		t.Logf("%-28s names core %s (patient %s, caregiver %s, other %s), names non-PII %s | all labels core %s, non-PII %s = %d/%d chars (FP %s, boundary %s) | structured core %s, non-PII %s",
			c.name, nm.CoreRecall, labelCore(names, "Name:Patient"), labelCore(names, "Name:Caregiver"), labelCore(names, "Name:Other"), nm.NonPIIRate,
			am.CoreRecall, am.NonPIIRate, am.NonPIIRate.Num, am.NonPIIRate.Den, am.FalsePositiveRate, am.BoundaryRate, sm.CoreRecall, sm.NonPIIRate)
		if testing.Verbose() && i == len(configs)-1 {
			for _, l := range names.Overall.Labels {
				t.Logf("  %-16s core %s typed core %s exact F1 %s", l.Label, l.CoreRecall, l.TypedCoreRecall, l.F1)
			}
			for _, lr := range all.Languages {
				t.Logf("  %-6s all labels core %s non-PII %s", lr.Language, lr.Metrics.CoreRecall, lr.Metrics.NonPIIRate)
			}
		}
	}
	without, with := got[1], got[2]
	if with.patient < without.patient {
		t.Errorf("Name:Patient core recall %.3f with metadata, %.3f without: want no loss", with.patient, without.patient)
	}
	if sw, s := got[3], got[4]; s.patient <= sw.patient+0.5 {
		t.Errorf("structured recognizers: Name:Patient core recall %.3f with metadata, %.3f without: want a clear rise", s.patient, sw.patient)
	}
	for _, f := range []figures{without, with} {
		if f.core < 0.95 || f.names < 0.97 || f.nonPII > 0.005 {
			t.Errorf("full pipeline: core %.4f, names %.4f, non-PII %.4f; want ≥ 95%%, ≥ 97%%, ≤ 0.5%%", f.core, f.names, f.nonPII)
		}
	}
	for i, f := range got[1:] {
		if f.structCore < 0.97 || f.structCore < got[0].structCore-0.001 {
			t.Errorf("%s: structured core recall %.4f (rules only %.4f), want ≥ 97%% and not worse", configs[i+1].name, f.structCore, got[0].structCore)
		}
		if f.structNonPII > 0.003 {
			t.Errorf("%s: structured non-PII %.4f, want ≤ 0.3%%", configs[i+1].name, f.structNonPII)
		}
	}
}
