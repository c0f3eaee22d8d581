package plots

import (
	"fmt"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"

	"github.com/meddeid/meddeid/eval"
)

// NonPIIFigure draws, per predicted label, the non-PII characters redacted
// by spans of that label as a share of all non-PII characters, one bar per
// system, labelled with the share and the character count. Nil when no system redacted any non-PII character.
func NonPIIFigure(c *eval.Comparison) (*Figure, error) {
	var rows []int
	for li := range c.Reports[0].Overall.Labels {
		for _, r := range c.Reports {
			if r.Overall.Labels[li].PredNonPIIChars > 0 {
				rows = append(rows, li)
				break
			}
		}
	}
	if len(rows) == 0 {
		return nil, nil
	}
	n := len(c.Names)
	bw := 0.8 / float64(n)
	p := newPlot("Non-PII redaction by predicted label")
	var xys plotter.XYs
	var texts []string
	for s, r := range c.Reports {
		b := &bars{Width: bw, Horizontal: true, Color: systemColor(s)}
		for i, li := range rows {
			v := math.NaN()
			if rate := r.Overall.Labels[li].NonPIIRate; rate.Valid {
				v = rate.Value
			}
			// Row 0 at the top; the first system at the top of its group.
			at := float64(len(rows)-1-i) + (float64(n-1)/2-float64(s))*bw
			b.At, b.Val = append(b.At, at), append(b.Val, v)
			if !math.IsNaN(v) && r.Overall.Labels[li].PredNonPIIChars > 0 {
				xys = append(xys, plotter.XY{X: v, Y: at})
				texts = append(texts, fmt.Sprintf("%s (%d)", pct(v), r.Overall.Labels[li].PredNonPIIChars))
			}
		}
		p.Add(b)
		if n > 1 {
			p.Legend.Add(c.Names[s], b)
		}
	}
	lab, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: texts})
	if err != nil {
		return nil, err
	}
	for i := range lab.TextStyle {
		lab.TextStyle[i].Font = p.X.Tick.Label.Font
		lab.TextStyle[i].YAlign = text.YCenter
	}
	lab.Offset = vg.Point{X: vg.Points(3)}
	p.Add(lab)
	names := make([]string, len(rows))
	for i, li := range rows {
		names[len(rows)-1-i] = c.Reports[0].Overall.Labels[li].Label
	}
	p.NominalY(names...)
	p.Y.Tick.Length = 0
	p.Y.Min, p.Y.Max = -0.5, float64(len(rows))-0.5
	p.X.Min = 0
	p.X.Tick.Marker = pctTicks{}
	p.X.Label.Text = "share of all non-PII characters"
	p.Legend.Top = true
	p.Legend.Left = false
	p.Legend.ThumbnailWidth = vg.Points(10)
	if p.X.Max <= 0 {
		p.X.Max = 0.001
	}
	p.X.Max *= 1.3 // room for the value labels and the legend
	longestName := 0
	for _, s := range names {
		longestName = max(longestName, len([]rune(s)))
	}
	h := vg.Points(70 + float64(len(rows))*math.Max(22, 9*float64(n)))
	svg, err := drawPlot(p, vg.Points(float64(400+6*longestName)), h)
	if err != nil {
		return nil, err
	}
	return &Figure{Name: NonPII, Title: "Non-PII characters redacted, by predicted label, as a share of all non-PII characters", SVG: svg}, nil
}

var _ plot.Plotter = (*bars)(nil)
