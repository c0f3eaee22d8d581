package tagger

import (
	"math"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/meddeid/meddeid/internal/vec"
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
	// start and stop say which tags may open and close a sequence.
	start, stop []bool
	// closed are the tags that end a span or are O (O, E-, S-); opened
	// the tags that may follow them (O, B-, S-).
	closed, opened []int
	// sp is the sparse form of w used for prediction (nil while training).
	// A model read from a file keeps only sp (w is nil; see weights).
	sp *sparse
	// vt are the Viterbi tables of the final transition weights, built
	// with sp (nil while training).
	vt *viterbiTables
}

// sparse holds the non-zero emission weights for prediction, one
// 64-bit word per feature row so that a row costs one memory access: a
// row with one non-zero weight stores the weight's bits in the high half
// and its tag in the low byte (an empty row is 0: weight 0 on tag O,
// which adds nothing); a row with a few sets bit 8, the count in bits
// 10–31 and the offset of its entries in multi in the high half; a row
// with many sets bits 8 and 9 and the offset of its nTags weights in
// dense in the high half (a dense loop beats indexed adds there).
type sparse struct {
	// id is unique to every freeze in the process (see formEm).
	id    uint64
	row   []uint64
	multi []sparseEntry
	dense []float32
}

type sparseEntry struct {
	val float32
	tag uint8
}

const (
	sparseMulti = 1 << 8
	sparseDense = 1 << 9
	// denseFrom is the number of non-zero weights from which a row is
	// stored dense.
	denseFrom = 8
)

// freezes counts the calls of freeze, giving each frozen model its id.
var freezes atomic.Uint64

// freeze builds the sparse emission weights; call it once the weights are
// final.
func (m *Model) freeze() {
	rows := len(m.w) / m.nTags
	fz := newFreezer(rows, m.nTags)
	for r := 0; r < rows; r++ {
		fz.addRow(r, m.w[r*m.nTags:(r+1)*m.nTags])
	}
	m.sp = fz.sp
	m.vt = m.newViterbiTables(m.trans)
}

// freezer builds the sparse form of emission weights row by row.
type freezer struct {
	sp *sparse
	nz []sparseEntry
}

func newFreezer(rows, nTags int) *freezer {
	return &freezer{sp: &sparse{id: freezes.Add(1), row: make([]uint64, rows)}, nz: make([]sparseEntry, 0, nTags)}
}

// addRow stores row r, whose weights per tag are w.
func (fz *freezer) addRow(r int, w []float32) {
	sp := fz.sp
	nz := fz.nz[:0]
	for t, v := range w {
		if v != 0 {
			nz = append(nz, sparseEntry{val: v, tag: uint8(t)})
		}
	}
	switch {
	case len(nz) == 0:
	case len(nz) == 1:
		sp.row[r] = uint64(math.Float32bits(nz[0].val))<<32 | uint64(nz[0].tag)
	case len(nz) < denseFrom:
		sp.row[r] = uint64(len(sp.multi))<<32 | uint64(len(nz))<<10 | sparseMulti
		sp.multi = append(sp.multi, nz...)
	default:
		sp.row[r] = uint64(len(sp.dense))<<32 | sparseDense | sparseMulti
		sp.dense = append(sp.dense, w...)
	}
	fz.nz = nz
}

// weights returns the dense emission weights: w, or when a loaded model
// has released it (Read), w rebuilt from the sparse form, which holds
// every non-zero weight exactly.
func (m *Model) weights() []float32 {
	if m.w != nil || m.sp == nil {
		return m.w
	}
	T := m.nTags
	w := make([]float32, len(m.sp.row)*T)
	for r, v := range m.sp.row {
		row := w[r*T : (r+1)*T]
		off := uint32(v >> 32)
		switch {
		case v&sparseMulti == 0:
			row[uint8(v)] = math.Float32frombits(off)
		case v&sparseDense != 0:
			copy(row, m.sp.dense[off:int(off)+T])
		default:
			for _, e := range m.sp.multi[off : off+uint32(v>>10)&(1<<22-1)] {
				row[e.tag] = e.val
			}
		}
	}
	return w
}

// sparseEmissions is emissions over the sparse weights; the sums are
// the same, term by term, as with the dense weights (the zeros it skips
// add nothing). When cache is set and f comes from ExtractInto, the sum
// of each token's local features (a prefix of its rows) is kept on the
// token's cached formInfo: the cached prefix sum is the one the loop
// would compute, so the result does not change.
func (m *Model) sparseEmissions(em []float32, f *Features, n int, cache bool) []float32 {
	T := m.nTags
	em = slices.Grow(em[:0], n*T)[:n*T]
	// addRows's scratch, cleared once here rather than in every call
	var bufArr [128]uint64
	buf := bufArr[:]
	// the kernel of addRowsFrom for this tag count, called here directly
	fast := useAVX2 && T > 56 && T <= 64
	words, multi, dense := unsafe.SliceData(m.sp.row), unsafe.SliceData(m.sp.multi), unsafe.SliceData(m.sp.dense)
	// the cache misses of token i+2's row words and token i+1's weights
	// are prefetched before token i is summed (see prefetchAheadAVX2)
	nw := len(m.sp.row)
	ahead := func(i int) []uint32 { // token i's rows; none past the last
		if i < n {
			return f.Token(i)
		}
		return nil
	}
	if fast {
		prefetchAheadAVX2(ahead(0), nil, words, nw, multi, dense)
		prefetchAheadAVX2(ahead(1), ahead(0), words, nw, multi, dense)
	}
	for i := 0; i < n; i++ {
		row := em[i*T : (i+1)*T]
		rows := f.Token(i)
		if fast {
			prefetchAheadAVX2(ahead(i+2), ahead(i+1), words, nw, multi, dense)
		}
		var start []float32 // the sum so far (nil: zeros)
		if (cache || f.localOut) && f.forms != nil {
			nl := int(f.Local[i])
			fi := f.forms[i]
			if e := fi.em.Load(); e != nil && e.model == m.sp.id {
				start = e.sum
			} else {
				local := rows[:nl]
				if f.localOut {
					local = fi.local
				}
				m.addRowsFrom(row, nil, local, buf)
				fi.storeEm(m.sp.id, row)
				start = row
			}
			rows = rows[nl:]
		}
		if fast && len(rows) <= len(buf) {
			var src *float32
			if start != nil {
				src = &start[:T][0]
			}
			if !addRows64AVX2(&row[0], src, T, unsafe.SliceData(rows), len(rows), words, len(m.sp.row), multi, dense, &buf[0]) {
				panic("tagger: feature row out of range")
			}
			continue
		}
		m.addRowsFrom(row, start, rows, buf)
	}
	return em
}

// addRows adds the sparse weights of feature rows rs to row (see
// addRowsFrom).
func (m *Model) addRows(row []float32, rs []uint32, buf []uint64) { m.addRowsFrom(row, row, rs, buf) }

// addRowsFrom sets row to the scores start (nil: zeros; start may be
// row) plus the sparse weights of feature rows rs. It first reads every
// row word and touches each row's weights, so that their cache misses
// overlap instead of following one another, then adds the weights in the
// order of rs (the sums do not change). buf is scratch space, used when
// it has room for len(rs) words.
func (m *Model) addRowsFrom(row, start []float32, rs []uint32, buf []uint64) {
	rows, multi, dense := m.sp.row, m.sp.multi, m.sp.dense
	T := len(row)
	vs := buf[:0]
	if len(rs) > cap(vs) {
		vs = make([]uint64, 0, len(rs))
	}
	if useAVX2 && T > 56 && T <= 64 {
		// the kernel that keeps the scores in registers sets row itself
		var src *float32
		if start != nil {
			src = &start[:T][0]
		}
		if !addRows64AVX2(&row[0], src, T, unsafe.SliceData(rs), len(rs), unsafe.SliceData(rows), len(rows), unsafe.SliceData(multi), unsafe.SliceData(dense), unsafe.SliceData(vs[:len(rs)])) {
			panic("tagger: feature row out of range")
		}
		return
	}
	if start == nil {
		clear(row)
	} else {
		copy(row, start)
	}
	if useAVX2 && T > 0 && len(rs) > 0 {
		if !addRowsAVX2(&row[0], T, &rs[0], len(rs), unsafe.SliceData(rows), len(rows), unsafe.SliceData(multi), unsafe.SliceData(dense), &vs[:len(rs)][0]) {
			panic("tagger: feature row out of range")
		}
		return
	}
	for _, r := range rs {
		vs = append(vs, rows[r])
	}
	var touch float32
	for _, v := range vs {
		off := uint32(v >> 32)
		switch {
		case v&sparseMulti == 0:
		case v&sparseDense != 0:
			touch += dense[off]
		default:
			touch += multi[off].val
		}
	}
	runtime.KeepAlive(touch) // the loads above must happen
	for _, v := range vs {
		off := uint32(v >> 32)
		switch {
		case v&sparseMulti == 0:
			row[uint8(v)] += math.Float32frombits(off)
		case v&sparseDense != 0:
			vec.Add(row, dense[off:int(off)+T])
		default:
			for _, e := range multi[off : off+uint32(v>>10)&(1<<22-1)] {
				row[e.tag] += e.val
			}
		}
	}
}

// newModel returns a zero model for header h.
func newModel(h Header) *Model {
	m := newFrozenModel(h)
	m.w = make([]float32, (1<<uint(h.Features.HashBits))*m.nTags)
	return m
}

// newFrozenModel is newModel without the dense emission weights, for a
// model whose sparse form is built directly (Read).
func newFrozenModel(h Header) *Model {
	ts := NewTagSet(h.Labels)
	n := ts.Len()
	m := &Model{Header: h, tags: ts, nTags: n,
		trans: make([]float32, (n+1)*n),
		end:   make([]float32, n),
	}
	m.constraints()
	return m
}

func (m *Model) constraints() {
	n := m.nTags
	m.start = make([]bool, n)
	m.stop = make([]bool, n)
	for b := 0; b < n; b++ {
		m.start[b] = m.tags.Allowed(-1, b)
		m.stop[b] = m.tags.Allowed(b, -1)
		if m.stop[b] {
			m.closed = append(m.closed, b)
		}
		if m.start[b] {
			m.opened = append(m.opened, b)
			continue
		}
		// an inside tag (I-, E-): TagSet.Allowed lets it follow only B-
		// and I- of its label, and viterbiStep relies on that
		bt := 1 + 4*((b-1)/4)
		for a := 0; a < n; a++ {
			if m.tags.Allowed(a, b) != (a == bt || a == bt+1) {
				panic("tagger: an inside tag after other tags than B- and I- of its label")
			}
		}
	}
	for b := 0; b < n; b++ {
		// the tag layout viterbiStep relies on: O, then B, I, E, S
		if m.stop[b] != (b == 0 || (b-1)%4 >= 2) || m.start[b] != (b == 0 || (b-1)%4 == 0 || (b-1)%4 == 3) {
			panic("tagger: tags not in BIOES order")
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
// score. Ties go to the lowest predecessor tag, so the result is the same
// as an exhaustive search's.
func (m *Model) viterbi(em []float32, n int, trans, end []float32, bias float32) []int {
	return m.viterbiInto(nil, nil, em, n, trans, end, bias)
}

// viterbiTables are the per-model tables of Viterbi, built from the
// transition weights (see newViterbiTables).
type viterbiTables struct {
	// thr holds, for each closed tag a (row a, T wide) and each opened
	// tag b, the largest transition into b from a closed tag other than a:
	// the bound that decides whether a's best successor score may be
	// beaten (see viterbiInto).
	thr []float32
	// inside holds per label l the transitions B→I, I→I, B→E and I→E at
	// 4l…4l+3.
	inside []float32
	// lanes are the per-tag tables of viterbiTokenAVX2 (nil when it
	// does not apply: see newLanes).
	lanes []float32
	// cols holds, for each tag b (row b, closedLanes wide), the
	// transitions into b from the closed tags in tag order, -Inf beyond
	// them: the operands of bestClosed for firstMaxSumAVX2 (nil with
	// lanes).
	cols []float32
	// cidx are the closed tags in tag order, -1 beyond them: the lanes
	// of viterbiTokenAVX2 (nil with lanes).
	cidx *[closedLanes]int32
}

// newViterbiTables builds the tables of transition weights trans for the
// tags of m.
func (m *Model) newViterbiTables(trans []float32) *viterbiTables {
	T, L := m.nTags, (m.nTags-1)/4
	vt := &viterbiTables{thr: make([]float32, T*T), inside: make([]float32, 4*L)}
	negInf := float32(math.Inf(-1))
	for _, a := range m.closed {
		row := vt.thr[a*T : (a+1)*T]
		for _, b := range m.opened {
			row[b] = negInf
			for _, o := range m.closed {
				if o != a {
					row[b] = max(row[b], trans[o*T+b])
				}
			}
		}
	}
	for l := 0; l < L; l++ {
		bt, it, et := 1+4*l, 2+4*l, 3+4*l
		vt.inside[4*l] = trans[bt*T+it]
		vt.inside[4*l+1] = trans[it*T+it]
		vt.inside[4*l+2] = trans[bt*T+et]
		vt.inside[4*l+3] = trans[it*T+et]
	}
	vt.lanes = newLanes(T, trans)
	if vt.lanes != nil {
		vt.cidx = new([closedLanes]int32)
		for k := range vt.cidx {
			vt.cidx[k] = -1
			if k < len(m.closed) {
				vt.cidx[k] = int32(m.closed[k])
			}
		}
		vt.cols = make([]float32, T*closedLanes)
		for b := 0; b < T; b++ {
			col := vt.cols[b*closedLanes : (b+1)*closedLanes]
			for k := range col {
				col[k] = negInf
				if k < len(m.closed) {
					col[k] = trans[m.closed[k]*T+b]
				}
			}
		}
	}
	return vt
}

// closedLanes is the width of the tables of firstMaxSumAVX2: room for
// the closed tags (O, E- and S- of each label) of laneWidth tags.
const closedLanes = 32

// closedLanes holds the closed tags of laneWidth tags.
var _ [closedLanes - (1 + 2*((laneWidth-1)/4))]struct{}

// laneTables is the number of tables in viterbiTables.lanes, and
// laneWidth the number of entries of each (the largest tag count that
// viterbiTokenAVX2 handles).
const (
	laneTables = 6
	laneWidth  = 64
)

// newLanes returns the tables of viterbiTokenAVX2 for T tags with
// transitions trans, each laneWidth entries wide: the lanes of E- tags
// (all bits set), of opened tags (all bits set), the transitions into
// an inside tag from its first and second candidate predecessor (B- and
// I- of its label) and the int32 indices of those predecessors. It
// returns nil when the kernel does not apply (no AVX2, or T outside
// [8, laneWidth]).
func newLanes(T int, trans []float32) []float32 {
	if !useAVX2 || T < 8 || T > laneWidth {
		return nil
	}
	lanes := make([]float32, laneTables*laneWidth)
	ones := math.Float32frombits(^uint32(0))
	for b := 0; b < T; b++ {
		k := (b - 1) % 4 // 0 B, 1 I, 2 E, 3 S
		if b == 0 || k == 0 || k == 3 {
			lanes[laneWidth+b] = ones
			continue
		}
		bt := b - k
		if k == 2 {
			lanes[b] = ones
		}
		lanes[2*laneWidth+b] = trans[bt*T+b]
		lanes[3*laneWidth+b] = trans[(bt+1)*T+b]
		lanes[4*laneWidth+b] = math.Float32frombits(uint32(bt))
		lanes[5*laneWidth+b] = math.Float32frombits(uint32(bt + 1))
	}
	return lanes
}

// latticePad is the number of unused scores before the first row of the
// lattice: viterbiTokenAVX2 reads two scores before the previous row.
const latticePad = 8

// viterbiInto is viterbi with the lattice in the buffers of s (nil: new
// ones) and the tables vt of trans (nil: built for this call); every cell
// is written before it is read.
//
// It relies on the tag layout of TagSet (O, then B, I, E, S per label):
// the closed tags (O, E-, S-) may be followed by the opened ones (O, B-,
// S-), and an inside tag (I-, E-) only by B- and I- of its label. An
// opened tag's best predecessor is usually the closed tag a with the best
// previous score: when the second-best previous score plus the largest
// transition into the tag from a closed tag other than a cannot reach
// a's score, no other predecessor can (float addition is monotonic, so
// this is exact, ties included); else the same test with the third-best
// score decides between the best two, and when it fails too all closed
// tags are searched in tag order (see viterbiStep). Every score is the
// same sum of the same operands as in an exhaustive search.
func (m *Model) viterbiInto(s *scratch, vt *viterbiTables, em []float32, n int, trans, end []float32, bias float32) []int {
	T := m.nTags
	if n == 0 {
		return nil
	}
	if vt == nil {
		vt = m.newViterbiTables(trans)
	}
	negInf := float32(math.Inf(-1))
	var score []float32
	var back []int32
	if s != nil {
		s.score = slices.Grow(s.score[:0], latticePad+n*T)[:latticePad+n*T]
		s.back = slices.Grow(s.back[:0], n*T)[:n*T]
		score, back = s.score[latticePad:], s.back
	} else {
		score, back = make([]float32, latticePad+n*T)[latticePad:], make([]int32, n*T)
	}
	for b := 0; b < T; b++ {
		if !m.start[b] {
			score[b] = negInf
			continue
		}
		score[b] = em[b] + trans[T*T+b]
	}
	score[0] -= bias
	if vt.lanes != nil && useAVX2 {
		m.viterbiStepsAVX2(vt, trans, score[:n*T], em[:n*T], back[:n*T], bias)
	} else {
		for i := 1; i < n; i++ {
			m.viterbiStep(vt, trans, score[(i-1)*T:i*T], score[i*T:(i+1)*T], em[i*T:(i+1)*T], back[i*T:(i+1)*T])
			score[i*T] -= bias
		}
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
	var tags []int
	if s != nil {
		s.wt = slices.Grow(s.wt[:0], n)[:n]
		tags = s.wt
	} else {
		tags = make([]int, n)
	}
	tags[n-1] = arg
	for i := n - 1; i > 0; i-- {
		tags[i-1] = int(back[i*T+tags[i]])
	}
	return tags
}

// viterbiStep fills the scores cur and back pointers bk of one token
// from the previous token's scores prev and its emissions emi (see
// viterbiInto; the O bias is left to the caller).
func (m *Model) viterbiStep(vt *viterbiTables, trans, prev, cur, emi []float32, bk []int32) {
	T := len(prev)
	cur, emi, bk = cur[:T], emi[:T], bk[:T]
	// the best (v1, closed tag a1), second-best (v2, a2) and third-best
	// (v3) previous scores of the closed tags in tag order (O, then E-
	// and S- of each label): the first of equal scores ranks higher
	negInf := float32(math.Inf(-1))
	t := ranking{v1: prev[0], v2: prev[3], v3: negInf, a2: 3}
	if t.v2 > t.v1 {
		t.v1, t.a1, t.v2, t.a2 = t.v2, t.a2, t.v1, t.a1
	}
	t.add(prev[4], 4)
	for a := 7; a+1 < T; a += 4 {
		x, y := prev[a], prev[a+1]
		if x > t.v3 || y > t.v3 {
			t.add2(x, y, a)
		}
	}
	v1, a1, v2, a2, v3 := t.v1, t.a1, t.v2, t.a2, t.v3
	// the opened tags: O, then B- and S- of each label
	tr1 := trans[a1*T : (a1+1)*T]
	th := vt.thr[a1*T : (a1+1)*T]
	tr2 := trans[a2*T : (a2+1)*T]
	tr1, th, tr2 = tr1[:T], th[:T], tr2[:T]
	opened := func(b int) {
		best, arg := v1+tr1[b], a1
		if v2+th[b] >= best {
			// a2 may win; when the third-best score plus the largest
			// transition into b from a tag other than a1 cannot reach
			// the better of a1 and a2, no other tag can; else search
			// them all
			if s := v2 + tr2[b]; s > best || s == best && a2 < a1 {
				best, arg = s, a2
			}
			if v3+th[b] >= best {
				best, arg = m.bestClosed(trans, prev, b)
			}
		}
		cur[b] = best + emi[b]
		bk[b] = int32(arg)
	}
	opened(0)
	for b := 1; b+3 < T; b += 4 {
		opened(b)
		opened(b + 3)
	}
	// I- and E- of each label, after B- or I- of the label
	inside := vt.inside
	for b := 1; b+3 < T; b += 4 {
		t := (*[4]float32)(inside[b-1 : b+3])
		pb, pi := prev[b], prev[b+1]
		best, arg := bestOfTwo(pb+t[0], b, pi+t[1], b+1)
		cur[b+1] = best + emi[b+1]
		bk[b+1] = int32(arg)
		best, arg = bestOfTwo(pb+t[2], b, pi+t[3], b+1)
		cur[b+2] = best + emi[b+2]
		bk[b+2] = int32(arg)
	}
}

// bestOfTwo returns the larger of score a (of tag ia) and b (of tag ib),
// a on a tie, and -Inf with tag 0 when neither is above -Inf.
func bestOfTwo(a float32, ia int, b float32, ib int) (float32, int) {
	best, arg := float32(math.Inf(-1)), 0
	if a > best {
		best, arg = a, ia
	}
	if b > best {
		best, arg = b, ib
	}
	return best, arg
}

// viterbiStepsAVX2 is the loop of viterbiInto over the tokens after the
// first (the rows of score, em and back; score with latticePad readable
// scores before it) with the kernel viterbiTokenAVX2, which does
// viterbiStep's ranking of the closed tags (the same as ranking's: the
// first of equal scores ranks higher) and its lanes; the opened tags it
// leaves are searched again by searchAgain.
func (m *Model) viterbiStepsAVX2(vt *viterbiTables, trans, score, em []float32, back []int32, bias float32) {
	T := m.nTags
	// pc are the previous scores of the closed tags in tag order (-Inf
	// beyond them)
	var pc [closedLanes]float32
	thr := vt.thr[:T*T]
	trans = trans[:T*T]
	for c := T; c+T <= len(score); c += T {
		slow, k1, k2, v3 := viterbiTokenAVX2(&score[c-T], &score[c], &em[c], &back[c], &trans[0], &thr[0], vt.cidx, &pc, &vt.lanes[0], T)
		if slow != 0 {
			m.searchAgain(vt, trans, &pc, k1, k2, v3, slow, score[c:c+T], em[c:c+T], back[c:c+T])
		}
		score[c] -= bias
	}
}

// searchAgain fills the cells of the opened tags in mask slow as
// viterbiStep does when the second-best closed tag (lane k2 of pc) may
// beat the best (lane k1): with firstMaxSumAVX2 over the transitions
// vt.cols when the third-best score v3 may beat both (the same sums as
// bestClosed's, the first of the best).
func (m *Model) searchAgain(vt *viterbiTables, trans []float32, pc *[closedLanes]float32, k1, k2 int, v3 float32, slow uint64, cur, emi []float32, bk []int32) {
	T := len(cur)
	emi, bk = emi[:T], bk[:T]
	v1, a1, v2, a2 := pc[k1], m.closed[k1], pc[k2], m.closed[k2]
	tr1 := trans[a1*T : (a1+1)*T]
	th := vt.thr[a1*T : (a1+1)*T]
	tr2 := trans[a2*T : (a2+1)*T]
	for slow != 0 {
		b := bits.TrailingZeros64(slow)
		slow &= slow - 1
		best, arg := v1+tr1[b], a1
		if s := v2 + tr2[b]; s > best || s == best && a2 < a1 {
			best, arg = s, a2
		}
		if v3+th[b] >= best {
			col := (*[closedLanes]float32)(vt.cols[b*closedLanes:])
			k := firstMaxSumAVX2(pc, col)
			best, arg = pc[k]+col[k], m.closed[k]
		}
		cur[b] = best + emi[b]
		bk[b] = int32(arg)
	}
}

// ranking holds the best three scores seen, the first of equal ones
// ranking higher, and the tags of the best two.
type ranking struct {
	v1, v2, v3 float32
	a1, a2     int
}

// add ranks score v of tag a.
func (t *ranking) add(v float32, a int) {
	if v > t.v3 {
		switch {
		case v > t.v1:
			t.v1, t.a1, t.v2, t.a2, t.v3 = v, a, t.v1, t.a1, t.v2
		case v > t.v2:
			t.v2, t.a2, t.v3 = v, a, t.v2
		default:
			t.v3 = v
		}
	}
}

// add2 ranks scores x of tag a and y of tag a+1. It is not inlined, so
// that the ranking stays in memory and the loop that calls it, rarely,
// keeps its registers.
//
//go:noinline
func (t *ranking) add2(x, y float32, a int) {
	t.add(x, a)
	t.add(y, a+1)
}

// bestClosed returns the best score of opened tag b after a closed tag
// (the previous scores prev plus the transitions) and that tag, the
// lowest of equal ones.
func (m *Model) bestClosed(trans, prev []float32, b int) (float32, int) {
	T := len(prev)
	best, arg := float32(math.Inf(-1)), 0
	for _, a := range m.closed {
		if s := prev[a] + trans[a*T+b]; s > best {
			best, arg = s, a
		}
	}
	return best, arg
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
// decoding long sequences in overlapping windows, and the emission scores;
// cache keeps each token's local emission sum (see sparseEmissions).
func (m *Model) predict(f *Features, n int, bias float32, cache bool) ([]int, []float32) {
	return m.predictInto(nil, f, n, bias, cache)
}

// scratch holds the buffers of one prediction, recycled through
// scratchPool: the features, emissions, Viterbi lattice and tags.
type scratch struct {
	f     Features
	em    []float32
	score []float32
	back  []int32
	tags  []int
	// wt are a window's tags.
	wt []int
	// ts are the decoded spans.
	ts []TokenSpan
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// predictInto is predict with the buffers of s (nil: new ones); the
// results alias s until it is reused.
func (m *Model) predictInto(s *scratch, f *Features, n int, bias float32, cache bool) ([]int, []float32) {
	if s == nil {
		s = new(scratch)
	}
	var em []float32
	if m.sp != nil {
		em = m.sparseEmissions(s.em, f, n, cache)
		s.em = em
	} else {
		em = emissions(m.w, m.nTags, f, n)
	}
	size := m.Header.Window
	if size <= 0 {
		size = n
	}
	tags := slices.Grow(s.tags[:0], n)[:n]
	s.tags = tags
	for _, w := range windows(n, size, size/8) {
		wt := m.viterbiInto(s, m.vt, em[w.begin*m.nTags:w.end*m.nTags], w.end-w.begin, m.trans, m.end, bias)
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
