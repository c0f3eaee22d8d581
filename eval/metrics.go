package eval

import "strings"

// Missed is the column of a confusion matrix for gold spans that no
// predicted span overlaps.
const Missed = "missed"

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
	// NonPIIRateExclAges, FalsePositiveRateExclAges and
	// BoundaryRateExclAges are the same with the redacted characters of
	// explicit ages below 90 removed from the numerators (denominator |N|
	// kept); equal to the plain rates unless Options.ExcludeAges.
	NonPIIRateExclAges        Rate `json:"non_pii_rate_excl_ages"`
	FalsePositiveRateExclAges Rate `json:"false_positive_rate_excl_ages"`
	BoundaryRateExclAges      Rate `json:"boundary_extension_rate_excl_ages"`
	// Precision, Recall and F1 are exact entity scores (begin, end, label).
	Precision Rate `json:"exact_precision"`
	Recall    Rate `json:"exact_recall"`
	F1        Rate `json:"exact_f1"`
	// CoarsePrecision, CoarseRecall and CoarseF1 match begin, end and the
	// coarse label (before ':').
	CoarsePrecision Rate `json:"coarse_precision"`
	CoarseRecall    Rate `json:"coarse_recall"`
	CoarseF1        Rate `json:"coarse_f1"`
	// BoundaryPrecision, BoundaryRecall and BoundaryF1 match begin and end
	// only, whatever the labels.
	BoundaryPrecision Rate `json:"boundary_precision"`
	BoundaryRecall    Rate `json:"boundary_recall"`
	BoundaryF1        Rate `json:"boundary_f1"`
	// CoveredSpans is the share of gold spans whose every character is
	// redacted.
	CoveredSpans Rate `json:"covered_gold_spans"`
	// PIIFreeRedacted is the share of documents without any gold span in
	// which something was redacted.
	PIIFreeRedacted Rate `json:"pii_free_documents_redacted"`
	// SpanDetection is the share of fidelity gold spans overlapped by a
	// predicted span; LabelFidelity and CoarseFidelity the share of those
	// detected whose best-overlapping prediction has the same (coarse)
	// label.
	SpanDetection  Rate `json:"span_detection_recall"`
	LabelFidelity  Rate `json:"label_fidelity"`
	CoarseFidelity Rate `json:"coarse_label_fidelity"`
	// DirectLeak and IndirectLeak are the unredacted shares of direct and
	// indirect identifier characters; DirectSpanLeak and IndirectSpanLeak
	// the shares of spans with an identifying character left.
	DirectLeak       Rate `json:"direct_leak"`
	IndirectLeak     Rate `json:"indirect_leak"`
	DirectSpanLeak   Rate `json:"direct_span_leak"`
	IndirectSpanLeak Rate `json:"indirect_span_leak"`
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
	// Covered is the share of gold spans of the label fully redacted.
	Covered Rate `json:"covered_gold_spans"`
	// NonPIIRate is PredNonPIIChars over all non-PII characters: the
	// non-PII redaction caused by spans of this predicted label.
	NonPIIRate Rate `json:"pred_non_pii_rate"`
}

// CategoryMetrics is the character recall of one sub-annotation category.
type CategoryMetrics struct {
	CategoryCounts
	// Core tells whether the category is core PII.
	Core bool `json:"core"`
	// Recall is Hit/Chars.
	Recall Rate `json:"recall"`
}

// ConfusionMatrix counts gold spans by gold label (rows) and the label of
// the predicted span overlapping them most (columns; the last column is
// Missed).
type ConfusionMatrix struct {
	Gold   []string `json:"gold"`
	Pred   []string `json:"pred"`
	Counts [][]int  `json:"counts"`
}

// Result is everything computed from one pooled Counts.
type Result struct {
	Counts     Counts            `json:"counts"`
	Metrics    Metrics           `json:"metrics"`
	Labels     []LabelMetrics    `json:"labels"`
	Categories []CategoryMetrics `json:"categories"`
	// Confusion is the exact-label matrix, CoarseConfusion the same with
	// labels reduced to their coarse part; rows and columns with no count
	// at all are left out.
	Confusion       ConfusionMatrix `json:"confusion"`
	CoarseConfusion ConfusionMatrix `json:"coarse_confusion"`
	// Referents gives, for each label family with referents (Name,
	// Address_Location, Organization, ID), the referent accuracy.
	Referents []ReferentMetrics `json:"referents"`
}

// ReferentMetrics is the referent accuracy of one label family: among the
// gold spans of the family whose best-overlapping predicted span (see
// Confusion) is of the same family, the share with exactly the gold label
// ("Name:Caregiver" for a caregiver's name, not "Name:Patient").
type ReferentMetrics struct {
	// Family is the coarse label, e.g. "Name".
	Family string `json:"family"`
	// Detected counts gold spans of the family found with a label of the
	// family; Correct those with the exact label.
	Detected int  `json:"detected"`
	Correct  int  `json:"correct"`
	Accuracy Rate `json:"accuracy"`
}

// f1 returns 2m/(gold+pred).
func f1(m, gold, pred int) Rate { return NewRate(2*m, gold+pred) }

// Compute turns counts into rates. It is the only place where metrics are
// derived, so a bootstrap that resamples documents and calls Compute on
// the summed counts gets exactly the point-estimate definitions.
func Compute(c Counts) Result {
	ageFP := c.AgeHit - c.AgeBoundaryHit
	l := c.Leakage
	r := Result{Counts: c, Metrics: Metrics{
		AnnotationRecall:          NewRate(c.GoldHit, c.GoldChars),
		CoreRecall:                NewRate(c.CoreHit, c.CoreChars),
		NonPIIRate:                NewRate(c.NonPIIHit, c.NonPIIChars),
		FalsePositiveRate:         NewRate(c.FalsePositiveChars, c.NonPIIChars),
		BoundaryRate:              NewRate(c.BoundaryChars, c.NonPIIChars),
		NonPIIRateExclAges:        NewRate(c.NonPIIHit-c.AgeHit, c.NonPIIChars),
		FalsePositiveRateExclAges: NewRate(c.FalsePositiveChars-ageFP, c.NonPIIChars),
		BoundaryRateExclAges:      NewRate(c.BoundaryChars-c.AgeBoundaryHit, c.NonPIIChars),
		Precision:                 NewRate(c.ExactMatches, c.PredSpans),
		Recall:                    NewRate(c.ExactMatches, c.GoldSpans),
		F1:                        f1(c.ExactMatches, c.GoldSpans, c.PredSpans),
		CoarsePrecision:           NewRate(c.CoarseMatches, c.PredSpans),
		CoarseRecall:              NewRate(c.CoarseMatches, c.GoldSpans),
		CoarseF1:                  f1(c.CoarseMatches, c.GoldSpans, c.PredSpans),
		BoundaryPrecision:         NewRate(c.BoundaryMatches, c.PredSpans),
		BoundaryRecall:            NewRate(c.BoundaryMatches, c.GoldSpans),
		BoundaryF1:                f1(c.BoundaryMatches, c.GoldSpans, c.PredSpans),
		CoveredSpans:              NewRate(c.CoveredSpans, c.GoldSpans),
		PIIFreeRedacted:           NewRate(c.PIIFreeRedacted, c.PIIFreeDocs),
		SpanDetection:             NewRate(c.DetectedSpans, c.FidelitySpans),
		LabelFidelity:             NewRate(c.LabelCorrect, c.DetectedSpans),
		CoarseFidelity:            NewRate(c.CoarseCorrect, c.DetectedSpans),
		DirectLeak:                NewRate(l.DirectLeaked, l.DirectChars),
		IndirectLeak:              NewRate(l.IndirectLeaked, l.IndirectChars),
		DirectSpanLeak:            NewRate(l.DirectSpansLeaked, l.DirectSpans),
		IndirectSpanLeak:          NewRate(l.IndirectSpansLeaked, l.IndirectSpans),
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
			F1:                    f1(l.ExactMatches, l.GoldSpans, l.PredSpans),
			Covered:               NewRate(l.CoveredSpans, l.GoldSpans),
			NonPIIRate:            NewRate(l.PredNonPIIChars, c.NonPIIChars),
		}
	}
	r.Categories = make([]CategoryMetrics, len(c.Categories))
	for i, k := range c.Categories {
		r.Categories[i] = CategoryMetrics{CategoryCounts: k, Core: isCore(k.Category), Recall: NewRate(k.Hit, k.Chars)}
	}
	labels := make([]string, len(c.Labels))
	for i, l := range c.Labels {
		labels[i] = l.Label
	}
	r.Confusion = confusion(labels, c.Confusion, func(s string) string { return s })
	r.CoarseConfusion = confusion(labels, c.Confusion, coarse)
	r.Referents = referents(labels, c.Confusion)
	return r
}

// referents computes referent accuracy per family from the flat
// exact-label confusion counts; families whose labels have no referent
// part (Date) or that have no gold span in labels are left out.
func referents(labels []string, flat []int) []ReferentMetrics {
	n := len(labels)
	if len(flat) != n*(n+1) {
		return nil
	}
	var out []ReferentMetrics
	idx := map[string]int{}
	for g, gl := range labels {
		if !strings.Contains(gl, ":") {
			continue
		}
		fam := coarse(gl)
		k, ok := idx[fam]
		if !ok {
			k = len(out)
			idx[fam] = k
			out = append(out, ReferentMetrics{Family: fam})
		}
		for p, pl := range labels {
			if coarse(pl) != fam {
				continue
			}
			v := flat[g*(n+1)+p]
			out[k].Detected += v
			if p == g {
				out[k].Correct += v
			}
		}
	}
	for i := range out {
		out[i].Accuracy = NewRate(out[i].Correct, out[i].Detected)
	}
	return out
}

// confusion builds a matrix from the flat exact-label counts, mapping
// labels through key (identity or coarse) and leaving out empty rows and
// columns.
func confusion(labels []string, flat []int, key func(string) string) ConfusionMatrix {
	n := len(labels)
	m := ConfusionMatrix{Gold: []string{}, Pred: []string{}, Counts: [][]int{}}
	if len(flat) != n*(n+1) {
		return m
	}
	var keys []string
	idx := map[string]int{}
	for _, l := range labels {
		k := key(l)
		if _, ok := idx[k]; !ok {
			idx[k] = len(keys)
			keys = append(keys, k)
		}
	}
	nk := len(keys)
	full := make([][]int, nk)
	for i := range full {
		full[i] = make([]int, nk+1)
	}
	for g := 0; g < n; g++ {
		for p := 0; p <= n; p++ {
			col := nk
			if p < n {
				col = idx[key(labels[p])]
			}
			full[idx[key(labels[g])]][col] += flat[g*(n+1)+p]
		}
	}
	var rows, cols []int
	for i := 0; i < nk; i++ {
		sum := 0
		for _, v := range full[i] {
			sum += v
		}
		if sum > 0 {
			rows = append(rows, i)
		}
	}
	for j := 0; j <= nk; j++ {
		sum := 0
		for i := range full {
			sum += full[i][j]
		}
		if sum > 0 && j < nk {
			cols = append(cols, j)
		}
	}
	for _, i := range rows {
		m.Gold = append(m.Gold, keys[i])
	}
	for _, j := range cols {
		m.Pred = append(m.Pred, keys[j])
	}
	m.Pred = append(m.Pred, Missed)
	for _, i := range rows {
		row := make([]int, 0, len(cols)+1)
		for _, j := range cols {
			row = append(row, full[i][j])
		}
		m.Counts = append(m.Counts, append(row, full[i][nk]))
	}
	return m
}
