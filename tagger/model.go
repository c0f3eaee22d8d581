package tagger

import (
	"math"
)

// Model is a trained linear-chain tagger: emission weights per hashed
// feature row and tag, transition weights, and the recall bias. A Model
// is read-only once built and safe for concurrent use.
type Model struct {
	// Header describes the model (see the model file format).
	Header Header
	tags   *TagSet
	nTags  int
	// w holds rows × nTags emission weights.
	w []float32
	// trans holds (nTags+1) × nTags transition weights; row nTags is the
	// start of a sequence.
	trans []float32
	// end holds the weight of ending a sequence in each tag.
	end []float32
	// preds lists, for every tag, the tags allowed before it; start and
	// stop say which tags may open and close a sequence.
	preds       [][]int
	start, stop []bool
	// closed are the tags that end a span or are O (O, E-, S-); opened
	// the tags that may follow them (O, B-, S-); inside the rest (I-, E-).
	closed, opened, inside []int
	// sp is the sparse form of w used for prediction (nil while training).
	sp *sparse
}

// sparse holds the non-zero emission weights row by row: row r has
// tags tag[off[r]:off[r+1]] with weights val[...].
type sparse struct {
	off []uint32
	tag []uint8
	val []float32
}

// freeze builds the sparse emission weights; call it once the weights are
// final.
func (m *Model) freeze() {
	rows := len(m.w) / m.nTags
	sp := &sparse{off: make([]uint32, rows+1)}
	for r := 0; r < rows; r++ {
		for t, v := range m.w[r*m.nTags : (r+1)*m.nTags] {
			if v != 0 {
				sp.tag = append(sp.tag, uint8(t))
				sp.val = append(sp.val, v)
			}
		}
		sp.off[r+1] = uint32(len(sp.tag))
	}
	m.sp = sp
}

// sparseEmissions is emissions over the sparse weights; the sums are
// the same, term by term, as with the dense weights.
func (m *Model) sparseEmissions(f *Features, n int) []float32 {
	T := m.nTags
	em := make([]float32, n*T)
	sp := m.sp
	for i := 0; i < n; i++ {
		row := em[i*T : (i+1)*T]
		for _, r := range f.Token(i) {
			b, e := sp.off[r], sp.off[r+1]
			tags, vals := sp.tag[b:e], sp.val[b:e]
			for k, t := range tags {
				row[t] += vals[k]
			}
		}
	}
	return em
}

// newModel returns a zero model for header h.
func newModel(h Header) *Model {
	ts := NewTagSet(h.Labels)
	n := ts.Len()
	m := &Model{Header: h, tags: ts, nTags: n,
		w:     make([]float32, (1<<uint(h.Features.HashBits))*n),
		trans: make([]float32, (n+1)*n),
		end:   make([]float32, n),
	}
	m.constraints()
	return m
}

func (m *Model) constraints() {
	n := m.nTags
	m.preds = make([][]int, n)
	m.start = make([]bool, n)
	m.stop = make([]bool, n)
	for b := 0; b < n; b++ {
		for a := 0; a < n; a++ {
			if m.tags.Allowed(a, b) {
				m.preds[b] = append(m.preds[b], a)
			}
		}
		m.start[b] = m.tags.Allowed(-1, b)
		m.stop[b] = m.tags.Allowed(b, -1)
		if m.stop[b] {
			m.closed = append(m.closed, b)
		}
		if m.start[b] {
			m.opened = append(m.opened, b)
		} else {
			m.inside = append(m.inside, b)
		}
	}
}

// Tags returns the model's tag set.
func (m *Model) Tags() *TagSet { return m.tags }

// emissions returns the n × nTags emission scores of f with weights w.
func emissions(w []float32, nTags int, f *Features, n int) []float32 {
	em := make([]float32, n*nTags)
	for i := 0; i < n; i++ {
		row := em[i*nTags : (i+1)*nTags]
		for _, r := range f.Token(i) {
			ws := w[int(r)*nTags : int(r+1)*nTags]
			for t, v := range ws {
				row[t] += v
			}
		}
	}
	return em
}

// viterbi returns the best tag sequence under the BIOES constraints for
// emission scores em (n × nTags), with bias subtracted from every O
// score.
func (m *Model) viterbi(em []float32, n int, trans, end []float32, bias float32) []int {
	T := m.nTags
	if n == 0 {
		return nil
	}
	negInf := float32(math.Inf(-1))
	score := make([]float32, n*T)
	back := make([]int16, n*T)
	for b := 0; b < T; b++ {
		if !m.start[b] {
			score[b] = negInf
			continue
		}
		score[b] = em[b] + trans[T*T+b]
	}
	score[0] -= bias
	// tags after a closed tag (O, B-, S-) take their best predecessor among
	// the closed tags (O, E-, S-): gather those once per position and
	// read the transitions from a contiguous, transposed block.
	closed, opened := m.closed, m.opened
	nc := len(closed)
	tc := make([]float32, len(opened)*nc)
	for j, b := range opened {
		for k, a := range closed {
			tc[j*nc+k] = trans[a*T+b]
		}
	}
	pc := make([]float32, nc)
	for i := 1; i < n; i++ {
		prev := score[(i-1)*T : i*T]
		cur := score[i*T : (i+1)*T]
		for k, a := range closed {
			pc[k] = prev[a]
		}
		for j, b := range opened {
			row := tc[j*nc : (j+1)*nc]
			best, arg := negInf, 0
			for k, v := range pc {
				if s := v + row[k]; s > best {
					best, arg = s, k
				}
			}
			cur[b] = best + em[i*T+b]
			back[i*T+b] = int16(closed[arg])
		}
		for _, b := range m.inside {
			best, arg := negInf, 0
			for _, a := range m.preds[b] {
				if s := prev[a] + trans[a*T+b]; s > best {
					best, arg = s, a
				}
			}
			cur[b] = best + em[i*T+b]
			back[i*T+b] = int16(arg)
		}
		cur[0] -= bias
	}
	best, arg := negInf, 0
	last := score[(n-1)*T:]
	for b := 0; b < T; b++ {
		if !m.stop[b] {
			continue
		}
		if s := last[b] + end[b]; s > best {
			best, arg = s, b
		}
	}
	tags := make([]int, n)
	tags[n-1] = arg
	for i := n - 1; i > 0; i-- {
		tags[i-1] = int(back[i*T+tags[i]])
	}
	return tags
}

// window splits n tokens into decoding windows of at most size tokens
// overlapping by overlap tokens; keep[k] is the half-open range of
// tokens whose tags window k decides.
type window struct{ begin, end, keepBegin, keepEnd int }

func windows(n, size, overlap int) []window {
	if n <= size || size <= 2*overlap {
		return []window{{0, n, 0, n}}
	}
	var out []window
	step := size - overlap
	for b := 0; ; b += step {
		e := min(b+size, n)
		w := window{begin: b, end: e, keepBegin: b + overlap/2, keepEnd: e - overlap/2}
		if b == 0 {
			w.keepBegin = 0
		}
		if e == n {
			w.keepEnd = n
			out = append(out, w)
			break
		}
		out = append(out, w)
	}
	return out
}

// predict returns the tags of a sequence of n tokens with features f,
// decoding long sequences in overlapping windows, and the emission scores.
func (m *Model) predict(f *Features, n int, bias float32) ([]int, []float32) {
	var em []float32
	if m.sp != nil {
		em = m.sparseEmissions(f, n)
	} else {
		em = emissions(m.w, m.nTags, f, n)
	}
	size := m.Header.Window
	if size <= 0 {
		size = n
	}
	tags := make([]int, n)
	for _, w := range windows(n, size, size/8) {
		wt := m.viterbi(em[w.begin*m.nTags:w.end*m.nTags], w.end-w.begin, m.trans, m.end, bias)
		copy(tags[w.keepBegin:w.keepEnd], wt[w.keepBegin-w.begin:w.keepEnd-w.begin])
	}
	return tags, em
}

// spanMargin returns the mean emission margin of a span's tags over O.
func (m *Model) spanMargin(em []float32, tags []int, s TokenSpan) float64 {
	sum := 0.0
	for i := s.First; i <= s.Last; i++ {
		row := em[i*m.nTags : (i+1)*m.nTags]
		sum += float64(row[tags[i]] - row[0])
	}
	return sum / float64(s.Last-s.First+1)
}

// spanScore maps a span's mean margin to a score in [0.5, 0.95]:
// 0.5 + 0.45·σ(margin/ScoreScale − 1), so a span with the median dev margin
// scores about 0.73.
func (m *Model) spanScore(em []float32, tags []int, s TokenSpan) float64 {
	scale := m.Header.ScoreScale
	if scale <= 0 {
		scale = 1
	}
	return 0.5 + 0.45/(1+math.Exp(-(m.spanMargin(em, tags, s)/scale-1)))
}
