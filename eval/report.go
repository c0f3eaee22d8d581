package eval

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"
)

// asComparison wraps a single report (no bootstrap) for rendering.
func (r *Report) asComparison() *Comparison {
	return &Comparison{Names: []string{""}, Reports: []*Report{r}, Headlines: Headlines(r.opts),
		Options: CompareOptions{Options: r.opts}}
}

// cell formats a rate with its interval: "96.09% [94.80, 97.20]".
func cell(r Rate, ci Interval) string {
	s := r.String()
	if r.Valid && ci.Valid {
		s += fmt.Sprintf(" [%.2f, %.2f]", 100*ci.Low, 100*ci.High)
	}
	return s
}

// diffCell formats a difference in percentage points with its interval.
func diffCell(a, ref Rate, ci Interval) string {
	if !a.Valid || !ref.Valid {
		return "n/a"
	}
	s := fmt.Sprintf("%+.2f pp", 100*(a.Value-ref.Value))
	if ci.Valid {
		s += fmt.Sprintf(" [%+.2f, %+.2f]", 100*ci.Low, 100*ci.High)
	}
	return s
}

func (c *Comparison) title(s int) string {
	if c.Names[s] == "" {
		return ""
	}
	return " — " + c.Names[s]
}

// tables builds the comparison's tables: overview (with intervals),
// paired differences, then per system the label, category, confusion and
// language tables.
func (c *Comparison) tables() []*table {
	var out []*table
	single := len(c.Reports) == 1
	ov := &table{title: "Overall"}
	if single {
		ov.header = []string{"Metric", "Value", "Numerator", "Denominator"}
	} else {
		ov.header = append([]string{"Metric"}, c.Names...)
	}
	for k, h := range c.Headlines {
		row := []string{h.Name}
		for s := range c.Reports {
			v := c.Value(s, k)
			row = append(row, cell(v, c.CI(s, k)))
			if single {
				row = append(row, itoa(v.Num), itoa(v.Den))
			}
		}
		ov.add(row...)
	}
	ov.notes = append(ov.notes, "Characters are Unicode code points, whitespace included, pooled over documents.")
	if c.Boot != nil {
		ov.notes = append(ov.notes, fmt.Sprintf("[low, high]: %.0f%% percentile bootstrap interval in %%, %d resamples of whole documents, seed %d.",
			100*c.Boot.Confidence, c.Boot.Resamples, c.Boot.Seed))
	}
	ref := c.Reports[0].Overall.Counts
	if !single {
		ov.notes = append(ov.notes, "First column: "+c.Names[0]+", the reference for paired differences.")
	}
	ov.notes = append(ov.notes, fmt.Sprintf("False-positive spans (touching no gold span): %s.", c.perSystem(func(x Counts) int { return x.FalsePositiveSpans })))
	if ref.SubannotatedSpans < ref.GoldSpans {
		ov.notes = append(ov.notes, fmt.Sprintf("Core PII characters come from the %d of %d gold spans that have sub-annotations.", ref.SubannotatedSpans, ref.GoldSpans))
	}
	if ref.OutOfScopeChars > 0 {
		ov.notes = append(ov.notes, fmt.Sprintf("%d characters of out-of-scope gold spans are excluded from every character count.", ref.OutOfScopeChars))
	}
	ov.notes = append(ov.notes, fmt.Sprintf("Label fidelity: %d gold spans with identifying characters; PII-free documents: %d.", ref.FidelitySpans, ref.PIIFreeDocs))
	if c.Options.ExcludeAges {
		ov.notes = append(ov.notes, fmt.Sprintf("Ages excluded: %d non-PII characters in explicit ages below 90 leave the numerator, not the denominator (%d characters).",
			ref.AgeChars, ref.NonPIIChars))
	}
	if c.Options.Leakage {
		l := ref.Leakage
		ov.notes = append(ov.notes, fmt.Sprintf("Leakage: %d direct identifier characters (%d spans), %d indirect (%d spans); direct = names, IDs, contact details, addresses below state level, birth dates, ages of 90 or more.",
			l.DirectChars, l.DirectSpans, l.IndirectChars, l.IndirectSpans))
	}
	out = append(out, ov)

	if !single {
		dt := &table{title: "Paired differences vs " + c.Names[0] + " (percentage points)", header: append([]string{"Metric"}, c.Names[1:]...)}
		for k, h := range c.Headlines {
			row := []string{h.Name}
			for s := 1; s < len(c.Reports); s++ {
				row = append(row, diffCell(c.Value(s, k), c.Value(0, k), c.DiffCI(s, k)))
			}
			dt.add(row...)
		}
		if c.Boot != nil {
			dt.notes = []string{"System minus reference on the same bootstrap resamples; an interval excluding 0 marks a difference."}
		}
		out = append(out, dt)
	}
	if tt := c.timingTable(); tt != nil {
		out = append(out, tt)
	}

	for s, r := range c.Reports {
		out = append(out, r.detailTables(c.title(s))...)
	}
	return out
}

// perSystem formats one count per system ("12" or "12, 30").
func (c *Comparison) perSystem(f func(Counts) int) string {
	parts := make([]string, len(c.Reports))
	for i, r := range c.Reports {
		parts[i] = itoa(f(r.Overall.Counts))
		if len(c.Reports) > 1 {
			parts[i] = c.Names[i] + " " + parts[i]
		}
	}
	return strings.Join(parts, ", ")
}

// detailTables are one system's per-label, per-category, confusion and
// per-language tables.
func (r *Report) detailTables(suffix string) []*table {
	lt := &table{title: "Per label" + suffix, header: []string{"Label", "Gold", "Pred", "Exact", "P", "R", "F1",
		"Ann. recall", "Core recall", "Typed ann.", "Typed core", "Covered", "Non-PII chars", "Non-PII rate"}}
	for _, l := range r.Overall.Labels {
		if l.GoldSpans == 0 && l.PredSpans == 0 {
			continue
		}
		lt.add(l.Label, itoa(l.GoldSpans), itoa(l.PredSpans), itoa(l.ExactMatches),
			l.Precision.String(), l.Recall.String(), l.F1.String(),
			l.AnnotationRecall.String(), l.CoreRecall.String(),
			l.TypedAnnotationRecall.String(), l.TypedCoreRecall.String(), l.Covered.String(),
			itoa(l.PredNonPIIChars), l.NonPIIRate.String())
	}
	lt.notes = []string{
		"Gold and P/R/F1 are by gold label, Pred by predicted label; recalls are by gold label.",
		"Ann./Core recall count any redaction; Typed needs a predicted span of the same label.",
		"Covered: gold spans redacted in full. Non-PII chars/rate: characters outside gold spans redacted by spans of the predicted label.",
	}

	ct := &table{title: "Per sub-annotation category" + suffix, header: []string{"Category", "Core", "Chars", "Redacted", "Recall"}}
	for _, k := range r.Overall.Categories {
		if k.Chars == 0 {
			continue
		}
		core := "no"
		if k.Core {
			core = "yes"
		}
		ct.add(k.Category, core, itoa(k.Chars), itoa(k.Hit), k.Recall.String())
	}
	tables := []*table{lt}
	if len(ct.rows) > 0 {
		tables = append(tables, ct)
	}
	for _, m := range []struct {
		name string
		cm   ConfusionMatrix
	}{{"exact", r.Overall.Confusion}, {"coarse", r.Overall.CoarseConfusion}} {
		if len(m.cm.Gold) == 0 {
			continue
		}
		t := &table{title: "Label confusion (" + m.name + ")" + suffix, header: append([]string{"Gold \\ predicted"}, m.cm.Pred...)}
		for i, g := range m.cm.Gold {
			row := []string{g}
			for _, v := range m.cm.Counts[i] {
				row = append(row, itoa(v))
			}
			t.add(row...)
		}
		t.notes = []string{"Gold spans with identifying (core) characters, by the label of the predicted span overlapping those characters most; missed: no overlap."}
		tables = append(tables, t)
	}

	if len(r.Overall.Referents) > 0 {
		rt := &table{title: "Referent accuracy" + suffix, header: []string{"Family", "Detected", "Correct", "Accuracy"}}
		for _, f := range r.Overall.Referents {
			rt.add(f.Family, itoa(f.Detected), itoa(f.Correct), f.Accuracy.String())
		}
		rt.notes = []string{"Gold spans of the family whose best-overlapping predicted span is of the same family; Correct: with the exact label (Patient, Caregiver, Other; Healthcare, Other)."}
		tables = append(tables, rt)
	}

	gt := &table{title: "Per language" + suffix, header: []string{"Language", "Docs", "Chars", "Gold", "Pred",
		"Core recall", "Ann. recall", "Non-PII", "FP", "Boundary", "F1"}}
	for _, g := range r.Languages {
		gc, gm := g.Counts, g.Metrics
		gt.add(g.Language, itoa(gc.Documents), itoa(gc.Chars), itoa(gc.GoldSpans), itoa(gc.PredSpans),
			gm.CoreRecall.String(), gm.AnnotationRecall.String(), gm.NonPIIRate.String(),
			gm.FalsePositiveRate.String(), gm.BoundaryRate.String(), gm.F1.String())
	}
	return append(tables, gt)
}

// summaryLine describes the data evaluated.
func (c *Comparison) summaryLine() string {
	r := c.Reports[0]
	cnt := r.Overall.Counts
	filter := "all labels"
	if len(r.LabelFilter) > 0 {
		filter = strings.Join(r.LabelFilter, ", ")
	}
	return fmt.Sprintf("Documents: %d  Characters: %d  Gold spans: %d  Predicted spans: %s  Labels: %s",
		cnt.Documents, cnt.Chars, cnt.GoldSpans, c.perSystem(func(x Counts) int { return x.PredSpans }), filter)
}

// WriteText writes the comparison as aligned plain-text tables.
func (c *Comparison) WriteText(w io.Writer) error {
	if _, err := io.WriteString(w, "Evaluation\n"+c.summaryLine()+"\n\n"); err != nil {
		return fmt.Errorf("eval: write text: %w", err)
	}
	for _, t := range c.tables() {
		if err := t.writeText(w); err != nil {
			return fmt.Errorf("eval: write text: %w", err)
		}
	}
	return nil
}

// WriteMarkdown writes the comparison as Markdown tables.
func (c *Comparison) WriteMarkdown(w io.Writer) error {
	if _, err := io.WriteString(w, "## Evaluation\n\n"+c.summaryLine()+"\n\n"); err != nil {
		return fmt.Errorf("eval: write markdown: %w", err)
	}
	for _, t := range c.tables() {
		if err := t.writeMarkdown(w); err != nil {
			return fmt.Errorf("eval: write markdown: %w", err)
		}
	}
	return nil
}

// WriteText writes the report as aligned plain-text tables.
func (r *Report) WriteText(w io.Writer) error { return r.asComparison().WriteText(w) }

// WriteMarkdown writes the report as Markdown tables.
func (r *Report) WriteMarkdown(w io.Writer) error { return r.asComparison().WriteMarkdown(w) }

// WriteJSON writes the report as indented JSON with snake_case field
// names. Rates are {"value", "numerator", "denominator"} with value a
// fraction in [0,1] or null when not available. Per-document counts (with
// document IDs) are included only when Options.PerDocument was set; for a
// shareable file without IDs use Comparison.WriteJSON.
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

// fraction returns a rate's value or nil when not available.
func fraction(r Rate) *float64 {
	if !r.Valid || math.IsNaN(r.Value) {
		return nil
	}
	v := r.Value
	return &v
}
