package tagger

import (
	"context"
	"testing"
)

// BenchmarkDetect measures the detector (features including the built-in
// recognizers, emissions, Viterbi) on held-out synthetic notes.
func BenchmarkDetect(b *testing.B) {
	tr, err := smallModel()
	if err != nil {
		b.Fatal(err)
	}
	det, err := NewDetector(tr.m, tr.lx)
	if err != nil {
		b.Fatal(err)
	}
	size := 0
	for _, d := range tr.heldOut {
		size += len(d.Text)
		if _, err := det.Detect(context.Background(), d); err != nil { // warm the lexicon matchers
			b.Fatal(err)
		}
	}
	b.SetBytes(int64(size))
	b.ResetTimer()
	for b.Loop() {
		for _, d := range tr.heldOut {
			if _, err := det.Detect(context.Background(), d); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(tr.heldOut)*b.N)/b.Elapsed().Seconds(), "docs/s")
}
