package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/eval"
)

// fixtureDir is the two-system evaluation fixture of package plots.
const fixtureDir = "../../eval/plots/testdata"

var fixtureSecrets = []string{"fixture-secret-id", "Quirijnen", "Zoë", "Trelawney", "Pendleford", "14/01/2025",
	"2 May 2024", "kliniekvoorbeeld", "0471", "uneventful", "Hildegonde"}

func TestDeidentifyRunReport(t *testing.T) {
	dir := t.TempDir()
	gold := filepath.Join(fixtureDir, "gold.jsonl")
	run := filepath.Join(dir, "run.json")
	pred := filepath.Join(dir, "pred.jsonl")
	r := meddeid(t, "", "deidentify", "--spans-only", "--workers", "3", gold, "-o", pred, "--run-report", run)
	if r.code != 0 {
		t.Fatalf("deidentify exit %d: %s", r.code, r.stderr)
	}
	data, err := os.ReadFile(run)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range fixtureSecrets {
		if strings.Contains(string(data), s) {
			t.Errorf("run report contains %q", s)
		}
	}
	var rr eval.RunReport
	if err := json.Unmarshal(data, &rr); err != nil {
		t.Fatal(err)
	}
	goldData, err := os.ReadFile(gold)
	if err != nil {
		t.Fatal(err)
	}
	var textBytes int64
	for _, line := range strings.Split(strings.TrimSpace(string(goldData)), "\n") {
		var d struct{ Text string }
		if err := json.Unmarshal([]byte(line), &d); err != nil {
			t.Fatal(err)
		}
		textBytes += int64(len(d.Text))
	}
	if rr.Schema != "meddeid-run/1" || rr.Version == "" || rr.Documents != 4 || rr.Bytes != textBytes || rr.Workers != 3 {
		t.Errorf("run report header = %+v, want 4 documents, %d bytes, 3 workers", rr, textBytes)
	}
	if rr.Seconds <= 0 || rr.DocsPerSecond <= 0 || rr.MBPerSecond <= 0 {
		t.Errorf("run report timing = %v s, %v docs/s, %v MB/s", rr.Seconds, rr.DocsPerSecond, rr.MBPerSecond)
	}
	// The spans per label add up to the spans written.
	predData, err := os.ReadFile(pred)
	if err != nil {
		t.Fatal(err)
	}
	written, counted := strings.Count(string(predData), `"label"`), 0
	for _, n := range rr.Spans {
		counted += n
	}
	if written == 0 || counted != written {
		t.Errorf("run report counts %d spans, output has %d", counted, written)
	}
}

func TestEvalTimingHTMLAndPlots(t *testing.T) {
	dir := t.TempDir()
	gold := filepath.Join(fixtureDir, "gold.jsonl")
	run := writeFile(t, dir, "run.json", `{"schema":"meddeid-run/1","version":"test","documents":4,"bytes":300,`+
		`"elapsed_seconds":0.5,"docs_per_second":8,"mb_per_second":0.0006,"workers":2,"spans":{"Date":3}}`+"\n")
	args := func(html, plotsDir, js string) []string {
		return []string{"eval", "--gold", gold, "--pred", "ours=" + filepath.Join(fixtureDir, "ours.jsonl"),
			"--pred", "base=" + filepath.Join(fixtureDir, "baseline.jsonl"), "--bootstrap", "200", "--seed", "7",
			"--run-report", "ours=" + run, "--seconds", "base=0.04", "--html", html, "--plots", plotsDir, "--json", js}
	}
	html, plotsDir, js := filepath.Join(dir, "r.html"), filepath.Join(dir, "figs"), filepath.Join(dir, "a.json")
	r := meddeid(t, "", args(html, plotsDir, js)...)
	if r.code != 0 {
		t.Fatalf("eval exit %d: %s", r.code, r.stderr)
	}
	if !strings.Contains(r.stdout, "Timing") || !strings.Contains(r.stdout, "100.0") || !strings.Contains(r.stdout, "run_report") {
		t.Errorf("text report lacks the timing table:\n%s", r.stdout)
	}

	var a struct {
		Systems map[string]struct {
			Timing *struct {
				Seconds       float64 `json:"seconds"`
				Documents     int     `json:"documents"`
				DocsPerSecond float64 `json:"docs_per_second"`
				Source        string  `json:"source"`
				Workers       int     `json:"workers"`
			} `json:"timing"`
		} `json:"systems"`
	}
	data, err := os.ReadFile(js)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &a); err != nil {
		t.Fatal(err)
	}
	ours, base := a.Systems["ours"].Timing, a.Systems["base"].Timing
	if ours == nil || ours.Seconds != 0.5 || ours.Documents != 4 || ours.DocsPerSecond != 8 || ours.Source != "run_report" || ours.Workers != 2 {
		t.Errorf("ours timing = %+v", ours)
	}
	if base == nil || base.DocsPerSecond != 100 || base.Source != "seconds" {
		t.Errorf("base timing = %+v", base)
	}

	page, err := os.ReadFile(html)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(page), "<svg "); n != 5 {
		t.Errorf("HTML has %d inline SVG figures, want 5", n)
	}
	for _, s := range fixtureSecrets {
		if strings.Contains(string(page), s) {
			t.Errorf("HTML contains %q", s)
		}
	}
	for _, name := range []string{"overview", "label-recall", "label-confusion", "non-pii-by-label", "recall-vs-time"} {
		svg, err := os.ReadFile(filepath.Join(plotsDir, name+".svg"))
		if err != nil || !strings.Contains(string(svg), "<svg") {
			t.Errorf("%s.svg: %v", name, err)
		}
	}

	// Same inputs, same bytes.
	html2 := filepath.Join(dir, "r2.html")
	if r := meddeid(t, "", args(html2, filepath.Join(dir, "figs2"), filepath.Join(dir, "a2.json"))...); r.code != 0 {
		t.Fatal(r.stderr)
	}
	if again, _ := os.ReadFile(html2); string(again) != string(page) {
		t.Error("two runs gave different HTML")
	}
}

func TestEvalTimingUsage(t *testing.T) {
	dir := t.TempDir()
	gold := filepath.Join(fixtureDir, "gold.jsonl")
	ours, base := filepath.Join(fixtureDir, "ours.jsonl"), filepath.Join(fixtureDir, "baseline.jsonl")
	bad := writeFile(t, dir, "bad.json", `{"schema":"other","elapsed_seconds":1}`)
	zero := writeFile(t, dir, "zero.json", `{"schema":"meddeid-run/1","elapsed_seconds":0}`)
	two := []string{"eval", "--gold", gold, "--pred", ours, "--pred", base, "--bootstrap", "0"}
	for _, extra := range [][]string{
		{"--seconds", "nobody=1"},
		{"--seconds", "ours=abc"},
		{"--seconds", "ours=-2"},
		{"--seconds", "5"}, // two systems: the name is required
		{"--seconds", "ours=1", "--seconds", "ours=2"},
		{"--run-report", "ours=" + bad},
		{"--run-report", "ours=" + zero},
	} {
		if r := meddeid(t, "", append(append([]string{}, two...), extra...)...); r.code != 2 {
			t.Errorf("%v: exit %d, want 2 (stderr %q)", extra, r.code, r.stderr)
		}
	}
	// One system: a bare value names it; a run report of another size
	// warns with counts only.
	other := writeFile(t, dir, "other.json", `{"schema":"meddeid-run/1","documents":9,"elapsed_seconds":2}`)
	r := meddeid(t, "", "eval", "--gold", gold, "--pred", ours, "--bootstrap", "0", "--run-report", other, "--format", "json")
	if r.code != 0 || !strings.Contains(r.stdout, `"docs_per_second": 2`) {
		t.Errorf("bare --run-report: exit %d stderr %q\n%s", r.code, r.stderr, r.stdout)
	}
	if !strings.Contains(r.stderr, "the run report counts 9 documents, the gold set 4") {
		t.Errorf("no size warning: %q", r.stderr)
	}
}
