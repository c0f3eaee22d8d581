package rectest

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/recognize"
)

// Fuzz fuzzes r over (text, language code) pairs: with the ByCode profile
// of the code, r must not panic and its spans must pass devtest.CheckSpans
// with the extra checks.
func Fuzz(f *testing.F, r recognize.Recognizer, extra ...devtest.SpanCheck) {
	f.Fuzz(func(t *testing.T, text, code string) {
		devtest.CheckSpans(t, text, r.Recognize(text, ByCode(code)), extra...)
	})
}

// FuzzMixed is Fuzz with the seeds of addMixedSeeds.
func FuzzMixed(f *testing.F, r recognize.Recognizer, extra ...devtest.SpanCheck) {
	addMixedSeeds(f)
	Fuzz(f, r, extra...)
}

// addMixedSeeds adds (text, code) seeds that mix invented phone numbers,
// e-mail and web addresses, national and record IDs, dates and measurements
// in several formats, plus short fragments of them: seeds for recognizers
// that must find one kind of number and leave the others.
func addMixedSeeds(f *testing.F) {
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
}
