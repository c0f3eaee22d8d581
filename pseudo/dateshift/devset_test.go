package dateshift

import (
	"encoding/json"
	"sort"
	"testing"
	"time"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/lang"
)

// docRef returns the reference date of a devset document: its
// metadata.document_creation_date, else the latest day-precision date with
// a year among its gold Date spans; ok is false when there is none.
func docRef(d *document.Document, p *lang.Profile) (time.Time, bool) {
	var md struct {
		Created string `json:"document_creation_date"`
	}
	if len(d.Metadata) > 0 && json.Unmarshal(d.Metadata, &md) == nil && md.Created != "" {
		if t, err := time.Parse("2006-01-02", md.Created); err == nil {
			return t, true
		}
	}
	var best time.Time
	for _, s := range d.Spans {
		if s.Label != "Date" {
			continue
		}
		dt, err := Parse(s.Text, p, time.Time{})
		if err != nil || dt.Resolution != Day || !dt.HasYear || dt.Range {
			continue
		}
		if dt.Start.After(best) {
			best = dt.Start
		}
	}
	return best, !best.IsZero()
}

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
		ref, ok := docRef(d, p)
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
	n := 0
	var cats []string
	for c, k := range fails {
		n += k
		cats = append(cats, c)
	}
	sort.Strings(cats)
	for _, c := range cats {
		t.Logf("failure category %s: %d", c, fails[c])
	}
	rate := float64(n) / float64(total)
	t.Logf("Date spans: %d shifted, %d failed (%.2f%%), %d skipped (no reference date)", total, n, 100*rate, skipped)
	if rate > 0.005 {
		t.Errorf("failure rate %.2f%% > 0.5%%", 100*rate)
	}
}
