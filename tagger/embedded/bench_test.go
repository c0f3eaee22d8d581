package embedded

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/meddeid/meddeid/deidentify"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/pseudo"
	"github.com/meddeid/meddeid/synth"
)

// benchNotes are the devset notes when the shared devset is present, else
// the first held-out set, without their gold spans.
func benchNotes(b testing.TB) []*document.Document {
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
	run := func() { processCopies(b, job, docs) }
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

// processCopies runs job on a copy of each of docs (the originals stay
// un-rewritten for the next pass).
func processCopies(b testing.TB, job *deidentify.Job, docs []*document.Document) {
	for _, d := range docs {
		c := *d
		if err := job.Process(context.Background(), &c); err != nil {
			b.Fatal(err)
		}
	}
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
	benchJob(b, &deidentify.Job{Detector: det, Pseudo: benchPseudonymiser(b)})
}

// benchPseudonymiser is the CLI's default --pseudonymise set-up (meddeid
// policy) with a fixed key.
func benchPseudonymiser(b *testing.B) *pseudo.Pseudonymiser {
	pol, err := pseudo.LoadPolicy("meddeid")
	if err != nil {
		b.Fatal(err)
	}
	p, err := pseudo.New(pseudo.Options{Policy: pol, Key: pseudo.NewKey([]byte("benchmark key, not a secret......"))})
	if err != nil {
		b.Fatal(err)
	}
	return p
}

// coldNotes are 1,000 synthetic notes in each of five languages (seed
// 4242, gold spans removed): 3.1 MB of text, more than a benchmark of a
// few seconds reads, so that — unlike the devset benchmarks, which cycle
// through 50 notes — every note is new to the per-token caches.
func coldNotes(b testing.TB) []*document.Document {
	var docs []*document.Document
	lx, err := lexicon.Load()
	if err != nil {
		b.Fatal(err)
	}
	for _, l := range []string{"nl-BE", "fr-BE", "en-GB", "de-DE", "nl-NL"} {
		g, err := synth.New(synth.Config{Lang: l, Count: 1000, Seed: 4242, Lexicon: lx})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := g.Run(func(d *document.Document, _ int) error { d.Spans = nil; docs = append(docs, d); return nil }); err != nil {
			b.Fatal(err)
		}
	}
	// interleave the languages, as a hospital's mixed stream would
	out := make([]*document.Document, 0, len(docs))
	for i := range 1000 {
		for k := range 5 {
			if j := k*1000 + i; j < len(docs) {
				out = append(out, docs[j])
			}
		}
	}
	return out
}

// benchCold runs job over coldNotes, one note per iteration, each note
// once unless the benchmark outlasts the corpus, and reports text bytes
// per second and the number of corpus passes.
func benchCold(b *testing.B, job *deidentify.Job) {
	docs := coldNotes(b)
	// warm the lazily built indexes (per language, per recognizer) on the
	// first coldWarm notes: one note of each language leaves some to the
	// timed loop, which then measured start-up work
	processCopies(b, job, docs[:coldWarm])
	var size int64
	i := 0
	b.ResetTimer()
	for b.Loop() {
		d := docs[(coldWarm+i)%len(docs)]
		i++
		size += int64(len(d.Text))
		processCopies(b, job, []*document.Document{d})
	}
	b.ReportMetric(float64(size)/1e6/b.Elapsed().Seconds(), "MB/s")
	b.ReportMetric(float64(i)/float64(len(docs)-coldWarm), "passes")
}

// coldWarm is the number of notes benchCold runs before its timer starts.
const coldWarm = 100

// BenchmarkColdPipeline is BenchmarkDefaultPipeline on notes the caches
// have not seen.
func BenchmarkColdPipeline(b *testing.B) {
	det, _ := pipeline(b)
	benchCold(b, &deidentify.Job{Detector: det})
}

// BenchmarkColdPipelinePseudonymise is BenchmarkDefaultPipelinePseudonymise
// on notes the caches have not seen.
func BenchmarkColdPipelinePseudonymise(b *testing.B) {
	det, _ := pipeline(b)
	benchCold(b, &deidentify.Job{Detector: det, Pseudo: benchPseudonymiser(b)})
}
