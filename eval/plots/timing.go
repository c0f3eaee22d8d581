package plots

import (
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/meddeid/meddeid/eval"
)

// RecallTimeFigure draws accuracy versus speed (seed 000, Fig. 3): one
// point per system with a timing, documents per second on a log X axis
// and core PII recall with its interval on Y (annotation-character recall
// when no timed system has core recall). Nil when no system has a timing.
func RecallTimeFigure(c *eval.Comparison) (*Figure, error) {
	var timed []int
	for s := range c.Names {
		if t := c.Timing(s); t != nil && t.DocsPerSecond > 0 {
			timed = append(timed, s)
		}
	}
	if len(timed) == 0 {
		return nil, nil
	}
	k, ylabel := headline(c, "core_pii_recall"), "core PII recall"
	anyCore := false
	for _, s := range timed {
		if !math.IsNaN(metricPoint(c, s, k).v) {
			anyCore = true
		}
	}
	if !anyCore {
		k, ylabel = headline(c, "annotation_char_recall"), "annotation-character recall"
	}
	p := newPlot("Recall versus throughput")
	p.X.Label.Text = "documents per second (log scale)"
	p.Y.Label.Text = ylabel
	xmin, xmax, ymin, ymax := math.Inf(1), math.Inf(-1), 1.0, 0.0
	var xys plotter.XYs
	var names []string
	for _, s := range timed {
		x := c.Timing(s).DocsPerSecond
		pt := metricPoint(c, s, k)
		xmin, xmax = math.Min(xmin, x), math.Max(xmax, x)
		if math.IsNaN(pt.v) {
			continue
		}
		lo, hi := pt.v, pt.v
		if !math.IsNaN(pt.lo) {
			lo, hi = pt.lo, pt.hi
			wl, err := plotter.NewLine(plotter.XYs{{X: x, Y: lo}, {X: x, Y: hi}})
			if err != nil {
				return nil, err
			}
			wl.LineStyle = draw.LineStyle{Color: systemColor(s), Width: vg.Points(1.2)}
			p.Add(wl)
		}
		ymin, ymax = math.Min(ymin, lo), math.Max(ymax, hi)
		sc, err := plotter.NewScatter(plotter.XYs{{X: x, Y: pt.v}})
		if err != nil {
			return nil, err
		}
		sc.GlyphStyle = draw.GlyphStyle{Color: systemColor(s), Radius: vg.Points(4), Shape: draw.CircleGlyph{}}
		p.Add(sc)
		xys = append(xys, plotter.XY{X: x, Y: pt.v})
		names = append(names, c.Names[s])
	}
	if len(xys) > 0 {
		lab, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: names})
		if err != nil {
			return nil, err
		}
		for i := range lab.TextStyle {
			lab.TextStyle[i].Font = p.X.Tick.Label.Font
		}
		lab.Offset = vg.Point{X: vg.Points(7), Y: vg.Points(2)}
		p.Add(lab)
	}
	p.X.Scale = plot.LogScale{}
	p.X.Tick.Marker = logTicks{}
	p.X.Min, p.X.Max = xmin/2, xmax*3
	if ymin > ymax {
		ymin, ymax = 0, 1
	}
	pad := math.Max(0.02, (ymax-ymin)*0.15)
	p.Y.Min, p.Y.Max = math.Max(0, ymin-pad), math.Min(1, ymax+pad)
	p.Y.Tick.Marker = pctTicks{}
	svg, err := drawPlot(p, vg.Points(420), vg.Points(300))
	if err != nil {
		return nil, err
	}
	return &Figure{Name: RecallTime, Title: "Recall versus throughput: documents per second (log scale) against " + ylabel + " with 95% bootstrap intervals", SVG: svg}, nil
}
