package devtest

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
)

// SpanCheck is an extra assertion on one span of text for CheckSpans; it
// returns a short description of the problem, or "" when the span is fine.
// Descriptions must not quote the text.
type SpanCheck func(text string, s document.Span) string

// CheckSpans fails t (Fatal) unless every span is valid for text: begin <
// end within the text, both on rune boundaries (as ranging over the text
// decodes it, so each invalid byte is its own rune), Text equal to the
// bytes it covers, spans sorted and non-overlapping; then each extra check
// must pass. Messages name the span index only, never its text.
func CheckSpans(t testing.TB, text string, spans []document.Span, extra ...SpanCheck) {
	t.Helper()
	if len(spans) == 0 {
		return
	}
	boundary := make([]bool, len(text)+1)
	for i := range text {
		boundary[i] = true
	}
	boundary[len(text)] = true
	prev := 0
	for i, s := range spans {
		if s.Begin < prev || s.Begin >= s.End || s.End > len(text) {
			t.Fatalf("span %d [%d,%d) invalid, unsorted or overlapping (prev end %d, len %d)", i, s.Begin, s.End, prev, len(text))
		}
		if !boundary[s.Begin] || !boundary[s.End] {
			t.Fatalf("span %d [%d,%d) not on rune boundaries", i, s.Begin, s.End)
		}
		if s.Text != text[s.Begin:s.End] {
			t.Fatalf("span %d text mismatch", i)
		}
		for _, check := range extra {
			if problem := check(text, s); problem != "" {
				t.Fatalf("span %d [%d,%d): %s", i, s.Begin, s.End, problem)
			}
		}
		prev = s.End
	}
}

// NoSurroundingSpace is a SpanCheck that rejects spans starting or ending
// with white space.
func NoSurroundingSpace(_ string, s document.Span) string {
	if strings.TrimSpace(s.Text) != s.Text {
		return "has surrounding whitespace"
	}
	return ""
}

// NoLineBreak is a SpanCheck that rejects spans crossing a line break.
func NoLineBreak(_ string, s document.Span) string {
	if strings.IndexByte(s.Text, '\n') >= 0 {
		return "crosses a line break"
	}
	return ""
}

// ScoreInRange is a SpanCheck that requires a score in (0, 1].
func ScoreInRange(_ string, s document.Span) string {
	if s.Score == nil || *s.Score <= 0 || *s.Score > 1 {
		return "score out of range"
	}
	return ""
}

// SpansAt returns gold spans (score 1, source "gold") over the given
// (substring, label) pairs of text, each substring looked for after the
// previous one, for tests that write their notes inline.
func SpansAt(text string, spans ...[2]string) []document.Span {
	var out []document.Span
	from := 0
	for _, s := range spans {
		i := strings.Index(text[from:], s[0]) + from
		out = append(out, document.NewSpan(text, i, i+len(s[0]), s[1], 1, "gold"))
		from = i + len(s[0])
	}
	return out
}
