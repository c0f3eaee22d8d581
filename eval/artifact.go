package eval

import (
	"encoding/json"
	"fmt"
	"io"
)

// ArtifactSchema names the format written by Comparison.WriteJSON.
const ArtifactSchema = "meddeid-eval/1"

// The JSON artifact holds no document text and no document IDs: only
// pooled counts, rates, labels, categories and language tags, so it can
// be shared. All rates are fractions in [0, 1], null where undefined.
type artifact struct {
	Schema      string               `json:"schema"`
	Settings    artifactSettings     `json:"settings"`
	Reference   string               `json:"reference"`
	SystemOrder []string             `json:"system_order"`
	Systems     map[string]artSystem `json:"systems"`
	Differences map[string]artDiff   `json:"differences"`
	Warnings    []artWarning         `json:"warnings"`
}

type artifactSettings struct {
	Bootstrap     int      `json:"bootstrap_resamples"`
	Seed          uint64   `json:"seed"`
	Confidence    float64  `json:"confidence"`
	IntervalKind  string   `json:"interval"`
	LabelFilter   []string `json:"label_filter"`
	ExcludeAges   bool     `json:"exclude_ages"`
	Leakage       bool     `json:"leakage"`
	CharacterUnit string   `json:"character_unit"`
}

type artSystem struct {
	Metrics         map[string]*float64    `json:"metrics"`
	CI              map[string]*[2]float64 `json:"ci"`
	Counts          Counts                 `json:"counts"`
	Labels          []LabelMetrics         `json:"labels"`
	Categories      []CategoryMetrics      `json:"categories"`
	Confusion       ConfusionMatrix        `json:"confusion"`
	CoarseConfusion ConfusionMatrix        `json:"coarse_confusion"`
	Languages       []artLanguage          `json:"languages"`
	Timing          *Timing                `json:"timing"`
}

type artLanguage struct {
	Language string              `json:"language"`
	Counts   Counts              `json:"counts"`
	Metrics  map[string]*float64 `json:"metrics"`
}

type artDiff struct {
	Reference string                 `json:"reference"`
	Metrics   map[string]*float64    `json:"metrics"`
	CI        map[string]*[2]float64 `json:"ci"`
}

type artWarning struct {
	System string `json:"system"`
	Kind   string `json:"kind"`
	Count  int    `json:"count"`
}

func ciPtr(iv Interval) *[2]float64 {
	if !iv.Valid {
		return nil
	}
	return &[2]float64{iv.Low, iv.High}
}

// headlineValues returns the headline fractions of counts.
func headlineValues(hs []Headline, c *Counts) map[string]*float64 {
	m := make(map[string]*float64, len(hs))
	for _, h := range hs {
		m[h.Key] = fraction(NewRate(h.Num(c), h.Den(c)))
	}
	return m
}

// WriteJSON writes the privacy-safe JSON artifact: settings, and for each
// system systems.<name>.metrics.<key> (fractions, null where undefined),
// systems.<name>.ci.<key> ([low, high] or null), pooled counts, per-label
// and per-category results, confusion matrices, per-language metrics and
// systems.<name>.timing (null when no time was given);
// differences.<name> holds the paired differences against the reference.
// No document text or ID is written.
func (c *Comparison) WriteJSON(w io.Writer) error {
	boot, conf := 0, 0.95
	if c.Boot != nil {
		boot, conf = c.Boot.Resamples, c.Boot.Confidence
	}
	a := artifact{
		Schema: ArtifactSchema,
		Settings: artifactSettings{Bootstrap: boot, Seed: c.Options.Seed, Confidence: conf,
			IntervalKind: "percentile bootstrap over whole documents, paired across systems",
			LabelFilter:  c.Reports[0].LabelFilter, ExcludeAges: c.Options.ExcludeAges, Leakage: c.Options.Leakage,
			CharacterUnit: "unicode code point"},
		Reference:   c.Names[0],
		SystemOrder: c.Names,
		Systems:     map[string]artSystem{},
		Differences: map[string]artDiff{},
		Warnings:    []artWarning{},
	}
	for s, r := range c.Reports {
		sys := artSystem{Metrics: headlineValues(c.Headlines, &r.Overall.Counts), CI: map[string]*[2]float64{},
			Counts: r.Overall.Counts, Labels: []LabelMetrics{}, Categories: []CategoryMetrics{},
			Confusion: r.Overall.Confusion, CoarseConfusion: r.Overall.CoarseConfusion, Languages: []artLanguage{},
			Timing: c.Timing(s)}
		for k, h := range c.Headlines {
			sys.CI[h.Key] = ciPtr(c.CI(s, k))
		}
		for _, l := range r.Overall.Labels {
			if l.GoldSpans > 0 || l.PredSpans > 0 {
				sys.Labels = append(sys.Labels, l)
			}
		}
		for _, k := range r.Overall.Categories {
			if k.Chars > 0 {
				sys.Categories = append(sys.Categories, k)
			}
		}
		for _, g := range r.Languages {
			sys.Languages = append(sys.Languages, artLanguage{Language: g.Language, Counts: g.Counts,
				Metrics: headlineValues(c.Headlines, &g.Counts)})
		}
		a.Systems[c.Names[s]] = sys
		if s > 0 {
			d := artDiff{Reference: c.Names[0], Metrics: map[string]*float64{}, CI: map[string]*[2]float64{}}
			for k, h := range c.Headlines {
				v, ref := c.Value(s, k), c.Value(0, k)
				if v.Valid && ref.Valid {
					x := v.Value - ref.Value
					d.Metrics[h.Key] = &x
				} else {
					d.Metrics[h.Key] = nil
				}
				d.CI[h.Key] = ciPtr(c.DiffCI(s, k))
			}
			a.Differences[c.Names[s]] = d
		}
		for _, x := range r.Warnings {
			a.Warnings = append(a.Warnings, artWarning{System: c.Names[s], Kind: x.Kind, Count: x.Count})
		}
	}
	b, err := json.MarshalIndent(&a, "", "  ")
	if err != nil {
		return fmt.Errorf("eval: write json: %w", err)
	}
	if _, err := w.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("eval: write json: %w", err)
	}
	return nil
}
