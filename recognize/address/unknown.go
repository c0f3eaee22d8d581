package address

import (
	"strings"
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
// 2024"), a residence field ("Woonplaats: Zandhoven-Pulle") or a
// residence verb right before the cue word ("woont in Oud-Heverlee",
// "lives in Bere Regis", "domicilié à Gesves"). The name is one to four
// capitalised words (with particles between them), not an ordinary word
// of the language (see ordinaryWords), a first name, a month or a title.
// In a language without a list of ordinary words only a letter line or a
// field label counts.
func (r *rules) unknownPlace(text, language string, g *gazetteer, b int) (placeCandidate, bool) {
	c := placeCandidate{begin: b, cue: b, unknown: true}
	e, ok := r.capitalisedRun(text, b)
	if !ok || !placeEdges(text, b, e) || isAllCaps(text[b:e]) {
		return c, false
	}
	c.nameEnd = e
	c.end, c.ev = r.placeExtension(text, language, g, e)
	if c.end == e && r.places.blockedAfter(text, e) {
		return c, false
	}
	// Evidence first (cheap), the dictionary look-ups last.
	ls, _ := lineBounds(text, b)
	switch {
	case r.letterLine(text, ls, b, c.end):
		c.ev = evLetter
	case r.places.fieldBefore(text, ls, b):
		c.ev = evField
	case g.common.Len() < minCommonWords:
		// Without a full list of the language's ordinary words (German,
		// whose nouns are capitalised: "wohnt in Betreutem Wohnen"), a
		// verb cue is not enough.
		return c, false
	default:
		cue, ok := r.places.prepBefore(text, language, b, false)
		if !ok || !r.residenceVerbBefore(text, cue) {
			return c, false
		}
		c.ev, c.cue = evPrep, cue
	}
	first := wordAfter(text, b)
	fw := text[first.begin:first.end]
	lw := strings.ToLower(fw)
	if g.firstNames.Contains(fw) || r.places.dateWords[lw] || r.notLocality[lw] || r.places.isAmbiguous(language, fw) || r.ordinaryWords(text, b, e, g) {
		return c, false
	}
	return c, true
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
		if !g.isCommon(w) && !r.particles[w] {
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
	if t.end-t.begin < 3 || !isCapitalised(text, t) || strings.ContainsAny(text[t.begin:t.end], "'’") {
		return 0, false
	}
	end, cur := t.end, t.end
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
		case isCapitalised(text, w) && !r.titles.has(text, w) && !r.notLocality.has(text, w):
			end = w.end
			n++
		case r.particles.has(text, w):
		default:
			return end, true
		}
		cur = w.end
	}
	return end, true
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
