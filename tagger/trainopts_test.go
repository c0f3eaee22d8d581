package tagger

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
)

func TestDropSpans(t *testing.T) {
	rules := make([]document.Span, 1000)
	for i := range rules {
		rules[i] = document.Span{Begin: 2 * i, End: 2*i + 1, Label: "Name"}
	}
	for _, tc := range []struct {
		drop     float64
		min, max int // surviving spans out of 1000
	}{
		{0, 1000, 1000},
		{0.3, 650, 750},
		{0.9, 60, 140},
	} {
		a := dropSpans(rules, tc.drop, rand.New(rand.NewPCG(7, 3)))
		if len(a) < tc.min || len(a) > tc.max {
			t.Errorf("drop %g: %d spans survive, want %d..%d", tc.drop, len(a), tc.min, tc.max)
		}
		if !slices.IsSortedFunc(a, func(x, y document.Span) int { return x.Begin - y.Begin }) {
			t.Errorf("drop %g: order not kept", tc.drop)
		}
		// the same seed drops the same spans; the input is not touched
		if b := dropSpans(rules, tc.drop, rand.New(rand.NewPCG(7, 3))); !slices.EqualFunc(a, b, sameSpan) {
			t.Errorf("drop %g: same seed, different spans", tc.drop)
		}
		if tc.drop > 0 && slices.EqualFunc(a, dropSpans(rules, tc.drop, rand.New(rand.NewPCG(7, 4))), sameSpan) {
			t.Errorf("drop %g: another document index dropped the same spans", tc.drop)
		}
	}
	if rules[999].Begin != 1998 {
		t.Fatal("input changed")
	}
}

func TestRuleDropoutRange(t *testing.T) {
	for _, tc := range []struct {
		drop float64
		ok   bool
	}{{0, true}, {0.5, true}, {-0.1, false}, {1, false}} {
		c := TrainConfig{RuleDropout: tc.drop}
		if err := c.defaults(); (err == nil) != tc.ok {
			t.Errorf("rule dropout %g: error %v, want ok=%v", tc.drop, err, tc.ok)
		}
	}
}

func sameSpan(x, y document.Span) bool { return x.Begin == y.Begin && x.End == y.End }

func TestWorldPlacesFeature(t *testing.T) {
	lx, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	p, err := lang.Resolve("it-IT", "", "")
	if err != nil {
		t.Fatal(err)
	}
	const text = "Vive a Sassuolo con la moglie."
	toks := Tokenize(text)
	town := slices.IndexFunc(toks, func(tk Token) bool { return text[tk.Begin:tk.End] == "Sassuolo" })
	world := slices.Index(lexKinds, lexicon.WorldPlaces)
	for _, tc := range []struct {
		world bool
		want  bool
	}{{false, false}, {true, true}} {
		cfg := DefaultFeatures
		cfg.Rules = false
		cfg.World = tc.world
		x := NewExtractor(cfg, lx, nil)
		f := x.Extract(text, p, toks)
		feat := uint32(uint64(newHash(40).byte(byte(world)).byte(1)) & x.mask)
		if got := slices.Contains(f.Token(town), feat); got != tc.want {
			t.Errorf("World=%v: town feature %v, want %v", tc.world, got, tc.want)
		}
	}
}
