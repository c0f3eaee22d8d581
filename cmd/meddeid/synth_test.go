package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
)

func TestSynthDeterministicAndValid(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl")
	for _, out := range []string{a, b} {
		if r := meddeid(t, "", "synth", "--lang", "fr-BE", "--count", "120", "--seed", "9", "-o", out, "--report"); r.code != 0 {
			t.Fatalf("exit %d: %s", r.code, r.stderr)
		} else if !strings.Contains(r.stderr, "checksums_valid") || !strings.Contains(r.stderr, "notes/s") {
			t.Errorf("report missing: %s", r.stderr)
		}
	}
	da, _ := os.ReadFile(a)
	db, _ := os.ReadFile(b)
	if len(da) == 0 || !bytes.Equal(da, db) {
		t.Fatal("same seed gave different files")
	}
	docs, err := document.ReadAll(a, document.Options{})
	if err != nil {
		t.Fatalf("output does not read back: %v", err)
	}
	if len(docs) != 120 {
		t.Fatalf("%d documents", len(docs))
	}
	for _, d := range docs {
		for _, sp := range d.Spans {
			if d.Text[sp.Begin:sp.End] != sp.Text {
				t.Fatalf("%s: span text differs from the text", d.ID)
			}
		}
	}
	// the eval command accepts the file as gold and as prediction
	if r := meddeid(t, "", "eval", "--gold", a, "--pred", a); r.code != 0 {
		t.Errorf("eval on synthetic gold: exit %d: %s", r.code, r.stderr)
	}
}

func TestSynthSplit(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "s.jsonl")
	r := meddeid(t, "", "synth", "--lang", "en-US", "--count", "200", "--seed", "2", "-o", out, "--split", "train=0.8,dev=0.2")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	train, err := document.ReadAll(filepath.Join(dir, "s.train.jsonl"), document.Options{})
	if err != nil {
		t.Fatal(err)
	}
	dev, err := document.ReadAll(filepath.Join(dir, "s.dev.jsonl"), document.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(train)+len(dev) != 200 || len(dev) == 0 || len(train) < len(dev) {
		t.Fatalf("split %d/%d", len(train), len(dev))
	}
	pid := func(d *document.Document) string {
		m := string(d.Metadata)
		i := strings.Index(m, `"patient_id":`)
		return m[i : i+strings.Index(m[i:], ",")]
	}
	inTrain := map[string]bool{}
	for _, d := range train {
		inTrain[pid(d)] = true
	}
	for _, d := range dev {
		if inTrain[pid(d)] {
			t.Fatalf("patient %s in both parts", pid(d))
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("unsplit output written too")
	}
}

func TestSynthUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"synth", "--count", "5"},
		{"synth", "--lang", "xx-XX", "--count", "5"},
		{"synth", "--lang", "nl-BE", "--count", "0"},
		{"synth", "--lang", "nl-BE", "--types", "sonnet"},
		{"synth", "--lang", "nl-BE", "--split", "train=0.5,dev=0.2", "-o", filepath.Join(t.TempDir(), "x.jsonl")},
		{"synth", "--lang", "nl-BE", "--split", "train=0.9,dev=0.1"},
		{"synth", "--lang", "nl-BE", "--adversarial-techniques", "ocr"},
		{"synth", "--lang", "nl-BE", "--adversarial", "--adversarial-rate", "1.5"},
		{"synth", "--lang", "nl-BE", "--adversarial", "--adversarial-techniques", "shouting"},
	} {
		if r := meddeid(t, "", args...); r.code != exitBadInput {
			t.Errorf("%v: exit %d, want %d (%s)", args, r.code, exitBadInput, r.stderr)
		}
	}
}

func TestSynthAdversarial(t *testing.T) {
	dir := t.TempDir()
	plain, adv := filepath.Join(dir, "p.jsonl"), filepath.Join(dir, "a.jsonl")
	if r := meddeid(t, "", "synth", "--lang", "nl-BE", "--count", "150", "--seed", "4", "-o", plain); r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	r := meddeid(t, "", "synth", "--lang", "nl-BE", "--count", "150", "--seed", "4", "-o", adv, "--report",
		"--adversarial", "--adversarial-rate", "0.5", "--adversarial-techniques", "typo,ocr,id_spacing")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	for _, want := range []string{"adversarial:", "typo", "ocr", "id_spacing", "identifiers_annotated", "text_nfc", "batch_label_coverage", "sentence templates:"} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("report lacks %q", want)
		}
	}
	p, err := document.ReadAll(plain, document.Options{})
	if err != nil {
		t.Fatal(err)
	}
	a, err := document.ReadAll(adv, document.Options{})
	if err != nil {
		t.Fatalf("adversarial output does not read back: %v", err)
	}
	differ := 0
	for i := range p {
		if p[i].Text != a[i].Text {
			differ++
		}
	}
	if differ < 105 || differ > 148 { // 1-(1-0.5)^3 = 87.5% expected
		t.Errorf("%d of 150 documents perturbed at rate 0.5 with three techniques", differ)
	}
	if r := meddeid(t, "", "eval", "--gold", adv, "--pred", adv); r.code != 0 {
		t.Errorf("eval on adversarial gold: exit %d: %s", r.code, r.stderr)
	}
}
