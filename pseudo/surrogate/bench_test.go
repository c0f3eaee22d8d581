package surrogate

import "testing"

// BenchmarkPhone measures the phone surrogate on a few national and
// international numbers.
func BenchmarkPhone(b *testing.B) {
	g := New([]byte("benchmark key, not a secret....."))
	nums := []struct{ text, region string }{
		{"0470 12 34 56", "BE"}, {"+32 9 332 21 11", "BE"}, {"020-5669111", "NL"},
		{"06 12345678", "NL"}, {"+44 20 7946 0958", "GB"}, {"030 12345678", "DE"},
	}
	for b.Loop() {
		for _, n := range nums {
			if _, err := g.Phone(n.text, n.region); err != nil {
				b.Fatal(err)
			}
		}
	}
}
