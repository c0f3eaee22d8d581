package organization

import (
	"strings"
	"testing"
)

// TestEndsLikeStreetMatchesRef compares endsLikeStreet (ASCII folded on the
// stack) with its definition through strings.ToLower.
func TestEndsLikeStreetMatchesRef(t *testing.T) {
	r := compile()
	names := []string{"", "a", "Domplatz", "DOMPLATZ", "Hauptstraße", "HAUPTSTRASSE", "Rue", "Kerkstraat", "Avenue Louise",
		"İstanbul", "ab\xffCD", "Straße", strings.Repeat("Lang", 20) + "Straat"}
	for _, e := range r.streetEndings {
		names = append(names, e, strings.ToUpper(e), "X"+e, "É"+strings.ToUpper(e), e[1:])
	}
	for _, n := range names {
		want := false
		for _, e := range r.streetEndings {
			if strings.HasSuffix(strings.ToLower(n), e) {
				want = true
			}
		}
		if got := r.endsLikeStreet(n); got != want {
			t.Errorf("endsLikeStreet(%q) = %v, want %v", n, got, want)
		}
		if got, ok := appendLowerASCII([]byte("x"), n); ok && string(got) != "x"+strings.ToLower(n) {
			t.Errorf("appendLowerASCII(%q) = %q", n, got)
		}
	}
}
