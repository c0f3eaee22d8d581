// Command curve trains the tagger on growing numbers of synthetic notes
// and plots core recall against the number of notes (docs/MODELS.md):
//
//	go run ./tagger/internal/curve -train 'out/model/*.train.jsonl' -dev 'out/model/*.dev.jsonl' \
//	    -devset ../shared/devset/devset.jsonl -o docs/model-learning-curve.svg
//
// Every size trains with the same seed on the first N notes of one
// seeded shuffle of the training notes, so the curve is reproducible.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image/color"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/eval"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/postprocess"
	"github.com/meddeid/meddeid/recognize/builtin"
	"github.com/meddeid/meddeid/tagger"
)

func main() {
	trainGlob := flag.String("train", "out/model/*.train.jsonl", "training notes (glob)")
	devGlob := flag.String("dev", "out/model/*.dev.jsonl", "synthetic dev notes (glob)")
	devset := flag.String("devset", "../shared/devset/devset.jsonl", "annotated notes never trained on")
	sizes := flag.String("sizes", "250,500,1000,2000,4000", "numbers of training notes")
	out := flag.String("o", "docs/model-learning-curve.svg", "SVG to write")
	flag.Parse()
	if err := run(*trainGlob, *devGlob, *devset, *sizes, *out); err != nil {
		fmt.Fprintln(os.Stderr, "curve:", err)
		os.Exit(1)
	}
}

func readGlob(glob string) ([]*document.Document, error) {
	paths, err := filepath.Glob(glob)
	if err != nil || len(paths) == 0 {
		return nil, fmt.Errorf("no files match %q", glob)
	}
	return document.ReadFiles(paths, document.Options{})
}

type point struct {
	n                                      int
	synTagger, synComb, devTagger, devComb eval.Metrics
	train                                  time.Duration
}

func metrics(det detect.Detector, docs []*document.Document) (eval.Metrics, error) {
	pred := make([]*document.Document, len(docs))
	for i, d := range docs {
		spans, err := det.Detect(context.Background(), d)
		if err != nil {
			return eval.Metrics{}, err
		}
		pred[i] = &document.Document{ID: d.ID, Text: d.Text, Language: d.Language, Spans: spans}
	}
	r, err := eval.Evaluate(docs, pred, eval.Options{})
	if err != nil {
		return eval.Metrics{}, err
	}
	return r.Overall.Metrics, nil
}

func run(trainGlob, devGlob, devsetPath, sizeList, out string) error {
	train, err := readGlob(trainGlob)
	if err != nil {
		return err
	}
	dev, err := readGlob(devGlob)
	if err != nil {
		return err
	}
	devset, err := document.ReadAll(devsetPath, document.Options{})
	if err != nil {
		return err
	}
	lx, err := lexicon.Load()
	if err != nil {
		return err
	}
	r := rand.New(rand.NewPCG(1, 1))
	r.Shuffle(len(train), func(i, j int) { train[i], train[j] = train[j], train[i] })
	rules := &postprocess.Detector{Inner: &detect.Rules{Registry: builtin.New(lx)}, Metadata: true}
	rulesDev, err := metrics(rules, devset)
	if err != nil {
		return err
	}
	rulesSyn, err := metrics(rules, dev)
	if err != nil {
		return err
	}
	var pts []point
	fmt.Printf("notes\ttrain_s\tsyn_tagger_recall\tsyn_tagger_nonpii\tsyn_combined_recall\tsyn_combined_nonpii\tdevset_tagger_recall\tdevset_tagger_nonpii\tdevset_combined_recall\tdevset_combined_nonpii\n")
	for _, f := range strings.Split(sizeList, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n <= 0 {
			return fmt.Errorf("size %q", f)
		}
		n = min(n, len(train))
		start := time.Now()
		m, _, err := tagger.Train(context.Background(), train[:n], dev, lx, tagger.TrainConfig{Seed: 1})
		if err != nil {
			return err
		}
		p := point{n: n, train: time.Since(start)}
		d, err := tagger.NewDetector(m, lx)
		if err != nil {
			return err
		}
		comb := &postprocess.Detector{Inner: tagger.NewCombined(d, nil), Metadata: true}
		for _, c := range []struct {
			det  detect.Detector
			docs []*document.Document
			into *eval.Metrics
		}{
			{d, dev, &p.synTagger}, {comb, dev, &p.synComb},
			{d, devset, &p.devTagger}, {comb, devset, &p.devComb},
		} {
			if *c.into, err = metrics(c.det, c.docs); err != nil {
				return err
			}
		}
		pts = append(pts, p)
		fmt.Printf("%d\t%.1f\t%.4f\t%.4f\t%.4f\t%.4f\t%.4f\t%.4f\t%.4f\t%.4f\n", n, p.train.Seconds(),
			p.synTagger.CoreRecall.Value, p.synTagger.NonPIIRate.Value, p.synComb.CoreRecall.Value, p.synComb.NonPIIRate.Value,
			p.devTagger.CoreRecall.Value, p.devTagger.NonPIIRate.Value, p.devComb.CoreRecall.Value, p.devComb.NonPIIRate.Value)
	}
	fmt.Printf("rules alone: synthetic dev core recall %.4f non-PII %.4f; devset %.4f %.4f\n",
		rulesSyn.CoreRecall.Value, rulesSyn.NonPIIRate.Value, rulesDev.CoreRecall.Value, rulesDev.NonPIIRate.Value)
	return plotCurve(pts, rulesSyn, rulesDev, out)
}

func plotCurve(pts []point, rulesSyn, rulesDev eval.Metrics, out string) error {
	p := plot.New()
	p.Title.Text = "Tagger learning curve: core-PII recall vs synthetic training notes"
	p.X.Label.Text = "synthetic training notes (log scale)"
	p.Y.Label.Text = "core-PII recall (%)"
	p.X.Scale = plot.LogScale{}
	p.X.Tick.Marker = plot.ConstantTicks(ticks(pts))
	p.Legend.Top = false
	p.Legend.Left = false
	p.Add(plotter.NewGrid())
	series := []struct {
		name string
		get  func(point) float64
		c    color.RGBA
		dash bool
	}{
		{"synthetic dev, tagger alone", func(q point) float64 { return q.synTagger.CoreRecall.Value }, color.RGBA{0x1f, 0x77, 0xb4, 0xff}, true},
		{"synthetic dev, tagger + rules", func(q point) float64 { return q.synComb.CoreRecall.Value }, color.RGBA{0x1f, 0x77, 0xb4, 0xff}, false},
		{"devset, tagger alone", func(q point) float64 { return q.devTagger.CoreRecall.Value }, color.RGBA{0xd6, 0x27, 0x28, 0xff}, true},
		{"devset, tagger + rules", func(q point) float64 { return q.devComb.CoreRecall.Value }, color.RGBA{0xd6, 0x27, 0x28, 0xff}, false},
	}
	lo := 100.0
	for _, s := range series {
		xy := make(plotter.XYs, len(pts))
		for i, q := range pts {
			xy[i] = plotter.XY{X: float64(q.n), Y: 100 * s.get(q)}
			lo = min(lo, xy[i].Y)
		}
		l, pt, err := plotter.NewLinePoints(xy)
		if err != nil {
			return err
		}
		l.Color, pt.Color = s.c, s.c
		l.Width = vg.Points(1.5)
		if s.dash {
			l.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
		}
		p.Add(l, pt)
		p.Legend.Add(s.name, l, pt)
	}
	for _, h := range []struct {
		name string
		v    float64
		c    color.RGBA
	}{
		{"synthetic dev, rules alone", rulesSyn.CoreRecall.Value, color.RGBA{0x1f, 0x77, 0xb4, 0x80}},
		{"devset, rules alone", rulesDev.CoreRecall.Value, color.RGBA{0xd6, 0x27, 0x28, 0x80}},
	} {
		xy := plotter.XYs{{X: float64(pts[0].n), Y: 100 * h.v}, {X: float64(pts[len(pts)-1].n), Y: 100 * h.v}}
		l, err := plotter.NewLine(xy)
		if err != nil {
			return err
		}
		l.Color = h.c
		l.Dashes = []vg.Length{vg.Points(1), vg.Points(2)}
		p.Add(l)
		p.Legend.Add(h.name, l)
		lo = min(lo, 100*h.v)
	}
	p.Y.Min, p.Y.Max = max(0, lo-1), 100.2
	c := vgsvg.New(9*vg.Inch, 5*vg.Inch)
	p.Draw(draw.New(c))
	var buf bytes.Buffer
	if _, err := c.WriteTo(&buf); err != nil {
		return err
	}
	svg := strings.ReplaceAll(buf.String(), "font-family:Liberation Sans;", "font-family:'Liberation Sans',Arial,Helvetica,sans-serif;")
	return os.WriteFile(out, []byte(svg), 0o644)
}

func ticks(pts []point) []plot.Tick {
	var t []plot.Tick
	for _, q := range pts {
		t = append(t, plot.Tick{Value: float64(q.n), Label: strconv.Itoa(q.n)})
	}
	return t
}
