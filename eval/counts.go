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
	// CoarseMatches is the number of predicted spans equal to a gold span
	// in begin, end and coarse label (the label before ':'), one-to-one.
	CoarseMatches int `json:"coarse_matches"`
	// BoundaryMatches is the number of predicted spans equal to a gold
	// span in begin and end, whatever the labels (one-to-one).
	BoundaryMatches int `json:"boundary_matches"`
	// CoveredSpans is the number of non-empty gold spans in scope whose
	// every character is redacted.
	CoveredSpans int `json:"covered_gold_spans"`
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
	// AgeChars is |A|: characters of N inside explicit age expressions
	// below 90 (see FindAges); counted only with Options.ExcludeAges.
	AgeChars int `json:"age_chars"`
	// AgeHit is |A ∩ R|, the redacted age characters removed from the
	// non-PII numerator when ages are excluded; AgeBoundaryHit is the part
	// of it that is a boundary extension (the rest is false positive).
	AgeHit         int `json:"age_chars_redacted"`
	AgeBoundaryHit int `json:"age_chars_redacted_boundary"`
	// PIIFreeDocs counts documents with no gold span of any label;
	// PIIFreeRedacted those of them where a non-empty predicted span (in
	// scope) redacts something.
	PIIFreeDocs     int `json:"pii_free_documents"`
	PIIFreeRedacted int `json:"pii_free_documents_redacted"`
	// FidelitySpans counts the gold spans in scope that enter the label
	// fidelity analysis (see Confusion); DetectedSpans those overlapped by
	// a predicted span; LabelCorrect and CoarseCorrect those whose
	// best-overlapping predicted span has the same (coarse) label.
	FidelitySpans int `json:"fidelity_gold_spans"`
	DetectedSpans int `json:"detected_gold_spans"`
	LabelCorrect  int `json:"label_correct_spans"`
	CoarseCorrect int `json:"coarse_label_correct_spans"`
	// Leakage counts the characters of gold spans in scope, split into
	// direct and indirect identifiers (see LeakageClass); the leaked ones
	// are those not redacted.
	Leakage LeakageCounts `json:"leakage"`
	// Labels holds per-label counts, aligned with Report.LabelOrder (one
	// entry per label, in that order).
	Labels []LabelCounts `json:"-"`
	// Categories holds per-sub-annotation-category counts, aligned with
	// Report.CategoryOrder.
	Categories []CategoryCounts `json:"-"`
	// Confusion is the label confusion among fidelity spans: row g (gold
	// label index in Report.LabelOrder), column p (predicted label index),
	// or column len(LabelOrder) for "missed"; stored row-major in a slice
	// of len(LabelOrder)*(len(LabelOrder)+1).
	Confusion []int `json:"-"`
}

// LeakageCounts split the gold characters and spans in scope into direct
// and indirect identifiers.
type LeakageCounts struct {
	// DirectChars and IndirectChars are gold characters of each class;
	// DirectLeaked and IndirectLeaked those not redacted.
	DirectChars    int `json:"direct_chars"`
	DirectLeaked   int `json:"direct_chars_leaked"`
	IndirectChars  int `json:"indirect_chars"`
	IndirectLeaked int `json:"indirect_chars_leaked"`
	// DirectSpans and IndirectSpans count gold spans of each class;
	// the Leaked counts those with at least one identifying character
	// (core, or any character without sub-annotations) left unredacted.
	DirectSpans         int `json:"direct_spans"`
	DirectSpansLeaked   int `json:"direct_spans_leaked"`
	IndirectSpans       int `json:"indirect_spans"`
	IndirectSpansLeaked int `json:"indirect_spans_leaked"`
}

func (l *LeakageCounts) add(o *LeakageCounts, w int) {
	l.DirectChars += w * o.DirectChars
	l.DirectLeaked += w * o.DirectLeaked
	l.IndirectChars += w * o.IndirectChars
	l.IndirectLeaked += w * o.IndirectLeaked
	l.DirectSpans += w * o.DirectSpans
	l.DirectSpansLeaked += w * o.DirectSpansLeaked
	l.IndirectSpans += w * o.IndirectSpans
	l.IndirectSpansLeaked += w * o.IndirectSpansLeaked
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
	// CoveredSpans counts gold spans of the label fully redacted.
	CoveredSpans int `json:"covered_gold_spans"`
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

// CategoryCounts are the additive counts of one sub-annotation category.
type CategoryCounts struct {
	// Category is the sub-annotation category.
	Category string `json:"category"`
	// Chars are the characters of sub-annotations of the category in gold
	// spans in scope; Hit those redacted.
	Chars int `json:"chars"`
	Hit   int `json:"chars_redacted"`
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
	l.CoveredSpans += w * o.CoveredSpans
	l.GoldChars += w * o.GoldChars
	l.GoldHit += w * o.GoldHit
	l.TypedGoldHit += w * o.TypedGoldHit
	l.CoreChars += w * o.CoreChars
	l.CoreHit += w * o.CoreHit
	l.TypedCoreHit += w * o.TypedCoreHit
	l.PredNonPIIChars += w * o.PredNonPIIChars
}

// Add adds o to c. Per-label, per-category and confusion counts are added
// position by position; both must come from the same Report (same
// orders), or c's be empty.
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
	c.CoarseMatches += w * o.CoarseMatches
	c.BoundaryMatches += w * o.BoundaryMatches
	c.CoveredSpans += w * o.CoveredSpans
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
	c.AgeChars += w * o.AgeChars
	c.AgeHit += w * o.AgeHit
	c.AgeBoundaryHit += w * o.AgeBoundaryHit
	c.PIIFreeDocs += w * o.PIIFreeDocs
	c.PIIFreeRedacted += w * o.PIIFreeRedacted
	c.FidelitySpans += w * o.FidelitySpans
	c.DetectedSpans += w * o.DetectedSpans
	c.LabelCorrect += w * o.LabelCorrect
	c.CoarseCorrect += w * o.CoarseCorrect
	c.Leakage.add(&o.Leakage, w)
	if len(c.Labels) == 0 && len(o.Labels) > 0 {
		c.Labels = make([]LabelCounts, len(o.Labels))
		for i := range o.Labels {
			c.Labels[i].Label = o.Labels[i].Label
		}
	}
	for i := range o.Labels {
		c.Labels[i].add(&o.Labels[i], w)
	}
	if len(c.Categories) == 0 && len(o.Categories) > 0 {
		c.Categories = make([]CategoryCounts, len(o.Categories))
		for i := range o.Categories {
			c.Categories[i].Category = o.Categories[i].Category
		}
	}
	for i := range o.Categories {
		c.Categories[i].Chars += w * o.Categories[i].Chars
		c.Categories[i].Hit += w * o.Categories[i].Hit
	}
	if len(c.Confusion) == 0 && len(o.Confusion) > 0 {
		c.Confusion = make([]int, len(o.Confusion))
	}
	for i, n := range o.Confusion {
		c.Confusion[i] += w * n
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
