package embedded

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/eval"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/postprocess"
	"github.com/meddeid/meddeid/recognize/builtin"
	"github.com/meddeid/meddeid/tagger"
	"github.com/meddeid/meddeid/taxonomy"
)

func TestLoad(t *testing.T) {
	m, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	again, _ := Load()
	if m != again {
		t.Error("Load decoded the model twice")
	}
	h := m.Header
	if h.Format != tagger.FormatVersion || h.Scheme != "BIOES" {
		t.Errorf("format %d scheme %q", h.Format, h.Scheme)
	}
	if got, want := len(h.Labels), len(taxonomy.LabelNames()); got != want {
		t.Errorf("%d labels, want %d", got, want)
	}
	if len(h.TrainHash) != 64 || h.TrainDocs < 1000 || !strings.Contains(h.Command, "--seed=") {
		t.Errorf("header does not say what trained it: docs %d hash %q command %q", h.TrainDocs, h.TrainHash, h.Command)
	}
	if h.MinScore <= 0.5 || h.MinScore >= 0.95 {
		t.Errorf("min score %g outside the span score range", h.MinScore)
	}
	if len(data) > 30<<20 {
		t.Errorf("model is %d bytes, want ≤ 30 MB", len(data))
	}
	// The embedded copy must be what `make model` wrote, when it is there.
	if b, err := os.ReadFile("../../out/model/default.model"); err == nil && string(b) != string(data) {
		t.Log("out/model/default.model differs from the embedded model: run `make model` to refresh tagger/embedded/default.model")
	}
}

// pipeline returns the default detection of `meddeid deidentify` (rules +
// embedded tagger, post-processed with metadata) and the rules alone,
// post-processed the same way.
func pipeline(t testing.TB) (combined, rules detect.Detector) {
	t.Helper()
	lx, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	m, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	d, err := tagger.NewDetector(m, lx)
	if err != nil {
		t.Fatal(err)
	}
	return &postprocess.Detector{Inner: tagger.NewCombined(d, nil), Metadata: true},
		&postprocess.Detector{Inner: &detect.Rules{Registry: builtin.New(lx)}, Metadata: true}
}

func score(t *testing.T, det detect.Detector, docs []*document.Document) eval.Metrics {
	t.Helper()
	pred := make([]*document.Document, len(docs))
	for i, d := range docs {
		spans, err := det.Detect(context.Background(), d)
		if err != nil {
			t.Fatal(err)
		}
		pred[i] = &document.Document{ID: d.ID, Text: d.Text, Spans: spans}
	}
	r, err := eval.Evaluate(docs, pred, eval.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return r.Overall.Metrics
}

// TestDefaultPipeline guards the embedded model's operating point: on the
// bundled held-out notes (written blind to the code, never trained on;
// holdout4, holdout5 and holdout7 also never read; holdout6 read after
// its blind measurement) the
// combination finds more core PII than the rules at ≤ 0.8% non-PII
// redaction (the rules alone redact 0.24–0.38% there), and on the development set, when present, it keeps ≥ 98%
// core recall at ≤ 0.5% non-PII. Floors sit a little under the figures in
// docs/MODELS.md.
func TestDefaultPipeline(t *testing.T) {
	comb, rules := pipeline(t)
	for _, path := range []string{"../../testdata/holdout/holdout.jsonl", "../../testdata/holdout2/holdout2.jsonl", "../../testdata/holdout4/holdout4.jsonl", "../../testdata/holdout5/holdout5.jsonl", "../../testdata/holdout6/holdout6.jsonl", "../../testdata/holdout7/holdout7.jsonl"} {
		docs, err := document.ReadAll(path, document.Options{})
		if err != nil {
			t.Fatal(err)
		}
		c, r := score(t, comb, docs), score(t, rules, docs)
		t.Logf("%s: combined core recall %s non-PII %s; rules %s %s", path, c.CoreRecall, c.NonPIIRate, r.CoreRecall, r.NonPIIRate)
		if c.CoreRecall.Value <= r.CoreRecall.Value {
			t.Errorf("%s: combined core recall %s not above the rules' %s", path, c.CoreRecall, r.CoreRecall)
		}
		if c.NonPIIRate.Value > 0.008 {
			t.Errorf("%s: non-PII redaction %s, want ≤ 0.8%%", path, c.NonPIIRate)
		}
	}
	docs, ok, err := devtest.Load()
	if err != nil {
		t.Fatal(err)
	}
	if !ok {
		t.Log("devset not present; skipping its floor")
		return
	}
	c := score(t, comb, docs)
	t.Logf("devset: combined core recall %s non-PII %s", c.CoreRecall, c.NonPIIRate)
	if c.CoreRecall.Value < 0.98 || c.NonPIIRate.Value > 0.005 {
		t.Errorf("devset: core recall %s (want ≥ 98%%), non-PII %s (want ≤ 0.5%%)", c.CoreRecall, c.NonPIIRate)
	}
}

// TestHarderNotes guards the figures on testdata/holdout3, the harder and
// more varied notes of stop 15 (e-mail threads, chat logs, OCR, lower-case
// names, six less covered languages; tuned on after their first, blind
// evaluation): the combination finds more core PII than the rules, at
// least 90% of it, at ≤ 1.6% non-PII redaction. Floors sit a little under
// the figures in docs/MODELS.md.
func TestHarderNotes(t *testing.T) {
	comb, rules := pipeline(t)
	docs, err := document.ReadAll("../../testdata/holdout3/holdout3.jsonl", document.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c, r := score(t, comb, docs), score(t, rules, docs)
	t.Logf("holdout3: combined core recall %s non-PII %s; rules %s %s", c.CoreRecall, c.NonPIIRate, r.CoreRecall, r.NonPIIRate)
	if c.CoreRecall.Value <= r.CoreRecall.Value || c.CoreRecall.Value < 0.90 {
		t.Errorf("combined core recall %s, want ≥ 90%% and above the rules' %s", c.CoreRecall, r.CoreRecall)
	}
	if c.NonPIIRate.Value > 0.016 {
		t.Errorf("non-PII redaction %s, want ≤ 1.6%%", c.NonPIIRate)
	}
}

// TestRewriteIsIdentical checks that the model file format round-trips
// byte for byte: reading the embedded file and writing it again gives
// the same bytes (so a change to the container cannot go unnoticed).
func TestRewriteIsIdentical(t *testing.T) {
	m, err := tagger.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := m.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), data) {
		t.Errorf("rewritten model differs: %d bytes, embedded %d", buf.Len(), len(data))
	}
}
