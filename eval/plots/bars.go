package plots

import (
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// bars is a plot.Plotter of bars placed in data units, with optional
// interval whiskers: gonum's BarChart offsets bars in canvas lengths, which
// cannot line up with error bars drawn in data units.
type bars struct {
	// At are the bar centres on the category axis, Width their width,
	// both in data units.
	At    []float64
	Width float64
	// Val are the bar lengths from zero; NaN draws no bar.
	Val []float64
	// Lo and Hi are the whisker ends; nil or NaN draws no whisker.
	Lo, Hi []float64
	// Horizontal puts the category axis on Y and the values on X.
	Horizontal bool
	Color      color.Color
}

var whiskerStyle = draw.LineStyle{Color: color.Black, Width: vg.Points(0.8)}

// xy maps (category position, value) to canvas coordinates.
func (b *bars) xy(trX, trY func(float64) vg.Length, at, v float64) vg.Point {
	if b.Horizontal {
		return vg.Point{X: trX(v), Y: trY(at)}
	}
	return vg.Point{X: trX(at), Y: trY(v)}
}

// Plot implements plot.Plotter.
func (b *bars) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	for i, at := range b.At {
		v := b.Val[i]
		if math.IsNaN(v) {
			continue
		}
		l, r := at-b.Width/2, at+b.Width/2
		poly := []vg.Point{b.xy(trX, trY, l, 0), b.xy(trX, trY, l, v), b.xy(trX, trY, r, v), b.xy(trX, trY, r, 0)}
		c.FillPolygon(b.Color, c.ClipPolygonXY(poly))
		if b.Lo == nil || math.IsNaN(b.Lo[i]) || math.IsNaN(b.Hi[i]) {
			continue
		}
		lo, hi, hw := b.Lo[i], b.Hi[i], b.Width/4
		for _, seg := range [][2]vg.Point{
			{b.xy(trX, trY, at, lo), b.xy(trX, trY, at, hi)},
			{b.xy(trX, trY, at-hw, lo), b.xy(trX, trY, at+hw, lo)},
			{b.xy(trX, trY, at-hw, hi), b.xy(trX, trY, at+hw, hi)},
		} {
			c.StrokeLines(whiskerStyle, c.ClipLinesXY(seg[:])...)
		}
	}
}

// DataRange implements plot.DataRanger: values from zero to the largest
// bar or whisker end.
func (b *bars) DataRange() (xmin, xmax, ymin, ymax float64) {
	cmin, cmax := math.Inf(1), math.Inf(-1)
	vmin, vmax := 0.0, 0.0
	for i, at := range b.At {
		cmin, cmax = math.Min(cmin, at-b.Width/2), math.Max(cmax, at+b.Width/2)
		for _, v := range []float64{b.Val[i], at2(b.Lo, i), at2(b.Hi, i)} {
			if !math.IsNaN(v) {
				vmin, vmax = math.Min(vmin, v), math.Max(vmax, v)
			}
		}
	}
	if b.Horizontal {
		return vmin, vmax, cmin, cmax
	}
	return cmin, cmax, vmin, vmax
}

func at2(x []float64, i int) float64 {
	if x == nil {
		return math.NaN()
	}
	return x[i]
}

// Thumbnail implements plot.Thumbnailer for the legend.
func (b *bars) Thumbnail(c *draw.Canvas) {
	pts := []vg.Point{{X: c.Min.X, Y: c.Min.Y}, {X: c.Min.X, Y: c.Max.Y}, {X: c.Max.X, Y: c.Max.Y}, {X: c.Max.X, Y: c.Min.Y}}
	c.FillPolygon(b.Color, c.ClipPolygonXY(pts))
}
