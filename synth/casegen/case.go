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
	School     Org
	Encounters []Encounter
	// Abroad is a travel destination.
	Abroad string
}
