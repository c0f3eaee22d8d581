package langpack

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/lang"
)

func TestPacksLoad(t *testing.T) {
	want := []string{"de-DE", "en-GB", "en-US", "fr-BE", "fr-FR", "nl-BE", "nl-NL"}
	if got := Codes(); strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("Codes = %v, want %v", got, want)
	}
	for _, c := range want {
		p, err := Get(c)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := lang.Get(c); !ok {
			t.Errorf("%s: no lang profile", c)
		}
		if len(p.Names.GivenM) == 0 || len(p.Names.GivenF) == 0 || len(p.Names.Family) == 0 || len(p.Places.Cities) == 0 ||
			len(p.Places.AddressFormats) == 0 || len(p.Phones.Landline) == 0 || p.IDs.National == "" || p.IDs.Caregiver == "" ||
			len(p.Blocks) == 0 || len(p.Ages["year"]) == 0 || len(p.Dates.Text) == 0 {
			t.Errorf("%s: incomplete pack", c)
		}
	}
	if _, err := Get("xx-XX"); err == nil {
		t.Error("unknown pack accepted")
	}
}

func TestInheritance(t *testing.T) {
	be, _ := Get("nl-BE")
	nl, _ := Get("nl-NL")
	if nl.IDs.National != "nl-bsn" || be.IDs.National != "be-rrn" {
		t.Errorf("national IDs %s / %s", nl.IDs.National, be.IDs.National)
	}
	// overridden block
	if nl.Blocks["triage_header"][0] == be.Blocks["triage_header"][0] {
		t.Error("nl-NL did not override triage_header")
	}
	// inherited block
	if nl.Blocks["history"][0] != be.Blocks["history"][0] {
		t.Error("nl-NL did not inherit history")
	}
	// inherited field not set in the child
	if nl.Decimal != "," || !nl.Names.ParticleLower || be.Names.ParticleLower {
		t.Error("field inheritance")
	}
}

func TestDataHeaders(t *testing.T) {
	entries, _ := files.ReadDir("data")
	for _, e := range entries {
		b, _ := files.ReadFile("data/" + e.Name())
		if !strings.HasPrefix(string(b), "# synth data: ") || !strings.Contains(strings.SplitN(string(b), "\n", 2)[0], "licence: this repository's licence") {
			t.Errorf("%s: missing header comment", e.Name())
		}
	}
}

func TestCommon(t *testing.T) {
	c, err := GetCommon()
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Notes) < 10 || len(c.Drugs) == 0 || len(c.Labs) == 0 {
		t.Errorf("common: %d note types, %d drugs, %d labs", len(c.Notes), len(c.Drugs), len(c.Labs))
	}
}
