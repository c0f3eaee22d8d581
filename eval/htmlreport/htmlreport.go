// Package htmlreport renders an evaluation as one self-contained HTML page:
// summary, overview table with bootstrap intervals and paired differences,
// timing, figures (inline SVG from package plots) and the per-label table.
//
// The page loads nothing: styles are inline, figures are inline SVG, there
// are no scripts and no external fonts. Like the JSON artifact it holds no
// document text and no document IDs (warnings are counts only), so it can
// be shared. Rendering is deterministic: the same Comparison, figures and
// Options give byte-identical output; nothing time-dependent is written
// unless Options.Generated is set.
package htmlreport

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"strings"

	"github.com/meddeid/meddeid/eval"
	"github.com/meddeid/meddeid/eval/plots"
)

// Options control the page.
type Options struct {
	// Title is the page heading (default "meddeid evaluation").
	Title string
	// Generated, when not empty, is printed as the generation note (for
	// example a date the caller chose); the page has no clock of its own.
	Generated string
}

//go:embed report.html.tmpl
var pageSource string

var page = template.Must(template.New("report").Parse(pageSource))

// Write renders the comparison and its figures (as drawn by plots.All) as
// an HTML page to w.
func Write(w io.Writer, c *eval.Comparison, figs []plots.Figure, opts Options) error {
	v, err := build(c, figs, opts)
	if err != nil {
		return err
	}
	if err := page.Execute(w, v); err != nil {
		return fmt.Errorf("htmlreport: write: %w", err)
	}
	return nil
}

// inlineSVG strips the XML prolog of an SVG document for inclusion in
// HTML and labels it for assistive technology.
func inlineSVG(svg []byte, title string) (template.HTML, error) {
	s := string(svg)
	i := strings.Index(s, "<svg")
	if i < 0 {
		return "", fmt.Errorf("htmlreport: figure is not SVG")
	}
	s = `<svg role="img" aria-label="` + template.HTMLEscapeString(title) + `"` + s[i+len("<svg"):]
	return template.HTML(s), nil
}
