package render

import (
	"strings"

	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
)

// slotFunc writes one slot of a template.
type slotFunc func(d *doc, arg string)

// slots maps slot names to writers; see parse for the template syntax.
var slots map[string]slotFunc

func init() {
	slots = map[string]slotFunc{
		// patient
		"p.name":  func(d *doc, a string) { d.patientName(a) },
		"p.dob":   func(d *doc, a string) { d.birthDate(a) },
		"p.age":   func(d *doc, a string) { d.age(d.c.Patient.Birth, d.e.Admit, a == "bare") },
		"p.addr":  func(d *doc, a string) { d.address(&d.c.Patient.Home, "Address_Location:Patient") },
		"p.city":  func(d *doc, a string) { d.city(d.c.Patient.Home.City, "Address_Location:Patient") },
		"p.phone": func(d *doc, a string) { d.phone(d.c.Patient.Phone, "public_phone") },
		"p.email": func(d *doc, a string) {
			dom := d.pick(d.pk.Phones.MailDomains)
			i := strings.LastIndexByte(dom, '.')
			d.personEmail(&d.c.Patient, dom[:i], build.AdditionalInfo, dom[i+1:])
		},
		"p.nid": func(d *doc, a string) {
			d.masked("ID:Patient", "public_id", d.c.NatID, d.pk.IDs.NationalMasks, d.pk.IDs.National)
		},
		"p.mrn": func(d *doc, a string) { d.b.Span("ID:Patient", "internal_id", d.c.MRN, build.Meta{Family: "id:mrn"}) },
		"p.adm": func(d *doc, a string) {
			d.b.Span("ID:Patient", "internal_id", d.c.Admission, build.Meta{Family: "id:adm"})
		},
		"p.prof":   func(d *doc, a string) { d.patientProfession() },
		"p.portal": func(d *doc, a string) { d.portal() },
		"p.club":   func(d *doc, a string) { d.org(&d.c.Club, "Organization:Other", "institution") },
		"acc.street": func(d *doc, a string) {
			d.b.Span("Address_Location:Other", "street", d.c.Accident.Street, build.Meta{Family: "street"})
		},
		"acc.city":   func(d *doc, a string) { d.city(d.c.Accident.City, "Address_Location:Other") },
		"p.hobby":    func(d *doc, a string) { d.hobby(&d.c.Patient) },
		"p.employer": func(d *doc, a string) { d.org(&d.c.Employer, "Organization:Other", "company") },
		"p.empcity":  func(d *doc, a string) { d.city(d.c.Employer.City, "Address_Location:Other") },
		"p.school":   func(d *doc, a string) { d.org(&d.c.School, "Organization:Other", "institution") },
		"p.abroad": func(d *doc, a string) {
			d.b.Span("Address_Location:Other", "country", d.c.Abroad, build.Meta{Family: "country"})
		},
		// relatives
		"r.rel":    func(d *doc, a string) { d.b.Lit(d.relation(d.rel(0))) },
		"r.name":   func(d *doc, a string) { d.nameIn(d.rel(0), "Name:Other", otherPerson) },
		"r.phone":  func(d *doc, a string) { d.phone(d.rel(0).Phone, "public_phone") },
		"r.city":   func(d *doc, a string) { d.city(d.rel(0).Home.City, "Address_Location:Other") },
		"r.prof":   func(d *doc, a string) { d.profession(d.rel(0)) },
		"r.age":    func(d *doc, a string) { d.age(d.rel(0).Birth, d.e.Admit, false) },
		"r2.rel":   func(d *doc, a string) { d.b.Lit(d.relation(d.rel(1))) },
		"r2.name":  func(d *doc, a string) { d.nameIn(d.rel(1), "Name:Other", otherPerson) },
		"r2.phone": func(d *doc, a string) { d.phone(d.rel(1).Phone, "public_phone") },
		"r2.city":  func(d *doc, a string) { d.city(d.rel(1).Home.City, "Address_Location:Other") },
		// hospital and practice
		"h.name":    func(d *doc, a string) { d.org(&d.c.Hospital.Org, "Organization:Healthcare", "institution") },
		"h.dept":    func(d *doc, a string) { d.dept(d.c.Hospital.Depts[0]) },
		"h.dept2":   func(d *doc, a string) { d.dept(d.c.Hospital.Depts[1]) },
		"h.deptalt": func(d *doc, a string) { d.deptAlt() },
		"h.ward": func(d *doc, a string) {
			d.b.Span("Organization:Healthcare", "hospital_location", d.c.Hospital.Wards[0], build.Meta{Family: "ward"})
		},
		"h.addr":     func(d *doc, a string) { d.address(&d.c.Hospital.Addr, "Address_Location:Caregiver") },
		"h.city":     func(d *doc, a string) { d.city(d.c.Hospital.Addr.City, "Address_Location:Caregiver") },
		"h.phone":    func(d *doc, a string) { d.phone(d.c.Hospital.Phone, "public_phone") },
		"h.fax":      func(d *doc, a string) { d.phone(d.c.Hospital.Fax, "fax_number") },
		"h.internal": func(d *doc, a string) { d.phone(casegen.Fill(d.r, d.pick(d.pk.Phones.Internal)), "internal_phone") },
		"h.email":    func(d *doc, a string) { d.hospitalEmail() },
		"h.url":      func(d *doc, a string) { d.url(d.c.Hospital.Domain) },
		"o.name":     func(d *doc, a string) { d.org(&d.c.Other, "Organization:Healthcare", "institution") },
		"o.city":     func(d *doc, a string) { d.city(d.c.Other.City, "Address_Location:Caregiver") },
		"gp.practice": func(d *doc, a string) {
			d.org(&d.c.Practice, "Organization:Healthcare", "institution")
		},
		"gp.addr": func(d *doc, a string) { d.address(&d.c.PracAddr, "Address_Location:Caregiver") },
		"gp.city": func(d *doc, a string) { d.city(d.c.PracAddr.City, "Address_Location:Caregiver") },
		// dates
		"d.doc":     func(d *doc, a string) { d.date(d.e.Doc, a) },
		"d.adm":     func(d *doc, a string) { d.date(d.e.Admit, a) },
		"d.dis":     func(d *doc, a string) { d.date(d.e.Discharge, a) },
		"d.exam":    func(d *doc, a string) { d.date(d.e.Exam, a) },
		"d.visit":   func(d *doc, a string) { d.date(d.e.Visit, a) },
		"d.fu":      func(d *doc, a string) { d.date(d.e.FollowUp, a) },
		"d.past":    func(d *doc, a string) { d.partialDate(d.e.Past[0]) },
		"d.past2":   func(d *doc, a string) { d.partialDate(d.e.Past[1]) },
		"d.past3":   func(d *doc, a string) { d.partialDate(d.e.Past[2]) },
		"d.range":   func(d *doc, a string) { d.dateRange(a) },
		"d.holiday": func(d *doc, a string) { d.holiday() },
		"d.week": func(d *doc, a string) {
			if a == "past" {
				d.week(d.e.Past[2])
			} else {
				d.week(d.e.Admit)
			}
		},
		"d.season": func(d *doc, a string) { d.seasonDate(d.e.Past[1]) },
		"d.month":  func(d *doc, a string) { d.monthDate(d.e.Past[2]) },
		"plate": func(d *doc, a string) {
			d.b.Span("Anonymize_Other", "public_id", casegen.Fill(d.r, d.pick(d.pk.IDs.Plates)), build.Meta{Family: "plate"})
		},
		// identifier cues and field labels (literal)
		"cue": func(d *doc, a string) { d.b.Lit(d.cue(a)) },
		"f": func(d *doc, a string) {
			if fs := d.pk.Fields[a]; len(fs) > 0 {
				d.b.Lit(d.pick(fs))
			} else {
				d.b.Lit(a)
			}
		},
		// clinical hard negatives
		"dx":        func(d *doc, a string) { d.neg("diagnosis", d.clinical("diagnosis")) },
		"epo":       func(d *doc, a string) { d.neg("eponym", d.pk.Clinical.Eponyms) },
		"complaint": func(d *doc, a string) { d.neg("complaint", d.clinical("complaint")) },
		"finding":   func(d *doc, a string) { d.neg("finding", d.clinical("finding")) },
		"procedure": func(d *doc, a string) { d.neg("procedure", d.clinical("procedure")) },
		"plan":      func(d *doc, a string) { d.neg("plan", d.clinical("plan")) },
		"vitals":    func(d *doc, a string) { d.neg("vitals", d.pk.Clinical.Vitals) },
		"score":     func(d *doc, a string) { d.neg("score", d.clinical("score")) },
		"implant":   func(d *doc, a string) { d.implant() },
		"dur":       func(d *doc, a string) { d.neg("duration", d.pk.Clinical.Durations) },
		"imaging":   func(d *doc, a string) { d.neg("imaging", d.pk.Clinical.Imaging) },
		"device":    func(d *doc, a string) { d.negOf("device", d.fillDevice) },
		"code":      func(d *doc, a string) { d.negOf("code", func() string { return d.pick(d.rr.Common.Codes) }) },
		"time":      func(d *doc, a string) { d.negOf("time", d.clock) },
		"med":       func(d *doc, a string) { d.negOf("medication", d.med) },
		"meds":      func(d *doc, a string) { d.meds() },
		"lab":       func(d *doc, a string) { d.lab() },
		"labs":      func(d *doc, a string) { d.labs() },
		"q":         func(d *doc, a string) { d.quantity(a) },
		"scale":     func(d *doc, a string) { d.scale() },
		"icd":       func(d *doc, a string) { d.code(a) },
		"brand":     func(d *doc, a string) { d.negOf("medication", d.brand) },
		"anat":      func(d *doc, a string) { d.neg("anatomy", d.pk.Clinical.Anatomy) },
		"ratio":     func(d *doc, a string) { d.ratio() },
		"lot":       func(d *doc, a string) { d.lot() },
		// occupations for the extra social-history sentences
		"p.job":   func(d *doc, a string) { d.patientJob() },
		"hobby":   func(d *doc, a string) { d.anyHobby() },
		"rj.rel":  func(d *doc, a string) { d.b.Lit(d.relation(d.adultRel())) },
		"rj.name": func(d *doc, a string) { d.nameIn(d.adultRel(), "Name:Other", otherPerson) },
		"rj.job":  func(d *doc, a string) { d.relJob(d.adultRel()) },
	}
	for i, k := range []string{"c1", "c2", "c3", "c4", "c5"} {
		i := i
		slots[k+".name"] = func(d *doc, a string) { d.caregiverName(i, a) }
		slots[k+".init"] = func(d *doc, a string) { d.markNamed(i); d.name(&d.c.Caregivers[i], "Name:Caregiver", nfInit) }
		slots[k+".id"] = func(d *doc, a string) {
			d.masked("ID:Caregiver", "public_id", d.c.Caregivers[i].RegID, d.pk.IDs.CaregiverMasks, d.pk.IDs.Caregiver)
		}
		slots[k+".spec"] = func(d *doc, a string) { d.b.Lit(d.c.Caregivers[i].Specialty) }
		slots[k+".phone"] = func(d *doc, a string) {
			ph := d.c.Caregivers[i].Phone
			if ph == "" {
				ph = d.c.Hospital.Phone
			}
			d.phone(ph, "public_phone")
		}
		slots[k+".email"] = func(d *doc, a string) {
			d.markNamed(i)
			d.personEmail(&d.c.Caregivers[i], d.c.Hospital.Domain, "institution", d.pk.Phones.TLD)
		}
	}
}

func (d *doc) rel(i int) *casegen.Person {
	if i >= len(d.c.Relatives) {
		i = 0
	}
	return &d.c.Relatives[i]
}

// relation returns the relation word of p ("echtgenote", "son").
func (d *doc) relation(p *casegen.Person) string {
	k := p.Relation + "_m"
	if p.Sex == 'F' {
		k = p.Relation + "_f"
	}
	return d.pk.People.Relations[k]
}

func (d *doc) cue(kind string) string {
	ids := &d.pk.IDs
	switch kind {
	case "nat":
		return d.pick(ids.NationalCues)
	case "mrn":
		return d.pick(ids.MRNCues)
	case "adm":
		return d.pick(ids.AdmissionCues)
	case "care":
		return d.pick(ids.CaregiverCues)
	case "portal":
		return d.pick(ids.PortalCues)
	}
	return ""
}

// patientName writes the patient's name; mode picks the format family:
// header, full, formal, short, or running text by default.
func (d *doc) patientName(mode string) {
	p := &d.c.Patient
	const l = "Name:Patient"
	switch mode {
	case "header":
		if d.chance(0.7) {
			d.name(p, l, d.hdrName)
		} else {
			d.nameIn(p, l, headerNameFormats)
		}
	case "full":
		if d.chance(d.pk.Names.SurnameFirst) {
			d.nameIn(p, l, []string{nfFG, nfFUG})
		} else {
			d.nameIn(p, l, []string{nfGF, nfGF, nfGFU})
		}
	case "formal":
		d.nameIn(p, l, []string{nfTF, nfTF, nfTGF, nfTFU, nfTIF})
	case "short":
		d.nameIn(p, l, []string{nfG, nfG, nfF, nfIF, nfGI})
	default:
		d.nameIn(p, l, runningPatient)
	}
}

func (d *doc) markNamed(i int) { d.named[i] = true }

// caregiverName writes caregiver i; mode "sign" uses signature formats.
func (d *doc) caregiverName(i int, mode string) {
	d.markNamed(i)
	p := &d.c.Caregivers[i]
	const l = "Name:Caregiver"
	doctor := p.Role == "specialist" || p.Role == "gp" || p.Role == "colleague"
	switch {
	case mode == "sign" && doctor:
		d.nameIn(p, l, signDoctor)
	case mode == "sign":
		d.nameIn(p, l, []string{nfGF, nfGFU, nfGI, nfIF})
	case doctor:
		d.nameIn(p, l, runningDoctor)
	default:
		d.nameIn(p, l, shortStaff)
	}
}

// profession writes p's employment state and/or profession.
func (d *doc) profession(p *casegen.Person) {
	b := d.b
	if p.Profession == "" && p.Employment == "" {
		b.Lit("-")
		return
	}
	b.Begin("Profession")
	switch {
	case p.Employment != "" && p.Profession != "":
		b.Part("employment_state", p.Employment)
		b.Part(build.Formatting, " ")
		b.Part("profession", p.Profession)
	case p.Employment != "":
		b.Part("employment_state", p.Employment)
	default:
		b.Part("profession", p.Profession)
	}
	b.End(build.Meta{Family: "profession"})
}

func (d *doc) hobby(p *casegen.Person) {
	h := p.Hobby
	if h == "" {
		h = d.pick(d.pk.People.Hobbies)
	}
	d.b.Span("Profession", "hobby", h, build.Meta{Family: "hobby"})
}

func (d *doc) hospitalEmail() {
	h := &d.c.Hospital
	switch d.r.IntN(3) {
	case 0:
		dep := keepLetters(casegen.Fold(h.Depts[0]))
		d.email([][2]string{{"hospital_location", dep}}, h.Domain, "institution", d.pk.Phones.TLD)
	case 1:
		d.email([][2]string{{build.AdditionalInfo, d.pick([]string{"info", "secretariaat", "contact", "admin"})}}, h.Domain, "institution", d.pk.Phones.TLD)
	default:
		d.personEmail(&d.c.Caregivers[0], h.Domain, "institution", d.pk.Phones.TLD)
		d.markNamed(0)
	}
}

func (d *doc) fillDevice() string {
	return casegen.Fill(d.r, d.pick(d.pk.Clinical.Devices))
}
