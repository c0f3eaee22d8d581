package rectest

import (
	"os"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize"
)

// BenchRecognizer benchmarks r over every devset note with the ByCode
// profile of its language. It skips when the devset is absent, runs each
// note once before timing (warming lazy caches), and reports MB/s (via
// SetBytes), allocations and docs/s.
func BenchRecognizer(b *testing.B, r recognize.Recognizer) {
	BenchRecognizerWith(b, r, ByCode)
}

// BenchRecognizerWith is BenchRecognizer with the profile chosen by profile.
func BenchRecognizerWith(b *testing.B, r recognize.Recognizer, profile ProfileFunc) {
	b.Helper()
	docs := devtest.MustLoad(b)
	profiles := make([]*lang.Profile, len(docs))
	total := 0
	for i, d := range docs {
		profiles[i] = profile(d.Language)
		total += len(d.Text)
		r.Recognize(d.Text, profiles[i])
	}
	b.SetBytes(int64(total))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for i, d := range docs {
			r.Recognize(d.Text, profiles[i])
		}
	}
	b.ReportMetric(float64(len(docs))*float64(b.N)/b.Elapsed().Seconds(), "docs/s")
}

// BenchText benchmarks r on the text in file path (relative to the test's
// package directory) repeated to just over 64 KiB, with profile p, and
// reports MB/s and allocations.
func BenchText(b *testing.B, r recognize.Recognizer, path string, p *lang.Profile) {
	b.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		b.Fatalf("read bench text: %v", err)
	}
	if len(raw) == 0 {
		b.Fatalf("bench text %s is empty", path)
	}
	text := strings.Repeat(string(raw), 64*1024/len(raw)+1)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		r.Recognize(text, p)
	}
	b.ReportMetric(float64(b.N)*float64(len(text))/1e6/b.Elapsed().Seconds(), "MB/s")
}
