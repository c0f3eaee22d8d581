package render

import (
	"strings"

	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
)

// phone writes a phone number span; cat is public_phone, fax_number or
// internal_phone. A national number may be written in international form,
// whose "+CC" and "(0)" are formatting.
func (d *doc) phone(num, cat string) {
	b := d.b
	b.Begin("Contactdetails")
	fam := "phone:national"
	ph := &d.pk.Phones
	if cat != "internal_phone" && ph.CountryCode != "" && strings.HasPrefix(num, "0") && d.chance(ph.IntlRate) {
		b.Part(build.Formatting, ph.CountryCode)
		b.Part(build.Formatting, " ")
		if d.chance(0.3) {
			b.Part(build.Formatting, "(0)")
			fam = "phone:intl0"
		} else {
			fam = "phone:intl"
		}
		num = strings.TrimLeft(num[1:], " ")
	}
	b.Part(cat, num)
	b.End(build.Meta{Family: fam})
}

// email writes local@domain.tld; local parts are (category, text) pairs.
func (d *doc) email(local [][2]string, domain, domainCat, tld string) {
	b := d.b
	b.Begin("Contactdetails")
	for _, p := range local {
		b.Part(p[0], p[1])
	}
	b.Part(build.Formatting, "@")
	b.Part(domainCat, domain)
	b.Part(build.Formatting, "."+tld)
	b.End(build.Meta{Family: "email"})
}

// personEmail writes an e-mail address made of p's names.
func (d *doc) personEmail(p *casegen.Person, domain, domainCat, tld string) {
	g := casegen.Fold(strings.ReplaceAll(p.Given[0], " ", ""))
	f := casegen.Fold(strings.NewReplacer(" ", "", "-", "", "'", "").Replace(p.FamilyName()))
	g, f = keepLetters(g), keepLetters(f)
	var local [][2]string
	switch d.r.IntN(4) {
	case 0:
		local = [][2]string{{"givenName", g}, {build.Formatting, "."}, {"familyName", f}}
	case 1:
		local = [][2]string{{"initials", g[:1]}, {"familyName", f}}
	case 2:
		local = [][2]string{{"givenName", g}, {build.Formatting, "_"}, {"familyName", f}}
	default:
		local = [][2]string{{"familyName", f}, {build.Formatting, "."}, {"givenName", g}}
	}
	if g == "" || f == "" {
		local = [][2]string{{"familyName", f + g}}
	}
	d.email(local, domain, domainCat, tld)
}

func keepLetters(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= 'a' && c <= 'z' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// url writes a web address of an organisation domain.
func (d *doc) url(domain string) {
	b := d.b
	b.Begin("Contactdetails")
	pre := d.pick([]string{"www.", "https://www.", "http://", "https://"})
	b.Part(build.Formatting, pre)
	b.Part("institution", domain)
	b.Part(build.Formatting, "."+d.pk.Phones.TLD)
	if d.chance(0.3) {
		b.Part(build.Formatting, "/")
	}
	b.End(build.Meta{Family: "url"})
}

// masked writes the canonical value through a mask: each '#' takes the
// next character of value. Masks whose '#' count differs are skipped.
func (d *doc) masked(label, cat, value string, masks []string, scheme string) {
	var fit []string
	for _, m := range masks {
		if strings.Count(m, "#") == len(value) {
			fit = append(fit, m)
		}
	}
	out := value
	mask := "raw"
	if len(fit) > 0 {
		mask = fit[d.r.IntN(len(fit))]
		var sb strings.Builder
		k := 0
		for i := 0; i < len(mask); i++ {
			if mask[i] == '#' {
				sb.WriteByte(value[k])
				k++
			} else {
				sb.WriteByte(mask[i])
			}
		}
		out = sb.String()
	}
	d.b.Begin(label)
	d.b.Part(cat, out)
	d.b.End(build.Meta{Family: "id:" + scheme + ":" + mask, Scheme: scheme})
}
