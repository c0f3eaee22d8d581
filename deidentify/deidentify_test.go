package deidentify

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/postprocess"
	"github.com/meddeid/meddeid/recognize/builtin"
)

func spanAt(text, sub, label string) document.Span {
	i := strings.Index(text, sub)
	return document.NewSpan(text, i, i+len(sub), label, 0.9, "fake")
}

func TestProcess(t *testing.T) {
	text := "Zoë (°02/03/1950) belde op 14/01/2025."
	fake := detect.Func(func(_ context.Context, d *document.Document) ([]document.Span, error) {
		return []document.Span{spanAt(d.Text, "°02/03/1950", "Age_Birthdate"), spanAt(d.Text, "14/01/2025", "Date")}, nil
	})
	tests := []struct {
		name      string
		job       Job
		lang      string
		wantDeid  string
		wantLang  string
		wantSrc   string
		spansOnly bool
	}{
		{"document language", Job{Detector: fake}, "nl-BE", "Zoë ([Age_Birthdate]) belde op [Date].", "nl-BE", "document", false},
		{"override", Job{Detector: fake, Lang: "fr-BE"}, "nl-BE", "Zoë ([Age_Birthdate]) belde op [Date].", "fr-BE", "override", false},
		{"detected", Job{Detector: fake}, "", "Zoë ([Age_Birthdate]) belde op [Date].", "", "detected", false},
		{"spans only", Job{Detector: fake, SpansOnly: true}, "nl-BE", "", "", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := &document.Document{ID: "x", Text: text, Language: tt.lang,
				Spans: []document.Span{{Begin: 0, End: 3, Label: "Name:Patient", Text: "Zoë"}}}
			if err := tt.job.Process(context.Background(), d); err != nil {
				t.Fatal(err)
			}
			if len(d.Spans) != 2 || d.Spans[0].Label != "Age_Birthdate" {
				t.Fatalf("input spans not replaced by predictions: %+v", d.Spans)
			}
			if tt.spansOnly {
				if d.DeidText != nil || d.Report != nil {
					t.Fatal("spans-only wrote deid_text or report")
				}
				return
			}
			if d.DeidText == nil || *d.DeidText != tt.wantDeid {
				t.Fatalf("deid_text = %v", d.DeidText)
			}
			var r Report
			if err := json.Unmarshal(d.Report, &r); err != nil {
				t.Fatal(err)
			}
			if r.LanguageSource != tt.wantSrc || (tt.wantLang != "" && r.Language != tt.wantLang) || r.Language == "" {
				t.Errorf("report language %q (%s), want %q (%s)", r.Language, r.LanguageSource, tt.wantLang, tt.wantSrc)
			}
			// "°02/03/1950" is 11 code points (12 bytes), "14/01/2025" 10.
			if r.Spans != 2 || r.Labels["Date"] != 1 || r.RedactedChars != 21 || r.Characters != 38 {
				t.Errorf("report = %+v", r)
			}
		})
	}
}

func TestProcessPropagatesDetectorError(t *testing.T) {
	boom := errors.New("model missing")
	j := Job{Detector: detect.Func(func(context.Context, *document.Document) ([]document.Span, error) { return nil, boom })}
	d := &document.Document{ID: "x", Text: "t"}
	if err := j.Process(context.Background(), d); !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	if d.DeidText != nil {
		t.Error("deid_text written after a failed detection")
	}
}

// BenchmarkDeidentify measures the whole per-document job (default
// recognizers, post-processing, placeholders, report) on the bundled
// example notes.
func BenchmarkDeidentify(b *testing.B) {
	in, err := document.Open("../examples/notes.jsonl", document.Options{})
	if err != nil {
		b.Fatal(err)
	}
	var docs []*document.Document
	var size int64
	for {
		d, err := in.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			b.Fatal(err)
		}
		docs = append(docs, d)
		size += int64(len(d.Text))
	}
	in.Close()
	// The same detector the CLI runs: rules, then post-processing with
	// metadata injection.
	job := &Job{Detector: &postprocess.Detector{Inner: &detect.Rules{Registry: builtin.Registry()}, Metadata: true}}
	// Warm up: the lexicon-based recognizers build their per-language
	// indexes on first use (start-up cost, measured separately).
	for _, d := range docs {
		c := *d
		if err := job.Process(context.Background(), &c); err != nil {
			b.Fatal(err)
		}
	}
	b.SetBytes(size)
	for b.Loop() {
		for _, d := range docs {
			c := *d
			if err := job.Process(context.Background(), &c); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N*len(docs))/b.Elapsed().Seconds(), "docs/s")
}

// BenchmarkDeidentifyDevset runs the full rule pipeline (every recognizer,
// metadata injection, healing, propagation) over the 50 multilingual
// development notes, after one warm-up pass, on one goroutine.
func BenchmarkDeidentifyDevset(b *testing.B) {
	gold, ok, err := devtest.Load()
	if err != nil {
		b.Fatal(err)
	}
	if !ok {
		b.Skip("devset not present")
	}
	var size int64
	for _, d := range gold {
		d.Spans = nil
		size += int64(len(d.Text))
	}
	job := &Job{Detector: &postprocess.Detector{Inner: &detect.Rules{Registry: builtin.Registry()}, Metadata: true}}
	run := func() {
		for _, d := range gold {
			c := *d
			if err := job.Process(context.Background(), &c); err != nil {
				b.Fatal(err)
			}
		}
	}
	run()
	b.SetBytes(size)
	for b.Loop() {
		run()
	}
}

func TestRuneCount(t *testing.T) {
	for _, s := range []string{
		"", "a", "abcdefg", "abcdefgh", "abcdefghi", "Müller", "patiënt Müller, né à Liège le 3 févr.",
		"日本語のテキストです、そして English text", "abcdefg\xffhijklmnop", "\xe2\x82", "abcdefgh\xe2\x82", "0123456\xe2\x82\xacx",
		strings.Repeat("é", 20), strings.Repeat("ascii text ", 9) + "ü",
	} {
		if got, want := runeCount(s), utf8.RuneCountInString(s); got != want {
			t.Errorf("runeCount(%q) = %d, want %d", s, got, want)
		}
	}
}
