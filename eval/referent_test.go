package eval

import "testing"

func TestReferents(t *testing.T) {
	labels := []string{"Name:Patient", "Name:Caregiver", "Date", "Organization:Healthcare", "Organization:Other"}
	n := len(labels)
	flat := make([]int, n*(n+1))
	set := func(g, p, v int) { flat[g*(n+1)+p] = v }
	set(0, 0, 8) // patient names found as patient
	set(0, 1, 2) // patient names found as caregiver
	set(1, 1, 5) // caregiver names right
	set(1, 2, 4) // caregiver names overlapped by a date: not in the family
	set(1, n, 3) // missed caregiver names
	set(3, 4, 1) // a hospital called Other
	set(2, 2, 9) // dates have no referent
	got := referents(labels, flat)
	want := []ReferentMetrics{
		{Family: "Name", Detected: 15, Correct: 13},
		{Family: "Organization", Detected: 1, Correct: 0},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d families %+v, want %d", len(got), got, len(want))
	}
	for i, w := range want {
		g := got[i]
		if g.Family != w.Family || g.Detected != w.Detected || g.Correct != w.Correct {
			t.Errorf("family %d: got %+v, want %+v", i, g, w)
		}
		if g.Accuracy != NewRate(w.Correct, w.Detected) {
			t.Errorf("%s accuracy: got %v", g.Family, g.Accuracy)
		}
	}
	if r := referents(labels, flat[:3]); r != nil {
		t.Errorf("malformed counts: got %+v, want nil", r)
	}
}
