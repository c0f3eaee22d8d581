package age

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// FuzzRecognize checks that any input gives valid, sorted, non-overlapping
// spans on rune boundaries and never panics.
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
	rectest.Fuzz(f, New())
}
