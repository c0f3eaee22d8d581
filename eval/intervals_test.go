package eval

import (
	"reflect"
	"testing"
)

func TestMerge(t *testing.T) {
	tests := []struct {
		in   []interval
		want ivs
	}{
		{nil, ivs{}},
		{[]interval{{5, 5}, {2, 1}}, ivs{}},
		{[]interval{{4, 6}, {0, 2}, {1, 3}}, ivs{{0, 3}, {4, 6}}},
		{[]interval{{0, 2}, {2, 4}}, ivs{{0, 4}}},
		{[]interval{{0, 10}, {2, 3}, {9, 12}}, ivs{{0, 12}}},
	}
	for _, tc := range tests {
		in := append([]interval(nil), tc.in...)
		got := merge(nil, in)
		if len(got) == 0 && len(tc.want) == 0 {
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("merge(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestInterSizeAndOverlaps(t *testing.T) {
	a := ivs{{0, 3}, {5, 10}, {12, 13}}
	b := ivs{{2, 6}, {9, 12}}
	if got := interSize(a, b); got != 3 { // {2}, {5}, {9}
		t.Errorf("interSize = %d, want 3", got)
	}
	if got := interSize(b, a); got != 3 {
		t.Errorf("interSize reversed = %d, want 3", got)
	}
	if a.size() != 9 {
		t.Errorf("size = %d, want 9", a.size())
	}
	for _, tc := range []struct {
		x    interval
		want bool
	}{
		{interval{3, 5}, false}, {interval{2, 3}, true}, {interval{10, 12}, false},
		{interval{11, 13}, true}, {interval{13, 20}, false}, {interval{6, 6}, false}, {interval{0, 100}, true},
	} {
		if got := a.overlaps(tc.x); got != tc.want {
			t.Errorf("overlaps(%v) = %v, want %v", tc.x, got, tc.want)
		}
	}
}
