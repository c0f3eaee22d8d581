package datetime

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// BenchmarkRecognize runs the recognizer over every devset note with its
// profile (en-GB when unknown) and reports throughput in MB/s and docs/s.
func BenchmarkRecognize(b *testing.B) {
	rectest.BenchRecognizerWith(b, New(), profileFor)
}
