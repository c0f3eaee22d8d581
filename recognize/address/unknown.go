package address

import (
	"strings"

	"github.com/meddeid/meddeid/document"
)

// scoreUnknownPlace is the score of a town found by its context alone.
const scoreUnknownPlace = 0.6

// minCommonWords is the size from which a common-word list counts as a
// dictionary of the language (the lists from hunspell and OpenTaal hold
// hundreds of thousands of words).
const minCommonWords = 20000

// maxUnknownWords bounds the words of a town found by context alone.
const maxUnknownWords = 4

// unknownPlace finds a town that is not in the gazetteer but whose
// context leaves no doubt: a letter's place line ("Cheddleton, 3 March
// 2024"), a residence field ("Woonplaats: Zandhoven-Pulle"), a residence
// verb right before the cue word ("woont in Oud-Heverlee", "lives in Bere
// Regis", "domicilié à Gesves"), a relative right before the cue word
// ("bij familie in Nickerie"), a cue that asks for a place ("near
// Puddlebrook", "à hauteur de Saint-Avold"), a street just found in taken
// before "à", "in" or "te" ("chaussée de Tongres à Rocourt"), a
// provenance after a person ("a retired farmer from Puddlebrook"), an
// organisation's name before a comma or bracket ("Royal Devon Infirmary,
// Shillingstone", "EHPAD Les Jardins (Marcilly)") or a caregiver's
// description ("Dr Amy Shah, Puddletown"). The name is one to four
// capitalised words (with particles between them) that reads as a town
// (see plausibleTown). In a language without a list of ordinary words
// only a letter line or a field label counts, except German town endings
// ("Unterhaching").
func (r *rules) unknownPlace(text, language string, g *gazetteer, b int, taken []document.Span) (placeCandidate, bool) {
	c := placeCandidate{begin: b, cue: b, unknown: true}
	e, ok := r.capitalisedRun(text, b)
	if !ok || !placeEdges(text, b, e) || isAllCaps(text[b:e]) {
		return c, false
	}
	c.nameEnd = e
	c.end, c.ev = r.placeExtension(text, language, g, e)
	ls, _ := lineBounds(text, b)
	if c.end == e && r.places.blockedAfter(text, e) && (b != ls || !postcodeAfter(text, e, taken)) {
		return c, false
	}
	// Evidence first (cheap), the dictionary look-ups last.
	switch {
	case r.letterLine(text, ls, b, c.end):
		c.ev = evLetter
	case r.places.fieldBefore(text, ls, b):
		c.ev = evField
	case r.usStateAfter(text, c.nameEnd, c.end):
		// "in Moraine, OH": a town the gazetteer lacks, named with its state
	case !r.unknownContext(text, language, g, &c, ls, taken):
		return c, false
	case !c.residence:
		// A listed place opening a longer name is an organisation's
		// ("Oxford Brookes", "Boston Scientific").
		if k, _ := g.entryAt(text, b); k > b && k < e {
			return c, false
		}
	}
	return c, r.plausibleTown(text, language, g, c)
}

// usStateAfter reports whether text[e:end] is ", ST" with a US state code
// that is no credential or word as well ("MD", "DO", "PA", "OK").
func (r *rules) usStateAfter(text string, e, end int) bool {
	if end != e+4 || text[e] != ',' {
		return false
	}
	switch code := text[e+2 : end]; code {
	case "MD", "DO", "PA", "OK":
		return false
	default:
		return r.usStates.contains(strings.ToLower(code))
	}
}

// unknownContext sets the evidence of a town found by context alone
// (see unknownPlace) and reports whether there is any.
func (r *rules) unknownContext(text, language string, g *gazetteer, c *placeCandidate, ls int, taken []document.Span) bool {
	pr := r.places
	b := c.begin
	if b == ls && postcodeAfter(text, c.end, taken) {
		// "Topsham EX3 0HF": the post town before its postcode, joined
		// to it later (see joinPlacePostal).
		c.ev = evField
		return true
	}
	if _, _, sep := orgSeparator(text, b); sep {
		// ", Town" or " (Town)": an organisation or a caregiver before.
		if !clauseEndsAfter(text, c.end) {
			return false
		}
		p, _, _ := orgSeparator(text, b)
		if care, ok := r.orgPlace(text, g, b, c.end); ok {
			// After a department ("Kliniek Oncologie, Lindenhof") comes
			// the hospital's name.
			c.ev, c.care = evOrg, care
			return !r.segmentHas(text, ls, p, r.places.specialty)
		}
		// A caregiver named right before: "Dr Amy Shah, Puddletown", not
		// "cataract surgery (Apr 2004, Kingsway)".
		if r.appositionOf(text, ls, b, c.end) && r.segmentHas(text, ls, p, func(w string) bool { return r.places.caregiver.contains(w) || r.titles.contains(w) }) {
			c.ev = evApposition
			return true
		}
		return false
	}
	if care, ok := r.orgLineBefore(text, b, c.end); ok {
		c.ev, c.care = evOrg, care
		return true
	}
	if pr.clubBefore(text, b) && foundedAfter(text, c.end) {
		c.ev = evOrg // "TuS Dellbrück 1910 e.V."
		return true
	}
	if p, ok := orgPrepBefore(text, b); ok {
		// "Little Acorns Day Nursery in Harehills": the town of an
		// organisation named by its head word.
		if care, ok := r.orgHeadBefore(text, ls, p); ok {
			c.ev, c.care = evOrg, care
			return true
		}
		// "chaussée de Tongres à Rocourt", "Kloosterstraat in Duffel":
		// the town of the street just found.
		if afterStreet(text, p+1, taken) {
			c.ev, c.cue = evPrep, p+1
			return true
		}
	}
	if cue, ok := pr.prepBefore(text, language, b, false); ok {
		if r.residenceVerbBefore(text, cue) {
			c.ev, c.cue, c.residence = evPrep, cue, true
			return true
		}
		// "bij familie in Nickerie", "her daughter in Puddlebrook": where
		// a relative lives.
		if kinBefore(pr.kin, text, cue) || kinBefore(pr.relative, text, cue) {
			c.ev, c.cue = evPrep, cue
			return true
		}
	}
	if atBefore(text, b) && r.namesCareOrg(text, b, c.nameEnd) {
		// "thrombolysed at Ovenden Infirmary … Videofluoroscopy at
		// Ovenden": the hospital's town name, used alone for the
		// hospital ("moved to Manningham" is a residence, not this).
		c.ev, c.care, c.cue = evOrg, true, b-3
		return true
	}
	if cue, ok := pr.strongBefore(text, b); ok {
		c.ev, c.cue, c.near = evPrep, cue, true
		return true
	}
	if cue, shape, ok := r.originBefore(text, g, b); ok {
		c.ev, c.cue, c.shape = evPrep, cue, shape
		return true
	}
	return false
}

// orgPrepBefore reports whether " in ", " à " or " te " ends right before
// b, and returns where it starts.
func orgPrepBefore(text string, b int) (int, bool) {
	for _, p := range [...]string{" in ", " à ", " te "} {
		if b >= len(p)+1 && text[b-len(p):b] == p {
			return b - len(p), true
		}
	}
	return 0, false
}

// plausibleTown reports whether the capitalised run of a town found by
// context alone reads as a town name: its first word (the second after
// "Little", "Bad", "Sint") is no first name, family name, month, holiday,
// title, eponym, drug or acronym; its last word no facility ("Jenkins
// Ward") or organisation head; and it is no ordinary words of the
// language (see ordinaryWords), which a town after a place prefix may be
// ("Little Snoring"). A letter line, a field label or a residence verb
// spares the family-name test, as before.
func (r *rules) plausibleTown(text, language string, g *gazetteer, c placeCandidate) bool {
	pr := r.places
	b, e := c.begin, c.nameEnd
	first := wordAfter(text, b)
	if !titleCase(text, first) || hasApostrophe(text[b:e]) {
		return false // "St Mary's"
	}
	key := first
	prefixed := false
	if pr.placePrefixes.has(text, first) {
		fe := first.end
		if fe < e && text[fe] == '.' {
			fe++ // "St. Agnes"
		}
		if k := oneBlankAfter(text, fe); k > 0 && k < e {
			key, prefixed = wordAfter(text, k), true
		}
	} else if h := hyphenPrefix(text, first); h > 0 && pr.placePrefixes.has(text, token{first.begin, h}) {
		// "Saint-Émilion", "Sint-Truiden", "Bad-Ragaz": the prefix joined
		// by a hyphen reads as the blank form.
		key, prefixed = token{h + 1, first.end}, true
	}
	kw := text[key.begin:key.end]
	lk := strings.ToLower(kw)
	if pr.dateWords.contains(lk) || r.notLocality.contains(lk) || g.eponyms.Contains(kw) || pr.drugName(lk) || r.titles.contains(lk) {
		return false
	}
	// After a place prefix a saint's or person's name is usual ("Port
	// Isaac", "Fort William", "St Agnes").
	// With its state a first name is a town ("Xenia, OH").
	state := r.usStateAfter(text, e, c.end)
	// A name of several words that the world knows as one town is that
	// town, whatever its first word is besides ("Chippewa Falls").
	worldName := strings.IndexByte(text[b:e], ' ') > 0 && g.world.Contains(text[b:e])
	if !prefixed && !state && (!worldName && g.firstNames.Contains(kw) || pr.isAmbiguous(language, kw) ||
		!worldName && c.ev != evLetter && c.ev != evField && !c.residence && g.lastNames.Contains(kw)) {
		return false
	}
	last := wordBefore(text, e)
	if pr.facilityWords.has(text, last) {
		return false
	}
	for _, w := range clauseWords(text, b, e) {
		if pr.isHead(w) || pr.departments.contains(w) || pr.specialty(w) {
			return false
		}
	}
	if c.shape && !prefixed && !pr.toponym(language, strings.ToLower(text[last.begin:last.end])) {
		return false // "a nurse from Macmillan"
	}
	switch {
	case g.common.Len() >= minCommonWords:
		// A residence verb and a town the world knows outweigh the
		// dictionary ("habite à Saint-Émilion": also a wine).
		// Its state after it names a town too ("in Moraine, OH").
		return prefixed || state || !r.ordinaryWords(text, b, e, g) || (c.residence || c.near) && (c.world || g.world.Contains(text[b:e]))
	case c.world || g.world.Contains(text[b:e]):
		// A town the world knows needs no German ending and counts
		// outside letter lines and fields too ("Arzt für
		// Allgemeinmedizin, Atzenbrugg"); the language's own short list
		// of ordinary words still counts.
		return !r.ordinaryWords(text, b, e, g)
	case language == "de":
		// Capitalised nouns everywhere: only a German town ending, or a
		// place prefix ("Bad Kissingen", "Sankt Florian").
		return !g.isCommon(lk) && (prefixed || pr.toponym(language, lk))
	}
	return c.ev == evLetter || c.ev == evField
}

// hyphenPrefix returns the offset of the first hyphen inside the word t
// when a capitalised part follows it ("Saint-Émilion"), or -1.
func hyphenPrefix(text string, t token) int {
	k := strings.IndexByte(text[t.begin:t.end], '-')
	if k <= 0 {
		return -1
	}
	h := t.begin + k
	if !isCapitalised(text, token{h + 1, t.end}) {
		return -1
	}
	return h
}

// ordinaryWords reports whether the name text[b:e] reads as ordinary
// words: one word that is a common word of the language, a short common
// first word ("Het Zonnehuis", "Les Tilleuls"), or only common words
// ("Sheltered Housing", "Maison de Repos"). "Church Stretton" passes.
func (r *rules) ordinaryWords(text string, b, e int, g *gazetteer) bool {
	words := clauseWords(text, b, e)
	if len(words) == 0 {
		return true
	}
	if g.isCommon(words[0]) && (len(words) == 1 || len([]rune(words[0])) <= 3) {
		return true
	}
	for _, w := range words {
		if !g.isCommon(w) && !r.particles.contains(w) {
			return false
		}
	}
	return true
}

// isCommon reports whether the lower-case w, or w without a plural ending
// (-s, -x, -en: dictionaries list base forms), is an ordinary word.
func (g *gazetteer) isCommon(w string) bool {
	if g.common.Contains(w) {
		return true
	}
	for _, suf := range [...]string{"s", "x", "en"} {
		if len(w) > len(suf)+2 && strings.HasSuffix(w, suf) && g.common.Contains(w[:len(w)-len(suf)]) {
			return true
		}
	}
	return false
}

// capitalisedRun returns the end of a run of capitalised words starting
// at b, joined by single blanks or hyphens, with lower-case particles
// between capitalised words ("Alphen aan den Rijn").
func (r *rules) capitalisedRun(text string, b int) (int, bool) {
	t := wordAfter(text, b)
	short := t.end-t.begin < 3
	if short && !r.places.placePrefixes.has(text, t) || !isCapitalised(text, t) || hasApostrophe(text[t.begin:t.end]) {
		return 0, false
	}
	end, cur := t.end, t.end
	if short {
		// "St Agnes", "St. Agnes", "Mt Pleasant": not alone.
		if cur < len(text) && text[cur] == '.' {
			cur++
		}
		end = -1
	}
	for n := 1; n < maxUnknownWords; {
		k := oneBlankAfter(text, cur)
		if k < 0 {
			break
		}
		w := wordAfter(text, k)
		if w.begin == w.end {
			break
		}
		switch {
		case titleCase(text, w) && !r.titles.has(text, w) && !r.notLocality.has(text, w):
			end = w.end
			n++
		case r.particles.has(text, w):
		default:
			return end, end > 0
		}
		cur = w.end
	}
	return end, end > 0
}

// residenceVerbBefore reports whether a residence verb stands at most
// two words before the cue word at cue ("woont in", "woont alleen in",
// "lives alone in", "né à").
func (r *rules) residenceVerbBefore(text string, cue int) bool {
	cur := cue
	for n := 0; n < 3; n++ {
		k := oneBlankBefore(text, cur)
		if k < 0 {
			return false
		}
		t := wordBefore(text, k)
		if t.begin == t.end {
			return false
		}
		if r.places.residence.has(text, t) {
			return true
		}
		cur = t.begin
	}
	return false
}

// worldPlace finds a town that no local list holds but the towns of the
// world do, after a place cue ("op vakantie in Antalya", "vanuit Wrocław",
// "seen at a hospital in Arrecife"): a run of one to four capitalised
// words at b that the world list holds ("Kraków Airport" is none). The list is large and
// holds many ordinary words and names ("Alliance", "Murphy"), so besides
// the cue the name must read as a town (plausibleTown: no first name,
// family name, eponym, drug, month or ordinary word) and not be one of the
// language's ambiguous places.
//
// listed is the end of the local list's entry at b (-1 for none): only a
// longer world name counts then ("Beaumont-du-Périgord" after the listed
// "Beaumont").
func (r *rules) worldPlace(text, language string, g *gazetteer, b, listed int) (placeCandidate, bool) {
	c := placeCandidate{begin: b, cue: b, unknown: true, world: true}
	if g.world.Len() == 0 {
		return c, false
	}
	c.ev = evPrep
	cue, ok := r.places.prepBefore(text, language, b, false)
	if !ok {
		// "Emiliana Imballaggi S.r.l. di Collecchio": the town of a
		// firm named by its head word. A care institution's "de" names
		// the institution itself as often ("Centre Hospitalier de
		// Jolimont").
		if care, ok := r.orgPlaceOf(text, b); !ok || care {
			return c, false
		}
		c.ev, cue = evOrg, b-4
	}
	e, ok := r.capitalisedRun(text, b)
	if !ok || e <= listed || !g.world.Contains(text[b:e]) {
		return c, false
	}
	if !placeEdges(text, b, e) || isAllCaps(text[b:e]) || r.places.isAmbiguous(language, text[b:e]) {
		return c, false
	}
	c.cue, c.nameEnd = cue, e
	_, c.near = r.places.strongBefore(text, b)
	c.residence = r.residenceVerbBefore(text, cue)
	c.end, _ = r.placeExtension(text, language, g, e)
	if c.end == e && r.places.blockedAfter(text, e) {
		return c, false
	}
	return c, r.plausibleTown(text, language, g, c)
}

// foundedAfter reports whether a club's founding year (1850–2029) or
// "e.V." follows e after a blank ("TuS Dellbrück 1910 e.V.").
func foundedAfter(text string, e int) bool {
	k := oneBlankAfter(text, e)
	if k < 0 || k+4 > len(text) {
		return false
	}
	if strings.HasPrefix(text[k:], "e.V.") {
		return true
	}
	if k+4 < len(text) && isDigit(text[k+4]) {
		return false
	}
	for i := k; i < k+4; i++ {
		if !isDigit(text[i]) {
			return false
		}
	}
	y := text[k : k+4]
	return y >= "1850" && y <= "2029"
}

// atBefore reports whether " at " ends right before b.
func atBefore(text string, b int) bool {
	return b >= 4 && text[b-4:b] == " at "
}

// namesCareOrg reports whether the name text[b:e] opens a care
// institution's name elsewhere in the note: followed by a blank and a
// capitalised care head word ("Ovenden Infirmary", "Halton Hospital").
func (r *rules) namesCareOrg(text string, b, e int) bool {
	name := text[b:e]
	for off := 0; off < len(text); {
		k := strings.Index(text[off:], name)
		if k < 0 {
			return false
		}
		s := off + k
		off = s + len(name)
		n := off
		if s == b || letterBefore(text, s) || n+1 >= len(text) || text[n] != ' ' {
			continue
		}
		w := wordAfter(text, n+1)
		if !isCapitalised(text, w) {
			continue
		}
		if care, ok := r.places.headToken(text, w); ok && care {
			return true
		}
	}
	return false
}

// postcodeAfter reports whether a postcode span of taken that opens with
// a letter ("EX3 0HF", "SW1A 1AA", "H3Z 2Y7") starts one blank after e.
func postcodeAfter(text string, e int, taken []document.Span) bool {
	if e+1 >= len(text) || text[e] != ' ' || !isUpper(text[e+1]) {
		return false
	}
	for _, s := range taken {
		if s.Begin != e+1 || s.End-s.Begin > 8 {
			continue
		}
		w := text[s.Begin:s.End]
		return strings.IndexByte(w, ' ') > 0 && strings.IndexAny(w[:min(4, len(w))], "0123456789") > 0
	}
	return false
}
