package tagger

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestSpansWithMatchesPlain checks that spansWith, which decodes into a
// recycled buffer and gives the spans' scores one allocation, returns
// the spans of the plain path: Decode, Spans and spanScore over predict,
// with the same scores bit for bit, on a model of the default model's
// width (so that the AVX2 kernels of the default model run) and a small
// one, with one scratch reused across texts.
func TestSpansWithMatchesPlain(t *testing.T) {
	words := []string{"Jan", "Peeters", "11", "cm", "J44", ".", "1", "gezien", "op", "3", "maart", ",", "Überweisung", ":", "de", "patiënt"}
	for _, nl := range []int{2, 15} {
		labels := make([]string, nl)
		for i := range labels {
			labels[i] = fmt.Sprint("L", i)
		}
		m := newModel(Header{Scheme: "BIOES", Labels: labels, Features: FeatureConfig{HashBits: 10, NGrams: true, Classes: true}, Window: 40})
		r := rand.New(rand.NewPCG(11, uint64(nl)))
		T := m.nTags
		for row := 0; row < len(m.w)/T; row++ {
			nz := []int{0, 1, 3, T}[row%4]
			for k := 0; k < nz; k++ {
				m.w[row*T+r.IntN(T)] = float32(r.NormFloat64())
			}
		}
		for i := range m.trans {
			m.trans[i] = float32(r.NormFloat64())
		}
		m.freeze()
		x := NewExtractor(m.Header.Features, nil, nil)
		s := new(scratch)
		nspans := 0
		for trial := range 200 {
			var b strings.Builder
			for range r.IntN(120) {
				b.WriteString(words[r.IntN(len(words))])
				b.WriteString([]string{" ", "", "\n"}[r.IntN(3)])
			}
			text := b.String()
			toks := Tokenize(text)
			bias := float32(r.NormFloat64())
			got := m.spansWith(s, text, toks, x.ExtractWith(text, nil, toks, nil), bias)
			tags, em := m.predict(x.ExtractWith(text, nil, toks, nil), len(toks), bias, false)
			ts := m.tags.Decode(tags)
			want := m.tags.Spans(text, toks, ts, Source)
			if len(got) != len(want) || got == nil {
				t.Fatalf("%d labels, text %d: %d spans, want %d", nl, trial, len(got), len(want))
			}
			for i := range want {
				sc := m.spanScore(em, tags, ts[i])
				g, w := got[i], want[i]
				if g.Begin != w.Begin || g.End != w.End || g.Label != w.Label || g.Text != w.Text || g.Source != w.Source || g.Score == nil || math.Float64bits(*g.Score) != math.Float64bits(sc) {
					t.Fatalf("%d labels, text %d, span %d: %+v, want %+v with score %v", nl, trial, i, g, w, sc)
				}
			}
			nspans += len(want)
		}
		if nspans == 0 {
			t.Fatalf("%d labels: no spans to compare", nl)
		}
	}
}
