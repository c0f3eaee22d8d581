package recognize

import (
	"reflect"
	"testing"

	"github.com/meddeid/meddeid/document"
)

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
