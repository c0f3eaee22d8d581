package rarescan

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestIndexRare(t *testing.T) {
	tests := []struct{ s, needle string }{
		{"", "rue "},
		{"rue", "rue "},
		{"la rue de la Loi", "rue "},
		{"Maple Street", " Street"},
		{"Maple Streets and Oak Street", " Street"},
		{"Hauptstraße 4", "straße"},
		{"aaaa", "aa"},
		{"xyz", "z"},
		{"corner of corner of 5th", "corner of "},
		{"S Street", " Street"},
	}
	for _, tt := range tests {
		if got, want := IndexRare(tt.s, tt.needle, RareOffset(tt.needle)), strings.Index(tt.s, tt.needle); got != want {
			t.Errorf("IndexRare(%q, %q) = %d, want %d", tt.s, tt.needle, got, want)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	const alphabet = "ab S\xc3\x9f"
	for range 20000 {
		s := randomString(rng, alphabet, rng.IntN(40))
		needle := randomString(rng, alphabet, 1+rng.IntN(4))
		if got, want := IndexRare(s, needle, RareOffset(needle)), strings.Index(s, needle); got != want {
			t.Fatalf("IndexRare(%q, %q) = %d, want %d", s, needle, got, want)
		}
	}
}

func randomString(rng *rand.Rand, alphabet string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[rng.IntN(len(alphabet))]
	}
	return string(b)
}
