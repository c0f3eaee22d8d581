package eval

import (
	"reflect"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
)

func TestInputWarnings(t *testing.T) {
	const secret = "Zoë Ulé"
	g := doc("d1", "nl-BE", "Pt "+secret+" ok", sp{text: secret, label: "Name:Patient"})
	other := doc("d2", "nl-BE", "nothing here")
	third := doc("d3", "nl-BE", "Pt "+secret+" x", sp{text: secret, label: "Name:Patient"})
	changed := doc("d3", "nl-BE", "Pt "+secret+" X", sp{text: secret, label: "Name:Patient"})
	unknown := doc("zz", "nl-BE", "extra")
	unknown2 := doc("zy", "nl-BE", "extra")

	gold := []*document.Document{g, other, g, third}
	pred := []*document.Document{predOf(g, sp{text: secret, label: "Name:Patient"}), predOf(g), changed, unknown, unknown2}
	rep, err := Evaluate(gold, pred, Options{})
	if err != nil {
		t.Fatal(err)
	}
	type w struct {
		kind  string
		count int
		first string
	}
	var got []w
	for _, x := range rep.Warnings {
		got = append(got, w{x.Kind, x.Count, x.First})
		if strings.Contains(x.String(), "Zo") {
			t.Errorf("warning %q leaks text", x)
		}
	}
	want := []w{{WarnDuplicateGold, 1, "d1"}, {WarnMissing, 1, "d2"}, {WarnTextDiffers, 1, "d3"},
		{WarnDuplicatePred, 1, "d1"}, {WarnUnknown, 2, "zz"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("warnings = %+v, want %+v", got, want)
	}
	// d1 scored with its first prediction (all 7 chars), d2 and d3 as no
	// redaction: gold chars 7 + 7, hit 7.
	c := rep.Overall.Counts
	if c.Documents != 3 || c.GoldChars != 14 || c.GoldHit != 7 || c.PredSpans != 1 {
		t.Errorf("documents %d, gold chars %d, hit %d, pred spans %d; want 3, 14, 7, 1", c.Documents, c.GoldChars, c.GoldHit, c.PredSpans)
	}
	if s := rep.Warnings[1].String(); !strings.Contains(s, "1 gold document(s) without prediction, scored as no redaction") {
		t.Errorf("warning text %q", s)
	}

	allow, err := Evaluate([]*document.Document{g}, []*document.Document{predOf(g), unknown}, Options{AllowExtra: true})
	if err != nil || len(allow.Warnings) != 0 {
		t.Errorf("AllowExtra: warnings %v, err %v; want none", allow.Warnings, err)
	}
}
