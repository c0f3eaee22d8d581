// Package plots draws the figures of an evaluation (seed 000, Figs 3, S2–S4)
// as self-contained SVG with gonum.org/v1/plot: overview bars with
// bootstrap whiskers, a per-label recall heatmap, the label confusion
// heatmap of the reference system, non-PII redaction by predicted label and
// recall versus throughput.
//
// Figures hold only what the JSON artifact holds — rates, counts, labels and
// system names — never document text or IDs. Drawing is deterministic: the
// same Comparison gives byte-identical SVG. Text is measured with the
// Liberation Sans metrics gonum/plot embeds; the SVG names that family with
// metric-compatible fallbacks (Arial, Helvetica) instead of embedding the
// font, which keeps each figure small.
package plots

import (
	"bytes"
	"fmt"
	"image/color"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/meddeid/meddeid/eval"
)

// Figure names, in the order All returns them; each is also the base name
// of the file WriteDir writes.
const (
	Overview    = "overview"
	LabelRecall = "label-recall"
	Confusion   = "label-confusion"
	NonPII      = "non-pii-by-label"
	RecallTime  = "recall-vs-time"
)

// Figure is one drawn plot.
type Figure struct {
	// Name is one of the figure name constants.
	Name string
	// Title is a one-line caption.
	Title string
	// SVG is a complete SVG document.
	SVG []byte
}

// All draws every figure the comparison has data for, in a fixed order:
// Overview and LabelRecall always; Confusion when the reference system has
// gold spans with identifying characters; NonPII when some predicted label
// redacted non-PII characters; RecallTime when some system has a timing.
func All(c *eval.Comparison) ([]Figure, error) {
	type maker func(*eval.Comparison) (*Figure, error)
	var out []Figure
	for _, m := range []maker{OverviewFigure, LabelRecallFigure, ConfusionFigure, NonPIIFigure, RecallTimeFigure} {
		f, err := m(c)
		if err != nil {
			return nil, err
		}
		if f != nil {
			out = append(out, *f)
		}
	}
	return out, nil
}

// sansFont is the font of every text in the figures.
var sansFont = font.Font{Typeface: "Liberation", Variant: "Sans"}

// newPlot returns a plot with sans-serif text of readable sizes.
func newPlot(title string) *plot.Plot {
	p := plot.New()
	p.Title.Text = title
	p.Title.TextStyle.Font = font.Font{Typeface: sansFont.Typeface, Variant: sansFont.Variant, Size: 11, Weight: p.Title.TextStyle.Font.Weight}
	p.X.Label.TextStyle.Font = font.Font{Typeface: sansFont.Typeface, Variant: sansFont.Variant, Size: 10}
	p.Y.Label.TextStyle.Font = p.X.Label.TextStyle.Font
	p.X.Tick.Label.Font = font.Font{Typeface: sansFont.Typeface, Variant: sansFont.Variant, Size: 8.5}
	p.Y.Tick.Label.Font = p.X.Tick.Label.Font
	p.Legend.TextStyle.Font = p.X.Tick.Label.Font
	return p
}

// systemColors are the Okabe–Ito colours, safe for colour-blind readers;
// system s gets systemColors[s % len].
var systemColors = []color.RGBA{
	{0x00, 0x72, 0xB2, 0xff}, // blue
	{0xE6, 0x9F, 0x00, 0xff}, // orange
	{0x00, 0x9E, 0x73, 0xff}, // bluish green
	{0xCC, 0x79, 0xA7, 0xff}, // reddish purple
	{0x56, 0xB4, 0xE9, 0xff}, // sky blue
	{0xD5, 0x5E, 0x00, 0xff}, // vermillion
	{0xF0, 0xE4, 0x42, 0xff}, // yellow
	{0x00, 0x00, 0x00, 0xff}, // black
}

func systemColor(s int) color.Color { return systemColors[s%len(systemColors)] }

// render draws fn on an SVG canvas of the given size and returns the
// document. Font families get fallbacks, since the font is not embedded.
func render(w, h vg.Length, fn func(dc draw.Canvas)) ([]byte, error) {
	c := vgsvg.New(w, h)
	dc := draw.New(c)
	var err error
	func() {
		// gonum/plot panics on impossible geometry (e.g. ranges); report it.
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("plots: draw: %v", r)
			}
		}()
		fn(dc)
	}()
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if _, err := c.WriteTo(&buf); err != nil {
		return nil, fmt.Errorf("plots: write svg: %w", err)
	}
	svg := strings.ReplaceAll(buf.String(), "font-family:Liberation Sans;",
		"font-family:'Liberation Sans',Arial,Helvetica,sans-serif;")
	return []byte(svg), nil
}

// drawPlot renders one plot filling the canvas.
func drawPlot(p *plot.Plot, w, h vg.Length) ([]byte, error) {
	return render(w, h, func(dc draw.Canvas) { p.Draw(dc) })
}

// pct formats a fraction as a percentage with one decimal.
func pct(v float64) string { return fmt.Sprintf("%.1f%%", 100*v) }
