package plots

import (
	"path/filepath"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/eval"
)

// fixture evaluates the two-system fixture in testdata: "ours" (timed)
// and "baseline" (timed when timeBaseline is set).
func fixture(t testing.TB, timeBaseline bool) *eval.Comparison {
	t.Helper()
	read := func(name string) []*document.Document {
		docs, err := document.ReadAll(filepath.Join("testdata", name), document.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return docs
	}
	c, err := eval.Compare(read("gold.jsonl"),
		[]eval.System{{Name: "ours", Docs: read("ours.jsonl")}, {Name: "baseline", Docs: read("baseline.jsonl")}},
		eval.CompareOptions{Bootstrap: 200, Seed: 3, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.SetTiming("ours", 0.5, nil); err != nil {
		t.Fatal(err)
	}
	if timeBaseline {
		if err := c.SetTiming("baseline", 0.05, nil); err != nil {
			t.Fatal(err)
		}
	}
	return c
}
