package postprocess

import (
	"bytes"
	"encoding/json"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
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
	if len(raw) == 0 || raw[0] != '{' {
		raw = []byte(strings.TrimSpace(string(raw)))
	}
	if len(raw) == 0 || raw[0] != '{' {
		return md, false
	}
	if md, ok, handled := parseMetadataFast(raw); handled {
		return md, ok
	}
	return parseMetadataJSON(raw)
}

// parseMetadataJSON is ParseMetadata for raw starting with '{', decoded
// with encoding/json.
func parseMetadataJSON(raw []byte) (Metadata, bool) {
	var md Metadata
	var top struct {
		Patient    json.RawMessage `json:"patient"`
		Caregivers json.RawMessage `json:"caregivers"`
		Known      json.RawMessage `json:"known_values"`
	}
	if err := json.Unmarshal(raw, &top); err != nil {
		return md, false
	}
	if p := top.Patient; len(p) > 0 {
		var rp rawPerson
		if json.Unmarshal(p, &rp) == nil {
			md.addPatient(rp)
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

// parseMetadataFast is ParseMetadata for raw starting with '{' without
// decoding into structs: members split by document.ObjectMembers, fields
// matched by name as encoding/json matches them. handled is false when
// raw holds something it does not read exactly as json.Unmarshal would
// (a key that is not ASCII, a key matching a field only case-
// insensitively), and ParseMetadata decodes it the slow way.
func parseMetadataFast(raw []byte) (md Metadata, ok, handled bool) {
	var buf [16]document.Member
	top, ok := document.ObjectMembers(raw, buf[:0])
	if !ok {
		return md, false, true // not valid JSON
	}
	dec := strDecoder{raw: raw}
	var patient, caregivers, known json.RawMessage
	for _, m := range top {
		switch field(m.Key, "patient", "caregivers", "known_values") {
		case 0:
			patient = m.Value
		case 1:
			caregivers = m.Value
		case 2:
			known = m.Value
		case fieldUnsure:
			return md, false, false
		}
	}
	if len(patient) > 0 {
		rp, valid, sure := readPerson(&dec, patient)
		if !sure {
			return md, false, false
		}
		if valid {
			md.addPatient(rp)
		}
	}
	var elems [8]json.RawMessage
	if len(caregivers) > 0 {
		rcs, _ := document.ValidArrayElements(caregivers, elems[:0]) // null and other values: none
		for _, rc := range rcs {
			rp, valid, sure := readPerson(&dec, rc)
			if !sure {
				return md, false, false
			}
			if !valid {
				continue
			}
			if person, ok := rp.person(LabelCaregiver); ok {
				md.People = append(md.People, person)
			}
		}
	}
	if len(known) > 0 {
		rks, _ := document.ValidArrayElements(known, elems[:0])
		for _, rk := range rks {
			switch rk[0] {
			case 'n': // null reads as the empty string
				continue
			case '"':
				if s := dec.decode(rk); strings.TrimSpace(s) != "" {
					md.Known = append(md.Known, KnownValue{Text: s, Label: labelKnownUnlabeled})
				}
				continue
			case '{':
			default:
				continue // a number, a boolean or an array: neither form
			}
			var fs [2]string
			valid, sure := readStrings(&dec, rk, fs[:], "text", "label")
			if !sure {
				return md, false, false
			}
			if valid && strings.TrimSpace(fs[0]) != "" {
				if fs[1] == "" {
					fs[1] = labelKnownUnlabeled
				}
				md.Known = append(md.Known, KnownValue{Text: fs[0], Label: fs[1]})
			}
		}
	}
	return md, true, true
}

// fieldUnsure is field's answer for a key it cannot match exactly as
// encoding/json would; fieldNone for a key of no field.
const (
	fieldNone   = -1
	fieldUnsure = -2
)

// field returns the index of the name in names that encoding/json
// decodes key into: the exact name, else fieldNone for an ASCII key that
// matches no name even case-insensitively, else fieldUnsure.
func field(key string, names ...string) int {
	for i, n := range names {
		if key == n {
			return i
		}
	}
	for i := 0; i < len(key); i++ {
		if key[i] >= utf8.RuneSelf {
			return fieldUnsure
		}
	}
	for _, n := range names {
		if strings.EqualFold(key, n) {
			return fieldUnsure
		}
	}
	return fieldNone
}

// readPerson reads a raw person as json.Unmarshal into a rawPerson
// does; valid is false where Unmarshal fails, sure false where the
// fast reading cannot tell.
func readPerson(dec *strDecoder, raw json.RawMessage) (rp rawPerson, valid, sure bool) {
	switch raw[0] {
	case 'n':
		return rp, true, true
	case '{':
	default:
		return rp, false, true
	}
	var fs [6]string
	valid, sure = readStrings(dec, raw, fs[:], "given_name", "family_name", "middle_name", "maiden_name", "birth_date", "label")
	rp = rawPerson{Given: fs[0], Family: fs[1], Middle: fs[2], Maiden: fs[3], Birth: fs[4], Label: fs[5]}
	return rp, valid, sure
}

// strDecoder decodes the JSON string literals of one metadata document.
// A literal without escapes is a substring of the document converted to
// a string once (so one allocation serves all its values instead of one
// per value); any other literal is decoded by document.DecodeString.
type strDecoder struct {
	raw  []byte // the whole document
	text string // string(raw), made on first use
}

// decode decodes the valid JSON string literal v (with its quotes) as
// document.DecodeString does; "" when v is not a string literal.
func (d *strDecoder) decode(v []byte) string {
	// v aliases d.raw (it came from document.ObjectMembers or
	// ArrayElements on it): its offset is where their capacities differ,
	// confirmed by comparing element addresses.
	off := cap(d.raw) - cap(v)
	if len(v) >= 2 && v[0] == '"' && off >= 0 && off+len(v) <= len(d.raw) && &d.raw[off] == &v[0] {
		body := v[1 : len(v)-1]
		if len(body) == 0 {
			return ""
		}
		if bytes.IndexByte(body, '\\') < 0 && utf8.Valid(body) {
			if d.text == "" {
				d.text = string(d.raw)
			}
			return d.text[off+1 : off+len(v)-1]
		}
	}
	s, _ := document.DecodeString(v)
	return s
}

// readStrings reads the JSON object raw (valid JSON: a value that
// document.ObjectMembers or document.ArrayElements returned) as json.Unmarshal
// into a struct of string fields named names does, into out: valid is
// false where Unmarshal fails (a field's value neither a string nor
// null), sure false where the fast reading cannot tell.
func readStrings(dec *strDecoder, raw json.RawMessage, out []string, names ...string) (valid, sure bool) {
	var buf [16]document.Member
	ms, _ := document.ValidObjectMembers(raw, buf[:0])
	valid = true
	for _, m := range ms {
		i := field(m.Key, names...)
		switch {
		case i == fieldUnsure:
			return false, false
		case i < 0:
			continue
		}
		switch m.Value[0] {
		case '"':
			out[i] = dec.decode(m.Value)
		case 'n': // null leaves the field as it is
		default:
			valid = false
		}
	}
	return valid, true
}

// addPatient adds the patient's names and birth date from rp; a maiden
// name is a second family name of the patient.
func (md *Metadata) addPatient(rp rawPerson) {
	if person, ok := rp.person(LabelPatient); ok {
		md.People = append(md.People, person)
	}
	if t, err := time.Parse("2006-01-02", strings.TrimSpace(rp.Birth)); err == nil {
		md.BirthDate = t
	}
	if rp.Maiden != "" {
		md.People = append(md.People, Person{Given: strings.TrimSpace(rp.Given), Family: strings.TrimSpace(rp.Maiden), Label: LabelPatient})
	}
}
