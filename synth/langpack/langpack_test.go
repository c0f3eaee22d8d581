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

func TestStrictDecode(t *testing.T) {
	var p Pack
	if err := strictDecode([]byte("code: x\ndates:\n  letterhead: [a]\n"), &p); err == nil {
		t.Error("a block under dates was accepted")
	}
	if err := strictDecode([]byte("code: x\nblocks:\n  letterhead: [a]\n"), &p); err != nil || p.Blocks["letterhead"][0] != "a" {
		t.Errorf("valid pack: %v", err)
	}
}

// TestNewData: the data the thin spots need is present in every
// pack (own or inherited).
func TestNewData(t *testing.T) {
	for _, c := range Codes() {
		p, _ := Get(c)
		d := &p.Dates
		if len(d.Holidays) < 8 || len(d.WeekFormats) < 3 || len(d.RangeForms) < 4 || len(p.IDs.Portal) == 0 || len(p.IDs.PortalURLs) == 0 ||
			len(p.Orgs.ClubFormats) < 5 || len(p.Orgs.SchoolByAge) < 4 || len(p.People.SchoolPhrases) < 4 ||
			p.Clinical.Child == nil || p.Clinical.Baby == nil || len(p.Clinical.Implants) == 0 {
			t.Errorf("%s: thin data: %d holidays, %d week formats, %d range forms, %d club formats", c, len(d.Holidays), len(d.WeekFormats), len(d.RangeForms), len(p.Orgs.ClubFormats))
		}
		for _, b := range []string{"op_title", "op_team", "op_procedure", "op_postop", "op_signature", "social_child", "social_baby"} {
			if len(p.Blocks[b]) == 0 {
				t.Errorf("%s: block %s missing", c, b)
			}
		}
	}
}
