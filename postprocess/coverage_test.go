package postprocess

import "testing"

// TestCoverageRanges checks coverage.set and coverage.any against a bit at
// a time, empty ranges included.
func TestCoverageRanges(t *testing.T) {
	for _, r := range []struct{ b, e int }{
		{0, 0}, {5, 3}, {0, 1}, {0, 64}, {3, 9}, {63, 64}, {63, 65}, {60, 130}, {64, 128}, {1, 255}, {200, 256},
	} {
		c := newCoverage(319, nil)
		c.set(r.b, r.e)
		for k := 0; k < 320; k++ {
			want := k >= r.b && k < r.e
			if got := c[k>>6]&(1<<(k&63)) != 0; got != want {
				t.Fatalf("set(%d, %d): bit %d = %v", r.b, r.e, k, got)
			}
		}
		for b := 0; b < 300; b += 7 {
			for e := b; e <= 320; e += 5 {
				want := b < e && b < r.e && r.b < e && r.b < r.e
				if got := c.any(b, e); got != want {
					t.Fatalf("any(%d, %d) after set(%d, %d) = %v", b, e, r.b, r.e, got)
				}
			}
		}
	}
}
