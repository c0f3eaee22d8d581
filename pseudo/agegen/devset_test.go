package agegen

import (
	"errors"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/pseudo/dateshift"
)

// TestDevsetTransform applies the transformation layer to every gold Date
// and Age_Birthdate span of the devset (shift 371 days, birth date to age)
// and requires a failure rate of at most 0.5% of those spans.
func TestDevsetTransform(t *testing.T) {
	docs, ok, err := devtest.Load()
	if err != nil {
		t.Fatal(err)
	}
	if !ok {
		t.Skip("devset not present")
	}
	table := DefaultTable()
	total, skipped := 0, 0
	fails := map[string]int{}
	for _, d := range docs {
		p, ok := lang.Get(d.Language)
		if !ok {
			t.Fatalf("doc %s: no profile", d.ID)
		}
		ref, hasRef := dateshift.ReferenceDate(d, p)
		for i, s := range d.Spans {
			if s.Label != "Date" && s.Label != "Age_Birthdate" {
				continue
			}
			expr := s.Label == "Age_Birthdate" && IsExpressed(s.Text, p)
			if !hasRef && !expr {
				skipped++
				continue
			}
			total++
			var out string
			var err error
			switch {
			case s.Label == "Date":
				out, err = dateshift.Shift(s.Text, 371, p, ref)
			case expr:
				out, err = Generalise(s.Text, p, table)
			default:
				out, err = FromBirthDate(s.Text, ref, p, table)
			}
			if err != nil {
				var de *dateshift.Error
				cat := "other"
				if errors.As(err, &de) {
					cat = de.Category
				}
				fails[cat]++
				t.Logf("doc %s span %d (%s): %v", d.ID, i, s.Label, err)
				continue
			}
			if testing.Verbose() {
				t.Logf("%s %s %q → %q", d.ID, s.Label, s.Text, out)
			}
			if !expr && out == s.Text {
				fails["unchanged"]++
				t.Errorf("doc %s span %d: output equals input", d.ID, i)
			}
		}
	}
	devtest.CheckFailureRate(t, "Date+Age_Birthdate spans", "transformed", fails, total, skipped, 0.005)
}
