package plate

import (
	"strings"
	"testing"
)

func TestRecognize(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string // plate texts, in order
	}{
		{"nl-BE after party word", "Aanrijding; nummerplaat tegenpartij 1-ABC-234 (door politie genoteerd).", []string{"1-ABC-234"}},
		{"nl-NL kenteken", "Kenteken: 12-XTR-4, eigen auto.", []string{"12-XTR-4"}},
		{"en-GB reg in brackets", "RTC – cyclist vs van (reg. AB12 CDE) on the A35.", []string{"AB12 CDE"}},
		{"en-GB car reg", "Car reg YX68 PLN, driver uninjured.", []string{"YX68 PLN"}},
		{"fr immatriculé", "Véhicule tiers immatriculé FG-382-TR, constat amiable.", []string{"FG-382-TR"}},
		{"de Kennzeichen", "Unfallgegner (amtl. Kennzeichen M-AB 1234) flüchtig.", []string{"M-AB 1234"}},
		{"one run", "Plaque : AB123CD relevée.", []string{"AB123CD"}},
		{"no cue", "Lot AB12 CDE, REF 1-ABC-234 implanted.", nil},
		{"cue but lower case", "nummerplaat onbekend, geen gegevens.", nil},
		{"cue but only digits", "Kenteken 123456 niet leesbaar.", nil},
		{"cue but only letters", "Kenteken ABCDEF niet leesbaar.", nil},
		{"too far", "Kenteken werd door de politie genoteerd en later AB-123-C doorgegeven.", nil},
		{"next line", "nummerplaat:\n1-ABC-234", nil},
		{"word containing cue", "Kentekenbewijs in orde; AB-12-CD.", nil},
		{"growth plate level", "growth plate L4-L5 normal.", nil},
	}
	r := New()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, s := range r.Recognize(tc.text, nil) {
				if s.Label != Label || s.Text != tc.text[s.Begin:s.End] {
					t.Fatalf("bad span %+v", s)
				}
				got = append(got, s.Text)
			}
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func FuzzRecognize(f *testing.F) {
	for _, s := range []string{"nummerplaat 1-ABC-234", "reg. AB12 CDE", "Kennzeichen M-AB 1234", "plaque", "reg.\n", "immatriculé ÉÉ-12"} {
		f.Add(s)
	}
	r := New()
	f.Fuzz(func(t *testing.T, text string) {
		prev := -1
		for _, s := range r.Recognize(text, nil) {
			if s.Begin < 0 || s.End > len(text) || s.Begin >= s.End || s.Text != text[s.Begin:s.End] || s.Begin < prev {
				t.Fatalf("bad span %+v in %q", s, text)
			}
			prev = s.Begin
		}
	})
}

func BenchmarkRecognize(b *testing.B) {
	// Mostly clinical prose with codes and values; one plate per note.
	text := strings.Repeat("Patiënt gezien op spoed na aanrijding met de fiets. Bloeddruk 135/80 mmHg, Hb 12,4 g/dL, CRP 8 mg/L. "+
		"Medicatie: Marcoumar 3 mg volgens INR, lot AB12 CDE. RX thorax: geen fractuur, ICD S42.0 uitgesloten. "+
		"Verwijzing naar Dr. Peeters, AZ Sint-Jan. Nummerplaat tegenpartij 1-ABC-234 door politie genoteerd.\n", 50)
	r := New()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		r.Recognize(text, nil)
	}
}
