package address

import (
	"testing"
	"unicode/utf8"
)

// FuzzRecognize checks that any input gives valid, sorted, non-overlapping
// spans on one line each and never panics.
func FuzzRecognize(f *testing.F) {
	for _, s := range []string{
		"Adres: Kerkstraat 14 bus 3, 9000 Gent", "B-8500 Kortrijk", "1016 GV Amsterdam",
		"27 Coombe Lane, Wareham, BH20 4QT", "SW1A 1AA", "Boston, MA 02114", "75012 Paris",
		"69003 LYON", "Hauptplatz 17/2, 3943 Schrems", "3, impasse des Lilas, 69003 LYON",
		"C/ Mayor 5, 2.º A, 28013 Madrid", "rue Saint-Gilles", "Postbus 1, 1000 AA X",
		"Bisoprolol 5", "NYHA III", "BP 96/60", "12 ", "A1 1", ", MA 1", "Am X 3, 1",
		"\xff8500 Kortrijk", "Kerkstraat 1\xff", "1-", "B-", "x 12 rue", "9 St",
	} {
		f.Add(s)
	}
	rec := New()
	f.Fuzz(func(t *testing.T, text string) {
		spans := rec.Recognize(text, nil)
		prev := 0
		for i, s := range spans {
			if s.Begin < prev || s.Begin >= s.End || s.End > len(text) {
				t.Fatalf("span %d [%d,%d) invalid or unsorted (prev end %d, len %d)", i, s.Begin, s.End, prev, len(text))
			}
			if s.Text != text[s.Begin:s.End] {
				t.Fatalf("span %d text mismatch", i)
			}
			for k := s.Begin; k < s.End; k++ {
				if text[k] == '\n' {
					t.Fatalf("span %d crosses a line break", i)
				}
			}
			if utf8.ValidString(text) && !utf8.ValidString(s.Text) {
				t.Fatalf("span %d cuts a character", i)
			}
			prev = s.End
		}
	})
}
