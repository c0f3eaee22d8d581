package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestEvalMultiSystem(t *testing.T) {
	dir := t.TempDir()
	const (
		t1 = "Patiënt Zoë Ulé 😀 gezien op 14/01/2025 door dr. Bé."
		t2 = "Mr Ann Lee, 72 yo, seen on 2 May 2024."
		t3 = "No identifiers in this note."
	)
	gold := writeFile(t, dir, "gold.jsonl",
		`{"document_id":"secret-id-1","language":"nl-BE","text":"`+t1+`","spans":[`+
			`{"begin":8,"end":15,"label":"Name:Patient","subannotations":[{"begin":8,"end":11,"category":"givenName"},{"begin":11,"end":12,"category":"formatting"},{"begin":12,"end":15,"category":"familyName"}]},`+
			`{"begin":29,"end":39,"label":"Date"},{"begin":49,"end":51,"label":"Name:Caregiver"}]}`+"\n"+
			`{"document_id":"secret-id-2","language":"en-GB","text":"`+t2+`","spans":[{"begin":3,"end":10,"label":"Name:Patient"},{"begin":27,"end":37,"label":"Date"}]}`+"\n"+
			`{"document_id":"secret-id-3","language":"en-GB","text":"`+t3+`"}`+"\n")
	ours := writeFile(t, dir, "ours.jsonl",
		`{"document_id":"secret-id-1","text":"`+t1+`","spans":[{"begin":8,"end":15,"label":"Name:Patient"},{"begin":29,"end":39,"label":"Date"}]}`+"\n"+
			`{"document_id":"secret-id-2","text":"`+t2+`","spans":[{"begin":3,"end":10,"label":"Name:Caregiver"},{"begin":12,"end":17,"label":"Age_Birthdate"},{"begin":27,"end":37,"label":"Date"}]}`+"\n"+
			`{"document_id":"secret-id-3","text":"`+t3+`","spans":[]}`+"\n")
	// The baseline lacks document 3 (counts as no redaction, with a warning).
	base := writeFile(t, dir, "base.jsonl",
		`{"document_id":"secret-id-1","text":"`+t1+`","spans":[{"begin":12,"end":15,"label":"Name:Other"}]}`+"\n"+
			`{"document_id":"secret-id-2","text":"`+t2+`","spans":[{"begin":0,"end":10,"label":"Name:Patient"}]}`+"\n")
	js := filepath.Join(dir, "eval.json")
	md := filepath.Join(dir, "eval.md")
	r := meddeid(t, "", "eval", "--gold", gold, "--pred", ours, "--pred", "baseline="+base,
		"--bootstrap", "300", "--seed", "5", "--json", js, "--markdown", md, "--exclude-ages", "--leakage")
	if r.code != 0 {
		t.Fatalf("eval exit %d: %s", r.code, r.stderr)
	}
	for _, want := range []string{"ours", "baseline", "Paired differences vs ours", "Core PII recall", "Coarse-label F1",
		"Boundary-only F1", "Non-PII redaction, ages excluded", "Leaked direct identifier chars", "Label confusion (exact) — baseline"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("text report lacks %q:\n%s", want, r.stdout)
		}
	}
	if !strings.Contains(r.stderr, "baseline: 1 gold document(s) without prediction, scored as no redaction") {
		t.Errorf("stderr lacks the missing-prediction warning: %q", r.stderr)
	}

	data, err := os.ReadFile(js)
	if err != nil {
		t.Fatal(err)
	}
	for _, secret := range []string{"secret-id", "Zoë", "Ulé", "Ann Lee", "14/01/2025", "2 May 2024", "identifiers in this", t1, t2, t3} {
		if strings.Contains(string(data), secret) {
			t.Errorf("JSON artifact contains %q", secret)
		}
	}
	var a struct {
		Reference string `json:"reference"`
		Systems   map[string]struct {
			Metrics map[string]*float64    `json:"metrics"`
			CI      map[string]*[2]float64 `json:"ci"`
		} `json:"systems"`
		Settings struct {
			Bootstrap int    `json:"bootstrap_resamples"`
			Seed      uint64 `json:"seed"`
		} `json:"settings"`
		Differences map[string]json.RawMessage `json:"differences"`
		Warnings    []struct {
			System, Kind string
			Count        int
		} `json:"warnings"`
	}
	if err := json.Unmarshal(data, &a); err != nil {
		t.Fatal(err)
	}
	if a.Reference != "ours" || a.Settings.Bootstrap != 300 || a.Settings.Seed != 5 || a.Differences["baseline"] == nil {
		t.Errorf("artifact header: reference %q, settings %+v", a.Reference, a.Settings)
	}
	if len(a.Warnings) != 1 || a.Warnings[0].System != "baseline" || a.Warnings[0].Count != 1 {
		t.Errorf("artifact warnings = %+v", a.Warnings)
	}
	// ours: gold chars 7+10+2 + 7+10 = 36, redacted 34.
	if v := a.Systems["ours"].Metrics["annotation_char_recall"]; v == nil || *v != 34.0/36 {
		t.Errorf("ours annotation recall = %v, want 34/36", v)
	}
	if ci := a.Systems["ours"].CI["annotation_char_recall"]; ci == nil || ci[0] > 34.0/36 || ci[1] < 34.0/36 {
		t.Errorf("ours annotation recall interval = %v", ci)
	}
	// "72 yo" is an unannotated age: 5 of ours' 5 non-PII characters.
	if v := a.Systems["ours"].Metrics["non_pii_redaction_rate_excl_ages"]; v == nil || *v != 0 {
		t.Errorf("ours non-PII excl. ages = %v, want 0", v)
	}
	if v := a.Systems["baseline"].Metrics["core_pii_recall"]; v == nil || *v != 3.0/6 {
		t.Errorf("baseline core recall = %v, want 3/6", v)
	}

	mdData, err := os.ReadFile(md)
	if err != nil || !strings.Contains(string(mdData), "| Core PII recall |") {
		t.Errorf("markdown report: %v\n%s", err, mdData)
	}

	// Same seed, same artifact; --bootstrap 0 gives null intervals.
	js2 := filepath.Join(dir, "eval2.json")
	if r := meddeid(t, "", "eval", "--gold", gold, "--pred", ours, "--pred", "baseline="+base,
		"--bootstrap", "300", "--seed", "5", "--json", js2, "--exclude-ages", "--leakage"); r.code != 0 {
		t.Fatal(r.stderr)
	}
	if again, _ := os.ReadFile(js2); string(again) != string(data) {
		t.Error("same seed gave a different artifact")
	}
	r = meddeid(t, "", "eval", "--gold", gold, "--pred", ours, "--bootstrap", "0", "--format", "json")
	if r.code != 0 || !strings.Contains(r.stdout, `"core_pii_recall": null`) || !strings.Contains(r.stdout, `"ours"`) {
		t.Errorf("--bootstrap 0: exit %d, want null intervals and system named after the file:\n%s", r.code, r.stdout)
	}
}

func TestEvalUsage(t *testing.T) {
	dir := t.TempDir()
	g := writeFile(t, dir, "g.jsonl", `{"document_id":"a","text":"x"}`+"\n")
	for _, args := range [][]string{
		{"eval", "--gold", g, "--pred", g, "--pred", g},
		{"eval", "--gold", g, "--pred", g, "--bootstrap", "-1"},
		{"eval", "--gold", g, "--pred", "=" + g},
	} {
		if r := meddeid(t, "", args...); r.code != 2 {
			t.Errorf("%v: exit %d, want 2 (stderr %q)", args, r.code, r.stderr)
		}
	}
}
