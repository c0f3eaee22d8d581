package eval

import (
	"bytes"
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
)

func devsetComparison(t testing.TB, boot int, seed uint64, workers int) *Comparison {
	t.Helper()
	gold := loadDevset(t)
	c, err := Compare(gold, []System{{Name: "perfect", Docs: copySpans(gold)}, {Name: "derived", Docs: derivedPreds(gold)}, {Name: "same", Docs: copySpans(gold)}},
		CompareOptions{Options: Options{ExcludeAges: true, Leakage: true}, Bootstrap: boot, Seed: seed, Workers: workers})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestBootstrap(t *testing.T) {
	a := devsetComparison(t, 500, 1, 3)
	b := devsetComparison(t, 500, 1, 1) // other worker count: same results
	d := devsetComparison(t, 500, 2, 0)
	if !reflect.DeepEqual(a.Boot, b.Boot) {
		t.Error("same seed gave different intervals (scheduling dependence?)")
	}
	if reflect.DeepEqual(a.Boot.CI, d.Boot.CI) {
		t.Error("different seeds gave identical intervals")
	}
	for k, h := range a.Headlines {
		// derived system: the interval contains the point estimate.
		v, ci := a.Value(1, k), a.CI(1, k)
		if v.Valid && v.Den > 0 && (!ci.Valid || ci.Low > v.Value+1e-12 || ci.High < v.Value-1e-12) {
			t.Errorf("%s: point %v outside interval [%v, %v]", h.Key, v.Value, ci.Low, ci.High)
		}
		// identical systems: the paired difference is exactly 0.
		if dd := a.DiffCI(2, k); dd.Valid && (dd.Low != 0 || dd.High != 0) {
			t.Errorf("%s: identical systems differ: [%v, %v]", h.Key, dd.Low, dd.High)
		}
	}
	k := 0 // core_pii_recall
	if ci := a.CI(1, k); !(ci.High > ci.Low) {
		t.Errorf("derived core recall interval [%v, %v] is degenerate", ci.Low, ci.High)
	}
	if dd := a.DiffCI(1, k); !(dd.High < 0) {
		t.Errorf("derived minus perfect core recall [%v, %v]: want entirely negative", dd.Low, dd.High)
	}
}

func TestQuantile(t *testing.T) {
	x := []float64{1, 2, 3, 4, 5}
	for _, tc := range []struct{ p, want float64 }{{0, 1}, {0.5, 3}, {0.25, 2}, {0.975, 4.9}, {1, 5}} {
		if got := quantile(x, tc.p); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("quantile(%v) = %v, want %v", tc.p, got, tc.want)
		}
	}
}

// TestArtifactPrivacy: the JSON artifact holds the required keys as
// fractions and neither document text nor IDs.
func TestArtifactPrivacy(t *testing.T) {
	gold := loadDevset(t)
	c := devsetComparison(t, 200, 1, 0)
	var buf bytes.Buffer
	if err := c.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, g := range gold {
		if strings.Contains(out, `"`+g.ID+`"`) || strings.Contains(out, g.ID) {
			t.Fatalf("artifact contains document id %s", g.ID)
		}
		for _, s := range g.Spans {
			if len(s.Text) >= 6 && strings.Contains(out, s.Text) {
				t.Fatalf("artifact contains span text of %s", g.ID)
			}
		}
	}
	var a struct {
		Systems map[string]struct {
			Metrics map[string]*float64    `json:"metrics"`
			CI      map[string]*[2]float64 `json:"ci"`
		} `json:"systems"`
		Differences map[string]struct {
			CI map[string]*[2]float64 `json:"ci"`
		} `json:"differences"`
		Settings struct {
			Bootstrap int `json:"bootstrap_resamples"`
		} `json:"settings"`
	}
	if err := json.Unmarshal(buf.Bytes(), &a); err != nil {
		t.Fatal(err)
	}
	if a.Settings.Bootstrap != 200 || len(a.Systems) != 3 || len(a.Differences) != 2 {
		t.Errorf("settings %+v, %d systems, %d differences", a.Settings, len(a.Systems), len(a.Differences))
	}
	for _, key := range []string{"core_pii_recall", "annotation_char_recall", "non_pii_redaction_rate", "non_pii_from_fp_spans",
		"non_pii_from_boundary_ext", "exact_precision", "exact_recall", "exact_f1", "boundary_f1", "coarse_f1"} {
		v, ci := a.Systems["derived"].Metrics[key], a.Systems["derived"].CI[key]
		if v == nil || *v < 0 || *v > 1 || ci == nil || ci[0] > ci[1] || ci[0] < 0 || ci[1] > 1 {
			t.Errorf("derived %s = %v, ci %v", key, v, ci)
		}
		if a.Differences["derived"].CI[key] == nil {
			t.Errorf("no paired difference interval for %s", key)
		}
	}
}

// BenchmarkBootstrap: 10,000 resamples of 300 documents × 3 systems (the
// target is ≤ 3 s on 2 cores: go test -bench Bootstrap -cpu 2).
func BenchmarkBootstrap(b *testing.B) {
	gold := loadDevset(b)
	var docs []*document.Document
	for len(docs) < 300 {
		for _, g := range gold {
			if len(docs) < 300 {
				d := *g
				d.ID = g.ID + "#" + itoa(len(docs))
				docs = append(docs, &d)
			}
		}
	}
	c, err := Compare(docs, []System{{Name: "a", Docs: copySpans(docs)}, {Name: "b", Docs: derivedPreds(docs)}, {Name: "c", Docs: emptyPreds(docs)}},
		CompareOptions{Options: Options{ExcludeAges: true, Leakage: true}})
	if err != nil {
		b.Fatal(err)
	}
	sys := [][]DocCounts{c.Reports[0].Docs, c.Reports[1].Docs, c.Reports[2].Docs}
	b.ResetTimer()
	for b.Loop() {
		Bootstrap(sys, c.Headlines, BootstrapOptions{Resamples: 10000, Seed: 1})
	}
}
