package recognize

import (
	"reflect"
	"testing"

	"github.com/meddeid/meddeid/document"
)

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

// TestDisjointSorted checks the test behind Resolve's fast path.
func TestDisjointSorted(t *testing.T) {
	sp := func(b, e int) document.Span { return document.Span{Begin: b, End: e, Label: "X"} }
	for _, c := range []struct {
		name  string
		spans []document.Span
		want  bool
	}{
		{"adjacent", []document.Span{sp(0, 3), sp(3, 5), sp(7, 9)}, true},
		{"overlap", []document.Span{sp(0, 4), sp(3, 5)}, false},
		{"unsorted", []document.Span{sp(4, 6), sp(0, 3)}, false},
		{"same begin", []document.Span{sp(0, 3), sp(0, 2)}, false},
		{"empty span", []document.Span{sp(0, 3), sp(4, 4)}, false},
		{"negative", []document.Span{sp(-1, 3)}, false},
	} {
		if got := disjointSorted(c.spans); got != c.want {
			t.Errorf("%s: disjointSorted = %v, want %v", c.name, got, c.want)
		}
		if c.want {
			if got := Resolve(c.spans); !reflect.DeepEqual(got, c.spans) {
				t.Errorf("%s: Resolve = %v, want the input", c.name, got)
			}
		}
	}
}
