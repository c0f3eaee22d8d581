package tagger

import (
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
)

// SpansWith tags text with profile p given the recognizers' resolved
// spans rules (used as features when the model's configuration asks for
// them), so that a caller that already ran the recognizers — an ensemble
// of several models — does not run them again. The spans are scored as
// Detect scores them.
func (d *Detector) SpansWith(text string, p *lang.Profile, rules []document.Span) []document.Span {
	return d.model.tagText(d.ext, text, p, Tokenize(text), rules, float32(d.model.Header.Bias))
}
