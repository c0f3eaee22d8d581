package neural

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"sync"
	"time"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/gobackend"
	"github.com/gomlx/gomlx/core/graph"
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"
	"github.com/gomlx/gomlx/ml/train"
	"github.com/gomlx/gomlx/ml/train/optimizer"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/recognize"
	"github.com/meddeid/meddeid/recognize/builtin"
	"github.com/meddeid/meddeid/tagger"
	"github.com/meddeid/meddeid/taxonomy"
)

// TrainConfig configures Train.
type TrainConfig struct {
	// Arch is the network (default DefaultArch).
	Arch Arch
	// Features configures the input features (default
	// tagger.DefaultFeatures).
	Features tagger.FeatureConfig
	// Epochs is the largest number of passes over the training data
	// (default 4); Patience stops after this many epochs without a better
	// dev F1 (default 1).
	Epochs, Patience int
	// Window is the training window in tokens (default 128); Batch the
	// windows per step (default 16); LearningRate Adam's (default 0.003).
	Window, Batch int
	LearningRate  float64
	// Seed seeds the initial weights and the shuffles.
	Seed uint64
	// MaxSoloNonPII and SoloRecallLoss choose Header.MinScore (defaults
	// 0.0005 and 0.05; see tagger.SoloThreshold).
	MaxSoloNonPII, SoloRecallLoss float64
	// MaxSteps, when positive, stops every epoch after this many steps
	// (for tests).
	MaxSteps int
	// Lang, when set, overrides every document's language.
	Lang string
	// Workers extract features in parallel (default GOMAXPROCS).
	Workers int
	// Progress, when set, is called after every epoch.
	Progress func(EpochReport)
	// Checkpoint, when set, is called with the best model so far after
	// every epoch that improves it (e.g. to write it to disk).
	Checkpoint func(*Model) error
}

// EpochReport are the figures of one epoch.
type EpochReport struct {
	Epoch   int
	Loss    float64 // mean training loss
	Tokens  int     // training tokens seen
	Seconds float64 // since the start of training
	Dev     tagger.DevMetrics
	Best    bool
}

func (c *TrainConfig) defaults() error {
	if c.Arch.Dim == 0 {
		c.Arch = DefaultArch
	}
	if err := c.Arch.check(); err != nil {
		return err
	}
	if c.Features.HashBits == 0 {
		c.Features = tagger.DefaultFeatures
	}
	if c.Epochs <= 0 {
		c.Epochs = 4
	}
	if c.Patience <= 0 {
		c.Patience = 1
	}
	if c.Window <= 0 {
		c.Window = 128
	}
	if c.Batch <= 0 {
		c.Batch = 16
	}
	if c.LearningRate <= 0 {
		c.LearningRate = 0.003
	}
	if c.MaxSoloNonPII == 0 {
		c.MaxSoloNonPII = 0.0005
	}
	if c.SoloRecallLoss == 0 {
		c.SoloRecallLoss = 0.05
	}
	if c.Workers <= 0 {
		c.Workers = runtime.GOMAXPROCS(0)
	}
	return nil
}

// prepared is one document's tokens, features, gold tags and rule spans.
type prepared struct {
	p     *lang.Profile
	toks  []tagger.Token
	f     *tagger.Features
	tags  []int
	rules []document.Span
}

func prepare(ctx context.Context, x *tagger.Extractor, reg *recognize.Registry, ts *tagger.TagSet, docs []*document.Document, override string, workers int) ([]prepared, error) {
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
					errs[i] = fmt.Errorf("neural: document %q: %w", d.ID, err)
					continue
				}
				toks := tagger.Tokenize(d.Text)
				tags, _ := ts.Encode(toks, d.Spans)
				rules := reg.Run(d.Text, p)
				out[i] = prepared{p: p, toks: toks, f: x.ExtractWith(d.Text, p, toks, rules), tags: tags, rules: rules}
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

// win is one training window: tokens begin..end of document doc.
type win struct{ doc, begin, end int }

// newBackend returns GoMLX's pure-Go backend with parallelism off and
// ops run sequentially (deterministic; the parallel default deadlocked in
// our runs). The backend announces the parallelism setting on standard
// output, which is muted while it is created.
func newBackend() (compute.Backend, error) {
	stdout := os.Stdout
	if null, err := os.Open(os.DevNull); err == nil {
		os.Stdout = null
		defer func() { os.Stdout = stdout; null.Close() }()
	}
	b, err := gobackend.New("parallelism=0,ops_sequential")
	if err != nil {
		return nil, fmt.Errorf("neural: GoMLX backend: %w", err)
	}
	return b, nil
}

// initWeights fills m's weights from seed: embeddings N(0, 0.1²), dense
// layers Glorot-uniform, layer norms gain 1 and shift 0, output 0.1×Glorot.
func initWeights(m *Model, seed uint64) {
	r := rand.New(rand.NewPCG(seed, 0x6e657572616c))
	for i := range m.emb {
		m.emb[i] = float32(r.NormFloat64() * 0.1)
	}
	glorot := func(w []float32, in, out int, scale float64) {
		lim := scale * math.Sqrt(6/float64(in+out))
		for i := range w {
			w[i] = float32((2*r.Float64() - 1) * lim)
		}
	}
	D := m.Header.Arch.Dim
	fill(m.g0, 1)
	for _, b := range m.blocks {
		glorot(b.w, 3*D, D, 1)
		fill(b.g, 1)
	}
	glorot(m.outW, D, m.nTags, 0.1)
}

func fill(x []float32, v float32) {
	for i := range x {
		x[i] = v
	}
}

// buildLogits is the GoMLX graph of the network; it must compute what
// Model.forward computes. idx [B,T,K] int32, fmask [B,T,K] and tmask
// [B,T] float32 (1 for real features and tokens).
func buildLogits(scope *model.Scope, a Arch, nTags int, idx, fmask, tmask *graph.Node) *graph.Node {
	g := idx.Graph()
	v := func(name string) *graph.Node { return scope.GetVariable(name).NodeValue(g) }
	tm := graph.InsertAxes(tmask, -1) // [B,T,1]
	emb := graph.Gather(v("emb"), graph.InsertAxes(idx, -1))
	h := graph.ReduceSum(graph.Mul(emb, graph.InsertAxes(fmask, -1)), 2) // [B,T,D]
	h = graph.Mul(layerNormGraph(h, v("ln0_g"), v("ln0_b")), tm)
	dims := h.Shape().Dimensions
	B, T, D := dims[0], dims[1], dims[2]
	for l, d := range a.Dilations {
		prev := graph.ShiftWithScalar(h, 1, graph.ShiftDirRight, d, 0)
		next := graph.ShiftWithScalar(h, 1, graph.ShiftDirLeft, d, 0)
		c := graph.Reshape(graph.Concatenate([]*graph.Node{prev, h, next}, -1), B*T, 3*D)
		u := graph.Add(graph.MatMul(c, v(fmt.Sprintf("block%d_w", l))), graph.InsertAxes(v(fmt.Sprintf("block%d_b", l)), 0))
		u = graph.Max(u, graph.ZerosLike(u))
		h = graph.Add(h, graph.Reshape(u, B, T, D))
		h = graph.Mul(layerNormGraph(h, v(fmt.Sprintf("block%d_g", l)), v(fmt.Sprintf("block%d_beta", l))), tm)
	}
	logits := graph.Add(graph.MatMul(graph.Reshape(h, B*T, D), v("out_w")), graph.InsertAxes(v("out_b"), 0))
	return graph.Reshape(logits, B, T, nTags)
}

func layerNormGraph(x, gain, shift *graph.Node) *graph.Node {
	mean := graph.ReduceAndKeep(x, graph.ReduceMean, -1)
	xc := graph.Sub(x, mean)
	variance := graph.ReduceAndKeep(graph.Square(xc), graph.ReduceMean, -1)
	y := graph.Div(xc, graph.Sqrt(graph.AddScalar(variance, lnEps)))
	return graph.Add(graph.Mul(y, graph.ExpandLeftToRank(gain, 3)), graph.ExpandLeftToRank(shift, 3))
}

// maskedNLL is the mean negative log-likelihood of the gold tags over
// the real tokens. labels: tags [B,T] int32, tmask [B,T].
func maskedNLL(labels, predictions []*graph.Node) *graph.Node {
	logits, tags, tmask := predictions[0], labels[0], labels[1]
	nTags := logits.Shape().Dimensions[2]
	logp := graph.LogSoftmax(logits, -1)
	onehot := graph.OneHot(tags, nTags, dtypes.Float32)
	nll := graph.Neg(graph.ReduceSum(graph.Mul(onehot, logp), -1))
	total := graph.ReduceAllSum(graph.Mul(nll, tmask))
	count := graph.Max(graph.ReduceAllSum(tmask), graph.OnesLike(total))
	return graph.Div(total, count)
}

// batchTensors builds the input and label tensors of windows ws (padded
// to cfg.Batch windows of cfg.Window tokens).
func batchTensors(m *Model, data []prepared, ws []win, batch, T int) (inputs, labels []*tensors.Tensor) {
	K := m.Header.Arch.MaxFeatures
	hmask := uint32(1)<<m.Header.Arch.HashBits - 1
	idx := make([]int32, batch*T*K)
	fmask := make([]float32, batch*T*K)
	tmask := make([]float32, batch*T)
	tags := make([]int32, batch*T)
	for b, w := range ws {
		p := data[w.doc]
		for t := w.begin; t < w.end; t++ {
			pos := b*T + t - w.begin
			tmask[pos] = 1
			tags[pos] = int32(p.tags[t])
			for k, r := range m.bagRows(p.f, t) {
				idx[pos*K+k] = int32(r & hmask)
				fmask[pos*K+k] = 1
			}
		}
	}
	inputs = []*tensors.Tensor{
		tensors.FromFlatDataAndDimensions(idx, batch, T, K),
		tensors.FromFlatDataAndDimensions(fmask, batch, T, K),
		tensors.FromFlatDataAndDimensions(tmask, batch, T),
	}
	labels = []*tensors.Tensor{
		tensors.FromFlatDataAndDimensions(tags, batch, T),
		tensors.FromFlatDataAndDimensions(tmask, batch, T),
	}
	return inputs, labels
}

// storeWeights creates the GoMLX variables of m's weights in scope.
func storeWeights(scope *model.Scope, m *Model) error {
	for _, p := range m.params() {
		data := append([]float32(nil), p.data...)
		if _, err := scope.CreateVariable(p.name, tensors.FromFlatDataAndDimensions(data, p.shape...)); err != nil {
			return fmt.Errorf("neural: variable %s: %w", p.name, err)
		}
	}
	return nil
}

// loadWeights copies the GoMLX variables of scope into a copy of m.
func loadWeights(scope *model.Scope, m *Model) (*Model, error) {
	out := newModel(m.Header)
	for _, p := range out.params() {
		v := scope.GetVariable(p.name)
		if v == nil {
			return nil, fmt.Errorf("neural: variable %s missing", p.name)
		}
		t, err := v.Value()
		if err != nil {
			return nil, fmt.Errorf("neural: variable %s: %w", p.name, err)
		}
		if err := tensors.ConstFlatData(t, func(flat []float32) { copy(p.data, flat) }); err != nil {
			return nil, fmt.Errorf("neural: variable %s: %w", p.name, err)
		}
	}
	return out, nil
}

// Train trains a neural model on train, keeping the epoch with the best
// dev F1 and choosing the solo-span threshold on dev (when dev is empty, a
// tenth of train is held apart; see tagger.SplitDev). lx is the lexicon of
// the features (nil: lexicon.Load()).
func Train(ctx context.Context, trainDocs, dev []*document.Document, lx *lexicon.Lexicon, cfg TrainConfig) (m *Model, err error) {
	if err := cfg.defaults(); err != nil {
		return nil, err
	}
	if lx == nil {
		if lx, err = lexicon.Load(); err != nil {
			return nil, fmt.Errorf("neural: %w", err)
		}
	}
	if len(dev) == 0 {
		trainDocs, dev = tagger.SplitDev(trainDocs, 0.1)
	}
	if len(trainDocs) == 0 || len(dev) == 0 {
		return nil, errors.New("neural: need at least one training and one dev document")
	}
	start := time.Now()
	h := Header{Format: FormatVersion, Scheme: "BIOES", Labels: taxonomy.LabelNames(), Arch: cfg.Arch, Features: cfg.Features,
		Window: cfg.Window, Batch: cfg.Batch, LearningRate: cfg.LearningRate, Seed: cfg.Seed,
		TrainDocs: len(trainDocs), TrainHash: tagger.DataHash(trainDocs), DevDocs: len(dev), DevHash: tagger.DataHash(dev),
		MaxSoloNonPII: cfg.MaxSoloNonPII, SoloRecallLoss: cfg.SoloRecallLoss}
	m = newModel(h)
	initWeights(m, cfg.Seed)
	reg := builtin.New(lx)
	x := tagger.NewExtractor(cfg.Features, lx, reg)
	tp, err := prepare(ctx, x, reg, m.tags, trainDocs, cfg.Lang, cfg.Workers)
	if err != nil {
		return nil, err
	}
	dp, err := prepare(ctx, x, reg, m.tags, dev, cfg.Lang, cfg.Workers)
	if err != nil {
		return nil, err
	}
	var wins []win
	for i, p := range tp {
		m.Header.TrainTokens += len(p.toks)
		for b := 0; b < len(p.toks); b += cfg.Window {
			wins = append(wins, win{i, b, min(b+cfg.Window, len(p.toks))})
		}
	}
	backend, err := newBackend()
	if err != nil {
		return nil, err
	}
	defer backend.Finalize()
	store := model.NewStore()
	scope := store.RootScope().In("neural")
	if err := storeWeights(scope, m); err != nil {
		return nil, err
	}
	a, nTags := cfg.Arch, m.nTags
	modelFn := func(s *model.Scope, _ any, in []*graph.Node) []*graph.Node {
		return []*graph.Node{buildLogits(scope, a, nTags, in[0], in[1], in[2])}
	}
	opt := optimizer.Adam().LearningRate(cfg.LearningRate).Done()
	tr := train.NewTrainer(backend, store, modelFn, maskedNLL, opt, nil, nil)
	var best *Model
	bestF1, since := -1.0, 0
	for epoch := 1; epoch <= cfg.Epochs; epoch++ {
		r := rand.New(rand.NewPCG(cfg.Seed, uint64(epoch)))
		r.Shuffle(len(wins), func(i, j int) { wins[i], wins[j] = wins[j], wins[i] })
		lossSum, steps, tokens := 0.0, 0, 0
		for b := 0; b < len(wins); b += cfg.Batch {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if cfg.MaxSteps > 0 && steps >= cfg.MaxSteps {
				break
			}
			ws := wins[b:min(b+cfg.Batch, len(wins))]
			inputs, labels := batchTensors(m, tp, ws, cfg.Batch, cfg.Window)
			metrics, err := trainStep(tr, inputs, labels)
			if err != nil {
				return nil, err
			}
			lossSum += float64(tensors.MustCopyFlatData[float32](metrics[0])[0])
			for _, mt := range metrics {
				mt.MustFinalizeAll()
			}
			steps++
			for _, w := range ws {
				tokens += w.end - w.begin
			}
		}
		cur, err := loadWeights(scope, m)
		if err != nil {
			return nil, err
		}
		dm, err := devScore(cur, dev, dp, 0)
		if err != nil {
			return nil, err
		}
		er := EpochReport{Epoch: epoch, Loss: lossSum / float64(max(steps, 1)), Tokens: tokens, Seconds: time.Since(start).Seconds(), Dev: dm}
		m.Header.Losses = append(m.Header.Losses, er.Loss)
		if dm.F1 > bestF1 {
			bestF1, best, since = dm.F1, cur, 0
			best.Header.BestEpoch = epoch
			er.Best = true
		} else {
			since++
		}
		best.Header.Epochs = epoch
		best.Header.Losses = append([]float64(nil), m.Header.Losses...)
		if er.Best && cfg.Checkpoint != nil {
			best.Header.Dev = dm
			if err := cfg.Checkpoint(best); err != nil {
				return nil, err
			}
		}
		if cfg.Progress != nil {
			cfg.Progress(er)
		}
		if since >= cfg.Patience {
			break
		}
	}
	if err := finish(best, x, dev, dp); err != nil {
		return nil, err
	}
	best.Header.TrainSeconds = time.Since(start).Seconds()
	return best, nil
}

// trainStep runs one GoMLX training step, turning its panics into errors.
func trainStep(tr *train.Trainer, inputs, labels []*tensors.Tensor) (metrics []*tensors.Tensor, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("neural: training step: %v", r)
		}
	}()
	metrics, err = tr.TrainStep(train.Batch{Inputs: inputs, Labels: labels})
	if err != nil {
		return nil, fmt.Errorf("neural: training step: %w", err)
	}
	return metrics, nil
}

// finish records the dev metrics of the model and of its combination
// with the rules, and chooses MinScore.
func finish(m *Model, x *tagger.Extractor, dev []*document.Document, dp []prepared) error {
	var err error
	if m.Header.Dev, err = devScore(m, dev, dp, 0); err != nil {
		return err
	}
	texts := make([]string, len(dev))
	gold, rules, tagged := make([][]document.Span, len(dev)), make([][]document.Span, len(dev)), make([][]document.Span, len(dev))
	keep := make([]func(document.Span) bool, len(dev))
	for i, d := range dev {
		texts[i], gold[i], rules[i] = d.Text, d.Spans, dp[i].rules
		tagged[i] = m.spansOf(d.Text, dp[i].toks, dp[i].f)
		keep[i] = x.Keeper(d.Text, dp[i].p, dp[i].rules)
	}
	m.Header.MinScore = tagger.SoloThreshold(texts, gold, rules, tagged, keep, m.Header.MaxSoloNonPII, m.Header.SoloRecallLoss)
	if m.Header.DevCombined, err = tagger.ScoreSpans(dev, func(i int) []document.Span {
		return tagger.MergeWith(texts[i], rules[i], tagged[i], m.Header.MinScore, keep[i])
	}); err != nil {
		return err
	}
	m.Header.DevRules, err = tagger.ScoreSpans(dev, func(i int) []document.Span { return rules[i] })
	return err
}

func devScore(m *Model, dev []*document.Document, dp []prepared, _ float32) (tagger.DevMetrics, error) {
	return tagger.ScoreSpans(dev, func(i int) []document.Span { return m.spansOf(dev[i].Text, dp[i].toks, dp[i].f) })
}
