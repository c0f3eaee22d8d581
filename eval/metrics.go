package eval

// Metrics are the rates computed from one Counts.
type Metrics struct {
	// AnnotationRecall is |G ∩ R| / |G| (overall recall).
	AnnotationRecall Rate `json:"annotation_recall"`
	// CoreRecall is |C ∩ R| / |C|; not available without core characters.
	CoreRecall Rate `json:"core_recall"`
	// NonPIIRate is |N ∩ R| / |N|.
	NonPIIRate Rate `json:"non_pii_rate"`
	// FalsePositiveRate and BoundaryRate split NonPIIRate: false-positive
	// characters and boundary extensions over |N|.
	FalsePositiveRate Rate `json:"false_positive_rate"`
	BoundaryRate      Rate `json:"boundary_extension_rate"`
	// Precision, Recall and F1 are exact entity scores (begin, end, label).
	Precision Rate `json:"exact_precision"`
	Recall    Rate `json:"exact_recall"`
	F1        Rate `json:"exact_f1"`
}

// LabelMetrics are the rates of one label.
type LabelMetrics struct {
	LabelCounts
	// AnnotationRecall and CoreRecall count a gold character as hit when
	// any predicted span covers it.
	AnnotationRecall Rate `json:"annotation_recall"`
	CoreRecall       Rate `json:"core_recall"`
	// TypedAnnotationRecall and TypedCoreRecall require a predicted span
	// of the same label.
	TypedAnnotationRecall Rate `json:"typed_annotation_recall"`
	TypedCoreRecall       Rate `json:"typed_core_recall"`
	// Precision, Recall and F1 are exact entity scores for the label.
	Precision Rate `json:"exact_precision"`
	Recall    Rate `json:"exact_recall"`
	F1        Rate `json:"exact_f1"`
}

// Result is everything computed from one pooled Counts.
type Result struct {
	Counts  Counts         `json:"counts"`
	Metrics Metrics        `json:"metrics"`
	Labels  []LabelMetrics `json:"labels"`
}

// Compute turns counts into rates. It is the only place where metrics are
// derived, so a bootstrap that resamples documents and calls Compute on
// the summed counts gets exactly the point-estimate definitions.
func Compute(c Counts) Result {
	r := Result{Counts: c, Metrics: Metrics{
		AnnotationRecall:  NewRate(c.GoldHit, c.GoldChars),
		CoreRecall:        NewRate(c.CoreHit, c.CoreChars),
		NonPIIRate:        NewRate(c.NonPIIHit, c.NonPIIChars),
		FalsePositiveRate: NewRate(c.FalsePositiveChars, c.NonPIIChars),
		BoundaryRate:      NewRate(c.BoundaryChars, c.NonPIIChars),
		Precision:         NewRate(c.ExactMatches, c.PredSpans),
		Recall:            NewRate(c.ExactMatches, c.GoldSpans),
		F1:                NewRate(2*c.ExactMatches, c.GoldSpans+c.PredSpans),
	}}
	r.Labels = make([]LabelMetrics, len(c.Labels))
	for i, l := range c.Labels {
		r.Labels[i] = LabelMetrics{
			LabelCounts:           l,
			AnnotationRecall:      NewRate(l.GoldHit, l.GoldChars),
			CoreRecall:            NewRate(l.CoreHit, l.CoreChars),
			TypedAnnotationRecall: NewRate(l.TypedGoldHit, l.GoldChars),
			TypedCoreRecall:       NewRate(l.TypedCoreHit, l.CoreChars),
			Precision:             NewRate(l.ExactMatches, l.PredSpans),
			Recall:                NewRate(l.ExactMatches, l.GoldSpans),
			F1:                    NewRate(2*l.ExactMatches, l.GoldSpans+l.PredSpans),
		}
	}
	return r
}
