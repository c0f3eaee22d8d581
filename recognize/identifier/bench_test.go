package identifier

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
		b.Skip("devset not available")
	}
	profiles := make([]*lang.Profile, len(docs))
	total := 0
	for i, d := range docs {
		profiles[i], _ = lang.Get(d.Language)
		total += len(d.Text)
	}
	r := New()
	b.SetBytes(int64(total))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for i, d := range docs {
			r.Recognize(d.Text, profiles[i])
		}
	}
	b.ReportMetric(float64(len(docs))*float64(b.N)/b.Elapsed().Seconds(), "docs/s")
}

// FuzzRecognize checks that arbitrary input never panics and yields valid,
// sorted, non-overlapping spans.
func FuzzRecognize(f *testing.F) {
	for _, s := range []string{
		"Tel. +32 (0)3 821 30 00 – info@example.be – www.example.be",
		"INSZ 50.03.02-123.45, RIZIV 1-23456-25-004, BSN 123456782",
		"NHS No: 943 476 5919 (bleep 4417) call (555) 123-4567",
		"SSN: 987-65-4320  MRN: Q7781234  https://portal.example.org/p/123",
		"14/01/2025 120/80 0472/12.34.56 N° de séjour : 25X004411",
		"((((0)", "+", "@", "www.", "0(", "#1234", "é1234567890ü",
	} {
		f.Add(s, "nl-BE")
	}
	f.Add("Sohn erreichbar unter +43 664 3928174", "de-AT")
	f.Add("random 1234", "")
	r := New()
	f.Fuzz(func(t *testing.T, text, code string) {
		p, _ := lang.Get(code)
		checkSpans(t, text, r.Recognize(text, p))
	})
}
