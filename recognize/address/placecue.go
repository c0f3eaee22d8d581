package address

import (
	"strings"
	"unicode/utf8"

	"github.com/meddeid/meddeid/internal/swar"
)

// maxPhraseWords bounds the words read back from a comma or bracket to
// find an organisation's head word.
const maxPhraseWords = 8

// tokensBefore returns up to n words ending at p and walking back over
// single blanks, nearest first, without crossing the clause start cs. A
// dot after a word ("Ltd.", "Dr.") is skipped.
func tokensBefore(dst []token, text string, cs, p, n int) []token {
	out := dst[:0]
	for len(out) < n && p > cs {
		q := p
		if text[q-1] == ')' {
			// Read over a bracket: "Centre Hospitalier Saint-Joseph
			// (Marseille), Marseille".
			k := strings.LastIndexByte(text[cs:q-1], '(')
			if k < 0 || cs+k == 0 || text[cs+k-1] != ' ' {
				break
			}
			p = cs + k - 1
			continue
		}
		if text[q-1] == '.' {
			q--
		}
		t := wordBefore(text, q)
		// A dotted abbreviation is one word: "S.r.l.", "S.p.A.", "N.V.".
		for t.end-t.begin <= 3 && t.begin > cs+1 && text[t.begin-1] == '.' {
			u := wordBefore(text, t.begin-1)
			if u.begin == u.end || u.end-u.begin > 3 {
				break
			}
			t.begin = u.begin
		}
		if t.begin == t.end || t.begin < cs {
			break
		}
		out = append(out, t)
		k := oneBlankBefore(text, t.begin)
		if k < 0 {
			break
		}
		p = k
	}
	return out
}

// orgSeparator returns the end of the phrase before a place at b when the
// place follows ", " or stands in brackets after a blank (" (Mâcon)"),
// and whether it is the bracket form.
func orgSeparator(text string, b int) (int, bool, bool) {
	switch {
	case b >= 3 && text[b-2:b] == ", ":
		return b - 2, false, true
	case b >= 3 && text[b-1] == '(' && text[b-2] == ' ':
		return b - 2, true, true
	}
	return 0, false, false
}

// maxLowerInName bounds the lower-case words read over inside an
// organisation's name ("Hôpital privé Bel-Air", "Centre hospitalier
// universitaire").
const maxLowerInName = 2

// orgHeadBefore reports whether the noun phrase that ends at p (before a
// comma or bracket) names an organisation by its head word, and whether
// that is a care institution: "Harbourside Medical Center", "Carter
// Logistics Ltd", "maison de repos Les Glycines", "EHPAD Les Jardins",
// "South Western Ambulance Service", "St.-Marien-Hospital Nord",
// "Kreisklinik Kiel-Nord". The phrase is read back over capitalised words,
// particles and at most two other lower-case words; a one-word head must
// be capitalised ("Pharmacy", not "the pharmacy") or stand before a
// capitalised name ("crèche Les P'tits Loups"), and may end a compound.
func (r *rules) orgHeadBefore(text string, cs, p int) (care, ok bool) {
	var buf [maxPhraseWords]token
	toks := tokensBefore(buf[:0], text, cs, p, maxPhraseWords)
	pr := r.places
	lowers := 0
	for i := range toks {
		for n := min(3, len(toks)-i); n >= 2; n-- {
			phrase := token{unelided(text, toks[i+n-1]), toks[i].end}
			switch {
			case pr.careHeads.has(text, phrase):
				return true, true
			case pr.otherHeads.has(text, phrase):
				return false, true
			}
		}
		t := token{unelided(text, toks[i]), toks[i].end}
		for t.begin < t.end && text[t.begin] == '-' {
			t.begin++
		}
		if isCapitalised(text, t) {
			if care, ok := pr.headToken(text, t); ok {
				return care, true
			}
			continue
		}
		if r.particles.has(text, t) {
			continue
		}
		if i > 0 && lowers == 0 && isCapitalised(text, toks[0]) {
			// A lower-case head before a proper name: "la crèche Les
			// P'tits Loups", "basisschool De Regenboog".
			if care, ok := pr.headToken(text, t); ok {
				return care, true
			}
		}
		if lowers++; lowers > maxLowerInName {
			break
		}
	}
	return false, false
}

// orgPlace reports whether the place text[b:e] stands after an
// organisation's name: "<Name> Hospital, Town", "EHPAD <Name> (Town)". In
// the bracket form the place must close the bracket (a call sign's number
// may follow: "(Blandford 2)").
func (r *rules) orgPlace(text string, g *gazetteer, b, e int) (care, ok bool) {
	p, bracket, ok := orgSeparator(text, b)
	if !ok {
		return false, false
	}
	if bracket && !closesBracket(text, e) {
		return false, false
	}
	ls, _ := lineBounds(text, b)
	if care, ok := r.orgHeadBefore(text, ls, p); ok {
		return care, ok
	}
	if (bracket || acronymBefore(text, p)) && knownOrgBefore(text, g, ls, p) {
		return true, true // "SWASFT (Poole)": the lexicon's health bodies
	}
	if bracket {
		return false, false
	}
	dept := r.departmentBefore(text, ls, p)
	return dept, dept
}

// asciiSpace holds the ASCII bytes that unicode.IsSpace (and so
// strings.TrimSpace) counts as white space.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// orgLineBefore reports whether the place text[b:e] stands alone on its
// line right under a line that names an organisation by its head word,
// and whether that is a care institution: the town line of a letterhead
// ("Castle Street Medical Centre" / "Topsham"). A comma may end the
// organisation's line.
func (r *rules) orgLineBefore(text string, b, e int) (care, ok bool) {
	if b > 0 && text[b-1] != '\n' && text[b-1] < utf8.RuneSelf && !asciiSpace[text[b-1]] {
		return false, false // after a word on its line (the test below, quickly)
	}
	ls, le := lineBounds(text, b)
	if ls < 2 || strings.TrimSpace(text[ls:b]) != "" || strings.TrimSpace(text[e:le]) != "" {
		return false, false
	}
	pe := ls - 1 // the line break
	for pe > 0 && (text[pe-1] == ' ' || text[pe-1] == '\t' || text[pe-1] == ',' || text[pe-1] == '\r') {
		pe--
	}
	ps := swar.LastIndexByte(text, pe, '\n') + 1
	if pe <= ps {
		return false, false
	}
	return r.orgHeadBefore(text, ps, pe)
}

// orgPlaceOf reports whether a listed place at b follows "de", "di" or
// "du" after an organisation's name ("Centre de vaccination Vaccimed de
// Charleroi", "Emiliana Imballaggi S.r.l. di Collecchio"), and whether
// that is a care institution.
func (r *rules) orgPlaceOf(text string, b int) (care, ok bool) {
	var p int
	switch {
	case b >= 5 && (text[b-4:b] == " de " || text[b-4:b] == " di " || text[b-4:b] == " du "):
		p = b - 4
	default:
		return false, false
	}
	ls, _ := lineBounds(text, b)
	return r.orgHeadBefore(text, ls, p)
}

// maxOrgNameWords bounds an organisation name without a head word
// between a department and a town ("Urology Outpatients, Abbeyfield,
// Truro").
const maxOrgNameWords = 4

// departmentBefore reports whether the phrase ending at p is a short
// capitalised name after ", " whose previous phrase names a hospital
// department or a care institution: a letterhead "Dept of Internal
// Medicine, Mercy, Nashville".
func (r *rules) departmentBefore(text string, ls, p int) bool {
	var buf [maxPhraseWords]token
	seg := tokensBefore(buf[:0], text, ls, p, maxOrgNameWords+1)
	if len(seg) == 0 || len(seg) > maxOrgNameWords {
		return false
	}
	for _, t := range seg {
		if !isCapitalised(text, token{unelided(text, t), t.end}) && !r.particles.has(text, t) {
			return false
		}
	}
	fb := seg[len(seg)-1].begin
	if fb < ls+3 || text[fb-2:fb] != ", " {
		return false
	}
	var buf2 [maxPhraseWords]token
	for _, t := range tokensBefore(buf2[:0], text, ls, fb-2, maxPhraseWords) {
		if r.places.departments.has(text, t) {
			return true
		}
	}
	return false
}

// maxOrgEntryWords bounds the words of a lexicon organisation looked up
// before a comma or bracket.
const maxOrgEntryWords = 4

// knownOrgBefore reports whether the one to four words ending at p are an
// organisation of the lexicon ("SWASFT", "South Western Ambulance
// Service").
func knownOrgBefore(text string, g *gazetteer, ls, p int) bool {
	if g.orgs.Len() == 0 {
		return false
	}
	var buf [maxPhraseWords]token
	toks := tokensBefore(buf[:0], text, ls, p, maxOrgEntryWords)
	for i := range toks {
		if !isCapitalised(text, toks[i]) {
			break
		}
		if g.orgs.Contains(text[toks[i].begin:toks[0].end]) {
			return true
		}
	}
	return false
}

// acronymBefore reports whether an upper-case word of two letters or
// more ends at p ("SWASFT, Poole").
func acronymBefore(text string, p int) bool {
	n := 0
	for p > 0 && isUpper(text[p-1]) {
		p--
		n++
	}
	return n >= 2 && (p == 0 || !letterBefore(text, p))
}

// closesBracket reports whether ")" follows e, directly or after a blank
// and a number.
func closesBracket(text string, e int) bool {
	if e < len(text) && text[e] == ')' {
		return true
	}
	k := oneBlankAfter(text, e)
	if k < 0 {
		return false
	}
	j := k
	for j < len(text) && isDigit(text[j]) {
		j++
	}
	return j > k && j-k <= 3 && j < len(text) && text[j] == ')'
}

// clauseEndsAfter reports whether nothing but a clause end, a lower-case
// word or a date follows e: the place closes its phrase ("…, Bridport.",
// "…, Bridport on Friday", "…, Bridport (Dorset)"), not a list of names
// ("…, Superdrug, Tesco").
func clauseEndsAfter(text string, e int) bool {
	if e >= len(text) {
		return true
	}
	switch text[e] {
	case '\n', '\r', '.', ';', ')', '(', '\t', '|', ':', '!', '?':
		return true
	case ',':
		k := oneBlankAfter(text, e+1)
		return k < 0 || !letterAt(text, k) || !isCapitalised(text, wordAfter(text, k))
	case ' ':
		k := oneBlankAfter(text, e)
		if k < 0 || !letterAt(text, k) {
			return true
		}
		w := wordAfter(text, k)
		if isCapitalised(text, w) {
			return false
		}
		// "…, Tesco and Lloyds": a list of names goes on.
		n := oneBlankAfter(text, w.end)
		return n < 0 || !conjunctions[lower(text, w)] || !isCapitalised(text, wordAfter(text, n))
	}
	return false
}

// conjunctions join a list of names ("Superdrug, Tesco and Lloyds").
var conjunctions = map[string]bool{"and": true, "or": true, "en": true, "of": true, "und": true, "oder": true, "et": true, "ou": true, "e": true, "y": true, "o": true}

// maxSegmentWords bounds the words of the phrase before a comma or
// bracket that segmentHas reads.
const maxSegmentWords = 6

// segmentHas reports whether one of the words of the phrase ending at p
// (read back over blanks, at most maxSegmentWords) satisfies is, given
// lower-case.
func (r *rules) segmentHas(text string, ls, p int, is func(string) bool) bool {
	var buf [maxPhraseWords]token
	for _, t := range tokensBefore(buf[:0], text, ls, p, maxSegmentWords) {
		if is(strings.ToLower(text[unelided(text, t):t.end])) {
			return true
		}
	}
	return false
}
