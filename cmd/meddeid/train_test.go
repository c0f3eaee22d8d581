package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/tagger"
)

func TestTrainCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	dir := t.TempDir()
	data := filepath.Join(dir, "nl.jsonl")
	if r := meddeid(t, "", "synth", "--lang", "nl-BE", "--count", "150", "--seed", "3", "-o", data, "--split", "train=0.8,dev=0.2"); r.code != 0 {
		t.Fatalf("synth: exit %d: %s", r.code, r.stderr)
	}
	train, dev := filepath.Join(dir, "nl.train.jsonl"), filepath.Join(dir, "nl.dev.jsonl")
	a, b := filepath.Join(dir, "a.model"), filepath.Join(dir, "b.model")
	for _, out := range []string{a, b} {
		r := meddeid(t, "", "train", "--train", train, "--dev", dev, "-o", out, "--epochs", "3", "--seed", "5", "--hash-bits", "14")
		if r.code != 0 {
			t.Fatalf("train: exit %d: %s", r.code, r.stderr)
		}
		if !strings.Contains(r.stderr, "epoch  1") || !strings.Contains(r.stderr, "dev core recall") {
			t.Errorf("no per-epoch progress: %s", r.stderr)
		}
	}
	ma, _ := os.ReadFile(a)
	mb, _ := os.ReadFile(b)
	if len(ma) == 0 || !bytes.Equal(ma, mb) {
		t.Fatal("same data and seed gave different model files")
	}
	m, err := tagger.LoadFile(a)
	if err != nil {
		t.Fatal(err)
	}
	h := m.Header
	if h.Seed != 5 || h.Features.HashBits != 14 || h.TrainHash == "" || h.DevDocs == 0 || h.Dev.CoreRecall < 0.8 {
		t.Errorf("header = %+v", h)
	}
	if want := "meddeid train --dev=" + dev + " --epochs=3 --hash-bits=14 --seed=5 --train=" + train; h.Command != want {
		t.Errorf("header command %q, want %q", h.Command, want)
	}
	if h.MinScore <= 0 || h.DevCombined.CoreRecall == 0 {
		t.Errorf("header: no combined operating point: %+v", h)
	}
	// deidentify --model merges the tagger's spans with the rules'
	r := meddeid(t, "", "deidentify", "--spans-only", "--model", a, dev)
	if r.code != 0 {
		t.Fatalf("deidentify --model: exit %d: %s", r.code, r.stderr)
	}
	if !strings.Contains(r.stdout, `"source":"tagger"`) {
		t.Errorf("deidentify --model: no span from the tagger")
	}
	// a corrupt model file is refused with a clear error
	bad := filepath.Join(dir, "bad.model")
	if err := os.WriteFile(bad, ma[:len(ma)/2], 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := tagger.LoadFile(bad); err == nil || !strings.Contains(err.Error(), "corrupt") {
		t.Errorf("corrupt model: err = %v", err)
	}
	if r := meddeid(t, "", "deidentify", "--model", bad, dev); r.code != 2 || !strings.Contains(r.stderr, "corrupt") {
		t.Errorf("deidentify with a corrupt model: exit %d, stderr %q; want 2 naming the problem", r.code, r.stderr)
	}
}

func TestTrainUsageErrors(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"train", "-o", filepath.Join(dir, "m")},
		{"train", "--train", "x.jsonl"},
		{"train", "--train", "x.jsonl", "-o", "m", "--target-recall", "1.5"},
		{"train", "--train", "x.jsonl", "-o", "m", "--hash-bits", "40"},
		{"train", "--train", "x.jsonl", "-o", "m", "--rule-dropout", "1"},
		{"train", "--train", "x.jsonl", "-o", "m", "--rule-dropout", "-0.2"},
	} {
		if r := meddeid(t, "", args...); r.code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", args, r.code, r.stderr)
		}
	}
	if r := meddeid(t, "", "train", "--train", filepath.Join(dir, "missing.jsonl"), "-o", filepath.Join(dir, "m")); r.code == 0 {
		t.Error("missing training file: exit 0")
	} else if _, err := os.Stat(filepath.Join(dir, "m")); err == nil {
		t.Error("a failed run left a model file")
	}
}
