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
	// AllowExtra silently ignores predicted documents that have no gold
	// document; without it they are ignored with a warning.
	AllowExtra bool
	// PerDocument includes the per-document counts in WriteJSON output.
	// Report.Docs is filled either way.
	PerDocument bool
	// ExcludeAges finds explicit age expressions below 90 in every text
	// (FindAges) and reports the non-PII redaction rate with the redacted
	// characters inside them removed from the numerator, the denominator
	// unchanged (seed 000, ASQ-PHI).
	ExcludeAges bool
	// Leakage adds the direct/indirect leakage split to the reports (the
	// counts are always computed).
	Leakage bool
}

// LanguageResult is the result for the documents of one language.
type LanguageResult struct {
	// Language is the document language tag as given; "und" when empty.
	Language string `json:"language"`
	Result
}

// Warning reports input problems that do not stop an evaluation: each
// kind is counted once per system.
type Warning struct {
	// System names the prediction set ("" for a single evaluation).
	System string
	// Kind is one of the Warn* constants.
	Kind string
	// Count is the number of documents concerned.
	Count int
	// First is the ID of the first document concerned (for the terminal
	// only; never written to the JSON artifact).
	First string
}

// Warning kinds.
const (
	// WarnMissing: a gold document has no prediction; it is scored as
	// redacting nothing.
	WarnMissing = "missing_prediction"
	// WarnTextDiffers: the prediction's text differs from the gold text;
	// its spans cannot be placed, so it is scored as redacting nothing.
	WarnTextDiffers = "text_differs"
	// WarnDuplicateGold: a gold ID occurs again; later copies are skipped.
	WarnDuplicateGold = "duplicate_gold"
	// WarnDuplicatePred: a predicted ID occurs again; later copies are
	// skipped.
	WarnDuplicatePred = "duplicate_prediction"
	// WarnUnknown: a prediction has no gold document; it is ignored.
	WarnUnknown = "unknown_document"
)

var warnText = map[string]string{
	WarnMissing:       "gold document(s) without prediction, scored as no redaction",
	WarnTextDiffers:   "prediction(s) whose text differs from the gold text, scored as no redaction",
	WarnDuplicateGold: "duplicate gold document ID(s), later copies skipped",
	WarnDuplicatePred: "duplicate predicted document ID(s), later copies skipped",
	WarnUnknown:       "predicted document(s) without gold document, ignored",
}

// String describes the warning, naming the first document by ID.
func (w Warning) String() string {
	sys := ""
	if w.System != "" {
		sys = w.System + ": "
	}
	return fmt.Sprintf("%s%d %s (first: document %q)", sys, w.Count, warnText[w.Kind], w.First)
}

// Summary describes the warning without naming any document, for
// shareable reports.
func (w Warning) Summary() string {
	sys := ""
	if w.System != "" {
		sys = w.System + ": "
	}
	return fmt.Sprintf("%s%d %s", sys, w.Count, warnText[w.Kind])
}

// Report is the outcome of Evaluate.
type Report struct {
	// LabelFilter is Options.Labels in canonical order (empty: all).
	LabelFilter []string `json:"label_filter"`
	// LabelOrder is the label of each entry of every Counts.Labels: the
	// filter labels, or all taxonomy labels, then any unknown labels seen,
	// in taxonomy order.
	LabelOrder []string `json:"label_order"`
	// CategoryOrder is the category of each entry of every
	// Counts.Categories: the taxonomy categories, then unknown ones seen in
	// gold, sorted.
	CategoryOrder []string `json:"category_order"`
	// Overall is the result pooled over all documents.
	Overall Result `json:"overall"`
	// Languages are per-language results, sorted by language tag.
	Languages []LanguageResult `json:"languages"`
	// Docs are the per-document counts, in gold order; the unit a
	// bootstrap resamples.
	Docs []DocCounts `json:"documents,omitempty"`
	// Warnings are the input problems found, in a fixed order.
	Warnings []Warning `json:"-"`

	perDocument bool
	opts        Options
}

// System is one set of predictions to evaluate.
type System struct {
	// Name identifies the system in reports.
	Name string
	// Docs are its predicted documents.
	Docs []*document.Document
}

// Evaluate pairs gold and predicted documents by ID and scores the
// predicted spans against the gold spans. Gold spans (with their
// sub-annotations) come from gold; predicted spans from pred. Input
// problems (see Warning) become Report.Warnings; offsets that do not fit
// the text are errors, which name the document and span, never text.
func Evaluate(gold, pred []*document.Document, opts Options) (*Report, error) {
	reps, err := evaluate(gold, []System{{Docs: pred}}, opts)
	if err != nil {
		return nil, err
	}
	return reps[0], nil
}

// evaluate scores every system against gold with shared label and
// category orders, so that their counts line up.
func evaluate(gold []*document.Document, systems []System, opts Options) ([]*Report, error) {
	gold, goldWarn, err := dedupGold(gold)
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

	labelFilter := []string{}
	for l := range filter {
		labelFilter = append(labelFilter, l)
	}
	taxonomy.SortLabels(labelFilter)
	allPairs := make([][][2]*document.Document, len(systems))
	warns := make([][]Warning, len(systems))
	var docsSeen [][]*document.Document
	docsSeen = append(docsSeen, gold)
	for i, sys := range systems {
		pairs, w, err := pair(gold, sys.Docs, opts.AllowExtra)
		if err != nil {
			return nil, fmt.Errorf("%s%w", sysPrefix(sys.Name), err)
		}
		allPairs[i] = pairs
		for _, x := range goldWarn {
			x.System = sys.Name
			w = append([]Warning{x}, w...)
		}
		for j := range w {
			w[j].System = sys.Name
		}
		warns[i] = w
		docsSeen = append(docsSeen, sys.Docs)
	}
	order := labelOrder(labelFilter, docsSeen, inScope)
	cats := categoryOrder(gold)

	reps := make([]*Report, len(systems))
	for i, pairs := range allPairs {
		rep := &Report{LabelFilter: labelFilter, LabelOrder: order, CategoryOrder: cats,
			perDocument: opts.PerDocument, opts: opts, Warnings: warns[i]}
		s := newScorer(order, cats, inScope, opts.ExcludeAges)
		rep.Docs = make([]DocCounts, 0, len(pairs))
		for _, p := range pairs {
			dc, err := s.score(p[0], p[1])
			if err != nil {
				return nil, fmt.Errorf("%s%w", sysPrefix(systems[i].Name), err)
			}
			rep.Docs = append(rep.Docs, dc)
		}
		rep.summarize()
		reps[i] = rep
	}
	return reps, nil
}

func sysPrefix(name string) string {
	if name == "" {
		return ""
	}
	return "system " + name + ": "
}

// counter collects warnings of one kind.
type counter struct {
	kind  string
	n     int
	first string
}

func (c *counter) add(id string) {
	if c.n == 0 {
		c.first = id
	}
	c.n++
}

func collect(cs ...*counter) []Warning {
	var out []Warning
	for _, c := range cs {
		if c.n > 0 {
			out = append(out, Warning{Kind: c.kind, Count: c.n, First: c.first})
		}
	}
	return out
}

// dedupGold drops gold documents whose ID occurred before.
func dedupGold(gold []*document.Document) ([]*document.Document, []Warning, error) {
	seen := make(map[string]bool, len(gold))
	out := make([]*document.Document, 0, len(gold))
	dup := &counter{kind: WarnDuplicateGold}
	for i, g := range gold {
		if g == nil {
			return nil, nil, fmt.Errorf("eval: gold %d: nil document", i)
		}
		if seen[g.ID] {
			dup.add(g.ID)
			continue
		}
		seen[g.ID] = true
		out = append(out, g)
	}
	return out, collect(dup), nil
}

// pair matches every gold document with its prediction by ID; the
// prediction is nil when missing or when its text differs.
func pair(gold, pred []*document.Document, allowExtra bool) ([][2]*document.Document, []Warning, error) {
	byID := make(map[string]*document.Document, len(pred))
	dupPred := &counter{kind: WarnDuplicatePred}
	for i, p := range pred {
		if p == nil {
			return nil, nil, fmt.Errorf("eval: prediction %d: nil document", i)
		}
		if _, dup := byID[p.ID]; dup {
			dupPred.add(p.ID)
			continue
		}
		byID[p.ID] = p
	}
	missing := &counter{kind: WarnMissing}
	differs := &counter{kind: WarnTextDiffers}
	unknown := &counter{kind: WarnUnknown}
	seen := make(map[string]bool, len(gold))
	pairs := make([][2]*document.Document, 0, len(gold))
	for _, g := range gold {
		seen[g.ID] = true
		p, ok := byID[g.ID]
		switch {
		case !ok:
			missing.add(g.ID)
		case p.Text != g.Text:
			differs.add(g.ID)
			p = nil
		}
		pairs = append(pairs, [2]*document.Document{g, p})
	}
	if !allowExtra {
		for _, p := range pred {
			if !seen[p.ID] {
				unknown.add(p.ID)
				seen[p.ID] = true
			}
		}
	}
	return pairs, collect(missing, differs, dupPred, unknown), nil
}

// labelOrder returns the filter labels (or all taxonomy labels) followed
// by any other in-scope label seen in gold or predictions, canonically
// ordered.
func labelOrder(filter []string, sets [][]*document.Document, inScope func(string) bool) []string {
	base := filter
	if len(base) == 0 {
		base = taxonomy.LabelNames()
	}
	have := make(map[string]bool, len(base))
	order := append([]string(nil), base...)
	for _, l := range order {
		have[l] = true
	}
	for _, docs := range sets {
		for _, d := range docs {
			if d == nil {
				continue
			}
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

// categoryOrder returns the taxonomy categories followed by any other
// category seen in gold, sorted.
func categoryOrder(gold []*document.Document) []string {
	var order []string
	have := map[string]bool{}
	for _, c := range taxonomy.Categories() {
		order = append(order, c.Name)
		have[c.Name] = true
	}
	var extra []string
	for _, d := range gold {
		for _, s := range d.Spans {
			for _, sa := range s.Subannotations {
				if !have[sa.Category] {
					have[sa.Category] = true
					extra = append(extra, sa.Category)
				}
			}
		}
	}
	sort.Strings(extra)
	return append(order, extra...)
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
	c := Counts{Labels: make([]LabelCounts, len(r.LabelOrder)), Categories: make([]CategoryCounts, len(r.CategoryOrder)),
		Confusion: make([]int, len(r.LabelOrder)*(len(r.LabelOrder)+1))}
	for i, l := range r.LabelOrder {
		c.Labels[i].Label = l
	}
	for i, cat := range r.CategoryOrder {
		c.Categories[i].Category = cat
	}
	return c
}
