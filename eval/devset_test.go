package eval

import (
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/taxonomy"
)

func loadDevset(tb testing.TB) []*document.Document {
	tb.Helper()
	docs, ok, err := devtest.Load()
	if err != nil {
		tb.Fatal(err)
	}
	if !ok {
		tb.Skip("devset not present")
	}
	return docs
}

func TestDevsetPerfectAndEmpty(t *testing.T) {
	gold := loadDevset(t)

	perfect, err := Evaluate(gold, copySpans(gold), Options{})
	if err != nil {
		t.Fatal(err)
	}
	m, c := perfect.Overall.Metrics, perfect.Overall.Counts
	if c.Documents != len(gold) || c.GoldSpans == 0 || c.CoreChars == 0 || c.PredSpans != c.GoldSpans {
		t.Fatalf("counts %+v: want %d documents, gold spans = pred spans > 0, core chars > 0", c, len(gold))
	}
	for name, r := range map[string]Rate{"annotation recall": m.AnnotationRecall, "core recall": m.CoreRecall,
		"exact precision": m.Precision, "exact recall": m.Recall, "exact F1": m.F1} {
		if !r.Valid || r.Value != 1 {
			t.Errorf("perfect %s = %s, want 100%%", name, r)
		}
	}
	if !m.NonPIIRate.Valid || m.NonPIIRate.Num != 0 || c.FalsePositiveSpans != 0 {
		t.Errorf("perfect non-PII = %s with %d FP spans, want 0", m.NonPIIRate, c.FalsePositiveSpans)
	}
	for _, l := range perfect.Overall.Labels {
		if l.GoldSpans > 0 && (l.TypedCoreRecall.Value != 1 || l.F1.Value != 1) {
			t.Errorf("perfect %s: typed core %s, F1 %s; want 100%%", l.Label, l.TypedCoreRecall, l.F1)
		}
	}

	empty, err := Evaluate(gold, emptyPreds(gold), Options{})
	if err != nil {
		t.Fatal(err)
	}
	m = empty.Overall.Metrics
	for name, r := range map[string]Rate{"annotation recall": m.AnnotationRecall, "core recall": m.CoreRecall,
		"non-PII": m.NonPIIRate, "exact recall": m.Recall, "exact F1": m.F1} {
		if !r.Valid || r.Num != 0 {
			t.Errorf("empty %s = %s, want 0%%", name, r)
		}
	}
	if m.Precision.Valid {
		t.Errorf("empty precision = %s, want n/a", m.Precision)
	}
}

// derivedPreds perturbs the gold spans deterministically: exact copies,
// relabelled spans, shrunk and extended spans, dropped spans and false
// positives, so that every count is exercised.
func derivedPreds(gold []*document.Document) []*document.Document {
	labels := taxonomy.LabelNames()
	out := make([]*document.Document, len(gold))
	n := 0
	for i, g := range gold {
		p := &document.Document{ID: g.ID, Language: g.Language, Text: g.Text}
		add := func(b, e int, label string) {
			b = max(0, min(b, len(g.Text)))
			e = max(b, min(e, len(g.Text)))
			for b > 0 && b < len(g.Text) && g.Text[b]&0xC0 == 0x80 {
				b--
			}
			for e < len(g.Text) && g.Text[e]&0xC0 == 0x80 {
				e++
			}
			p.Spans = append(p.Spans, document.Span{Begin: b, End: e, Label: label})
		}
		for _, s := range g.Spans {
			n++
			switch n % 6 {
			case 0: // exact
				add(s.Begin, s.End, s.Label)
			case 1: // relabelled
				add(s.Begin, s.End, labels[n%len(labels)])
			case 2: // shrunk from the left
				add(s.Begin+2, s.End, s.Label)
			case 3: // extended both ways
				add(s.Begin-3, s.End+4, s.Label)
			case 4: // dropped
			case 5: // extended right and a false positive in the text
				add(s.Begin, s.End+1, s.Label)
				add(len(g.Text)*(n%7)/7, len(g.Text)*(n%7)/7+5, "Profession")
			}
		}
		if i%5 == 0 {
			add(0, 12, "Anonymize_Other")
		}
		out[i] = p
	}
	return out
}

// oracle recomputes the overall counts character by character over runes,
// independently of the interval code.
func oracle(gold, pred []*document.Document) Counts {
	var c Counts
	for i, g := range gold {
		idx := document.NewIndex(g.Text)
		cp := func(b int) int { k, _ := idx.ToCodePoint(b); return k }
		n := idx.Len()
		inGold, core, red, touch := make([]bool, n), make([]bool, n), make([]bool, n), make([]bool, n)
		for _, s := range g.Spans {
			for k := cp(s.Begin); k < cp(s.End); k++ {
				inGold[k] = true
			}
			for _, sa := range s.Subannotations {
				if taxonomy.IsCore(sa.Category) {
					for k := cp(sa.Begin); k < cp(sa.End); k++ {
						core[k] = true
					}
				}
			}
		}
		for _, s := range pred[i].Spans {
			touches := false
			for k := cp(s.Begin); k < cp(s.End); k++ {
				red[k] = true
				touches = touches || inGold[k]
			}
			if touches {
				for k := cp(s.Begin); k < cp(s.End); k++ {
					touch[k] = true
				}
			}
		}
		c.Chars += n
		for k := 0; k < n; k++ {
			switch {
			case inGold[k]:
				c.GoldChars++
				if red[k] {
					c.GoldHit++
				}
				if core[k] {
					c.CoreChars++
					if red[k] {
						c.CoreHit++
					}
				}
			default:
				c.NonPIIChars++
				if red[k] && touch[k] {
					c.BoundaryChars++
				} else if red[k] {
					c.FalsePositiveChars++
				}
			}
		}
	}
	return c
}

func TestDevsetMatchesCharacterOracle(t *testing.T) {
	gold := loadDevset(t)
	pred := derivedPreds(gold)
	rep, err := Evaluate(gold, pred, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got, want := rep.Overall.Counts, oracle(gold, pred)
	pairs := []struct {
		name      string
		got, want int
	}{
		{"chars", got.Chars, want.Chars},
		{"gold chars", got.GoldChars, want.GoldChars},
		{"gold hit", got.GoldHit, want.GoldHit},
		{"core chars", got.CoreChars, want.CoreChars},
		{"core hit", got.CoreHit, want.CoreHit},
		{"non-PII chars", got.NonPIIChars, want.NonPIIChars},
		{"boundary chars", got.BoundaryChars, want.BoundaryChars},
		{"false-positive chars", got.FalsePositiveChars, want.FalsePositiveChars},
	}
	for _, p := range pairs {
		if p.got != p.want {
			t.Errorf("%s = %d, oracle %d", p.name, p.got, p.want)
		}
	}
	if got.NonPIIHit != got.BoundaryChars+got.FalsePositiveChars || got.FalsePositiveChars == 0 || got.BoundaryChars == 0 {
		t.Errorf("non-PII hit %d, boundary %d, FP %d: want both parts > 0 adding up", got.NonPIIHit, got.BoundaryChars, got.FalsePositiveChars)
	}
	m := rep.Overall.Metrics
	if !(m.CoreRecall.Value > 0.3 && m.CoreRecall.Value < 1) || !(m.F1.Value > 0 && m.F1.Value < 1) {
		t.Errorf("derived predictions: core recall %s, F1 %s; want strictly between 0 and 100%%", m.CoreRecall, m.F1)
	}
	// Bytes and code points differ on the devset, so this also proves the unit.
	bytes := 0
	for _, g := range gold {
		bytes += len(g.Text)
	}
	if bytes == got.Chars {
		t.Errorf("devset has no multi-byte characters? bytes = chars = %d", bytes)
	}
	t.Logf("devset: %d docs, %d chars (%d bytes), %d gold chars, %d core chars; derived preds: core %s, non-PII %s, F1 %s",
		got.Documents, got.Chars, bytes, got.GoldChars, got.CoreChars, m.CoreRecall, m.NonPIIRate, m.F1)
}

func TestDevsetStructuredLabels(t *testing.T) {
	gold := loadDevset(t)
	structured := taxonomy.StructuredLabels()
	rep, err := Evaluate(gold, copySpans(gold), Options{Labels: structured})
	if err != nil {
		t.Fatal(err)
	}
	all, err := Evaluate(gold, copySpans(gold), Options{})
	if err != nil {
		t.Fatal(err)
	}
	c, a := rep.Overall.Counts, all.Overall.Counts
	want := 0
	for _, l := range all.Overall.Labels {
		for _, s := range structured {
			if l.Label == s {
				want += l.GoldChars
			}
		}
	}
	if c.GoldChars != want || c.GoldChars+c.OutOfScopeChars != a.GoldChars || c.NonPIIChars != a.NonPIIChars {
		t.Errorf("filtered gold %d (want %d), out-of-scope %d, non-PII %d; unfiltered gold %d, non-PII %d",
			c.GoldChars, want, c.OutOfScopeChars, c.NonPIIChars, a.GoldChars, a.NonPIIChars)
	}
	if len(rep.LabelOrder) != len(structured) {
		t.Errorf("label order %v, want %v", rep.LabelOrder, structured)
	}
}

func BenchmarkEvaluateDevset(b *testing.B) {
	gold := loadDevset(b)
	pred := derivedPreds(gold)
	size := 0
	for _, g := range gold {
		size += len(g.Text)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := Evaluate(gold, pred, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(gold))*float64(b.N)/b.Elapsed().Seconds(), "docs/s")
}
