package surrogate

import (
	"regexp"
	"strings"
	"testing"
)

func TestPlaceForm(t *testing.T) {
	g := New([]byte("place-key"))
	tests := []struct {
		in   string
		form *regexp.Regexp
	}{
		{"Gent", regexp.MustCompile(`^\p{Lu}[\p{L}' .()-]+$`)},
		{"GENT", regexp.MustCompile(`^[\p{Lu}' .()-]+$`)},
		{"Salem, OR", regexp.MustCompile(`^\p{Lu}[\p{L}' .()-]+, OR$`)},
		{"Kerkstraat 12 bus 3, 9000 Gent", regexp.MustCompile(`^\p{Lu}[\p{L}' .-]+ [1-9]\d bus \d, [1-9]\d{3} \p{Lu}[\p{L}' .()-]+$`)},
		{"27 Coombe Lane, Wareham, BH20 4QT", regexp.MustCompile(`^[1-9]\d \p{Lu}[\p{L}' .-]+, \p{Lu}[\p{L}' .()-]+, [A-Z]{2}\d{2} \d[A-Z]{2}$`)},
		{"Rue Haute 12/3, 4608 Dalhem", regexp.MustCompile(`^\p{Lu}[\p{L}' .-]+ [1-9]\d/\d, [1-9]\d{3} \p{Lu}[\p{L}' .()-]+$`)},
	}
	for _, tt := range tests {
		got, err := g.Place(tt.in, "nl-BE")
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		if !tt.form.MatchString(got) {
			t.Errorf("%q → %q: form not kept", tt.in, got)
		}
		for _, w := range []string{"Kerkstraat", "Gent", "GENT", "Coombe", "Wareham", "BH20", "4QT", "Salem", "Haute", "Dalhem", "9000", "4608"} {
			if strings.Contains(tt.in, w) && strings.Contains(got, w) {
				t.Errorf("%q → %q: %q kept", tt.in, got, w)
			}
		}
	}
}

func TestPlaceKeyed(t *testing.T) {
	a, b := New([]byte("a")), New([]byte("b"))
	x1, _ := a.Place("Leuven", "nl-BE")
	x2, _ := a.Place("Leuven", "nl-BE")
	y, _ := b.Place("Leuven", "nl-BE")
	if x1 != x2 || x1 == y {
		t.Errorf("Leuven: %q, %q under one key, %q under another", x1, x2, y)
	}
}

func TestPlaceNeverOriginal(t *testing.T) {
	cities, err := pool("cities", "nl-BE")
	if err != nil {
		t.Fatal(err)
	}
	g := New([]byte("k"))
	for _, c := range cities {
		if got, err := g.Place(c, "nl-BE"); err != nil || strings.EqualFold(got, c) {
			t.Errorf("%q → %q, %v", c, got, err)
		}
	}
}
