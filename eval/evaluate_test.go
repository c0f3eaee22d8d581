package eval

import (
	"reflect"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
)

// rt is an expected rate: num/den, with den 0 meaning "not available".
type rt struct{ num, den int }

func checkRate(t *testing.T, name string, got Rate, want rt) {
	t.Helper()
	if got.Num != want.num || got.Den != want.den || got.Valid != (want.den > 0) {
		t.Errorf("%s = %d/%d (valid %v, %s), want %d/%d", name, got.Num, got.Den, got.Valid, got, want.num, want.den)
	}
}

type wantMetrics struct {
	ann, core, nonPII, fp, bnd, p, r, f1 rt
	fpSpans                              int
}

func checkMetrics(t *testing.T, res Result, w wantMetrics) {
	t.Helper()
	m := res.Metrics
	checkRate(t, "annotation recall", m.AnnotationRecall, w.ann)
	checkRate(t, "core recall", m.CoreRecall, w.core)
	checkRate(t, "non-PII rate", m.NonPIIRate, w.nonPII)
	checkRate(t, "false-positive rate", m.FalsePositiveRate, w.fp)
	checkRate(t, "boundary rate", m.BoundaryRate, w.bnd)
	checkRate(t, "exact precision", m.Precision, w.p)
	checkRate(t, "exact recall", m.Recall, w.r)
	checkRate(t, "exact F1", m.F1, w.f1)
	if res.Counts.FalsePositiveSpans != w.fpSpans {
		t.Errorf("false-positive spans = %d, want %d", res.Counts.FalsePositiveSpans, w.fpSpans)
	}
}

func labelRow(t *testing.T, rep *Report, label string) LabelMetrics {
	t.Helper()
	for _, l := range rep.Overall.Labels {
		if l.Label == label {
			return l
		}
	}
	t.Fatalf("label %s not in report", label)
	return LabelMetrics{}
}

func TestEvaluate(t *testing.T) {
	emoji := doc("d1", "nl-BE", "Pt Zoë Ulé 😀 ok",
		sp{text: "Zoë Ulé", label: "Name:Patient", parts: []part{{"Zoë", "givenName"}, {" ", "formatting"}, {"Ulé", "familyName"}}})
	title := doc("d1", "en-GB", "Seen by Dr. Ann Lee today",
		sp{text: "Dr. Ann Lee", label: "Name:Caregiver", parts: []part{{"Dr.", "title"}, {" ", "formatting"}, {"Ann", "givenName"}, {" ", "formatting"}, {"Lee", "familyName"}}})
	unknownCat := doc("d1", "en-GB", "ref AB12 end",
		sp{text: "AB12", label: "ID:Patient", parts: []part{{"AB", "some_new_category"}, {"12", "time"}}})
	noSubs := doc("d1", "en-GB", "Ann came on 2020-01-02.",
		sp{text: "Ann", label: "Name:Patient"}, sp{text: "2020-01-02", label: "Date"})
	fpBnd := doc("d1", "en-GB", "aaa Bob bbb ccc", sp{text: "Bob", label: "Name:Other"})
	both := doc("d1", "fr-FR", "x 12/03/2020 y", sp{text: "12/03/2020", label: "Date"})
	mismatch := doc("d1", "en-GB", "Ann on 2020", sp{text: "Ann", label: "Name:Patient"}, sp{text: "2020", label: "Date"})
	dup := doc("d1", "en-GB", "Ann", sp{text: "Ann", label: "Name:Patient"})
	filt := doc("d1", "en-GB", "Ann was seen 2020 x zz Bo q",
		sp{text: "Ann", label: "Name:Patient"}, sp{text: "2020", label: "Date"}, sp{text: "Bo", label: "Name:Other"})
	filtPred := predOf(filt, sp{text: "Ann", label: "Name:Patient"}, sp{text: "2020 x", label: "Date"},
		sp{text: "zz", label: "Name:Other"}, sp{text: "Bo q", label: "Date"})
	poolA := doc("a", "en-GB", "Ann x", sp{text: "Ann", label: "Name:Patient"})
	poolB := doc("b", "en-GB", "abcdefghi y", sp{text: "abcdefghi", label: "Name:Other"})

	tests := []struct {
		name       string
		gold, pred []*document.Document
		opts       Options
		want       wantMetrics
		check      func(t *testing.T, rep *Report)
	}{
		{
			name: "code points not bytes (é, emoji)",
			gold: []*document.Document{emoji},
			pred: []*document.Document{predOf(emoji, sp{text: "Ulé 😀", label: "Name:Patient"})},
			// 15 code points (20 bytes); gold 7, core 6, non-PII 8.
			want: wantMetrics{ann: rt{3, 7}, core: rt{3, 6}, nonPII: rt{2, 8}, fp: rt{0, 8}, bnd: rt{2, 8},
				p: rt{0, 1}, r: rt{0, 1}, f1: rt{0, 2}},
			check: func(t *testing.T, rep *Report) {
				if c := rep.Overall.Counts.Chars; c != 15 {
					t.Errorf("chars = %d, want 15 code points", c)
				}
			},
		},
		{
			name: "title and formatting are not core",
			gold: []*document.Document{title},
			pred: []*document.Document{predOf(title, sp{text: "Ann Lee", label: "Name:Caregiver"})},
			want: wantMetrics{ann: rt{7, 11}, core: rt{6, 6}, nonPII: rt{0, 14}, fp: rt{0, 14}, bnd: rt{0, 14},
				p: rt{0, 1}, r: rt{0, 1}, f1: rt{0, 2}},
		},
		{
			name: "unknown category is core, time is not",
			gold: []*document.Document{unknownCat},
			pred: []*document.Document{predOf(unknownCat, sp{text: "AB", label: "ID:Patient"})},
			want: wantMetrics{ann: rt{2, 4}, core: rt{2, 2}, nonPII: rt{0, 8}, fp: rt{0, 8}, bnd: rt{0, 8},
				p: rt{0, 1}, r: rt{0, 1}, f1: rt{0, 2}},
		},
		{
			name: "no sub-annotations: core recall n/a",
			gold: []*document.Document{noSubs},
			pred: copySpans([]*document.Document{noSubs}),
			want: wantMetrics{ann: rt{13, 13}, core: rt{0, 0}, nonPII: rt{0, 10}, fp: rt{0, 10}, bnd: rt{0, 10},
				p: rt{2, 2}, r: rt{2, 2}, f1: rt{4, 4}},
			check: func(t *testing.T, rep *Report) {
				if s := rep.Overall.Metrics.CoreRecall.String(); s != "n/a" {
					t.Errorf("core recall prints %q, want n/a", s)
				}
				if c := rep.Overall.Counts; c.SubannotatedSpans != 0 || c.GoldSpans != 2 {
					t.Errorf("subannotated/gold spans = %d/%d, want 0/2", c.SubannotatedSpans, c.GoldSpans)
				}
			},
		},
		{
			name: "false-positive span vs boundary extension",
			gold: []*document.Document{fpBnd},
			// "Bob b" touches gold: " b" is boundary; "bbb ccc" touches
			// nothing: its chars not already boundary ("bb ccc") are FP.
			pred: []*document.Document{predOf(fpBnd, sp{text: "Bob b", label: "Name:Other"}, sp{text: "bbb ccc", label: "Name:Other"})},
			want: wantMetrics{ann: rt{3, 3}, core: rt{0, 0}, nonPII: rt{8, 12}, fp: rt{6, 12}, bnd: rt{2, 12},
				p: rt{0, 2}, r: rt{0, 1}, f1: rt{0, 3}, fpSpans: 1},
			check: func(t *testing.T, rep *Report) {
				if n := labelRow(t, rep, "Name:Other").PredNonPIIChars; n != 8 {
					t.Errorf("Name:Other non-PII chars = %d, want 8", n)
				}
			},
		},
		{
			name: "extension on both sides, whitespace counted",
			gold: []*document.Document{both},
			pred: []*document.Document{predOf(both, sp{text: "x 12/03/2020 y", label: "Date"})},
			want: wantMetrics{ann: rt{10, 10}, core: rt{0, 0}, nonPII: rt{4, 4}, fp: rt{0, 4}, bnd: rt{4, 4},
				p: rt{0, 1}, r: rt{0, 1}, f1: rt{0, 2}},
		},
		{
			name: "exact match needs the same label",
			gold: []*document.Document{mismatch},
			pred: []*document.Document{predOf(mismatch, sp{text: "Ann", label: "Name:Caregiver"}, sp{text: "2020", label: "Date"})},
			want: wantMetrics{ann: rt{7, 7}, core: rt{0, 0}, nonPII: rt{0, 4}, fp: rt{0, 4}, bnd: rt{0, 4},
				p: rt{1, 2}, r: rt{1, 2}, f1: rt{2, 4}},
			check: func(t *testing.T, rep *Report) {
				np := labelRow(t, rep, "Name:Patient")
				checkRate(t, "Name:Patient annotation recall", np.AnnotationRecall, rt{3, 3})
				checkRate(t, "Name:Patient typed recall", np.TypedAnnotationRecall, rt{0, 3})
				checkRate(t, "Name:Patient exact recall", np.Recall, rt{0, 1})
				checkRate(t, "Name:Patient exact precision", np.Precision, rt{0, 0})
				nc := labelRow(t, rep, "Name:Caregiver")
				checkRate(t, "Name:Caregiver annotation recall", nc.AnnotationRecall, rt{0, 0})
				checkRate(t, "Name:Caregiver exact precision", nc.Precision, rt{0, 1})
				dt := labelRow(t, rep, "Date")
				checkRate(t, "Date exact F1", dt.F1, rt{2, 2})
				checkRate(t, "Date typed recall", dt.TypedAnnotationRecall, rt{4, 4})
			},
		},
		{
			name: "duplicate predictions match once",
			gold: []*document.Document{dup},
			pred: []*document.Document{predOf(dup, sp{text: "Ann", label: "Name:Patient"}, sp{text: "Ann", label: "Name:Patient"})},
			want: wantMetrics{ann: rt{3, 3}, core: rt{0, 0}, nonPII: rt{0, 0}, fp: rt{0, 0}, bnd: rt{0, 0},
				p: rt{1, 2}, r: rt{1, 1}, f1: rt{2, 3}},
		},
		{
			name: "all labels",
			gold: []*document.Document{filt},
			pred: []*document.Document{filtPred},
			want: wantMetrics{ann: rt{9, 9}, core: rt{0, 0}, nonPII: rt{6, 18}, fp: rt{2, 18}, bnd: rt{4, 18},
				p: rt{1, 4}, r: rt{1, 3}, f1: rt{2, 7}, fpSpans: 1},
		},
		{
			name: "label filter: other gold out of scope, other predictions ignored",
			gold: []*document.Document{filt},
			pred: []*document.Document{filtPred},
			opts: Options{Labels: []string{"Date"}},
			// gold = "2020"; "Ann" and "Bo" count nowhere; "Bo q" (Date)
			// touches out-of-scope gold, so " q" is a boundary extension;
			// the Name:Other FP "zz" is ignored.
			want: wantMetrics{ann: rt{4, 4}, core: rt{0, 0}, nonPII: rt{4, 18}, fp: rt{0, 18}, bnd: rt{4, 18},
				p: rt{0, 2}, r: rt{0, 1}, f1: rt{0, 3}},
			check: func(t *testing.T, rep *Report) {
				if c := rep.Overall.Counts; c.OutOfScopeChars != 5 || c.GoldSpans != 1 || c.PredSpans != 2 {
					t.Errorf("out-of-scope chars, gold, pred = %d, %d, %d; want 5, 1, 2", c.OutOfScopeChars, c.GoldSpans, c.PredSpans)
				}
				if !reflect.DeepEqual(rep.LabelOrder, []string{"Date"}) {
					t.Errorf("label order = %v, want [Date]", rep.LabelOrder)
				}
			},
		},
		{
			name: "pooled over documents, not averaged",
			gold: []*document.Document{poolA, poolB},
			pred: []*document.Document{predOf(poolB), predOf(poolA, sp{text: "Ann", label: "Name:Patient"})},
			want: wantMetrics{ann: rt{3, 12}, core: rt{0, 0}, nonPII: rt{0, 4}, fp: rt{0, 4}, bnd: rt{0, 4},
				p: rt{1, 1}, r: rt{1, 2}, f1: rt{2, 3}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rep, err := Evaluate(tc.gold, tc.pred, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			checkMetrics(t, rep.Overall, tc.want)
			c := rep.Overall.Counts
			if c.GoldChars+c.OutOfScopeChars+c.NonPIIChars != c.Chars {
				t.Errorf("gold %d + out-of-scope %d + non-PII %d != chars %d", c.GoldChars, c.OutOfScopeChars, c.NonPIIChars, c.Chars)
			}
			if tc.check != nil {
				tc.check(t, rep)
			}
		})
	}
}

func TestLanguages(t *testing.T) {
	gold := []*document.Document{
		doc("n1", "nl-BE", "Jan x", sp{text: "Jan", label: "Name:Patient"}),
		doc("e1", "en-GB", "Tom yy", sp{text: "Tom", label: "Name:Patient"}),
		doc("u1", "", "Eva z", sp{text: "Eva", label: "Name:Patient"}),
		doc("n2", "nl-BE", "Piet q", sp{text: "Piet", label: "Name:Patient"}),
	}
	pred := []*document.Document{
		predOf(gold[0], sp{text: "Jan x", label: "Name:Patient"}),
		predOf(gold[1]),
		predOf(gold[2], sp{text: "Eva", label: "Name:Patient"}),
		predOf(gold[3], sp{text: "Piet", label: "Name:Patient"}),
	}
	rep, err := Evaluate(gold, pred, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		lang      string
		docs      int
		ann, nonP rt
	}{
		{"en-GB", 1, rt{0, 3}, rt{0, 3}},
		{"nl-BE", 2, rt{7, 7}, rt{2, 4}},
		{"und", 1, rt{3, 3}, rt{0, 2}},
	}
	if len(rep.Languages) != len(want) {
		t.Fatalf("got %d languages, want %d", len(rep.Languages), len(want))
	}
	for i, w := range want {
		g := rep.Languages[i]
		if g.Language != w.lang || g.Counts.Documents != w.docs {
			t.Errorf("language %d = %s (%d docs), want %s (%d docs)", i, g.Language, g.Counts.Documents, w.lang, w.docs)
		}
		checkRate(t, w.lang+" annotation recall", g.Metrics.AnnotationRecall, w.ann)
		checkRate(t, w.lang+" non-PII", g.Metrics.NonPIIRate, w.nonP)
	}
}

func TestEvaluateErrors(t *testing.T) {
	const secret = "Zoë Ulé"
	g := doc("d1", "nl-BE", "Pt "+secret+" ok", sp{text: secret, label: "Name:Patient"})
	other := doc("d2", "nl-BE", "nothing here")
	badPred := predOf(g)
	badPred.Spans = []document.Span{{Begin: 6, End: 9, Label: "Name:Patient"}} // byte 6 is inside "ë"
	badSub := doc("d1", "nl-BE", g.Text, sp{text: secret, label: "Name:Patient"})
	badSub.Spans[0].Subannotations = []document.Subannotation{{Begin: 0, End: 2, Category: "givenName"}}
	outOfRange := predOf(g)
	outOfRange.Spans = []document.Span{{Begin: 3, End: 400, Label: "Date"}}

	tests := []struct {
		name       string
		gold, pred []*document.Document
		opts       Options
		want       string // substring of the error; "" = no error
	}{
		{"extra prediction allowed", []*document.Document{g}, []*document.Document{predOf(g), predOf(other)}, Options{AllowExtra: true}, ""},
		{"nil prediction", []*document.Document{g}, []*document.Document{nil}, Options{}, `prediction 0: nil document`},
		{"offset inside a character", []*document.Document{g}, []*document.Document{badPred}, Options{}, `document "d1": predicted span 0`},
		{"offset out of range", []*document.Document{g}, []*document.Document{outOfRange}, Options{}, `document "d1": predicted span 0`},
		{"sub-annotation outside span", []*document.Document{badSub}, []*document.Document{predOf(g)}, Options{}, `gold span 0: sub-annotation 0`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rep, err := Evaluate(tc.gold, tc.pred, tc.opts)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if rep.Overall.Counts.Documents != len(tc.gold) {
					t.Errorf("documents = %d, want %d", rep.Overall.Counts.Documents, len(tc.gold))
				}
				return
			}
			if err == nil {
				t.Fatalf("no error, want %q", tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not contain %q", err, tc.want)
			}
			if strings.Contains(err.Error(), "Zo") || strings.Contains(err.Error(), "Ul") {
				t.Errorf("error %q leaks document text", err)
			}
		})
	}
}

func TestCountsAreAdditive(t *testing.T) {
	gold := []*document.Document{
		doc("a", "nl-BE", "Dr. Ann ziet Bob op 2020", sp{text: "Dr. Ann", label: "Name:Caregiver", parts: []part{{"Dr.", "title"}, {" ", "formatting"}, {"Ann", "givenName"}}},
			sp{text: "2020", label: "Date", parts: []part{{"2020", "year"}}}),
		doc("b", "en-GB", "Bob on 1 May", sp{text: "Bob", label: "Name:Other", parts: []part{{"Bob", "givenName"}}}),
	}
	pred := []*document.Document{
		predOf(gold[0], sp{text: "Ann ziet", label: "Name:Patient"}, sp{text: "2020", label: "Date"}),
		predOf(gold[1], sp{text: "Bob", label: "Name:Other"}, sp{text: "May", label: "Date"}),
	}
	rep, err := Evaluate(gold, pred, Options{})
	if err != nil {
		t.Fatal(err)
	}
	sum := Sum(rep.Docs)
	if !reflect.DeepEqual(sum, rep.Overall.Counts) {
		t.Errorf("Sum(Docs) = %+v\nwant Overall.Counts %+v", sum, rep.Overall.Counts)
	}
	// A bootstrap draw with document a twice and b not at all.
	var w Counts
	w.AddWeighted(&rep.Docs[0].Counts, 2)
	var twice Counts
	twice.Add(&rep.Docs[0].Counts)
	twice.Add(&rep.Docs[0].Counts)
	if !reflect.DeepEqual(w, twice) {
		t.Errorf("AddWeighted(x, 2) = %+v, want x+x = %+v", w, twice)
	}
	res := Compute(w)
	checkRate(t, "resampled core recall", res.Metrics.CoreRecall, rt{2 * 7, 2 * 7})
	checkRate(t, "resampled annotation recall", res.Metrics.AnnotationRecall, rt{2 * 7, 2 * 11})
}
