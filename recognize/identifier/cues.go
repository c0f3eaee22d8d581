package identifier

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lang"
)

// cueKind classifies the label text in front of a number.
type cueKind int

const (
	noCue        cueKind = iota
	patientCue           // a record/national-ID cue word (profile IDCues)
	caregiverCue         // a provider-register cue word (profile CaregiverIDCues)
	genericCue           // a "number" word (nr, no, n°, #, …) with no other cue
	phoneCue             // a phone cue: the number belongs to the contact recognizer
)

// Built-in cues that hold in every language: international acronyms of
// record and register numbers. Profiles add their own words.
var (
	basePatientCues   = []string{"mrn", "pid", "nhs", "nhs no", "ssn", "iban", "insz", "niss", "rrn", "bsn", "nir", "ipp", "cpf", "dni", "nie", "kvnr", "svnr", "cccd", "cmnd", "patient id", "accession", "sample", "specimen"}
	baseCaregiverCues = []string{"riziv", "inami", "npi", "gmc", "lanr", "rpps", "big", "agb", "crm", "colegiado", "interpreter id", "staff id", "employee id", "badge"}
	basePhoneCues     = []string{"tel", "tél", "phone", "fax", "gsm", "mobile", "bleep", "pager", "ext"}
	// numberWords mark a field label as naming a number ("Hospital No:",
	// "N° de séjour", "Acct#").
	numberWords = []string{"nr", "no", "n°", "n", "num", "nummer", "number", "numéro", "numero", "número", "id", "#", "số", "nro"}
	// excludeWords mark field labels whose numbers are not person IDs:
	// rooms, addresses, lots, devices and code systems.
	excludeWords = []string{"kamer", "room", "chambre", "zimmer", "bed", "lit", "bett", "bus", "huisnr", "huisnummer", "postcode", "postbus", "zip", "apt", "lot", "charge", "chargennr", "batch", "serial", "serienummer", "sn", "model", "modell", "type", "typ", "icd", "loinc", "atc", "cnk", "pzn", "ean", "gtin", "ndc", "version", "code postal", "plz"}
)

// cueSet is a compiled set of normalized cue phrases.
type cueSet struct {
	patient, caregiver, phone []string
}

var (
	cueMu    sync.Mutex
	cueCache = map[string]*cueSet{}
)

// cuesFor returns the cue set for a profile: the profile's words plus the
// built-in ones; with a nil profile, the words of every profile.
func cuesFor(p *lang.Profile) *cueSet {
	key := ""
	if p != nil {
		key = p.Code
	}
	cueMu.Lock()
	defer cueMu.Unlock()
	if c, ok := cueCache[key]; ok {
		return c
	}
	profiles := []*lang.Profile{p}
	if p == nil {
		profiles = lang.All()
	}
	c := &cueSet{
		patient:   normalizeAll(basePatientCues),
		caregiver: normalizeAll(baseCaregiverCues),
		phone:     normalizeAll(basePhoneCues),
	}
	for _, q := range profiles {
		if q == nil {
			continue
		}
		c.patient = append(c.patient, normalizeAll(q.IDCues)...)
		c.caregiver = append(c.caregiver, normalizeAll(q.CaregiverIDCues)...)
		c.phone = append(c.phone, normalizeAll(q.PhoneCues)...)
	}
	c.patient, c.caregiver, c.phone = dedupe(c.patient), dedupe(c.caregiver), dedupe(c.phone)
	cueCache[key] = c
	return c
}

// normalizeAll normalizes cue phrases and pads them with one space on
// each side, ready for whole-word search in a padded label.
func normalizeAll(in []string) []string {
	out := make([]string, 0, len(in))
	for _, s := range in {
		if n := normalizeLabel(s); n != "" {
			out = append(out, " "+n+" ")
		}
	}
	return out
}

// normalizeLabel lower-cases s, deletes dots, maps º to °, turns other
// punctuation into spaces and collapses runs of spaces, so that "Dossiernr.",
// "N.º" and "pat.-nr" compare with profile words.
func normalizeLabel(s string) string {
	s = strings.ToLower(s)
	var b strings.Builder
	b.Grow(len(s) + 2)
	space := true
	for _, r := range s {
		switch {
		case r == '.':
			continue
		case r == 'º':
			r = '°'
		case r == '#' || r == '°':
		case r < utf8.RuneSelf && !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9'):
			r = ' '
		case r == '–' || r == '—' || r == '’' || r == '·':
			r = ' '
		}
		if r == ' ' {
			if !space {
				b.WriteByte(' ')
			}
			space = true
			continue
		}
		// "acct#" keeps its '#'; a "#" on its own is a word of its own.
		b.WriteRune(r)
		space = false
	}
	return strings.TrimSpace(b.String())
}

// isBoundary reports bytes that end a field label when walking backwards.
func isLabelBoundary(text string, i int) bool {
	switch text[i] {
	case '\n', '\r', '\t', ',', ';', '|', '(', ')', '[', ']', '{', '}', '"', '!', '?':
		return true
	case ' ':
		return i > 0 && text[i-1] == ' '
	}
	// en/em dash, middle dot, bullet (UTF-8 lead bytes E2 80 93/94, C2 B7, E2 80 A2)
	if text[i] == 0xE2 && i+2 < len(text) && text[i+1] == 0x80 && (text[i+2] == 0x93 || text[i+2] == 0x94 || text[i+2] == 0xA2) {
		return true
	}
	if text[i] == 0xC2 && i+1 < len(text) && text[i+1] == 0xB7 {
		return true
	}
	return false
}

// labelBefore returns the normalized field label that ends just before
// start (connectors such as ':' '#' and spaces skipped) and whether a '#'
// is attached directly to the number.
func labelBefore(text string, start int) (label string, hash bool) {
	i := start
	hash = i > 0 && text[i-1] == '#'
	for i > 0 {
		c := text[i-1]
		if c == ' ' || c == '\t' || c == ':' || c == '#' || c == '=' || c == '(' || c == '-' {
			i--
			continue
		}
		break
	}
	end := i
	lo := end - 48
	if lo < 0 {
		lo = 0
	}
	j := end
	for j > lo && !isLabelBoundary(text, j-1) {
		j--
	}
	// do not cut a UTF-8 sequence at the 48-byte limit
	for j < end && !utf8.RuneStart(text[j]) {
		j++
	}
	return normalizeLabel(text[j:end]), hash
}

// classifyLabel decides which kind of cue the label is. The cue that ends
// closest to the number wins.
func (c *cueSet) classifyLabel(label string, hash bool) cueKind {
	k, _ := c.classify(label, hash)
	return k
}

// classify is classifyLabel that also returns the byte offset in label
// just after the winning cue phrase.
func (c *cueSet) classify(label string, hash bool) (cueKind, int) {
	if label == "" {
		if hash {
			return genericCue, 0
		}
		return noCue, 0
	}
	padded := " " + label + " "
	best, bestPos := noCue, -1
	try := func(list []string, k cueKind) {
		for _, cue := range list {
			if p := strings.LastIndex(padded, cue); p >= 0 {
				end := p + len(cue) - 2 // cue is padded with two spaces
				if end > bestPos || (end == bestPos && k == caregiverCue) {
					best, bestPos = k, end
				}
			}
		}
	}
	try(c.phone, phoneCue)
	try(c.patient, patientCue)
	try(c.caregiver, caregiverCue)
	if best != noCue {
		return best, bestPos // p indexes the leading space, so p+len(cue) is the end in label
	}
	words := strings.Fields(label)
	if len(words) > 5 {
		words = words[len(words)-5:]
	}
	generic := hash
	for _, w := range words {
		for _, x := range excludeWords {
			if w == x {
				return noCue, 0
			}
		}
		if isNumberWord(w) {
			generic = true
		}
	}
	if generic {
		return genericCue, len(label)
	}
	return noCue, 0
}

func isNumberWord(w string) bool {
	for _, x := range numberWords {
		if w == x {
			return true
		}
	}
	if strings.HasSuffix(w, "#") {
		return true
	}
	if len(w) >= 4 && strings.HasSuffix(w, "nr") {
		return true
	}
	return len(w) > 6 && (strings.HasSuffix(w, "nummer") || strings.HasSuffix(w, "number"))
}

// Cue is the kind of cue word found in the field label before a number.
type Cue int

// Cue kinds returned by CueBefore.
const (
	CueNone      Cue = Cue(noCue)        // no cue
	CuePatient   Cue = Cue(patientCue)   // a record or national-ID cue (profile IDCues)
	CueCaregiver Cue = Cue(caregiverCue) // a provider-register cue (CaregiverIDCues)
	CueGeneric   Cue = Cue(genericCue)   // a bare "number" word: nr, no, n°, #
	CuePhone     Cue = Cue(phoneCue)     // a phone cue (profile PhoneCues)
)

// CueBefore classifies the field label that ends just before text[start:]
// (the words back to the previous line start, tab, double space or
// punctuation) using the profile's cue words, or every profile's when p is
// nil. adjacent is true when the cue word is the last word of the label,
// apart from number words ("tel. nr 4521", "bleep 4417"). It lets the
// contact recognizer share the identifier cue logic.
func CueBefore(text string, start int, p *lang.Profile) (kind Cue, adjacent bool) {
	if start < 0 || start > len(text) {
		return CueNone, false
	}
	label, hash := labelBefore(text, start)
	c := cuesFor(p)
	k, endPos := c.classify(label, hash)
	if k == noCue || k == genericCue {
		return Cue(k), false
	}
	rest := strings.Fields(label[min(endPos, len(label)):])
	adjacent = true
	for _, w := range rest {
		if !isNumberWord(w) {
			adjacent = false
		}
	}
	return Cue(k), adjacent
}

// dedupe removes repeated phrases, keeping first occurrences in order.
func dedupe(in []string) []string {
	seen := make(map[string]bool, len(in))
	out := in[:0]
	for _, s := range in {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
