package address

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// BenchmarkRecognize measures throughput on an invented mixed-language note
// repeated to about 64 KiB.
func BenchmarkRecognize(b *testing.B) {
	rectest.BenchText(b, New(), "testdata/bench.txt", nil)
}

// BenchmarkDevset measures throughput on the development notes with their
// language profiles (each locale's gazetteer is built before timing).
func BenchmarkDevset(b *testing.B) {
	rectest.BenchRecognizer(b, New())
}
