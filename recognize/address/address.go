// Package address recognizes postal addresses and places in clinical
// notes.
//
// Addresses with digits: a street with its house number ("Hoogstraat 118
// bus 2", "27 Coombe Lane", "rue de la Paix 12", "Hauptplatz 17/2"), a
// postal code with its locality ("8500 Kortrijk", "B-8500 Kortrijk",
// "1073 NB Amsterdam", "75012 Paris", "12587 Berlin"), a UK postcode ("BH20
// 4QT") and a US "Boston, MA 02114". When a street and a postal part follow
// each other on one line, separated by ", " or " – " (with towns, counties
// or "Apt 3" between them), they form one span; so do a town and the
// postal address after it ("Nottingham, NG5 1PB"). The value of an
// address label ("Địa chỉ: 15 Lê Lợi, phường Phú Hội, Huế") and a road
// number after a road cue ("the A35", "westbound A35", "on I-94", "sur la
// D190", "auf der B96", "on Route 9"; never "A1c", "B12", "D3", "E10.9")
// are spans too. Spans never cross a line break.
//
// Bare places: towns, regions and countries without digits, looked up in
// the lexicon's city, region and country lists for the note's language
// and country (place.go, gazetteer.go) and kept only with context: a
// letter's place line ("Kortrijk, 17 januari 2025", "Wevelgem,
// 03MEI2023"), a residence field ("Woonplaats: Geel"), a state or country
// code after the town ("Salem, OR", "Campinas/SP", "Tilburg (NL)"), a cue
// word before it ("woont in", "huisarts te", "à", "Reside em", "near", "à
// hauteur de", "in de buurt van"), a caregiver's description before it
// ("Dr Hélène Le Goff, Rennes", "GP: Dr Amy Shah (Norwich)") or an
// organisation's name, found by its head word, before a comma or bracket
// ("Harbourside Medical Center, Bridport", "Carter Logistics Ltd,
// Basingstoke", "EHPAD Les Jardins (Mâcon)"; placecue.go). A hyphenated
// district joins its town ("Dresden-Klotzsche"). A town missing from the
// lists is taken after the same strong evidence (a letter line, a field, a
// residence verb, a cue such as "near", a person's provenance "a retired
// farmer from Puddlebrook", an organisation or a caregiver) when it reads
// as a town: no ordinary words, first name, family name, month, holiday,
// eponym, drug, title, acronym, department or facility (unknown.go). Roads
// named after a town ("chaussée de Louvain", "steenweg op Mol", "route de
// Troyes" in an accident) are streets without a number (bare.go).
// Referents of bare places: see placeReferent.
//
// Referent rule for addresses (kept simple; refined later by
// postprocessing):
//
//   - a street name without a house number ("op de Antwerpsesteenweg")
//     is Address_Location:Other — a place, not a home address;
//   - otherwise a patient cue on the line before the address ("Adres:",
//     "Wohnhaft", "Domicile", "Betreft", "Patient") gives Patient;
//   - else a caregiver cue anywhere on the line ("Ziekenhuis", "Praxis",
//     "Hospital", "Klinikum", "Campus", "Tel", "Dr") gives Caregiver;
//   - else the cues of the previous line decide the same way;
//   - else an address above the first patient-cue line of the note (the
//     letterhead) is Caregiver, and any other is Patient.
//
// Word lists live in data/address.yaml; the gazetteer comes from the
// lexicon (NewWith), so a hospital's own lists are used too.
package address

import (
	"sort"
	"strings"
	"sync"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/swar"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/recognize"
)

// Labels emitted by the recognizer.
const (
	LabelPatient   = "Address_Location:Patient"
	LabelCaregiver = "Address_Location:Caregiver"
	LabelOther     = "Address_Location:Other"
)

// Name is the recognizer name, used as span source.
const Name = "address"

// Scores by evidence.
const (
	scoreFull   = 0.95 // street and postal part together
	scoreStreet = 0.9  // street with a house number
	scorePostal = 0.85 // postal code with locality, UK postcode, US ZIP
	scoreBare   = 0.6  // street name without number
)

// partKind is the kind of an address piece found around a number.
type partKind uint8

const (
	partStreet     partKind = iota // street with house number
	partWeakStreet                 // capitalised name with number; kept only before a postal part
	partPOBox                      // "Postbus 9120"
	partPostal                     // "8500 Kortrijk"
	partUK                         // "BH20 4QT"
	partUS                         // "Boston, MA 02114"
	partBareStreet                 // "Kloosterstraat" without number
)

// part is one address piece.
type part struct {
	begin, end int
	kind       partKind
	free       bool // a postal part that may stand alone
}

func (k partKind) isStreet() bool { return k == partStreet || k == partWeakStreet || k == partPOBox }
func (k partKind) isPostal() bool { return k == partPostal || k == partUK || k == partUS }

var (
	compileOnce sync.Once
	compiled    *rules
)

func compile() *rules {
	compileOnce.Do(func() {
		r, err := parseRules(addressYAML, lang.All())
		if err != nil {
			panic(err) // embedded data; the tests catch this
		}
		compiled = r
	})
	return compiled
}

// Recognizer finds addresses. It is safe for concurrent use.
type Recognizer struct {
	r   *rules
	lx  *lexicon.Lexicon // nil: no bare places
	gaz sync.Map         // locale as given -> *gazetteer (shared through lexicon.Lexicon.Derived)
}

// New returns the address recognizer with the embedded lexicon.
func New() recognize.Recognizer { return NewWith(nil) }

// NewWith returns the address recognizer that looks bare places up in
// lx (nil means lexicon.Load(), the embedded lists), so that a hospital's
// own city and region lists (lexicon.LoadDir) reach it. The gazetteer of
// a locale is built on its first note. If the embedded lexicon cannot be
// loaded, only addresses with digits are found.
func NewWith(lx *lexicon.Lexicon) *Recognizer {
	if lx == nil {
		lx, _ = lexicon.Load() // on error lx stays nil: no bare places
	}
	return &Recognizer{r: compile(), lx: lx}
}

// Name implements recognize.Recognizer.
func (*Recognizer) Name() string { return Name }

// Labels implements recognize.Recognizer.
func (*Recognizer) Labels() []string { return []string{LabelPatient, LabelCaregiver, LabelOther} }

// Languages implements recognize.Recognizer: all profiles.
func (*Recognizer) Languages() []string { return nil }

// Recognize implements recognize.Recognizer. Addresses with digits are
// found with every country's patterns (notes mix conventions); bare places
// use the gazetteer and cue words of the profile's language (all of them
// when p is nil).
func (rc *Recognizer) Recognize(text string, p *lang.Profile) []document.Span {
	extra, out := rc.r.addressFields(text, rc.r.addresses(text))
	taken := append(append(make([]document.Span, 0, len(out)+len(extra)), out...), extra...)
	for _, s := range rc.r.roads(text) {
		if !overlapsAny(taken, s.Begin, s.End) {
			extra = append(extra, s)
			taken = append(taken, s)
		}
	}
	places := rc.places(text, p, taken)
	places = joinPlacePostal(text, places, out)
	extra = append(extra, places...)
	if len(extra) == 0 {
		return out
	}
	out = append(out, extra...)
	sort.SliceStable(out, func(a, b int) bool { return out[a].Begin < out[b].Begin })
	return out
}

// addresses finds the addresses anchored on digits and bare street names.
func (r *rules) addresses(text string) []document.Span {
	parts := r.findParts(text)
	parts = append(parts, r.bareStreets(text)...)
	if len(parts) == 0 {
		return nil
	}
	sort.SliceStable(parts, func(a, b int) bool {
		if parts[a].begin != parts[b].begin {
			return parts[a].begin < parts[b].begin
		}
		return parts[a].end > parts[b].end
	})
	parts = dropOverlaps(parts)
	var out []document.Span
	header := -1 // offset of the first patient-cue line, computed lazily
	for k := 0; k < len(parts); k++ {
		p := parts[k]
		b, e, score := p.begin, p.end, 0.0
		switch {
		case p.kind.isStreet() && k+1 < len(parts) && parts[k+1].kind.isPostal() && r.joinable(text, p.end, parts[k+1]):
			e = parts[k+1].end
			score = scoreFull
			k++
		case p.kind == partWeakStreet:
			continue
		case p.kind == partStreet || p.kind == partPOBox:
			score = scoreStreet
		case p.kind == partPostal && !p.free:
			continue
		case p.kind.isPostal():
			score = scorePostal
		case p.kind == partBareStreet:
			score = scoreBare
		}
		label := LabelOther
		if p.kind != partBareStreet {
			if header < 0 {
				header = r.firstPatientLine(text)
			}
			label = r.referent(text, b, header)
		}
		if hb, ok := r.houseNameBefore(text, b); ok && p.kind.isStreet() {
			b = hb // "The Old Bakery, 7 Fore Street"
		}
		out = append(out, document.NewSpan(text, b, e, label, score, Name))
		if ub, ue, ok := r.unitBracket(text, e); ok && p.kind != partBareStreet {
			// "…, 1100 Wien (Stiege 3, Tür 17, kein Lift)"
			out = append(out, document.NewSpan(text, ub, ue, label, score, Name))
		}
	}
	return out
}

// maxHouseWords bounds a house's name before its address.
const maxHouseWords = 4

// houseNameBefore reports whether a house's name ends with ", " right
// before an address at b ("The Old Bakery, 7 Fore Street", "Ashcombe
// Farm, Corfe Lane"): one to four capitalised words, the last a house
// word, opening their line or after a lower-case word or a colon, and
// returns where it begins.
func (r *rules) houseNameBefore(text string, b int) (int, bool) {
	if b < 4 || text[b-2:b] != ", " {
		return 0, false
	}
	last := wordBefore(text, b-2)
	if !isCapitalised(text, last) || !r.houseWords.contains(lower(text, last)) {
		return 0, false
	}
	first := last
	for n := 1; n < maxHouseWords; n++ {
		p := oneBlankBefore(text, first.begin)
		if p < 0 {
			break
		}
		w := wordBefore(text, p)
		if !isCapitalised(text, w) {
			break
		}
		if r.titles.contains(strings.ToLower(strings.TrimSuffix(text[w.begin:w.end], "."))) {
			return 0, false // "Dr Amy House, 7 Fore Street": a person
		}
		first = w
	}
	if first == last {
		return 0, false // "Farm, 7 …" alone: a word, not a name
	}
	if first.begin > 0 {
		switch c := text[first.begin-1]; {
		case c == '\n' || c == ':' || c == '(':
		case c == ' ':
			if w := wordBefore(text, first.begin-1); w.begin < w.end && isCapitalised(text, w) || w.begin == w.end && first.begin >= 2 && text[first.begin-2] == '.' {
				return 0, false // "Mr. Tom House, 7 …"
			}
		default:
			return 0, false
		}
	}
	return first.begin, true
}

// unitBracket reads, in a bracket right after an address ending at e,
// its units: pieces separated by ", " that are each a unit (see
// unitPiece: "(Stiege 3, Tür 17, kein Lift)", "(apt 4B)"), and returns
// their extent.
func (r *rules) unitBracket(text string, e int) (int, int, bool) {
	k := e
	for k < len(text) && text[k] == ' ' {
		k++
	}
	if k >= len(text) || text[k] != '(' {
		return 0, 0, false
	}
	b, end := k+1, -1
	for k = b; ; {
		pe := k
		for pe < len(text) && text[pe] != ',' && text[pe] != ')' && text[pe] != '\n' {
			pe++
		}
		if !r.unitPiece(text[k:pe]) {
			break
		}
		end = pe
		if !strings.HasPrefix(text[pe:], ", ") {
			break
		}
		k = pe + 2
	}
	if end < 0 {
		return 0, 0, false
	}
	return b, end, true
}

// findParts collects the address pieces anchored on every digit run.
func (r *rules) findParts(text string) []part {
	var parts []part
	// the next digit, found eight bytes at a time
	for i := swar.IndexDigit(text, 0); i < len(text); {
		j := i + 1
		for j < len(text) && isDigit(text[j]) {
			j++
		}
		parts = r.partsAt(text, i, j, parts)
		i = swar.IndexDigit(text, j)
	}
	return parts
}

// partsAt appends the pieces found at the digit run text[i:j].
func (r *rules) partsAt(text string, i, j int, parts []part) []part {
	if b, e, ok := ukPostcode(text, i, j); ok {
		return append(parts, part{begin: b, end: e, kind: partUK})
	}
	if e, ok := brazilCEP(text, i, j); ok {
		return append(parts, part{begin: i, end: e, kind: partPostal, free: true})
	}
	if b, e, ok := ruralRoute(text, i, j); ok {
		return append(parts, part{begin: b, end: r.townStateAfter(text, e), kind: partPOBox})
	}
	// houseNumber(text, i, j) and streetBefore(text, i), kept when the PO
	// box test below reads them, for the street test at the end
	var (
		hn, sb         int
		hnOK, sbOK     bool
		haveHN, haveSB bool
		sbKind         partKind
	)
	if i >= 2 && text[i-1] == ' ' && letterAt(text, i-2) {
		// "PO Box 1123, Tupelo, MS": before a number that reads as a postal code
		hn, hnOK = r.houseNumber(text, i, j)
		haveHN = true
		if hnOK {
			sb, sbKind, sbOK = r.streetBefore(text, i)
			haveSB = true
			if sbOK && sbKind == partPOBox && !(hn < len(text) && text[hn] == '/') {
				return append(parts, part{begin: sb, end: r.townStateAfter(text, hn), kind: sbKind})
			}
		}
	}
	if letterBefore(text, i) || i > 0 && (text[i-1] == '.' || text[i-1] == '+' || text[i-1] == '/' || text[i-1] == ',' && i > 1 && isDigit(text[i-2])) {
		if b, e, free, ok := r.postal(text, i, j); ok {
			parts = append(parts, part{begin: b, end: e, kind: partPostal, free: free})
		}
		return parts
	}
	if b, e, ok := r.usZip(text, i, j); ok {
		return append(parts, part{begin: b, end: e, kind: partUS})
	}
	// A house number before its street: "27 Coombe Lane", "1187
	// Dorchester Ave" (tried before postal codes, which it resembles).
	if j-i <= 5 && text[i] != '0' {
		numEnd := j
		if numEnd < len(text) && (isUpper(text[numEnd]) || text[numEnd] >= 'a' && text[numEnd] <= 'z') && !letterAt(text, numEnd+1) {
			numEnd++ // 27a Coombe Lane
		}
		if e, ok := r.streetAfter(text, numEnd); ok {
			return append(parts, part{begin: i, end: e, kind: partStreet})
		}
	}
	if b, e, free, ok := r.postal(text, i, j); ok {
		return append(parts, part{begin: b, end: e, kind: partPostal, free: free})
	}
	if !haveHN {
		hn, hnOK = r.houseNumber(text, i, j)
	}
	h := hn
	if !hnOK {
		return parts
	}
	if m := numberMarkBefore(text, i); m < i {
		// "Rua Augusta, nº 455"
		if b, kind, ok := r.streetBefore(text, m); ok && kind == partStreet && brStreetAt(text, b) {
			return append(parts, part{begin: b, end: r.brTail(text, h), kind: kind})
		}
	}
	if !haveSB {
		sb, sbKind, sbOK = r.streetBefore(text, i)
	}
	if b, kind, ok := sb, sbKind, sbOK; ok {
		if kind == partPOBox && h < len(text) && text[h] == '/' {
			return parts
		}
		if kind == partStreet && brStreetAt(text, b) {
			h = r.brTail(text, h) // "Rua Augusta, 455 - Cerqueira César, São Paulo - SP"
		}
		return append(parts, part{begin: b, end: h, kind: kind})
	}
	return parts
}

// brazilCEP finds a Brazilian postal code after its label, "CEP
// 31010-270" or "CEP: 31010270", at the digit run text[i:j] and returns
// its end.
func brazilCEP(text string, i, j int) (int, bool) {
	e := j
	switch {
	case j-i == 5 && j+4 <= len(text) && text[j] == '-' && allDigits(text[j+1:j+4]):
		e = j + 4
	case j-i == 8:
	default:
		return 0, false
	}
	if e < len(text) && isDigit(text[e]) {
		return 0, false
	}
	before := strings.TrimRight(text[:i], " :")
	if len(before) < 3 || !strings.EqualFold(before[len(before)-3:], "cep") || len(before) > 3 && letterAt(text, len(before)-4) {
		return 0, false
	}
	return e, true
}

// dropOverlaps keeps the first of overlapping parts (sorted by begin,
// longest first).
func dropOverlaps(parts []part) []part {
	out := parts[:0]
	end := -1
	for _, p := range parts {
		if p.begin < end {
			continue
		}
		out = append(out, p)
		end = p.end
	}
	return out
}

// joinable reports whether the text between a street ending at e and the
// postal part next may join them into one address: separators (", ",
// " – ") around towns, counties, "Apt 3" or a floor "3.º B", all on one
// line.
func (r *rules) joinable(text string, e int, next part) bool {
	if next.begin < e || next.begin-e > 80 {
		return false
	}
	gap := text[e:next.begin]
	if strings.ContainsAny(gap, "\n\r") {
		return false
	}
	trimmed := strings.Trim(gap, " ,–—-\t")
	if trimmed == "" {
		return strings.Contains(gap, ",") || strings.ContainsAny(gap, "–—-") || next.kind == partUS
	}
	if !strings.Contains(gap, ",") {
		// "2290 Birch Hollow Rd apt 4 Quincy MA 02169"
		return next.kind == partUS && r.unitPiece(trimmed)
	}
	for _, piece := range strings.Split(trimmed, ",") {
		piece = strings.TrimSpace(piece)
		if !r.gapPiece(piece, next.kind) {
			return false
		}
	}
	return true
}

// gapPiece reports whether one comma-separated piece between a street and
// a postal part belongs to the address.
func (r *rules) gapPiece(p string, next partKind) bool {
	if p == "" {
		return false
	}
	if r.unitPiece(p) {
		return true
	}
	// A floor or door: "3.º B", "2e", "3°".
	if isDigit(p[0]) && len(p) <= 8 {
		return true
	}
	// A town or county before a UK/US postcode: "Wareham", "Leek, Staffordshire".
	if next == partUK || next == partUS {
		words := strings.Fields(p)
		if len(words) > 4 {
			return false
		}
		for _, w := range words {
			t := token{0, len(w)}
			if !isCapitalised(w, t) && !r.particles.contains(strings.ToLower(w)) {
				return false
			}
		}
		return true
	}
	return false
}

// unitPiece reports whether p is an apartment or suite: "Apt 3", "Suite
// 200", "bus 2".
func (r *rules) unitPiece(p string) bool {
	sp := strings.IndexByte(p, ' ')
	return sp > 0 && r.unitWords.contains(strings.ToLower(p[:sp])) && allDigitsOrLetter(p[sp+1:])
}

func allDigitsOrLetter(s string) bool {
	if s == "" || !isDigit(s[0]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) && !(i == len(s)-1 && (isUpper(s[i]) || s[i] >= 'a' && s[i] <= 'z')) {
			return false
		}
	}
	return true
}

// joinPlacePostal joins a bare town to the postal address that follows
// it after ", " or a blank ("City Hospital, Nottingham, NG5 1PB",
// "Topsham EX3 0HF"): the address span
// in out starts at the town instead, keeps its label and takes the higher
// score. It returns the places left.
func joinPlacePostal(text string, places, out []document.Span) []document.Span {
	kept := places[:0]
	for _, pl := range places {
		joined := false
		for k := range out {
			a := &out[k]
			if (a.Begin != pl.End+2 || text[pl.End:a.Begin] != ", ") && (a.Begin != pl.End+1 || text[pl.End] != ' ') {
				continue // "Bridport, DT6 3AB", "Topsham EX3 0HF"
			}
			*a = document.NewSpan(text, pl.Begin, a.End, a.Label, max(*a.Score, *pl.Score), Name)
			joined = true
			break
		}
		if !joined {
			kept = append(kept, pl)
		}
	}
	return kept
}
