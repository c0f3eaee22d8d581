package render

import (
	"fmt"
	"strconv"

	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
)

// More hard negatives: numbers with units, scales, bare codes, brand
// names, anatomical stations, ratios and lot numbers, written by the slots
// below into the extra clinical sentences (Common.Extras) and the blocks.

// extraRate is the probability that a block with extras gets them.
const extraRate = 0.85

// extras appends one or two extra sentences after block bl: on the same
// line after a full stop, else on a new line.
func (d *doc) extras(bl string, info *Info) {
	names := d.rr.Common.Extras[bl]
	if len(names) == 0 || !d.chance(extraRate) {
		return
	}
	n := 1 + d.r.IntN(2)
	for k := 0; k < n; k++ {
		name := d.pick(names)
		alts := d.blockFor(name)
		if len(alts) == 0 {
			continue
		}
		ai := d.r.IntN(len(alts))
		for try := 0; try < 3 && d.usedExtra[name+"#"+strconv.Itoa(ai)]; try++ {
			ai = d.r.IntN(len(alts)) // one sentence once per note
		}
		id := name + "#" + strconv.Itoa(ai)
		if d.usedExtra == nil {
			d.usedExtra = map[string]bool{}
		}
		d.usedExtra[id] = true
		if last := d.b.LastByte(); (last == '.' || last == ';') && d.chance(0.6) {
			d.b.Lit(" ")
		} else {
			d.b.Lit("\n")
		}
		info.Blocks = append(info.Blocks, id)
		d.run(alts[ai])
	}
}

// scoreKinds are the quantity kinds that are scores ("NRS 7/10").
var scoreKinds = map[string]bool{"pain": true, "nursing": true, "gcs": true}

// quantity writes a number with its unit of kind ({q:size}); a score
// kind counts as a score.
func (d *doc) quantity(kind string) {
	nk := "quantity"
	if scoreKinds[kind] {
		nk = "score"
	}
	d.neg(nk, d.pk.Clinical.Quantities[kind])
}

// scale writes a clinical score or scale: the shared scales for an
// adult, the patient's age-group scores for a minor (and now and then
// for an adult too).
func (d *doc) scale() {
	if d.c.Minor() || d.chance(0.25) {
		d.neg("score", d.clinical("score"))
		return
	}
	d.neg("score", d.rr.Common.Scales)
}

// icdLetters are the chapters of ICD-10 used for generated codes.
const icdLetters = "ABCDEFGHIJKLMNORSTZ"

// atcGroups are first levels of the ATC classification.
const atcGroups = "ABCDGHJLMNPRSV"

// code writes a bare classification code of kind icd, atc, loinc, snomed
// or icpc (any of them when kind is empty); the code alone, without the
// system's name (the lab tables and {code} write named ones).
func (d *doc) code(kind string) {
	if kind == "" {
		kind = d.pick([]string{"icd", "icd", "icd", "atc", "loinc", "snomed", "icpc"})
	}
	d.negOf("code", func() string { return d.codeText(kind) })
}

// codeText draws a code of kind.
func (d *doc) codeText(kind string) string {
	r := d.r
	var s string
	switch kind {
	case "atc":
		s = fmt.Sprintf("%c%02d%c%c%02d", atcGroups[r.IntN(len(atcGroups))], 1+r.IntN(20), 'A'+rune(r.IntN(8)), 'A'+rune(r.IntN(26)), 1+r.IntN(40))
	case "loinc":
		s = fmt.Sprintf("%d-%d", 1000+r.IntN(98000), r.IntN(10))
	case "snomed":
		s = strconv.Itoa(100000 + r.IntN(900000000))
	case "icpc":
		s = fmt.Sprintf("%c%02d", "ABDFHKLNPRSTUWXYZ"[r.IntN(17)], 1+r.IntN(99))
	default:
		s = fmt.Sprintf("%c%02d", icdLetters[r.IntN(len(icdLetters))], r.IntN(100))
		if d.chance(0.7) {
			s += "." + strconv.Itoa(r.IntN(10))
			if d.chance(0.15) {
				s += strconv.Itoa(r.IntN(10))
			}
		}
	}
	return s
}

// ratio writes a blood pressure or another ratio alone ("120/80").
func (d *doc) ratio() {
	d.negOf("ratio", func() string {
		r := d.r
		if r.IntN(4) == 0 {
			return fmt.Sprintf("%d/%d", 1+r.IntN(5), 6+r.IntN(5))
		}
		sys := 95 + r.IntN(90)
		return fmt.Sprintf("%d/%d", sys, 45+r.IntN(min(55, sys-65)))
	})
}

// lot writes a device, lot or serial number.
func (d *doc) lot() {
	d.negOf("device", func() string { return casegen.Fill(d.r, d.pick(d.rr.Common.Lots)) })
}

// occupied reports whether the patient has an occupation or an
// employment state (an adult who is not a student).
func (d *doc) occupied() bool {
	p := &d.c.Patient
	return p.Profession != "" || p.Employment != ""
}

// patientJob writes the patient's job alone (no employment state) when
// there is one, else the occupation as p.prof writes it.
func (d *doc) patientJob() {
	p := &d.c.Patient
	if p.Profession == "" {
		d.patientProfession()
		return
	}
	d.b.Span("Profession", "profession", p.Profession, build.Meta{Family: "profession"})
}

// adultRel returns the first relative who is an adult at the encounter,
// else the first relative.
func (d *doc) adultRel() *casegen.Person {
	for i := range d.c.Relatives {
		if d.c.Relatives[i].Birth.YearsAt(d.e.Admit) >= 18 {
			return &d.c.Relatives[i]
		}
	}
	return d.rel(0)
}

// relJob writes an adult relative's profession: the sampled one, else
// one drawn for this note.
func (d *doc) relJob(p *casegen.Person) {
	job := p.Profession
	if job == "" {
		job = d.pick(d.pk.People.Professions)
	}
	d.b.Span("Profession", "profession", job, build.Meta{Family: "profession"})
}

// anyHobby writes a hobby drawn for this note (a second hobby, a former
// one).
func (d *doc) anyHobby() {
	h := d.pick(d.pk.People.Hobbies)
	if h == d.c.Patient.Hobby {
		h = d.pick(d.pk.People.Hobbies)
	}
	d.b.Span("Profession", "hobby", h, build.Meta{Family: "hobby"})
}
