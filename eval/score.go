package eval

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/taxonomy"
)

// scorer computes DocCounts one document at a time, reusing its buffers.
type scorer struct {
	order    []string
	labelIdx map[string]int
	inScope  func(string) bool

	gold, anyGold, core, red, touch []interval
	goldM, anyGoldM, coreM, redM    ivs
	touchM                          ivs
	perGold, perCore, perPred       [][]interval
	scratch, scratchG, scratchC     ivs
	goldKeys, predKeys              []spanKey
}

// spanKey identifies a span for exact matching.
type spanKey struct{ b, e, label int }

func newScorer(order []string, inScope func(string) bool) *scorer {
	s := &scorer{order: order, inScope: inScope, labelIdx: make(map[string]int, len(order))}
	for i, l := range order {
		s.labelIdx[l] = i
	}
	s.perGold = make([][]interval, len(order))
	s.perCore = make([][]interval, len(order))
	s.perPred = make([][]interval, len(order))
	return s
}

// convert maps a byte range of the text to code points.
func convert(x *document.Index, b, e int) (interval, bool) {
	cb, ok1 := x.ToCodePoint(b)
	ce, ok2 := x.ToCodePoint(e)
	return interval{cb, ce}, ok1 && ok2 && b <= e
}

// reset empties the per-document buffers.
func (s *scorer) reset() {
	s.gold, s.anyGold, s.core, s.red, s.touch = s.gold[:0], s.anyGold[:0], s.core[:0], s.red[:0], s.touch[:0]
	for i := range s.order {
		s.perGold[i], s.perCore[i], s.perPred[i] = s.perGold[i][:0], s.perCore[i][:0], s.perPred[i][:0]
	}
	s.goldKeys, s.predKeys = s.goldKeys[:0], s.predKeys[:0]
}

// score computes the counts of one gold document and its prediction.
func (s *scorer) score(g, p *document.Document) (DocCounts, error) {
	s.reset()
	x := document.NewIndex(g.Text)
	dc := DocCounts{ID: g.ID, Language: g.Language}
	c := &dc.Counts
	c.Documents = 1
	c.Chars = x.Len()
	c.Labels = make([]LabelCounts, len(s.order))
	for i, l := range s.order {
		c.Labels[i].Label = l
	}

	for i, sp := range g.Spans {
		iv, ok := convert(x, sp.Begin, sp.End)
		if !ok {
			return dc, fmt.Errorf("eval: document %q: gold span %d: offsets [%d,%d) out of range or not on character boundaries", g.ID, i, sp.Begin, sp.End)
		}
		s.anyGold = append(s.anyGold, iv)
		if !s.inScope(sp.Label) {
			continue
		}
		k := s.labelIdx[sp.Label]
		lc := &c.Labels[k]
		s.gold = append(s.gold, iv)
		s.perGold[k] = append(s.perGold[k], iv)
		s.goldKeys = append(s.goldKeys, spanKey{iv.b, iv.e, k})
		c.GoldSpans++
		lc.GoldSpans++
		if len(sp.Subannotations) > 0 {
			c.SubannotatedSpans++
			lc.SubannotatedSpans++
		}
		for j, sa := range sp.Subannotations {
			siv, ok := convert(x, sa.Begin, sa.End)
			if !ok || sa.Begin < sp.Begin || sa.End > sp.End {
				return dc, fmt.Errorf("eval: document %q: gold span %d: sub-annotation %d: offsets [%d,%d) outside the span or not on character boundaries", g.ID, i, j, sa.Begin, sa.End)
			}
			if taxonomy.IsCore(sa.Category) {
				s.core = append(s.core, siv)
				s.perCore[k] = append(s.perCore[k], siv)
			}
		}
	}
	s.goldM = merge(s.goldM, s.gold)
	s.anyGoldM = merge(s.anyGoldM, s.anyGold)
	s.coreM = merge(s.coreM, s.core)

	for i, sp := range p.Spans {
		iv, ok := convert(x, sp.Begin, sp.End)
		if !ok {
			return dc, fmt.Errorf("eval: document %q: predicted span %d: offsets [%d,%d) out of range or not on character boundaries", g.ID, i, sp.Begin, sp.End)
		}
		if !s.inScope(sp.Label) {
			continue
		}
		k := s.labelIdx[sp.Label]
		c.PredSpans++
		c.Labels[k].PredSpans++
		s.red = append(s.red, iv)
		s.perPred[k] = append(s.perPred[k], iv)
		s.predKeys = append(s.predKeys, spanKey{iv.b, iv.e, k})
		if s.anyGoldM.overlaps(iv) {
			s.touch = append(s.touch, iv)
		} else if iv.e > iv.b {
			c.FalsePositiveSpans++
		}
	}
	s.redM = merge(s.redM, s.red)
	s.touchM = merge(s.touchM, s.touch)

	anyGold := s.anyGoldM.size()
	c.GoldChars = s.goldM.size()
	c.GoldHit = interSize(s.goldM, s.redM)
	c.CoreChars = s.coreM.size()
	c.CoreHit = interSize(s.coreM, s.redM)
	c.OutOfScopeChars = anyGold - c.GoldChars
	c.NonPIIChars = c.Chars - anyGold
	c.NonPIIHit = s.redM.size() - interSize(s.redM, s.anyGoldM)
	c.BoundaryChars = s.touchM.size() - interSize(s.touchM, s.anyGoldM)
	c.FalsePositiveChars = c.NonPIIHit - c.BoundaryChars

	for k := range s.order {
		if len(s.perGold[k]) == 0 && len(s.perPred[k]) == 0 {
			continue
		}
		lc := &c.Labels[k]
		s.scratchG = merge(s.scratchG, s.perGold[k])
		s.scratchC = merge(s.scratchC, s.perCore[k])
		s.scratch = merge(s.scratch, s.perPred[k])
		gm, cm := s.scratchG, s.scratchC
		lc.GoldChars = gm.size()
		lc.GoldHit = interSize(gm, s.redM)
		lc.TypedGoldHit = interSize(gm, s.scratch)
		lc.CoreChars = cm.size()
		lc.CoreHit = interSize(cm, s.redM)
		lc.TypedCoreHit = interSize(cm, s.scratch)
		lc.PredNonPIIChars = s.scratch.size() - interSize(s.scratch, s.anyGoldM)
	}

	s.exact(c)
	return dc, nil
}

// exact counts one-to-one exact (begin, end, label) matches.
func (s *scorer) exact(c *Counts) {
	order := func(a, b spanKey) int {
		if c := cmp.Compare(a.b, b.b); c != 0 {
			return c
		}
		if c := cmp.Compare(a.e, b.e); c != 0 {
			return c
		}
		return cmp.Compare(a.label, b.label)
	}
	gk, pk := s.goldKeys, s.predKeys
	slices.SortFunc(gk, order)
	slices.SortFunc(pk, order)
	for i, j := 0, 0; i < len(gk) && j < len(pk); {
		switch o := order(gk[i], pk[j]); {
		case o == 0:
			c.ExactMatches++
			c.Labels[gk[i].label].ExactMatches++
			i++
			j++
		case o < 0:
			i++
		default:
			j++
		}
	}
}
