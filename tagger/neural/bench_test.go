package neural

import (
	"context"
	"os"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
)

// BenchmarkCombined measures rules + neural on the devset texts with the
// model in $MEDDEID_NEURAL_MODEL (e.g. out/neural/neural.model from
// `make neural-model`); it skips without one. One core.
func BenchmarkCombined(b *testing.B) {
	path := os.Getenv("MEDDEID_NEURAL_MODEL")
	if path == "" {
		b.Skip("MEDDEID_NEURAL_MODEL not set")
	}
	m, err := LoadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	d, err := NewDetector(m, nil)
	if err != nil {
		b.Fatal(err)
	}
	docs := devtest.MustLoad(b)
	c := d.Combined()
	size := 0
	for _, doc := range docs {
		size += len(doc.Text)
		if _, err := c.Detect(context.Background(), doc); err != nil { // warm up
			b.Fatal(err)
		}
	}
	b.SetBytes(int64(size))
	b.ResetTimer()
	for b.Loop() {
		for _, doc := range docs {
			if _, err := c.Detect(context.Background(), doc); err != nil {
				b.Fatal(err)
			}
		}
	}
}
