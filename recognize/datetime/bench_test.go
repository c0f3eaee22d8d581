package datetime

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/lang"
)

// BenchmarkRecognize runs the recognizer over every devset note with its
// profile and reports throughput in MB/s.
func BenchmarkRecognize(b *testing.B) {
	docs, ok, err := devtest.Load()
	if err != nil || !ok {
		b.Skip("devset not present")
	}
	type in struct {
		text string
		p    *lang.Profile
	}
	var ins []in
	total := 0
	for _, d := range docs {
		ins = append(ins, in{d.Text, profileFor(d.Language)})
		total += len(d.Text)
	}
	rec := New()
	for _, x := range ins {
		rec.Recognize(x.text, x.p) // warm the lexicon cache
	}
	b.SetBytes(int64(total))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, x := range ins {
			rec.Recognize(x.text, x.p)
		}
	}
}
