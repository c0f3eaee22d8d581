package eval

import (
	"strings"

	"github.com/meddeid/meddeid/taxonomy"
)

// LeakageClass is the identifier class of gold characters for
// Options.Leakage: direct identifiers identify a person on their own,
// indirect ones (quasi-identifiers) in combination.
type LeakageClass uint8

// The leakage classes.
const (
	Direct LeakageClass = iota
	Indirect
)

// String returns "direct" or "indirect".
func (c LeakageClass) String() string {
	if c == Direct {
		return "direct"
	}
	return "indirect"
}

// leakageByLabel declares the split of seed 001 (section 3.4), which
// follows the HIPAA Safe Harbor list (45 CFR 164.514): names, geographic
// subdivisions smaller than a state (street, house number, postal code,
// town), telephone and fax numbers, e-mail and web addresses, record,
// account, licence and other ID numbers, vehicle identifiers and dates of
// birth are direct; everything else is indirect. Seed 001 counts the names
// of patients and doctors, record IDs, dates of birth, cities and phone
// numbers as direct, and hospitals, departments, holidays and the like as
// indirect. Keys are taxonomy labels, or coarse labels (before ':') for
// labels not listed; a label found in neither is direct, so unknown
// labels never hide leakage.
//
// Two labels are split further:
//   - Address_Location: characters of the sub-annotation categories in
//     leakageIndirectAddress (country, province, region: at least state
//     level) are indirect, the rest direct;
//   - Age_Birthdate: a date of birth is direct; an expressed age is
//     indirect unless it is 90 or over (HIPAA). A gold span is an age when
//     it has age_* sub-annotations, or, without sub-annotations, when
//     FindAges finds an age below 90 in it (an age of 90 or more is then
//     direct, like a birth date).
var leakageByLabel = map[string]LeakageClass{
	"Name":             Direct,
	"ID":               Direct,
	"Contactdetails":   Direct,
	"Address_Location": Direct,
	"Anonymize_Other":  Direct, // licence plates and other unique identifiers
	"Age_Birthdate":    Direct, // birth dates; ages are decided per span
	"Date":             Indirect,
	"Organization":     Indirect,
	"Profession":       Indirect,
}

// leakageIndirectAddress are address sub-annotation categories at or
// above state level.
var leakageIndirectAddress = map[string]bool{"country": true, "province": true, "region": true}

// coarse returns the label before ':' (the whole label without one).
func coarse(label string) string {
	if i := strings.IndexByte(label, ':'); i >= 0 {
		return label[:i]
	}
	return label
}

// labelLeakage returns the class of a label.
func labelLeakage(label string) LeakageClass {
	if c, ok := leakageByLabel[label]; ok {
		return c
	}
	if c, ok := leakageByLabel[coarse(label)]; ok {
		return c
	}
	return Direct
}

// isAgeCategory reports whether a sub-annotation category is part of an
// expressed age.
func isAgeCategory(cat string) bool { return strings.HasPrefix(cat, "age_") }

// isCore wraps taxonomy.IsCore.
func isCore(cat string) bool { return taxonomy.IsCore(cat) }
