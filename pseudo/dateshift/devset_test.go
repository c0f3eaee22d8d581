package dateshift

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/lang"
)

// TestDevsetDates shifts every gold Date span of the devset by 371 days and
// requires a failure rate of at most 0.5%.
func TestDevsetDates(t *testing.T) {
	docs, ok, err := devtest.Load()
	if err != nil {
		t.Fatal(err)
	}
	if !ok {
		t.Skip("devset not present")
	}
	total, skipped := 0, 0
	fails := map[string]int{}
	for _, d := range docs {
		p, ok := lang.Get(d.Language)
		if !ok {
			t.Fatalf("doc %s: no profile", d.ID)
		}
		ref, ok := ReferenceDate(d, p)
		for i, s := range d.Spans {
			if s.Label != "Date" {
				continue
			}
			if !ok {
				skipped++
				continue
			}
			total++
			out, err := Shift(s.Text, 371, p, ref)
			if err != nil {
				fails[err.(*Error).Category]++
				t.Logf("doc %s span %d: %v", d.ID, i, err)
				continue
			}
			if testing.Verbose() {
				t.Logf("%s %q → %q", d.ID, s.Text, out)
			}
			if out == s.Text {
				fails["unchanged"]++
				t.Errorf("doc %s span %d: output equals input", d.ID, i)
			}
		}
	}
	devtest.CheckFailureRate(t, "Date spans", "shifted", fails, total, skipped, 0.005)
}
