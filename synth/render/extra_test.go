package render

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
	"github.com/meddeid/meddeid/synth/langpack"
)

func renderer(t *testing.T, code string) (*Renderer, *casegen.Sampler) {
	t.Helper()
	cm, err := langpack.GetCommon()
	if err != nil {
		t.Fatal(err)
	}
	pk, err := langpack.Get(code)
	if err != nil {
		t.Fatal(err)
	}
	rr, err := New(pk, cm)
	if err != nil {
		t.Fatal(err)
	}
	return rr, casegen.NewSampler(pk, nil)
}

// caseOf samples cases until one of the wanted age group comes up.
func caseOf(t *testing.T, s *casegen.Sampler, group string) *casegen.Case {
	t.Helper()
	for i := 0; i < 5000; i++ {
		c := s.Sample(rand.New(rand.NewPCG(7, uint64(i))), i, 2025)
		if c.AgeGroup() == group {
			return c
		}
	}
	t.Fatalf("no %s case", group)
	return nil
}

// slot renders one slot alone and returns the built result.
func slot(rr *Renderer, c *casegen.Case, seed uint64, name, arg string) build.Result {
	var b build.Builder
	d := &doc{rr: rr, r: rand.New(rand.NewPCG(seed, 3)), b: &b, c: c, e: &c.Encounters[0], pk: rr.Pack, named: map[int]bool{}}
	slots[name](d, arg)
	return b.Finish()
}

// TestSlotLabels: every slot writes only labels that slotLabels declares
// for it (the batch coverage gate relies on them), and a slot declared
// with labels writes at least one span.
func TestSlotLabels(t *testing.T) {
	rr, s := renderer(t, "nl-BE")
	cases := []*casegen.Case{caseOf(t, s, "adult"), caseOf(t, s, "child"), caseOf(t, s, "baby")}
	for name := range slots {
		for _, arg := range []string{"", "header", "sign", "num", "time", "abs", "past", "mark", "nat", "name"} {
			wrote := false
			for ci, c := range cases {
				for seed := uint64(0); seed < 5; seed++ {
					res := slot(rr, c, seed+uint64(ci)*10, name, arg)
					for _, sp := range res.Spans {
						wrote = true
						if !slices.Contains(slotLabels[name], sp.Label) {
							t.Fatalf("slot %s:%s writes %s, declared %v", name, arg, sp.Label, slotLabels[name])
						}
					}
				}
			}
			if len(slotLabels[name]) > 0 && !wrote && arg == "" {
				t.Errorf("slot %s declares %v but wrote no span", name, slotLabels[name])
			}
		}
	}
}

func TestLabelsPerType(t *testing.T) {
	rr, _ := renderer(t, "en-GB")
	all := rr.Labels(rr.Types)
	if len(all) != 15 {
		t.Errorf("all types reach %d labels: %v", len(all), all)
	}
	lab := rr.Labels([]string{"lab_report"})
	if slices.Contains(lab, "Anonymize_Other") || !slices.Contains(lab, "Name:Patient") {
		t.Errorf("lab_report labels %v", lab)
	}
}

// TestMinorsGetChildBlocks: a child's social history names a school or a
// club (Organization:Other) and never a job; a baby's names no club.
func TestMinorsGetChildBlocks(t *testing.T) {
	for _, code := range []string{"nl-BE", "fr-BE", "en-GB", "de-DE"} {
		rr, s := renderer(t, code)
		child, baby, adult := caseOf(t, s, "child"), caseOf(t, s, "baby"), caseOf(t, s, "adult")
		for _, tc := range []struct {
			c     *casegen.Case
			block string
		}{{child, "social_child"}, {baby, "social_baby"}, {adult, "social"}} {
			var b build.Builder
			d := &doc{rr: rr, r: rand.New(rand.NewPCG(1, 1)), b: &b, c: tc.c, pk: rr.Pack}
			alts := d.blockFor("social")
			if len(alts) != len(rr.blocks[tc.block]) || &alts[0] != &rr.blocks[tc.block][0] {
				t.Errorf("%s: %s patient got the wrong social block", code, tc.c.AgeGroup())
			}
		}
		// the profession slot of a minor writes the school
		res := slot(rr, child, 1, "p.prof", "")
		if len(res.Spans) != 1 || res.Spans[0].Label != "Organization:Other" {
			t.Errorf("%s: child's p.prof %q", code, res.Text)
		}
		// clinical content by age
		var b build.Builder
		d := &doc{rr: rr, r: rand.New(rand.NewPCG(1, 1)), b: &b, c: baby, pk: rr.Pack}
		if !slices.Equal(d.clinical("diagnosis"), rr.Pack.Clinical.Baby.Diagnoses) || !slices.Equal(d.drugs(), rr.Common.DrugsBaby) {
			t.Errorf("%s: a baby does not get infant content", code)
		}
		d.c = adult
		if !slices.Equal(d.clinical("diagnosis"), rr.Pack.Clinical.Diagnoses) || !slices.Equal(d.drugs(), rr.Common.Drugs) {
			t.Errorf("%s: an adult does not get adult content", code)
		}
	}
}

func TestPortalAndDates(t *testing.T) {
	rr, s := renderer(t, "nl-BE")
	c := caseOf(t, s, "adult")
	urls, codes := 0, 0
	for seed := uint64(0); seed < 40; seed++ {
		res := slot(rr, c, seed, "p.portal", "")
		sp := res.Spans[0]
		if sp.Label != "ID:Patient" {
			t.Fatalf("portal label %s", sp.Label)
		}
		cats := map[string]bool{}
		for _, sa := range sp.Subannotations {
			cats[sa.Category] = true
		}
		if !cats["internal_id"] {
			t.Fatalf("portal %q has no internal_id", sp.Text)
		}
		if cats["institution"] {
			urls++
		} else {
			codes++
		}
	}
	if urls == 0 || codes == 0 {
		t.Errorf("portal links %d, bare codes %d", urls, codes)
	}
	for seed := uint64(0); seed < 40; seed++ {
		res := slot(rr, c, seed, "d.range", "abs")
		if len(res.Spans) != 2 || res.Spans[0].Label != "Date" || res.Spans[1].Label != "Date" {
			t.Fatalf("range %q: %d spans", res.Text, len(res.Spans))
		}
		if res.Text[res.Spans[0].End:res.Spans[1].Begin] == "" {
			t.Fatalf("range %q: no joiner", res.Text)
		}
	}
	sawWeek, sawHoliday := false, false
	for seed := uint64(0); seed < 40; seed++ {
		w := slot(rr, c, seed, "d.week", "")
		h := slot(rr, c, seed, "d.holiday", "")
		for _, sa := range w.Spans[0].Subannotations {
			if sa.Category == "week" {
				sawWeek = true
			}
		}
		for _, sa := range h.Spans[0].Subannotations {
			if sa.Category == "day" && slices.ContainsFunc(rr.Pack.Dates.Holidays, func(x string) bool { return strings.HasPrefix(x, h.Text[sa.Begin:sa.End]) }) {
				sawHoliday = true
			}
		}
	}
	if !sawWeek || !sawHoliday {
		t.Errorf("week %v, holiday %v", sawWeek, sawHoliday)
	}
}

func TestBilingualLetterhead(t *testing.T) {
	for _, code := range []string{"nl-BE", "fr-BE"} {
		rr, s := renderer(t, code)
		c := caseOf(t, s, "adult")
		res := slot(rr, c, 1, "h.deptalt", "")
		if len(res.Spans) != 1 || res.Spans[0].Label != "Organization:Healthcare" {
			t.Fatalf("%s: deptalt %q", code, res.Text)
		}
		i := slices.Index(rr.Pack.Orgs.Departments, c.Hospital.Depts[0])
		if !strings.Contains(res.Text, rr.Pack.Orgs.DepartmentsAlt[i]) {
			t.Errorf("%s: %q is not the other-language name of %s", code, res.Text, c.Hospital.Depts[0])
		}
		if len(rr.Pack.Orgs.DepartmentsAlt) != len(rr.Pack.Orgs.Departments) {
			t.Errorf("%s: departments_alt does not parallel departments", code)
		}
	}
	// nl-NL and fr-FR override the letterheads: no Belgian bilingual one
	for _, code := range []string{"nl-NL", "fr-FR"} {
		pk, _ := langpack.Get(code)
		for _, bl := range []string{"letterhead", "letterhead_short"} {
			for _, alt := range pk.Blocks[bl] {
				if strings.Contains(alt, "h.deptalt") {
					t.Errorf("%s: %s has a bilingual alternative", code, bl)
				}
			}
		}
	}
}
