package deidentify

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/pseudo"
)

// TestReportAppendJSON checks Report.appendJSON against json.Marshal.
func TestReportAppendJSON(t *testing.T) {
	sum := &pseudo.Summary{
		Documents: 1, Spans: 7,
		Operators: map[string]int{"surrogate": 3, "date_shift": 2, "placeholder": 1, "age_generalise": 1},
		Fallbacks: map[string]int{"organization: nothing to replace": 1, "address: not a ZIP": 2},
		Failures:  map[string]int{"date: unparsed <&>": 1},
		Targets:   map[string]*pseudo.Target{"Date": {Spans: 3, Failed: 1}, "Age_Birthdate": {Spans: 1}, "Nil": nil},
	}
	for _, r := range []Report{
		{Labels: map[string]int{}},
		{Language: "en", LanguageSource: "detected", Labels: map[string]int{}, Characters: 12},
		{Language: "ga", LanguageSource: "override", Spans: 3, Labels: map[string]int{"Name": 2, "Date": 1}, Characters: 1234, RedactedChars: 17, Pseudonymisation: sum},
		{Language: "fr", LanguageSource: "document", Labels: map[string]int{"b": 1, "a": 2, "B": 3, "é": 4, "x\"\\\n": 5, "bad\xff": 6, "\u2028<>&": 7, "": -8}, Pseudonymisation: &pseudo.Summary{}},
		{Language: "d\u00e9\t", Labels: map[string]int{"Date": 1 << 40}, Pseudonymisation: &pseudo.Summary{Operators: map[string]int{}, Fallbacks: map[string]int{}, Failures: map[string]int{}, Targets: map[string]*pseudo.Target{}}},
	} {
		want, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.appendJSON(nil); string(got) != string(want) {
			t.Errorf("appendJSON = %s, want %s", got, want)
		}
		if got, want := r.Pseudonymisation.AppendJSON([]byte("x")), append([]byte("x"), mustMarshal(t, r.Pseudonymisation)...); string(got) != string(want) {
			t.Errorf("Summary.AppendJSON = %s, want %s", got, want)
		}
	}
}

// TestReportAppendJSONRandom checks appendJSON against json.Marshal on
// many generated reports.
func TestReportAppendJSONRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	pool := []string{"", "Date", "Name", "Age_Birthdate", "a<b", "é", "\u2029", "q\"", "\x00", "bad\xfe", "organization: nothing to replace"}
	counts := func() map[string]int {
		if rng.IntN(4) == 0 {
			return nil
		}
		m := map[string]int{}
		for range rng.IntN(20) {
			m[pool[rng.IntN(len(pool))]] = rng.IntN(1000) - 10
		}
		return m
	}
	for range 2000 {
		r := Report{Language: pool[rng.IntN(len(pool))], LanguageSource: pool[rng.IntN(len(pool))], Spans: rng.IntN(100),
			Labels: counts(), Characters: rng.IntN(1e6), RedactedChars: rng.IntN(1e4)}
		if r.Labels == nil {
			r.Labels = map[string]int{}
		}
		if rng.IntN(3) > 0 {
			s := &pseudo.Summary{Documents: rng.IntN(3), Spans: rng.IntN(50), Operators: counts(), Fallbacks: counts(), Failures: counts()}
			if rng.IntN(2) == 0 {
				s.Targets = map[string]*pseudo.Target{}
				for range rng.IntN(4) {
					var tg *pseudo.Target
					if rng.IntN(5) > 0 {
						tg = &pseudo.Target{Spans: rng.IntN(9), Failed: rng.IntN(9)}
					}
					s.Targets[pool[rng.IntN(len(pool))]] = tg
				}
			}
			r.Pseudonymisation = s
		}
		if got, want := r.appendJSON(nil), mustMarshal(t, r); string(got) != string(want) {
			t.Fatalf("appendJSON = %s, want %s", got, want)
		}
	}
}

func mustMarshal(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestProcessReportLabels checks the labels of the report Process writes
// (counted by countLabels, written without a map) against a map counted
// plainly and written by json.Marshal.
func TestProcessReportLabels(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	pool := []string{"Date", "Name:Patient", "Name", "Age_Birthdate", "a<b", "é", "Z", "", "q\"", "ID:Patient", "Address_Location:City", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9", "x10"}
	text := strings.Repeat("abcdefghij", 10)
	for range 300 {
		var spans []document.Span
		for k := range rng.IntN(60) {
			spans = append(spans, document.NewSpan(text, k, k+1, pool[rng.IntN(len(pool))], 0.9, "fake"))
		}
		j := Job{Detector: detect.Func(func(context.Context, *document.Document) ([]document.Span, error) { return spans, nil })}
		d := &document.Document{ID: "x", Text: text, Language: "nl-BE"}
		if err := j.Process(context.Background(), d); err != nil {
			t.Fatal(err)
		}
		want := j.report(d)
		want.Labels = map[string]int{}
		for _, s := range spans {
			want.Labels[s.Label]++
		}
		if got := string(d.Report); got != string(mustMarshal(t, want)) {
			t.Fatalf("report = %s, want %s", got, mustMarshal(t, want))
		}
	}
}
