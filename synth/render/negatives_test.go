package render

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
	"github.com/meddeid/meddeid/synth/langpack"
)

// TestHardNegativeData fills every quantity, anatomy entry and shared
// scale of every pack with numbers: nothing of the token syntax may stay,
// and every pack has the quantity kinds the shared extras use.
func TestHardNegativeData(t *testing.T) {
	cm, err := langpack.GetCommon()
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range langpack.Codes() {
		pk, err := langpack.Get(code)
		if err != nil {
			t.Fatal(err)
		}
		rr, err := New(pk, cm)
		if err != nil {
			t.Fatal(err)
		}
		d := &doc{rr: rr, r: rand.New(rand.NewPCG(1, 2)), pk: pk}
		var all []string
		for _, k := range []string{"size", "smoke", "packyears", "alcohol", "freq", "weight", "dose", "pressure", "volume", "dur", "speed", "dist", "rate", "pain", "vital", "short", "gcs", "nursing"} {
			if len(pk.Clinical.Quantities[k]) == 0 {
				t.Errorf("%s: no quantity kind %s", code, k)
			}
			all = append(all, pk.Clinical.Quantities[k]...)
		}
		all = append(append(append(all, pk.Clinical.Anatomy...), cm.Scales...), pk.Clinical.Eponyms...)
		for _, s := range all {
			for i := 0; i < 5; i++ {
				if got := d.fillNums(s); strings.ContainsAny(got, "{}|~") || got == "" {
					t.Errorf("%s: %q filled as %q", code, s, got)
				}
			}
		}
		if len(pk.Clinical.Anatomy) < 10 {
			t.Errorf("%s: %d anatomy entries", code, len(pk.Clinical.Anatomy))
		}
	}
}

// TestCollides: the render-time check mirrors the negatives_distinct
// gate.
func TestCollides(t *testing.T) {
	vs := &valueSet{short: map[string]bool{"1000": true}, long: []string{"4711234"}, words: map[string]bool{"manchester": true}}
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"Doliprane 1000 mg", true},
		{"1 000 ml", true},
		{"1000,5 g", true},  // a comma ends the number, as in the gate
		{"1000.5 g", false}, // joined by a full stop: one number 10005
		{"10000 IE", false},
		{"SN 84711234", true},
		{"Manchester Triage 2", true},
		{"MANCHESTER 3", true},
		{"manchester", false},
		{"NYHA III", false},
	} {
		if got := vs.collides(tc.s); got != tc.want {
			t.Errorf("collides(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
}

// TestNegOfAvoidsValues: a hard negative is drawn again while it holds a
// sampled value of the case.
func TestNegOfAvoidsValues(t *testing.T) {
	var b build.Builder
	d := &doc{r: rand.New(rand.NewPCG(3, 4)), b: &b, c: &casegen.Case{}, vals: &valueSet{short: map[string]bool{"1000": true}, words: map[string]bool{}}}
	n := 0
	d.negOf("medication", func() string {
		n++
		if n < 3 {
			return "Doliprane 1000 mg"
		}
		return "Doliprane 500 mg"
	})
	if res := b.Finish(); res.Text != "Doliprane 500 mg" || len(res.Negs) != 1 || n != 3 {
		t.Errorf("text %q, negs %d, draws %d", res.Text, len(res.Negs), n)
	}
}
