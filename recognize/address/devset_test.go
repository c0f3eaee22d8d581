package address

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

var addressLabels = []string{LabelPatient, LabelCaregiver, LabelOther}

func hasASCIIDigit(s string) bool { return strings.ContainsAny(s, "0123456789") }

// TestDevset measures the recognizer on the development gold set: core
// character recall over every Address_Location span (street addresses and
// bare towns, regions and countries), the digit-bearing part on its own,
// how often an overlapped gold span gets its referent right, and the
// false positives. Misses, wrong referents and false positives are logged.
func TestDevset(t *testing.T) {
	docs := devtest.MustLoad(t)
	pred := rectest.Predict(docs, New())
	for _, d := range docs {
		devtest.CheckSpans(t, d.Text, pred[d.ID], devtest.NoLineBreak, devtest.NoSurroundingSpace, devtest.ScoreInRange)
	}
	isAddress := devtest.LabelHasPrefix("Address_Location")
	isCore := func(category string) bool { return category != "formatting" && category != "additional_info" }
	var gold, hit, digitGold, digitHit, found, labelOK, exact int
	for _, d := range docs {
		ps := pred[d.ID]
		red := devtest.Covered(len(d.Text), ps)
		for _, g := range d.Spans {
			if !isAddress(g.Label) {
				continue
			}
			n, h, _ := devtest.CoverSubs(g, red, isCore)
			gold += n
			hit += h
			if hasASCIIDigit(g.Text) {
				digitGold += n
				digitHit += h
			}
			for _, s := range ps {
				if !s.Overlaps(g) {
					continue
				}
				found++
				if s.Label == g.Label {
					labelOK++
				} else {
					t.Logf("referent %s, gold %s: %s «%s»", s.Label, g.Label, d.ID, s.Text)
				}
				if s.Begin == g.Begin && s.End == g.End {
					exact++
				}
				break
			}
		}
	}
	all := devtest.Compare(docs, pred, addressLabels)
	recall := float64(hit) / float64(gold)
	digitRecall := float64(digitHit) / float64(digitGold)
	referent := float64(labelOK) / float64(max(found, 1))
	t.Logf("address core recall %.3f (%d/%d); digit-bearing %.3f (%d/%d); non-PII rate %.5f (%d chars)",
		recall, hit, gold, digitRecall, digitHit, digitGold, all.NonPIIRate(), all.NonPIIHit)
	t.Logf("gold spans found %d, referent right %d (%.3f), exact boundaries %d", found, labelOK, referent, exact)
	for _, m := range all.Misses {
		t.Logf("miss: %s", m)
	}
	for _, fp := range all.FalsePositive {
		t.Logf("false positive: %s", fp)
	}
	wrong := devtest.OverlapsOther(t, docs, pred, isAddress)
	if recall < 0.95 {
		t.Errorf("address core recall %.3f < 0.95", recall)
	}
	if digitRecall < 0.95 {
		t.Errorf("digit-bearing address core recall %.3f < 0.95", digitRecall)
	}
	if referent < 0.90 {
		t.Errorf("referent accuracy %.3f < 0.90", referent)
	}
	if n := len(all.FalsePositive) + wrong; n > 3 {
		t.Errorf("%d false positives > 3", n)
	}
	if all.NonPIIHit > 40 {
		t.Errorf("%d non-PII characters redacted > 40", all.NonPIIHit)
	}
}
