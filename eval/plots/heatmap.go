package plots

import (
	"fmt"
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"

	"github.com/meddeid/meddeid/eval"
)

// grid is a heatmap of rows × cols values, row 0 drawn at the top; NaN
// cells stay blank.
type grid struct{ z [][]float64 }

func (g grid) Dims() (c, r int) {
	if len(g.z) == 0 {
		return 0, 0
	}
	return len(g.z[0]), len(g.z)
}
func (g grid) Z(c, r int) float64 { return g.z[len(g.z)-1-r][c] }
func (g grid) X(c int) float64    { return float64(c) }
func (g grid) Y(r int) float64    { return float64(r) }

// blues is a sequential palette from near-white to dark blue.
type blues []color.Color

func (b blues) Colors() []color.Color { return b }

func newBlues(n int) blues {
	lo, hi := [3]float64{0xf7, 0xfb, 0xff}, [3]float64{0x08, 0x30, 0x6b}
	p := make(blues, n)
	for i := range p {
		t := float64(i) / float64(n-1)
		var c [3]uint8
		for j := range c {
			c[j] = uint8(math.Round(lo[j] + t*(hi[j]-lo[j])))
		}
		p[i] = color.RGBA{c[0], c[1], c[2], 0xff}
	}
	return p
}

// heatmap builds a plot of z (rows × cols, values in [0, 1]) with cell
// texts (empty: none), row names on Y (top to bottom) and column names on
// X, rotated when rotate is set.
func heatmap(title string, z [][]float64, cells [][]string, rows, cols []string, rotate bool) (*plot.Plot, error) {
	p := newPlot(title)
	hm := plotter.NewHeatMap(grid{z}, newBlues(101))
	hm.Min, hm.Max = 0, 1
	hm.NaN = color.RGBA{0xf0, 0xf0, 0xf0, 0xff} // empty cells stay visible
	p.Add(hm)
	var xys plotter.XYs
	var labels []string
	var styles []text.Style
	for i := range z {
		for j, v := range z[i] {
			if cells[i][j] == "" {
				continue
			}
			xys = append(xys, plotter.XY{X: float64(j), Y: float64(len(z) - 1 - i)})
			labels = append(labels, cells[i][j])
			col := color.Color(color.Black)
			if v > 0.55 {
				col = color.White
			}
			styles = append(styles, text.Style{Color: col, Font: p.X.Tick.Label.Font, XAlign: text.XCenter, YAlign: text.YCenter,
				Handler: p.X.Tick.Label.Handler})
		}
	}
	if len(xys) > 0 {
		lab, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: labels})
		if err != nil {
			return nil, err
		}
		lab.TextStyle = styles
		p.Add(lab)
	}
	names := make([]string, len(rows))
	for i, r := range rows {
		names[len(rows)-1-i] = r
	}
	p.NominalY(names...)
	p.NominalX(cols...)
	p.X.Tick.Length, p.Y.Tick.Length = 0, 0
	p.X.Padding, p.Y.Padding = 0, 0
	p.X.Min, p.X.Max = -0.5, float64(len(cols))-0.5
	p.Y.Min, p.Y.Max = -0.5, float64(len(rows))-0.5
	if rotate {
		p.X.Tick.Label.Rotation = math.Pi / 2
		p.X.Tick.Label.XAlign = text.XRight
		p.X.Tick.Label.YAlign = text.YCenter
	}
	return p, nil
}

// longest returns the length in runes of the longest name.
func longest(names []string) int {
	n := 0
	for _, s := range names {
		n = max(n, len([]rune(s)))
	}
	return n
}

// LabelRecallFigure draws the annotation-character recall of every gold
// label (rows) for every system (columns): the share of the label's gold
// characters redacted by any predicted span. Labels without gold
// characters are left out.
func LabelRecallFigure(c *eval.Comparison) (*Figure, error) {
	var rows []string
	var z [][]float64
	var cells [][]string
	for li, l := range c.Reports[0].Overall.Labels {
		if l.GoldChars == 0 {
			continue
		}
		rows = append(rows, l.Label)
		zr, cr := make([]float64, len(c.Names)), make([]string, len(c.Names))
		for s, r := range c.Reports {
			rate := r.Overall.Labels[li].AnnotationRecall
			zr[s], cr[s] = math.NaN(), "n/a"
			if rate.Valid {
				zr[s], cr[s] = rate.Value, pct(rate.Value)
			}
		}
		z, cells = append(z, zr), append(cells, cr)
	}
	if len(rows) == 0 {
		rows, z, cells = []string{"(no gold spans)"}, [][]float64{nanRow(len(c.Names))}, [][]string{make([]string, len(c.Names))}
	}
	p, err := heatmap("Annotation-character recall by gold label", z, cells, rows, c.Names, longest(c.Names) > 12)
	if err != nil {
		return nil, err
	}
	w := vg.Points(float64(70+6*longest(rows)) + 70*float64(len(c.Names)))
	h := vg.Points(float64(60+4*longest(c.Names)) + 18*float64(len(rows)))
	svg, err := drawPlot(p, max(w, 300), h)
	if err != nil {
		return nil, err
	}
	return &Figure{Name: LabelRecall, Title: "Recall per gold label and system (share of the label's gold characters redacted by any predicted span)", SVG: svg}, nil
}

func nanRow(n int) []float64 {
	r := make([]float64, n)
	for i := range r {
		r[i] = math.NaN()
	}
	return r
}

// ConfusionFigure draws the exact-label confusion matrix of the reference
// system (seed 000, Fig. S4): gold labels as rows, the label of the
// best-overlapping predicted span (or missed) as columns; cells show span
// counts, shaded by their share of the row. Nil when the matrix is empty.
func ConfusionFigure(c *eval.Comparison) (*Figure, error) {
	cm := c.Reports[0].Overall.Confusion
	if len(cm.Gold) == 0 || len(cm.Pred) == 0 {
		return nil, nil
	}
	z := make([][]float64, len(cm.Gold))
	cells := make([][]string, len(cm.Gold))
	for i, row := range cm.Counts {
		total := 0
		for _, v := range row {
			total += v
		}
		z[i], cells[i] = make([]float64, len(row)), make([]string, len(row))
		for j, v := range row {
			z[i][j] = math.NaN()
			if total > 0 && v > 0 {
				z[i][j], cells[i][j] = float64(v)/float64(total), fmt.Sprint(v)
			}
		}
	}
	p, err := heatmap("Label confusion, "+c.Names[0], z, cells, cm.Gold, cm.Pred, true)
	if err != nil {
		return nil, err
	}
	p.X.Label.Text = "predicted label"
	p.Y.Label.Text = "gold label"
	w := vg.Points(float64(90+6*longest(cm.Gold)) + 34*float64(len(cm.Pred)))
	h := vg.Points(float64(70+5.5*float64(longest(cm.Pred))) + 18*float64(len(cm.Gold)))
	svg, err := drawPlot(p, max(w, 300), h)
	if err != nil {
		return nil, err
	}
	return &Figure{Name: Confusion, Title: "Label confusion of " + c.Names[0] + ": gold spans by the label of the predicted span overlapping their identifying characters most (counts; shade: share of the row)", SVG: svg}, nil
}
