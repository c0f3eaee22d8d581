package eval

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// fixtureReport evaluates two small fictional documents in two languages,
// with an unknown predicted label, a relabelled span, an extension and a
// false positive.
func fixtureReport(t *testing.T, opts Options) *Report {
	t.Helper()
	a := doc("a", "nl-BE", "Dr. Zoë Peeters zag dhr. Jan Ulé (°02/03/1950) op 14/01/2025 😀.",
		sp{text: "Dr. Zoë Peeters", label: "Name:Caregiver", parts: []part{{"Dr.", "title"}, {" ", "formatting"}, {"Zoë", "givenName"}, {" ", "formatting"}, {"Peeters", "familyName"}}},
		sp{text: "dhr. Jan Ulé", label: "Name:Patient", parts: []part{{"dhr.", "title"}, {" ", "formatting"}, {"Jan", "givenName"}, {" ", "formatting"}, {"Ulé", "familyName"}}},
		sp{text: "°02/03/1950", label: "Age_Birthdate", parts: []part{{"°", "formatting"}, {"02", "day"}, {"/", "formatting"}, {"03", "month"}, {"/", "formatting"}, {"1950", "year"}}},
		sp{text: "14/01/2025", label: "Date", parts: []part{{"14", "day"}, {"/", "formatting"}, {"01", "month"}, {"/", "formatting"}, {"2025", "year"}}})
	b := doc("b", "en-GB", "Call 01632 960123 on Monday, seen by nurse Amy.",
		sp{text: "01632 960123", label: "Contactdetails", parts: []part{{"01632", "public_phone"}, {" ", "formatting"}, {"960123", "public_phone"}}},
		sp{text: "Amy", label: "Name:Caregiver", parts: []part{{"Amy", "givenName"}}})
	gold := []*document.Document{b, a}
	pred := []*document.Document{
		predOf(a, sp{text: "Zoë Peeters", label: "Name:Caregiver"}, sp{text: "Jan Ulé", label: "Name:Caregiver"},
			sp{text: "02/03/1950", label: "Date"}, sp{text: "14/01/2025 😀", label: "Date"}),
		predOf(b, sp{text: "01632 960123", label: "Contactdetails"}, sp{text: "Monday", label: "Weekday"}, sp{text: "Amy", label: "Name:Caregiver"}),
	}
	rep, err := Evaluate(gold, pred, opts)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from golden file; got:\n%s", name, got)
	}
}

func TestReportGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts Options
	}{
		{"report", Options{}},
		{"report_structured", Options{Labels: []string{"ID:Patient", "Date", "Age_Birthdate", "Contactdetails", "ID:Caregiver"}, PerDocument: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rep := fixtureReport(t, tc.opts)
			var txt, md, js bytes.Buffer
			if err := rep.WriteText(&txt); err != nil {
				t.Fatal(err)
			}
			if err := rep.WriteMarkdown(&md); err != nil {
				t.Fatal(err)
			}
			if err := rep.WriteJSON(&js); err != nil {
				t.Fatal(err)
			}
			golden(t, tc.name+".txt", txt.Bytes())
			golden(t, tc.name+".md", md.Bytes())
			golden(t, tc.name+".json", js.Bytes())
		})
	}
}

func TestReportOrderingAndJSON(t *testing.T) {
	rep := fixtureReport(t, Options{})
	var labels []string
	for _, l := range rep.Overall.Labels {
		if l.GoldSpans > 0 || l.PredSpans > 0 {
			labels = append(labels, l.Label)
		}
	}
	want := []string{"Name:Patient", "Name:Caregiver", "Date", "Age_Birthdate", "Contactdetails", "Weekday"}
	if strings.Join(labels, ",") != strings.Join(want, ",") {
		t.Errorf("labels = %v, want taxonomy order then unknown: %v", labels, want)
	}
	if rep.Languages[0].Language != "en-GB" || rep.Languages[1].Language != "nl-BE" {
		t.Errorf("languages not sorted: %s, %s", rep.Languages[0].Language, rep.Languages[1].Language)
	}

	var js bytes.Buffer
	if err := rep.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var v struct {
		Overall struct {
			Metrics map[string]struct {
				Value *float64 `json:"value"`
			} `json:"metrics"`
			Counts map[string]any `json:"counts"`
		} `json:"overall"`
		Documents []any `json:"documents"`
	}
	if err := json.Unmarshal(js.Bytes(), &v); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"core_recall", "annotation_recall", "non_pii_rate", "false_positive_rate", "boundary_extension_rate", "exact_precision", "exact_recall", "exact_f1"} {
		if v.Overall.Metrics[k].Value == nil {
			t.Errorf("metric %q missing or null", k)
		}
	}
	if v.Overall.Counts["core_chars"] != float64(rep.Overall.Counts.CoreChars) || v.Overall.Counts["documents"] != float64(2) {
		t.Errorf("counts in JSON = %v", v.Overall.Counts)
	}
	if v.Documents != nil {
		t.Errorf("documents written without PerDocument")
	}

	// Rendering twice gives identical bytes (no map-order dependence).
	var again bytes.Buffer
	if err := fixtureReport(t, Options{}).WriteJSON(&again); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(js.Bytes(), again.Bytes()) {
		t.Error("JSON output is not deterministic")
	}
}
