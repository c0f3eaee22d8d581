package contact

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// BenchmarkRecognize runs the recognizer over every devset note with its
// profile and reports throughput in MB/s and docs/s.
func BenchmarkRecognize(b *testing.B) {
	rectest.BenchRecognizer(b, New())
}
