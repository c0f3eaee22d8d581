package plots

import (
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/meddeid/meddeid/eval"
)

// overviewKeys are the headline metrics of the overview, one panel each.
var overviewKeys = []struct{ key, title string }{
	{"core_pii_recall", "Core PII recall"},
	{"annotation_char_recall", "Annotation-character recall"},
	{"non_pii_redaction_rate", "Non-PII redaction rate"},
}

// headline returns the index of the headline with the given key, or -1.
func headline(c *eval.Comparison, key string) int {
	for k, h := range c.Headlines {
		if h.Key == key {
			return k
		}
	}
	return -1
}

// point is a metric of one system: value and interval, NaN when not
// available.
type point struct{ v, lo, hi float64 }

func metricPoint(c *eval.Comparison, s, k int) point {
	pt := point{math.NaN(), math.NaN(), math.NaN()}
	if k < 0 {
		return pt
	}
	if v := c.Value(s, k); v.Valid {
		pt.v = v.Value
	}
	if iv := c.CI(s, k); iv.Valid {
		pt.lo, pt.hi = iv.Low, iv.High
	}
	return pt
}

// OverviewFigure draws one panel per overview metric (core PII recall,
// annotation-character recall, non-PII redaction rate) with a bar per
// system, its value, and its bootstrap interval as a whisker.
func OverviewFigure(c *eval.Comparison) (*Figure, error) {
	n := len(c.Names)
	row := make([]*plot.Plot, len(overviewKeys))
	for m, ok := range overviewKeys {
		k := headline(c, ok.key)
		p := newPlot(ok.title)
		var xys plotter.XYs
		var labels []string
		vmax := 0.0
		for s := range c.Names {
			pt := metricPoint(c, s, k)
			sb := &bars{At: []float64{float64(s)}, Width: 0.6, Val: []float64{pt.v},
				Lo: []float64{pt.lo}, Hi: []float64{pt.hi}, Color: systemColor(s)}
			p.Add(sb)
			top := pt.v
			if !math.IsNaN(pt.hi) {
				top = pt.hi
			}
			label := "n/a"
			if math.IsNaN(pt.v) {
				top = 0
			} else {
				label = pct(pt.v)
			}
			vmax = math.Max(vmax, top)
			xys = append(xys, plotter.XY{X: float64(s), Y: top})
			labels = append(labels, label)
		}
		lab, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: labels})
		if err != nil {
			return nil, err
		}
		for i := range lab.TextStyle {
			lab.TextStyle[i].Font = p.X.Tick.Label.Font
			lab.TextStyle[i].XAlign = text.XCenter
		}
		lab.Offset = vg.Point{Y: vg.Points(3)}
		p.Add(lab)
		p.NominalX(c.Names...)
		p.X.Min, p.X.Max = -0.6, float64(n)-0.4
		p.Y.Min = 0
		if ok.key == "non_pii_redaction_rate" {
			p.Y.Max = math.Max(vmax*1.25, 0.001)
		} else {
			p.Y.Max = 1.1
		}
		p.Y.Tick.Marker = pctTicks{}
		if ok.key != "non_pii_redaction_rate" {
			p.Y.Tick.Marker = plot.TickerFunc(func(min, max float64) []plot.Tick {
				return pctTicks{}.Ticks(0, 1)
			})
		}
		row[m] = p
	}
	w := vg.Points(170 + 60*float64(n))
	svg, err := render(3*w, 7*vg.Centimeter, func(dc draw.Canvas) {
		tiles := draw.Tiles{Rows: 1, Cols: len(row), PadX: vg.Points(14), PadTop: vg.Points(4), PadBottom: vg.Points(4),
			PadLeft: vg.Points(4), PadRight: vg.Points(4)}
		cs := plot.Align([][]*plot.Plot{row}, tiles, dc)
		for i, p := range row {
			p.Draw(cs[0][i])
		}
	})
	if err != nil {
		return nil, err
	}
	return &Figure{Name: Overview, Title: "Overview: core PII recall, annotation-character recall and non-PII redaction per system, with 95% bootstrap intervals", SVG: svg}, nil
}
