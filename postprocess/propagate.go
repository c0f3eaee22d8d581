package postprocess

import (
	"github.com/meddeid/meddeid/internal/bytebits"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
)

// PropagateMinScore is the lowest score of a span that is propagated.
const PropagateMinScore = 0.8

// propagateMinRunes is the shortest span text that is propagated: shorter
// ones (initials such as "LD") are too often ordinary abbreviations.
const propagateMinRunes = 3

// propagates reports whether spans of a label are propagated: names and
// identifiers.
func propagates(label string) bool {
	return strings.HasPrefix(label, "Name:") || strings.HasPrefix(label, "ID:")
}

// Propagate marks every other whole-word occurrence of the text of a
// confident name or identifier span (score ≥ PropagateMinScore; no score
// counts as 1) with the same label, unless the occurrence overlaps an
// existing span. When one text carries several labels, the span with the
// highest score (then the first) decides. It returns spans plus the new
// spans, sorted by position; spans is not modified.
func Propagate(text string, spans []document.Span) []document.Span {
	type seed struct {
		label string
		score float64
	}
	seeds := map[string]seed{}
	var order []string
	for _, s := range spans {
		sc := spanScore(s)
		if sc < PropagateMinScore || !propagates(s.Label) || s.End > len(text) {
			continue
		}
		t := text[s.Begin:s.End]
		if utf8.RuneCountInString(t) < propagateMinRunes {
			continue
		}
		old, ok := seeds[t]
		if !ok {
			order = append(order, t)
		}
		if !ok || sc > old.score {
			seeds[t] = seed{s.Label, sc}
		}
	}
	// Longer texts first, so "Dr. Jan Peeters" is placed before "Peeters".
	return claimLongestFirst(text, spans, order, func(t string, b int) bool {
		// "im Winter" for a patient Winter: a calendar word after a
		// lower-case word is the word
		// (folded into a stack buffer: no allocation for a word that fits)
		var buf [32]byte
		return !strings.HasPrefix(seeds[t].label, "Name:") || !calendarWord(appendFold(buf[:0], t)) || !afterLowerWord(text, b)
	}, func(t string, b, e int) document.Span {
		return document.NewSpan(text, b, e, seeds[t].label, seeds[t].score, "propagate")
	})
}

// claimLongestFirst returns spans with, for each text of order (longest
// first), a span(t, b, e) at every whole-word occurrence of t that no span
// covers yet and that ok(t, b) accepts; the result is sorted.
func claimLongestFirst(text string, spans []document.Span, order []string, ok func(t string, b int) bool, span func(t string, b, e int) document.Span) []document.Span {
	out := append([]document.Span(nil), spans...)
	if len(order) == 0 {
		return out
	}
	sort.SliceStable(order, func(i, j int) bool { return len(order[i]) > len(order[j]) })
	taken := newCoverage(len(text), spans)
	for _, t := range order {
		out = taken.claimOccurrences(text, t, out, func(b int) bool { return ok(t, b) },
			func(b, e int) document.Span { return span(t, b, e) })
	}
	sortSpans(out)
	return out
}

// afterLowerWord reports whether a word in lower case ("im", "the") comes
// right before b on its line, with only blanks between.
func afterLowerWord(text string, b int) bool {
	i := b
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	if i == b {
		return false
	}
	first := utf8.RuneError
	for i > 0 {
		r, n := utf8.DecodeLastRuneInString(text[:i])
		if !unicode.IsLetter(r) {
			break
		}
		first, i = r, i-n
	}
	return unicode.IsLower(first)
}

func spanScore(s document.Span) float64 {
	if s.Score == nil {
		return 1
	}
	return *s.Score
}

// wholeWord reports whether text[b:e] neither starts nor ends inside a
// word.
func wholeWord(text string, b, e int) bool {
	if b > 0 {
		r, _ := utf8.DecodeLastRuneInString(text[:b])
		f, _ := utf8.DecodeRuneInString(text[b:])
		if isWordRune(r) && isWordRune(f) {
			return false
		}
	}
	if e < len(text) {
		r, _ := utf8.DecodeRuneInString(text[e:])
		l, _ := utf8.DecodeLastRuneInString(text[:e])
		if isWordRune(r) && isWordRune(l) {
			return false
		}
	}
	return true
}

// coverage is the set of bytes covered by spans.
type coverage struct{ bytebits.Set }

func newCoverage(n int, spans []document.Span) coverage {
	c := coverage{bytebits.New(n)}
	for _, s := range spans {
		c.Add(max(0, s.Begin), min(n, s.End))
	}
	return c
}

// claimOccurrences appends span(b, e) to out for every whole-word
// occurrence text[b:e] of t that overlaps no covered byte and that ok
// accepts, covers it, and returns out. Occurrences are read left to right
// and do not overlap one another.
func (c coverage) claimOccurrences(text, t string, out []document.Span, ok func(b int) bool, span func(b, e int) document.Span) []document.Span {
	for from := 0; ; {
		i := strings.Index(text[from:], t)
		if i < 0 {
			return out
		}
		b := from + i
		e := b + len(t)
		from = b + 1
		if !wholeWord(text, b, e) || c.Any(b, e) || !ok(b) {
			continue
		}
		out = append(out, span(b, e))
		c.Add(b, e)
		from = e
	}
}

// cmpSpans orders spans by begin, longer first, then label, as
// recognize.SortSpans does.
func cmpSpans(a, b document.Span) int { return cmpSpanPtrs(&a, &b) }

// cmpSpanPtrs is cmpSpans through pointers, sparing the copies of two
// Spans per comparison.
func cmpSpanPtrs(a, b *document.Span) int {
	if a.Begin != b.Begin {
		return a.Begin - b.Begin
	}
	if a.End != b.End {
		return b.End - a.End
	}
	return strings.Compare(a.Label, b.Label)
}

// sortSpans orders spans with cmpSpans; sorted input costs one pass. The
// order of spans equal under cmpSpans (same range and label) is
// deterministic but unspecified.
func sortSpans(spans []document.Span) {
	if !spansSorted(spans) {
		slices.SortFunc(spans, cmpSpans)
	}
}

// spansSorted is slices.IsSortedFunc(spans, cmpSpans) comparing in place,
// with the comparison written out so that the loop makes no calls.
func spansSorted(spans []document.Span) bool {
	for i := 1; i < len(spans); i++ {
		a, b := &spans[i-1], &spans[i]
		switch {
		case b.Begin != a.Begin:
			if b.Begin < a.Begin {
				return false
			}
		case b.End != a.End:
			if b.End > a.End {
				return false
			}
		case b.Label < a.Label:
			return false
		}
	}
	return true
}
