package main

import (
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
