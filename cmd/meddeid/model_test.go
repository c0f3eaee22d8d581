package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestDeidentifyDefaultModel checks that deidentify runs the embedded
// tagger with the rules by default and the rules alone with --model none.
func TestDeidentifyDefaultModel(t *testing.T) {
	in := "../../testdata/holdout/holdout.jsonl"
	def := meddeid(t, "", "deidentify", "--spans-only", in)
	if def.code != 0 {
		t.Fatalf("deidentify: exit %d: %s", def.code, def.stderr)
	}
	none := meddeid(t, "", "deidentify", "--spans-only", "--model", "none", in)
	if none.code != 0 {
		t.Fatalf("deidentify --model none: exit %d: %s", none.code, none.stderr)
	}
	if !strings.Contains(def.stdout, `"source":"tagger"`) {
		t.Error("default deidentify: no span from the embedded tagger")
	}
	if strings.Contains(none.stdout, `"source":"tagger"`) {
		t.Error("--model none: spans from the tagger")
	}
	explicit := meddeid(t, "", "deidentify", "--spans-only", "--model", "default", in)
	if explicit.stdout != def.stdout {
		t.Error("--model default differs from the default")
	}
	if r := meddeid(t, "", "deidentify", "--model", "no/such.model", in); r.code != 2 || !strings.Contains(r.stderr, "no/such.model") {
		t.Errorf("missing model file: exit %d, stderr %q; want 2 naming the file", r.code, r.stderr)
	}
}

func TestModelCommand(t *testing.T) {
	r := meddeid(t, "", "model")
	if r.code != 0 {
		t.Fatalf("model: exit %d: %s", r.code, r.stderr)
	}
	var h struct {
		Format    int      `json:"format"`
		Labels    []string `json:"labels"`
		TrainHash string   `json:"train_hash"`
		Command   string   `json:"command"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &h); err != nil {
		t.Fatalf("model: not a JSON header: %v", err)
	}
	if h.Format == 0 || len(h.Labels) != 15 || len(h.TrainHash) != 64 || !strings.HasPrefix(h.Command, "meddeid train ") {
		t.Errorf("model header = %+v", h)
	}
	if r := meddeid(t, "", "model", "a", "b"); r.code != 2 {
		t.Errorf("two arguments: exit %d, want 2", r.code)
	}
}
