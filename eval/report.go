package eval

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// tables builds the report's tables: overall, per label, per language.
func (r *Report) tables() []*table {
	c, m := r.Overall.Counts, r.Overall.Metrics
	ov := &table{title: "Overall", header: []string{"Metric", "Value", "Numerator", "Denominator"}}
	row := func(name string, x Rate) { ov.add(name, x.String(), itoa(x.Num), itoa(x.Den)) }
	row("Core PII recall", m.CoreRecall)
	row("Annotation-character recall", m.AnnotationRecall)
	row("Non-PII redaction rate", m.NonPIIRate)
	row("Non-PII: false-positive spans", m.FalsePositiveRate)
	row("Non-PII: boundary extensions", m.BoundaryRate)
	row("Exact entity precision", m.Precision)
	row("Exact entity recall", m.Recall)
	row("Exact entity F1", m.F1)
	ov.notes = append(ov.notes,
		"Characters are Unicode code points, whitespace included, pooled over documents.",
		fmt.Sprintf("False-positive spans (touching no gold span): %d.", c.FalsePositiveSpans))
	if c.SubannotatedSpans < c.GoldSpans {
		ov.notes = append(ov.notes, fmt.Sprintf("Core PII characters come from the %d of %d gold spans that have sub-annotations.", c.SubannotatedSpans, c.GoldSpans))
	}
	if c.OutOfScopeChars > 0 {
		ov.notes = append(ov.notes, fmt.Sprintf("%d characters of out-of-scope gold spans are excluded from every character count.", c.OutOfScopeChars))
	}

	lt := &table{title: "Per label", header: []string{"Label", "Gold", "Pred", "Exact", "P", "R", "F1",
		"Ann. recall", "Core recall", "Typed ann.", "Typed core", "Non-PII chars"}}
	for _, l := range r.Overall.Labels {
		if l.GoldSpans == 0 && l.PredSpans == 0 {
			continue
		}
		lt.add(l.Label, itoa(l.GoldSpans), itoa(l.PredSpans), itoa(l.ExactMatches),
			l.Precision.String(), l.Recall.String(), l.F1.String(),
			l.AnnotationRecall.String(), l.CoreRecall.String(),
			l.TypedAnnotationRecall.String(), l.TypedCoreRecall.String(), itoa(l.PredNonPIIChars))
	}
	lt.notes = []string{
		"Gold and P/R/F1 are by gold label, Pred by predicted label; recalls are by gold label.",
		"Ann./Core recall count any redaction; Typed needs a predicted span of the same label.",
		"Non-PII chars: characters outside gold spans redacted by spans of the predicted label.",
	}

	gt := &table{title: "Per language", header: []string{"Language", "Docs", "Chars", "Gold", "Pred",
		"Core recall", "Ann. recall", "Non-PII", "FP", "Boundary", "F1"}}
	for _, g := range r.Languages {
		gc, gm := g.Counts, g.Metrics
		gt.add(g.Language, itoa(gc.Documents), itoa(gc.Chars), itoa(gc.GoldSpans), itoa(gc.PredSpans),
			gm.CoreRecall.String(), gm.AnnotationRecall.String(), gm.NonPIIRate.String(),
			gm.FalsePositiveRate.String(), gm.BoundaryRate.String(), gm.F1.String())
	}
	return []*table{ov, lt, gt}
}

// summaryLine describes the data evaluated.
func (r *Report) summaryLine() string {
	c := r.Overall.Counts
	filter := "all labels"
	if len(r.LabelFilter) > 0 {
		filter = strings.Join(r.LabelFilter, ", ")
	}
	return fmt.Sprintf("Documents: %d  Characters: %d  Gold spans: %d  Predicted spans: %d  Labels: %s",
		c.Documents, c.Chars, c.GoldSpans, c.PredSpans, filter)
}

// WriteText writes the report as aligned plain-text tables.
func (r *Report) WriteText(w io.Writer) error {
	if _, err := io.WriteString(w, "Evaluation\n"+r.summaryLine()+"\n\n"); err != nil {
		return fmt.Errorf("eval: write text: %w", err)
	}
	for _, t := range r.tables() {
		if err := t.writeText(w); err != nil {
			return fmt.Errorf("eval: write text: %w", err)
		}
	}
	return nil
}

// WriteMarkdown writes the report as Markdown tables.
func (r *Report) WriteMarkdown(w io.Writer) error {
	if _, err := io.WriteString(w, "## Evaluation\n\n"+r.summaryLine()+"\n\n"); err != nil {
		return fmt.Errorf("eval: write markdown: %w", err)
	}
	for _, t := range r.tables() {
		if err := t.writeMarkdown(w); err != nil {
			return fmt.Errorf("eval: write markdown: %w", err)
		}
	}
	return nil
}

// WriteJSON writes the report as indented JSON with snake_case field
// names. Rates are {"value", "numerator", "denominator"} with value a
// fraction in [0,1] or null when not available. Per-document counts are
// included only when Options.PerDocument was set.
func (r *Report) WriteJSON(w io.Writer) error {
	out := *r
	if !r.perDocument {
		out.Docs = nil
	}
	b, err := json.MarshalIndent(&out, "", "  ")
	if err != nil {
		return fmt.Errorf("eval: write json: %w", err)
	}
	if _, err := w.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("eval: write json: %w", err)
	}
	return nil
}
