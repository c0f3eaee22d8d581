// Package pseudo rewrites document text given its spans: it never decides
// what is PII. A Policy (YAML, built-ins embedded under policies/) maps
// each label to an operator — placeholder, mask, surrogate, shift,
// generalise or keep; a Pseudonymiser applies it per document with one
// keyed date offset per patient, keyed surrogates (pseudo/surrogate),
// and a no-leak rule: a span an operator cannot transform becomes a
// placeholder, and an audit re-scans shifted and surrogate replacements
// for the original identifiers.
package pseudo

import (
	"fmt"
	"strings"

	"github.com/meddeid/meddeid/document"
)

// Placeholder returns the placeholder text for a label, e.g. "[Date]".
func Placeholder(label string) string { return "[" + label + "]" }

// ApplyPlaceholders sets every span's Replacement to its label placeholder
// and writes d.DeidText. Spans must be sorted and non-overlapping.
func ApplyPlaceholders(d *document.Document) error {
	for i := range d.Spans {
		r := Placeholder(d.Spans[i].Label)
		d.Spans[i].Replacement = &r
	}
	return Rewrite(d)
}

// Rewrite builds d.DeidText from d.Text by substituting each span's
// Replacement. A span without a replacement is an error: the original
// identifier must never leak through a transformation that did not run.
func Rewrite(d *document.Document) error {
	// the exact length, so that the text is written into one allocation
	size := len(d.Text)
	for _, s := range d.Spans {
		if s.Replacement != nil {
			size += len(*s.Replacement) - (s.End - s.Begin)
		}
	}
	var b strings.Builder
	b.Grow(max(size, 0))
	prev := 0
	for i, s := range d.Spans {
		if s.Begin < prev || s.End < s.Begin || s.End > len(d.Text) {
			return fmt.Errorf("pseudo: document %q: spans[%d]: overlapping or out of order", d.ID, i)
		}
		if s.Replacement == nil {
			return fmt.Errorf("pseudo: document %q: spans[%d] (%s): no replacement", d.ID, i, s.Label)
		}
		b.WriteString(d.Text[prev:s.Begin])
		b.WriteString(*s.Replacement)
		prev = s.End
	}
	b.WriteString(d.Text[prev:])
	out := b.String()
	d.DeidText = &out
	return nil
}
