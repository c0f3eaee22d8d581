package tagger

import (
	"context"
	"fmt"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/recognize"
	"github.com/meddeid/meddeid/recognize/builtin"
)

// Source is the Source of the spans a Detector finds.
const Source = "tagger"

// Detector runs a model on documents. Its spans carry a score in
// [0.5, 0.95] from the mean emission margin of their tags over O (see
// Header.ScoreScale), so that
// in a detect.Pipeline a confident recognizer span (up to 0.95) wins an
// overlap against an unsure tagger span, and a confident tagger span wins
// against a weak recognizer span. It is safe for concurrent use.
type Detector struct {
	model *Model
	ext   *Extractor
	// Lang, when set, overrides every document's language.
	Lang string
}

var _ detect.Detector = (*Detector)(nil)

// NewDetector returns a detector for m. Its lexicon and recognizer
// features use lx (nil: lexicon.Load()), which should be the lexicon the
// model was trained with, extended with a hospital's lists if any.
func NewDetector(m *Model, lx *lexicon.Lexicon) (*Detector, error) {
	if lx == nil {
		var err error
		if lx, err = lexicon.Load(); err != nil {
			return nil, fmt.Errorf("tagger: %w", err)
		}
	}
	return &Detector{model: m, ext: newExtractorFor(m.Header.Features, lx)}, nil
}

func newExtractorFor(cfg FeatureConfig, lx *lexicon.Lexicon) *Extractor {
	x := NewExtractor(cfg, lx, nil)
	if cfg.Rules {
		x.reg = builtin.New(lx)
	}
	return x
}

// registry returns the recognizers of the rule features, built on first
// use when the features do not use them.
func (x *Extractor) registry() *recognize.Registry {
	x.regOnce.Do(func() {
		if x.reg == nil {
			x.reg = builtin.New(x.lx)
		}
	})
	return x.reg
}

// Model returns the detector's model.
func (d *Detector) Model() *Model { return d.model }

// Detect implements detect.Detector.
func (d *Detector) Detect(ctx context.Context, doc *document.Document) ([]document.Span, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p, err := lang.Resolve(d.Lang, doc.Language, doc.Text)
	if err != nil {
		return nil, fmt.Errorf("tagger: document %q: %w", doc.ID, err)
	}
	return d.model.detect(d.ext, doc.Text, p, float32(d.model.Header.Bias)), nil
}

// detect tags text and returns scored spans.
func (m *Model) detect(x *Extractor, text string, p *lang.Profile, bias float32) []document.Span {
	return m.tagText(x, text, p, Tokenize(text), x.ruleFeatures(text, p), bias)
}

// tagText extracts the features of toks and returns the scored spans,
// with the buffers of a recycled scratch.
func (m *Model) tagText(x *Extractor, text string, p *lang.Profile, toks []Token, rules []document.Span, bias float32) []document.Span {
	s := scratchPool.Get().(*scratch)
	defer scratchPool.Put(s)
	f := x.extract(&s.f, text, p, toks, rules, m.sp != nil)
	return m.spansWith(s, text, toks, f, bias)
}

func (m *Model) spansOf(text string, toks []Token, f *Features, bias float32) []document.Span {
	return m.spansWith(nil, text, toks, f, bias)
}

// spansWith is spansOf with the prediction buffers of s (nil: new ones).
func (m *Model) spansWith(s *scratch, text string, toks []Token, f *Features, bias float32) []document.Span {
	if s == nil {
		s = new(scratch)
	}
	tags, em := m.predictInto(s, f, len(toks), bias, true)
	s.ts = m.tags.decodeInto(s.ts, tags)
	// the spans of Spans with their scores, which share one allocation
	spans := make([]document.Span, len(s.ts))
	var scores []float64
	if len(s.ts) > 0 {
		scores = make([]float64, len(s.ts))
	}
	for i, ts := range s.ts {
		b, e := toks[ts.First].Begin, toks[ts.Last].End
		scores[i] = m.spanScore(em, tags, ts)
		spans[i] = document.Span{Begin: b, End: e, Label: m.tags.labels[ts.Label], Text: text[b:e], Score: &scores[i], Source: Source}
	}
	return spans
}
