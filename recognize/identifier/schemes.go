package identifier

import "strings"

// freedom says when a scheme's format is accepted without a cue word.
type freedom int

const (
	cueOnly   freedom = iota // only after a cue word
	ifProfile                // without a cue when the profile lists the scheme
	always                   // without a cue in any language
)

// Scheme describes one checksummed or formatted identifier type.
type Scheme struct {
	// Name is the profile scheme name, e.g. "be-rrn" (see lang.Profile.NationalIDs).
	Name string
	// Caregiver is true for provider-register numbers (ID:Caregiver).
	Caregiver bool
	// Valid validates the normalized (compact, upper-case) form.
	Valid func(string) bool
	// sep lists separated shapes; bare lists compact shapes. A shape maps
	// digits to '9' and letters to 'A' and keeps separators.
	sep, bare         []string
	sepFree, bareFree freedom
	// weak marks schemes without a check digit (structure only): a cue
	// word carries them, but they add no confidence to it.
	weak bool
	// bareWeak is weak for the bare (unseparated) shapes only.
	bareWeak bool
	// shapeFn, when set, replaces the shape lists: it classifies a shape as
	// separated (1), bare (2) or not this scheme (0).
	shapeFn func(shape string) int
	// lens has bit min(n, 63) set for the byte length n of each shape in
	// sep and bare (set by init), so that matchSide skips a scheme whose
	// lists hold no shape as long as the candidate's.
	lens uint64
}

func init() {
	for i := range Schemes {
		s := &Schemes[i]
		for _, l := range [][]string{s.sep, s.bare} {
			for _, sh := range l {
				s.lens |= 1 << min(len(sh), 63)
			}
		}
	}
}

// mayClassify reports whether classify can return a kind other than 0 for
// a shape of n bytes: false only when the scheme has no shapeFn and no
// listed shape of that length.
func (s *Scheme) mayClassify(n int) bool {
	return s.shapeFn != nil || s.lens>>min(n, 63)&1 != 0
}

// Schemes lists every scheme the recognizer knows, in priority order.
var Schemes = []Scheme{
	{Name: "be-rrn", Valid: ValidBelgianNationalNumber,
		sep:     []string{"99.99.99-999.99", "999999 999 99", "999999-999-99", "999999-999.99", "99 99 99 999 99", "99.99.99 999 99", "99.99.99-999 99", "999999 999-99"},
		bare:    []string{"99999999999"},
		sepFree: always, bareFree: ifProfile},
	{Name: "be-riziv", Caregiver: true, Valid: ValidRIZIV,
		sep:     []string{"9-99999-99-999", "9/99999/99/999", "9 99999 99 999", "9.99999.99.999"},
		bare:    []string{"99999999999"},
		sepFree: always, bareFree: cueOnly},
	{Name: "fr-nir", Valid: ValidNIR, shapeFn: nirShape, sepFree: always, bareFree: always},
	{Name: "iban", Valid: ValidIBAN, shapeFn: ibanShape, sepFree: always, bareFree: always},
	{Name: "it-cf", Valid: ValidCodiceFiscale, shapeFn: cfShape, sepFree: always, bareFree: always},
	{Name: "es-dni", Valid: ValidDNI,
		sep: []string{"99999999-A", "99.999.999-A", "A-9999999-A"}, bare: []string{"99999999A", "A9999999A"},
		sepFree: always, bareFree: always},
	{Name: "br-cpf", Valid: ValidCPF,
		sep: []string{"999.999.999-99"}, bare: []string{"99999999999"},
		sepFree: always, bareFree: cueOnly},
	{Name: "us-ssn", bareWeak: true, Valid: ValidSSN,
		sep: []string{"999-99-9999", "999 99 9999"}, bare: []string{"999999999"},
		sepFree: always, bareFree: cueOnly},
	{Name: "uk-nhs", Valid: ValidNHS,
		sep: []string{"999 999 9999", "999-999-9999"}, bare: []string{"9999999999"},
		sepFree: ifProfile, bareFree: ifProfile},
	{Name: "nl-bsn", Valid: ValidBSN,
		sep: []string{"9999.99.999", "999.999.999", "999 999 999", "99.99.99.999"}, bare: []string{"999999999", "99999999"},
		sepFree: ifProfile, bareFree: cueOnly},
	{Name: "de-kvnr", Valid: ValidKVNR,
		sep: []string{"A 999999999", "A99999999 9"}, bare: []string{"A999999999"},
		sepFree: ifProfile, bareFree: ifProfile},
	{Name: "at-svnr", Valid: ValidAustrianSVNR,
		sep: []string{"9999 999999", "9999-999999", "9999 99 99 99"}, bare: []string{"9999999999"},
		sepFree: ifProfile, bareFree: cueOnly},
	{Name: "us-npi", Caregiver: true, Valid: ValidNPI, bare: []string{"9999999999"}, bareFree: cueOnly},
	{Name: "de-lanr", Caregiver: true, Valid: ValidLANR, bare: []string{"999999999"}, bareFree: cueOnly},
	{Name: "nl-big", Caregiver: true, weak: true, Valid: ValidBIG, bare: []string{"99999999999"}, bareFree: cueOnly},
	{Name: "uk-gmc", Caregiver: true, weak: true, Valid: ValidGMC, bare: []string{"9999999"}, bareFree: cueOnly},
}

// shapeOf maps digits to '9', ASCII letters to 'A' and keeps other bytes.
func shapeOf(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case isDigit(c):
			b[i] = '9'
		case isUpper(c) || (c >= 'a' && c <= 'z'):
			b[i] = 'A'
		}
	}
	return string(b)
}

// nirShape classifies the shape of a French NIR: 15 digits, one of which
// may be a letter (Corsica's 2A/2B), bare (2) or split by single spaces,
// at most seven (1). It counts in one pass instead of building the
// shape without its spaces (TestNIRShape checks it against that form).
func nirShape(sh string) int {
	n, letters, spaces := 0, 0, 0
	for i := 0; i < len(sh); i++ {
		switch sh[i] {
		case '9':
			n++
		case 'A':
			n++
			letters++
		case ' ':
			spaces++
		default:
			return 0
		}
	}
	if n != 15 || letters > 1 {
		return 0
	}
	if spaces == 0 {
		return 2
	}
	if spaces > 7 || strings.Contains(sh, "  ") {
		return 0
	}
	return 1
}

func ibanShape(sh string) int {
	if !strings.HasPrefix(sh, "AA99") {
		return 0
	}
	if !strings.Contains(sh, " ") {
		if strings.Trim(sh, "9A") == "" {
			return 2
		}
		return 0
	}
	groups := strings.Split(sh, " ")
	for i, g := range groups {
		if g == "" || strings.Trim(g, "9A") != "" || len(g) > 4 || (i < len(groups)-1 && len(g) != 4) {
			return 0
		}
	}
	return 1
}

func cfShape(sh string) int {
	if len(sh) == 16 && strings.HasPrefix(sh, "AAAAAA") && strings.Trim(sh, "9A") == "" {
		return 2
	}
	return 0
}

// classify returns 1 (separated), 2 (bare) or 0 for a shape.
func (s *Scheme) classify(shape string) int {
	if s.shapeFn != nil {
		return s.shapeFn(shape)
	}
	for _, x := range s.sep {
		if x == shape {
			return 1
		}
	}
	for _, x := range s.bare {
		if x == shape {
			return 2
		}
	}
	return 0
}

// match is one scheme that accepts a candidate string.
type match struct {
	scheme *Scheme
	free   bool // accepted without a cue for this profile
	weak   bool // structure only, no check digit
}

// Match returns the first scheme (in Schemes order) whose format and
// checksum accept raw, as written (with its separators), and whether that
// format is accepted without a cue word for the given national-ID list.
// ok is false when no scheme accepts raw.
func Match(raw string, national []string) (name string, free, ok bool) {
	m, ok := matchSchemes(raw, national, false)
	if !ok {
		return "", false, false
	}
	return m.scheme.Name, m.free, true
}

// side restricts matchSchemes to patient or caregiver schemes.
type side int

const (
	anySide side = iota
	patientSide
	caregiverSide
)

// matchSchemes finds the best scheme for raw; with freeOnly it considers
// only schemes accepted without a cue.
func matchSchemes(raw string, national []string, freeOnly bool) (match, bool) {
	return matchSide(raw, national, freeOnly, anySide)
}

func matchSide(raw string, national []string, freeOnly bool, sd side) (match, bool) {
	shape := shapeOf(raw)
	var norm string
	var best match
	found := false
	for i := range Schemes {
		s := &Schemes[i]
		if sd == patientSide && s.Caregiver || sd == caregiverSide && !s.Caregiver {
			continue
		}
		if !s.mayClassify(len(shape)) {
			continue
		}
		kind := s.classify(shape)
		if kind == 0 {
			continue
		}
		fr := s.sepFree
		if kind == 2 {
			fr = s.bareFree
		}
		free := fr == always || (fr == ifProfile && listed(national, s.Name))
		if freeOnly && !free {
			continue
		}
		if norm == "" {
			norm = Normalize(raw)
		}
		if !s.Valid(norm) {
			continue
		}
		weak := s.weak || (kind == 2 && s.bareWeak)
		if !found || (free && !best.free) || (free == best.free && best.weak && !weak) {
			best, found = match{scheme: s, free: free, weak: weak}, true
		}
	}
	return best, found
}

func listed(list []string, name string) bool {
	for _, x := range list {
		if strings.EqualFold(x, name) {
			return true
		}
	}
	return false
}
