package render

import (
	"slices"
)

// slotLabels maps a slot name to the labels it can write. Slots that
// write no span are absent.
var slotLabels = map[string][]string{
	"p.name": {"Name:Patient"}, "p.dob": {"Age_Birthdate"}, "p.age": {"Age_Birthdate"},
	"p.addr": {"Address_Location:Patient"}, "p.city": {"Address_Location:Patient"},
	"p.phone": {"Contactdetails"}, "p.email": {"Contactdetails"},
	"p.nid": {"ID:Patient"}, "p.mrn": {"ID:Patient"}, "p.adm": {"ID:Patient"}, "p.portal": {"ID:Patient"},
	"p.prof": {"Profession", "Organization:Other"}, "p.hobby": {"Profession"},
	"p.employer": {"Organization:Other"}, "p.school": {"Organization:Other"}, "p.club": {"Organization:Other"},
	"p.empcity": {"Address_Location:Other"}, "p.abroad": {"Address_Location:Other"},
	"acc.street": {"Address_Location:Other"}, "acc.city": {"Address_Location:Other"},
	"r.name": {"Name:Other"}, "r.phone": {"Contactdetails"}, "r.city": {"Address_Location:Other"},
	"r.prof": {"Profession"}, "r.age": {"Age_Birthdate"},
	"r2.name": {"Name:Other"}, "r2.phone": {"Contactdetails"}, "r2.city": {"Address_Location:Other"},
	"h.name": {"Organization:Healthcare"}, "h.dept": {"Organization:Healthcare"}, "h.dept2": {"Organization:Healthcare"},
	"h.deptalt": {"Organization:Healthcare"}, "h.ward": {"Organization:Healthcare"},
	"h.addr": {"Address_Location:Caregiver"}, "h.city": {"Address_Location:Caregiver"},
	"h.phone": {"Contactdetails"}, "h.fax": {"Contactdetails"}, "h.internal": {"Contactdetails"},
	"h.email": {"Contactdetails"}, "h.url": {"Contactdetails"},
	"o.name": {"Organization:Healthcare"}, "o.city": {"Address_Location:Caregiver"},
	"gp.practice": {"Organization:Healthcare"}, "gp.addr": {"Address_Location:Caregiver"}, "gp.city": {"Address_Location:Caregiver"},
	"plate": {"Anonymize_Other"},
	"p.job": {"Profession", "Organization:Other"}, "hobby": {"Profession"},
	"rj.name": {"Name:Other"}, "rj.job": {"Profession"},
}

func init() {
	for _, k := range []string{"d.doc", "d.adm", "d.dis", "d.exam", "d.visit", "d.fu", "d.past", "d.past2", "d.past3",
		"d.range", "d.holiday", "d.week", "d.season", "d.month"} {
		slotLabels[k] = []string{"Date"}
	}
	for _, c := range []string{"c1", "c2", "c3", "c4", "c5"} {
		slotLabels[c+".name"] = []string{"Name:Caregiver"}
		slotLabels[c+".init"] = []string{"Name:Caregiver"}
		slotLabels[c+".id"] = []string{"ID:Caregiver"}
		slotLabels[c+".phone"] = []string{"Contactdetails"}
		slotLabels[c+".email"] = []string{"Contactdetails"}
	}
}

// Labels returns the labels that notes of the given types can write,
// sorted: the labels of every slot reachable from their blocks (the
// blocks' child variants included).
func (rr *Renderer) Labels(types []string) []string {
	set := map[string]bool{}
	var walk func(nodes []node)
	walk = func(nodes []node) {
		for i := range nodes {
			n := &nodes[i]
			switch n.kind {
			case nSlot:
				for _, l := range slotLabels[n.name] {
					set[l] = true
				}
			case nChoice, nGender, nOccupied:
				for _, a := range n.alts {
					walk(a)
				}
			}
		}
	}
	for _, t := range types {
		for _, v := range rr.Common.Notes[t] {
			for _, bl := range v {
				names := []string{bl, bl + childSuffix, bl + babySuffix}
				for _, x := range rr.Common.Extras[bl] {
					names = append(names, x, x+childSuffix, x+babySuffix)
				}
				for _, name := range names {
					for _, alt := range rr.blocks[name] {
						walk(alt)
					}
				}
			}
		}
	}
	out := make([]string, 0, len(set))
	for l := range set {
		out = append(out, l)
	}
	slices.Sort(out)
	return out
}

// childSuffix marks the variant of a block written for a patient under 18
// ("social_child"), babySuffix the one for a patient under 3: a pack that
// has one replaces the adult block for them (a baby falls back on the
// child variant).
const (
	childSuffix = "_child"
	babySuffix  = "_baby"
)

// blockFor returns the block alternatives to use for bl.
func (d *doc) blockFor(bl string) [][]node {
	if d.c.AgeGroup() == "baby" {
		if alts, ok := d.rr.blocks[bl+babySuffix]; ok {
			return alts
		}
	}
	if d.c.Minor() {
		if alts, ok := d.rr.blocks[bl+childSuffix]; ok {
			return alts
		}
	}
	return d.rr.blocks[bl]
}
