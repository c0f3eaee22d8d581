package render

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
)

// Name formats. G given, F family, I initials, T title, U upper case.
const (
	nfGF    = "G F"
	nfFG    = "F G"
	nfFcG   = "F, G"
	nfFUG   = "FU G"
	nfGFU   = "G FU"
	nfFUcG  = "FU, G"
	nfIF    = "I. F"
	nfFI    = "F I."
	nfIIF   = "II F"
	nfTF    = "T F"
	nfTGF   = "T G F"
	nfTIF   = "T I. F"
	nfG     = "G"
	nfF     = "F"
	nfGI    = "G I."
	nfUP    = "GU FU"
	nfInit  = "II"
	nfTFU   = "T FU"
	nfFcI   = "F, I."
	nfLower = "g f"
)

var (
	headerNameFormats = []string{nfFcG, nfFUG, nfFUcG, nfGF, nfGFU, nfFG, nfUP, nfFcI}
	runningPatient    = []string{nfGF, nfGF, nfTF, nfTF, nfTGF, nfFG, nfIF, nfG, nfF, nfTFU}
	runningDoctor     = []string{nfTF, nfTGF, nfTGF, nfGF, nfTIF, nfIF, nfF, nfTFU}
	signDoctor        = []string{nfTGF, nfGF, nfTIF, nfGFU, nfIF, nfFUG, nfTGF}
	shortStaff        = []string{nfG, nfGF, nfGI, nfF, nfGF}
	otherPerson       = []string{nfG, nfG, nfGF, nfTF, nfGF}
)

// initialOf returns "J." or "J.-P." for the first given name, or "J.M."
// for all of them.
func initialOf(p *casegen.Person, all bool) string {
	var b strings.Builder
	for i, g := range strings.Fields(p.GivenName()) {
		if i > 0 && !all {
			break
		}
		for j, part := range strings.Split(g, "-") {
			if j > 0 {
				b.WriteByte('-')
			}
			r, _ := utf8.DecodeRuneInString(part)
			b.WriteRune(r)
			b.WriteByte('.')
		}
	}
	return b.String()
}

// family returns the family name, with the particle's first letter in
// lower case after a given name or initial when the pack asks for it
// (Dutch), and capitalised otherwise.
func (d *doc) family(p *casegen.Person, afterGiven bool) string {
	if p.Particle == "" {
		return p.Family
	}
	part := p.Particle
	if d.pk.Names.ParticleLower {
		if afterGiven {
			part = lowerFirst(part)
		} else {
			part = upperFirst(part)
		}
	}
	return part + " " + p.Family
}

func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}

func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// title picks a title for p: a doctor's title for physicians, otherwise
// by sex.
func (d *doc) title(p *casegen.Person) string {
	t := &d.pk.Titles
	switch p.Role {
	case "specialist", "gp", "colleague":
		if p.Role == "specialist" && len(t.Prof) > 0 && d.chance(0.1) {
			return d.pick(t.Prof)
		}
		return d.pick(t.Doctor)
	}
	if p.Sex == 'F' {
		return d.pick(t.Female)
	}
	return d.pick(t.Male)
}

// name writes p's name as a span with label in format f and returns the
// format actually used.
func (d *doc) name(p *casegen.Person, label, f string) {
	if d.lower && f != nfInit {
		f = nfLower
	}
	b := d.b
	given := p.GivenName()
	tt := ""
	if strings.HasPrefix(f, "T ") {
		tt = d.title(p)
		if tt == "" {
			f = nfGF
		}
	}
	b.Begin(label)
	if tt != "" {
		b.Part(build.Title, tt)
		b.Part(build.Formatting, " ")
	}
	switch f {
	case nfGF:
		b.Part("givenName", given)
		b.Part(build.Formatting, " ")
		b.Part("familyName", d.family(p, true))
	case nfFG:
		b.Part("familyName", d.family(p, false))
		b.Part(build.Formatting, " ")
		b.Part("givenName", given)
	case nfFcG:
		b.Part("familyName", d.family(p, false))
		b.Part(build.Formatting, ", ")
		b.Part("givenName", given)
	case nfFUG:
		b.Part("familyName", strings.ToUpper(d.family(p, false)))
		b.Part(build.Formatting, " ")
		b.Part("givenName", given)
	case nfGFU:
		b.Part("givenName", given)
		b.Part(build.Formatting, " ")
		b.Part("familyName", strings.ToUpper(d.family(p, true)))
	case nfFUcG:
		b.Part("familyName", strings.ToUpper(d.family(p, false)))
		b.Part(build.Formatting, ", ")
		b.Part("givenName", given)
	case nfIF:
		b.Part("initials", initialOf(p, false))
		b.Part(build.Formatting, " ")
		b.Part("familyName", d.family(p, true))
	case nfIIF:
		b.Part("initials", initialOf(p, true))
		b.Part(build.Formatting, " ")
		b.Part("familyName", d.family(p, true))
	case nfFI:
		b.Part("familyName", d.family(p, false))
		b.Part(build.Formatting, " ")
		b.Part("initials", initialOf(p, true))
	case nfFcI:
		b.Part("familyName", d.family(p, false))
		b.Part(build.Formatting, ", ")
		b.Part("initials", initialOf(p, true))
	case "T F":
		b.Part("familyName", d.family(p, false))
	case "T FU":
		b.Part("familyName", strings.ToUpper(d.family(p, false)))
	case "T G F":
		b.Part("givenName", given)
		b.Part(build.Formatting, " ")
		b.Part("familyName", d.family(p, true))
	case "T I. F":
		b.Part("initials", initialOf(p, false))
		b.Part(build.Formatting, " ")
		b.Part("familyName", d.family(p, true))
	case nfG:
		b.Part("givenName", given)
	case nfF:
		b.Part("familyName", d.family(p, false))
	case nfGI:
		b.Part("givenName", p.Given[0])
		b.Part(build.Formatting, " ")
		r, _ := utf8.DecodeRuneInString(p.Family)
		b.Part("initials", string(r)+".")
	case nfUP:
		b.Part("givenName", strings.ToUpper(given))
		b.Part(build.Formatting, " ")
		b.Part("familyName", strings.ToUpper(d.family(p, true)))
	case nfInit:
		g, _ := utf8.DecodeRuneInString(p.Given[0])
		f, _ := utf8.DecodeRuneInString(p.Family)
		s := string(g) + string(f)
		if d.chance(0.5) {
			s = strings.ToLower(s)
		}
		b.Part("initials", s)
	case nfLower:
		b.Part("givenName", strings.ToLower(given))
		b.Part(build.Formatting, " ")
		b.Part("familyName", strings.ToLower(d.family(p, true)))
	}
	b.End(build.Meta{Family: "name:" + f})
}

// nameIn writes a name in a format drawn from formats.
func (d *doc) nameIn(p *casegen.Person, label string, formats []string) {
	d.name(p, label, formats[d.r.IntN(len(formats))])
}
