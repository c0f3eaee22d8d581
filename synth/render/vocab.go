package render

import (
	"strings"
	"unicode"
)

// Vocabulary returns the lower-cased words that the language's templates
// write as literal text (headings, field labels and their synonyms, running text, gender
// alternatives) and the generic words slots write unannotated (cue words,
// relations, specialties). A sampled name that is also one of these words
// ("Ward", "Zimmer", "Alter") legitimately occurs unannotated, so the
// identifier gates skip them.
func (rr *Renderer) Vocabulary() map[string]bool {
	v := map[string]bool{}
	add := func(s string) {
		for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
			v[strings.ToLower(w)] = true
		}
	}
	var walk func(nodes []node)
	walk = func(nodes []node) {
		for i := range nodes {
			n := &nodes[i]
			switch n.kind {
			case nLit, nHeading:
				add(n.text)
			case nChoice, nGender, nOccupied:
				for _, a := range n.alts {
					walk(a)
				}
			}
		}
	}
	for _, alts := range rr.blocks {
		for _, a := range alts {
			walk(a)
		}
	}
	ids := &rr.Pack.IDs
	for _, list := range [][]string{ids.NationalCues, ids.MRNCues, ids.AdmissionCues, ids.CaregiverCues, ids.PortalCues,
		rr.Pack.People.Specialties, rr.Pack.People.Employment} {
		for _, s := range list {
			add(s)
		}
	}
	for _, s := range rr.Pack.People.Relations {
		add(s)
	}
	for _, fs := range rr.Pack.Fields {
		for _, s := range fs {
			add(s)
		}
	}
	return v
}
