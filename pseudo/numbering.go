package pseudo

import (
	"strconv"
	"strings"

	"github.com/meddeid/meddeid/taxonomy"
)

// tags are the default numbered-placeholder tags by label.
var tags = map[string]string{
	taxonomy.NamePatient:            "PATIENT",
	taxonomy.NameCaregiver:          "CAREGIVER",
	taxonomy.NameOther:              "PERSON",
	taxonomy.AddressPatient:         "LOCATION",
	taxonomy.AddressCaregiver:       "LOCATION",
	taxonomy.AddressOther:           "LOCATION",
	taxonomy.OrganizationHealthcare: "HOSPITAL",
	taxonomy.OrganizationOther:      "ORGANIZATION",
	taxonomy.Date:                   "DATE",
	taxonomy.AgeBirthdate:           "AGE",
	taxonomy.Profession:             "PROFESSION",
	taxonomy.Contactdetails:         "CONTACT",
	taxonomy.IDPatient:              "PATIENT-ID",
	taxonomy.IDCaregiver:            "CAREGIVER-ID",
	taxonomy.AnonymizeOther:         "OTHER",
}

// Tag returns the numbered-placeholder tag of a label ("PATIENT" for
// Name:Patient); unknown labels are upper-cased with ':' as '-'.
func Tag(label string) string {
	if t, ok := tags[label]; ok {
		return t
	}
	return strings.ToUpper(strings.ReplaceAll(strings.ReplaceAll(label, ":", "-"), "_", "-"))
}

// numbering hands out numbered placeholders within one document: the same
// tag and original text (case and spacing folded) get the same number.
// The zero value is ready to use; its maps are made by the first
// placeholder, as most documents need none.
type numbering struct {
	seen map[string]string
	next map[string]int
}

func (n *numbering) placeholder(tag, original string) string {
	if n.seen == nil {
		n.seen, n.next = map[string]string{}, map[string]int{}
	}
	k := tag + "\x00" + strings.Join(strings.Fields(strings.ToLower(original)), " ")
	if p, ok := n.seen[k]; ok {
		return p
	}
	n.next[tag]++
	p := "[" + tag + "-" + strconv.Itoa(n.next[tag]) + "]"
	n.seen[k] = p
	return p
}
