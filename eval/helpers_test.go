package eval

import (
	"strings"

	"github.com/meddeid/meddeid/document"
)

// part is one sub-annotation of a test span: its text and category. The
// parts of a span tile it from its start, in order.
type part struct{ text, cat string }

// sp describes a test span by its text (the n-th occurrence, 0-based, in
// the document), label and sub-annotation parts.
type sp struct {
	text  string
	nth   int
	label string
	parts []part
}

// doc builds a document with byte offsets from test span descriptions.
func doc(id, lang, text string, spans ...sp) *document.Document {
	d := &document.Document{ID: id, Language: lang, Text: text}
	for _, s := range spans {
		from := 0
		b := -1
		for i := 0; i <= s.nth; i++ {
			k := strings.Index(text[from:], s.text)
			if k < 0 {
				panic("test span text not found: " + s.text)
			}
			b = from + k
			from = b + 1
		}
		e := b + len(s.text)
		span := document.Span{Begin: b, End: e, Label: s.label, Text: text[b:e]}
		at := b
		for _, p := range s.parts {
			if text[at:at+len(p.text)] != p.text {
				panic("test sub-annotation does not tile: " + p.text)
			}
			span.Subannotations = append(span.Subannotations, document.Subannotation{Begin: at, End: at + len(p.text), Category: p.cat})
			at += len(p.text)
		}
		d.Spans = append(d.Spans, span)
	}
	return d
}

// predOf returns a prediction document for gold with the given spans.
func predOf(g *document.Document, spans ...sp) *document.Document {
	return doc(g.ID, g.Language, g.Text, spans...)
}

// copySpans returns prediction documents with the gold spans copied
// without sub-annotations.
func copySpans(gold []*document.Document) []*document.Document {
	out := make([]*document.Document, len(gold))
	for i, g := range gold {
		p := &document.Document{ID: g.ID, Language: g.Language, Text: g.Text}
		for _, s := range g.Spans {
			p.Spans = append(p.Spans, document.Span{Begin: s.Begin, End: s.End, Label: s.Label, Text: s.Text})
		}
		out[i] = p
	}
	return out
}

// emptyPreds returns prediction documents without spans.
func emptyPreds(gold []*document.Document) []*document.Document {
	out := make([]*document.Document, len(gold))
	for i, g := range gold {
		out[i] = &document.Document{ID: g.ID, Language: g.Language, Text: g.Text}
	}
	return out
}
