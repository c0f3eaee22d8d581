package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const pseudoInput = `{"document_id":"a","language":"nl-BE","text":"Jan Peeters, tel 0470 12 34 56, RRN 85.07.30-033.28 op 14/01/2025.","metadata":{"patient_id":"P1","document_creation_date":"2025-01-15","patient":{"family_name":"Peeters"}},"spans":[{"begin":0,"end":11,"label":"Name:Patient","text":"Jan Peeters"},{"begin":17,"end":30,"label":"Contactdetails","text":"0470 12 34 56"},{"begin":36,"end":51,"label":"ID:Patient","text":"85.07.30-033.28"},{"begin":55,"end":65,"label":"Date","text":"14/01/2025"}]}
{"document_id":"b","language":"nl-BE","text":"Controle: bel Jan Peeters op 0470 12 34 56.","metadata":{"patient_id":"P1"},"spans":[{"begin":14,"end":25,"label":"Name:Patient","text":"Jan Peeters"},{"begin":29,"end":42,"label":"Contactdetails","text":"0470 12 34 56"}]}
`

func TestPseudonymiseCLI(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.jsonl", pseudoInput)
	secret := "cli-test-secret-key-0123456789"
	keyFile := writeFile(t, dir, "key", secret+"\n")
	mapping := filepath.Join(dir, "map.jsonl")

	r1 := meddeid(t, "", "pseudonymise", "--key-file", keyFile, "--write-mapping", mapping, in)
	if r1.code != 0 {
		t.Fatalf("exit %d: %s", r1.code, r1.stderr)
	}
	r2 := runEnv(t, []string{"MEDDEID_KEY=" + secret}, pseudoInput, "pseudonymise", "-")
	if r2.code != 0 || r2.stdout != r1.stdout {
		t.Errorf("same input and key (file vs env, file vs stdin): output differs\n%s\n%s", r1.stdout, r2.stdout)
	}
	r3 := runEnv(t, []string{"MEDDEID_KEY=another-secret-key-0123456789"}, pseudoInput, "pseudonymise", "-")
	if r3.code != 0 || r3.stdout == r1.stdout {
		t.Error("different key: same output")
	}
	for _, r := range []result{r1, r2, r3} {
		if strings.Contains(r.stdout+r.stderr, secret) {
			t.Fatal("key printed")
		}
	}
	if !strings.Contains(r1.stderr, "pseudonymisation: 2 documents") {
		t.Errorf("no summary on stderr: %s", r1.stderr)
	}
	recs := readRecords(t, r1.stdout)
	if len(recs) != 2 {
		t.Fatalf("%d records", len(recs))
	}
	// Same patient, same phone → same surrogate in both documents.
	if p0, p1 := *recs[0].Spans[1].Replacement, *recs[1].Spans[1].Replacement; p0 != p1 || p0 == "0470 12 34 56" || !strings.HasPrefix(p0, "0470 ") {
		t.Errorf("phone surrogates %q %q", p0, p1)
	}
	for _, rec := range recs {
		if strings.Contains(*rec.DeidText, "Peeters") || strings.Contains(*rec.DeidText, "12 34 56") || strings.Contains(*rec.DeidText, "14/01/2025") {
			t.Errorf("%s: original in deid_text %q", rec.ID, *rec.DeidText)
		}
		var rep struct {
			Pseudo struct{ Spans int } `json:"pseudonymisation"`
		}
		if json.Unmarshal(rec.Report, &rep) != nil || rep.Pseudo.Spans != len(rec.Spans) {
			t.Errorf("%s: report %s", rec.ID, rec.Report)
		}
	}
	st, err := os.Stat(mapping)
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("mapping file: %v %v", err, st)
	}
	m, _ := os.ReadFile(mapping)
	if !strings.Contains(string(m), `"id":"P1"`) || strings.Count(string(m), "\n") != 1 {
		t.Errorf("mapping: %s", m)
	}
}

func TestPseudonymiseCLIErrors(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.jsonl", pseudoInput)
	bad := writeFile(t, dir, "bad.yaml", "name: x\nlabels:\n  Date: {operator: scramble}\n")
	badTable := writeFile(t, dir, "badtable.yaml", "name: x\nlabels:\n  Age_Birthdate:\n    operator: generalise\n    age_table: [{max_days: 28, units: [day]}]\n")
	shortKey := writeFile(t, dir, "short.key", "tooshort\n")
	noKey := []string{"MEDDEID_KEY="}
	tests := []struct {
		env  []string
		args []string
		want string
	}{
		{noKey, []string{in}, "no secret key"},
		{[]string{"MEDDEID_KEY=tooshort"}, []string{in}, "key too short"},
		{noKey, []string{"--key-file", shortKey, in}, "key too short"},
		{noKey, []string{"--key-file", filepath.Join(dir, "missing.key"), in}, "key file"},
		{noKey, []string{"--policy", bad, "--shift-days", "400", in}, "bad.yaml: labels.Date.operator"},
		{noKey, []string{"--policy", badTable, in}, "badtable.yaml: labels.Age_Birthdate.age_table[0]: the last band"},
		{noKey, []string{"--policy", "nonesuch", in}, "neither a built-in policy"},
		{noKey, []string{"--policy", dir, in}, "is a directory"}, // unreadable
		{noKey, []string{"--policy", "placeholders", "--shift-scope", "ward", in}, "shift.scope"},
		{noKey, []string{"--policy", "placeholders", "--reference-date", "15/01/2025", in}, "--reference-date"},
		{noKey, []string{"--policy", "placeholders", "--preserve-weekday", "--shift-days", "400", in}, "not a multiple of 7"},
	}
	for _, tt := range tests {
		for _, cmd := range [][]string{{"pseudonymise"}, {"deidentify", "--pseudonymise"}} {
			args := append(append([]string(nil), cmd...), tt.args...)
			r := runEnv(t, tt.env, "", args...)
			if r.code != 2 || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("%v: exit %d, stderr %q, want 2 and %q", args, r.code, r.stderr, tt.want)
			}
			if strings.Contains(r.stderr, "tooshort") {
				t.Errorf("%v: key printed", args)
			}
		}
	}
	// placeholders needs no key; the small fixed shift warns.
	r := runEnv(t, noKey, "", "pseudonymise", "--policy", "placeholders", in)
	if r.code != 0 {
		t.Fatalf("placeholders: exit %d %s", r.code, r.stderr)
	}
	if recs := readRecords(t, r.stdout); *recs[0].DeidText != "[PATIENT-1], tel [CONTACT-1], RRN [PATIENT-ID-1] op [DATE-1]." {
		t.Errorf("placeholders: %q", *recs[0].DeidText)
	}
	r = runEnv(t, []string{"MEDDEID_KEY=cli-test-secret-key-0123456789"}, "", "pseudonymise", "--shift-days", "30", in)
	if r.code != 0 || !strings.Contains(r.stderr, "one year or less") {
		t.Errorf("small shift: exit %d, stderr %q", r.code, r.stderr)
	}
}

func TestDeidentifyPseudonymise(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.jsonl", `{"document_id":"x","language":"nl-BE","text":"Bel 0470 12 34 56 of mail jan.peeters@gmail.com.","metadata":{"patient_id":"P7"}}`+"\n")
	env := []string{"MEDDEID_KEY=cli-test-secret-key-0123456789"}
	r := runEnv(t, env, "", "deidentify", "--pseudonymise", in)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	recs := readRecords(t, r.stdout)
	d := *recs[0].DeidText
	if strings.Contains(d, "12 34 56") || !strings.Contains(d, "0470 ") || !strings.Contains(d, "@gmail.com") || strings.Contains(d, "[Contactdetails]") {
		t.Errorf("deid_text %q", d)
	}
	if !strings.Contains(string(recs[0].Report), `"pseudonymisation"`) {
		t.Errorf("report %s", recs[0].Report)
	}
	if again := runEnv(t, env, "", "deidentify", "--pseudonymise", in); again.stdout != r.stdout {
		t.Error("not deterministic")
	}
	if r := runEnv(t, env, "", "deidentify", "--pseudonymise", "--spans-only", in); r.code != 2 {
		t.Errorf("--spans-only with --pseudonymise: exit %d", r.code)
	}
}

// Pseudonymisation gives the same output in separate processes, whose maps
// are visited in different orders: 300 given names in notes of languages
// without name lists of their own draw from pools built at start-up.
func TestPseudonymiseDeterministicAcrossProcesses(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "..", "pseudo", "surrogate", "data", "givennames.faker.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for i, line := range strings.Split(string(raw), "\n") {
		if f := strings.Split(line, "\t"); len(f) == 3 && i%30 == 0 {
			names = append(names, f[2])
		}
	}
	var in strings.Builder
	for k, lang := range []string{"es-ES", "pt-BR", "vi-VN", "it-IT"} {
		var text strings.Builder
		var spans []map[string]any
		for _, n := range names[k*len(names)/4 : (k+1)*len(names)/4] {
			text.WriteString("Paciente ")
			b := len([]rune(text.String()))
			text.WriteString(n + " Gómez")
			spans = append(spans, map[string]any{"begin": b, "end": len([]rune(text.String())), "label": "Name:Patient"})
			text.WriteString(". ")
		}
		rec, _ := json.Marshal(map[string]any{"document_id": lang, "language": lang, "text": text.String(), "spans": spans})
		in.Write(rec)
		in.WriteByte('\n')
	}
	env := []string{"MEDDEID_KEY=determinism-test-key-0123456789"}
	first := runEnv(t, env, in.String(), "pseudonymise", "-")
	if first.code != 0 {
		t.Fatalf("exit %d: %s", first.code, first.stderr)
	}
	for range 4 {
		if r := runEnv(t, env, in.String(), "pseudonymise", "-"); r.stdout != first.stdout {
			t.Fatal("two processes pseudonymised the same notes differently")
		}
	}
}
