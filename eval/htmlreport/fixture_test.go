package htmlreport

import (
	"path/filepath"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/eval"
)

// fixtureDir holds the two-system fixture shared with package plots.
const fixtureDir = "../plots/testdata"

// readFixture reads a JSONL file of the fixture.
func readFixture(t testing.TB, name string) []*document.Document {
	t.Helper()
	docs, err := document.ReadAll(filepath.Join(fixtureDir, name), document.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return docs
}

// fixtureMissing is the fixture without timings whose baseline lacks its
// last document.
func fixtureMissing(t testing.TB) *eval.Comparison {
	t.Helper()
	base := readFixture(t, "baseline.jsonl")
	c, err := eval.Compare(readFixture(t, "gold.jsonl"),
		[]eval.System{{Name: "ours", Docs: readFixture(t, "ours.jsonl")}, {Name: "baseline", Docs: base[:len(base)-1]}},
		eval.CompareOptions{Bootstrap: 50, Seed: 3, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// fixture evaluates the fixture's "ours" and "baseline" with a timing for
// both, so that every figure is drawn.
func fixture(t testing.TB) *eval.Comparison {
	t.Helper()
	c, err := eval.Compare(readFixture(t, "gold.jsonl"),
		[]eval.System{{Name: "ours", Docs: readFixture(t, "ours.jsonl")}, {Name: "baseline", Docs: readFixture(t, "baseline.jsonl")}},
		eval.CompareOptions{Bootstrap: 200, Seed: 3, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.SetTiming("ours", 0.5, nil); err != nil {
		t.Fatal(err)
	}
	if err := c.SetTiming("baseline", 0.05, &eval.RunReport{Documents: 4, MBPerSecond: 1.5, Workers: 2}); err != nil {
		t.Fatal(err)
	}
	return c
}
