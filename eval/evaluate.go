package eval

import (
	"fmt"
	"sort"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/taxonomy"
)

// Options controls an evaluation.
type Options struct {
	// Labels, when non-empty, restricts the evaluation to these labels:
	//   - a gold span with another label is out of scope: its characters
	//     count neither as gold (recall denominators) nor as non-PII (the
	//     non-PII denominator), and it takes no part in exact matching;
	//   - a predicted span with another label is ignored entirely: it
	//     redacts nothing and is not counted as a predicted span.
	// An out-of-scope gold span still counts as gold for deciding whether
	// a predicted span touches gold (false positive vs boundary
	// extension). This is how "structured labels" (taxonomy.
	// StructuredLabels) are reported separately.
	Labels []string
	// AllowExtra accepts predicted documents that have no gold document;
	// they are ignored. Without it they are an error.
	AllowExtra bool
	// PerDocument includes the per-document counts in WriteJSON output.
	// Report.Docs is filled either way.
	PerDocument bool
}

// LanguageResult is the result for the documents of one language.
type LanguageResult struct {
	// Language is the document language tag as given; "und" when empty.
	Language string `json:"language"`
	Result
}

// Report is the outcome of Evaluate.
type Report struct {
	// LabelFilter is Options.Labels in canonical order (empty: all).
	LabelFilter []string `json:"label_filter"`
	// LabelOrder is the label of each entry of every Counts.Labels: the
	// filter labels, or all taxonomy labels, then any unknown labels seen,
	// in taxonomy order.
	LabelOrder []string `json:"label_order"`
	// Overall is the result pooled over all documents.
	Overall Result `json:"overall"`
	// Languages are per-language results, sorted by language tag.
	Languages []LanguageResult `json:"languages"`
	// Docs are the per-document counts, in gold order; the unit a
	// bootstrap resamples.
	Docs []DocCounts `json:"documents,omitempty"`

	perDocument bool
}

// Evaluate pairs gold and predicted documents by ID and scores the
// predicted spans against the gold spans. Gold spans (with their
// sub-annotations) come from gold; predicted spans from pred; the texts
// must be identical. Errors name the document and span, never text.
func Evaluate(gold, pred []*document.Document, opts Options) (*Report, error) {
	pairs, err := pair(gold, pred, opts.AllowExtra)
	if err != nil {
		return nil, err
	}
	var filter map[string]bool
	if len(opts.Labels) > 0 {
		filter = make(map[string]bool, len(opts.Labels))
		for _, l := range opts.Labels {
			filter[l] = true
		}
	}
	inScope := func(label string) bool { return filter == nil || filter[label] }

	rep := &Report{LabelFilter: []string{}, perDocument: opts.PerDocument}
	for l := range filter {
		rep.LabelFilter = append(rep.LabelFilter, l)
	}
	taxonomy.SortLabels(rep.LabelFilter)
	rep.LabelOrder = labelOrder(rep.LabelFilter, pairs, inScope)

	s := newScorer(rep.LabelOrder, inScope)
	rep.Docs = make([]DocCounts, 0, len(pairs))
	for _, p := range pairs {
		dc, err := s.score(p[0], p[1])
		if err != nil {
			return nil, err
		}
		rep.Docs = append(rep.Docs, dc)
	}
	rep.summarize()
	return rep, nil
}

// pair matches every gold document with its prediction by ID.
func pair(gold, pred []*document.Document, allowExtra bool) ([][2]*document.Document, error) {
	byID := make(map[string]*document.Document, len(pred))
	for i, p := range pred {
		if p == nil {
			return nil, fmt.Errorf("eval: prediction %d: nil document", i)
		}
		if _, dup := byID[p.ID]; dup {
			return nil, fmt.Errorf("eval: document %q: duplicate prediction", p.ID)
		}
		byID[p.ID] = p
	}
	seen := make(map[string]bool, len(gold))
	pairs := make([][2]*document.Document, 0, len(gold))
	for i, g := range gold {
		if g == nil {
			return nil, fmt.Errorf("eval: gold %d: nil document", i)
		}
		if seen[g.ID] {
			return nil, fmt.Errorf("eval: document %q: duplicate gold document", g.ID)
		}
		seen[g.ID] = true
		p, ok := byID[g.ID]
		if !ok {
			return nil, fmt.Errorf("eval: document %q: no prediction", g.ID)
		}
		if p.Text != g.Text {
			return nil, fmt.Errorf("eval: document %q: prediction text differs from gold text (%d vs %d bytes, first difference at byte %d)",
				g.ID, len(p.Text), len(g.Text), firstDiff(p.Text, g.Text))
		}
		pairs = append(pairs, [2]*document.Document{g, p})
	}
	if !allowExtra {
		for _, p := range pred {
			if !seen[p.ID] {
				return nil, fmt.Errorf("eval: document %q: prediction has no gold document", p.ID)
			}
		}
	}
	return pairs, nil
}

func firstDiff(a, b string) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}

// labelOrder returns the filter labels (or all taxonomy labels) followed
// by any other in-scope label seen in gold or predictions, canonically
// ordered.
func labelOrder(filter []string, pairs [][2]*document.Document, inScope func(string) bool) []string {
	base := filter
	if len(base) == 0 {
		base = taxonomy.LabelNames()
	}
	have := make(map[string]bool, len(base))
	order := append([]string(nil), base...)
	for _, l := range order {
		have[l] = true
	}
	for _, p := range pairs {
		for _, d := range p {
			for _, s := range d.Spans {
				if !have[s.Label] && inScope(s.Label) {
					have[s.Label] = true
					order = append(order, s.Label)
				}
			}
		}
	}
	taxonomy.SortLabels(order)
	return order
}

// summarize fills Overall and Languages from Docs.
func (r *Report) summarize() {
	total := r.emptyCounts()
	byLang := map[string]*Counts{}
	for i := range r.Docs {
		d := &r.Docs[i]
		total.Add(&d.Counts)
		lang := d.Language
		if lang == "" {
			lang = "und"
		}
		c, ok := byLang[lang]
		if !ok {
			e := r.emptyCounts()
			c = &e
			byLang[lang] = c
		}
		c.Add(&d.Counts)
	}
	r.Overall = Compute(total)
	langs := make([]string, 0, len(byLang))
	for l := range byLang {
		langs = append(langs, l)
	}
	sort.Strings(langs)
	r.Languages = make([]LanguageResult, 0, len(langs))
	for _, l := range langs {
		r.Languages = append(r.Languages, LanguageResult{Language: l, Result: Compute(*byLang[l])})
	}
}

// emptyCounts returns zero counts with the report's label rows.
func (r *Report) emptyCounts() Counts {
	c := Counts{Labels: make([]LabelCounts, len(r.LabelOrder))}
	for i, l := range r.LabelOrder {
		c.Labels[i].Label = l
	}
	return c
}
