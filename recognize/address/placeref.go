package address

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
)

// placeReferent labels a bare place:
//
//   - a letter's place line is Caregiver and a residence field Patient;
//   - a place right after a street ("rue Saint-Léonard à Liège") is Other;
//   - a place after an organisation's comma or bracket ("Harbourside
//     Medical Center, Bridport", "Carter Logistics Ltd, Basingstoke") is
//     Caregiver for a care institution, else (or for a relative's
//     employer) Other;
//   - a place after "near", "à hauteur de", "in de buurt van" is Other
//     unless the patient lives there ("lives near Bath");
//   - a place after a named organisation ("Transport Heirman in Zele",
//     "WZC Sint-Jozef in Retie") is Caregiver for a care institution,
//     else Other (an employer or school);
//   - otherwise the nearest cue word before it in the clause decides: a
//     travel, accident, work or school word gives Other; a caregiver or
//     admission word ("huisarts te Mol", "Surgery, Wareham", "opgenomen
//     in") Caregiver; a residence word ("woont", "lives", "born") Patient;
//     a relative named before either ("Zoon Dirk woont in Tilburg", "Zoon
//     is huisarts in Brugge") makes it Other, and so does a relative alone
//     ("a daughter in Leuven");
//   - with no cue, a place is Patient ("Vroeger bakker in Zwevegem").
func (r *rules) placeReferent(text string, c placeCandidate, taken []document.Span, found []placeCandidate, g *gazetteer) string {
	switch c.ev {
	case evLetter:
		return LabelCaregiver
	case evField:
		return LabelPatient
	}
	pr := r.places
	cs := r.clauseStart(text, c.begin)
	if c.cue < c.begin && (afterStreet(text, c.cue, taken) || kinBefore(pr.kin, text, c.cue)) {
		return LabelOther // "Kloosterstraat in Duffel", "bij familie in Paramaribo"
	}
	switch {
	case c.ev == evOrg:
		// "Carter Logistics Ltd, Basingstoke", "Harbourside Medical
		// Center, Bridport"; a relative's employer is Other.
		if !c.care || relativeBefore(pr, clauseWords(text, cs, c.begin), -1) {
			return LabelOther
		}
		return LabelCaregiver
	case c.near:
		// "near Shaftesbury", "à hauteur de Saint-Avold": a place passed,
		// unless the patient lives there ("lives near Bath").
		words := clauseWords(text, cs, c.cue)
		for i := range words {
			if hasCueAt(pr.residence, words, i) && !relativeBefore(pr, words, i) {
				return LabelPatient
			}
		}
		return LabelOther
	}
	if label, ok := r.orgBefore(text, cs, c.cue, g); ok && !placeEndsAt(found, text, c.cue) {
		return label
	}
	words := clauseWords(text, cs, c.begin)
	relative := false
	for i := len(words) - 1; i >= 0; i-- {
		switch {
		case hasCueAt(pr.other, words, i):
			return LabelOther
		case hasCueAt(pr.caregiver, words, i):
			if relativeBefore(pr, words, i) {
				return LabelOther // "Zoon is huisarts in Brugge"
			}
			return LabelCaregiver
		case hasCueAt(pr.residence, words, i):
			if relativeBefore(pr, words, i) {
				return LabelOther
			}
			return LabelPatient
		case hasCueAt(pr.relative, words, i):
			relative = true
		}
	}
	if relative {
		return LabelOther
	}
	if c.ev == evApposition {
		return LabelCaregiver
	}
	return LabelPatient
}

// placeEndsAt reports whether a place of found ends just before the cue
// word at cue ("from Eugene to Portland": Eugene is no organisation).
func placeEndsAt(found []placeCandidate, text string, cue int) bool {
	k := oneBlankBefore(text, cue)
	for _, f := range found {
		if f.end == k {
			return true
		}
	}
	return false
}

// relativeBefore reports whether a relative is named before words[i]
// (in all of words when i < 0).
func relativeBefore(pr *placeRules, words []string, i int) bool {
	if i < 0 {
		i = len(words)
	}
	for k := range i {
		if hasCueAt(pr.relative, words, k) {
			return true
		}
	}
	return false
}

// hasCueAt reports whether words[i], or words[i-1] and words[i] as a
// two-word cue ("con gái", "bác sĩ"), is in set.
func hasCueAt(set wordSet, words []string, i int) bool {
	return set.contains(words[i]) || i > 0 && set.contains(words[i-1]+" "+words[i])
}

// kinBefore reports whether a word of set ends one blank before the cue
// word at cue ("bij familie in", "her daughter in").
func kinBefore(set wordSet, text string, cue int) bool {
	k := oneBlankBefore(text, cue)
	return k > 0 && set.has(text, wordBefore(text, k))
}

// afterStreet reports whether a street span ends just before the cue word
// at cue ("Kloosterstraat in Duffel").
func afterStreet(text string, cue int, taken []document.Span) bool {
	k := oneBlankBefore(text, cue)
	if k < 0 {
		return false
	}
	for _, s := range taken {
		if s.End == k && s.Label == LabelOther {
			return true
		}
	}
	return false
}

// orgBefore looks for a named organisation directly before the cue word
// at cue: a run of capitalised words that is not a person (no relative
// word or title before it, no first name opening a sentence). It returns
// Caregiver when the organisation or its clause names a care institution,
// else Other.
func (r *rules) orgBefore(text string, cs, cue int, g *gazetteer) (string, bool) {
	k := oneBlankBefore(text, cue)
	if k < 0 || k <= cs {
		return "", false
	}
	run := -1 // start of the capitalised run
	for cur := k; cur > cs; {
		t := wordBefore(text, cur)
		if t.begin == t.end {
			break
		}
		switch {
		case isCapitalised(text, t) && !r.titles.has(text, t):
			run = t.begin
		case r.particles.has(text, t) && run >= 0:
		default:
			cur = cs // stop
			continue
		}
		p := oneBlankBefore(text, t.begin)
		if p < 0 {
			break
		}
		cur = p
	}
	if run < 0 {
		return "", false
	}
	if r.nounPhrase(text, run, k, g) {
		return "", false
	}
	for _, w := range clauseWords(text, run, k) {
		if r.places.relative.contains(w) {
			return "", false // "lebt mit ihrer Mutter Ursula in München"
		}
	}
	words := clauseWords(text, cs, run)
	if len(words) == 0 || opensPhrase(text, cs, run) {
		// The first word of a clause is capitalised anyway: "Born in
		// Glasgow", "Verwezen naar Gent". Skip it; a person's first name
		// there is no organisation either.
		first := wordAfter(text, run)
		if first.end >= k || g.firstNames.Contains(text[first.begin:first.end]) {
			return "", false
		}
	} else {
		prev := words[len(words)-1]
		if r.places.relative.contains(prev) || r.titles.contains(prev) || r.places.residence.contains(prev) {
			return "", false
		}
	}
	for _, w := range append(words, clauseWords(text, run, cue)...) {
		if r.places.caregiver.contains(w) {
			return LabelCaregiver, true
		}
	}
	return LabelOther, true
}

// nounPhrase reports whether the capitalised run text[run:k] is an
// ordinary noun phrase rather than an organisation's name: an article and
// one word ("Ein Landwirt", "Der Sohn"), or one profession or ordinary
// word ("Landwirt", "Cardiology"), as German capitalises every noun.
func (r *rules) nounPhrase(text string, run, k int, g *gazetteer) bool {
	t := wordAfter(text, run)
	if r.places.determiners.has(text, t) {
		n := oneBlankAfter(text, t.end)
		if n < 0 || n >= k {
			return true
		}
		t = wordAfter(text, n)
	}
	if t.end < k {
		return false // more than one word
	}
	w := text[t.begin:t.end]
	return g.professions.Contains(w) || g.isCommon(strings.ToLower(w))
}

// opensPhrase reports whether the word at i opens a phrase: only blanks
// stand between it and the clause start cs, a colon, a bracket or a dash.
func opensPhrase(text string, cs, i int) bool {
	before := strings.TrimRight(text[cs:i], " \t")
	if before == "" {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(before)
	return strings.ContainsRune(":(–—-\"“", r)
}

// clauseStart returns the start of the clause holding b: after the last
// line break, ";", "!", "?", "•", "|" or sentence-final "." on b's line. A
// dot after a title, an abbreviation ("Dr.", "St.", "Co.") or an initial
// does not end a clause.
func (r *rules) clauseStart(text string, b int) int {
	ls, _ := lineBounds(text, b)
	for i := b - 1; i >= ls; i-- {
		switch text[i] {
		case ';', '!', '?', '|':
			return i + 1
		case '.':
			if i+1 < len(text) && text[i+1] != ' ' {
				continue
			}
			if t := wordBefore(text, i); t.end-t.begin > 1 && !r.titles.has(text, t) && !r.places.abbreviations.has(text, t) || t.begin == t.end && i > 0 && isDigit(text[i-1]) {
				return i + 1
			}
		}
		if strings.HasPrefix(text[i:], "•") {
			return i + len("•")
		}
	}
	return ls
}

// clauseWords returns the lower-cased words of text[b:e] (letters, with
// inner hyphens and apostrophes).
//
// The words are counted first, so the result is allocated once, and an
// ASCII clause is lower-cased in one piece that the words share (byte
// offsets are the same in ASCII lower case); other clauses lower-case
// word by word.
func clauseWords(text string, b, e int) []string {
	ascii := true
	for i := b; i < e; i++ {
		if text[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	n := 0
	for i := b; i < e; {
		r, k := utf8.DecodeRuneInString(text[i:])
		if !unicode.IsLetter(r) {
			i += k
			continue
		}
		i = clauseWordEnd(text, i, e)
		n++
	}
	if n == 0 {
		return nil
	}
	var low string
	if ascii {
		low = strings.ToLower(text[b:e])
	}
	out := make([]string, 0, n)
	for i := b; i < e; {
		r, k := utf8.DecodeRuneInString(text[i:])
		if !unicode.IsLetter(r) {
			i += k
			continue
		}
		j := clauseWordEnd(text, i, e)
		if ascii {
			out = append(out, strings.TrimRight(low[i-b:j-b], "-'"))
		} else {
			out = append(out, strings.ToLower(strings.TrimRight(text[i:j], "-'’")))
		}
		i = j
	}
	return out
}

// clauseWordEnd returns the end of the run of name runes starting at i,
// at most e.
func clauseWordEnd(text string, i, e int) int {
	for i < e {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !isNameRune(r) {
			break
		}
		i += n
	}
	return i
}
