package render

import (
	"strings"

	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
	"github.com/meddeid/meddeid/synth/langpack"
)

// clinical returns the clinical list of a kind for this patient: the
// pack's baby list for a patient under 3, its child list for a minor,
// when it has one, and the adult list otherwise.
func (d *doc) clinical(kind string) []string {
	cl := &d.pk.Clinical
	if d.c.AgeGroup() == "baby" && cl.Baby != nil {
		if l := clinicalList(cl.Baby, kind); len(l) > 0 {
			return l
		}
	}
	if d.c.Minor() && cl.Child != nil {
		if l := clinicalList(cl.Child, kind); len(l) > 0 {
			return l
		}
	}
	return clinicalList(cl, kind)
}

func clinicalList(c *langpack.Clinical, kind string) []string {
	switch kind {
	case "diagnosis":
		return c.Diagnoses
	case "complaint":
		return c.Complaints
	case "procedure":
		return c.Procedures
	case "plan":
		return c.Plans
	case "score":
		return c.Scores
	case "finding":
		return c.Findings
	}
	return nil
}

// drugs returns the drug list for this patient (paediatric for minors,
// for infants under 3).
func (d *doc) drugs() []string {
	if d.c.AgeGroup() == "baby" && len(d.rr.Common.DrugsBaby) > 0 {
		return d.rr.Common.DrugsBaby
	}
	if d.c.Minor() && len(d.rr.Common.DrugsChild) > 0 {
		return d.rr.Common.DrugsChild
	}
	return d.rr.Common.Drugs
}

// patientProfession writes the patient's occupation; a minor or a student
// gets the phrase of their school group with the school as an
// Organization:Other span instead.
func (d *doc) patientProfession() {
	p := &d.c.Patient
	if p.Profession == "" && p.Employment == "" {
		if phrases := d.pk.People.SchoolPhrases[d.c.SchoolGroup]; len(phrases) > 0 && d.c.School.Name != "" {
			d.phrase(d.pick(phrases), map[string]func(){"school": func() { d.org(&d.c.School, "Organization:Other", "institution") }})
			return
		}
	}
	d.profession(p)
}

// phrase writes a pack phrase: literal words, {~a|b|c} one of the
// alternatives, {g:male|female} by the patient's sex, and other {token}s
// filled by fns.
func (d *doc) phrase(s string, fns map[string]func()) {
	for _, t := range d.rr.pattern(s).toks {
		switch {
		case t.token == "":
			d.b.Lit(t.lit)
		case strings.HasPrefix(t.token, "~"):
			d.b.Lit(d.pick(strings.Split(t.token[1:], "|")))
		case strings.HasPrefix(t.token, "g:"):
			m, f, _ := strings.Cut(t.token[2:], "|")
			if d.c.Patient.Sex == 'F' {
				m = f
			}
			d.b.Lit(m)
		case fns[t.token] != nil:
			fns[t.token]()
		}
	}
}

// portal writes the patient's portal access: a patient-specific link
// (scheme, TLD and punctuation formatting, the hospital domain
// institution, path words additional_info, the code internal_id) or the
// bare code.
func (d *doc) portal() {
	ids := &d.pk.IDs
	b := d.b
	if len(ids.PortalURLs) == 0 || d.chance(0.4) {
		b.Span("ID:Patient", "internal_id", d.c.Portal, build.Meta{Family: "portal:code"})
		return
	}
	f := d.pick(ids.PortalURLs)
	b.Begin("ID:Patient")
	for _, t := range d.rr.pattern(f).toks {
		switch t.token {
		case "":
			emitLit(b, t.lit, build.AdditionalInfo)
		case "scheme":
			b.Part(build.Formatting, d.pick([]string{"https://", "https://", "http://", ""}))
		case "inst":
			b.Part("institution", d.c.Hospital.Domain)
		case "tld":
			b.Part(build.Formatting, d.pk.Phones.TLD)
		case "id":
			b.Part("internal_id", d.c.Portal)
		}
	}
	b.End(build.Meta{Family: "portal:" + f})
}

// deptAlt writes the first department in the country's other language
// (bilingual Belgian letterheads); without such data it writes the
// department as usual.
func (d *doc) deptAlt() {
	o := &d.pk.Orgs
	name := d.c.Hospital.Depts[0]
	for i, dep := range o.Departments {
		if dep == name && i < len(o.DepartmentsAlt) && len(o.DeptFormatsAlt) > 0 {
			f := d.pick(o.DeptFormatsAlt)
			b := d.b
			b.Begin("Organization:Healthcare")
			for _, t := range d.rr.pattern(f).toks {
				if t.token == "" {
					emitLit(b, t.lit, build.AdditionalInfo)
				} else {
					b.Part("hospital_location", o.DepartmentsAlt[i])
				}
			}
			b.End(build.Meta{Family: "dept-alt:" + f})
			return
		}
	}
	d.dept(name)
}

// dateRange writes two dates joined by a pack range form ("van {a} tot
// {b}"), one span per end. Which dates: "adm" (admission to discharge),
// "abs" (a sick leave or school absence) or "past" (two past months).
// The first end may drop what it shares with the second ("12 tot 19 maart
// 2024", "juli–september 2024").
func (d *doc) dateRange(which string) {
	a, z := d.e.Admit, d.e.Discharge
	switch which {
	case "abs":
		a, z = d.e.Absence, d.e.AbsenceEnd
	case "past":
		a = d.e.Past[0]
		z = a.AddDays(30 * (1 + d.r.IntN(5)))
	}
	forms := d.pk.Dates.RangeForms
	if len(forms) == 0 {
		forms = []string{"{a} - {b}"}
	}
	f := &d.rr.dates
	var pa, pz pattern
	switch x := d.r.IntN(10); {
	case which == "past" && x < 6:
		pa, pz = f.monthOnly[d.r.IntN(len(f.monthOnly))], f.monthYear[d.r.IntN(len(f.monthYear))]
		if a.Y != z.Y {
			pa = pz
		}
	case x < 3 && a.M == z.M && a.Y == z.Y:
		pz = f.text[d.r.IntN(len(f.text))]
		pa = f.dayOnly
	case x < 5 && a.Y == z.Y:
		pa, pz = f.noYear[d.r.IntN(len(f.noYear))], f.primary[d.dateFmt]
	default:
		pa = f.primary[d.r.IntN(len(f.primary))]
		pz = pa
	}
	for _, t := range d.rr.pattern(d.pick(forms)).toks {
		switch t.token {
		case "":
			d.b.Lit(t.lit)
		case "a":
			d.dateSpan("Date", pa, a, false, "")
		case "b":
			d.dateSpan("Date", pz, z, false, "")
		}
	}
}

// holiday writes a named holiday, alone or with a year, as a Date whose
// holiday word is "day" (as in the devset: {d:Pfingsten}).
func (d *doc) holiday() {
	dt := d.pk.Dates
	if len(dt.Holidays) == 0 {
		d.partialDate(d.e.Past[0])
		return
	}
	f := "{holiday}"
	if len(dt.HolidayFormats) > 0 {
		f = d.pick(dt.HolidayFormats)
	}
	d.holidayName = dt.Holidays[(d.c.Holiday+d.r.IntN(3))%len(dt.Holidays)]
	y := d.e.Past[1]
	if d.chance(0.5) {
		y = d.e.Admit
	}
	d.dateSpan("Date", d.rr.pattern(f), y, false, "")
}

// week writes a week number with its year ("week 12 van 2024", "KW
// 12/2024"): the number is "week", the word formatting.
func (d *doc) week(dt casegen.Date) {
	fs := d.pk.Dates.WeekFormats
	if len(fs) == 0 {
		d.date(dt, "")
		return
	}
	d.dateSpan("Date", d.rr.pattern(d.pick(fs)), dt, false, "")
}

// isoWeek returns the ISO 8601 week number of dt.
func isoWeek(dt casegen.Date) int {
	_, w := dt.Time().ISOWeek()
	return w
}

// seasonDate writes a season with its year.
func (d *doc) seasonDate(dt casegen.Date) {
	f := &d.rr.dates
	d.dateSpan("Date", f.season[d.r.IntN(len(f.season))], dt, false, "")
}

// monthDate writes a month alone or with its year ("sinds maart").
func (d *doc) monthDate(dt casegen.Date) {
	f := &d.rr.dates
	set := f.monthYear
	if d.chance(0.4) {
		set = f.monthOnly
	}
	d.dateSpan("Date", set[d.r.IntN(len(set))], dt, false, "")
}

// implant writes an implant line with reference and lot numbers (a hard
// negative of operative reports).
func (d *doc) implant() {
	list := d.pk.Clinical.Implants
	if len(list) == 0 {
		list = d.pk.Clinical.Devices
	}
	d.negOf("implant", func() string { return casegen.Fill(d.r, d.pick(list)) })
}
