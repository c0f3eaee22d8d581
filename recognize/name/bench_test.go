package name

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// BenchmarkRecognize measures throughput over the devset notes, each with
// the profile of its language (lexicon and cue caches warmed first).
func BenchmarkRecognize(b *testing.B) {
	rectest.BenchRecognizer(b, New(nil))
}
