package main

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// gold reads the document ids and (label, begin, end) spans of a JSONL file.
func gold(t *testing.T, path string) map[string][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var r struct {
			ID    string `json:"document_id"`
			Spans []struct {
				Begin, End int
				Label      string
			} `json:"spans"`
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		var s []string
		for _, sp := range r.Spans {
			s = append(s, sp.Label+" "+strconv.Itoa(sp.Begin)+" "+strconv.Itoa(sp.End))
		}
		slices.Sort(s)
		out[r.ID] = s
	}
	return out
}

// The held-out notes go to CoNLL and back with the same spans at the same
// offsets, in both schemes; bad CoNLL is refused with exit code 2, the
// line, and no output file.
func TestCoNLLCommands(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join("..", "..", "testdata", "holdout", "holdout.jsonl")
	want := gold(t, in)
	for _, scheme := range []string{"BIO", "BIOES"} {
		conll := filepath.Join(dir, scheme+".conll")
		back := filepath.Join(dir, scheme+".jsonl")
		if r := meddeid(t, "", "conll", "export", "--scheme", scheme, in, "-o", conll); r.code != 0 || !strings.Contains(r.stderr, "24 documents") {
			t.Fatalf("export %s: code %d, stderr %q", scheme, r.code, r.stderr)
		}
		if r := meddeid(t, "", "conll", "import", conll, "-o", back); r.code != 0 {
			t.Fatalf("import %s: code %d, stderr %q", scheme, r.code, r.stderr)
		}
		got := gold(t, back)
		if len(got) != len(want) {
			t.Fatalf("%s: %d documents back, want %d", scheme, len(got), len(want))
		}
		for id, w := range want {
			if !slices.Equal(got[id], w) {
				t.Errorf("%s: document %s: spans differ after the round trip", scheme, id)
			}
		}
	}
	// train reads .conll files as the same documents: the model header's
	// training-data hash (texts and spans) is the JSONL one
	hash := func(train string) string {
		t.Helper()
		m := filepath.Join(dir, filepath.Base(train)+".model")
		if r := meddeid(t, "", "train", "--train", train, "--epochs", "1", "-o", m); r.code != 0 {
			t.Fatalf("train %s: code %d, stderr %q", train, r.code, r.stderr)
		}
		r := meddeid(t, "", "model", m)
		var h struct {
			TrainHash string `json:"train_hash"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &h); err != nil || h.TrainHash == "" {
			t.Fatalf("model header of %s: %v", m, err)
		}
		return h.TrainHash
	}
	if a, b := hash(in), hash(filepath.Join(dir, "BIO.conll")); a != b {
		t.Errorf("training data hash from CoNLL %s, from JSONL %s: want the same documents", b, a)
	}
	bad := writeFile(t, dir, "bad.conll", "# document_id = d\n# text = Jan Peeters\nJan\tB-Name:Patient\nPeeters\tE-Nobody\n")
	out := filepath.Join(dir, "bad.jsonl")
	r := meddeid(t, "", "conll", "import", bad, "-o", out)
	if r.code != 2 || !strings.Contains(r.stderr, "line 4") || strings.Contains(r.stderr, "Peeters") {
		t.Errorf("bad CoNLL: code %d, stderr %q: want 2, the line, no text", r.code, r.stderr)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Error("an output file was written for bad input")
	}
}
