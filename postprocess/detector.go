package postprocess

import (
	"context"
	"errors"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
)

// Detector wraps another detector with post-processing: it runs Inner,
// then metadata injection (when Metadata is set), healing and in-document
// propagation (see Process), and returns sorted spans free of overlaps.
// It is a detect.Detector and safe for concurrent use.
type Detector struct {
	// Inner finds the candidate spans.
	Inner detect.Detector
	// Metadata enables metadata injection (Inject).
	Metadata bool
}

var _ detect.Detector = (*Detector)(nil)

// Detect implements detect.Detector.
func (p *Detector) Detect(ctx context.Context, d *document.Document) ([]document.Span, error) {
	if p.Inner == nil {
		return nil, errors.New("postprocess: detector has no inner detector")
	}
	spans, err := p.Inner.Detect(ctx, d)
	if err != nil {
		return nil, err
	}
	return Process(d, spans, p.Metadata), nil
}

// Process post-processes the spans of one document: injection (when
// metadata is true), healing with overlap resolution, a town joined to the
// country after it ("à Casablanca (Maroc)"), nicknames (see Nicknames),
// sign-off initials (see SignOffInitials), then propagation of
// the healed spans' names and identifiers (Propagate) and of the towns of
// their addresses (PropagatePlaces), which adds only spans that overlap
// nothing. The
// result is sorted and free of overlaps; spans is not modified.
func Process(d *document.Document, spans []document.Span, metadata bool) []document.Span {
	if metadata {
		spans = inject(d, spans)
	}
	spans = joinTownToCountry(d.Text, Heal(d.Text, spans))
	spans = Nicknames(d.Text, spans)
	spans = SignOffInitials(d.Text, spans)
	return PropagatePlaces(d.Text, Propagate(d.Text, spans))
}
