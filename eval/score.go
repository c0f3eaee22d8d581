package eval

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/taxonomy"
)

// scorer computes DocCounts one document at a time, reusing its buffers.
type scorer struct {
	order       []string
	labelIdx    map[string]int
	coarseIdx   []int // label index -> coarse label index
	cats        []string
	catIdx      map[string]int
	inScope     func(string) bool
	excludeAges bool

	gold, anyGold, core, red, touch []interval
	direct, indirect                []interval
	goldM, anyGoldM, coreM, redM    ivs
	touchM, directM, indirectM      ivs
	perGold, perCore, perPred       [][]interval
	perCat                          [][]interval
	scratch, scratchG, scratchC     ivs
	tmp1, tmp2                      ivs
	goldKeys, predKeys              []spanKey
	goldRecs                        []goldRec
	spanCore                        []interval
	preds                           []predRec
	prefixEnd                       []int
	one                             [1]interval
}

// spanKey identifies a span for exact matching.
type spanKey struct{ b, e, label int }

// goldRec is a gold span in scope: its interval, label index, its core
// intervals (spanCore[c0:c1]), whether it has sub-annotations, and its
// leakage class.
type goldRec struct {
	iv      interval
	k       int
	c0, c1  int
	subs    bool
	class   LeakageClass
	hasPart bool // has a direct part (addresses)
}

// predRec is a predicted span in scope.
type predRec struct {
	iv interval
	k  int
}

func newScorer(order, cats []string, inScope func(string) bool, excludeAges bool) *scorer {
	s := &scorer{order: order, cats: cats, inScope: inScope, excludeAges: excludeAges,
		labelIdx: make(map[string]int, len(order)), catIdx: make(map[string]int, len(cats))}
	coarseSeen := map[string]int{}
	for i, l := range order {
		s.labelIdx[l] = i
		c := coarse(l)
		if _, ok := coarseSeen[c]; !ok {
			coarseSeen[c] = len(coarseSeen)
		}
		s.coarseIdx = append(s.coarseIdx, coarseSeen[c])
	}
	for i, c := range cats {
		s.catIdx[c] = i
	}
	s.perGold = make([][]interval, len(order))
	s.perCore = make([][]interval, len(order))
	s.perPred = make([][]interval, len(order))
	s.perCat = make([][]interval, len(cats))
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
	s.direct, s.indirect = s.direct[:0], s.indirect[:0]
	for i := range s.order {
		s.perGold[i], s.perCore[i], s.perPred[i] = s.perGold[i][:0], s.perCore[i][:0], s.perPred[i][:0]
	}
	for i := range s.perCat {
		s.perCat[i] = s.perCat[i][:0]
	}
	s.goldKeys, s.predKeys = s.goldKeys[:0], s.predKeys[:0]
	s.goldRecs, s.spanCore, s.preds = s.goldRecs[:0], s.spanCore[:0], s.preds[:0]
}

// score computes the counts of one gold document and its prediction (nil
// p: no prediction, nothing redacted).
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
	c.Categories = make([]CategoryCounts, len(s.cats))
	for i, cat := range s.cats {
		c.Categories[i].Category = cat
	}
	n := len(s.order)
	c.Confusion = make([]int, n*(n+1))

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
		rec := goldRec{iv: iv, k: k, c0: len(s.spanCore), subs: len(sp.Subannotations) > 0, class: labelLeakage(sp.Label)}
		isAddress := coarse(sp.Label) == "Address_Location"
		isAge := false
		var holes []interval
		for j, sa := range sp.Subannotations {
			siv, ok := convert(x, sa.Begin, sa.End)
			if !ok || sa.Begin < sp.Begin || sa.End > sp.End {
				return dc, fmt.Errorf("eval: document %q: gold span %d: sub-annotation %d: offsets [%d,%d) outside the span or not on character boundaries", g.ID, i, j, sa.Begin, sa.End)
			}
			s.perCat[s.catIdx[sa.Category]] = append(s.perCat[s.catIdx[sa.Category]], siv)
			if taxonomy.IsCore(sa.Category) {
				s.core = append(s.core, siv)
				s.perCore[k] = append(s.perCore[k], siv)
				s.spanCore = append(s.spanCore, siv)
			}
			if isAddress && leakageIndirectAddress[sa.Category] {
				holes = append(holes, siv)
			}
			if isAgeCategory(sa.Category) {
				isAge = true
				if sa.Category == "age_year" && ageValue(g.Text[sa.Begin:sa.End]) >= 90 {
					isAge = false // 90 or over: direct, like a birth date
				}
			}
		}
		rec.c1 = len(s.spanCore)
		if sp.Label == "Age_Birthdate" && !rec.subs && len(FindAges(g.Text[sp.Begin:sp.End])) > 0 {
			isAge = true
		}
		if sp.Label == "Age_Birthdate" && isAge {
			rec.class = Indirect
		}
		switch {
		case isAddress && rec.class == Direct:
			s.indirect = append(s.indirect, holes...)
			before := len(s.direct)
			s.direct = subtract(s.direct, iv, holes)
			rec.hasPart = len(s.direct) > before
			if !rec.hasPart {
				rec.class = Indirect
			}
		case rec.class == Direct:
			s.direct = append(s.direct, iv)
		default:
			s.indirect = append(s.indirect, iv)
		}
		s.goldRecs = append(s.goldRecs, rec)
	}
	s.goldM = merge(s.goldM, s.gold)
	s.anyGoldM = merge(s.anyGoldM, s.anyGold)
	s.coreM = merge(s.coreM, s.core)

	if p != nil {
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
			s.preds = append(s.preds, predRec{iv, k})
			if s.anyGoldM.overlaps(iv) {
				s.touch = append(s.touch, iv)
			} else if iv.e > iv.b {
				c.FalsePositiveSpans++
			}
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

	if len(g.Spans) == 0 {
		c.PIIFreeDocs = 1
		if len(s.redM) > 0 {
			c.PIIFreeRedacted = 1
		}
	}

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
	for i := range s.cats {
		if len(s.perCat[i]) == 0 {
			continue
		}
		s.scratch = merge(s.scratch, s.perCat[i])
		c.Categories[i].Chars = s.scratch.size()
		c.Categories[i].Hit = interSize(s.scratch, s.redM)
	}

	if s.excludeAges {
		s.ages(g.Text, x, c)
	}
	s.leakage(c)
	s.spans(c)
	s.exact(c)
	return dc, nil
}

// ageValue parses the leading number of an age_year sub-annotation; -1
// when there is none.
func ageValue(s string) float64 {
	i := 0
	for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '.' || s[i] == ',') {
		i++
	}
	v, err := strconv.ParseFloat(strings.Replace(s[:i], ",", ".", 1), 64)
	if err != nil {
		return -1
	}
	return v
}

// ages counts the age characters outside gold (A ∩ N) and the redacted
// ones.
func (s *scorer) ages(text string, x *document.Index, c *Counts) {
	var a []interval
	for _, r := range FindAges(text) {
		if iv, ok := convert(x, r[0], r[1]); ok {
			a = append(a, iv)
		}
	}
	if len(a) == 0 {
		return
	}
	am := merge(nil, a)
	c.AgeChars = am.size() - interSize(am, s.anyGoldM)
	s.tmp1 = intersect(s.tmp1, am, s.redM)
	c.AgeHit = s.tmp1.size() - interSize(s.tmp1, s.anyGoldM)
	s.tmp1 = intersect(s.tmp1, am, s.touchM)
	c.AgeBoundaryHit = s.tmp1.size() - interSize(s.tmp1, s.anyGoldM)
}

// leakage counts direct and indirect gold characters and spans left
// unredacted. A character both direct and indirect is direct.
func (s *scorer) leakage(c *Counts) {
	l := &c.Leakage
	s.directM = merge(s.directM, s.direct)
	s.indirectM = merge(s.indirectM, s.indirect)
	l.DirectChars = s.directM.size()
	l.DirectLeaked = l.DirectChars - interSize(s.directM, s.redM)
	s.tmp1 = intersect(s.tmp1, s.indirectM, s.directM)
	l.IndirectChars = s.indirectM.size() - s.tmp1.size()
	s.tmp2 = intersect(s.tmp2, s.indirectM, s.redM)
	l.IndirectLeaked = l.IndirectChars - (s.tmp2.size() - interSize(s.tmp2, s.directM))
	for _, g := range s.goldRecs {
		ident := s.identifying(g)
		if ident == nil {
			continue
		}
		leaked := false
		for _, x := range ident {
			if !s.redM.covers(x) {
				leaked = true
				break
			}
		}
		if g.class == Direct {
			l.DirectSpans++
			if leaked {
				l.DirectSpansLeaked++
			}
		} else {
			l.IndirectSpans++
			if leaked {
				l.IndirectSpansLeaked++
			}
		}
	}
}

// identifying returns the identifying characters of a gold span: its core
// sub-annotations, or the whole span when it has no sub-annotations; nil
// when there are none (only non-core sub-annotations, or an empty span).
func (s *scorer) identifying(g goldRec) []interval {
	if g.subs {
		if g.c1 == g.c0 {
			return nil
		}
		return s.spanCore[g.c0:g.c1]
	}
	if g.iv.e <= g.iv.b {
		return nil
	}
	s.one[0] = g.iv
	return s.one[:]
}

// spans counts covered gold spans and the label confusion.
func (s *scorer) spans(c *Counts) {
	n := len(s.order)
	slices.SortFunc(s.preds, func(a, b predRec) int {
		if d := cmp.Compare(a.iv.b, b.iv.b); d != 0 {
			return d
		}
		if d := cmp.Compare(a.iv.e, b.iv.e); d != 0 {
			return d
		}
		return cmp.Compare(a.k, b.k)
	})
	s.prefixEnd = s.prefixEnd[:0]
	m := -1
	for _, p := range s.preds {
		m = max(m, p.iv.e)
		s.prefixEnd = append(s.prefixEnd, m)
	}
	for _, g := range s.goldRecs {
		if g.iv.e > g.iv.b && s.redM.covers(g.iv) {
			c.CoveredSpans++
			c.Labels[g.k].CoveredSpans++
		}
		ident := s.identifying(g)
		if ident == nil {
			continue
		}
		c.FidelitySpans++
		// predicted spans overlapping g: begin < g.e and end > g.b.
		hi, _ := slices.BinarySearchFunc(s.preds, g.iv.e, func(p predRec, e int) int { return cmp.Compare(p.iv.b, e) })
		best, bestOv := -1, 0
		for j := hi - 1; j >= 0 && s.prefixEnd[j] > g.iv.b; j-- {
			ov := 0
			for _, x := range ident {
				ov += max(0, min(x.e, s.preds[j].iv.e)-max(x.b, s.preds[j].iv.b))
			}
			// ties go to the earlier span (preds are sorted, we scan backwards)
			if ov > 0 && ov >= bestOv {
				best, bestOv = j, ov
			}
		}
		if best < 0 {
			c.Confusion[g.k*(n+1)+n]++
			continue
		}
		pk := s.preds[best].k
		c.DetectedSpans++
		c.Confusion[g.k*(n+1)+pk]++
		if pk == g.k {
			c.LabelCorrect++
		}
		if s.coarseIdx[pk] == s.coarseIdx[g.k] {
			c.CoarseCorrect++
		}
	}
}

// exact counts one-to-one exact (begin, end, label), coarse-label and
// boundary-only matches.
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
	count := func(perLabel bool) int {
		slices.SortFunc(gk, order)
		slices.SortFunc(pk, order)
		m := 0
		for i, j := 0, 0; i < len(gk) && j < len(pk); {
			switch o := order(gk[i], pk[j]); {
			case o == 0:
				m++
				if perLabel {
					c.Labels[gk[i].label].ExactMatches++
				}
				i++
				j++
			case o < 0:
				i++
			default:
				j++
			}
		}
		return m
	}
	c.ExactMatches = count(true)
	for i := range gk {
		gk[i].label = s.coarseIdx[gk[i].label]
	}
	for i := range pk {
		pk[i].label = s.coarseIdx[pk[i].label]
	}
	c.CoarseMatches = count(false)
	for i := range gk {
		gk[i].label = 0
	}
	for i := range pk {
		pk[i].label = 0
	}
	c.BoundaryMatches = count(false)
}
