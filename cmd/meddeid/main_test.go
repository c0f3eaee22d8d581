package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "meddeid-cli")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "meddeid")
	if out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "build: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

type result struct {
	code           int
	stdout, stderr string
}

func meddeid(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	return runEnv(t, nil, stdin, args...)
}

// runEnv runs the binary with extra environment variables.
func runEnv(t *testing.T, env []string, stdin string, args ...string) result {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{code, out.String(), errb.String()}
}

func writeFile(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

type outRecord struct {
	ID       string          `json:"document_id"`
	Text     string          `json:"text"`
	DeidText *string         `json:"deid_text"`
	Hospital string          `json:"hospital_field"`
	Report   json.RawMessage `json:"report"`
	Spans    []struct {
		Begin, End  int
		Label, Text string
		Replacement *string
	} `json:"spans"`
}

func readRecords(t *testing.T, data string) []outRecord {
	t.Helper()
	var recs []outRecord
	sc := bufio.NewScanner(strings.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var r outRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("output line not JSON: %v", err)
		}
		recs = append(recs, r)
	}
	return recs
}

const secretName = "Griselda Vandenbroucke-Oosterlinck"

func TestDeidentifyEndToEnd(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.jsonl",
		`{"document_id":"a","text":"Gezien op 14/01/2025. Tel 0472/12.34.56.","language":"nl-BE","hospital_field":"keep me",`+
			`"spans":[{"begin":0,"end":6,"label":"Name:Other","text":"Gezien"}]}`+"\n"+
			`{"id":"b","text":"Zoë 😀 seen on 5 March 2024, 72 yo."}`+"\n")
	out := filepath.Join(dir, "out.jsonl")
	r := meddeid(t, "", "deidentify", in, "-o", out, "--workers", "2")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	data, _ := os.ReadFile(out)
	recs := readRecords(t, string(data))
	if len(recs) != 2 || recs[0].ID != "a" || recs[1].ID != "b" {
		t.Fatalf("records = %+v", recs)
	}
	if recs[0].Hospital != "keep me" {
		t.Error("unknown field not preserved")
	}
	for _, s := range recs[0].Spans {
		if s.Label == "Name:Other" {
			t.Error("input spans must be replaced by predictions, not kept")
		}
	}
	wantDeid := map[string][]string{"a": {"[Date]", "[Contactdetails]"}, "b": {"[Date]", "[Age_Birthdate]"}}
	for _, rec := range recs {
		if rec.DeidText == nil {
			t.Fatalf("%s: no deid_text", rec.ID)
		}
		for _, w := range wantDeid[rec.ID] {
			if !strings.Contains(*rec.DeidText, w) {
				t.Errorf("%s: deid_text %q lacks %s", rec.ID, *rec.DeidText, w)
			}
		}
		runes := []rune(rec.Text)
		for _, s := range rec.Spans {
			if string(runes[s.Begin:s.End]) != s.Text {
				t.Errorf("%s: span [%d,%d) text %q is not text[begin:end] in code points", rec.ID, s.Begin, s.End, s.Text)
			}
			if s.Replacement == nil {
				t.Errorf("%s: span without replacement", rec.ID)
			}
		}
		if len(rec.Report) == 0 {
			t.Errorf("%s: no report", rec.ID)
		}
	}
	if !strings.Contains(r.stderr, "documents: 2") {
		t.Errorf("summary missing from stderr: %q", r.stderr)
	}
}

func TestDeidentifyBadInput(t *testing.T) {
	dir := t.TempDir()
	good := `{"document_id":"ok","text":"Seen on 14/01/2025."}`
	tests := []struct {
		name     string
		input    string
		wantCode int
		wantMsg  []string
	}{
		{"invalid json", good + "\n" + `{"document_id":"x","text":"` + secretName + `"` + "\n", 2, []string{"in.jsonl", ":2"}},
		{"span text mismatch", good + "\n" + `{"document_id":"d7","text":"` + secretName + ` came","spans":[{"begin":0,"end":8,"label":"Name:Patient","text":"Somebody"}]}` + "\n",
			2, []string{"in.jsonl", ":2", "d7", "spans[0]"}},
		{"offset out of range", `{"document_id":"d8","text":"` + secretName + `","spans":[{"begin":0,"end":900,"label":"Date"}]}` + "\n",
			2, []string{"d8", "spans[0]"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := writeFile(t, dir, "in.jsonl", tt.input)
			out := filepath.Join(dir, "out.jsonl")
			r := meddeid(t, "", "deidentify", in, "-o", out)
			if r.code != tt.wantCode {
				t.Fatalf("exit %d, want %d; stderr %q", r.code, tt.wantCode, r.stderr)
			}
			for _, w := range tt.wantMsg {
				if !strings.Contains(r.stderr, w) {
					t.Errorf("stderr %q lacks %q", r.stderr, w)
				}
			}
			if strings.Contains(r.stderr, "Griselda") || strings.Contains(r.stderr, "Somebody") {
				t.Errorf("clinical text leaked into stderr: %q", r.stderr)
			}
			entries, _ := os.ReadDir(dir)
			for _, e := range entries {
				if e.Name() != "in.jsonl" {
					t.Errorf("left behind %s", e.Name())
				}
			}
		})
	}
}

func TestDebugTextShowsDetailOnlyWhenAsked(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.jsonl", `{"document_id":"d7","text":"`+secretName+` came","spans":[{"begin":0,"end":8,"label":"Name:Patient","text":"Somebody"}]}`+"\n")
	r := meddeid(t, "", "deidentify", in, "-o", filepath.Join(dir, "out.jsonl"))
	if r.code != 2 || strings.Contains(r.stderr, "Griselda") || !strings.Contains(r.stderr, "--debug-text") {
		t.Fatalf("without flag: exit %d, stderr %q", r.code, r.stderr)
	}
	r = meddeid(t, "", "--debug-text", "deidentify", in, "-o", filepath.Join(dir, "out.jsonl"))
	if r.code != 2 || !strings.Contains(r.stderr, `"Somebody"`) || !strings.Contains(r.stderr, `"Griselda"`) {
		t.Fatalf("with flag: exit %d, stderr %q", r.code, r.stderr)
	}
}

func TestDeidentifySkipInvalid(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.jsonl", `{"document_id":"a","text":"on 14/01/2025"}`+"\n{broken\n"+`{"document_id":"c","text":"none"}`+"\n")
	out := filepath.Join(dir, "out.jsonl")
	r := meddeid(t, "", "deidentify", "--skip-invalid", in, "-o", out)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	data, _ := os.ReadFile(out)
	if recs := readRecords(t, string(data)); len(recs) != 2 || recs[1].ID != "c" {
		t.Fatalf("got %d records", len(recs))
	}
	rej, err := os.ReadFile(filepath.Join(dir, "out.rejects.jsonl"))
	if err != nil || strings.TrimSpace(string(rej)) != "{broken" {
		t.Fatalf("rejects = %q, %v", rej, err)
	}
}

func TestDeidentifyEmptyAndStdin(t *testing.T) {
	r := meddeid(t, "", "deidentify", "-")
	if r.code != 0 || r.stdout != "" {
		t.Fatalf("empty stdin: exit %d, stdout %q", r.code, r.stdout)
	}
	r = meddeid(t, `{"document_id":"s","text":"DOB: 02/03/1950"}`+"\n", "deidentify", "--spans-only", "-")
	recs := readRecords(t, r.stdout)
	if r.code != 0 || len(recs) != 1 || len(recs[0].Spans) != 1 || recs[0].Spans[0].Label != "Age_Birthdate" {
		t.Fatalf("stdin: exit %d, %+v, stderr %s", r.code, recs, r.stderr)
	}
	if recs[0].DeidText != nil || recs[0].Report != nil {
		t.Error("--spans-only wrote deid_text or report")
	}
}

// badLexiconDir returns a directory holding a list whose file name names
// no list kind.
func badLexiconDir(t *testing.T) string {
	dir := t.TempDir()
	writeFile(t, dir, "nicknames.txt", "Bob\n")
	return dir
}

func TestUsageErrors(t *testing.T) {
	tests := [][]string{
		{"deidentify"},
		{"deidentify", "a", "b"},
		{"deidentify", "--lang", "xx-YY", "-"},
		{"deidentify", "--no-such-flag", "-"},
		{"eval", "--gold", "x.jsonl"},
		{"eval", "--gold", "x", "--pred", "y", "--labels", "NotALabel"},
		{"deidentify", "--lexicon-dir", "/no/such/dir", "-"},
		{"deidentify", "--lexicon-dir", badLexiconDir(t), "-"},
	}
	for _, args := range tests {
		if r := meddeid(t, "", args...); r.code != 2 {
			t.Errorf("%v: exit %d, want 2 (stderr %q)", args, r.code, r.stderr)
		}
	}
}

func TestEvalCommand(t *testing.T) {
	dir := t.TempDir()
	gold := writeFile(t, dir, "gold.jsonl", `{"document_id":"g","text":"Seen 14/01/2025 by Dr X.","spans":[{"begin":5,"end":15,"label":"Date",`+
		`"subannotations":[{"begin":5,"end":7,"category":"day"},{"begin":7,"end":8,"category":"formatting"},{"begin":8,"end":10,"category":"month"},`+
		`{"begin":10,"end":11,"category":"formatting"},{"begin":11,"end":15,"category":"year"}]}]}`+"\n")
	pred := filepath.Join(dir, "pred.jsonl")
	if r := meddeid(t, "", "deidentify", "--spans-only", gold, "-o", pred); r.code != 0 {
		t.Fatalf("deidentify: %s", r.stderr)
	}
	r := meddeid(t, "", "eval", "--gold", gold, "--pred", pred, "--format", "json")
	if r.code != 0 {
		t.Fatalf("eval exit %d: %s", r.code, r.stderr)
	}
	var rep map[string]any
	if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
		t.Fatalf("eval json: %v\n%s", err, r.stdout)
	}
	if !strings.Contains(r.stdout, "core") {
		t.Errorf("report lacks core recall: %s", r.stdout)
	}
}

// TestDeidentifyLexiconDir checks that a hospital's own list reaches the
// recognizers: an organisation name with no head word is found only when
// --lexicon-dir supplies it.
func TestDeidentifyLexiconDir(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "organizations.txt", "# organizations: partner day-care centres; licence: test\nZonnedauw\n")
	rec := `{"document_id":"a","language":"nl-BE","text":"Opvang via Zonnedauw sinds maart."}` + "\n"
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{[]string{"deidentify", "--spans-only", "-"}, false},
		{[]string{"deidentify", "--spans-only", "--lexicon-dir", dir, "-"}, true},
	} {
		r := meddeid(t, rec, tc.args...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.args, r.code, r.stderr)
		}
		got := strings.Contains(r.stdout, `"text":"Zonnedauw"`)
		if got != tc.want {
			t.Errorf("%v: organisation found %v, want %v (output %s)", tc.args, got, tc.want, r.stdout)
		}
	}
}
