package eval

import (
	"reflect"
	"testing"
)

func TestFindAges(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"A 45-year-old man, 3 month old girl", []string{"45-year-old", "3 month old"}},
		{"72 yo F and 41 y/o M", []string{"72 yo F", "41 y/o M"}},
		{"Pt 65M with chest pain; 72F", []string{"65M", "72F"}},
		{"age 45, aged 30 years", []string{"age 45", "aged 30 years"}},
		{"patients over 65 and under 18 years", []string{"over 65", "under 18 years"}},
		{"over 24 hours, above 38 degrees", nil},
		{"for 3 years, since 2 weeks, 5 mg", nil},
		{"a 95-year-old, age 90", nil},
		{"een 45-jarige vrouw, leeftijd: 3 mnd", []string{"45-jarige", "leeftijd: 3 mnd"}},
		{"ein 45-jähriger Mann, âgée de 81 ans", []string{"45-jähriger", "âgée de 81 ans"}},
		{"bệnh nhân 72 tuổi", []string{"72 tuổi"}},
		{"an 18 weeks old baby, 100 days old", []string{"18 weeks old", "100 days old"}},
		{"elderly adolescent", nil},
		{"T 98.2 F, fever 101.5 F, T 99 F", nil},
	}
	for _, tc := range tests {
		var got []string
		for _, r := range FindAges(tc.text) {
			got = append(got, tc.text[r[0]:r[1]])
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("FindAges(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}
