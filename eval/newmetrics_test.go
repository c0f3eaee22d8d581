package eval

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/meddeid/meddeid/document"
)

// newMetricsFixture: an accented/emoji note with a relabelled name, an
// extended address, an unannotated age and a missed name, plus two
// PII-free notes (one with a false positive).
func newMetricsFixture() (gold, pred []*document.Document) {
	d1 := doc("d1", "nl-BE", "Pt Zoë Ulé 😀 uit Gent, 72 yo, dr Bé.",
		sp{text: "Zoë Ulé", label: "Name:Patient", parts: []part{{"Zoë", "givenName"}, {" ", "formatting"}, {"Ulé", "familyName"}}},
		sp{text: "Gent", label: "Address_Location:Patient", parts: []part{{"Gent", "municipality"}}},
		sp{text: "Bé", label: "Name:Caregiver", parts: []part{{"Bé", "familyName"}}})
	d2 := doc("d2", "en-GB", "No identifiers here ✓.")
	d3 := doc("d3", "en-GB", "Nothing.")
	gold = []*document.Document{d1, d2, d3}
	pred = []*document.Document{
		predOf(d1, sp{text: "Zoë Ulé", label: "Name:Caregiver"}, sp{text: "Gent,", label: "Address_Location:Patient"}, sp{text: "72 yo", label: "Age_Birthdate"}),
		predOf(d2, sp{text: "here", label: "Name:Other"}),
		predOf(d3),
	}
	return gold, pred
}

func TestNewMetricsHandComputed(t *testing.T) {
	gold, pred := newMetricsFixture()
	rep, err := Evaluate(gold, pred, Options{ExcludeAges: true, Leakage: true})
	if err != nil {
		t.Fatal(err)
	}
	c, m := rep.Overall.Counts, rep.Overall.Metrics
	// 36 + 22 + 8 code points; gold 7 + 4 + 2 = 13; non-PII 53.
	if c.Chars != 66 || c.GoldChars != 13 || c.NonPIIChars != 53 {
		t.Fatalf("chars %d, gold %d, non-PII %d; want 66, 13, 53", c.Chars, c.GoldChars, c.NonPIIChars)
	}
	for _, x := range []struct {
		name string
		got  Rate
		want rt
	}{
		{"annotation recall", m.AnnotationRecall, rt{11, 13}},
		{"core recall", m.CoreRecall, rt{10, 12}},
		{"non-PII", m.NonPIIRate, rt{10, 53}},
		{"false positive", m.FalsePositiveRate, rt{9, 53}},
		{"boundary", m.BoundaryRate, rt{1, 53}},
		{"non-PII excl. ages", m.NonPIIRateExclAges, rt{5, 53}},
		{"false positive excl. ages", m.FalsePositiveRateExclAges, rt{4, 53}},
		{"boundary excl. ages", m.BoundaryRateExclAges, rt{1, 53}},
		{"exact F1", m.F1, rt{0, 7}},
		{"boundary P", m.BoundaryPrecision, rt{1, 4}},
		{"boundary R", m.BoundaryRecall, rt{1, 3}},
		{"boundary F1", m.BoundaryF1, rt{2, 7}},
		{"coarse F1", m.CoarseF1, rt{2, 7}},
		{"covered", m.CoveredSpans, rt{2, 3}},
		{"PII-free redacted", m.PIIFreeRedacted, rt{1, 2}},
		{"span detection", m.SpanDetection, rt{2, 3}},
		{"label fidelity", m.LabelFidelity, rt{1, 2}},
		{"coarse fidelity", m.CoarseFidelity, rt{2, 2}},
		{"direct leak", m.DirectLeak, rt{2, 13}},
		{"indirect leak", m.IndirectLeak, rt{0, 0}},
		{"direct span leak", m.DirectSpanLeak, rt{1, 3}},
	} {
		checkRate(t, x.name, x.got, x.want)
	}
	cats := map[string]rt{}
	for _, k := range rep.Overall.Categories {
		if k.Chars > 0 {
			cats[k.Category] = rt{k.Hit, k.Chars}
		}
	}
	if want := map[string]rt{"givenName": {3, 3}, "formatting": {1, 1}, "familyName": {3, 5}, "municipality": {4, 4}}; !reflect.DeepEqual(cats, want) {
		t.Errorf("categories = %v, want %v", cats, want)
	}
	checkRate(t, "Age_Birthdate non-PII rate", labelRow(t, rep, "Age_Birthdate").NonPIIRate, rt{5, 53})
	checkRate(t, "Name:Other non-PII rate", labelRow(t, rep, "Name:Other").NonPIIRate, rt{4, 53})
	checkRate(t, "Name:Patient covered", labelRow(t, rep, "Name:Patient").Covered, rt{1, 1})

	want := ConfusionMatrix{Gold: []string{"Name:Patient", "Name:Caregiver", "Address_Location:Patient"},
		Pred:   []string{"Name:Caregiver", "Address_Location:Patient", Missed},
		Counts: [][]int{{1, 0, 0}, {0, 0, 1}, {0, 1, 0}}}
	if !reflect.DeepEqual(rep.Overall.Confusion, want) {
		t.Errorf("confusion = %+v\nwant %+v", rep.Overall.Confusion, want)
	}
	wantC := ConfusionMatrix{Gold: []string{"Name", "Address_Location"}, Pred: []string{"Name", "Address_Location", Missed},
		Counts: [][]int{{1, 0, 1}, {0, 1, 0}}}
	if !reflect.DeepEqual(rep.Overall.CoarseConfusion, wantC) {
		t.Errorf("coarse confusion = %+v\nwant %+v", rep.Overall.CoarseConfusion, wantC)
	}

	// Without ExcludeAges nothing is found and the rates coincide.
	plain, err := Evaluate(gold, pred, Options{})
	if err != nil {
		t.Fatal(err)
	}
	checkRate(t, "non-PII excl. ages (off)", plain.Overall.Metrics.NonPIIRateExclAges, rt{10, 53})
}

func TestLeakageSplit(t *testing.T) {
	g := doc("d", "en-GB", "Born 02/03/1950, age 45, Kent, UK on 1 May",
		sp{text: "02/03/1950", label: "Age_Birthdate"},
		sp{text: "45", label: "Age_Birthdate", parts: []part{{"45", "age_year"}}},
		sp{text: "Kent, UK", label: "Address_Location:Other", parts: []part{{"Kent", "municipality"}, {", ", "formatting"}, {"UK", "country"}}},
		sp{text: "1 May", label: "Date"})
	p := predOf(g, sp{text: "02/03/1950", label: "Date"}, sp{text: "UK", label: "Address_Location:Other"})
	rep, err := Evaluate([]*document.Document{g}, []*document.Document{p}, Options{Leakage: true})
	if err != nil {
		t.Fatal(err)
	}
	l := rep.Overall.Counts.Leakage
	want := LeakageCounts{DirectChars: 16, DirectLeaked: 6, IndirectChars: 9, IndirectLeaked: 7,
		DirectSpans: 2, DirectSpansLeaked: 1, IndirectSpans: 2, IndirectSpansLeaked: 2}
	if l != want {
		t.Errorf("leakage = %+v\nwant %+v", l, want)
	}
}

// TestInvariances: results do not depend on document order, and the
// union-based character counts do not change when predicted spans are
// cut into adjacent pieces.
func TestInvariances(t *testing.T) {
	gold := loadDevset(t)
	pred := derivedPreds(gold)
	opts := Options{ExcludeAges: true, Leakage: true}
	base, err := Evaluate(gold, pred, opts)
	if err != nil {
		t.Fatal(err)
	}

	r := rand.New(rand.NewPCG(7, 7))
	perm := r.Perm(len(gold))
	g2, p2 := make([]*document.Document, len(gold)), make([]*document.Document, len(pred))
	for i, j := range perm {
		g2[i] = gold[j]
	}
	for i, j := range r.Perm(len(pred)) {
		p2[i] = pred[j]
	}
	shuffled, err := Evaluate(g2, p2, opts)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(base.Overall.Counts, shuffled.Overall.Counts) {
		t.Error("results depend on document order")
	}
	for i := range base.Languages { // (Metrics hold NaN, which DeepEqual never matches)
		if !reflect.DeepEqual(base.Languages[i].Counts, shuffled.Languages[i].Counts) {
			t.Errorf("language %s depends on document order", base.Languages[i].Language)
		}
	}

	split := make([]*document.Document, len(pred))
	pieces := 0
	for i, p := range pred {
		q := *p
		q.Spans = nil
		for _, s := range p.Spans {
			mid := s.Begin + (s.End-s.Begin)/2
			for mid > s.Begin && mid < len(p.Text) && p.Text[mid]&0xC0 == 0x80 {
				mid--
			}
			a, b := s, s
			a.End, b.Begin = mid, mid
			q.Spans = append(q.Spans, a, b)
			pieces++
		}
		split[i] = &q
	}
	cut, err := Evaluate(gold, split, opts)
	if err != nil {
		t.Fatal(err)
	}
	b, c := base.Overall.Counts, cut.Overall.Counts
	for _, x := range []struct {
		name      string
		got, want int
	}{
		{"gold hit", c.GoldHit, b.GoldHit}, {"core hit", c.CoreHit, b.CoreHit}, {"non-PII hit", c.NonPIIHit, b.NonPIIHit},
		{"age hit", c.AgeHit, b.AgeHit}, {"covered spans", c.CoveredSpans, b.CoveredSpans},
		{"direct leaked", c.Leakage.DirectLeaked, b.Leakage.DirectLeaked}, {"indirect leaked", c.Leakage.IndirectLeaked, b.Leakage.IndirectLeaked},
		{"span leaks", c.Leakage.DirectSpansLeaked + c.Leakage.IndirectSpansLeaked, b.Leakage.DirectSpansLeaked + b.Leakage.IndirectSpansLeaked},
		{"PII-free redacted", c.PIIFreeRedacted, b.PIIFreeRedacted},
	} {
		if x.got != x.want {
			t.Errorf("split spans: %s = %d, want %d", x.name, x.got, x.want)
		}
	}
	if !reflect.DeepEqual(b.Categories, c.Categories) {
		t.Error("split spans: category counts changed")
	}
	for i := range b.Labels {
		if b.Labels[i].GoldHit != c.Labels[i].GoldHit || b.Labels[i].TypedGoldHit != c.Labels[i].TypedGoldHit ||
			b.Labels[i].PredNonPIIChars != c.Labels[i].PredNonPIIChars {
			t.Errorf("split spans: label %s character counts changed", b.Labels[i].Label)
		}
	}
	if pieces == 0 || c.PredSpans != 2*b.PredSpans {
		t.Errorf("split produced %d predicted spans from %d", c.PredSpans, b.PredSpans)
	}
}

// TestHeadlinesMatchCompute: every headline's num/den is the rate of the
// same name that Compute derives.
func TestHeadlinesMatchCompute(t *testing.T) {
	gold := loadDevset(t)
	rep, err := Evaluate(gold, derivedPreds(gold), Options{ExcludeAges: true})
	if err != nil {
		t.Fatal(err)
	}
	m := rep.Overall.Metrics
	byKey := map[string]Rate{
		"core_pii_recall": m.CoreRecall, "annotation_char_recall": m.AnnotationRecall, "non_pii_redaction_rate": m.NonPIIRate,
		"non_pii_from_fp_spans": m.FalsePositiveRate, "non_pii_from_boundary_ext": m.BoundaryRate,
		"non_pii_redaction_rate_excl_ages": m.NonPIIRateExclAges, "non_pii_from_fp_spans_excl_ages": m.FalsePositiveRateExclAges,
		"non_pii_from_boundary_ext_excl_ages": m.BoundaryRateExclAges,
		"exact_precision":                     m.Precision, "exact_recall": m.Recall, "exact_f1": m.F1, "boundary_f1": m.BoundaryF1, "coarse_f1": m.CoarseF1,
		"covered_gold_spans": m.CoveredSpans, "span_detection_recall": m.SpanDetection, "label_fidelity": m.LabelFidelity,
		"coarse_label_fidelity": m.CoarseFidelity, "pii_free_documents_redacted": m.PIIFreeRedacted,
		"direct_leak": m.DirectLeak, "indirect_leak": m.IndirectLeak, "direct_span_leak": m.DirectSpanLeak, "indirect_span_leak": m.IndirectSpanLeak,
	}
	hs := Headlines(Options{ExcludeAges: true, Leakage: true})
	if len(hs) != len(byKey) {
		t.Errorf("%d headlines, %d checked", len(hs), len(byKey))
	}
	for _, h := range hs {
		want, ok := byKey[h.Key]
		c := rep.Overall.Counts
		if !ok || h.Num(&c) != want.Num || h.Den(&c) != want.Den {
			t.Errorf("headline %s = %d/%d, Compute %d/%d", h.Key, h.Num(&c), h.Den(&c), want.Num, want.Den)
		}
	}
}
