package datetime

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/internal/devtest/rectest"
	"github.com/meddeid/meddeid/taxonomy"
)

// profileFor returns the document's profile, falling back to en-GB.
var profileFor = rectest.Fallback("en-GB")

// TestDevset measures the recognizer on the development gold set: Date
// core recall must stay at or above 0.97, birth dates must be found, and
// spans touching no gold span are listed (with -v).
func TestDevset(t *testing.T) {
	docs := devtest.MustLoad(t)
	pred := rectest.PredictWith(docs, New(), profileFor)
	date := devtest.Compare(docs, pred, []string{taxonomy.Date})
	both := devtest.Compare(docs, pred, []string{taxonomy.Date, taxonomy.AgeBirthdate})
	t.Logf("Date: core recall %.4f (%d/%d), non-PII redaction %.5f", date.CoreRecall(), date.CoreHit, date.CoreGold, date.NonPIIRate())
	t.Logf("Date+Age_Birthdate: core recall %.4f (%d/%d)", both.CoreRecall(), both.CoreHit, both.CoreGold)
	devtest.LogScore(t, date)
	// birth dates: gold Age_Birthdate spans that hold a year or month part
	birthGold, birthHit := 0, 0
	for _, d := range docs {
		for _, g := range d.Spans {
			if g.Label != taxonomy.AgeBirthdate || !isBirthDate(g) {
				continue
			}
			birthGold++
			found := false
			for _, p := range pred[d.ID] {
				if p.Label == taxonomy.AgeBirthdate && p.Overlaps(g) {
					found = true
				}
			}
			if found {
				birthHit++
			} else {
				t.Logf("birth date miss: %s «%s»", d.ID, g.Text)
			}
		}
	}
	t.Logf("birth dates found: %d/%d; false positive spans: %d", birthHit, birthGold, len(date.FalsePositive))
	if r := date.CoreRecall(); r < 0.97 {
		t.Errorf("Date core recall %.4f < 0.97", r)
	}
	if birthHit < birthGold {
		t.Errorf("birth dates found %d of %d", birthHit, birthGold)
	}
	if n := len(date.FalsePositive); n > 3 {
		t.Errorf("%d false positive spans, want at most 3", n)
	}
}

// isBirthDate reports whether a gold Age_Birthdate span is a date (it has
// day, month or year parts) rather than an age.
func isBirthDate(g document.Span) bool {
	for _, sa := range g.Subannotations {
		switch sa.Category {
		case "day", "month", "year":
			return true
		}
	}
	return strings.ContainsAny(g.Text, "°*")
}
