package gates

import (
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/synth/build"
)

// valid builds a small document that passes every gate.
func valid() *Input {
	var b build.Builder
	b.Lit("Patiënt ")
	b.Begin("Name:Patient")
	b.Part(build.Title, "Dr.")
	b.Part(build.Formatting, " ")
	b.Part("givenName", "Jan")
	b.Part(build.Formatting, " ")
	b.Part("familyName", "Peeters")
	b.End(build.Meta{Family: "name:T G F"})
	b.Lit(", RRN ")
	b.Span("ID:Patient", "public_id", "50.03.02-147.88", build.Meta{Scheme: "be-rrn"})
	b.Lit(", gezien op ")
	b.Begin("Date")
	b.Part("day", "14")
	b.Part(build.Formatting, "/")
	b.Part("month", "01")
	b.Part(build.Formatting, "/")
	b.Part("year", "2025")
	b.End(build.Meta{})
	b.Lit(" wegens ")
	b.Neg("eponym", "ziekte van Parkinson")
	b.Lit(".")
	res := b.Finish()
	d := &document.Document{ID: "t", Text: res.Text, Spans: res.Spans}
	return &Input{Doc: d, Metas: res.Metas, Negs: res.Negs, PatientGiven: "Jan", PatientFamily: "Peeters", MinRunes: 10, MaxRunes: 1000}
}

func TestValidPasses(t *testing.T) {
	if f := Run(valid()); len(f) != 0 {
		t.Fatalf("valid document failed %v", f)
	}
}

func TestGatesCatchBrokenDocuments(t *testing.T) {
	tests := []struct {
		gate   string
		break_ func(in *Input)
	}{
		{"offsets_in_range", func(in *Input) { in.Doc.Spans[0].End = len(in.Doc.Text) + 5 }},
		{"span_text_matches", func(in *Input) { in.Doc.Spans[1].Text = "50.03.02-147.89" }},
		{"subannotations_tile", func(in *Input) { s := &in.Doc.Spans[0]; s.Subannotations = s.Subannotations[1:] }},
		{"subannotations_tile", func(in *Input) {
			s := &in.Doc.Spans[2]
			s.Subannotations[1].Category = "day"
		}},
		{"categories_allowed", func(in *Input) { in.Doc.Spans[2].Subannotations[0].Category = "givenName" }},
		{"categories_allowed", func(in *Input) {
			s := &in.Doc.Spans[1]
			s.Subannotations = []document.Subannotation{{Begin: s.Begin, End: s.End, Category: "public_id"}}
		}},
		{"no_overlap", func(in *Input) { in.Doc.Spans[1].Begin = in.Doc.Spans[0].End - 2 }},
		{"span_boundaries", func(in *Input) { in.Doc.Spans[0].Begin = 1 }},
		{"leak", func(in *Input) { in.Doc.Text += " Peeters belde." }},
		{"checksums_valid", func(in *Input) { in.Metas[1].Scheme = "nl-bsn" }},
		{"no_placeholder", func(in *Input) { in.Doc.Text += " {p.name}" }},
		{"length_bounds", func(in *Input) { in.MaxRunes = 20 }},
		{"hard_negatives_present", func(in *Input) { in.Negs = nil }},
		{"script_latin", func(in *Input) {
			in.Doc.Text += " Пациент поступил в больницу с жалобами на боль в груди и одышку при нагрузке"
		}},
		{"metadata_consistent", func(in *Input) { in.PatientFamily = "Janssens" }},
	}
	for _, tc := range tests {
		t.Run(tc.gate, func(t *testing.T) {
			in := valid()
			tc.break_(in)
			f := Run(in)
			if _, ok := f[tc.gate]; !ok {
				t.Errorf("gate %s did not fire (failed: %v)", tc.gate, f)
			}
		})
	}
}

func TestLeakIgnoresLowerCaseWordsAndCoveredOccurrences(t *testing.T) {
	var b build.Builder
	b.Span("Organization:Healthcare", "institution", "Heilig Hart", build.Meta{})
	b.Lit(": het hart is normaal; ")
	b.Span("Organization:Healthcare", "institution", "Heilig Hart", build.Meta{})
	b.Lit(" en ziekte van ")
	b.Span("Name:Patient", "familyName", "van Dijk", build.Meta{})
	res := b.Finish()
	in := &Input{Doc: &document.Document{Text: res.Text, Spans: res.Spans}}
	if err := leak(in); err != nil {
		t.Errorf("leak fired: %v", err)
	}
	in.Doc.Text += " Dijk"
	if err := leak(in); err == nil {
		t.Error("leak missed an unannotated family name")
	}
}

func TestValidScheme(t *testing.T) {
	for _, tc := range []struct {
		scheme, v string
		ok        bool
	}{
		{"be-rrn", "50030214788", true}, {"be-rrn", "50030214789", false},
		{"nl-bsn", "111222333", true}, {"uk-nhs", "9434765919", true}, {"uk-nhs", "9434765918", false},
		{"fr-rpps", "10003456789", false}, {"unknown", "1", false},
	} {
		if got := ValidScheme(tc.scheme, tc.v); got != tc.ok {
			t.Errorf("ValidScheme(%s, %s) = %v", tc.scheme, tc.v, got)
		}
	}
}
