package devtest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
)

// fatalRecorder is a testing.TB whose Fatalf records the message and stops
// the checked function by panicking with itself.
type fatalRecorder struct {
	testing.TB
	msg string
}

func (r *fatalRecorder) Helper() {}

func (r *fatalRecorder) Fatalf(format string, args ...any) {
	r.msg = fmt.Sprintf(format, args...)
	panic(r)
}

// checkSpansFailure runs CheckSpans and returns its Fatalf message, "" if none.
func checkSpansFailure(text string, spans []document.Span, extra ...SpanCheck) (msg string) {
	r := &fatalRecorder{}
	defer func() {
		if p := recover(); p != nil {
			if p != r {
				panic(p)
			}
			msg = r.msg
		}
	}()
	CheckSpans(r, text, spans, extra...)
	return ""
}

func span(text string, b, e int) document.Span {
	return document.Span{Begin: b, End: e, Text: text[b:e]}
}

func TestCheckSpans(t *testing.T) {
	const text = "Tel 0472 é1\nab "
	one := 1.0
	scored := span(text, 4, 8)
	scored.Score = &one
	tests := []struct {
		name  string
		spans []document.Span
		extra []SpanCheck
		want  string // substring of the failure, "" for none
	}{
		{"none", nil, nil, ""},
		{"valid sorted", []document.Span{span(text, 0, 3), span(text, 4, 8), span(text, 9, 11)}, nil, ""},
		{"empty", []document.Span{{Begin: 4, End: 4}}, nil, "invalid"},
		{"past end", []document.Span{{Begin: 4, End: len(text) + 1}}, nil, "invalid"},
		{"overlap", []document.Span{span(text, 0, 5), span(text, 4, 8)}, nil, "overlapping"},
		{"unsorted", []document.Span{span(text, 4, 8), span(text, 0, 3)}, nil, "unsorted"},
		{"inside rune", []document.Span{{Begin: 10, End: 12, Text: text[10:12]}}, nil, "rune boundaries"},
		{"text mismatch", []document.Span{{Begin: 0, End: 3, Text: "xyz"}}, nil, "text mismatch"},
		{"space allowed", []document.Span{span(text, 3, 8)}, nil, ""},
		{"surrounding space", []document.Span{span(text, 3, 8)}, []SpanCheck{NoSurroundingSpace}, "whitespace"},
		{"line break", []document.Span{span(text, 9, 15)}, []SpanCheck{NoLineBreak}, "line break"},
		{"no score", []document.Span{span(text, 4, 8)}, []SpanCheck{ScoreInRange}, "score"},
		{"score ok", []document.Span{scored}, []SpanCheck{ScoreInRange, NoSurroundingSpace, NoLineBreak}, ""},
	}
	for _, tt := range tests {
		got := checkSpansFailure(text, tt.spans, tt.extra...)
		if (got == "") != (tt.want == "") || !strings.Contains(got, tt.want) {
			t.Errorf("%s: failure %q, want one containing %q", tt.name, got, tt.want)
		}
	}
}

func TestCoverSubs(t *testing.T) {
	const text = "age 45 y, born 1970"
	red := Covered(len(text), []document.Span{{Begin: 4, End: 6}, {Begin: 15, End: 40}})
	g := document.Span{Begin: 4, End: 8, Subannotations: []document.Subannotation{
		{Begin: 4, End: 6, Category: "age_year"},
		{Begin: 7, End: 8, Category: "formatting"},
	}}
	onlyAge := func(c string) bool { return strings.HasPrefix(c, "age_") }
	if gold, hit, missed := CoverSubs(g, red, onlyAge); gold != 2 || hit != 2 || missed {
		t.Errorf("age parts: gold %d hit %d missed %v, want 2 2 false", gold, hit, missed)
	}
	all := func(string) bool { return true }
	if gold, hit, missed := CoverSubs(g, red, all); gold != 3 || hit != 2 || !missed {
		t.Errorf("all parts: gold %d hit %d missed %v, want 3 2 true", gold, hit, missed)
	}
	if !red[18] || red[14] {
		t.Errorf("Covered marks %v, want 15.. clipped to the text and 14 clear", red)
	}
}

// SpansAt finds each substring after the previous one, so a repeated word
// gets its second occurrence.
func TestSpansAt(t *testing.T) {
	text := "Jan ziet Jan Peeters op 3 mei."
	got := SpansAt(text, [2]string{"Jan", "Name:Caregiver"}, [2]string{"Jan Peeters", "Name:Patient"}, [2]string{"3 mei", "Date"})
	want := [][3]any{{0, 3, "Name:Caregiver"}, {9, 20, "Name:Patient"}, {24, 29, "Date"}}
	if len(got) != len(want) {
		t.Fatalf("%d spans, want %d", len(got), len(want))
	}
	for i, w := range want {
		if got[i].Begin != w[0] || got[i].End != w[1] || got[i].Label != w[2] || got[i].Text != text[got[i].Begin:got[i].End] {
			t.Errorf("span %d: %d-%d %s, want %v", i, got[i].Begin, got[i].End, got[i].Label, w)
		}
	}
}
