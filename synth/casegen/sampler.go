package casegen

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/synth/langpack"
)

// Sampler draws cases for one language pack.
type Sampler struct {
	Pack *langpack.Pack
	// lexicon-derived pools (filtered, deterministic order)
	lexGiven, lexFamily, lexCities, lexStreets, lexProf []string
	eponyms                                             map[string]bool
}

// NewSampler prepares a sampler; lx may be nil (no lexicon names).
func NewSampler(p *langpack.Pack, lx *lexicon.Lexicon) *Sampler {
	s := &Sampler{Pack: p, eponyms: map[string]bool{}}
	if lx == nil {
		return s
	}
	loc := p.LexiconLocale
	for _, l := range lx.Get(lexicon.Eponyms, loc) {
		for _, e := range l.Entries() {
			s.eponyms[lexicon.Key(e)] = true
		}
	}
	s.lexGiven = s.pool(lx.Get(lexicon.FirstNames, loc), 30)
	s.lexFamily = s.pool(lx.Get(lexicon.LastNames, loc), 30)
	s.lexCities = s.pool(lx.Get(lexicon.Cities, loc), 30)
	s.lexStreets = s.pool(lx.Get(lexicon.Streets, loc), 40)
	s.lexProf = s.pool(lx.Get(lexicon.Professions, loc), 30)
	return s
}

// pool collects clean capitalised entries (no mojibake, no digits, not an
// eponym) from the faker, hunspell and meddeid lists of a set.
func (s *Sampler) pool(set lexicon.Set, maxLen int) []string {
	var out []string
	for _, l := range set {
		if strings.Contains(l.Source, "philter") {
			continue // lower-cased and noisy
		}
		for _, e := range l.Entries() {
			if clean(e, maxLen) && !s.eponyms[lexicon.Key(e)] {
				out = append(out, e)
			}
		}
	}
	return out
}

func clean(e string, maxLen int) bool {
	if e == "" || len(e) > maxLen || strings.ContainsAny(e, "Ã.()0123456789/") || !utf8.ValidString(e) {
		return false
	}
	return true
}

// pick returns a random element of xs, or "" for an empty list.
func pick(r *rand.Rand, xs []string) string {
	if len(xs) == 0 {
		return ""
	}
	return xs[r.IntN(len(xs))]
}

// Fill replaces '#' with a random digit, '%' with a random non-zero digit
// and '@' with a random capital letter.
func Fill(r *rand.Rand, pat string) string {
	if !strings.ContainsAny(pat, "#@%") {
		return pat
	}
	b := []byte(pat)
	for i, c := range b {
		switch c {
		case '#':
			b[i] = byte('0' + r.IntN(10))
		case '%':
			b[i] = byte('1' + r.IntN(9))
		case '@':
			b[i] = "ABCDEFGHJKLMNPRSTUVWXYZ"[r.IntN(23)]
		}
	}
	return string(b)
}

func chance(r *rand.Rand, p float64) bool { return r.Float64() < p }

func (s *Sampler) givenName(r *rand.Rand, sex byte) string {
	if len(s.lexGiven) > 0 && chance(r, s.Pack.Names.LexiconShare) {
		return s.lexGiven[r.IntN(len(s.lexGiven))]
	}
	if sex == 'F' {
		return pick(r, s.Pack.Names.GivenF)
	}
	return pick(r, s.Pack.Names.GivenM)
}

func (s *Sampler) familyName(r *rand.Rand) string {
	if len(s.lexFamily) > 0 && chance(r, s.Pack.Names.LexiconShare) {
		return s.lexFamily[r.IntN(len(s.lexFamily))]
	}
	return pick(r, s.Pack.Names.Family)
}

// person samples a person of the given sex born between the years lo and
// hi.
func (s *Sampler) person(r *rand.Rand, sex byte, lo, hi int) Person {
	n := &s.Pack.Names
	p := Person{Sex: sex}
	p.Given = []string{s.givenName(r, sex)}
	if chance(r, n.HyphenRate+n.SecondRate) {
		second := s.givenName(r, sex)
		if second != p.Given[0] && !strings.ContainsAny(second+p.Given[0], " -") {
			p.Given = append(p.Given, second)
			p.GivenHyphen = chance(r, n.HyphenRate/(n.HyphenRate+n.SecondRate))
		}
	}
	p.Family = s.familyName(r)
	if len(n.Particles) > 0 && chance(r, n.ParticleRate) && !strings.Contains(p.Family, " ") {
		p.Particle = pick(r, n.Particles)
	}
	if chance(r, n.DoubleRate) {
		if f2 := s.familyName(r); f2 != p.Family && !strings.ContainsAny(f2, " -") && !strings.ContainsAny(p.Family, " -") {
			p.Family += "-" + f2
		}
	}
	y := lo + r.IntN(hi-lo+1)
	m := 1 + r.IntN(12)
	d := 1 + r.IntN(28)
	if chance(r, 0.5) {
		d = 1 + r.IntN(daysIn(y, m))
	}
	p.Birth = Date{y, m, d}
	return p
}

func daysIn(y, m int) int {
	return time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

func (s *Sampler) place(r *rand.Rand) Place {
	pl := &s.Pack.Places
	if len(s.lexCities) > 0 && chance(r, 0.4) && pl.PostalPattern != "" {
		p := Place{PC: Fill(r, pl.PostalPattern), City: s.lexCities[r.IntN(len(s.lexCities))]}
		if e := strings.Split(pick(r, pl.Cities), "|"); len(e) > 2 {
			p.Region = e[2] // a region of the country, for formats that show one
		}
		return p
	}
	e := strings.Split(pick(r, pl.Cities), "|")
	p := Place{PC: Fill(r, e[0])}
	if len(e) > 1 {
		p.City = e[1]
	}
	if len(e) > 2 {
		p.Region = e[2]
	}
	return p
}

func (s *Sampler) street(r *rand.Rand) string {
	pl := &s.Pack.Places
	switch {
	case len(s.lexStreets) > 0 && chance(r, 0.3):
		return s.lexStreets[r.IntN(len(s.lexStreets))]
	case len(pl.Streets) > 0 && (len(pl.StreetStems) == 0 || chance(r, 0.35)):
		return pick(r, pl.Streets)
	}
	stem, typ := pick(r, pl.StreetStems), pick(r, pl.StreetTypes)
	switch pl.Compose {
	case "prefix":
		return typ + " " + stem
	case "after":
		return stem + " " + typ
	}
	return stem + typ
}

func (s *Sampler) address(r *rand.Rand) Address {
	a := Address{Street: s.street(r), HN: fmt.Sprint(1 + r.IntN(180)), Place: s.place(r)}
	if chance(r, 0.08) {
		a.HN += string(rune('A' + r.IntN(4)))
	}
	a.Bus = fmt.Sprint(1 + r.IntN(30))
	a.Format = pick(r, s.Pack.Places.AddressFormats)
	return a
}

func (s *Sampler) phone(r *rand.Rand, mobile bool) string {
	if mobile && len(s.Pack.Phones.Mobile) > 0 {
		return Fill(r, pick(r, s.Pack.Phones.Mobile))
	}
	return Fill(r, pick(r, s.Pack.Phones.Landline))
}

// domainOf makes an e-mail/web domain label from words: lower-case ASCII
// letters only.
func domainOf(words ...string) string {
	var b strings.Builder
	for _, w := range words {
		for _, c := range foldASCII(w) {
			if c >= 'a' && c <= 'z' {
				b.WriteRune(c)
			}
		}
	}
	return b.String()
}

// foldASCII lower-cases s and strips common diacritics.
func foldASCII(s string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(s) {
		if c < 128 {
			b.WriteRune(c)
			continue
		}
		if f, ok := fold[c]; ok {
			b.WriteString(f)
		} else if unicode.IsLetter(c) {
			continue
		}
	}
	return b.String()
}

var fold = map[rune]string{'à': "a", 'á': "a", 'â': "a", 'ä': "a", 'ã': "a", 'å': "a", 'æ': "ae", 'ç': "c", 'è': "e", 'é': "e", 'ê': "e", 'ë': "e",
	'ì': "i", 'í': "i", 'î': "i", 'ï': "i", 'ñ': "n", 'ò': "o", 'ó': "o", 'ô': "o", 'ö': "o", 'õ': "o", 'ø': "o", 'œ': "oe",
	'ù': "u", 'ú': "u", 'û': "u", 'ü': "u", 'ý': "y", 'ÿ': "y", 'ß': "ss", 'ğ': "g", 'ş': "s", 'ı': "i", 'č': "c", 'š': "s", 'ž': "z", 'ł': "l"}

// Fold is the lower-case ASCII folding used for e-mail addresses.
func Fold(s string) string { return foldASCII(s) }

func (s *Sampler) org(r *rand.Rand, formats, types, names []string, city string) Org {
	o := Org{Format: pick(r, formats), Type: pick(r, types), Name: Fill(r, pick(r, names)), City: city}
	if strings.Contains(o.Format, "{name}") {
		o.Domain = domainOf(o.Type, o.Name)
	} else {
		o.Domain = domainOf(o.Type, city)
	}
	return o
}

// Sample draws case number index.
func (s *Sampler) Sample(r *rand.Rand, index int, year int) *Case {
	pk := s.Pack
	c := &Case{Index: index}
	sex := byte('M')
	if chance(r, 0.5) {
		sex = 'F'
	}
	// ages: mostly adults, some children and very old
	lo, hi := year-95, year-18
	switch x := r.Float64(); {
	case x < 0.14:
		lo, hi = year-17, year
	case x < 0.2:
		lo, hi = year-125+r.IntN(15), year-90
	}
	lo = max(lo, 1900) // birth years stay within 1900–2099
	hi = max(hi, lo)
	c.Patient = s.person(r, sex, lo, hi)
	c.Encounters = s.encounters(r, c.Patient.Birth, year)
	c.Patient.Home = s.address(r)
	c.Patient.Phone = s.phone(r, chance(r, 0.7))
	c.NatID = NationalID(r, pk.IDs.National, c.Patient.Birth, sex, c.Patient.Family)
	c.MRN = s.MRN(r)
	c.Admission = Fill(r, pick(r, pk.IDs.Admission))
	c.Portal = Fill(r, pick(r, pk.IDs.Portal))
	age := c.Patient.Birth.YearsAt(c.Encounters[0].Admit)
	group := c.AgeGroup()
	schoolGroup := group
	switch {
	case c.Minor():
	case age <= 24 && chance(r, 0.4):
		schoolGroup = "student" // a student instead of a profession
	case age > 60 && chance(r, 0.45):
		c.Patient.Employment = pick(r, pk.People.Employment)
		if chance(r, 0.8) {
			c.Patient.Profession = s.profession(r)
		}
	default:
		c.Patient.Profession = s.profession(r)
		if chance(r, 0.06) {
			c.Patient.Employment = pick(r, pk.People.Employment)
		}
	}
	if age >= 6 && chance(r, 0.4) {
		c.Patient.Hobby = pick(r, pk.People.Hobbies)
	}
	// relatives: a minor's first relative is a parent
	nrel := 1 + r.IntN(3)
	for i := 0; i < nrel; i++ {
		rs := byte('M')
		if chance(r, 0.5) {
			rs = 'F'
		}
		var rel string
		var rlo, rhi int
		pb := c.Patient.Birth.Y
		x := r.IntN(5)
		if c.Minor() && i == 0 {
			x = 2
		}
		switch {
		case x == 0 && age >= 20:
			rel, rlo, rhi = "spouse", pb-6, pb+6
		case x == 1 && age >= 30:
			rel, rlo, rhi = "child", pb+20, min(pb+40, year-1)
		case x == 2 && age < 50:
			rel, rlo, rhi = "parent", pb-40, pb-18
		case x == 3:
			rel, rlo, rhi = "sibling", pb-8, min(pb+8, year-1)
		default:
			rel, rlo, rhi = "neighbour", year-85, year-25
		}
		if rlo > rhi {
			rlo = rhi
		}
		p := s.person(r, rs, rlo, rhi)
		if rel != "neighbour" && rel != "spouse" && chance(r, 0.8) {
			p.Family, p.Particle = c.Patient.Family, c.Patient.Particle
		}
		p.Relation = rel
		p.Phone = s.phone(r, true)
		p.Home.Place = s.place(r)
		if p.Birth.YearsAt(Date{year, 1, 1}) >= 18 && chance(r, 0.8) {
			p.Profession = s.profession(r)
		}
		c.Relatives = append(c.Relatives, p)
	}
	// institution
	hc := s.place(r)
	c.Hospital.Org = s.org(r, pk.Orgs.HospitalFormats, pk.Orgs.HospitalTypes, pk.Orgs.HospitalNames, hc.City)
	c.Hospital.Addr = s.address(r)
	c.Hospital.Addr.Place = hc
	c.Hospital.Phone = s.phone(r, false)
	c.Hospital.Fax = s.phone(r, false)
	for len(c.Hospital.Depts) < 2 {
		d := pick(r, pk.Orgs.Departments)
		if len(c.Hospital.Depts) == 0 || d != c.Hospital.Depts[0] {
			c.Hospital.Depts = append(c.Hospital.Depts, d)
		}
	}
	c.Hospital.DeptFormats = pk.Orgs.DeptFormats
	c.Hospital.Wards = []string{Fill(r, pick(r, pk.Orgs.Wards))}
	c.Other = s.org(r, pk.Orgs.HospitalFormats, pk.Orgs.HospitalTypes, pk.Orgs.HospitalNames, s.place(r).City)
	pp := s.place(r)
	c.Practice = s.org(r, pk.Orgs.PracticeFormats, nil, pk.Orgs.PracticeNames, pp.City)
	c.PracAddr = s.address(r)
	c.PracAddr.Place = pp
	emp := s.place(r)
	c.Employer = s.org(r, pk.Orgs.CompanyFormats, nil, append(append([]string(nil), pk.Orgs.CompanyStems...), pk.Names.Family...), emp.City)
	schoolFormats := pk.Orgs.SchoolByAge[schoolGroup]
	if len(schoolFormats) == 0 {
		schoolFormats = pk.Orgs.SchoolFormats
	}
	c.SchoolGroup = schoolGroup
	c.School = s.org(r, schoolFormats, nil, pk.Orgs.SchoolNames, s.place(r).City)
	if len(pk.Orgs.ClubFormats) > 0 {
		c.Club = s.org(r, pk.Orgs.ClubFormats, nil, pk.Orgs.ClubNames, s.place(r).City)
	}
	c.Abroad = pick(r, pk.Places.Abroad)
	c.Accident = Address{Street: s.street(r), Place: s.place(r)}
	c.Holiday = r.IntN(max(1, len(pk.Dates.Holidays)))
	// caregivers: specialist, GP, nurse, colleague, therapist
	for i, role := range []string{"specialist", "gp", "nurse", "colleague", "therapist"} {
		cs := byte('M')
		if chance(r, 0.5) {
			cs = 'F'
		}
		p := s.person(r, cs, year-67, year-24)
		p.Role = role
		p.RegID = CaregiverID(r, pk.IDs.Caregiver)
		p.Specialty = pick(r, pk.People.Specialties)
		if i < 2 || chance(r, 0.5) {
			p.Phone = s.phone(r, chance(r, 0.3))
		}
		c.Caregivers = append(c.Caregivers, p)
	}
	return c
}

// encounters draws four encounters, newest last, documents dated between
// year-2 and year; past events fall between birth and the encounter.
func (s *Sampler) encounters(r *rand.Rand, birth Date, year int) []Encounter {
	var out []Encounter
	start := Date{year - 2, 1, 1}.AddDays(r.IntN(600))
	if start.Before(birth) {
		start = birth.AddDays(1 + r.IntN(20))
	}
	for i := 0; i < 4; i++ {
		e := Encounter{Admit: start}
		stay := 1 + r.IntN(14)
		e.Discharge = start.AddDays(stay)
		e.Visit = start
		e.Exam = start.AddDays(r.IntN(stay))
		e.ExamHour, e.ExamMin = 7+r.IntN(14), r.IntN(60)
		e.Doc = e.Discharge.AddDays(r.IntN(4))
		e.FollowUp = e.Doc.AddDays(14 + r.IntN(90))
		for k := 0; k < 3; k++ {
			py := birth.Y + 1 + r.IntN(max(1, e.Admit.Y-birth.Y))
			if py >= e.Admit.Y {
				py = e.Admit.Y - 1
			}
			if py < birth.Y {
				py = birth.Y
			}
			e.Past = append(e.Past, Date{py, 1 + r.IntN(12), 1 + r.IntN(28)})
		}
		e.Absence = e.Exam.AddDays(-r.IntN(10))
		e.AbsenceEnd = e.Absence.AddDays(2 + r.IntN(40))
		out = append(out, e)
		start = e.FollowUp.AddDays(r.IntN(60))
	}
	return out
}

func (s *Sampler) profession(r *rand.Rand) string {
	if len(s.lexProf) > 0 && chance(r, 0.5) {
		return s.lexProf[r.IntN(len(s.lexProf))]
	}
	return pick(r, s.Pack.People.Professions)
}

// MRN draws a hospital record number in one of the pack's formats.
func (s *Sampler) MRN(r *rand.Rand) string { return Fill(r, pick(r, s.Pack.IDs.MRN)) }
