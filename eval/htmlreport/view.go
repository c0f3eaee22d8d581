package htmlreport

import (
	"fmt"
	"html/template"
	"strings"

	"github.com/meddeid/meddeid/eval"
	"github.com/meddeid/meddeid/eval/plots"
)

// view is the data of the page template: every cell already formatted.
type view struct {
	Title, Generated string
	Summary          []string
	Settings         []string
	Warnings         []string
	Overview         tableView
	Timing           *tableView
	Figures          []figureView
	NotDrawn         []string
	Labels           tableView
	Notes            []string
}

type tableView struct {
	Caption string
	Head    []string
	// Group, when not empty, is a header row above Head: each cell spans
	// Span columns.
	Group []groupCell
	Rows  [][]string
}

type groupCell struct {
	Text string
	Span int
}

type figureView struct {
	ID, Caption string
	SVG         template.HTML
}

// withCI formats a rate and its interval: "96.09% [94.80, 97.20]".
func withCI(r eval.Rate, iv eval.Interval) string {
	s := r.String()
	if r.Valid && iv.Valid {
		s += fmt.Sprintf(" [%.2f, %.2f]", 100*iv.Low, 100*iv.High)
	}
	return s
}

// diff formats system minus reference in percentage points.
func diff(a, ref eval.Rate, iv eval.Interval) string {
	if !a.Valid || !ref.Valid {
		return "n/a"
	}
	s := fmt.Sprintf("%+.2f pp", 100*(a.Value-ref.Value))
	if iv.Valid {
		s += fmt.Sprintf(" [%+.2f, %+.2f]", 100*iv.Low, 100*iv.High)
	}
	return s
}

func build(c *eval.Comparison, figs []plots.Figure, opts Options) (*view, error) {
	v := &view{Title: opts.Title, Generated: opts.Generated}
	if v.Title == "" {
		v.Title = "meddeid evaluation"
	}
	ref := c.Reports[0].Overall.Counts
	preds := make([]string, len(c.Names))
	for s, r := range c.Reports {
		preds[s] = fmt.Sprintf("%s %d", c.Names[s], r.Overall.Counts.PredSpans)
	}
	filter := "all labels"
	if lf := c.Reports[0].LabelFilter; len(lf) > 0 {
		filter = strings.Join(lf, ", ")
	}
	v.Summary = []string{
		fmt.Sprintf("Documents: %d (PII-free: %d)", ref.Documents, ref.PIIFreeDocs),
		fmt.Sprintf("Characters: %d (non-PII: %d)", ref.Chars, ref.NonPIIChars),
		fmt.Sprintf("Gold spans: %d (with sub-annotations: %d)", ref.GoldSpans, ref.SubannotatedSpans),
		"Predicted spans: " + strings.Join(preds, ", "),
		"Labels: " + filter,
	}
	if c.Boot != nil {
		v.Settings = append(v.Settings, fmt.Sprintf("Intervals: %.0f%% percentile bootstrap over whole documents, %d resamples, seed %d, shared by all systems (paired differences).",
			100*c.Boot.Confidence, c.Boot.Resamples, c.Boot.Seed))
	} else {
		v.Settings = append(v.Settings, "Intervals: none (bootstrap off).")
	}
	if c.Options.ExcludeAges {
		v.Settings = append(v.Settings, fmt.Sprintf("Ages excluded: redacted non-PII characters in explicit ages below 90 leave the numerator (%d characters in the texts), not the denominator.", ref.AgeChars))
	}
	v.Settings = append(v.Settings, "Characters are Unicode code points, whitespace included; rates are pooled over documents.")
	if len(c.Names) > 1 {
		v.Settings = append(v.Settings, "Reference system for differences: "+c.Names[0]+".")
	}
	for _, w := range c.Warnings() {
		v.Warnings = append(v.Warnings, w.Summary())
	}

	v.Overview = tableView{Caption: "Overall metrics", Head: append([]string{"Metric"}, c.Names...)}
	for s := 1; s < len(c.Names); s++ {
		v.Overview.Head = append(v.Overview.Head, c.Names[s]+" − "+c.Names[0])
	}
	for k, h := range c.Headlines {
		row := []string{h.Name}
		for s := range c.Names {
			row = append(row, withCI(c.Value(s, k), c.CI(s, k)))
		}
		for s := 1; s < len(c.Names); s++ {
			row = append(row, diff(c.Value(s, k), c.Value(0, k), c.DiffCI(s, k)))
		}
		v.Overview.Rows = append(v.Overview.Rows, row)
	}
	v.Timing = timingTable(c)

	for _, f := range figs {
		svg, err := inlineSVG(f.SVG, f.Title)
		if err != nil {
			return nil, fmt.Errorf("%w (%s)", err, f.Name)
		}
		v.Figures = append(v.Figures, figureView{ID: "fig-" + f.Name, Caption: f.Title, SVG: svg})
	}
	have := map[string]bool{}
	for _, f := range figs {
		have[f.Name] = true
	}
	for _, m := range []struct{ name, why string }{
		{plots.Confusion, "label confusion: no gold span with identifying characters"},
		{plots.NonPII, "non-PII redaction by predicted label: no system redacted a non-PII character"},
		{plots.RecallTime, "recall versus throughput: no system has a timing (meddeid eval --seconds NAME=S or --run-report NAME=FILE)"},
	} {
		if !have[m.name] {
			v.NotDrawn = append(v.NotDrawn, m.why)
		}
	}
	v.Labels = labelTable(c)
	v.Notes = []string{
		"Core PII recall: redacted characters of core sub-annotations (all categories except formatting, additional_info, medical_info, title and time); n/a when gold has no sub-annotations.",
		"Non-PII redaction rate: redacted characters outside every gold span, split into false-positive spans (touching no gold span) and boundary extensions.",
		"Per-label recalls are by gold label and count redaction by any predicted span; non-PII characters are by predicted label.",
	}
	return v, nil
}

// timingTable lists each system's timing; nil when none has one.
func timingTable(c *eval.Comparison) *tableView {
	t := &tableView{Caption: "Timing", Head: []string{"System", "Seconds", "Docs/s", "MB/s", "Workers", "Source"}}
	timed := false
	for s, name := range c.Names {
		tm := c.Timing(s)
		if tm == nil {
			t.Rows = append(t.Rows, []string{name, "n/a", "n/a", "n/a", "n/a", "none"})
			continue
		}
		timed = true
		mb, workers := "n/a", "n/a"
		if tm.Source == "run_report" {
			mb, workers = fmt.Sprintf("%.2f", tm.MBPerSecond), fmt.Sprint(tm.Workers)
		}
		t.Rows = append(t.Rows, []string{name, fmt.Sprintf("%.3f", tm.Seconds), fmt.Sprintf("%.1f", tm.DocsPerSecond), mb, workers, tm.Source})
	}
	if !timed {
		return nil
	}
	return t
}

// labelTable has a row per label with gold or predicted spans and, per
// system, annotation and core recall, exact F1 and non-PII characters.
func labelTable(c *eval.Comparison) tableView {
	t := tableView{Caption: "Per label", Head: []string{"Label", "Gold spans"}, Group: []groupCell{{"", 2}}}
	for _, n := range c.Names {
		t.Group = append(t.Group, groupCell{n, 5})
		t.Head = append(t.Head, "Pred spans", "Ann. recall", "Core recall", "Exact F1", "Non-PII chars")
	}
	for li, l := range c.Reports[0].Overall.Labels {
		used := l.GoldSpans > 0
		for _, r := range c.Reports {
			used = used || r.Overall.Labels[li].PredSpans > 0
		}
		if !used {
			continue
		}
		row := []string{l.Label, fmt.Sprint(l.GoldSpans)}
		for _, r := range c.Reports {
			x := r.Overall.Labels[li]
			row = append(row, fmt.Sprint(x.PredSpans), x.AnnotationRecall.String(), x.CoreRecall.String(), x.F1.String(), fmt.Sprint(x.PredNonPIIChars))
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}
