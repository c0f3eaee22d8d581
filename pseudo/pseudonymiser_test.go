package pseudo

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize/identifier"
)

// doc builds a document with spans over the given substrings (each found
// after the previous one).
func doc(text, meta string, spans ...[2]string) *document.Document {
	d := &document.Document{ID: "d1", Text: text, Language: "nl-BE", Spans: devtest.SpansAt(text, spans...)}
	if meta != "" {
		d.Metadata = json.RawMessage(meta)
	}
	return d
}

func newP(t *testing.T, policy string, cal Calendar, days *int) *Pseudonymiser {
	t.Helper()
	pol, err := LoadPolicy(policy)
	if err != nil {
		t.Fatal(err)
	}
	p, err := New(Options{Policy: pol, Key: testKey, Calendar: cal, ShiftDays: days, KeepMapping: true})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func ptr(n int) *int { return &n }

const meta = `{"patient_id":"P1","document_creation_date":"2025-01-15","patient":{"family_name":"Peeters"},"ward":"C3"}`

func TestOperators(t *testing.T) {
	text := "Jan Peeters, geb. 02/03/1950, gezien op 14/01/2025 door Dr. Claes; tel 0470 12 34 56, RRN 85.07.30-033.28, jan@uza.be. Peeters is 74 jaar."
	spans := [][2]string{
		{"Jan Peeters", "Name:Patient"}, {"02/03/1950", "Age_Birthdate"}, {"14/01/2025", "Date"},
		{"Claes", "Name:Caregiver"}, {"0470 12 34 56", "Contactdetails"}, {"85.07.30-033.28", "ID:Patient"},
		{"jan@uza.be", "Contactdetails"}, {"Peeters", "Name:Patient"}, {"74 jaar", "Age_Birthdate"},
	}
	tests := []struct {
		policy string
		want   []string // per span; "*" = check elsewhere
	}{
		{"placeholders", []string{"[PATIENT-1]", "[AGE-1]", "[DATE-1]", "[CAREGIVER-1]", "[CONTACT-1]", "[PATIENT-ID-1]", "[CONTACT-2]", "[PATIENT-2]", "[AGE-2]"}},
		{"meddeid", []string{"*", "74 years", "20/01/2026", "*", "*", "*", "*", "*", "74 years"}},
		{"gdpr-strict", []string{"[PATIENT-1]", "74 years", "20/01/2026", "[CAREGIVER-1]", "*", "*", "*", "[PATIENT-2]", "74 years"}},
		{"hipaa-safe-harbor", []string{"[Name:Patient]", "1950", "2025", "[Name:Caregiver]", "[Contactdetails]", "[ID:Patient]", "[Contactdetails]", "[Name:Patient]", "74 jaar"}},
	}
	for _, tt := range tests {
		t.Run(tt.policy, func(t *testing.T) {
			d := doc(text, meta, spans...)
			p := newP(t, tt.policy, fakeCalendar{}, ptr(371))
			sum, err := p.Apply(context.Background(), d)
			if err != nil {
				t.Fatal(err)
			}
			for i, s := range d.Spans {
				got := *s.Replacement
				if tt.want[i] != "*" && got != tt.want[i] {
					t.Errorf("span %d (%s): %q, want %q", i, s.Label, got, tt.want[i])
				}
				if s.Label != "Age_Birthdate" && tt.policy != "hipaa-safe-harbor" && strings.Contains(got, s.Text) {
					t.Errorf("span %d: original in replacement %q", i, got)
				}
			}
			if sum.TotalFailures() != 0 {
				t.Errorf("failures: %v", sum.Failures)
			}
			if tt.policy == "meddeid" {
				// "Jan Peeters" and "Peeters" share the family surrogate.
				full, fam := *d.Spans[0].Replacement, *d.Spans[7].Replacement
				if strings.HasPrefix(full, "[") || !strings.HasSuffix(full, " "+fam) {
					t.Errorf("name surrogates %q, %q: want a shared family name", full, fam)
				}
			}
			if !strings.Contains(*d.DeidText, "gezien op") || strings.Contains(*d.DeidText, "Peeters") {
				t.Errorf("deid_text: %q", *d.DeidText)
			}
		})
	}
}

func TestSurrogatesInDocument(t *testing.T) {
	text := "tel 0470 12 34 56 of 0470/12.34.56; BSN 111222333; mail jan@uza.be"
	d := doc(text, meta, [2]string{"0470 12 34 56", "Contactdetails"}, [2]string{"0470/12.34.56", "Contactdetails"},
		[2]string{"111222333", "ID:Patient"}, [2]string{"jan@uza.be", "Contactdetails"})
	d.Language = "nl-NL"
	p := newP(t, "meddeid", fakeCalendar{}, nil)
	if _, err := p.Apply(context.Background(), d); err != nil {
		t.Fatal(err)
	}
	r := func(i int) string { return *d.Spans[i].Replacement }
	if strings.ReplaceAll(r(0), " ", "") != strings.NewReplacer("/", "", ".", "").Replace(r(1)) {
		t.Errorf("same phone, different surrogates: %q %q", r(0), r(1))
	}
	if !identifier.ValidBSN(r(2)) || r(2) == "111222333" {
		t.Errorf("BSN surrogate %q", r(2))
	}
	if !strings.HasSuffix(r(3), ".be") || !strings.Contains(r(3), "@") {
		t.Errorf("e-mail surrogate %q", r(3))
	}
	// Another document of the same patient gets the same surrogates.
	d2 := doc("BSN 111222333", meta, [2]string{"111222333", "ID:Patient"})
	p.Apply(context.Background(), d2)
	if *d2.Spans[0].Replacement != r(2) {
		t.Error("surrogate not consistent across documents")
	}
}

func TestNumberedConsistency(t *testing.T) {
	text := "Jan Peeters en jan  peeters; Marie; Jan Peeters"
	d := doc(text, "", [2]string{"Jan Peeters", "Name:Patient"}, [2]string{"jan  peeters", "Name:Patient"},
		[2]string{"Marie", "Name:Other"}, [2]string{"Jan Peeters", "Name:Patient"})
	p := newP(t, "placeholders", nil, nil)
	if _, err := p.Apply(context.Background(), d); err != nil {
		t.Fatal(err)
	}
	if got := *d.DeidText; got != "[PATIENT-1] en [PATIENT-1]; [PERSON-1]; [PATIENT-1]" {
		t.Errorf("got %q", got)
	}
}

func TestMaskAndKeep(t *testing.T) {
	pol, err := ParsePolicy([]byte("name: m\nlabels:\n  name: {operator: mask, char: \"•\"}\n  Date: {operator: keep}\n"), "m")
	if err != nil {
		t.Fatal(err)
	}
	p, _ := New(Options{Policy: pol, Calendar: fakeCalendar{}})
	d := doc("Zoë Peeters op 14/01/2025", "", [2]string{"Zoë Peeters", "Name:Patient"}, [2]string{"14/01/2025", "Date"})
	if _, err := p.Apply(context.Background(), d); err != nil {
		t.Fatal(err)
	}
	if *d.DeidText != "••• ••••••• op 14/01/2025" {
		t.Errorf("got %q", *d.DeidText)
	}
}

// A calendar that fails, or returns the original, never leaks it: the
// span becomes its placeholder and the failure is counted by category.
func TestNoLeakOnFailure(t *testing.T) {
	text := "Opname 14/01/2025 en 03/02/2025, geboren 02/03/1950, 74 jaar."
	spans := [][2]string{{"14/01/2025", "Date"}, {"03/02/2025", "Date"}, {"02/03/1950", "Age_Birthdate"}, {"74 jaar", "Age_Birthdate"}}
	for _, cal := range []Calendar{failingCalendar{}, failingCalendar{echo: true}, noCalendar{}} {
		d := doc(text, meta, spans...)
		p := newP(t, "meddeid", cal, ptr(400))
		sum, err := p.Apply(context.Background(), d)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range spans {
			if strings.Contains(*d.DeidText, s[0]) {
				t.Errorf("%T: original %q leaked: %q", cal, s[0], *d.DeidText)
			}
		}
		if want := "Opname [DATE-1] en [DATE-2], geboren [AGE-1], [AGE-2]."; *d.DeidText != want {
			t.Errorf("%T: %q, want %q", cal, *d.DeidText, want)
		}
		if sum.TotalFailures() != 4 || sum.Targets["Date"].Failed != 2 || sum.Targets["Age_Birthdate"].Spans != 2 {
			t.Errorf("%T: summary %+v", cal, sum)
		}
	}
	d := doc(text, meta, spans...)
	p := newP(t, "meddeid", failingCalendar{echo: true}, ptr(400))
	sum, _ := p.Apply(context.Background(), d)
	if sum.Failures[FailLeakGuard] != 2 {
		t.Errorf("leak guard count: %v", sum.Failures)
	}
}

// leakyCalendar shifts by rendering a different date string that still
// carries the original date's digits in another layout: the per-span
// guard misses it, the audit must not.
type leakyCalendar struct{ fakeCalendar }

func (leakyCalendar) Shift(text string, _ int, _ *lang.Profile, _ time.Time) (string, error) {
	return strings.ReplaceAll(text, "/", "-"), nil
}

// A replacement in which the audit reads the original becomes a
// placeholder: the record is written without the leak, and the failure
// is counted.
func TestAuditFallsBackToPlaceholder(t *testing.T) {
	d := doc("Opname 14/01/2025.", meta, [2]string{"14/01/2025", "Date"})
	p := newP(t, "meddeid", leakyCalendar{}, ptr(400))
	sum, err := p.Apply(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	wantAuditFallback(t, d, sum, 0, "14-01-2025", "14/01/2025")
}

// wantAuditFallback checks that span i of d fell back to a placeholder
// after the audit, that deid_text holds none of leaked, and that the
// summary counts one audit failure.
func wantAuditFallback(t *testing.T, d *document.Document, sum *Summary, i int, leaked ...string) {
	t.Helper()
	if r := *d.Spans[i].Replacement; !strings.HasPrefix(r, "[") {
		t.Errorf("span %d replacement %q, want a placeholder", i, r)
	}
	for _, l := range leaked {
		if strings.Contains(*d.DeidText, l) {
			t.Errorf("deid_text still holds %q: %q", l, *d.DeidText)
		}
	}
	if sum.Failures[FailAudit] != 1 || sum.Operators[string(OpPlaceholder)] < 1 {
		t.Errorf("summary failures %v operators %v, want one audit failure", sum.Failures, sum.Operators)
	}
}

func TestDeterministicAndKeyed(t *testing.T) {
	run := func(k Key) string {
		pol, _ := LoadPolicy("meddeid")
		p, err := New(Options{Policy: pol, Key: k, Calendar: fakeCalendar{}})
		if err != nil {
			t.Fatal(err)
		}
		d := doc("Opname 14/01/2025, tel 0470 12 34 56.", meta, [2]string{"14/01/2025", "Date"}, [2]string{"0470 12 34 56", "Contactdetails"})
		if _, err := p.Apply(context.Background(), d); err != nil {
			t.Fatal(err)
		}
		b, _ := document.Encode(d)
		return string(b)
	}
	a, b := run(testKey), run(testKey)
	if a != b {
		t.Error("same key, different output")
	}
	if c := run(NewKey([]byte("a-completely-different-key"))); c == a {
		t.Error("different key, same output")
	}
}

func TestIntervalsPreservedPerPatient(t *testing.T) {
	dates := []string{"01/01/2020", "15/02/2020", "29/02/2020", "31/12/2021"}
	var spans [][2]string
	for _, x := range dates {
		spans = append(spans, [2]string{x, "Date"})
	}
	d := doc(strings.Join(dates, "; "), `{"patient_id":"P9","document_creation_date":"2025-01-15"}`, spans...)
	p := newP(t, "meddeid", fakeCalendar{}, nil)
	if _, err := p.Apply(context.Background(), d); err != nil {
		t.Fatal(err)
	}
	var c fakeCalendar
	var offs []int
	for _, s := range d.Spans {
		a, _, _ := c.Interval(s.Text, nil, time.Time{})
		b, _, _ := c.Interval(*s.Replacement, nil, time.Time{})
		offs = append(offs, int(b.Sub(a).Hours()/24))
	}
	for _, o := range offs {
		if o != offs[0] || max(o, -o) < 366 {
			t.Fatalf("offsets %v", offs)
		}
	}
	m := p.Mapping()
	if len(m) != 1 || m[0].ID != "P9" || m[0].Scope != "patient" || m[0].ShiftDays != offs[0] {
		t.Errorf("mapping %+v", m)
	}
}

func TestMetadataStripped(t *testing.T) {
	d := doc("Opname 14/01/2025.", meta, [2]string{"14/01/2025", "Date"})
	p := newP(t, "meddeid", fakeCalendar{}, ptr(371))
	if _, err := p.Apply(context.Background(), d); err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	json.Unmarshal(d.Metadata, &m)
	if _, ok := m["patient"]; ok {
		t.Error("patient record kept")
	}
	if m["document_creation_date"] != "2026-01-21" || m["ward"] != "C3" {
		t.Errorf("metadata %v", m)
	}
	if id, _ := m["patient_id"].(string); id == "P1" || !strings.HasPrefix(id, "p-") {
		t.Errorf("patient_id %v", m["patient_id"])
	}
}

func TestHIPAA(t *testing.T) {
	text := "Born 02/03/1930, 94 years, seen 14/01/2025, ZIP 02118, also 03601, lives at Main St."
	d := doc(text, meta, [2]string{"02/03/1930", "Age_Birthdate"}, [2]string{"94 years", "Age_Birthdate"},
		[2]string{"14/01/2025", "Date"}, [2]string{"02118", "Address_Location:Patient"}, [2]string{"03601", "Address_Location:Patient"},
		[2]string{"Main St.", "Address_Location:Patient"})
	d.Language = "en-US"
	pol, _ := LoadPolicy("hipaa-safe-harbor")
	p, err := New(Options{Policy: pol, Calendar: fakeCalendar{}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Apply(context.Background(), d); err != nil {
		t.Fatal(err)
	}
	want := "Born 90 or older, 90 or older, seen 2025, ZIP 021, also 000, lives at [Address_Location:Patient]"
	if *d.DeidText != want {
		t.Errorf("got  %q\nwant %q", *d.DeidText, want)
	}
	d.Language = "fr-FR"
	d.DeidText, d.Metadata = nil, json.RawMessage(meta)
	if _, err := p.Apply(context.Background(), d); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(*d.DeidText, "Born 90 ans ou plus") {
		t.Errorf("not localised: %q", *d.DeidText)
	}
}

func TestNewNeedsKey(t *testing.T) {
	pol, _ := LoadPolicy("meddeid")
	if _, err := New(Options{Policy: pol, ShiftDays: ptr(400)}); err == nil {
		t.Error("surrogates without key: want error")
	}
	pol, _ = LoadPolicy("placeholders")
	if _, err := New(Options{Policy: pol}); err != nil {
		t.Errorf("placeholders need no key: %v", err)
	}
	pol, _ = LoadPolicy("meddeid")
	w := true
	if _, err := New(Options{Policy: pol, Key: testKey, ShiftDays: ptr(10), PreserveWeekday: &w}); err == nil {
		t.Error("shift 10 with preserve weekday: want error")
	}
	p, _ := New(Options{Policy: pol, Key: testKey, ShiftDays: ptr(-200)})
	if len(p.Warnings()) != 1 {
		t.Error("small shift: want a warning")
	}
}

// TestReferenceFallsBackToLatestFullDate: without a creation date or
// --reference-date, the latest full date of the note anchors birth dates
// and dates without a year, instead of failing them.
func TestReferenceFallsBackToLatestFullDate(t *testing.T) {
	days := 10
	tests := []struct {
		name, text string
		spans      [][2]string
		want       []string // replacements in span order
	}{
		{"birth date and bare day-month", "Geboren 02/03/1950. Gezien 14/01/2025, controle 3 maart.",
			[][2]string{{"02/03/1950", "Age_Birthdate"}, {"14/01/2025", "Date"}, {"3 maart", "Date"}},
			[]string{"74 jaar", "24/01/2025", "13 maart"}},
		{"latest of several dates wins", "Opname 01/02/2020, ontslag 20/02/2020, geb. 25/02/2000.",
			[][2]string{{"01/02/2020", "Date"}, {"20/02/2020", "Date"}, {"25/02/2000", "Age_Birthdate"}},
			[]string{"11/02/2020", "01/03/2020", "19 jaar"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newP(t, "meddeid", DefaultCalendar(), &days)
			d := doc(tt.text, "", tt.spans...)
			if err := p.Process(context.Background(), d); err != nil {
				t.Fatal(err)
			}
			for i, w := range tt.want {
				if got := *d.Spans[i].Replacement; got != w {
					t.Errorf("span %d: replacement %q, want %q", i, got, w)
				}
			}
		})
	}
}

// TestMarshalObject checks marshalObject and jsonString against
// json.Marshal.
func TestMarshalObject(t *testing.T) {
	for _, m := range []map[string]json.RawMessage{
		{},
		{"b": json.RawMessage(`"x"`), "a": json.RawMessage(`1`), "A": json.RawMessage(`null`)},
		{"note_type": json.RawMessage(`"discharge"`), "patient_id": json.RawMessage(`"p-0123456789abcdef"`),
			"nested": json.RawMessage("{ \"k\" : [1, 2 ,\n\t\"a b\" ], \"e\":\"q\\\"<>&\u2028\u2029 \\\\\"}")},
		{"k<&>": json.RawMessage(`"v"`), "k\"\\\n": json.RawMessage(`true`), "bad\xff": json.RawMessage(`"é \u00e9"`), "é": json.RawMessage(`[ ]`)},
		{"x": nil},
	} {
		want, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		if got := marshalObject(m); string(got) != string(want) {
			t.Errorf("marshalObject(%q) = %s, want %s", m, got, want)
		}
	}
	for _, s := range []string{"", "p-0123456789abcdef", "2025-01-15", "a\"b", "a\\b", "<&>", "é", "bad\xff", "\t\x00", "\u2028"} {
		want, _ := json.Marshal(s)
		if got := jsonString(s); string(got) != string(want) {
			t.Errorf("jsonString(%q) = %s, want %s", s, got, want)
		}
	}
}
