package postprocess

import (
	"encoding/json"
	"strings"
	"time"
)

// Labels given to injected spans.
const (
	LabelPatient   = "Name:Patient"
	LabelCaregiver = "Name:Caregiver"
	// LabelOther is given to a relative who shares the patient's family
	// name, and to known values without a label.
	LabelOther          = "Name:Other"
	labelBirth          = "Age_Birthdate"
	labelDate           = "Date"
	labelKnownUnlabeled = "Anonymize_Other"
)

// Person is a known person from document metadata.
type Person struct {
	// Given and Family are the given and family names as written in the
	// metadata; either may be empty. Family includes its particles.
	Given, Family string
	// Label is the span label for this person's mentions.
	Label string
}

// KnownValue is a string from metadata.known_values to be found in the
// text, with the label its mentions get.
type KnownValue struct {
	Text, Label string
}

// Metadata is what injection reads from a document's raw metadata.
type Metadata struct {
	// People are the known persons: the patient first (once more with a
	// maiden name when one is given), then the caregivers in order.
	People []Person
	// BirthDate is the patient's date of birth; zero when absent or
	// unparsable.
	BirthDate time.Time
	// Known are other known values.
	Known []KnownValue
}

type rawPerson struct {
	Given  string `json:"given_name"`
	Family string `json:"family_name"`
	Middle string `json:"middle_name"`
	Maiden string `json:"maiden_name"`
	Birth  string `json:"birth_date"`
	Label  string `json:"label"`
}

// ParseMetadata reads metadata.patient, metadata.caregivers and
// metadata.known_values from a raw metadata object. Unknown fields and
// fields of the wrong shape are ignored, so that a hospital's own
// metadata never stops de-identification; the bool is false when raw is
// not a JSON object.
func ParseMetadata(raw json.RawMessage) (Metadata, bool) {
	var md Metadata
	if len(raw) == 0 {
		return md, false
	}
	var top struct {
		Patient    json.RawMessage `json:"patient"`
		Caregivers json.RawMessage `json:"caregivers"`
		Known      json.RawMessage `json:"known_values"`
	}
	if len(raw) == 0 || raw[0] != '{' {
		raw = []byte(strings.TrimSpace(string(raw)))
	}
	if len(raw) == 0 || raw[0] != '{' {
		return md, false
	}
	if err := json.Unmarshal(raw, &top); err != nil {
		return md, false
	}
	if p := top.Patient; len(p) > 0 {
		var rp rawPerson
		if json.Unmarshal(p, &rp) == nil {
			if person, ok := rp.person(LabelPatient); ok {
				md.People = append(md.People, person)
			}
			if t, err := time.Parse("2006-01-02", strings.TrimSpace(rp.Birth)); err == nil {
				md.BirthDate = t
			}
			if rp.Maiden != "" {
				// A maiden name is a second family name of the patient.
				md.People = append(md.People, Person{Given: strings.TrimSpace(rp.Given), Family: strings.TrimSpace(rp.Maiden), Label: LabelPatient})
			}
		}
	}
	if c := top.Caregivers; len(c) > 0 {
		var rcs []json.RawMessage
		if json.Unmarshal(c, &rcs) == nil {
			for _, rc := range rcs {
				var rp rawPerson
				if json.Unmarshal(rc, &rp) != nil {
					continue
				}
				if person, ok := rp.person(LabelCaregiver); ok {
					md.People = append(md.People, person)
				}
			}
		}
	}
	if k := top.Known; len(k) > 0 {
		var rks []json.RawMessage
		if json.Unmarshal(k, &rks) == nil {
			for _, rk := range rks {
				var s string
				if json.Unmarshal(rk, &s) == nil {
					if strings.TrimSpace(s) != "" {
						md.Known = append(md.Known, KnownValue{Text: s, Label: labelKnownUnlabeled})
					}
					continue
				}
				var kv struct {
					Text  string `json:"text"`
					Label string `json:"label"`
				}
				if json.Unmarshal(rk, &kv) == nil && strings.TrimSpace(kv.Text) != "" {
					if kv.Label == "" {
						kv.Label = labelKnownUnlabeled
					}
					md.Known = append(md.Known, KnownValue{Text: kv.Text, Label: kv.Label})
				}
			}
		}
	}
	return md, true
}

func (rp rawPerson) person(label string) (Person, bool) {
	given := strings.TrimSpace(rp.Given)
	if m := strings.TrimSpace(rp.Middle); m != "" && given != "" {
		given += " " + m
	}
	p := Person{Given: given, Family: strings.TrimSpace(rp.Family), Label: label}
	if rp.Label != "" {
		p.Label = rp.Label
	}
	return p, p.Given != "" || p.Family != ""
}
