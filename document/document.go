// Package document implements the meddeid document contract (see CONTRACT.md):
// the record that travels through every stage, its JSONL/CSV/plain-text I/O,
// the conversion between Unicode code-point offsets (on disk) and UTF-8 byte
// offsets (in memory), and validation.
//
// Inside the program every offset is a UTF-8 byte offset into Document.Text,
// so that Go's string slicing and regexp results can be used directly. The
// conversion to and from code points happens once, at the edge, when a record
// is read or written — in the same way go/token converts positions.
package document

import (
	"encoding/json"
	"math"
)

// Document is one clinical note with its annotations.
type Document struct {
	// ID is the document_id (aliases doc_id and id are accepted on input).
	ID string
	// Text is the note text, valid UTF-8.
	Text string
	// Language is a BCP-47 tag such as "nl-BE"; empty when unknown.
	Language string
	// Metadata is the raw metadata object, preserved byte for byte.
	Metadata json.RawMessage
	// Spans are gold annotations on input or predictions on output.
	Spans []Span
	// DeidText is the de-identified text; nil when not produced.
	DeidText *string
	// Report is a per-document report written as "report"; nil when absent.
	Report json.RawMessage
	// Extra holds unknown top-level fields, preserved on the way through.
	Extra map[string]json.RawMessage
	// Source names where the document came from (file name), for errors.
	Source string
	// Line is the 1-based line (or record number) in Source, for errors.
	Line int
}

// Span is an annotated region of Document.Text. Begin and End are UTF-8
// byte offsets, half-open.
type Span struct {
	Begin, End int
	// Label is one of the taxonomy labels, e.g. "Date".
	Label string
	// Text is Document.Text[Begin:End].
	Text string
	// Score is a confidence in [0,1]; nil when the detector gives none.
	// Spans may share the value it points to (see ScorePointer): replace
	// the pointer, never write through it.
	Score *float64
	// Replacement is the text that replaces the span in DeidText; nil when
	// no pseudonymisation was done.
	Replacement *string
	// Source names the recognizer or model that produced a prediction.
	Source string
	// Subannotations tile the span with role categories (gold only).
	Subannotations []Subannotation
	// Extra holds unknown span fields, preserved on the way through.
	Extra map[string]json.RawMessage
}

// Subannotation marks the role of a part of a span, e.g. "givenName".
// Begin and End are UTF-8 byte offsets into Document.Text.
type Subannotation struct {
	Begin, End int
	Category   string
	Extra      map[string]json.RawMessage
}

// Len returns the span length in bytes.
func (s Span) Len() int { return s.End - s.Begin }

// Overlaps reports whether two half-open ranges share at least one byte.
func (s Span) Overlaps(o Span) bool { return s.Begin < o.End && o.Begin < s.End }

// NewSpan builds a span over text[begin:end] with the given label, score and
// source. It panics if the range is invalid, which is a programming error.
func NewSpan(text string, begin, end int, label string, score float64, source string) Span {
	if uint(begin) > uint(end) || uint(end) > uint(len(text)) { // begin < 0, end > len(text) or begin > end
		panic("document: NewSpan: range out of bounds")
	}
	return Span{Begin: begin, End: end, Label: label, Text: text[begin:end], Score: ScorePointer(score), Source: source}
}

// hundredths holds the scores 0, 0.01, …, 1, which ScorePointer shares.
var hundredths = func() (h [101]float64) {
	for k := range h {
		h[k] = float64(k) / 100
	}
	return h
}()

// ScorePointer returns a pointer to a float64 holding score, for
// Span.Score. The recognizers score in hundredths, and a score of
// hundredths (bit for bit as the literal 0.85 is written) points into a
// shared table instead of a new float64 for each span; so a span's Score
// must be replaced, never written through.
func ScorePointer(score float64) *float64 {
	// a negative, huge or NaN product converts to some k, whose entry
	// then differs from score
	if p := &hundredths[min(uint(score*100+0.5), uint(len(hundredths)-1))]; math.Float64bits(*p) == math.Float64bits(score) {
		return p
	}
	p := new(float64) // not &score, which would put score on the heap on every call
	*p = score
	return p
}
