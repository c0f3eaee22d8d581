package recognize

import "testing"

// TestTakenRanges checks the word-mask range operations against a bit at
// a time, for ranges inside one word, across a boundary and over several
// words.
func TestTakenRanges(t *testing.T) {
	for _, r := range []struct{ b, e int }{
		{0, 1}, {0, 64}, {3, 9}, {63, 64}, {63, 65}, {60, 130}, {64, 128}, {1, 255}, {200, 256},
	} {
		taken := make([]uint64, 5)
		setTaken(taken, r.b, r.e)
		for k := 0; k < 320; k++ {
			want := k >= r.b && k < r.e
			if got := taken[k>>6]&(1<<(k&63)) != 0; got != want {
				t.Fatalf("setTaken(%d, %d): bit %d = %v", r.b, r.e, k, got)
			}
		}
		for b := 0; b < 300; b += 7 {
			for e := b + 1; e <= 320; e += 5 {
				want := b < r.e && r.b < e
				if got := anyTaken(taken, b, e); got != want {
					t.Fatalf("anyTaken(%d, %d) after setTaken(%d, %d) = %v", b, e, r.b, r.e, got)
				}
			}
		}
	}
}
