package casegen

import (
	"math/rand/v2"
	"testing"

	"github.com/meddeid/meddeid/synth/langpack"
)

// TestAgeConsistency: minors have no profession or employment but a
// school of their age group and a parent as first relative; adults in
// education are students; past events fall after birth.
func TestAgeConsistency(t *testing.T) {
	for _, code := range []string{"nl-BE", "en-US", "de-DE"} {
		pk, err := langpack.Get(code)
		if err != nil {
			t.Fatal(err)
		}
		s := NewSampler(pk, nil)
		groups := map[string]int{}
		for i := 0; i < 3000; i++ {
			c := s.Sample(rand.New(rand.NewPCG(3, uint64(i))), i, 2025)
			g := c.AgeGroup()
			groups[g]++
			if c.Minor() {
				if c.Patient.Profession != "" || c.Patient.Employment != "" {
					t.Fatalf("%s: a %s has a profession %q/%q", code, g, c.Patient.Profession, c.Patient.Employment)
				}
				if c.SchoolGroup != g || c.School.Name == "" && c.School.City == "" {
					t.Fatalf("%s: a %s goes to school group %q", code, g, c.SchoolGroup)
				}
				if c.Relatives[0].Relation != "parent" {
					t.Fatalf("%s: a minor's first relative is a %s", code, c.Relatives[0].Relation)
				}
				if g == "baby" && c.Patient.Hobby != "" {
					t.Fatalf("%s: a baby with a hobby", code)
				}
			}
			if c.SchoolGroup == "student" && c.Patient.Profession != "" {
				t.Fatalf("%s: a student with a profession", code)
			}
			for _, e := range c.Encounters {
				for _, p := range e.Past {
					if p.Y < c.Patient.Birth.Y {
						t.Fatalf("%s: past event %v before birth %v", code, p, c.Patient.Birth)
					}
				}
				if e.AbsenceEnd.Before(e.Absence) {
					t.Fatalf("%s: absence ends before it starts", code)
				}
			}
			if c.Portal == "" || c.Accident.Street == "" || c.Club.Name == "" && c.Club.City == "" {
				t.Fatalf("%s: portal %q, accident %q, club %+v", code, c.Portal, c.Accident.Street, c.Club)
			}
		}
		for _, g := range []string{"baby", "child", "teen", "adult", "old"} {
			if groups[g] < 30 {
				t.Errorf("%s: %d patients in group %s", code, groups[g], g)
			}
		}
	}
}

func TestValues(t *testing.T) {
	pk, _ := langpack.Get("nl-BE")
	c := NewSampler(pk, nil).Sample(rand.New(rand.NewPCG(1, 1)), 1, 2025)
	words, nums := map[string]bool{}, map[string]bool{}
	for _, v := range c.Values() {
		if v.Digits {
			nums[v.Text] = true
		} else {
			words[v.Text] = true
		}
	}
	for _, w := range []string{c.Patient.Family, c.Patient.Given[0], c.Caregivers[0].Family, c.Hospital.Name, c.Employer.Name} {
		if w != "" && !words[w] {
			t.Errorf("value %q missing", w)
		}
	}
	for _, n := range []string{c.NatID, c.MRN, c.Patient.Phone, c.Portal} {
		if !nums[n] {
			t.Errorf("number %q missing", n)
		}
	}
	for _, d := range c.Hospital.Depts {
		if words[d] {
			t.Errorf("department %q is generic, not a value", d)
		}
	}
}
