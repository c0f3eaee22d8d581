package age

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
	"github.com/meddeid/meddeid/lang"
)

// BenchmarkRecognize measures throughput on an invented mixed-language note
// repeated to about 64 KiB.
func BenchmarkRecognize(b *testing.B) {
	p, _ := lang.Get("nl-BE")
	rectest.BenchText(b, New(), "testdata/bench.txt", p)
}
