package tagger

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/eval"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/recognize"
	"github.com/meddeid/meddeid/taxonomy"
)

// TrainConfig configures Train.
type TrainConfig struct {
	// Epochs is the largest number of passes over the training data
	// (default 10).
	Epochs int
	// Patience stops training after this many epochs without a better
	// dev F1 (default 2).
	Patience int
	// Seed seeds the shuffles.
	Seed uint64
	// TargetRecall is the dev core recall the O bias is chosen to reach
	// (default 0.99; 0 < TargetRecall ≤ 1).
	TargetRecall float64
	// MaxNonPII caps the dev non-PII redaction rate the bias may cost
	// (default 0.02).
	MaxNonPII float64
	// MaxSoloNonPII is the share of the dev non-PII characters that the
	// tagger spans no recognizer span overlaps may redact in the combined
	// detector; it chooses Header.MinScore (default 0.0005; see Merge).
	MaxSoloNonPII float64
	// SoloRecallLoss is the share of the dev gold characters found only
	// by the tagger (no recognizer span overlaps its span) that the
	// threshold Header.MinScore may give up: the tagger's least sure solo
	// spans are dropped, because on notes unlike the training data its
	// unsure spans are mostly false positives (default 0.05; see Merge).
	SoloRecallLoss float64
	// OpenMinScore, when not nil, is the score a solo span of an
	// open-class label (organisations and places; see OpenClass) needs
	// in the combined detector instead of Header.MinScore; it is written
	// to Header.OpenMinScore. meddeid train sets 0: the plausibility veto
	// alone judges such spans (docs/MODELS.md, "Stop 21").
	OpenMinScore *float64
	// Features is the feature configuration (default DefaultFeatures).
	Features FeatureConfig
	// Window is the training and decoding window in tokens (default 400).
	Window int
	// Lang, when set, overrides every document's language.
	Lang string
	// Workers extract features in parallel (default GOMAXPROCS).
	Workers int
	// RuleDropout is the probability with which each recognizer span is
	// left out of a training document's rule features (seeded by Seed and
	// the document's position; dev documents keep all of theirs). On
	// synthetic notes the recognizers find nearly every identifier, so a
	// model trained with all of them learns to copy them; dropping some
	// makes it learn the context and word shapes that still work where
	// the recognizers miss (0: none; 0 ≤ RuleDropout < 1).
	RuleDropout float64
	// Progress, when set, is called after every epoch.
	Progress func(EpochReport)
}

// EpochReport are the figures of one epoch.
type EpochReport struct {
	Epoch    int
	Mistakes int // training sequences decoded wrongly
	Dev      DevMetrics
	Best     bool
}

// Report summarises a training run.
type Report struct {
	Epochs   []EpochReport
	Encoding EncodeStats
	// Tokens is the number of training tokens.
	Tokens int
}

// seq is one training or dev sequence.
type seq struct {
	f    *Features
	n    int
	tags []int
}

// prepared holds one document's tokens and features.
type prepared struct {
	p     *lang.Profile
	toks  []Token
	rules []document.Span // the recognizers' spans, when computed
	f     *Features
	tags  []int
	st    EncodeStats
}

func (c *TrainConfig) defaults() error {
	if c.Epochs <= 0 {
		c.Epochs = 10
	}
	if c.Patience <= 0 {
		c.Patience = 2
	}
	if c.TargetRecall == 0 {
		c.TargetRecall = 0.99
	}
	if c.TargetRecall < 0 || c.TargetRecall > 1 {
		return fmt.Errorf("tagger: target recall %g not in (0,1]", c.TargetRecall)
	}
	if c.MaxNonPII == 0 {
		c.MaxNonPII = 0.02
	}
	if c.MaxSoloNonPII == 0 {
		c.MaxSoloNonPII = 0.0005
	}
	if c.SoloRecallLoss == 0 {
		c.SoloRecallLoss = 0.05
	}
	if c.SoloRecallLoss < 0 || c.SoloRecallLoss >= 1 {
		return fmt.Errorf("tagger: solo recall loss %g not in [0,1)", c.SoloRecallLoss)
	}
	if c.Features.HashBits == 0 {
		c.Features = DefaultFeatures
	}
	if c.Features.HashBits < 8 || c.Features.HashBits > maxHashBits {
		return fmt.Errorf("tagger: hash bits %d not in [8,%d]", c.Features.HashBits, maxHashBits)
	}
	if c.Window <= 0 {
		c.Window = 400
	}
	if c.Workers <= 0 {
		c.Workers = runtime.GOMAXPROCS(0)
	}
	if c.RuleDropout < 0 || c.RuleDropout >= 1 {
		return fmt.Errorf("tagger: rule dropout %g not in [0,1)", c.RuleDropout)
	}
	return nil
}

// DataHash returns the SHA-256 (hex) of the documents' texts and spans,
// in order.
func DataHash(docs []*document.Document) string {
	h := sha256.New()
	var b [8]byte
	put := func(v int) { binary.LittleEndian.PutUint64(b[:], uint64(v)); h.Write(b[:]) }
	for _, d := range docs {
		put(len(d.Text))
		h.Write([]byte(d.Text))
		put(len(d.Spans))
		for _, s := range d.Spans {
			put(s.Begin)
			put(s.End)
			h.Write([]byte(s.Label))
			h.Write([]byte{0})
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// SplitDev splits docs into train and dev parts deterministically by a
// hash of each document's text: about frac of them go to dev.
func SplitDev(docs []*document.Document, frac float64) (train, dev []*document.Document) {
	for _, d := range docs {
		h := sha256.Sum256([]byte(d.ID + "\x00" + d.Text))
		if float64(binary.LittleEndian.Uint64(h[:]))/float64(^uint64(0)) < frac {
			dev = append(dev, d)
		} else {
			train = append(train, d)
		}
	}
	return train, dev
}

// prepare tokenizes, extracts features and encodes the gold of docs in
// parallel, keeping their order.
// With drop > 0, each recognizer span is left out of the rule features
// with probability drop, drawn from a generator seeded by seed and the
// document's index (see TrainConfig.RuleDropout).
func prepare(ctx context.Context, x *Extractor, ts *TagSet, docs []*document.Document, override string, workers int, wantRules bool, drop float64, seed uint64) ([]prepared, error) {
	var reg *recognize.Registry
	if wantRules || x.cfg.Rules {
		reg = x.registry()
	}
	out := make([]prepared, len(docs))
	errs := make([]error, len(docs))
	var wg sync.WaitGroup
	next := make(chan int)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				d := docs[i]
				p, err := lang.Resolve(override, d.Language, d.Text)
				if err != nil {
					errs[i] = fmt.Errorf("tagger: document %q: %w", d.ID, err)
					continue
				}
				toks := Tokenize(d.Text)
				tags, st := ts.Encode(toks, d.Spans)
				var rules []document.Span
				if reg != nil {
					rules = reg.Run(d.Text, p)
				}
				feat := rules
				if drop > 0 {
					feat = dropSpans(rules, drop, rand.New(rand.NewPCG(seed, uint64(i))))
				}
				out[i] = prepared{p: p, toks: toks, rules: rules, f: x.ExtractWith(d.Text, p, toks, feat), tags: tags, st: st}
			}
		}()
	}
	for i := range docs {
		if ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return out, errors.Join(errs...)
}

// dropSpans returns the spans of rules that survive a draw of r with
// probability 1−drop each, in order, in a new slice.
func dropSpans(rules []document.Span, drop float64, r *rand.Rand) []document.Span {
	out := make([]document.Span, 0, len(rules))
	for _, s := range rules {
		if r.Float64() >= drop {
			out = append(out, s)
		}
	}
	return out
}

// cut splits a prepared document into training windows of at most size
// tokens, cutting only between spans.
func cut(p prepared, size int) []seq {
	n := len(p.toks)
	var out []seq
	for b := 0; b < n; {
		e := min(b+size, n)
		if e < n {
			c := e
			for c > b+size/2 && p.tags[c-1] != 0 && !isClosed(p.tags[c-1]) {
				c--
			}
			if c > b+size/2 {
				e = c
			}
		}
		f := &Features{Idx: p.f.Idx, Off: p.f.Off[b : e+1], Local: p.f.Local[b:e]}
		out = append(out, seq{f: f, n: e - b, tags: p.tags[b:e]})
		b = e
	}
	return out
}

// isClosed reports whether tag t (not O) ends a span (E or S).
func isClosed(t int) bool { p := Position((t-1)%4 + 1); return p == PosE || p == PosS }

// Train trains a model on train, choosing the best epoch and the recall
// bias on dev (when dev is empty, a tenth of train is held apart).
func Train(ctx context.Context, train, dev []*document.Document, lx *lexicon.Lexicon, cfg TrainConfig) (*Model, *Report, error) {
	if err := cfg.defaults(); err != nil {
		return nil, nil, err
	}
	if lx == nil {
		var err error
		if lx, err = lexicon.Load(); err != nil {
			return nil, nil, fmt.Errorf("tagger: %w", err)
		}
	}
	if len(dev) == 0 {
		train, dev = SplitDev(train, 0.1)
	}
	if len(train) == 0 || len(dev) == 0 {
		return nil, nil, errors.New("tagger: need at least one training and one dev document")
	}
	h := Header{Format: FormatVersion, Scheme: "BIOES", Labels: taxonomy.LabelNames(), Features: cfg.Features,
		Window: cfg.Window, Seed: cfg.Seed, TrainDocs: len(train), TrainHash: DataHash(train),
		DevDocs: len(dev), DevHash: DataHash(dev), TargetRecall: cfg.TargetRecall, RuleDropout: cfg.RuleDropout}
	m := newModel(h)
	x := newExtractorFor(cfg.Features, lx)
	rep := &Report{}
	tp, err := prepare(ctx, x, m.tags, train, cfg.Lang, cfg.Workers, false, cfg.RuleDropout, cfg.Seed)
	if err != nil {
		return nil, nil, err
	}
	dp, err := prepare(ctx, x, m.tags, dev, cfg.Lang, cfg.Workers, true, 0, 0)
	if err != nil {
		return nil, nil, err
	}
	var seqs []seq
	for _, p := range tp {
		rep.Encoding.Add(p.st)
		rep.Tokens += len(p.toks)
		seqs = append(seqs, cut(p, cfg.Window)...)
	}
	tr := newTrainer(m)
	var best *Model
	bestF1, since := -1.0, 0
	order := make([]int, len(seqs))
	for i := range order {
		order[i] = i
	}
	for epoch := 1; epoch <= cfg.Epochs; epoch++ {
		r := rand.New(rand.NewPCG(cfg.Seed, uint64(epoch)))
		r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		mistakes := 0
		for _, i := range order {
			if err := ctx.Err(); err != nil {
				return nil, nil, err
			}
			if tr.step(seqs[i]) {
				mistakes++
			}
		}
		avg := tr.averaged()
		dm, err := devMetrics(avg, dev, dp, 0)
		if err != nil {
			return nil, nil, err
		}
		er := EpochReport{Epoch: epoch, Mistakes: mistakes, Dev: dm}
		if dm.F1 > bestF1 {
			bestF1, best, since = dm.F1, avg, 0
			best.Header.BestEpoch = epoch
			er.Best = true
		} else {
			since++
		}
		rep.Epochs = append(rep.Epochs, er)
		if cfg.Progress != nil {
			cfg.Progress(er)
		}
		best.Header.Epochs = epoch
		if since >= cfg.Patience {
			break
		}
	}
	if err := chooseBias(best, dev, dp, cfg); err != nil {
		return nil, nil, err
	}
	best.Header.ScoreScale = medianMargin(best, dp, float32(best.Header.Bias))
	if err := chooseMinScore(best, x, dev, dp, cfg); err != nil {
		return nil, nil, err
	}
	return best, rep, nil
}

// chooseMinScore sets Header.MinScore for the tagger spans that no
// recognizer span overlaps ("solo" spans) on dev: the larger of the
// smallest score at which they redact at most MaxSoloNonPII of the dev
// non-PII characters and the score below which lie the least sure solo
// spans holding SoloRecallLoss of their gold characters. Solo spans that
// the plausibility veto drops do not count. It records the dev metrics of
// the rules alone and of the combined detector.
func chooseMinScore(m *Model, x *Extractor, dev []*document.Document, dp []prepared, cfg TrainConfig) error {
	bias := float32(m.Header.Bias)
	n := len(dev)
	texts, gold, rules := make([]string, n), make([][]document.Span, n), make([][]document.Span, n)
	tagged, keep := make([][]document.Span, n), make([]func(document.Span) bool, n)
	for i, d := range dev {
		texts[i], gold[i], rules[i] = d.Text, d.Spans, dp[i].rules
		tagged[i] = m.spansOf(d.Text, dp[i].toks, dp[i].f, bias)
		keep[i] = x.Keeper(d.Text, dp[i].p, dp[i].rules)
	}
	m.Header.MaxSoloNonPII = cfg.MaxSoloNonPII
	m.Header.SoloRecallLoss = cfg.SoloRecallLoss
	m.Header.MinScore = SoloThreshold(texts, gold, rules, tagged, keep, cfg.MaxSoloNonPII, cfg.SoloRecallLoss)
	m.Header.OpenMinScore = cfg.OpenMinScore
	ms := m.Header.MinScores()
	var err error
	m.Header.DevCombined, err = ScoreSpans(dev, func(i int) []document.Span {
		return MergeScores(dev[i].Text, dp[i].rules, tagged[i], ms, keep[i])
	})
	if err != nil {
		return err
	}
	m.Header.DevRules, err = ScoreSpans(dev, func(i int) []document.Span { return dp[i].rules })
	return err
}

// ScoreSpans scores the spans spansOf(i) of every dev document i: core
// recall, non-PII rate and exact F1, as model headers record them.
func ScoreSpans(dev []*document.Document, spansOf func(int) []document.Span) (DevMetrics, error) {
	gold := make([]*document.Document, len(dev))
	pred := make([]*document.Document, len(dev))
	for i, d := range dev {
		id := fmt.Sprintf("dev-%d", i)
		g := *d
		g.ID = id
		gold[i] = &g
		pred[i] = &document.Document{ID: id, Text: d.Text, Language: d.Language, Spans: spansOf(i)}
	}
	r, err := eval.Evaluate(gold, pred, eval.Options{})
	if err != nil {
		return DevMetrics{}, fmt.Errorf("tagger: dev evaluation: %w", err)
	}
	mt := r.Overall.Metrics
	return DevMetrics{CoreRecall: val(mt.CoreRecall), NonPII: val(mt.NonPIIRate), F1: val(mt.F1)}, nil
}

// devMetrics decodes the dev documents with bias and scores them.
func devMetrics(m *Model, dev []*document.Document, dp []prepared, bias float32) (DevMetrics, error) {
	return ScoreSpans(dev, func(i int) []document.Span { return m.spansOf(dev[i].Text, dp[i].toks, dp[i].f, bias) })
}

func val(r eval.Rate) float64 {
	if !r.Valid {
		return 0
	}
	return r.Value
}

// chooseBias sets the smallest O bias that reaches the target dev core
// recall without passing the non-PII ceiling (bisection over a doubling
// bracket), and records the dev metrics.
func chooseBias(m *Model, dev []*document.Document, dp []prepared, cfg TrainConfig) error {
	base, err := devMetrics(m, dev, dp, 0)
	if err != nil {
		return err
	}
	m.Header.DevNoBias = base
	m.Header.Bias, m.Header.Dev = 0, base
	if base.CoreRecall >= cfg.TargetRecall {
		return nil
	}
	ok := func(d DevMetrics) bool { return d.NonPII <= cfg.MaxNonPII }
	lo, hi := 0.0, 1.0
	var hiM DevMetrics
	for {
		if hiM, err = devMetrics(m, dev, dp, float32(hi)); err != nil {
			return err
		}
		if hiM.CoreRecall >= cfg.TargetRecall || !ok(hiM) || hi >= 1024 {
			break
		}
		lo, m.Header.Bias, m.Header.Dev = hi, hi, hiM
		hi *= 2
	}
	if ok(hiM) && hiM.CoreRecall >= cfg.TargetRecall {
		m.Header.Bias, m.Header.Dev = hi, hiM
	}
	for range 8 {
		mid := (lo + hi) / 2
		dm, err := devMetrics(m, dev, dp, float32(mid))
		if err != nil {
			return err
		}
		if dm.CoreRecall >= cfg.TargetRecall && ok(dm) {
			hi, m.Header.Bias, m.Header.Dev = mid, mid, dm
		} else if ok(dm) {
			lo = mid
			if m.Header.Dev.CoreRecall < cfg.TargetRecall && dm.CoreRecall > m.Header.Dev.CoreRecall {
				m.Header.Bias, m.Header.Dev = mid, dm
			}
		} else {
			hi = mid
		}
	}
	return nil
}

// medianMargin returns the median mean margin of the spans found in the
// dev documents at bias (1 when there are none).
func medianMargin(m *Model, dp []prepared, bias float32) float64 {
	var ms []float64
	for _, p := range dp {
		tags, em := m.predict(p.f, len(p.toks), bias, false)
		for _, s := range m.tags.Decode(tags) {
			ms = append(ms, m.spanMargin(em, tags, s))
		}
	}
	if len(ms) == 0 {
		return 1
	}
	slices.Sort(ms)
	if v := ms[len(ms)/2]; v > 0 {
		return v
	}
	return 1
}
