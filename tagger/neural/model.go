package neural

import (
	"fmt"
	"hash/maphash"
	"math"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/meddeid/meddeid/internal/vec"
	"github.com/meddeid/meddeid/tagger"
)

// Arch is the network's shape; it is stored in the model header.
type Arch struct {
	// HashBits is the base-2 logarithm of the number of embedding rows;
	// the tagger's hashed feature indices are reduced modulo this size.
	HashBits int `json:"hash_bits"`
	// Dim is the width of the token vectors.
	Dim int `json:"dim"`
	// Dilations has one entry per contextual block: block l mixes the
	// token with its neighbours at distance Dilations[l].
	Dilations []int `json:"dilations"`
	// MaxFeatures caps the hashed features summed per token (the first
	// ones are kept; see tagger.Features).
	MaxFeatures int `json:"max_features"`
}

// DefaultArch is the architecture of new models.
var DefaultArch = Arch{HashBits: 16, Dim: 48, Dilations: []int{1, 2, 4}, MaxFeatures: 80}

func (a Arch) check() error {
	if a.HashBits < 8 || a.HashBits > 20 {
		return fmt.Errorf("neural: hash bits %d not in [8,20]", a.HashBits)
	}
	if a.Dim < 4 || a.Dim > 512 {
		return fmt.Errorf("neural: dim %d not in [4,512]", a.Dim)
	}
	if len(a.Dilations) > 16 {
		return fmt.Errorf("neural: %d blocks, at most 16", len(a.Dilations))
	}
	for _, d := range a.Dilations {
		if d < 1 || d > 64 {
			return fmt.Errorf("neural: dilation %d not in [1,64]", d)
		}
	}
	if a.MaxFeatures < 1 || a.MaxFeatures > 1024 {
		return fmt.Errorf("neural: max features %d not in [1,1024]", a.MaxFeatures)
	}
	return nil
}

// reach is the number of tokens on each side that a token's output
// depends on through the blocks (beyond the features' own context).
func (a Arch) reach() int {
	r := 0
	for _, d := range a.Dilations {
		r += d
	}
	return r
}

// lnEps is the layer-norm epsilon, the same in the GoMLX graph.
const lnEps = 1e-5

// block is one contextual block: u = relu([h(t-d), h(t), h(t+d)]·W + b),
// h ← LayerNorm(h + u)·g + beta.
type block struct {
	w, b, g, beta []float32
}

// Model is a trained neural tagger. It is safe for concurrent use.
type Model struct {
	Header Header
	tags   *tagger.TagSet
	nTags  int
	emb    []float32 // rows × dim
	g0, b0 []float32 // layer norm of the embedding bag
	blocks []block
	outW   []float32 // dim × nTags
	outB   []float32
	// allowed[a*nTags+b]: tag b may follow tag a; start[b], end[a].
	allowed     []bool
	start, stop []bool
	// groups are the distinct ascending lists of allowed predecessors;
	// group[b] is the index of tag b's list (Viterbi takes the best
	// predecessor once per list and token).
	groups [][]int
	group  []int
	// bagCache holds, per slot of a word form's hash, the form and the
	// sum of its local features' embedding rows (the prefix of its bag
	// that depends on the form alone); a new form takes the slot over.
	// Allocated on first use.
	bagOnce  sync.Once
	bagCache []atomic.Pointer[bagSum]
	bagSeed  maphash.Seed
}

// bagSum is one cached local embedding sum.
type bagSum struct {
	form string
	sum  []float32
}

// bagSlots is the size of a model's bag cache (512 KB of pointers).
const bagSlots = 1 << 16

// cachedBag returns the slot of form in the bag cache and the sum it
// holds for form, or nil.
func (m *Model) cachedBag(form string) (*atomic.Pointer[bagSum], []float32) {
	m.bagOnce.Do(func() {
		m.bagCache = make([]atomic.Pointer[bagSum], bagSlots)
		m.bagSeed = maphash.MakeSeed()
	})
	slot := &m.bagCache[maphash.String(m.bagSeed, form)&(bagSlots-1)]
	if b := slot.Load(); b != nil && b.form == form {
		return slot, b.sum
	}
	return slot, nil
}

// newModel allocates the weights of h's architecture.
func newModel(h Header) *Model {
	a := h.Arch
	ts := tagger.NewTagSet(h.Labels)
	n := ts.Len()
	D := a.Dim
	m := &Model{Header: h, tags: ts, nTags: n,
		emb: make([]float32, (1<<a.HashBits)*D), g0: make([]float32, D), b0: make([]float32, D),
		outW: make([]float32, D*n), outB: make([]float32, n)}
	for range a.Dilations {
		m.blocks = append(m.blocks, block{w: make([]float32, 3*D*D), b: make([]float32, D), g: make([]float32, D), beta: make([]float32, D)})
	}
	m.allowed = make([]bool, n*n)
	m.start, m.stop = make([]bool, n), make([]bool, n)
	for x := range n {
		m.start[x] = ts.Allowed(-1, x)
		m.stop[x] = ts.Allowed(x, -1)
		for y := range n {
			m.allowed[x*n+y] = ts.Allowed(x, y)
		}
	}
	m.group = make([]int, n)
	seen := map[string]int{}
	for b := range n {
		var preds []int
		key := make([]byte, 0, n)
		for a := range n {
			if m.allowed[a*n+b] {
				preds = append(preds, a)
				key = append(key, byte(a))
			}
		}
		g, ok := seen[string(key)]
		if !ok {
			g = len(m.groups)
			seen[string(key)] = g
			m.groups = append(m.groups, preds)
		}
		m.group[b] = g
	}
	return m
}

// param is one named weight array, in file order.
type param struct {
	name  string
	data  []float32
	shape []int
}

// params lists the weights in file order, with the names of the GoMLX
// variables that train them.
func (m *Model) params() []param {
	D := m.Header.Arch.Dim
	ps := []param{
		{"emb", m.emb, []int{len(m.emb) / D, D}},
		{"ln0_g", m.g0, []int{D}}, {"ln0_b", m.b0, []int{D}},
	}
	for l, b := range m.blocks {
		ps = append(ps,
			param{fmt.Sprintf("block%d_w", l), b.w, []int{3 * D, D}},
			param{fmt.Sprintf("block%d_b", l), b.b, []int{D}},
			param{fmt.Sprintf("block%d_g", l), b.g, []int{D}},
			param{fmt.Sprintf("block%d_beta", l), b.beta, []int{D}})
	}
	return append(ps, param{"out_w", m.outW, []int{D, m.nTags}}, param{"out_b", m.outB, []int{m.nTags}})
}

// Tags returns the model's tag set.
func (m *Model) Tags() *tagger.TagSet { return m.tags }

// bagRows returns the embedding rows of token i's features.
func (m *Model) bagRows(f *tagger.Features, i int) []uint32 {
	rs := f.Token(i)
	if k := m.Header.Arch.MaxFeatures; len(rs) > k {
		rs = rs[:k]
	}
	return rs
}

// window is the largest number of tokens whose outputs one pass of
// Emissions computes; longer sequences go in overlapping windows.
const window = 512

// Emissions returns the log-probabilities of every tag at each of the n
// tokens with features f (n × Tags().Len(), row-major). Sequences longer
// than 512 tokens are computed in windows that overlap by the blocks'
// reach on each side, which gives exactly the values of one pass over
// the whole sequence (the network sees no further than its reach).
func (m *Model) Emissions(f *tagger.Features, n int) []float32 {
	return m.emissions(f, n, nil)
}

// emissions is Emissions; when forms is set, forms(i) is the text of
// token i and the sum of its local features' embedding rows is cached
// per form. The cached sum is the one the loop computes first (the local
// features are a prefix of the token's features), so the result is the
// same.
func (m *Model) emissions(f *tagger.Features, n int, forms func(int) string) []float32 {
	out := make([]float32, n*m.nTags)
	r := m.Header.Arch.reach()
	for b := 0; b < n; b += window {
		e := min(b+window, n)
		lo, hi := max(b-r, 0), min(e+r, n)
		em := m.forward(f, lo, hi, forms)
		copy(out[b*m.nTags:e*m.nTags], em[(b-lo)*m.nTags:(e-lo)*m.nTags])
	}
	return out
}

// forward computes the log-probabilities of tokens lo..hi-1 as if the
// sequence were only those tokens.
func (m *Model) forward(f *tagger.Features, lo, hi int, forms func(int) string) []float32 {
	D := m.Header.Arch.Dim
	n := hi - lo
	h := make([]float32, n*D)
	mask := uint32(1)<<m.Header.Arch.HashBits - 1
	for t := range n {
		row := h[t*D : (t+1)*D]
		rows := m.bagRows(f, lo+t)
		if forms != nil && f.Local != nil {
			nl := min(int(f.Local[lo+t]), len(rows))
			form := forms(lo + t)
			if slot, sum := m.cachedBag(form); sum != nil {
				copy(row, sum)
			} else {
				for _, r := range rows[:nl] {
					vec.Add(row, m.emb[int(r&mask)*D:int(r&mask)*D+D])
				}
				slot.Store(&bagSum{form: strings.Clone(form), sum: slices.Clone(row)})
			}
			rows = rows[nl:]
		}
		for _, r := range rows {
			vec.Add(row, m.emb[int(r&mask)*D:int(r&mask)*D+D])
		}
		layerNorm(row, m.g0, m.b0)
	}
	c := make([]float32, 3*D)
	u := make([]float32, n*D)
	c2 := make([]float32, 3*D)
	context := func(c []float32, t, d int) {
		clear(c)
		if t-d >= 0 {
			copy(c[:D], h[(t-d)*D:(t-d+1)*D])
		}
		copy(c[D:2*D], h[t*D:(t+1)*D])
		if t+d < n {
			copy(c[2*D:], h[(t+d)*D:(t+d+1)*D])
		}
	}
	for l, blk := range m.blocks {
		d := m.Header.Arch.Dilations[l]
		t := 0
		for ; t+2 <= n; t += 2 {
			context(c, t, d)
			context(c2, t+1, d)
			matVec2(u[t*D:(t+1)*D], u[(t+1)*D:(t+2)*D], c, c2, blk.w, blk.b)
		}
		if t < n {
			context(c, t, d)
			matVec(u[t*D:(t+1)*D], c, blk.w, blk.b)
		}
		for j, v := range u {
			u[j] = max(v, 0)
		}
		for t := range n {
			ht := h[t*D : (t+1)*D]
			vec.Add(ht, u[t*D:(t+1)*D])
			layerNorm(ht, blk.g, blk.beta)
		}
	}
	T := m.nTags
	out := make([]float32, n*T)
	t := 0
	for ; t+2 <= n; t += 2 {
		matVec2(out[t*T:(t+1)*T], out[(t+1)*T:(t+2)*T], h[t*D:(t+1)*D], h[(t+1)*D:(t+2)*D], m.outW, m.outB)
	}
	if t < n {
		matVec(out[t*T:(t+1)*T], h[t*D:(t+1)*D], m.outW, m.outB)
	}
	for t := range n {
		logSoftmax(out[t*T : (t+1)*T])
	}
	return out
}

// matVec2 is matVec for two inputs x and y at once (out = x·W + b, outY =
// y·W + b), reading each row of W once for both; each output is computed
// with exactly the additions matVec makes.
func matVec2(out, outY, x, y, w, b []float32) {
	k := len(out)
	copy(out, b)
	copy(outY, b)
	i := 0
	for ; i+4 <= len(x); i += 4 {
		x0, x1, x2, x3 := x[i], x[i+1], x[i+2], x[i+3]
		y0, y1, y2, y3 := y[i], y[i+1], y[i+2], y[i+3]
		xz := x0 == 0 && x1 == 0 && x2 == 0 && x3 == 0
		yz := y0 == 0 && y1 == 0 && y2 == 0 && y3 == 0
		if xz && yz {
			continue
		}
		r0 := w[i*k : i*k+k]
		r1 := w[(i+1)*k : (i+1)*k+k]
		r2 := w[(i+2)*k : (i+2)*k+k]
		r3 := w[(i+3)*k : (i+3)*k+k]
		r1, r2, r3 = r1[:len(r0)], r2[:len(r0)], r3[:len(r0)]
		o, oy := out[:len(r0)], outY[:len(r0)]
		switch {
		case xz:
			vec.Axpy4(oy, &[4]float32{y0, y1, y2, y3}, r0, r1, r2, r3)
		case yz:
			vec.Axpy4(o, &[4]float32{x0, x1, x2, x3}, r0, r1, r2, r3)
		default:
			vec.Axpy4x2(o, oy, &[8]float32{x0, x1, x2, x3, y0, y1, y2, y3}, r0, r1, r2, r3)
		}
	}
	for ; i < len(x); i++ {
		row := w[i*k : i*k+k]
		if xi := x[i]; xi != 0 {
			for j := range out {
				out[j] += xi * row[j]
			}
		}
		if yi := y[i]; yi != 0 {
			for j := range outY {
				outY[j] += yi * row[j]
			}
		}
	}
}

// matVec sets out = x·W + b for W of len(x) rows × len(out) columns.
//
// Four rows of W are added per pass over out, so that out is loaded and
// stored a quarter as often; the order of the additions is fixed, so the
// result is deterministic (it differs from a row-by-row sum only by
// float32 rounding).
func matVec(out, x, w, b []float32) {
	k := len(out)
	copy(out, b)
	i := 0
	for ; i+4 <= len(x); i += 4 {
		x0, x1, x2, x3 := x[i], x[i+1], x[i+2], x[i+3]
		if x0 == 0 && x1 == 0 && x2 == 0 && x3 == 0 {
			continue
		}
		r0 := w[i*k : i*k+k]
		r1 := w[(i+1)*k : (i+1)*k+k]
		r2 := w[(i+2)*k : (i+2)*k+k]
		r3 := w[(i+3)*k : (i+3)*k+k]
		r1, r2, r3 = r1[:len(r0)], r2[:len(r0)], r3[:len(r0)]
		vec.Axpy4(out, &[4]float32{x0, x1, x2, x3}, r0, r1, r2, r3)
	}
	for ; i < len(x); i++ {
		xi := x[i]
		if xi == 0 {
			continue
		}
		row := w[i*k : i*k+k]
		for j := range out {
			out[j] += xi * row[j]
		}
	}
}

// layerNorm normalises x to mean 0 and variance 1 (plus lnEps), then
// scales by g and shifts by b, in place.
func layerNorm(x, g, b []float32) {
	var mean float32
	for _, v := range x {
		mean += v
	}
	mean /= float32(len(x))
	var variance float32
	for _, v := range x {
		variance += (v - mean) * (v - mean)
	}
	variance /= float32(len(x))
	inv := float32(1 / math.Sqrt(float64(variance)+lnEps))
	for j, v := range x {
		x[j] = (v-mean)*inv*g[j] + b[j]
	}
}

// logSoftmax replaces x by its log-softmax, in place.
func logSoftmax(x []float32) {
	mx := x[0]
	for _, v := range x {
		mx = max(mx, v)
	}
	var s float64
	for _, v := range x {
		s += math.Exp(float64(v - mx))
	}
	ls := mx + float32(math.Log(s))
	for j := range x {
		x[j] -= ls
	}
}

// Viterbi returns the most probable tag sequence of n tokens under the
// BIOES constraints (tagger.TagSet.Allowed) given per-token tag scores em
// (n × Tags().Len(), e.g. Emissions), with bias subtracted from the score
// of O at every token.
func (m *Model) Viterbi(em []float32, n int, bias float32) []int {
	if n == 0 {
		return nil
	}
	T := m.nTags
	negInf := float32(math.Inf(-1))
	score := make([]float32, T)
	next := make([]float32, T)
	back := make([]int16, n*T)
	emit := func(i, t int) float32 {
		v := em[i*T+t]
		if t == 0 {
			v -= bias
		}
		return v
	}
	for t := range T {
		score[t] = negInf
		if m.start[t] {
			score[t] = emit(0, t)
		}
	}
	gBest := make([]float32, len(m.groups))
	gArg := make([]int, len(m.groups))
	for i := 1; i < n; i++ {
		// the best allowed predecessor, once per distinct predecessor
		// list: the first maximum in ascending tag order, as a scan over
		// every tag would find it
		for g, preds := range m.groups {
			best, arg := negInf, -1
			for _, a := range preds {
				if score[a] > best {
					best, arg = score[a], a
				}
			}
			gBest[g], gArg[g] = best, arg
		}
		for b := range T {
			best, arg := gBest[m.group[b]], gArg[m.group[b]]
			if arg < 0 {
				next[b] = negInf
				back[i*T+b] = 0
				continue
			}
			next[b] = best + emit(i, b)
			back[i*T+b] = int16(arg)
		}
		score, next = next, score
	}
	best, arg := negInf, 0
	for t := range T {
		if m.stop[t] && score[t] > best {
			best, arg = score[t], t
		}
	}
	tags := make([]int, n)
	tags[n-1] = arg
	for i := n - 1; i > 0; i-- {
		tags[i-1] = int(back[i*T+tags[i]])
	}
	return tags
}

// spanScore maps a span to a score in [0.5, 0.95]: 0.5 + 0.45 × the mean
// probability of its tags.
func (m *Model) spanScore(em []float32, tags []int, s tagger.TokenSpan) float64 {
	sum := 0.0
	for i := s.First; i <= s.Last; i++ {
		sum += math.Exp(float64(em[i*m.nTags+tags[i]]))
	}
	return 0.5 + 0.45*sum/float64(s.Last-s.First+1)
}
