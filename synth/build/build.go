// Package build writes synthetic note text and its gold annotations in one
// pass: literal text is appended as is, and an annotated piece is appended
// part by part with its sub-annotation category, so every span offset and
// every sub-annotation is known when the text is written. Nothing is ever
// detected afterwards; gold is exact by construction.
//
// The tiling rules follow ../shared/devset/README.md: inside a core part,
// whitespace, punctuation and symbols become "formatting"; a non-core part
// (title, time, additional_info, formatting, medical_info) keeps its
// category for every character; equal neighbours are merged.
package build

import (
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
)

// Non-core sub-annotation categories (CONTRACT.md).
const (
	Formatting     = "formatting"
	AdditionalInfo = "additional_info"
	MedicalInfo    = "medical_info"
	Title          = "title"
	Time           = "time"
)

// IsNonCore reports whether cat is one of the non-core categories.
func IsNonCore(cat string) bool {
	switch cat {
	case Formatting, AdditionalInfo, MedicalInfo, Title, Time:
		return true
	}
	return false
}

// IsFormattingRune reports whether r is whitespace, punctuation, a symbol
// or a control character: the characters that become "formatting" inside a
// core part (Unicode classes P, S, Z, C, as in the devset's build.py).
func IsFormattingRune(r rune) bool {
	return unicode.IsSpace(r) || unicode.In(r, unicode.P, unicode.S, unicode.Z, unicode.C)
}

// Meta is what the builder records about a span beyond the contract: the
// format family it was rendered in (for the report) and, for identifiers,
// the checksum scheme that the value must satisfy.
type Meta struct {
	// Family names the surface format, e.g. "date:{d}/{MM}/{yyyy}".
	Family string
	// Scheme names a checksum scheme ("be-rrn", "nl-bsn", ...) or "".
	Scheme string
}

// Range is a half-open byte range of the text with a kind, used for hard
// negatives (eponyms, doses, lab values, ...).
type Range struct {
	Begin, End int
	Kind       string
}

// Builder accumulates text, spans and hard-negative ranges. The zero value
// is ready to use; Reset reuses its buffers.
type Builder struct {
	buf   []byte
	spans []document.Span
	metas []Meta
	negs  []Range

	open     bool
	curLabel string
	curBegin int
	curSubs  []document.Subannotation
}

// Reset empties the builder for the next document.
func (b *Builder) Reset() {
	b.buf = b.buf[:0]
	b.spans = nil
	b.metas = nil
	b.negs = b.negs[:0]
	b.open = false
	b.curSubs = nil
}

// Len returns the number of bytes written so far.
func (b *Builder) Len() int { return len(b.buf) }

// LastByte returns the last byte written, or 0 when nothing was written.
func (b *Builder) LastByte() byte {
	if len(b.buf) == 0 {
		return 0
	}
	return b.buf[len(b.buf)-1]
}

// Lit appends unannotated text. Inside an open span it is an error.
func (b *Builder) Lit(s string) {
	if b.open {
		panic("build: Lit inside a span")
	}
	b.buf = append(b.buf, s...)
}

// Neg appends unannotated text and records it as a hard negative of kind.
func (b *Builder) Neg(kind, s string) {
	start := len(b.buf)
	b.Lit(s)
	if s != "" {
		b.negs = append(b.negs, Range{Begin: start, End: len(b.buf), Kind: kind})
	}
}

// Begin opens a span with label; parts follow until End.
func (b *Builder) Begin(label string) {
	if b.open {
		panic("build: nested span")
	}
	b.open, b.curLabel, b.curBegin, b.curSubs = true, label, len(b.buf), nil
}

// Part appends s inside the open span with category cat. For a core
// category, formatting runes in s become "formatting"; a non-core category
// covers all of s.
func (b *Builder) Part(cat, s string) {
	if !b.open {
		panic("build: Part outside a span")
	}
	if s == "" {
		return
	}
	if IsNonCore(cat) {
		b.addSub(len(b.buf), len(b.buf)+len(s), cat)
		b.buf = append(b.buf, s...)
		return
	}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		c := cat
		if IsFormattingRune(r) {
			c = Formatting
		}
		at := len(b.buf)
		b.buf = append(b.buf, s[i:i+n]...)
		b.addSub(at, at+n, c)
		i += n
	}
}

// addSub appends a sub-annotation, merging it with an equal neighbour.
func (b *Builder) addSub(begin, end int, cat string) {
	if k := len(b.curSubs) - 1; k >= 0 && b.curSubs[k].Category == cat && b.curSubs[k].End == begin {
		b.curSubs[k].End = end
		return
	}
	b.curSubs = append(b.curSubs, document.Subannotation{Begin: begin, End: end, Category: cat})
}

// End closes the open span, recording meta with it. An empty span is
// dropped. It returns the span's index, or -1 when it was dropped.
func (b *Builder) End(m Meta) int {
	if !b.open {
		panic("build: End without Begin")
	}
	b.open = false
	if len(b.buf) == b.curBegin {
		return -1
	}
	b.spans = append(b.spans, document.Span{Begin: b.curBegin, End: len(b.buf), Label: b.curLabel, Subannotations: b.curSubs})
	b.metas = append(b.metas, m)
	b.curSubs = nil
	return len(b.spans) - 1
}

// Span is Begin, one Part and End.
func (b *Builder) Span(label, cat, s string, m Meta) int {
	b.Begin(label)
	b.Part(cat, s)
	return b.End(m)
}

// InSpan reports whether a span is open.
func (b *Builder) InSpan() bool { return b.open }

// Text returns the text written so far.
func (b *Builder) Text() string { return string(b.buf) }

// Result is a finished document body: text, spans with their text filled
// in, the per-span meta and the hard-negative ranges.
type Result struct {
	Text  string
	Spans []document.Span
	Metas []Meta
	Negs  []Range
}

// Finish returns the text and annotations. An open span is an error.
func (b *Builder) Finish() Result {
	if b.open {
		panic("build: Finish with an open span")
	}
	text := string(b.buf)
	spans := b.spans
	for i := range spans {
		spans[i].Text = text[spans[i].Begin:spans[i].End]
	}
	negs := append([]Range(nil), b.negs...)
	return Result{Text: text, Spans: spans, Metas: b.metas, Negs: negs}
}
