package tagger

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize/builtin"
)

func sp(text, sub, label string, score float64, source string) document.Span {
	b := strings.Index(text, sub)
	if b < 0 {
		panic(sub)
	}
	return document.NewSpan(text, b, b+len(sub), label, score, source)
}

func render(spans []document.Span) string {
	var out []string
	for _, s := range spans {
		out = append(out, fmt.Sprintf("%s:%s:%s", s.Source, s.Label, s.Text))
	}
	return strings.Join(out, " | ")
}

func TestMerge(t *testing.T) {
	text := "Dr. Jan Peeters, Morse 65, seen 3 March 2024 at AZ Groeninge."
	tests := []struct {
		name          string
		rules, tagged []document.Span
		want          string
	}{
		{"rules only", []document.Span{sp(text, "3 March 2024", "Date", 0.95, "date")}, nil, "date:Date:3 March 2024"},
		{"unsure solo tagger span dropped",
			nil, []document.Span{sp(text, "Morse 65", "Organization:Healthcare", 0.63, Source)}, ""},
		{"sure solo tagger span kept",
			nil, []document.Span{sp(text, "AZ Groeninge", "Organization:Healthcare", 0.7, Source)}, "tagger:Organization:Healthcare:AZ Groeninge"},
		{"unsure tagger span confirmed by an overlapping rule span wins on score",
			[]document.Span{sp(text, "Groeninge", "Address_Location:Other", 0.6, "address")},
			[]document.Span{sp(text, "AZ Groeninge", "Organization:Healthcare", 0.63, Source)},
			"tagger:Organization:Healthcare:AZ Groeninge"},
		{"the surer rule span wins, the rest of the tagger span stays",
			[]document.Span{sp(text, "Dr. Jan", "Name:Caregiver", 0.9, "name")},
			[]document.Span{sp(text, "Jan Peeters", "Name:Patient", 0.7, Source)},
			"name:Name:Caregiver:Dr. Jan | tagger:Name:Patient:Peeters"},
		{"the rule's referent stands on the same extent, whatever the scores",
			[]document.Span{sp(text, "AZ Groeninge", "Organization:Healthcare", 0.6, "organization")},
			[]document.Span{sp(text, "AZ Groeninge", "Organization:Other", 0.9, Source)},
			"organization:Organization:Healthcare:AZ Groeninge"},
		{"a remainder of only spaces and punctuation is dropped",
			[]document.Span{sp(text, "Dr. Jan", "Name:Caregiver", 0.9, "name"), sp(text, "Peeters", "Name:Caregiver", 0.9, "name")},
			[]document.Span{sp(text, "Jan Peeters,", "Name:Patient", 0.7, Source)},
			"name:Name:Caregiver:Dr. Jan | name:Name:Caregiver:Peeters"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Merge(text, tt.rules, tt.tagged, 0.65)
			if r := render(got); r != tt.want {
				t.Errorf("got %q, want %q", r, tt.want)
			}
			for i := 1; i < len(got); i++ {
				if got[i].Begin < got[i-1].End {
					t.Errorf("overlap: %v", got)
				}
			}
		})
	}
}

func TestMinScore(t *testing.T) {
	solo := []soloSpan{{0.60, 0, 10}, {0.62, 5, 0}, {0.64, 0, 6}, {0.70, 20, 0}, {0.80, 75, 0}}
	tests := []struct {
		nonPII int
		budget float64
		want   float64
	}{
		{1000, 0.1, 0},     // 16 chars ≤ 100: keep everything
		{1000, 0.01, 0.62}, // drop the 0.60 span: 6 ≤ 10
		{1000, 0.005, 0.70},
		{1000, 0, 0.70},
	}
	for _, tt := range tests {
		if got := minScoreFor(solo, tt.nonPII, tt.budget); got != tt.want {
			t.Errorf("minScoreFor(%d, %g) = %g, want %g", tt.nonPII, tt.budget, got, tt.want)
		}
	}
	if got := minScoreFor([]soloSpan{{0.6, 0, 5}}, 100, 0); got <= 0.6 {
		t.Errorf("all spans wrong: threshold %g keeps them", got)
	}
	// 100 gold characters: losing 5% allows dropping the 0.62 span only
	for _, c := range []struct{ loss, want float64 }{{0.05, 0.70}, {0.04, 0.62}, {0.25, 0.80}, {0, 0.62}} {
		if got := recallQuantile(solo, c.loss); got != c.want {
			t.Errorf("recallQuantile(%g) = %g, want %g", c.loss, got, c.want)
		}
	}
}

// TestCombinedBeatsRules checks the combined detector on held-out
// synthetic notes: at least the rules' recall, with its solo threshold
// applied, and the same spans as merging the two detectors by hand with
// the plausibility veto.
func TestCombinedBeatsRules(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	tr, err := smallModel()
	if err != nil {
		t.Fatal(err)
	}
	h := tr.m.Header
	if h.MinScore <= 0 || h.MinScore >= 1 || h.DevCombined.CoreRecall == 0 || h.DevRules.CoreRecall == 0 {
		t.Errorf("header: min score %g, dev combined %+v, dev rules %+v", h.MinScore, h.DevCombined, h.DevRules)
	}
	d, err := NewDetector(tr.m, tr.lx)
	if err != nil {
		t.Fatal(err)
	}
	comb := NewCombined(d, nil)
	rules := &detect.Rules{Registry: builtin.New(tr.lx)}
	got := score(t, comb, tr.heldOut)
	base := score(t, rules, tr.heldOut)
	t.Logf("held-out synthetic: combined core recall %v non-PII %v; rules %v %v", got.CoreRecall, got.NonPIIRate, base.CoreRecall, base.NonPIIRate)
	if got.CoreRecall.Value <= base.CoreRecall.Value {
		t.Errorf("combined core recall %v not above the rules' %v", got.CoreRecall, base.CoreRecall)
	}
	for _, doc := range tr.heldOut[:10] {
		c, err := comb.Detect(context.Background(), doc)
		if err != nil {
			t.Fatal(err)
		}
		r, _ := rules.Detect(context.Background(), doc)
		tg, _ := d.Detect(context.Background(), doc)
		p, err := lang.Resolve("", doc.Language, doc.Text)
		if err != nil {
			t.Fatal(err)
		}
		pl := NewPlausibility(p, tr.lx)
		keep := func(s document.Span) bool { return pl.Keep(doc.Text, s, r) }
		if want := MergeWith(doc.Text, r, tg, h.MinScore, keep); render(c) != render(want) {
			t.Errorf("%s: combined %q, merge %q", doc.ID, render(c), render(want))
		}
	}
}

func TestMergeScoresOpenClass(t *testing.T) {
	text := "Seen by Jan Peeters at Kiné Bastide, Sala 2B, in Erpent."
	ms := MinScores{Closed: 0.65, Open: 0}
	tests := []struct {
		name   string
		tagged []document.Span
		want   string
	}{
		{"an unsure organisation is kept", []document.Span{sp(text, "Kiné Bastide", "Organization:Other", 0.63, Source)}, "tagger:Organization:Other:Kiné Bastide"},
		{"an unsure place is kept", []document.Span{sp(text, "Erpent", "Address_Location:Patient", 0.62, Source)}, "tagger:Address_Location:Patient:Erpent"},
		{"an unsure name is dropped", []document.Span{sp(text, "Jan Peeters", "Name:Caregiver", 0.63, Source)}, ""},
		{"a sure name is kept", []document.Span{sp(text, "Jan Peeters", "Name:Caregiver", 0.7, Source)}, "tagger:Name:Caregiver:Jan Peeters"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := render(MergeScores(text, nil, tt.tagged, ms, nil)); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
			// MergeWith is the uniform threshold: every unsure span goes
			if got := render(MergeWith(text, nil, tt.tagged, 0.65, nil)); tt.tagged[0].Score != nil && *tt.tagged[0].Score < 0.65 && got != "" {
				t.Errorf("MergeWith kept %q below the threshold", got)
			}
		})
	}
}

func TestHeaderMinScores(t *testing.T) {
	open := 0.1
	tests := []struct {
		h    Header
		want MinScores
	}{
		{Header{MinScore: 0.65}, MinScores{Closed: 0.65, Open: 0.65}},
		{Header{MinScore: 0.65, OpenMinScore: &open}, MinScores{Closed: 0.65, Open: 0.1}},
	}
	for _, tt := range tests {
		if got := tt.h.MinScores(); got != tt.want {
			t.Errorf("%+v: got %+v, want %+v", tt.h, got, tt.want)
		}
	}
}
