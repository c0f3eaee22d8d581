// Package detect defines the Detector interface — find the identifier
// spans of one document — and combinators over it: the rule detector that
// runs a recognizer registry with the right language profile, and a
// pipeline that merges the candidates of several detectors.
package detect

import (
	"context"
	"fmt"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize"
)

// Detector finds identifier spans in a document. It never modifies the
// document. Spans use byte offsets into d.Text and do not overlap.
// Implementations must be safe for concurrent use.
type Detector interface {
	Detect(ctx context.Context, d *document.Document) ([]document.Span, error)
}

// Func adapts a function to the Detector interface.
type Func func(ctx context.Context, d *document.Document) ([]document.Span, error)

// Detect calls f.
func (f Func) Detect(ctx context.Context, d *document.Document) ([]document.Span, error) {
	return f(ctx, d)
}

// Rules runs a recognizer registry with the language profile chosen for
// each document (see lang.Resolve).
type Rules struct {
	// Registry holds the recognizers to run.
	Registry *recognize.Registry
	// Lang, when set, overrides every document's language (--lang).
	Lang string
}

// Detect implements Detector.
func (r *Rules) Detect(ctx context.Context, d *document.Document) ([]document.Span, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p, err := lang.Resolve(r.Lang, d.Language, d.Text)
	if err != nil {
		return nil, fmt.Errorf("detect: document %q: %w", d.ID, err)
	}
	return r.Registry.Run(d.Text, p), nil
}

// Pipeline runs several detectors on a document and merges their spans
// with recognize.Resolve (higher score, then longer span wins). A pipeline
// is itself a Detector.
type Pipeline []Detector

// Detect implements Detector.
func (p Pipeline) Detect(ctx context.Context, d *document.Document) ([]document.Span, error) {
	var all []document.Span
	for _, det := range p {
		spans, err := det.Detect(ctx, d)
		if err != nil {
			return nil, err
		}
		all = append(all, spans...)
	}
	return recognize.Resolve(all), nil
}
