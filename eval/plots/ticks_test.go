package plots

import (
	"slices"
	"testing"
)

func TestTrimPct(t *testing.T) {
	for _, tc := range []struct {
		in   float64
		want string
	}{{0, "0%"}, {50, "50%"}, {2.5, "2.5%"}, {0.25, "0.25%"}, {100.0 / 3, "33.33%"}} {
		if got := trimPct(tc.in); got != tc.want {
			t.Errorf("trimPct(%v) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestPctTicks(t *testing.T) {
	for _, tc := range []struct {
		min, max float64
		labels   []string
	}{
		{0, 1, []string{"0%", "20%", "40%", "60%", "80%", "100%"}},
		{0, 0.19, []string{"0%", "5%", "10%", "15%"}},
		{0, 0.001, []string{"0%", "0.02%", "0.04%", "0.06%", "0.08%", "0.1%"}},
		{0.72, 0.91, []string{"75%", "80%", "85%", "90%"}},
		{0.5, 0.5, []string{"50%"}},
	} {
		var got []string
		for _, tk := range (pctTicks{}).Ticks(tc.min, tc.max) {
			got = append(got, tk.Label)
		}
		if !slices.Equal(got, tc.labels) {
			t.Errorf("[%v, %v]: labels %q, want %q", tc.min, tc.max, got, tc.labels)
		}
	}
}

func TestLogTicks(t *testing.T) {
	for _, tc := range []struct {
		min, max float64
		labels   []string
	}{
		{4, 250, []string{"5", "10", "20", "50", "100", "200"}},
		{0.3, 0.9, []string{"0.5"}},
		{12, 18, []string{"12", "18"}},
		{31, 39, []string{"31", "39"}},
	} {
		var got []string
		n := 0
		for _, tk := range (logTicks{}).Ticks(tc.min, tc.max) {
			if tk.Value < tc.min || tk.Value > tc.max {
				t.Errorf("[%v, %v]: tick %v outside the range", tc.min, tc.max, tk.Value)
			}
			n++
			if tk.Label != "" {
				got = append(got, tk.Label)
			}
		}
		if !slices.Equal(got, tc.labels) {
			t.Errorf("[%v, %v]: labels %q, want %q", tc.min, tc.max, got, tc.labels)
		}
		if n == 0 {
			t.Errorf("[%v, %v]: no ticks at all", tc.min, tc.max)
		}
	}
}
