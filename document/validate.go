package document

import (
	"sort"
	"strconv"
	"strings"
)

// ValidationError reports a record that breaks the document contract. It
// names where the problem is — file, line, document, span, sub-annotation
// and field — and why, but never quotes note text or span text, so it is
// safe to log.
type ValidationError struct {
	// File is the source the record came from ("stdin" for standard input).
	File string
	// Line is the 1-based line (JSONL, CSV record start) of the record; 0
	// when unknown.
	Line int
	// DocumentID is the record's document_id when one was given; empty when
	// the error comes before it is known or the id was generated.
	DocumentID string
	// Span is the index in "spans" of the offending span, -1 when n/a.
	Span int
	// Sub is the index in the span's "subannotations", -1 when n/a.
	Sub int
	// Field is the offending field name ("end", "text", a CSV column), or
	// empty when the record (or span) as a whole is at fault.
	Field string
	// Reason says what is wrong, without echoing content.
	Reason string
	// Detail quotes the clinical content involved (e.g. the span text and
	// the document text it should match). Error never includes it; a
	// caller shows it only when the user asked for text in errors
	// (meddeid --debug-text).
	Detail string
}

// maxIDInError bounds how much of a document id an error message repeats.
const maxIDInError = 80

// Path returns the JSON path of the offending field, such as
// "spans[3].subannotations[1].end", or "" when the whole record is at fault.
func (e *ValidationError) Path() string {
	var b strings.Builder
	if e.Span >= 0 {
		b.WriteString("spans[")
		b.WriteString(strconv.Itoa(e.Span))
		b.WriteByte(']')
		if e.Sub >= 0 {
			b.WriteString(".subannotations[")
			b.WriteString(strconv.Itoa(e.Sub))
			b.WriteByte(']')
		}
	}
	if e.Field != "" {
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(e.Field)
	}
	return b.String()
}

// Error formats the error as
// `input.jsonl:12: document "uza-1": spans[3].end: offset 900 out of range (text has 850 code points)`.
func (e *ValidationError) Error() string {
	var b strings.Builder
	switch {
	case e.File != "" && e.Line > 0:
		b.WriteString(e.File)
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(e.Line))
		b.WriteString(": ")
	case e.File != "":
		b.WriteString(e.File)
		b.WriteString(": ")
	case e.Line > 0:
		b.WriteString("line ")
		b.WriteString(strconv.Itoa(e.Line))
		b.WriteString(": ")
	}
	if e.DocumentID != "" {
		id := e.DocumentID
		if len(id) > maxIDInError {
			id = id[:maxIDInError] + "..."
		}
		b.WriteString("document ")
		b.WriteString(strconv.Quote(id))
		b.WriteString(": ")
	}
	if p := e.Path(); p != "" {
		b.WriteString(p)
		b.WriteString(": ")
	}
	b.WriteString(e.Reason)
	return b.String()
}

// checkSubannotations verifies that the sub-annotations of sp lie inside
// the span and do not overlap one another. Offsets are byte offsets; toCP
// converts them back to code points for the message. It returns the index of the
// offending sub-annotation and a reason, or -1.
func checkSubannotations(sp *Span, toCP func(int) int) (int, string) {
	for j, sa := range sp.Subannotations {
		if sa.Begin < sp.Begin || sa.End > sp.End {
			return j, "range [" + strconv.Itoa(toCP(sa.Begin)) + "," + strconv.Itoa(toCP(sa.End)) +
				") outside its span [" + strconv.Itoa(toCP(sp.Begin)) + "," + strconv.Itoa(toCP(sp.End)) + ")"
		}
	}
	if len(sp.Subannotations) < 2 {
		return -1, ""
	}
	order := make([]int, len(sp.Subannotations))
	for i := range order {
		order[i] = i
	}
	subs := sp.Subannotations
	sort.SliceStable(order, func(a, b int) bool {
		sa, sb := subs[order[a]], subs[order[b]]
		if sa.Begin != sb.Begin {
			return sa.Begin < sb.Begin
		}
		return sa.End < sb.End
	})
	maxEnd, maxIdx := -1, -1 // furthest-reaching non-empty sub-annotation so far
	for _, j := range order {
		cur := subs[j]
		if cur.Begin >= cur.End {
			continue // empty sub-annotations overlap nothing
		}
		if cur.Begin < maxEnd {
			hi, lo := j, maxIdx
			if hi < lo {
				hi, lo = lo, hi
			}
			return hi, "overlaps subannotations[" + strconv.Itoa(lo) + "]"
		}
		if cur.End > maxEnd {
			maxEnd, maxIdx = cur.End, j
		}
	}
	return -1, ""
}
