package identifier

import (
	"strings"
	"sync"
	"unicode"
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
	basePatientCues = []string{"mrn", "pid", "nhs", "nhs no", "ssn", "iban", "insz", "niss", "rrn", "bsn", "nir", "ipp", "cpf", "dni", "nie", "kvnr", "svnr", "cccd", "cmnd", "patient id", "accession", "sample", "specimen",
		// health-insurance and prescription numbers: Spanish NUSS and CIP,
		// Brazilian CNS, Italian NRE, US Medicaid and Medicare (MBI),
		// Vietnamese BHYT
		"nuss", "cip", "cns", "nre", "medicaid", "medicaid id", "medicare", "mbi", "bhyt"}
	baseCaregiverCues = []string{"riziv", "inami", "npi", "gmc", "lanr", "rpps", "big", "agb", "crm", "colegiado", "interpreter id", "staff id", "employee id", "badge", "clia", "coren"}
	basePhoneCues     = []string{"tel", "tél", "phone", "fax", "gsm", "mobile", "bleep", "pager", "ext",
		// service lines: freephone and information numbers
		"helpline", "hotline", "freephone", "spoedlijn", "infolijn", "hulplijn", "infonummer", "servicenummer",
		"gratis nummer", "numéro gratuit", "numéro vert", "ligne d'urgence", "notrufnummer", "servicetelefon"}
	// numberWords mark a field label as naming a number ("Hospital No:",
	// "N° de séjour", "Acct#").
	numberWords = []string{"nr", "no", "n°", "n", "num", "nummer", "number", "numéro", "numero", "número", "id", "#", "số", "nro"}
	// excludeWords mark field labels whose numbers are not person IDs:
	// rooms, addresses, lots, devices and code systems.
	excludeWords = []string{"kamer", "room", "chambre", "zimmer", "bed", "lit", "bett", "bus", "huisnr", "huisnummer", "postcode", "postbus", "zip", "apt", "lot", "charge", "chargennr", "batch", "serial", "serienummer", "sn", "model", "modell", "type", "typ", "icd", "loinc", "atc", "cnk", "pzn", "ean", "gtin", "ndc", "version", "code postal", "plz",
		// delivery notes and shipping documents
		"bon", "livraison", "lieferschein", "pakbon", "leverbon", "delivery", "albarán", "albaran", "bolla"}
)

// Word sets for constant-time lookups of numberWords and excludeWords.
var (
	numberWordSet  = wordSet(numberWords)
	excludeWordSet = wordSet(excludeWords)
	numberFilter   = newKeyFilter(numberWordSet)
	excludeFilter  = newKeyFilter(excludeWordSet)
)

func wordSet(words []string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// cueSet is a compiled set of normalized cue phrases: each phrase (words
// joined by single spaces, as normalizeLabel writes them) maps to the kind
// that wins when several lists hold it.
type cueSet struct {
	phrases  map[string]cueKind
	filter   *keyFilter // over the keys of phrases
	maxWords int        // most words in one phrase
}

var (
	cueMu    sync.Mutex // serializes building cue sets
	cueCache sync.Map   // profile code ("" for nil) → *cueSet
)

// cuesFor returns the cue set for a profile: the profile's words plus the
// built-in ones; with a nil profile, the words of every profile. Sets are
// built once per profile code and cached.
func cuesFor(p *lang.Profile) *cueSet {
	key := ""
	if p != nil {
		key = p.Code
	}
	if c, ok := cueCache.Load(key); ok {
		return c.(*cueSet)
	}
	cueMu.Lock()
	defer cueMu.Unlock()
	if c, ok := cueCache.Load(key); ok {
		return c.(*cueSet)
	}
	c := buildCues(p)
	cueCache.Store(key, c)
	return c
}

// buildCues compiles the cue set of a profile (every profile when p is nil).
func buildCues(p *lang.Profile) *cueSet {
	profiles := []*lang.Profile{p}
	if p == nil {
		profiles = lang.All()
	}
	patient, caregiver, phone := normalizeAll(basePatientCues), normalizeAll(baseCaregiverCues), normalizeAll(basePhoneCues)
	for _, q := range profiles {
		if q == nil {
			continue
		}
		patient = append(patient, normalizeAll(q.IDCues)...)
		caregiver = append(caregiver, normalizeAll(q.CaregiverIDCues)...)
		phone = append(phone, normalizeAll(q.PhoneCues)...)
	}
	c := &cueSet{phrases: make(map[string]cueKind, len(patient)+len(caregiver)+len(phone))}
	// When phrases of several kinds end at the same place in a label, a
	// caregiver cue wins, then a phone cue, then a patient cue: add them
	// in rising priority so that later ones overwrite.
	for _, l := range []struct {
		list []string
		kind cueKind
	}{{patient, patientCue}, {phone, phoneCue}, {caregiver, caregiverCue}} {
		for _, s := range l.list {
			c.phrases[s] = l.kind
			c.maxWords = max(c.maxWords, strings.Count(s, " ")+1)
		}
	}
	c.filter = newKeyFilter(c.phrases)
	return c
}

// isCueWord reports whether w, normalized, is itself a cue phrase, a
// request, number or exclude word: such a word before a number is its
// label, never a prefix of it.
func (c *cueSet) isCueWord(w string) bool {
	n := normalizeLabel(w)
	if _, ok := c.phrases[n]; ok {
		return true
	}
	return requestCues.phrases[n] || caseCues.phrases[n] || excludeWordSet[n] || isNumberWord([]byte(n))
}

// normalizeAll normalizes cue phrases, dropping empty ones.
func normalizeAll(in []string) []string {
	out := make([]string, 0, len(in))
	for _, s := range in {
		if n := normalizeLabel(s); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// normalizeLabel lower-cases s, deletes dots, maps º to °, turns other
// punctuation into spaces and collapses runs of spaces, so that "Dossiernr.",
// "N.º" and "pat.-nr" compare with profile words.
func normalizeLabel(s string) string {
	var buf [64]byte
	return string(appendNormalized(buf[:0], s))
}

// appendNormalized appends the normalizeLabel form of s to dst.
func appendNormalized(dst []byte, s string) []byte {
	base := len(dst)
	space := true
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			// ASCII: one table look-up (normASCII)
			i++
			switch m := normASCII[c]; m {
			case 0: // '.'
			case ' ':
				if !space {
					dst = append(dst, ' ')
				}
				space = true
			default:
				// "acct#" keeps its '#'; a "#" on its own is a word of its own.
				dst = append(dst, m)
				space = false
			}
			continue
		}
		// other runes: lower-cased (only letters, such as 'İ' and the
		// Kelvin sign, lower-case to ASCII), º read as °, dashes, the
		// apostrophe and the middle dot as spaces
		r, w := utf8.DecodeRuneInString(s[i:])
		i += w
		switch r = unicode.ToLower(r); r {
		case 'º':
			r = '°'
		case '–', '—', '’', '·':
			if !space {
				dst = append(dst, ' ')
			}
			space = true
			continue
		}
		dst = utf8.AppendRune(dst, r)
		space = false
	}
	return trimSpaceFrom(dst, base)
}

// normASCII maps each ASCII byte as appendNormalized does: letters to
// lower case, digits and '#' to themselves, '.' to 0 (deleted) and other
// bytes to ' ' (TestAppendNormalizedASCII checks it against the rune
// path's rules).
var normASCII = func() (t [utf8.RuneSelf]byte) {
	for c := range t {
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '#':
			t[c] = byte(c)
		case c >= 'A' && c <= 'Z':
			t[c] = byte(c) + 'a' - 'A'
		case c == '.':
			t[c] = 0
		default:
			t[c] = ' '
		}
	}
	return t
}()

// trimSpaceFrom trims leading and trailing Unicode white space from
// dst[base:] in place, as strings.TrimSpace would.
func trimSpaceFrom(dst []byte, base int) []byte {
	s := dst[base:]
	lo := 0
	for lo < len(s) {
		r, w := utf8.DecodeRune(s[lo:])
		if !unicode.IsSpace(r) {
			break
		}
		lo += w
	}
	hi := len(s)
	for hi > lo {
		r, w := utf8.DecodeLastRune(s[:hi])
		if !unicode.IsSpace(r) {
			break
		}
		hi -= w
	}
	if lo > 0 {
		copy(s, s[lo:hi])
	}
	return dst[:base+hi-lo]
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

// labelBoundaryByte marks the bytes at which isLabelBoundary may be true,
// so that labelBefore calls it only there.
var labelBoundaryByte = func() (t [256]bool) {
	for _, c := range []byte("\n\r\t,;|()[]{}\"!? \xE2\xC2") {
		t[c] = true
	}
	return t
}()

// maxQualifier bounds a bracketed qualifier between a label and its colon
// (see labelBefore).
const maxQualifier = 24

// labelBuf holds a normalized label; labels come from at most 48 bytes of
// text, so it rarely needs to grow.
type labelBuf [96]byte

// labelBefore returns the normalized field label that ends just before
// start (connectors such as ':' '#' and spaces skipped), written into buf,
// and whether a '#' is attached directly to the number.
func labelBefore(text string, start int, buf *labelBuf) (label []byte, hash bool) {
	i := start
	for i > 0 {
		c := text[i-1]
		if c == ' ' || c == '\t' || c == ':' || c == '#' || c == '=' || c == '(' || c == '-' {
			hash = hash || c == '#' // "Acct#:", "Record #: "
			i--
			continue
		}
		break
	}
	if i > 0 && text[i-1] == ')' {
		// a short qualifier in brackets after the label: "Medicaid ID
		// (OH): …", "MRN (Epic): …"
		if o := strings.LastIndexByte(text[max(i-maxQualifier, 0):i-1], '('); o >= 0 {
			o += max(i-maxQualifier, 0)
			if !strings.ContainsAny(text[o:i], "\n\r") {
				for o > 0 && text[o-1] == ' ' {
					o--
				}
				i = o
			}
		}
	}
	end := i
	lo := end - 48
	if lo < 0 {
		lo = 0
	}
	j := end
	for j > lo && (!labelBoundaryByte[text[j-1]] || !isLabelBoundary(text, j-1)) {
		j--
	}
	// do not cut a UTF-8 sequence at the 48-byte limit
	for j < end && !utf8.RuneStart(text[j]) {
		j++
	}
	return appendNormalized(buf[:0], text[j:end]), hash
}

// classifyLabel decides which kind of cue the label is. The cue that ends
// closest to the number wins.
func (c *cueSet) classifyLabel(label []byte, hash bool) cueKind {
	k, _ := c.classify(label, hash)
	return k
}

// priority orders cue kinds that end at the same place in a label.
func priority(k cueKind) int {
	switch k {
	case caregiverCue:
		return 3
	case phoneCue:
		return 2
	case patientCue:
		return 1
	}
	return 0
}

// classify is classifyLabel that also returns the byte offset in label
// just after the winning cue phrase.
func (c *cueSet) classify(label []byte, hash bool) (cueKind, int) {
	if len(label) == 0 {
		if hash {
			return genericCue, 0
		}
		return noCue, 0
	}
	// Try every phrase of up to maxWords words, ending at the last word,
	// then the one before, and so on: the first end with a match wins.
	// Words are separated by single spaces in a normalized label.
	for end := len(label); end > 0; {
		if best := c.bestEndingAt(label, end); best != noCue {
			return best, end
		}
		end = lastSpace(label[:end])
	}
	// the last five words: an exclude word vetoes, a number word makes
	// the label a generic cue
	generic := hash
	hi := len(label)
	for n := 0; n < 5; n++ {
		lo, end, ok := prevField(label, hi)
		if !ok {
			break
		}
		w := label[lo:end]
		if excludeFilter.mayHave(w) && excludeWordSet[string(w)] {
			return noCue, 0
		}
		if isNumberWord(w) {
			generic = true
		}
		hi = lo
	}
	if generic || requestCues.endsWithRequest(label) {
		return genericCue, len(label)
	}
	return noCue, 0
}

// bestEndingAt returns the cue phrase of highest priority among the
// phrases of up to maxWords words that end at label[:end], or noCue.
func (c *cueSet) bestEndingAt(label []byte, end int) cueKind {
	best := noCue
	s := end
	for n := 0; n < c.maxWords; n++ {
		k := lastSpace(label[:s]) + 1
		if c.filter.mayHave(label[k:end]) {
			if kind, ok := c.phrases[string(label[k:end])]; ok && priority(kind) > priority(best) {
				best = kind
			}
		}
		if k == 0 {
			break
		}
		s = k - 1
	}
	return best
}

// lastSpace returns the index of the last ' ' in b, or -1.
func lastSpace(b []byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] == ' ' {
			return i
		}
	}
	return -1
}

// prevField returns the bounds of the last field of b[:hi], as
// strings.Fields splits them (runs of Unicode white space separate
// fields), or ok false when there is none.
//
// An ASCII byte is classified without decoding (asciiSpace); other bytes
// go through utf8.DecodeLastRune and unicode.IsSpace (TestPrevField).
func prevField(b []byte, hi int) (lo, end int, ok bool) {
	for hi > 0 {
		if c := b[hi-1]; c < utf8.RuneSelf {
			if !asciiSpace[c] {
				break
			}
			hi--
			continue
		}
		r, w := utf8.DecodeLastRune(b[:hi])
		if !unicode.IsSpace(r) {
			break
		}
		hi -= w
	}
	if hi == 0 {
		return 0, 0, false
	}
	lo = hi
	for lo > 0 {
		if c := b[lo-1]; c < utf8.RuneSelf {
			if asciiSpace[c] {
				break
			}
			lo--
			continue
		}
		r, w := utf8.DecodeLastRune(b[:lo])
		if unicode.IsSpace(r) {
			break
		}
		lo -= w
	}
	return lo, hi, true
}

// asciiSpace marks the ASCII bytes that unicode.IsSpace accepts.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

func isNumberWord(w []byte) bool {
	if numberFilter.mayHave(w) && numberWordSet[string(w)] {
		return true
	}
	n := len(w)
	if n > 0 && w[n-1] == '#' {
		return true
	}
	if n >= 4 && w[n-2] == 'n' && w[n-1] == 'r' {
		return true
	}
	return n > 6 && (string(w[n-6:]) == "nummer" || string(w[n-6:]) == "number")
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
	var buf labelBuf
	label, hash := labelBefore(text, start, &buf)
	c := cuesFor(p)
	k, endPos := c.classify(label, hash)
	if k == noCue || k == genericCue {
		return Cue(k), false
	}
	rest := label[min(endPos, len(label)):]
	adjacent = true
	for hi := len(rest); ; {
		lo, end, ok := prevField(rest, hi)
		if !ok {
			break
		}
		if !isNumberWord(rest[lo:end]) {
			adjacent = false
			break
		}
		hi = lo
	}
	return Cue(k), adjacent
}
