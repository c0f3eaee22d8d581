package eval

// Counts are the additive character and span counts from which every
// metric is computed. Sums of Counts over any multiset of documents are
// valid Counts, which is what a document bootstrap needs.
type Counts struct {
	// Documents is the number of documents.
	Documents int `json:"documents"`
	// Chars is the number of characters (code points) of all texts.
	Chars int `json:"chars"`
	// GoldSpans is the number of gold spans in scope.
	GoldSpans int `json:"gold_spans"`
	// SubannotatedSpans is the number of gold spans in scope with at least
	// one sub-annotation; only these contribute core characters.
	SubannotatedSpans int `json:"subannotated_gold_spans"`
	// PredSpans is the number of redacting predicted spans (in scope).
	PredSpans int `json:"pred_spans"`
	// ExactMatches is the number of predicted spans equal to a gold span in
	// begin, end and label (one-to-one).
	ExactMatches int `json:"exact_matches"`
	// FalsePositiveSpans is the number of non-empty predicted spans that
	// touch no gold span (in scope or not).
	FalsePositiveSpans int `json:"false_positive_spans"`
	// GoldChars is |G|, the characters inside gold spans in scope.
	GoldChars int `json:"gold_chars"`
	// GoldHit is |G ∩ R|.
	GoldHit int `json:"gold_chars_redacted"`
	// CoreChars is |C|, the core sub-annotation characters in scope.
	CoreChars int `json:"core_chars"`
	// CoreHit is |C ∩ R|.
	CoreHit int `json:"core_chars_redacted"`
	// OutOfScopeChars is |O|: characters of gold spans outside the label
	// filter and not inside a gold span in scope. They count nowhere.
	OutOfScopeChars int `json:"out_of_scope_chars"`
	// NonPIIChars is |N|, the characters outside every gold span.
	NonPIIChars int `json:"non_pii_chars"`
	// NonPIIHit is |N ∩ R|.
	NonPIIHit int `json:"non_pii_chars_redacted"`
	// FalsePositiveChars is the part of NonPIIHit covered only by predicted
	// spans that touch no gold span.
	FalsePositiveChars int `json:"false_positive_chars"`
	// BoundaryChars is the rest of NonPIIHit: characters covered by a
	// predicted span that touches gold.
	BoundaryChars int `json:"boundary_extension_chars"`
	// Labels holds per-label counts, aligned with Report.LabelOrder (one
	// entry per label, in that order).
	Labels []LabelCounts `json:"-"`
}

// LabelCounts are the additive counts of one label.
type LabelCounts struct {
	// Label is the span label.
	Label string `json:"label"`
	// GoldSpans and PredSpans count gold and predicted spans of the label.
	GoldSpans int `json:"gold_spans"`
	PredSpans int `json:"pred_spans"`
	// SubannotatedSpans counts gold spans of the label with sub-annotations.
	SubannotatedSpans int `json:"subannotated_gold_spans"`
	// ExactMatches counts exact (begin, end, label) matches of the label.
	ExactMatches int `json:"exact_matches"`
	// GoldChars are the characters of gold spans of the label; GoldHit
	// those redacted by any predicted span; TypedGoldHit those redacted by
	// a predicted span of the same label.
	GoldChars    int `json:"gold_chars"`
	GoldHit      int `json:"gold_chars_redacted"`
	TypedGoldHit int `json:"gold_chars_redacted_typed"`
	// CoreChars, CoreHit and TypedCoreHit are the same for core
	// characters.
	CoreChars    int `json:"core_chars"`
	CoreHit      int `json:"core_chars_redacted"`
	TypedCoreHit int `json:"core_chars_redacted_typed"`
	// PredNonPIIChars are non-PII characters redacted by predicted spans of
	// the label. A character covered by spans of two labels counts for
	// both, so these do not add up to Counts.NonPIIHit in that case.
	PredNonPIIChars int `json:"pred_non_pii_chars"`
}

// DocCounts are the counts of one document.
type DocCounts struct {
	// ID is the document ID.
	ID string `json:"document_id"`
	// Language is the document's language tag as given ("" when unknown).
	Language string `json:"language"`
	Counts
}

// add adds o to l (labels must be equal).
func (l *LabelCounts) add(o *LabelCounts, w int) {
	l.GoldSpans += w * o.GoldSpans
	l.PredSpans += w * o.PredSpans
	l.SubannotatedSpans += w * o.SubannotatedSpans
	l.ExactMatches += w * o.ExactMatches
	l.GoldChars += w * o.GoldChars
	l.GoldHit += w * o.GoldHit
	l.TypedGoldHit += w * o.TypedGoldHit
	l.CoreChars += w * o.CoreChars
	l.CoreHit += w * o.CoreHit
	l.TypedCoreHit += w * o.TypedCoreHit
	l.PredNonPIIChars += w * o.PredNonPIIChars
}

// Add adds o to c. Per-label counts are added position by position; both
// must come from the same Report (same LabelOrder), or c.Labels be empty.
func (c *Counts) Add(o *Counts) { c.AddWeighted(o, 1) }

// AddWeighted adds w copies of o to c, as a bootstrap does for a document
// drawn w times.
func (c *Counts) AddWeighted(o *Counts, w int) {
	c.Documents += w * o.Documents
	c.Chars += w * o.Chars
	c.GoldSpans += w * o.GoldSpans
	c.SubannotatedSpans += w * o.SubannotatedSpans
	c.PredSpans += w * o.PredSpans
	c.ExactMatches += w * o.ExactMatches
	c.FalsePositiveSpans += w * o.FalsePositiveSpans
	c.GoldChars += w * o.GoldChars
	c.GoldHit += w * o.GoldHit
	c.CoreChars += w * o.CoreChars
	c.CoreHit += w * o.CoreHit
	c.OutOfScopeChars += w * o.OutOfScopeChars
	c.NonPIIChars += w * o.NonPIIChars
	c.NonPIIHit += w * o.NonPIIHit
	c.FalsePositiveChars += w * o.FalsePositiveChars
	c.BoundaryChars += w * o.BoundaryChars
	if len(c.Labels) == 0 && len(o.Labels) > 0 {
		c.Labels = make([]LabelCounts, len(o.Labels))
		for i := range o.Labels {
			c.Labels[i].Label = o.Labels[i].Label
		}
	}
	for i := range o.Labels {
		c.Labels[i].add(&o.Labels[i], w)
	}
}

// Sum returns the pooled counts of docs.
func Sum(docs []DocCounts) Counts {
	var c Counts
	for i := range docs {
		c.Add(&docs[i].Counts)
	}
	return c
}
