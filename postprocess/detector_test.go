package postprocess_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/postprocess"
	"github.com/meddeid/meddeid/recognize/builtin"
)

func readLetter(tb testing.TB) *document.Document {
	tb.Helper()
	b, err := os.ReadFile("testdata/letter.json")
	if err != nil {
		tb.Fatal(err)
	}
	var r struct {
		ID       string          `json:"document_id"`
		Language string          `json:"language"`
		Text     string          `json:"text"`
		Metadata json.RawMessage `json:"metadata"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		tb.Fatal(err)
	}
	return &document.Document{ID: r.ID, Language: r.Language, Text: r.Text, Metadata: r.Metadata}
}

func TestDetector(t *testing.T) {
	d := readLetter(t)
	rules := &detect.Rules{Registry: builtin.Registry()}
	count := func(spans []document.Span, label, text string) int {
		n := 0
		for _, s := range spans {
			if s.Label == label && (text == "" || s.Text == text) {
				n++
			}
		}
		return n
	}
	with, err := (&postprocess.Detector{Inner: rules, Metadata: true}).Detect(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	devtest.CheckSpans(t, d.Text, with, devtest.NoSurroundingSpace, devtest.NoLineBreak)
	checks := []struct {
		label, text string
		want        int
	}{
		{"Name:Patient", "", 4},
		{"Name:Patient", "dhr. Jozef Vermandel", 1},
		{"Name:Patient", "de heer Vermandel", 1},
		{"Name:Patient", "VERMANDEL, Jozef", 1},
		{"Name:Patient", "J. Vermandel", 1},
		{"Name:Other", "mevr. Rita Vermandel-Goossens", 1},
		{"Name:Other", "Wim Vermandel", 1},
		{"Name:Caregiver", "Dr. Femke Lauwers", 2},
		{"Name:Caregiver", "Dr Lauwers", 1},
		{"Name:Caregiver", "dr. F. Lauwers", 1},
		{"ID:Patient", "7741203", 2},
	}
	for _, c := range checks {
		if got := count(with, c.label, c.text); got != c.want {
			t.Errorf("%s %q: %d spans, want %d", c.label, c.text, got, c.want)
		}
	}
	structured, _ := builtin.Registry().Select(structuredRecognizers)
	without, err := (&postprocess.Detector{Inner: &detect.Rules{Registry: structured}}).Detect(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range without {
		if strings.HasPrefix(s.Label, "Name:") {
			t.Errorf("name span %q without metadata and without a name recognizer", s.Text)
		}
	}
	if !json.Valid(d.Metadata) || d.Spans != nil {
		t.Error("document modified")
	}
	if _, err := (&postprocess.Detector{}).Detect(context.Background(), d); err == nil {
		t.Error("no error without an inner detector")
	}
	boom := errors.New("boom")
	failing := detect.Func(func(context.Context, *document.Document) ([]document.Span, error) { return nil, boom })
	if _, err := (&postprocess.Detector{Inner: failing}).Detect(context.Background(), d); !errors.Is(err, boom) {
		t.Errorf("inner error lost: %v", err)
	}
}

// BenchmarkProcess measures post-processing alone (injection,
// healing, propagation) on the devset notes with their rule spans.
func BenchmarkProcess(b *testing.B) {
	gold := loadDevset(b)
	rules := &detect.Rules{Registry: builtin.Registry()}
	docs := make([]*document.Document, len(gold))
	spans := make([][]document.Span, len(gold))
	size := 0
	for i, g := range gold {
		docs[i] = &document.Document{ID: g.ID, Text: g.Text, Language: g.Language, Metadata: g.Metadata}
		s, err := rules.Detect(context.Background(), docs[i])
		if err != nil {
			b.Fatal(err)
		}
		spans[i] = s
		size += len(g.Text)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		for i, d := range docs {
			postprocess.Process(d, spans[i], true)
		}
	}
	b.ReportMetric(float64(size)*float64(b.N)/b.Elapsed().Seconds()/1e6, "MB/s")
}

// BenchmarkProcessLong measures post-processing of one long note (the
// test letter repeated to about 1 MB), to show it scales linearly.
func BenchmarkProcessLong(b *testing.B) {
	d := readLetter(b)
	d.Text = strings.Repeat(d.Text+"\n\n", 1<<20/len(d.Text))
	spans, err := (&detect.Rules{Registry: builtin.Registry()}).Detect(context.Background(), d)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(d.Text)))
	b.ReportAllocs()
	for b.Loop() {
		postprocess.Process(d, spans, true)
	}
	b.ReportMetric(float64(len(d.Text))*float64(b.N)/b.Elapsed().Seconds()/1e6, "MB/s")
}
