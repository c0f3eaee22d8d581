package age

import (
	"os"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/lang"
)

// BenchmarkRecognize measures throughput on an invented mixed-language note
// repeated to about 64 KiB.
func BenchmarkRecognize(b *testing.B) {
	raw, err := os.ReadFile("testdata/bench.txt")
	if err != nil {
		b.Fatalf("read bench text: %v", err)
	}
	text := strings.Repeat(string(raw), 64*1024/len(raw)+1)
	p, _ := lang.Get("nl-BE")
	rec := New()
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		rec.Recognize(text, p)
	}
	b.ReportMetric(float64(b.N)*float64(len(text))/1e6/b.Elapsed().Seconds(), "MB/s")
}
