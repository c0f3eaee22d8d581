package keyfilter

import "testing"

func TestGate(t *testing.T) {
	var g Gate
	keys := []string{"ziekenhuis", "az", "a", "sint-jan", "clinique", "ß", "hôpital", "", "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopq"}
	for _, k := range keys {
		if g.May(k) {
			t.Errorf("empty gate admits %q", k)
		}
	}
	for _, k := range keys {
		g.Add(k)
	}
	for _, k := range keys {
		if !g.May(k) {
			t.Errorf("gate rejects added key %q", k)
		}
	}
	for _, tc := range []struct {
		key  string
		want bool
	}{
		{"ziekenhuiz", false}, // other last byte
		{"zz", false},         // other length
		{"b", false},
		{"azq", false}, // other middle byte
	} {
		if got := g.May(tc.key); got != tc.want {
			t.Errorf("May(%q) = %v, want %v", tc.key, got, tc.want)
		}
		if got := g.MayBytes([]byte(tc.key)); got != tc.want {
			t.Errorf("MayBytes(%q) = %v, want %v", tc.key, got, tc.want)
		}
	}
}
