// Package casegen samples structured synthetic cases: a patient with
// relatives, caregivers, an institution with departments, an employer or
// school, encounters with dates, and clinical content. Renderers turn one
// case into several notes; every identifier they write comes from here.
package casegen

import (
	"strings"
)

// Person is a patient, relative or caregiver.
type Person struct {
	// Given are the given names; the first is the call name.
	Given []string
	// GivenHyphen joins the given names with a hyphen (Jean-Pierre).
	GivenHyphen bool
	// Particle is the family-name particle as sampled ("van den"), or "".
	Particle string
	// Family is the family name without particle; a double surname
	// contains its separator ("Peeters-Janssens").
	Family string
	// Sex is 'M' or 'F'.
	Sex   byte
	Birth Date
	// Relation is the relation key for a relative ("son", "spouse").
	Relation string
	// Role is the caregiver role key ("specialist", "gp", "nurse", ...).
	Role string
	// Specialty is a caregiver's specialty (never annotated).
	Specialty string
	// RegID is a caregiver's register number (canonical).
	RegID      string
	Profession string
	Employment string
	Hobby      string
	Phone      string
	Home       Address
}

// GivenName returns the given names as written in full.
func (p *Person) GivenName() string {
	if p.GivenHyphen {
		return strings.Join(p.Given, "-")
	}
	return strings.Join(p.Given, " ")
}

// FamilyName returns the family name with its particle as sampled.
func (p *Person) FamilyName() string {
	if p.Particle == "" {
		return p.Family
	}
	return p.Particle + " " + p.Family
}

// Place is a municipality with its postal code and region.
type Place struct{ PC, City, Region string }

// Address is a street address.
type Address struct {
	Street, HN, Bus string
	Place
	// Format is the address format from the pack.
	Format string
}

// Org is an organisation with a surface format from the pack.
type Org struct {
	// Format is the pack format, e.g. "{type} {name}".
	Format string
	Type   string
	Name   string
	City   string
	// Domain is the e-mail/web domain label (letters only).
	Domain string
}

// Hospital is the institution of the case.
type Hospital struct {
	Org
	Addr  Address
	Phone string
	Fax   string
	Depts []string
	// DeptFormat is the format of department names.
	DeptFormats []string
	Wards       []string
}

// Encounter is one contact with its dates.
type Encounter struct {
	Admit, Discharge, Visit, Exam, FollowUp, Doc Date
	// Past are earlier events (year, month-year, seasons are chosen at
	// render time).
	Past []Date
	// ExamTime is "HH:MM".
	ExamHour, ExamMin int
	// Absence and AbsenceEnd bound a sick leave or school absence.
	Absence, AbsenceEnd Date
}

// Case is one synthetic patient with everything around them.
type Case struct {
	Index     int
	Patient   Person
	NatID     string
	MRN       string
	Admission string
	Relatives []Person
	// Caregivers: 0 specialist (author), 1 GP, 2 nurse, 3 colleague, 4
	// therapist.
	Caregivers []Person
	Hospital   Hospital
	Other      Org // a second hospital (earlier care)
	Practice   Org // the GP practice
	PracAddr   Address
	Employer   Org
	// School is the school, daycare or college of a child or student
	// patient (or of a relative's child otherwise).
	School Org
	// SchoolGroup is the age group of School's formats (baby, child,
	// teen, student, or adult when the patient is not in education).
	SchoolGroup string
	// Club is a sports or leisure club.
	Club       Org
	Encounters []Encounter
	// Abroad is a travel destination.
	Abroad string
	// Portal is the patient's portal access code.
	Portal string
	// Accident is where an accident happened (street and municipality).
	Accident Address
	// Holiday indexes the pack's holidays (a date near the first
	// encounter).
	Holiday int
}

// AgeGroup names the age group of the patient at the first encounter:
// "baby" (under 3), "child" (3 to 11), "teen" (12 to 17), "adult" or
// "old" (80 and over).
func (c *Case) AgeGroup() string {
	y := c.Patient.Birth.YearsAt(c.Encounters[0].Admit)
	switch {
	case y < 3:
		return "baby"
	case y < 12:
		return "child"
	case y < 18:
		return "teen"
	case y >= 80:
		return "old"
	}
	return "adult"
}

// Minor reports whether the patient is under 18 at the first encounter.
func (c *Case) Minor() bool {
	g := c.AgeGroup()
	return g == "baby" || g == "child" || g == "teen"
}

// Value is one sampled identifier value of a case, for the gate that
// checks every rendered identifier is annotated.
type Value struct {
	// Text is the value as sampled ("Peeters", "0478 12 34 56").
	Text string
	// Digits marks a number: it is matched on its digits, whatever the
	// separators between them.
	Digits bool
}

// Values lists the identifying values of the case: names of every person,
// streets, municipalities, organisation names, phone numbers and
// identifiers. Generic words (organisation types, departments,
// professions, relations) are left out: they are ordinary vocabulary.
func (c *Case) Values() []Value {
	var out []Value
	word := func(s string) {
		if s != "" {
			out = append(out, Value{Text: s})
		}
	}
	num := func(s string) {
		if s != "" {
			out = append(out, Value{Text: s, Digits: true})
		}
	}
	person := func(p *Person) {
		for _, g := range p.Given {
			word(g)
		}
		word(p.Family)
		num(p.Phone)
		word(p.Home.Street)
		word(p.Home.City)
		num(p.Home.PC)
	}
	person(&c.Patient)
	for i := range c.Relatives {
		person(&c.Relatives[i])
	}
	for i := range c.Caregivers {
		person(&c.Caregivers[i])
		num(c.Caregivers[i].RegID)
	}
	num(c.NatID)
	num(c.MRN)
	num(c.Admission)
	num(c.Portal)
	for _, o := range []*Org{&c.Hospital.Org, &c.Other, &c.Practice, &c.Employer, &c.School, &c.Club} {
		word(o.Name)
		word(o.City)
	}
	word(c.Hospital.Addr.Street)
	num(c.Hospital.Addr.PC)
	num(c.Hospital.Phone)
	num(c.Hospital.Fax)
	word(c.PracAddr.Street)
	num(c.PracAddr.PC)
	word(c.Abroad)
	word(c.Accident.Street)
	word(c.Accident.City)
	return out
}
