package age

import (
	"testing"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lang"
)

// FuzzRecognize checks that any input gives valid, sorted, non-overlapping
// spans and never panics.
func FuzzRecognize(f *testing.F) {
	for _, s := range []string{
		"een 45-jarige man", "Leeftijd: 2j4m", "72 yo M", "41 y/o F", "18 weeks old",
		"Mme X, 87 a, ch", "81a,", "45 J.,", "72 tuổi", "Age: 34", "65M, fall",
		"sinds 5 jaar", "39+2 w", "18 SA", "40 PY", "3 weeks ago", "x 2 weeks",
		"2,5 jaar", "1.5.", "9-", "Tuổi: ", "\xff12 j", "12 j\xff", "(3 years)",
		"Sex/Age: F/58", "Age/Sex: 58/F", "/5", "F/5", ": M/", "im 3. Lebensjahr", "3e ",
		"walked at 14 months", "Zoé, 3 sem., vue", "children (9 and 12)", "(1, 2", "mother at 52,",
		"depuis ses 6 mois", "une femme de 45 ans", "age now 7 months", "Mit 3 Wochen begann er",
	} {
		f.Add(s, "nl-BE")
		f.Add(s, "en-US")
	}
	rec := New()
	f.Fuzz(func(t *testing.T, text, code string) {
		p, _ := lang.Get(code)
		spans := rec.Recognize(text, p)
		prev := 0
		for i, s := range spans {
			if s.Begin < prev || s.Begin >= s.End || s.End > len(text) {
				t.Fatalf("span %d [%d,%d) invalid or unsorted (prev end %d, len %d)", i, s.Begin, s.End, prev, len(text))
			}
			if s.Text != text[s.Begin:s.End] {
				t.Fatalf("span %d text mismatch", i)
			}
			if utf8.ValidString(text) && !utf8.ValidString(s.Text) {
				t.Fatalf("span %d cuts a character", i)
			}
			prev = s.End
		}
	})
}
