package embedded

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/meddeid/meddeid/deidentify"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/pseudo"
)

// benchNotes are the devset notes when the shared devset is present, else
// the first held-out set, without their gold spans.
func benchNotes(b *testing.B) []*document.Document {
	docs, ok, err := devtest.Load()
	if err != nil {
		b.Fatal(err)
	}
	if !ok {
		if docs, err = document.ReadAll(filepath.Join("..", "..", "testdata", "holdout", "holdout.jsonl"), document.Options{}); err != nil {
			b.Fatal(err)
		}
	}
	for _, d := range docs {
		d.Spans = nil
	}
	return docs
}

// benchJob runs job over the notes on one goroutine after a warm-up pass
// (the per-language indexes and caches are start-up costs, measured
// separately) and reports text bytes per second.
func benchJob(b *testing.B, job *deidentify.Job) {
	docs := benchNotes(b)
	var size int64
	run := func() {
		for _, d := range docs {
			c := *d
			if err := job.Process(context.Background(), &c); err != nil {
				b.Fatal(err)
			}
		}
	}
	run()
	for _, d := range docs {
		size += int64(len(d.Text))
	}
	b.SetBytes(size)
	b.ResetTimer()
	for b.Loop() {
		run()
	}
	b.ReportMetric(float64(b.N*len(docs))/b.Elapsed().Seconds(), "docs/s")
}

// BenchmarkDefaultPipeline is the whole default job of `meddeid
// deidentify`: rules + embedded tagger, post-processing with metadata,
// placeholders and report.
func BenchmarkDefaultPipeline(b *testing.B) {
	det, _ := pipeline(b)
	benchJob(b, &deidentify.Job{Detector: det})
}

// BenchmarkDefaultPipelinePseudonymise is BenchmarkDefaultPipeline with
// `--pseudonymise` (the CLI's default meddeid policy: shifted dates, graded ages,
// surrogates, the leak audit) instead of placeholders.
func BenchmarkDefaultPipelinePseudonymise(b *testing.B) {
	det, _ := pipeline(b)
	pol, err := pseudo.LoadPolicy("meddeid")
	if err != nil {
		b.Fatal(err)
	}
	p, err := pseudo.New(pseudo.Options{Policy: pol, Key: pseudo.NewKey([]byte("benchmark key, not a secret......"))})
	if err != nil {
		b.Fatal(err)
	}
	benchJob(b, &deidentify.Job{Detector: det, Pseudo: p})
}
