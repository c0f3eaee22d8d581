package keyfilter

import (
	"strconv"
	"testing"
)

func TestFilter(t *testing.T) {
	tests := []struct {
		name string
		keys int
		// maxFalse is the largest share of absent keys allowed to pass
		maxFalse float64
	}{
		{"one key", 1, 0.10},
		{"hundred keys", 100, 0.10},
		{"many keys", 200_000, 0.10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := New(tt.keys)
			for i := range tt.keys {
				f.Add("k" + strconv.Itoa(i))
			}
			for i := range tt.keys {
				k := "k" + strconv.Itoa(i)
				if !f.Has(k) || !f.HasBytes([]byte(k)) {
					t.Fatalf("added key %q reported absent", k)
				}
			}
			pass := 0
			const probes = 100_000
			for i := range probes {
				if f.Has("absent" + strconv.Itoa(i)) {
					pass++
				}
			}
			if share := float64(pass) / probes; share > tt.maxFalse {
				t.Errorf("%.1f%% of absent keys pass, want ≤ %.0f%%", 100*share, 100*tt.maxFalse)
			}
		})
	}
}

func TestNilFilterPassesEverything(t *testing.T) {
	var f *Filter
	if !f.Has("x") || !f.HasBytes([]byte("x")) {
		t.Error("a nil filter must answer maybe-present")
	}
	if !(&Filter{}).Has("x") {
		t.Error("a zero filter must answer maybe-present")
	}
}
