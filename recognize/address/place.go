package address

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
)

// Scores of bare places by evidence.
const (
	scorePlaceStrong = 0.8 // a letter's place line, a field label, a town with its state
	scorePlace       = 0.7 // after a cue word ("woont in", "huisarts te")
)

// evidence is what makes a gazetteer match a place mention.
type evidence uint8

const (
	evNone       evidence = iota
	evLetter              // "Kortrijk, 17 januari 2025" at a line start
	evField               // "Woonplaats: Gent"
	evState               // "Salem, OR", "Campinas/SP", "Anchorage, Alaska", "Tilburg (NL)"
	evPrep                // "woont in Gent", "huisarts te Mol", "à Namur"
	evApposition          // "Dr Céline Masson, médecin généraliste, Namur"
	evOrg                 // "Harbourside Medical Center, Bridport", "EHPAD Les Jardins (Mâcon)"
)

// placeCandidate is a gazetteer match with its extension and evidence.
type placeCandidate struct {
	begin, end int // the span, extension included
	nameEnd    int // end of the gazetteer entry itself
	cue        int // start of the cue word before the place, or begin
	ev         evidence
	unknown    bool // not in the gazetteer: found by context alone
	care       bool // evOrg: the organisation is a care institution
	near       bool // after a cue such as "near", "à hauteur de": a place passed, not lived in
	residence  bool // after a residence verb and cue ("woont in")
	shape      bool // not in the gazetteer, after a person's provenance: needs a town's ending
	world      bool // in no local list, only in the towns of the world (see worldPlace)
}

// places finds bare towns, regions and countries (see findPlaces) that
// overlap none of the spans already found, and labels them.
func (rc *Recognizer) places(text string, p *lang.Profile, taken []document.Span) []document.Span {
	locale, language := "", ""
	if p != nil {
		locale, language = p.Code, lang.Base(p.Code)
	}
	g := rc.gazetteerFor(locale)
	if g == nil {
		return nil
	}
	var out []document.Span
	found := rc.r.findPlaces(text, language, g, taken)
	for _, c := range found {
		if overlapsAny(taken, c.begin, c.end) {
			continue
		}
		score := scorePlace
		switch {
		case c.world:
			// a known town after a cue: as sure as a listed one
		case c.unknown:
			score = scoreUnknownPlace
		case c.ev != evPrep && c.ev != evApposition && c.ev != evOrg:
			score = scorePlaceStrong
		}
		label := rc.r.placeReferent(text, c, taken, found, g)
		out = append(out, document.NewSpan(text, c.begin, c.end, label, score, Name))
		if cb, ce, ok := countryInBrackets(text, c.end, g); ok && !overlapsAny(taken, cb, ce) {
			// "Montréal (Canada)": the country, a span of its own that
			// post-processing joins to the town
			out = append(out, document.NewSpan(text, cb, ce, label, score, Name))
		}
	}
	return out
}

// overlapsAny reports whether [b, e) overlaps one of spans.
func overlapsAny(spans []document.Span, b, e int) bool {
	for _, s := range spans {
		if s.Begin < e && b < s.End {
			return true
		}
	}
	return false
}

// findPlaces returns the gazetteer matches that context marks as places,
// longest match first at each position, without overlaps. The matcher
// only runs at positions where a place could have evidence (see
// nextCandidateStart), which keeps the cost of long notes low.
func (r *rules) findPlaces(text, language string, g *gazetteer, taken []document.Span) []placeCandidate {
	var out []placeCandidate
	last := 0
	for b := nextCandidateStart(text, 0); b >= 0; b = nextCandidateStart(text, b+1) {
		if b < last || !r.mayHaveEvidence(text, language, b) {
			continue
		}
		var c placeCandidate
		var ok bool
		e, area := g.entryAt(text, b)
		if e >= 0 {
			c, ok = r.placeAt(text, language, g, b, e, area)
		}
		if !ok {
			// Not in the gazetteer, or only a part of the name is
			// ("Zandhoven-Pulle").
			c, ok = r.unknownPlace(text, language, g, b, taken)
		}
		if !ok {
			c, ok = r.worldPlace(text, language, g, b, e)
		}
		if ok {
			out = append(out, c)
			last = c.end
		}
	}
	return out
}

// maxPlaceBytes bounds the text the matcher reads for one entry.
const maxPlaceBytes = 64

// entryStop holds the bytes that end the text entryAt reads: "\n", ",",
// ";", ":", "(" and ")".
var entryStop = [256]bool{'\n': true, ',': true, ';': true, ':': true, '(': true, ')': true}

// entryAt returns the end of the longest gazetteer entry starting at b
// (-1 for none) and whether that entry is a region or country.
func (g *gazetteer) entryAt(text string, b int) (int, bool) {
	le := min(len(text), b+maxPlaceBytes)
	for k := b; k < le; k++ {
		if entryStop[text[k]] {
			le = k
			break
		}
	}
	var buf [8]lexicon.Match
	e, area := -1, false
	for _, m := range g.m.AppendFirst(buf[:0], text[b:le]) {
		if m.Begin > 0 {
			break // matches come ordered by Begin
		}
		switch {
		case b+m.End > e:
			e, area = b+m.End, m.List != string(lexicon.Cities)
		case b+m.End == e && m.List != string(lexicon.Cities):
			area = true
		}
	}
	return e, area
}

// mayHaveEvidence is a quick test of the left context of a place at b:
// a line start, ", ", ": " or a cue word before it (placeAt checks fully).
func (r *rules) mayHaveEvidence(text, language string, b int) bool {
	ls := b
	for ls > 0 && (text[ls-1] == ' ' || text[ls-1] == '\t') {
		ls--
	}
	if ls == 0 || text[ls-1] == '\n' || text[ls-1] == ',' || text[ls-1] == ':' || text[ls-1] == '(' {
		return true
	}
	if b >= 5 && (text[b-4:b] == " de " || text[b-4:b] == " di " || text[b-4:b] == " du ") {
		return true // after an organisation (see orgPlaceOf)
	}
	if atBefore(text, b) {
		return true // "at Ovenden" after "Ovenden Infirmary" (see namesCareOrg)
	}
	if r.places.clubBefore(text, b) {
		return true // "TuS Dellbrück"
	}
	_, ok := r.places.prepBefore(text, language, b, true)
	return ok
}

// mayStartPlace holds the bytes that may open a place for
// nextCandidateStart: "A"–"Z", "'" and the bytes of non-ASCII runes.
var mayStartPlace = func() (t [256]bool) {
	for c := range 256 {
		t[c] = c >= 'A' && c <= 'Z' || c == '\'' || c >= utf8.RuneSelf
	}
	return t
}()

// nextCandidateStart returns the first offset at or after from where a
// place may start, or -1: an upper-case letter (or "'s-") at a line start
// or after a blank, a "/" or a "(".
func nextCandidateStart(text string, from int) int {
	for i := from; i < len(text); i++ {
		c := text[i]
		if !mayStartPlace[c] {
			continue // most bytes: one table read, no call
		}
		if i > 0 {
			switch text[i-1] {
			case ' ', '\n', '\t', '(', '/':
			default:
				continue
			}
		}
		switch {
		case c >= 'A' && c <= 'Z', c == '\'' && i+1 < len(text) && text[i+1] == 's':
			return i
		case c >= utf8.RuneSelf:
			if r, _ := utf8.DecodeRuneInString(text[i:]); unicode.IsUpper(r) {
				return i
			}
		}
	}
	return -1
}

// placeAt decides whether the gazetteer match text[b:e] is a place.
func (r *rules) placeAt(text, language string, g *gazetteer, b, e int, area bool) (placeCandidate, bool) {
	pr := r.places
	e = districtEnd(text, e)
	c := placeCandidate{begin: b, end: e, nameEnd: e, cue: b}
	name := text[b:e]
	if strings.IndexByte(name, '\n') >= 0 || !startsUpper(name) || !placeEdges(text, b, e) {
		return c, false
	}
	allCaps := isAllCaps(name)
	c.end, c.ev = r.placeExtension(text, language, g, e)
	if c.end == e && pr.blockedAfter(text, e) {
		return c, false
	}
	ls, _ := lineBounds(text, b)
	switch {
	case c.ev == evState:
	case r.letterLine(text, ls, b, c.end):
		c.ev = evLetter
	case pr.fieldBefore(text, ls, b):
		c.ev = evField
	default:
		if cue, ok := pr.prepBefore(text, language, b, area); ok {
			if area && r.townBefore(text, language, g, cue, b) {
				return c, false // "Freiburg im Breisgau": a town's full name
			}
			c.ev, c.cue = evPrep, cue
			_, c.near = pr.strongBefore(text, b)
		} else if care, ok := r.orgPlace(text, g, b, c.end); ok {
			c.ev, c.care = evOrg, care
		} else if care, ok := r.orgPlaceOf(text, b); ok && !area {
			c.ev, c.care = evOrg, care
		} else if care, ok := r.orgLineBefore(text, b, c.end); ok && !area {
			c.ev, c.care = evOrg, care
		} else if !area && pr.clubBefore(text, b) {
			c.ev = evOrg // "KV Mechelen", "R. Olympic Gilly"
		} else if r.appositionOf(text, ls, b, c.end) {
			c.ev = evApposition
		}
	}
	if c.ev == evNone || allCaps && c.ev != evLetter && c.ev != evField && c.ev != evState {
		return c, false
	}
	if (c.ev == evApposition || c.ev == evOrg) && g.firstNames.Contains(name) && !closesLine(text, b, c.end) {
		// "Dr Patel, Charlotte – …"; but "Valley View Hospital, Seattle",
		// "GP: Dr Amy Shah (Boston)": first-name lists hold many towns.
		return c, false
	}
	if pr.dateWords.contains(strings.ToLower(name)) && c.ev != evLetter && c.ev != evField && c.ev != evState {
		return c, false // "in March", "in Mai"
	}
	// An ordinary word, or a first name after a cue word that also stands
	// before persons ("Referred to Charlotte"), needs the clause to say
	// that someone lives, was born, stays or went there.
	if pr.isAmbiguous(language, name) || c.ev == evPrep && pr.namePreps.has(text, wordAfter(text, c.cue)) && g.firstNames.Contains(name) {
		switch c.ev {
		case evLetter, evField, evState:
		case evPrep:
			if !r.residenceClause(text, b) {
				return c, false
			}
		default:
			return c, false
		}
	}
	return c, true
}

// districtEnd extends a town ending at e over a hyphenated district
// ("Dresden-Klotzsche", "Gent-Sint-Amandsberg"): "-" and a capitalised
// word without apostrophe.
func districtEnd(text string, e int) int {
	if e+1 >= len(text) || text[e] != '-' {
		return e
	}
	t := wordAfter(text, e+1)
	w := strings.TrimRight(text[t.begin:t.end], "-")
	if len(w) < 2 || !isCapitalised(text, t) || hasApostrophe(w) {
		return e
	}
	return t.begin + len(w)
}

// townBefore reports whether a listed town ends one blank before the
// article cue ("im", "in de") at cue that precedes the region at b: the
// region is part of the town's full name ("Freiburg im Breisgau").
func (r *rules) townBefore(text, language string, g *gazetteer, cue, b int) bool {
	k := oneBlankBefore(text, cue)
	if k < 0 || b < cue+2 {
		return false
	}
	if _, articles := r.places.prepsFor(language); !articles.has(text, token{cue, b - 1}) {
		return false
	}
	t := wordBefore(text, k)
	if !isCapitalised(text, t) {
		return false
	}
	e, _ := g.entryAt(text, t.begin)
	return e >= t.end
}

// startsUpper reports whether s starts with an upper-case letter, or with
// "'s-" ("'s-Hertogenbosch").
func startsUpper(s string) bool {
	if strings.HasPrefix(s, "'s") || strings.HasPrefix(s, "’s") {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// isAllCaps reports whether s has more than three letters, all upper-case.
// ASCII is read byte by byte; from a non-ASCII byte on, isAllCapsRunes
// reads s again by runes.
func isAllCaps(s string) bool {
	n := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= utf8.RuneSelf:
			return isAllCapsRunes(s)
		case 'a' <= c && c <= 'z':
			return false
		case 'A' <= c && c <= 'Z':
			n++
		}
	}
	return n > 3
}

// isAllCapsRunes is isAllCaps by runes.
func isAllCapsRunes(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			if !unicode.IsUpper(r) {
				return false
			}
			n++
		}
	}
	return n > 3
}

// gluedBefore holds the ASCII bytes that glue a word to a place after
// them (see placeEdges): letters, digits and "-.@/_&".
var gluedBefore = func() (t [utf8.RuneSelf]bool) {
	for c := range utf8.RuneSelf {
		t[c] = unicode.IsLetter(rune(c)) || unicode.IsDigit(rune(c)) || strings.ContainsRune("-.@/_&", rune(c))
	}
	return t
}()

// placeEdges reports whether text[b:e] stands free: not glued to a word, a
// hyphenated compound ("Gent-Sint-Pieters"), a domain ("gent.be") or an
// e-mail address.
func placeEdges(text string, b, e int) bool {
	if b > 0 {
		if c := text[b-1]; c < utf8.RuneSelf {
			if gluedBefore[c] {
				return false // an ASCII byte by the table, without a call
			}
		} else if r, _ := utf8.DecodeLastRuneInString(text[:b]); unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	if e < len(text) {
		r, _ := utf8.DecodeRuneInString(text[e:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '@' || r == '_' {
			return false
		}
		if (r == '-' || r == '.') && letterAt(text, e+1) {
			return false
		}
	}
	return true
}

// blockedAfter reports whether the word after a place makes it part of a
// longer name ("Wareham Bowling Club", "Boston EMS") or of a score or
// disease name ("Glasgow Coma Scale", "Lyme disease").
func (pr *placeRules) blockedAfter(text string, e int) bool {
	k := oneBlankAfter(text, e)
	if k < 0 {
		return false
	}
	t := wordAfter(text, k)
	if t.begin == t.end {
		return false
	}
	return isCapitalised(text, t) || pr.blockersAfter.has(text, t)
}

// placeExtension returns the end of a place's extension after e (a US or
// Brazilian state, a region or country after a comma, a country code or
// French département number in parentheses) with evState, or e and evNone.
func (r *rules) placeExtension(text, language string, g *gazetteer, e int) (int, evidence) {
	pr := r.places
	rest := text[e:]
	switch {
	case len(rest) >= 4 && rest[0] == ',' && rest[1] == ' ' && isUpper(rest[2]) && isUpper(rest[3]) && (len(rest) == 4 || !letterAt(rest, 4) && !isDigit(rest[4])):
		// "Salem, OR" (not "Boston, MA 02114": that is a postal address).
		if r.usStates.contains(strings.ToLower(rest[2:4])) && !(len(rest) > 5 && rest[4] == ' ' && isDigit(rest[5])) {
			return e + 4, evState
		}
	case len(rest) >= 3 && rest[0] == '/' && isUpper(rest[1]) && isUpper(rest[2]) && (len(rest) == 3 || !letterAt(rest, 3) && !isDigit(rest[3])):
		if pr.brStates.contains(strings.ToLower(rest[1:3])) {
			return e + 3, evState
		}
	case len(rest) >= 4 && rest[0] == ' ' && rest[1] == '(':
		if k := strings.IndexByte(rest[:min(len(rest), 8)], ')'); k > 2 {
			code := rest[2:k]
			if isUpperWord(code) && pr.countryCodes.contains(strings.ToLower(code)) || (language == "fr" || language == "") && isDepartement(code) {
				return e + k + 1, evState
			}
		}
	case len(rest) > 2 && rest[0] == ',' && rest[1] == ' ':
		// "Anchorage, Alaska", "Leek, Staffordshire", "Gent, België".
		if end, area := g.entryAt(text, e+2); area && startsUpper(text[e+2:end]) && placeEdges(text, e+2, end) {
			return end, evState
		}
	}
	return e, evNone
}

// countryInBrackets reports whether " (Country)" follows a place ending
// at e, with a country or region the gazetteer knows, and returns its
// extent inside the brackets.
func countryInBrackets(text string, e int, g *gazetteer) (int, int, bool) {
	if e+3 >= len(text) || text[e] != ' ' || text[e+1] != '(' || !startsUpper(text[e+2:]) {
		return 0, 0, false
	}
	end, area := g.entryAt(text, e+2)
	if !area || end >= len(text) || text[end] != ')' {
		return 0, 0, false
	}
	return e + 2, end, true
}

// isUpperWord reports whether s is one to three upper-case ASCII letters.
func isUpperWord(s string) bool {
	if s == "" || len(s) > 3 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isUpper(s[i]) {
			return false
		}
	}
	return true
}

// isDepartement reports whether s is a French département number: two
// digits, 2A/2B, or 971–976.
func isDepartement(s string) bool {
	switch {
	case len(s) == 2 && isDigit(s[0]) && isDigit(s[1]):
		return s != "00"
	case s == "2A" || s == "2B":
		return true
	case len(s) == 3 && s[:2] == "97" && s[2] >= '1' && s[2] <= '6':
		return true
	}
	return false
}

// letterLine reports whether the place at b opens its line and is
// followed by ", " and a date: a letter's place line ("Kortrijk, 17
// januari 2025", "Berlin, den 29.10.2024", "Lokeren, maandag 3 maart",
// "Huế, ngày 12 tháng 5").
func (r *rules) letterLine(text string, ls, b, e int) bool {
	if strings.TrimLeft(text[ls:b], " \t") != "" || !strings.HasPrefix(text[e:], ", ") {
		return false
	}
	return r.dateAt(text, e+2)
}

// dateAt reports whether a date starts at k, after an optional letter
// word ("le", "den", "ngày") and weekday: a day number with a month name
// or a numeric date ("17 januari", "3rd March", "29.10.2024",
// "12/03/2025"), or a month name with a day number ("March 12").
func (r *rules) dateAt(text string, k int) bool {
	pr := r.places
	for n := 0; n < 3 && k < len(text) && !isDigit(text[k]); n++ {
		t := wordAfter(text, k)
		if t.begin == t.end {
			return false
		}
		month := pr.dateWords.has(text, t)
		if !month && !pr.letterWords.has(text, t) {
			return false
		}
		k = t.end
		if k < len(text) && text[k] == ',' {
			k++
		}
		if k = oneBlankAfter(text, k); k < 0 {
			return false
		}
		if month && k < len(text) && isDigit(text[k]) {
			return true // "March 12", "maandag 3 maart"
		}
	}
	j := k
	for j < len(text) && isDigit(text[j]) {
		j++
	}
	if j == k || j-k > 4 {
		return false
	}
	if j+1 < len(text) && (text[j] == '.' || text[j] == '/' || text[j] == '-') && isDigit(text[j+1]) {
		return true // "29.10.2024", "12/03/2025"
	}
	if j+1 < len(text) && (text[j] == '-' || text[j] == '.') && letterAt(text, j+1) {
		j++ // "17-SEP-2024"
	}
	if t := wordAfter(text, j); t.end > t.begin && pr.dateWords.has(text, lettersOf(text, t)) {
		return true // "11MAR2023", "17-SEP-2024"
	} else if t.end > t.begin && t.end-t.begin <= 2 {
		j = t.end // "3rd", "1er"
	}
	if j < len(text) && text[j] == '.' {
		j++ // "3. März"
	}
	if k2 := oneBlankAfter(text, j); k2 > 0 {
		t := wordAfter(text, k2)
		return t.end > t.begin && (pr.dateWords.has(text, t) || pr.letterWords.has(text, t))
	}
	return false
}

// lettersOf returns the leading letters of t ("SEP" of "SEP-").
func lettersOf(text string, t token) token {
	for i, r := range text[t.begin:t.end] {
		if !unicode.IsLetter(r) {
			return token{t.begin, t.begin + i}
		}
	}
	return t
}

// fieldBefore reports whether a residence label ("Woonplaats:", "Wohnort:",
// "Place of birth:") directly precedes b on its line.
func (pr *placeRules) fieldBefore(text string, ls, b int) bool {
	before := strings.TrimRight(text[ls:b], " \t")
	if !strings.HasSuffix(before, ":") {
		return false
	}
	label := strings.TrimSpace(strings.TrimSuffix(before, ":"))
	if k := strings.LastIndexAny(label, "\t|:"); k >= 0 {
		label = strings.TrimSpace(label[k+1:])
	}
	if k := strings.LastIndex(label, "  "); k >= 0 {
		label = strings.TrimSpace(label[k+2:])
	}
	return pr.residenceFields.hasWord(label)
}

// prepBefore returns the start of a cue word directly before b ("in",
// "te", "près de", or a strong cue of up to four words such as "in de
// buurt van", "on the outskirts of"); area reports whether the entry is a
// region or country, which may also follow an article ("in de Kempen",
// "im Waldviertel").
func (pr *placeRules) prepBefore(text, language string, b int, area bool) (int, bool) {
	preps, articles := pr.prepsFor(language)
	k := oneBlankBefore(text, b)
	if k < 0 {
		return 0, false
	}
	w1 := wordBefore(text, k)
	if w1.begin == w1.end || w1.end-w1.begin > 12 {
		return 0, false
	}
	if preps.has(text, w1) || area && articles.has(text, w1) {
		return w1.begin, true
	}
	if k0 := oneBlankBefore(text, w1.begin); k0 >= 0 {
		w0 := wordBefore(text, k0)
		if w0.begin < w0.end && w0.end-w0.begin <= 12 {
			two := token{w0.begin, w1.end}
			if preps.has(text, two) || area && articles.has(text, two) {
				return w0.begin, true
			}
		}
	}
	// strongBefore(text, b), with the blank k and the word w1 already read
	return cueEnding(text, pr.strongPreps, pr.strongLast, k, w1)
}

// closesLine reports whether the place text[b:e] ends its line or
// sentence, or closes a bracket opened just before it.
func closesLine(text string, b, e int) bool {
	if b > 0 && text[b-1] == '(' {
		return closesBracket(text, e)
	}
	if e >= len(text) {
		return true
	}
	switch text[e] {
	case '\n', '\r', '.', ';':
		return true
	}
	return false
}

// appositionOf reports whether the place at b closes a caregiver's
// description after a comma ("Dr Hélène Le Goff, Rennes", "Saxon Mill
// Surgery, Wareham") or stands in brackets after it ("GP: Dr Amy Shah
// (Norwich)"): ", " before and the end of the line or a sentence or a
// bracket after, or a bracket around it; and a caregiver cue earlier in
// the clause.
func (r *rules) appositionOf(text string, ls, b, e int) bool {
	switch {
	case b-ls < 3:
		return false
	case text[b-2:b] == " (":
		// "GP: Dr Rhiannon Clark (Norwich)", "médecin traitant (Lille)".
		if !closesBracket(text, e) {
			return false
		}
	case text[b-2:b] != ", ":
		return false
	case e < len(text):
		switch text[e] {
		case '\n', '.', ';', ')', '(', '\t', '|':
		case ' ':
			if rest := strings.TrimLeft(text[e:], " "); rest != "" && !strings.HasPrefix(rest, "–") && !strings.HasPrefix(rest, "-") && !strings.HasPrefix(rest, "(") && !strings.HasPrefix(rest, "|") && rest[0] != '\n' {
				return false
			}
		default:
			return false
		}
	}
	for _, w := range clauseWords(text, r.clauseStart(text, b), b-2) {
		if r.places.caregiver.contains(w) {
			return true
		}
	}
	return false
}

// residenceClause reports whether the clause before b says that someone
// lives, was born, stays or went there (a residence, travel, accident,
// work or school word).
func (r *rules) residenceClause(text string, b int) bool {
	words := clauseWords(text, r.clauseStart(text, b), b)
	for i := range words {
		if hasCueAt(r.places.residence, words, i) || hasCueAt(r.places.other, words, i) {
			return true
		}
	}
	return false
}
