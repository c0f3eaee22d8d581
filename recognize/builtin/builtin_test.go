package builtin

import (
	"errors"
	"io"
	"math"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/eval"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/taxonomy"
)

// predict runs the default registry on copies of docs.
func predict(t testing.TB, docs []*document.Document) []*document.Document {
	t.Helper()
	reg := Registry()
	out := make([]*document.Document, len(docs))
	for i, d := range docs {
		p, err := lang.Resolve("", d.Language, d.Text)
		if err != nil {
			t.Fatal(err)
		}
		c := *d
		c.Spans = reg.Run(d.Text, p)
		out[i] = &c
	}
	return out
}

// TestDevsetStructured is the spine's acceptance figure: on the
// development gold set, the structured labels reach at least 97% core-PII
// character recall with at most 0.3% non-PII redaction caused by them.
func TestDevsetStructured(t *testing.T) {
	gold, ok, err := devtest.Load()
	if err != nil {
		t.Fatal(err)
	}
	if !ok {
		t.Skip("devset not present at ../shared/devset")
	}
	rep, err := eval.Evaluate(gold, predict(t, gold), eval.Options{Labels: taxonomy.StructuredLabels()})
	if err != nil {
		t.Fatal(err)
	}
	m := rep.Overall.Metrics
	t.Logf("structured labels: core recall %s, annotation recall %s, non-PII %s (FP %s, boundary %s), exact F1 %s",
		m.CoreRecall, m.AnnotationRecall, m.NonPIIRate, m.FalsePositiveRate, m.BoundaryRate, m.F1)
	for _, l := range rep.Overall.Labels {
		t.Logf("  %-16s core %s  typed core %s  F1 %s", l.Label, l.CoreRecall, l.TypedCoreRecall, l.F1)
	}
	for _, lr := range rep.Languages {
		t.Logf("  %-6s core %s  non-PII %s", lr.Language, lr.Metrics.CoreRecall, lr.Metrics.NonPIIRate)
	}
	if !m.CoreRecall.Valid || m.CoreRecall.Value < 0.97 {
		t.Errorf("core-PII recall %s, want ≥ 97%%", m.CoreRecall)
	}
	if m.NonPIIRate.Value > 0.003 || math.IsNaN(m.NonPIIRate.Value) {
		t.Errorf("non-PII redaction %s, want ≤ 0.3%%", m.NonPIIRate)
	}
}

// TestHoldoutStructured measures the structured labels on the bundled
// held-out gold sets (testdata/holdout and holdout2, written blind to the
// recognizers). It runs from a clean clone, so CI guards accuracy even
// without ../shared. The floors sit a little under the figures recorded in
// docs/PERFORMANCE.md.
func TestHoldoutStructured(t *testing.T) {
	tests := []struct {
		path  string
		docs  int
		floor float64
	}{
		{"../../testdata/holdout/holdout.jsonl", 24, 0.98},
		{"../../testdata/holdout2/holdout2.jsonl", 16, 0.96},
	}
	for _, tt := range tests {
		t.Run(tt.path[len("../../testdata/"):], func(t *testing.T) {
			gold := readJSONL(t, tt.path)
			if len(gold) != tt.docs {
				t.Fatalf("%d documents, want %d", len(gold), tt.docs)
			}
			rep, err := eval.Evaluate(gold, predict(t, gold), eval.Options{Labels: taxonomy.StructuredLabels()})
			if err != nil {
				t.Fatal(err)
			}
			m := rep.Overall.Metrics
			t.Logf("structured: core recall %s, non-PII %s, exact F1 %s", m.CoreRecall, m.NonPIIRate, m.F1)
			if m.CoreRecall.Value < tt.floor {
				t.Errorf("core-PII recall %s, want ≥ %.1f%%", m.CoreRecall, 100*tt.floor)
			}
			if m.NonPIIRate.Value > 0.003 {
				t.Errorf("non-PII redaction %s, want ≤ 0.3%%", m.NonPIIRate)
			}
		})
	}
}

// TestRegistryContract checks every recognizer's declared labels are
// taxonomy labels and that spans come back sorted, non-overlapping and on
// character boundaries for multilingual input.
func TestRegistryContract(t *testing.T) {
	reg := Registry()
	var names []string
	for _, r := range reg.Recognizers() {
		names = append(names, r.Name())
	}
	if got, want := strings.Join(names, ","), "date,age,contact,identifier,address,name,organization,profession,plate"; got != want {
		t.Fatalf("recognizers %s, want %s", got, want)
	}
	declared := map[string]bool{}
	for _, r := range reg.Recognizers() {
		for _, l := range r.Labels() {
			if !taxonomy.Valid(l) {
				t.Errorf("%s declares unknown label %q", r.Name(), l)
			}
			declared[l] = true
		}
	}
	docs := corpus(t)
	for _, d := range docs {
		p, _ := lang.Resolve("", d.Language, d.Text)
		spans := reg.Run(d.Text, p)
		if len(spans) == 0 {
			t.Errorf("%s: no spans found in an example note", d.ID)
		}
		for i, s := range spans {
			if !declared[s.Label] {
				t.Errorf("%s: undeclared label %s", d.ID, s.Label)
			}
			if s.Begin >= s.End || s.Text != d.Text[s.Begin:s.End] {
				t.Errorf("%s: span %d invalid", d.ID, i)
			}
			if i > 0 && spans[i-1].End > s.Begin {
				t.Errorf("%s: spans %d and %d overlap or are unsorted", d.ID, i-1, i)
			}
		}
	}
}

// corpus reads the bundled example notes.
func corpus(t testing.TB) []*document.Document {
	t.Helper()
	return readJSONL(t, "../../examples/notes.jsonl")
}

func readJSONL(t testing.TB, path string) []*document.Document {
	t.Helper()
	in, err := document.Open(path, document.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	var docs []*document.Document
	for {
		d, err := in.Next()
		if errors.Is(err, io.EOF) {
			return docs
		}
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, d)
	}
}

// benchRecognizers runs the default registry single-threaded over docs and
// reports MB/s (via SetBytes) and docs/s.
func benchRecognizers(b *testing.B, docs []*document.Document) {
	reg := Registry()
	profiles := make([]*lang.Profile, len(docs))
	var size int64
	for i, d := range docs {
		profiles[i], _ = lang.Resolve("", d.Language, d.Text)
		size += int64(len(d.Text))
	}
	b.SetBytes(size)
	b.ResetTimer()
	for b.Loop() {
		for i, d := range docs {
			reg.Run(d.Text, profiles[i])
		}
	}
	b.ReportMetric(float64(b.N*len(docs))/b.Elapsed().Seconds(), "docs/s")
}

// BenchmarkRecognizers measures the recognizers alone on the bundled
// example corpus.
func BenchmarkRecognizers(b *testing.B) { benchRecognizers(b, corpus(b)) }

// BenchmarkRecognizersHoldout measures them on the bundled held-out notes
// (24 realistic notes, 39 kB), the corpus quoted in docs/PERFORMANCE.md.
func BenchmarkRecognizersHoldout(b *testing.B) {
	benchRecognizers(b, readJSONL(b, "../../testdata/holdout/holdout.jsonl"))
}

// BenchmarkRecognizersDevset measures them on the development set, when
// present.
func BenchmarkRecognizersDevset(b *testing.B) {
	docs, ok, err := devtest.Load()
	if err != nil || !ok {
		b.Skip("devset not present")
	}
	benchRecognizers(b, docs)
}
