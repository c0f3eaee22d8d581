package tagger

import (
	"bytes"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// viterbiRef is the exhaustive constrained Viterbi search the pruned one
// must reproduce.
func viterbiRef(m *Model, em []float32, n int, bias float32) []int {
	T := m.nTags
	negInf := float32(math.Inf(-1))
	score := make([]float32, n*T)
	back := make([]int, n*T)
	for b := 0; b < T; b++ {
		score[b] = negInf
		if m.start[b] {
			score[b] = em[b] + m.trans[T*T+b]
		}
	}
	score[0] -= bias
	for i := 1; i < n; i++ {
		for b := 0; b < T; b++ {
			best, arg := negInf, 0
			for a := 0; a < T; a++ {
				if !m.tags.Allowed(a, b) {
					continue
				}
				if s := score[(i-1)*T+a] + m.trans[a*T+b]; s > best {
					best, arg = s, a
				}
			}
			score[i*T+b], back[i*T+b] = best+em[i*T+b], arg
		}
		score[i*T] -= bias
	}
	best, arg := negInf, 0
	for b := 0; b < T; b++ {
		if s := score[(n-1)*T+b] + m.end[b]; m.stop[b] && s > best {
			best, arg = s, b
		}
	}
	tags := make([]int, n)
	tags[n-1] = arg
	for i := n - 1; i > 0; i-- {
		tags[i-1] = back[i*T+tags[i]]
	}
	return tags
}

func TestViterbiMatchesExhaustiveSearch(t *testing.T) {
	for _, labels := range [][]string{
		{"A"},
		{"A", "B", "C", "D"},
		{"A", "B"},
		{"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O"},
		{"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P"},
	} {
		m := newModel(Header{Scheme: "BIOES", Labels: labels, Features: FeatureConfig{HashBits: 8}})
		r := rand.New(rand.NewPCG(1, uint64(len(labels))))
		s := new(scratch)
		for trial := range 300 {
			for i := range m.trans {
				m.trans[i] = float32(r.NormFloat64())
			}
			for i := range m.end {
				m.end[i] = float32(r.NormFloat64())
			}
			n := 1 + r.IntN(40)
			em := make([]float32, n*m.nTags)
			for i := range em {
				// coarse values make ties frequent
				em[i] = float32(r.IntN(5))
				if trial%2 == 0 {
					em[i] = float32(r.NormFloat64() * 3)
				}
			}
			if trial%3 == 0 {
				clear(m.trans)
			}
			if trial%7 == 0 {
				// unreachable cells
				for k := 0; k < 10; k++ {
					m.trans[r.IntN(len(m.trans))] = float32(math.Inf(-1))
				}
			}
			bias := float32(r.IntN(3))
			want := viterbiRef(m, em, n, bias)
			got := m.viterbi(em, n, m.trans, m.end, bias)
			// the tables built once, and reused buffers, as prediction has them
			again := m.viterbiInto(s, m.newViterbiTables(m.trans), em, n, m.trans, m.end, bias)
			if !slices.Equal(got, want) || !slices.Equal(again, want) {
				t.Fatalf("%d labels, trial %d: got %v and %v, want %v", len(labels), trial, got, again, want)
			}
			// the result is a valid BIOES sequence
			prev := -1
			for _, tg := range got {
				if !m.tags.Allowed(prev, tg) {
					t.Fatalf("%d labels, trial %d: %d after %d", len(labels), trial, tg, prev)
				}
				prev = tg
			}
			if !m.tags.Allowed(prev, -1) {
				t.Fatalf("%d labels, trial %d: ends in %d", len(labels), trial, prev)
			}
		}
	}
}

// TestLoadedModelReleasesDenseWeights checks that a model read from a
// file keeps only the sparse form, and that the dense weights rebuilt
// from it are the written ones exactly: rows with one, a few and many
// non-zero weights, and empty rows. Writing the loaded model gives the
// same file.
func TestLoadedModelReleasesDenseWeights(t *testing.T) {
	m := newModel(Header{Format: FormatVersion, Scheme: "BIOES", Labels: []string{"A", "B", "C"}, Features: FeatureConfig{HashBits: 8}, Window: 10})
	r := rand.New(rand.NewPCG(3, 4))
	T := m.nTags
	for row := 0; row < len(m.w)/T; row++ {
		nz := []int{0, 1, 3, T}[row%4] // empty, single, multi, dense
		for k := 0; k < nz; k++ {
			m.w[row*T+r.IntN(T)] = float32(r.NormFloat64())
		}
	}
	var a, b bytes.Buffer
	if _, err := m.WriteTo(&a); err != nil {
		t.Fatal(err)
	}
	back, err := Read(a.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if back.w != nil {
		t.Fatal("a loaded model should not keep the dense weights")
	}
	got := back.weights()
	for i := range m.w {
		if math.Float32bits(got[i]) != math.Float32bits(m.w[i]) {
			t.Fatalf("weight %d: rebuilt %v, written %v", i, got[i], m.w[i])
		}
	}
	if _, err := back.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("writing the loaded model gives another file")
	}
}

// TestViterbiLanesMatchGo checks that the AVX2 step gives the Go
// step's lattice bit for bit: every score and back pointer, with ties
// (coarse values) and unreachable cells (-Inf transitions), for tag
// counts below, at and above a multiple of eight.
func TestViterbiLanesMatchGo(t *testing.T) {
	if !useAVX2 {
		t.Skip("no AVX2")
	}
	defer func(on bool) { useAVX2 = on }(useAVX2)
	for _, nl := range []int{2, 3, 4, 7, 15} {
		labels := make([]string, nl)
		for i := range labels {
			labels[i] = string(rune('A' + i))
		}
		m := newModel(Header{Scheme: "BIOES", Labels: labels, Features: FeatureConfig{HashBits: 8}})
		r := rand.New(rand.NewPCG(5, uint64(nl)))
		var sa, sg scratch
		for trial := range 500 {
			coarse := trial%2 == 1
			val := func(scale float64) float32 {
				if coarse {
					return float32(r.IntN(4))
				}
				return float32(r.NormFloat64() * scale)
			}
			for i := range m.trans {
				m.trans[i] = val(1)
			}
			for i := range m.end {
				m.end[i] = val(1)
			}
			if trial%5 == 0 {
				for k := 0; k < 1+r.IntN(20); k++ {
					m.trans[r.IntN(len(m.trans))] = float32(math.Inf(-1))
				}
			}
			n := 1 + r.IntN(60)
			em := make([]float32, n*m.nTags)
			for i := range em {
				em[i] = val(3)
			}
			bias := float32(r.IntN(3))
			useAVX2 = true
			vt := m.newViterbiTables(m.trans)
			if vt.lanes == nil {
				t.Fatalf("%d labels: no lane tables", nl)
			}
			got := slices.Clone(m.viterbiInto(&sa, vt, em, n, m.trans, m.end, bias))
			useAVX2 = false
			want := m.viterbiInto(&sg, m.newViterbiTables(m.trans), em, n, m.trans, m.end, bias)
			if !slices.Equal(got, want) {
				t.Fatalf("%d labels, trial %d: tags %v, want %v", nl, trial, got, want)
			}
			T := m.nTags
			for i := T; i < n*T; i++ { // row 0 is not a step's
				a, g := sa.score[latticePad+i], sg.score[latticePad+i]
				if math.Float32bits(a) != math.Float32bits(g) || sa.back[i] != sg.back[i] {
					t.Fatalf("%d labels, trial %d, cell %d: %v/%d, want %v/%d", nl, trial, i, a, sa.back[i], g, sg.back[i])
				}
			}
		}
	}
}

// TestFirstMaxSum checks firstMaxSumAVX2 against the loop of strict
// comparisons that bestClosed runs: ties (the first wins, -0 and +0
// included), -Inf sums and the last lane.
func TestFirstMaxSum(t *testing.T) {
	if !useAVX2 {
		t.Skip("no AVX2")
	}
	inf := float32(math.Inf(1))
	negZero := float32(math.Copysign(0, -1))
	r := rand.New(rand.NewPCG(7, 7))
	var cases [][2][closedLanes]float32
	var allNeg [2][closedLanes]float32
	for k := range closedLanes {
		allNeg[0][k], allNeg[1][k] = -inf, float32(k)
	}
	cases = append(cases, allNeg)
	var zeros [2][closedLanes]float32
	for k := range closedLanes {
		zeros[0][k], zeros[1][k] = -inf, -inf
	}
	zeros[0][5], zeros[1][5] = negZero, negZero
	zeros[0][9], zeros[1][9] = 0, 0
	cases = append(cases, zeros)
	var last [2][closedLanes]float32
	last[0][closedLanes-1] = 1
	cases = append(cases, last)
	for range 2000 {
		var c [2][closedLanes]float32
		for k := range closedLanes {
			c[0][k], c[1][k] = float32(r.IntN(5)), float32(r.IntN(5))
			if r.IntN(8) == 0 {
				c[1][k] = -inf
			}
		}
		cases = append(cases, c)
	}
	for i, c := range cases {
		best, want := -inf, 0
		for k := range closedLanes {
			if s := c[0][k] + c[1][k]; s > best {
				best, want = s, k
			}
		}
		if got := firstMaxSumAVX2(&c[0], &c[1]); got != want {
			t.Fatalf("case %d: lane %d, want %d", i, got, want)
		}
	}
}

// TestClosedTop3 checks the ranking of viterbiTokenAVX2 against ranking
// over the closed tags of 15 labels: ties of one, two and three or more
// scores, -Inf scores, and the gathered scores.
func TestClosedTop3(t *testing.T) {
	if !useAVX2 {
		t.Skip("no AVX2")
	}
	labels := make([]string, 15)
	for i := range labels {
		labels[i] = string(rune('A' + i))
	}
	m := newModel(Header{Scheme: "BIOES", Labels: labels, Features: FeatureConfig{HashBits: 8}})
	vt := m.newViterbiTables(m.trans)
	negInf := float32(math.Inf(-1))
	r := rand.New(rand.NewPCG(9, 9))
	T := m.nTags
	prev := make([]float32, latticePad+T)[latticePad:]
	cur, emi, bk := make([]float32, T), make([]float32, T), make([]int32, T)
	for trial := range 5000 {
		levels := 1 + trial%6
		for i := range prev {
			prev[i] = float32(r.IntN(levels)) - float32(levels)
			if r.IntN(10) == 0 {
				prev[i] = negInf
			}
		}
		if trial%50 == 0 {
			for i := range prev {
				prev[i] = negInf
			}
			prev[r.IntN(m.nTags)] = 1
		}
		want := ranking{v1: prev[0], v2: prev[3], v3: negInf, a2: 3}
		if want.v2 > want.v1 {
			want.v1, want.a1, want.v2, want.a2 = want.v2, want.a2, want.v1, want.a1
		}
		for _, a := range m.closed[2:] { // 4, 7, 8, …
			want.add(prev[a], a)
		}
		var pc [closedLanes]float32
		_, k1, k2, v3 := viterbiTokenAVX2(&prev[0], &cur[0], &emi[0], &bk[0], &m.trans[0], &vt.thr[0], vt.cidx, &pc, &vt.lanes[0], T)
		got := ranking{v1: pc[k1], a1: m.closed[k1], v2: pc[k2], a2: m.closed[k2], v3: v3}
		if got != want {
			t.Fatalf("trial %d: %+v, want %+v", trial, got, want)
		}
		for k, v := range pc {
			w := negInf
			if k < len(m.closed) {
				w = prev[m.closed[k]]
			}
			if math.Float32bits(v) != math.Float32bits(w) {
				t.Fatalf("trial %d: lane %d gathered %v, want %v", trial, k, v, w)
			}
		}
	}
}
