package organization

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// BenchmarkRecognize measures throughput over every devset note with its
// profile (skipped when the devset is absent).
func BenchmarkRecognize(b *testing.B) {
	rectest.BenchRecognizer(b, New(nil))
}

// BenchmarkRecognizeText measures throughput on the hard-negative
// sentences repeated to about 64 KiB, without a profile.
func BenchmarkRecognizeText(b *testing.B) {
	rectest.BenchText(b, New(nil), "testdata/negatives.txt", nil)
}
