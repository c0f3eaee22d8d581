package bytebits

import "testing"

// TestRanges checks Add and Any against a bit at a time, for empty
// ranges, ranges inside one word, across a boundary and over several
// words.
func TestRanges(t *testing.T) {
	for _, r := range []struct{ b, e int }{
		{0, 0}, {5, 3}, {0, 1}, {0, 64}, {3, 9}, {63, 64}, {63, 65}, {60, 130}, {64, 128}, {1, 255}, {200, 256},
	} {
		s := New(319)
		s.Add(r.b, r.e)
		for k := 0; k < 320; k++ {
			want := k >= r.b && k < r.e
			if got := s[k>>6]&(1<<(k&63)) != 0; got != want {
				t.Fatalf("Add(%d, %d): bit %d = %v", r.b, r.e, k, got)
			}
		}
		for b := 0; b < 300; b += 7 {
			for e := b; e <= 320; e += 5 {
				want := b < e && b < r.e && r.b < e && r.b < r.e
				if got := s.Any(b, e); got != want {
					t.Fatalf("Any(%d, %d) after Add(%d, %d) = %v", b, e, r.b, r.e, got)
				}
			}
		}
	}
}
