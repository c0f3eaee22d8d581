package address

import (
	"math/rand"
	"strings"
	"testing"
)

// The plain forms of functions with a quick pre-test: the tests below
// compare them with the package's on texts built from their words.

func ruralRouteRef(text string, i, j int) (int, int, bool) {
	if i == 0 || text[i-1] != ' ' {
		return 0, 0, false
	}
	b := -1
	for _, w := range ruralRouteWords {
		if i >= len(w) && text[i-len(w):i] == w && (i == len(w) || !letterAt(text, i-len(w)-1)) {
			b = i - len(w)
			break
		}
	}
	if b < 0 || j-i > 3 {
		return 0, 0, false
	}
	k := j
	if k < len(text) && text[k] == ',' {
		k++
	}
	if !strings.HasPrefix(text[k:], " Box ") {
		return 0, 0, false
	}
	k += len(" Box ")
	d := k
	for d < len(text) && isDigit(text[d]) {
		d++
	}
	if d == k || d-k > 5 || letterAt(text, d) {
		return 0, 0, false
	}
	return b, d, true
}

func numberMarkBeforeRef(text string, i int) int {
	if i == 0 {
		return i
	}
	for _, m := range [...]string{"nº ", "n° ", "n.º ", "Nº ", "N° ", "nº", "n°"} {
		if i >= len(m) && text[i-len(m):i] == m && (i == len(m) || !letterAt(text, i-len(m)-1) && !isDigit(text[i-len(m)-1])) {
			return i - len(m)
		}
	}
	return i
}

func usHighwayAtRef(text string, k int) (int, bool) {
	for _, w := range usHighways {
		if !strings.HasPrefix(text[k:], w) {
			continue
		}
		d := k + len(w)
		if d >= len(text) || text[d] != ' ' && text[d] != '-' {
			continue
		}
		d++
		e := d
		for e < len(text) && isDigit(text[e]) {
			e++
		}
		if e == d || e-d > 4 {
			continue
		}
		if e < len(text) && isUpper(text[e]) && !letterAt(text, e+1) {
			e++
		}
		if letterAt(text, e) || e < len(text) && isDigit(text[e]) {
			continue
		}
		return e, true
	}
	return 0, false
}

func entryEndRef(text string, b int) int {
	le := min(len(text), b+maxPlaceBytes)
	for k := b; k < le; k++ {
		if c := text[k]; c == '\n' || c == ',' || c == ';' || c == ':' || c == '(' || c == ')' {
			return k
		}
	}
	return le
}

// fastPathTexts returns texts built from the words of the functions
// above, digits, separators and non-ASCII bytes.
func fastPathTexts(n int) []string {
	pieces := []string{" ", " ", ",", ", ", "-", ".", "\n", ":", ";", "(", ")", "1", "12", "123", "1234", "123456", "A", "a", "é", "º", "°", "\xc2", "x",
		" Box ", "Box", "State", "County", "Farm", "Rd"}
	pieces = append(pieces, ruralRouteWords[:]...)
	pieces = append(pieces, usHighways...)
	pieces = append(pieces, "nº ", "n° ", "n.º ", "Nº ", "N° ", "nº", "n°", "n.", "N")
	rng := rand.New(rand.NewSource(7))
	out := []string{"", "RR 2 Box 14", "Rural Route 3, Box 7", "HC 1 Box 5", "Rua Augusta, nº 455", "n° 12", "2250 US-41", "Hwy 12A", "State Route 9"}
	for range n {
		var sb strings.Builder
		for range 1 + rng.Intn(10) {
			sb.WriteString(pieces[rng.Intn(len(pieces))])
		}
		out = append(out, sb.String())
	}
	return out
}

// TestFastPathsMatchRef compares ruralRoute, numberMarkBefore,
// usHighwayAt and entryAt's stop bytes with their plain forms at every
// offset (every digit run for ruralRoute).
func TestFastPathsMatchRef(t *testing.T) {
	for _, text := range fastPathTexts(30000) {
		for i := 0; i <= len(text); i++ {
			if got, want := numberMarkBefore(text, i), numberMarkBeforeRef(text, i); got != want {
				t.Fatalf("numberMarkBefore(%q, %d) = %d, want %d", text, i, got, want)
			}
			if i < len(text) {
				e1, ok1 := usHighwayAt(text, i)
				e2, ok2 := usHighwayAtRef(text, i)
				if e1 != e2 || ok1 != ok2 {
					t.Fatalf("usHighwayAt(%q, %d) = %d %v, want %d %v", text, i, e1, ok1, e2, ok2)
				}
				le := min(len(text), i+maxPlaceBytes)
				k := i
				for k < le && !entryStop[text[k]] {
					k++
				}
				if want := entryEndRef(text, i); k != want {
					t.Fatalf("entryStop end (%q, %d) = %d, want %d", text, i, k, want)
				}
			}
			if i < len(text) && isDigit(text[i]) && (i == 0 || !isDigit(text[i-1])) {
				j := i
				for j < len(text) && isDigit(text[j]) {
					j++
				}
				b1, e1, ok1 := ruralRoute(text, i, j)
				b2, e2, ok2 := ruralRouteRef(text, i, j)
				if b1 != b2 || e1 != e2 || ok1 != ok2 {
					t.Fatalf("ruralRoute(%q, %d, %d) = %d %d %v, want %d %d %v", text, i, j, b1, e1, ok1, b2, e2, ok2)
				}
			}
		}
	}
}

// TestHasApostrophe compares hasApostrophe with strings.ContainsAny on
// every substring of samples with apostrophes, broken sequences and
// invalid bytes.
func TestHasApostrophe(t *testing.T) {
	samples := append([]string{"l’Hôpital", "O'Brien", "\xe2\x80", "\xe2\x80\x98", "\xc3\xe2\x80\x99x", "\xe2\xe2\x80\x99", "’", "'", "a\x80\x99"}, lowerSamples...)
	for _, s := range samples {
		for b := 0; b <= len(s); b++ {
			for e := b; e <= len(s); e++ {
				if got, want := hasApostrophe(s[b:e]), strings.ContainsAny(s[b:e], "'’"); got != want {
					t.Errorf("hasApostrophe(%q) = %v, want %v", s[b:e], got, want)
				}
			}
		}
	}
}
