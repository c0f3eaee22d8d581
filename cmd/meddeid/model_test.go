package main

import (
	"encoding/json"
	"path/filepath"
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

// TestDeidentifyNeuralAndEnsemble trains a tiny neural model and checks
// that deidentify runs it with the rules (--model FILE) and in the
// ensemble with the embedded linear model (--ensemble FILE).
func TestDeidentifyNeuralAndEnsemble(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	dir := t.TempDir()
	data := filepath.Join(dir, "nl.jsonl")
	if r := meddeid(t, "", "synth", "--lang", "nl-BE", "--count", "120", "--seed", "4", "-o", data, "--split", "train=0.8,dev=0.2"); r.code != 0 {
		t.Fatalf("synth: exit %d: %s", r.code, r.stderr)
	}
	train, dev := filepath.Join(dir, "nl.train.jsonl"), filepath.Join(dir, "nl.dev.jsonl")
	net := filepath.Join(dir, "net.model")
	if r := meddeid(t, "", "train", "--arch", "neural", "--train", train, "--dev", dev, "-o", net, "--epochs", "3", "--seed", "2",
		"--neural-dim", "24", "--neural-hash-bits", "14", "--neural-dilations", "1,2", "--neural-lr", "0.01", "--neural-window", "64"); r.code != 0 {
		t.Fatalf("train --arch neural: exit %d: %s", r.code, r.stderr)
	}
	for _, tt := range []struct {
		name, args0, args1 string
		sources            []string // one of them must appear
	}{
		{"neural", "--model", net, []string{"neural"}},
		{"ensemble", "--ensemble", net, []string{"neural"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := meddeid(t, "", "deidentify", "--spans-only", tt.args0, tt.args1, dev)
			if r.code != 0 {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			found := false
			for _, src := range tt.sources {
				found = found || strings.Contains(r.stdout, `"source":"`+src+`"`)
			}
			if !found {
				t.Errorf("no span from %v", tt.sources)
			}
		})
	}
	if r := meddeid(t, "", "model", net); r.code != 0 || !strings.Contains(r.stdout, `"arch"`) {
		t.Errorf("model on a neural file: exit %d, stderr %q", r.code, r.stderr)
	}
	for _, args := range [][]string{
		{"deidentify", "--ensemble", "default", dev},
		{"deidentify", "--model", "none", "--ensemble", net, dev},
		{"deidentify", "--model", net, "--ensemble", net, dev},
		{"deidentify", "--ensemble", filepath.Join(dir, "missing.model"), dev},
	} {
		if r := meddeid(t, "", args...); r.code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", args, r.code, r.stderr)
		}
	}
}
