package plots

import (
	"fmt"
	"math"

	"gonum.org/v1/plot"
)

// pctTicks label fractions as percentages at round steps (1, 2, 2.5 or 5
// times a power of ten) giving three to six labelled ticks.
type pctTicks struct{}

// Ticks implements plot.Ticker.
func (pctTicks) Ticks(min, max float64) []plot.Tick {
	if !(max > min) {
		return []plot.Tick{{Value: min, Label: trimPct(100 * min)}}
	}
	span := max - min
	step := math.Pow(10, math.Floor(math.Log10(span)))
	for _, m := range []float64{0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5, 10} {
		if span/(m*step) <= 5 {
			step *= m
			break
		}
	}
	var ts []plot.Tick
	for v := math.Ceil(min/step-1e-9) * step; v <= max+step*1e-9; v += step {
		// Snap away float noise such as 0.30000000000000004.
		v = math.Round(v/step) * step
		if v == 0 {
			v = 0 // not -0
		}
		ts = append(ts, plot.Tick{Value: v, Label: trimPct(100 * v)})
	}
	return ts
}

// trimPct formats a percentage with as few decimals as needed (up to 2).
func trimPct(v float64) string {
	for _, prec := range []int{0, 1, 2} {
		s := fmt.Sprintf("%.*f", prec, v)
		var back float64
		fmt.Sscan(s, &back)
		if math.Abs(back-v) < 1e-9 {
			return s + "%"
		}
	}
	return fmt.Sprintf("%.2f%%", v)
}

// logTicks puts ticks at 1–9 times powers of ten within [min, max]
// (min > 0), labelled at 1, 2 and 5, so that ranges inside one decade
// still get labels; a range with none of these gets labelled ends.
type logTicks struct{}

// Ticks implements plot.Ticker.
func (logTicks) Ticks(min, max float64) []plot.Tick {
	var ts []plot.Tick
	for e := math.Floor(math.Log10(min)); math.Pow(10, e) <= max; e++ {
		base := math.Pow(10, e)
		for _, m := range []float64{1, 2, 3, 4, 5, 6, 7, 8, 9} {
			v := m * base
			if v < min || v > max {
				continue
			}
			t := plot.Tick{Value: v}
			if m == 1 || m == 2 || m == 5 {
				t.Label = fmt.Sprint(roundSig(v))
			}
			ts = append(ts, t)
		}
	}
	labelled := false
	for _, t := range ts {
		labelled = labelled || t.Label != ""
	}
	if !labelled {
		ts = []plot.Tick{{Value: min, Label: fmt.Sprint(roundSig(min))}, {Value: max, Label: fmt.Sprint(roundSig(max))}}
	}
	return ts
}

// roundSig rounds v to 6 significant digits, hiding float noise in labels.
func roundSig(v float64) float64 {
	if v == 0 {
		return 0
	}
	p := math.Pow(10, 5-math.Floor(math.Log10(math.Abs(v))))
	return math.Round(v*p) / p
}
