package neural

import (
	"context"
	"fmt"
	"sync"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/recognize"
	"github.com/meddeid/meddeid/recognize/builtin"
	"github.com/meddeid/meddeid/tagger"
)

// Source is the Source of the spans the neural tagger finds.
const Source = "neural"

// spansOf tags a tokenized text and returns scored spans.
func (m *Model) spansOf(text string, toks []tagger.Token, f *tagger.Features) []document.Span {
	em := m.emissions(f, len(toks), func(i int) string { return text[toks[i].Begin:toks[i].End] })
	tags := m.Viterbi(em, len(toks), float32(m.Header.Bias))
	ts := m.tags.Decode(tags)
	spans := m.tags.Spans(text, toks, ts, Source)
	for i := range spans {
		sc := m.spanScore(em, tags, ts[i])
		spans[i].Score = &sc
	}
	return spans
}

// featurePool recycles the feature buffers of tagWith.
var featurePool = sync.Pool{New: func() any { return new(tagger.Features) }}

// tagWith extracts the features of toks (with the recognizers' spans
// rules) into recycled buffers and returns the scored spans.
func (d *Detector) tagWith(text string, p *lang.Profile, toks []tagger.Token, rules []document.Span) []document.Span {
	f := featurePool.Get().(*tagger.Features)
	defer featurePool.Put(f)
	return d.model.spansOf(text, toks, d.ext.ExtractInto(f, text, p, toks, rules))
}

// Detector runs a neural model on documents. Its spans carry a score in
// [0.5, 0.95]: 0.5 + 0.45 × the mean probability of their tags. It is safe
// for concurrent use.
type Detector struct {
	model *Model
	ext   *tagger.Extractor
	reg   *recognize.Registry
	// Lang, when set, overrides every document's language.
	Lang string
}

var _ detect.Detector = (*Detector)(nil)

// NewDetector returns a detector for m; its features use lx (nil:
// lexicon.Load()), which should be the lexicon the model was trained with.
func NewDetector(m *Model, lx *lexicon.Lexicon) (*Detector, error) {
	if lx == nil {
		var err error
		if lx, err = lexicon.Load(); err != nil {
			return nil, fmt.Errorf("neural: %w", err)
		}
	}
	reg := builtin.New(lx)
	return &Detector{model: m, ext: tagger.NewExtractor(m.Header.Features, lx, reg), reg: reg}, nil
}

// Model returns the detector's model.
func (d *Detector) Model() *Model { return d.model }

// Registry returns the recognizers whose spans the model's features use.
func (d *Detector) Registry() *recognize.Registry { return d.reg }

func (d *Detector) profile(doc *document.Document) (*lang.Profile, error) {
	p, err := lang.Resolve(d.Lang, doc.Language, doc.Text)
	if err != nil {
		return nil, fmt.Errorf("neural: document %q: %w", doc.ID, err)
	}
	return p, nil
}

// Detect implements detect.Detector.
func (d *Detector) Detect(ctx context.Context, doc *document.Document) ([]document.Span, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p, err := d.profile(doc)
	if err != nil {
		return nil, err
	}
	toks := tagger.Tokenize(doc.Text)
	return d.model.spansOf(doc.Text, toks, d.ext.Extract(doc.Text, p, toks)), nil
}

// withRules runs the recognizers once and tags with their spans as
// features.
func (d *Detector) withRules(doc *document.Document) (rules, tagged []document.Span, keep func(document.Span) bool, err error) {
	p, err := d.profile(doc)
	if err != nil {
		return nil, nil, nil, err
	}
	rules = d.reg.Run(doc.Text, p)
	toks := tagger.Tokenize(doc.Text)
	return rules, d.tagWith(doc.Text, p, toks, rules), d.ext.Keeper(doc.Text, p, rules), nil
}

// Combined returns the detector of the rules and this model merged by
// tagger.MergeWith with the model's dev-chosen solo threshold
// (Header.MinScore) and the linear tagger's plausibility veto; the
// recognizers run once per document.
func (d *Detector) Combined() *Combined {
	return &Combined{net: d, MinScore: d.model.Header.MinScore}
}

// Combined is the rules plus the neural tagger (see tagger.Merge). It is
// safe for concurrent use.
type Combined struct {
	net *Detector
	// MinScore is the score a neural span that no recognizer span
	// overlaps needs.
	MinScore float64
}

var _ detect.Detector = (*Combined)(nil)

// Detect implements detect.Detector.
func (c *Combined) Detect(ctx context.Context, doc *document.Document) ([]document.Span, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	rules, tagged, keep, err := c.net.withRules(doc)
	if err != nil {
		return nil, err
	}
	return tagger.MergeWith(doc.Text, rules, tagged, c.MinScore, keep), nil
}

// Ensemble combines the rules, the linear tagger and the neural tagger.
// Its conflict rule:
//
//  1. every recognizer span is a candidate, and so is every model span
//     that overlaps one (the rules confirm something is there);
//  2. a model span that no recognizer span overlaps (a solo span) is a
//     candidate when the other model has a span overlapping it (both
//     models agree, whatever their labels) and its score is at least
//     AgreeScore, or when its own score is at least its model's
//     SoloScore (LinearSolo, NeuralSolo: one model alone must be very
//     sure);
//  3. the candidates are merged with the recognizer spans by
//     tagger.MergeWith with the linear tagger's plausibility veto
//     (overlaps resolved by score, then length; uncovered parts of a
//     losing candidate kept when they fit their label).
//
// It is safe for concurrent use.
type Ensemble struct {
	linear *tagger.Detector
	net    *Detector
	// AgreeScore is the score a solo span needs when the other model
	// agrees (default 0: agreement is enough).
	AgreeScore float64
	// LinearSolo and NeuralSolo are the scores a solo span of each model
	// needs without agreement (defaults: the models' dev-chosen
	// MinScore, raised to at least DefaultSoloFloor).
	LinearSolo, NeuralSolo float64
	// Lang, when set, overrides every document's language.
	Lang string
}

// DefaultSoloFloor is the least score a solo span of one model needs in
// the ensemble without the other model's agreement.
const DefaultSoloFloor = 0.9

var _ detect.Detector = (*Ensemble)(nil)

// NewEnsemble returns the ensemble of the rules, linear and net (see
// Ensemble for the conflict rule). The recognizers run once per document
// and their spans serve as features of both models.
func NewEnsemble(linear *tagger.Detector, net *Detector) *Ensemble {
	return &Ensemble{linear: linear, net: net,
		LinearSolo: max(linear.Model().Header.MinScore, DefaultSoloFloor),
		NeuralSolo: max(net.model.Header.MinScore, DefaultSoloFloor)}
}

// Detect implements detect.Detector.
func (e *Ensemble) Detect(ctx context.Context, doc *document.Document) ([]document.Span, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p, err := lang.Resolve(e.Lang, doc.Language, doc.Text)
	if err != nil {
		return nil, fmt.Errorf("neural: document %q: %w", doc.ID, err)
	}
	rules := e.net.reg.Run(doc.Text, p)
	toks := tagger.Tokenize(doc.Text)
	nspans := e.net.tagWith(doc.Text, p, toks, rules)
	lspans := e.linear.SpansWith(doc.Text, p, rules)
	return EnsembleMergeWith(doc.Text, rules, lspans, nspans, e.AgreeScore, e.LinearSolo, e.NeuralSolo, e.net.ext.Keeper(doc.Text, p, rules)), nil
}

// EnsembleMerge applies the Ensemble conflict rule to the spans of the
// rules, the linear and the neural tagger of one text.
func EnsembleMerge(text string, rules, lin, net []document.Span, agree, linSolo, netSolo float64) []document.Span {
	return EnsembleMergeWith(text, rules, lin, net, agree, linSolo, netSolo, nil)
}

// EnsembleMergeWith is EnsembleMerge with the plausibility veto keep (nil:
// none) applied by tagger.MergeWith to the candidates.
func EnsembleMergeWith(text string, rules, lin, net []document.Span, agree, linSolo, netSolo float64, keep func(document.Span) bool) []document.Span {
	var cands []document.Span
	pick := func(own, other []document.Span, solo float64) {
		for _, s := range own {
			sc := 0.0
			if s.Score != nil {
				sc = *s.Score
			}
			switch {
			case overlaps(rules, s):
			case overlaps(other, s) && sc >= agree:
			case sc >= solo:
			default:
				continue
			}
			cands = append(cands, s)
		}
	}
	pick(lin, net, linSolo)
	pick(net, lin, netSolo)
	return tagger.MergeWith(text, rules, cands, 0, keep)
}

// overlaps reports whether s overlaps one of spans.
func overlaps(spans []document.Span, s document.Span) bool {
	for _, o := range spans {
		if o.Begin < s.End && s.Begin < o.End {
			return true
		}
	}
	return false
}
