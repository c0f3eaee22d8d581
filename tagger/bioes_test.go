package tagger

import (
	"slices"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/taxonomy"
)

func span(text, sub, label string) document.Span {
	b := strings.Index(text, sub)
	return document.NewSpan(text, b, b+len(sub), label, 1, "gold")
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	ts := NewTagSet(taxonomy.LabelNames())
	text := "Patiënt Jan Peeters, geb. 14/02/1949, woont in Gent. Tel 09 123 45 67."
	spans := []document.Span{
		span(text, "Jan Peeters", "Name:Patient"),
		span(text, "14/02/1949", "Age_Birthdate"),
		span(text, "Gent", "Address_Location:Patient"),
		span(text, "09 123 45 67", "Contactdetails"),
	}
	toks := Tokenize(text)
	tags, st := ts.Encode(toks, spans)
	if st != (EncodeStats{Spans: 4}) {
		t.Errorf("stats = %+v", st)
	}
	for i := range tags {
		prev := -1
		if i > 0 {
			prev = tags[i-1]
		}
		if !ts.Allowed(prev, tags[i]) {
			t.Fatalf("invalid transition %s → %s", ts.Name(prev), ts.Name(tags[i]))
		}
	}
	got := ts.Spans(text, toks, ts.Decode(tags), "t")
	if len(got) != len(spans) {
		t.Fatalf("decoded %d spans, want %d", len(got), len(spans))
	}
	for i := range got {
		if got[i].Begin != spans[i].Begin || got[i].End != spans[i].End || got[i].Label != spans[i].Label {
			t.Errorf("span %d = %+v, want %+v", i, got[i], spans[i])
		}
	}
	// BIO export and import give back the same tags
	back, err := ts.FromBIO(ts.BIO(tags))
	if err != nil || !slices.Equal(back, tags) {
		t.Errorf("BIO round trip: %v %v", err, back)
	}
}

func TestEncodeCountsMisalignedAndDropped(t *testing.T) {
	ts := NewTagSet(taxonomy.LabelNames())
	text := "Peetersstraat 5 en Jan"
	spans := []document.Span{
		{Begin: 0, End: 7, Label: "Name:Patient"},     // inside "Peetersstraat": widened
		{Begin: 2, End: 5, Label: "Date"},             // overlaps the first: dropped
		{Begin: 19, End: 22, Label: "NoSuchLabel"},    // unknown label: dropped
		{Begin: 15, End: 16, Label: "Name:Caregiver"}, // only a space: dropped
		{Begin: 14, End: 15, Label: "Address_Location:Patient"},
	}
	toks := Tokenize(text)
	tags, st := ts.Encode(toks, spans)
	if st != (EncodeStats{Spans: 5, Misaligned: 1, Dropped: 3}) {
		t.Errorf("stats = %+v", st)
	}
	got := ts.Spans(text, toks, ts.Decode(tags), "t")
	if len(got) != 2 || got[0].Text != "Peetersstraat" || got[1].Text != "5" {
		t.Errorf("decoded %+v", got)
	}
}

func TestDecodeLenient(t *testing.T) {
	ts := NewTagSet([]string{"A", "B"})
	bA, iA, eA := ts.Tag(0, PosB), ts.Tag(0, PosI), ts.Tag(0, PosE)
	sB, iB := ts.Tag(1, PosS), ts.Tag(1, PosI)
	tests := []struct {
		tags []int
		want []TokenSpan
	}{
		{[]int{0, bA, iA, eA, 0}, []TokenSpan{{1, 3, 0}}},
		{[]int{iA, eA, sB}, []TokenSpan{{0, 1, 0}, {2, 2, 1}}}, // I without B opens
		{[]int{bA, iB, 0}, []TokenSpan{{0, 0, 0}, {1, 1, 1}}},  // label change closes
		{[]int{bA, iA}, []TokenSpan{{0, 1, 0}}},                // open at the end closes
		{[]int{0, 0}, nil},
	}
	for _, tt := range tests {
		if got := ts.Decode(tt.tags); !slices.Equal(got, tt.want) {
			t.Errorf("Decode(%v) = %v, want %v", tt.tags, got, tt.want)
		}
	}
}

func TestAllowedAndFromBIOErrors(t *testing.T) {
	ts := NewTagSet([]string{"A", "B"})
	bA, iA, eA, sA := ts.Tag(0, PosB), ts.Tag(0, PosI), ts.Tag(0, PosE), ts.Tag(0, PosS)
	iB := ts.Tag(1, PosI)
	for _, c := range []struct {
		a, b int
		ok   bool
	}{{-1, bA, true}, {-1, iA, false}, {bA, iA, true}, {bA, iB, false}, {bA, 0, false}, {eA, sA, true}, {iA, -1, false}, {eA, -1, true}, {0, eA, false}} {
		if got := ts.Allowed(c.a, c.b); got != c.ok {
			t.Errorf("Allowed(%s,%s) = %v", ts.Name(c.a), ts.Name(c.b), got)
		}
	}
	for _, bad := range [][]string{{"B-C"}, {"X-A"}, {"A"}} {
		if _, err := ts.FromBIO(bad); err == nil {
			t.Errorf("FromBIO(%v): want error", bad)
		}
	}
}
