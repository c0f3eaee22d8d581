package profession

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
	"github.com/meddeid/meddeid/lang"
)

// BenchmarkRecognize measures throughput over the devset notes, each with
// the profile of its language.
func BenchmarkRecognize(b *testing.B) {
	rectest.BenchRecognizer(b, New(nil))
}

// BenchmarkRecognizeText measures throughput on an invented Dutch note
// repeated to about 64 KiB.
func BenchmarkRecognizeText(b *testing.B) {
	p, _ := lang.Get("nl-BE")
	rectest.BenchText(b, New(nil), "testdata/bench.txt", p)
}
