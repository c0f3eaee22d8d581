package tagger

import (
	"fmt"
	"sort"
	"strings"

	"github.com/meddeid/meddeid/document"
)

// Position is the place of a token inside a span in the BIOES scheme.
type Position uint8

// The BIOES positions. Tag 0 is always O; label l (0-based) has the tags
// 1+4l (B), 2+4l (I), 3+4l (E) and 4+4l (S).
const (
	PosO Position = iota
	PosB
	PosI
	PosE
	PosS
)

var posLetters = [...]string{"O", "B", "I", "E", "S"}

// TagSet maps labels to BIOES tags.
type TagSet struct {
	labels []string
	index  map[string]int
}

// NewTagSet returns the tag set over labels (in this order).
func NewTagSet(labels []string) *TagSet {
	ts := &TagSet{labels: append([]string(nil), labels...), index: map[string]int{}}
	for i, l := range labels {
		ts.index[l] = i
	}
	return ts
}

// Labels returns the labels in tag order.
func (ts *TagSet) Labels() []string { return append([]string(nil), ts.labels...) }

// Len returns the number of tags: 4 per label plus O.
func (ts *TagSet) Len() int { return 1 + 4*len(ts.labels) }

// Tag returns the tag of label index l at position p (0 for PosO).
func (ts *TagSet) Tag(l int, p Position) int {
	if p == PosO {
		return 0
	}
	return 1 + 4*l + int(p) - 1
}

// Split returns the label index and position of tag t (-1, PosO for O).
func (ts *TagSet) Split(t int) (int, Position) {
	if t == 0 {
		return -1, PosO
	}
	return (t - 1) / 4, Position((t-1)%4 + 1)
}

// Name returns the tag as text, e.g. "B-Date" or "O".
func (ts *TagSet) Name(t int) string {
	if t < 0 || t >= ts.Len() {
		return "<edge>"
	}
	l, p := ts.Split(t)
	if p == PosO {
		return "O"
	}
	return posLetters[p] + "-" + ts.labels[l]
}

// Allowed reports whether tag b may follow tag a under BIOES; a = -1 is
// the start of a sequence and b = -1 its end.
func (ts *TagSet) Allowed(a, b int) bool {
	open := false
	la := -1
	if a >= 0 {
		var pa Position
		la, pa = ts.Split(a)
		open = pa == PosB || pa == PosI
	}
	if b < 0 {
		return !open
	}
	lb, pb := ts.Split(b)
	if pb == PosI || pb == PosE {
		return open && la == lb
	}
	return !open
}

// EncodeStats counts the spans that could not be encoded exactly.
type EncodeStats struct {
	// Spans is the number of spans seen.
	Spans int
	// Misaligned spans begin or end inside a token; they are widened to
	// token boundaries.
	Misaligned int
	// Dropped spans cover no token, overlap an earlier span or have a
	// label outside the tag set.
	Dropped int
}

// Add adds o to s.
func (s *EncodeStats) Add(o EncodeStats) {
	s.Spans += o.Spans
	s.Misaligned += o.Misaligned
	s.Dropped += o.Dropped
}

// Encode returns the BIOES tag of every token for the given spans (byte
// offsets). Spans are taken in order of position; see EncodeStats for the
// spans that do not fit.
func (ts *TagSet) Encode(toks []Token, spans []document.Span) ([]int, EncodeStats) {
	tags := make([]int, len(toks))
	var st EncodeStats
	sorted := append([]document.Span(nil), spans...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Begin < sorted[j].Begin })
	for _, s := range sorted {
		st.Spans++
		l, ok := ts.index[s.Label]
		if !ok {
			st.Dropped++
			continue
		}
		first := sort.Search(len(toks), func(i int) bool { return toks[i].End > s.Begin })
		last := sort.Search(len(toks), func(i int) bool { return toks[i].Begin >= s.End }) - 1
		if first > last || first >= len(toks) {
			st.Dropped++
			continue
		}
		free := true
		for i := first; i <= last; i++ {
			if tags[i] != 0 {
				free = false
				break
			}
		}
		if !free {
			st.Dropped++
			continue
		}
		if toks[first].Begin != s.Begin || toks[last].End != s.End {
			st.Misaligned++
		}
		if first == last {
			tags[first] = ts.Tag(l, PosS)
			continue
		}
		tags[first] = ts.Tag(l, PosB)
		for i := first + 1; i < last; i++ {
			tags[i] = ts.Tag(l, PosI)
		}
		tags[last] = ts.Tag(l, PosE)
	}
	return tags, st
}

// TokenSpan is a decoded span over tokens First..Last (inclusive).
type TokenSpan struct {
	First, Last int
	// Label is the label index.
	Label int
}

// Decode turns tags into spans. It is lenient: an I or E without an open
// span of its label opens one, and a B, S, O or label change closes the
// open span, so any tag sequence decodes (windows stitched together need
// this); a valid BIOES sequence decodes exactly.
func (ts *TagSet) Decode(tags []int) []TokenSpan { return ts.decodeInto(nil, tags) }

// decodeInto is Decode appending to out[:0].
func (ts *TagSet) decodeInto(out []TokenSpan, tags []int) []TokenSpan {
	out = out[:0]
	open := -1
	label := -1
	closeAt := func(last int) {
		if open >= 0 {
			out = append(out, TokenSpan{First: open, Last: last, Label: label})
			open = -1
		}
	}
	for i, t := range tags {
		l, p := ts.Split(t)
		switch p {
		case PosO:
			closeAt(i - 1)
		case PosB:
			closeAt(i - 1)
			open, label = i, l
		case PosS:
			closeAt(i - 1)
			out = append(out, TokenSpan{First: i, Last: i, Label: l})
		case PosI, PosE:
			if open < 0 || label != l {
				closeAt(i - 1)
				open, label = i, l
			}
			if p == PosE {
				closeAt(i)
			}
		}
	}
	closeAt(len(tags) - 1)
	return out
}

// Spans turns decoded token spans into document spans over text.
func (ts *TagSet) Spans(text string, toks []Token, tspans []TokenSpan, source string) []document.Span {
	out := make([]document.Span, 0, len(tspans))
	for _, s := range tspans {
		out = append(out, document.NewSpan(text, toks[s.First].Begin, toks[s.Last].End, ts.labels[s.Label], 1, source))
	}
	return out
}

// BIO converts BIOES tags to BIO tag names (E becomes I, S becomes B),
// for export to tools that read BIO.
func (ts *TagSet) BIO(tags []int) []string {
	out := make([]string, len(tags))
	for i, t := range tags {
		l, p := ts.Split(t)
		switch p {
		case PosO:
			out[i] = "O"
		case PosB, PosS:
			out[i] = "B-" + ts.labels[l]
		default:
			out[i] = "I-" + ts.labels[l]
		}
	}
	return out
}

// FromBIO converts BIO (or BIOES) tag names to BIOES tags, for import.
// An unknown label or malformed name is an error.
func (ts *TagSet) FromBIO(names []string) ([]int, error) {
	type lp struct {
		l int
		p Position
	}
	raw := make([]lp, len(names))
	for i, n := range names {
		if n == "O" {
			raw[i] = lp{-1, PosO}
			continue
		}
		pre, label, ok := strings.Cut(n, "-")
		l, known := ts.index[label]
		if !ok || !known {
			return nil, fmt.Errorf("tagger: tag %d %q: want O or B-/I-/E-/S-<label>", i, n)
		}
		switch pre {
		case "B", "S":
			raw[i] = lp{l, PosB}
		case "I", "E":
			raw[i] = lp{l, PosI}
		default:
			return nil, fmt.Errorf("tagger: tag %d %q: bad prefix", i, n)
		}
	}
	tags := make([]int, len(names))
	for i, r := range raw {
		if r.p == PosO {
			continue
		}
		cont := r.p == PosI && i > 0 && raw[i-1].l == r.l && raw[i-1].p != PosO
		next := i+1 < len(raw) && raw[i+1].p == PosI && raw[i+1].l == r.l
		switch {
		case !cont && !next:
			tags[i] = ts.Tag(r.l, PosS)
		case !cont:
			tags[i] = ts.Tag(r.l, PosB)
		case next:
			tags[i] = ts.Tag(r.l, PosI)
		default:
			tags[i] = ts.Tag(r.l, PosE)
		}
	}
	return tags, nil
}
