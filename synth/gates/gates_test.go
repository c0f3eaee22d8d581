package gates

import (
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
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
		{"identifiers_annotated", func(in *Input) {
			in.Values = []casegen.Value{{Text: "Verhaeghe"}}
			in.Doc.Text += " Verhaeghe belde."
		}},
		{"text_nfc", func(in *Input) { in.Doc.Text += " e\u0301" }},
		{"negatives_distinct", func(in *Input) { in.Values = []casegen.Value{{Text: "Parkinson"}} }},
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

func TestIdentifiersAnnotated(t *testing.T) {
	base := func(tail string) *Input {
		var b build.Builder
		b.Lit("Patiënt ")
		b.Span("Name:Patient", "familyName", "Peeters", build.Meta{})
		b.Lit(", tel. ")
		b.Span("Contactdetails", "public_phone", "0478 12 34 56", build.Meta{})
		b.Lit(tail)
		res := b.Finish()
		return &Input{Doc: &document.Document{Text: res.Text, Spans: res.Spans}, Negs: res.Negs,
			Values: []casegen.Value{{Text: "Peeters"}, {Text: "Verhaeghe"}, {Text: "Kortrijk"}, {Text: "the Philippines"},
				{Text: "0478 12 34 56", Digits: true}, {Text: "8500", Digits: true}},
			Stop: map[string]bool{"ward": true}}
	}
	tests := []struct {
		tail string
		ok   bool
	}{
		{". Gezien in het ziekenhuis.", true},
		{". Dochter Verhaeghe belde.", false},    // a sampled relative's name written as literal text
		{". Woont in Kortrijk.", false},          // a sampled town
		{". Terug van reis.", true},              // "the" of "the Philippines" is not identifying
		{". GSM 0478/12.34.56.", false},          // the phone again, other separators
		{". Bel +3204781234567.", false},         // 7+ digits: found inside a longer number too
		{". Postcode 8500 bis.", false},          // a short number standing alone
		{". Lot 185007.", true},                  // inside a longer number
		{". Hij is verhaeghe-achtig moe.", true}, // lower case: an ordinary word
		{". Ward Verhaeghe.", false},             // a stop word does not hide the name after it
		{". Dr. Peeters van de dienst.", false},  // the patient's name again, unannotated
	}
	for _, tc := range tests {
		in := base(tc.tail)
		err := annotated(in)
		if (err == nil) != tc.ok {
			t.Errorf("%q: err %v, want ok=%v", tc.tail, err, tc.ok)
		}
	}
	// inside a hard negative the value is a deliberate look-alike
	var b build.Builder
	b.Span("Address_Location:Patient", "municipality", "Glasgow", build.Meta{})
	b.Lit(", ")
	b.Neg("score", "Glasgow Coma Scale 15")
	res := b.Finish()
	in := &Input{Doc: &document.Document{Text: res.Text, Spans: res.Spans}, Negs: res.Negs, Values: []casegen.Value{{Text: "Glasgow"}}}
	if err := annotated(in); err != nil {
		t.Errorf("value inside a hard negative flagged: %v", err)
	}
	if err := leak(in); err != nil {
		t.Errorf("leak flagged a value inside a hard negative: %v", err)
	}
}

func TestNFC(t *testing.T) {
	in := valid()
	if err := nfc(in); err != nil {
		t.Fatal(err)
	}
	in.Doc.Text += " Patie\u0301nt"
	if nfc(in) == nil {
		t.Error("decomposed é passed")
	}
	in = valid()
	in.Doc.Text += "\r\n"
	if nfc(in) == nil {
		t.Error("CR passed")
	}
}

// TestNegativesDistinct: a hard negative that holds a sampled value of
// the case (a whole number, a long number inside another, a capitalised
// word in any case) fails; other numbers and lower-case words pass.
func TestNegativesDistinct(t *testing.T) {
	tests := []struct {
		neg   string
		value casegen.Value
		ok    bool
	}{
		{"Doliprane 1000 mg", casegen.Value{Text: "1000", Digits: true}, false},
		{"Doliprane 500 mg", casegen.Value{Text: "1000", Digits: true}, true},
		{"LOT 10004", casegen.Value{Text: "1000", Digits: true}, true},         // a longer number
		{"LOT 1-000", casegen.Value{Text: "1000", Digits: true}, false},        // joined by a separator
		{"SN 9123456789", casegen.Value{Text: "1234567", Digits: true}, false}, // long value inside
		{"Manchester Triage 2", casegen.Value{Text: "Manchester"}, false},
		{"HEART 5", casegen.Value{Text: "Sacred Heart"}, false},
		{"heart failure", casegen.Value{Text: "Sacred Heart"}, true},
		{"NYHA III", casegen.Value{Text: "Manchester"}, true},
	}
	for _, tc := range tests {
		var b build.Builder
		b.Lit("Verslag: ")
		b.Neg("score", tc.neg)
		b.Lit(".")
		res := b.Finish()
		in := &Input{Doc: &document.Document{Text: res.Text}, Negs: res.Negs, Values: []casegen.Value{tc.value}}
		if err := negativesDistinct(in); (err == nil) != tc.ok {
			t.Errorf("%q with %q: err %v, want ok=%v", tc.neg, tc.value.Text, err, tc.ok)
		}
	}
}
