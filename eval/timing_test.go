package eval

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
)

func timingComparison(t *testing.T) *Comparison {
	t.Helper()
	g1 := doc("a", "en", "Seen by Ann Smith.", sp{"Ann Smith", 0, "Name:Caregiver", nil})
	g2 := doc("b", "en", "Nothing here.")
	c, err := Compare([]*document.Document{g1, g2}, []System{{Name: "x", Docs: []*document.Document{predOf(g1)}}, {Name: "y"}}, CompareOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestSetTiming(t *testing.T) {
	c := timingComparison(t)
	if c.Timing(0) != nil || c.Timing(5) != nil {
		t.Fatal("timing before SetTiming")
	}
	if err := c.SetTiming("x", 0.5, nil); err != nil {
		t.Fatal(err)
	}
	run := &RunReport{Documents: 3, MBPerSecond: 2.5, Workers: 4}
	if err := c.SetTiming("y", 4, run); err != nil {
		t.Fatal(err)
	}
	// Docs/s uses the 2 gold documents, not the run's 3.
	if x := c.Timing(0); x == nil || x.DocsPerSecond != 4 || x.Documents != 2 || x.Source != "seconds" || x.Workers != 0 {
		t.Errorf("x timing = %+v", x)
	}
	if y := c.Timing(1); y == nil || y.DocsPerSecond != 0.5 || y.Source != "run_report" || y.RunDocuments != 3 || y.MBPerSecond != 2.5 || y.Workers != 4 {
		t.Errorf("y timing = %+v", y)
	}
	for _, tc := range []struct {
		name string
		sec  float64
	}{{"z", 1}, {"x", 0}, {"x", -1}} {
		if err := c.SetTiming(tc.name, tc.sec, nil); err == nil {
			t.Errorf("SetTiming(%q, %v): no error", tc.name, tc.sec)
		}
	}
	var txt bytes.Buffer
	if err := c.WriteText(&txt); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(txt.String(), "Timing") || !strings.Contains(txt.String(), "run_report") {
		t.Errorf("text report lacks the timing table:\n%s", txt.String())
	}
}

func TestArtifactTiming(t *testing.T) {
	c := timingComparison(t)
	if err := c.SetTiming("y", 2, nil); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := c.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	var a struct {
		Systems map[string]struct {
			Timing *Timing `json:"timing"`
		} `json:"systems"`
	}
	if err := json.Unmarshal(buf.Bytes(), &a); err != nil {
		t.Fatal(err)
	}
	if a.Systems["x"].Timing != nil {
		t.Errorf("x has timing %+v, want null", a.Systems["x"].Timing)
	}
	if y := a.Systems["y"].Timing; y == nil || y.Seconds != 2 || y.DocsPerSecond != 1 {
		t.Errorf("y timing = %+v", y)
	}
	// No timing at all: no timing table in the text report.
	var txt bytes.Buffer
	if err := timingComparison(t).WriteText(&txt); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(txt.String(), "Timing") {
		t.Error("timing table without timings")
	}
}

func TestRunReportRoundTrip(t *testing.T) {
	in := &RunReport{Schema: RunSchema, Version: "v1", Documents: 10, Bytes: 12345, Seconds: 0.25, DocsPerSecond: 40,
		MBPerSecond: 0.049, Workers: 2, Spans: map[string]int{"Date": 3, "Age_Birthdate": 1}}
	var buf bytes.Buffer
	if err := in.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	// Map keys are sorted: deterministic bytes.
	if i, j := strings.Index(buf.String(), "Age_Birthdate"), strings.Index(buf.String(), `"Date"`); i < 0 || j < i {
		t.Errorf("spans not sorted:\n%s", buf.String())
	}
	out, err := ReadRunReport(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if out.Documents != 10 || out.Bytes != 12345 || out.Seconds != 0.25 || out.Spans["Date"] != 3 || out.Workers != 2 {
		t.Errorf("round trip = %+v", out)
	}
	for _, bad := range []string{`{"schema":"x","elapsed_seconds":1}`, `{"schema":"meddeid-run/1","elapsed_seconds":0}`, `{`} {
		if _, err := ReadRunReport(strings.NewReader(bad)); err == nil {
			t.Errorf("ReadRunReport(%s): no error", bad)
		}
	}
}
