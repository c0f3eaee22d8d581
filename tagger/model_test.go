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
		{"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O"},
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
