package age

import (
	"strings"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lang"
)

// Scores of the generalised rules.
const (
	scoreNounWindow = 0.9
	scoreOfPhrase   = 0.8
	scoreMilestone  = 0.7
	scorePronoun    = 0.65
)

// ordinalLife matches an ordinal suffix and a life unit after the digits
// ending at ne ("3. Lebensjahr", "2e levensjaar", "3rd year of life") and
// returns the end of the unit.
func (r *rules) ordinalLife(text string, ne int) (int, bool) {
	if ne >= len(text) || text[ne] != '.' && !isLetterAt(text, ne) {
		return ne, false
	}
	// A suffix (no blank in it) ends at the first blank after ne: only
	// suffixes of that length can match ("12.5 mg" has none).
	k := ne + 1
	for k < len(text) && k-ne <= r.maxOrdinal && text[k] != ' ' && text[k] != '\t' {
		k++
	}
	if k >= len(text) || text[k] != ' ' && text[k] != '\t' {
		return ne, false
	}
	for _, sfx := range r.ordinalSuffixes {
		i := ne + len(sfx)
		if i != k || !strings.EqualFold(text[ne:i], sfx) {
			continue
		}
		for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		if i >= len(text) || !r.lifeFirst[foldByte(text[i])] {
			continue
		}
		for _, u := range r.lifeUnits {
			e := i + len(u)
			if e <= len(text) && strings.EqualFold(text[i:e], u) && (e == len(text) || !isLetterAt(text, e)) {
				return e, true
			}
		}
	}
	return ne, false
}

// cueBlocked reports whether a word next to an age cue makes it another
// kind of age ("bone age", "âge osseux", "gestational age").
func (r *rules) cueBlocked(lc leftContext) bool {
	ws := lc.words
	if lc.punct != 0 {
		ws = lc.punctWords
	}
	for _, w := range ws {
		if r.cueBlockers[strings.ToLower(w)] {
			return true
		}
	}
	return false
}

// nounWindow reports whether an age noun stands two to four words before
// the number with no duration, interval or gestation word between ("age
// now 7 months", "âge corrigé 3 mois", "corrected age today is 10 weeks").
// With a colon the noun may stand anywhere in the label ("Age at onset:").
func (r *rules) nounWindow(lc leftContext) bool {
	ws, raw := lc.words, lc.raw
	if lc.punct == ':' {
		ws, raw = lc.punctWords, lc.punctWords
	} else if lc.punct != 0 {
		return false
	}
	for k := range ws {
		w := strings.ToLower(ws[k])
		w = strings.TrimPrefix(strings.TrimPrefix(w, "l'"), "l’") // "l'âge"
		if !r.ageNouns[w] || w == "alter" && !isCapitalised(raw[k]) {
			continue
		}
		for _, v := range ws[:k] {
			v = strings.ToLower(v)
			if r.durBefore[v] || hasDigit(v) || r.followup.has(v) || r.gestation.has(v) || r.cueBlockers[v] {
				return false
			}
		}
		return !r.cueBlocked(lc)
	}
	return false
}

// possessive reports whether a point word and a possessive stand before
// the number: "depuis ses 6 mois", "sinds zijn 6 maanden", "since his 6
// months".
func (r *rules) possessive(words []string) bool {
	return len(words) >= 2 && r.possessives[words[0]] && phraseIn(words[1:], r.possessiveLead)
}

// ofPhrase reports whether a person noun and "of" stand before the number:
// "patiente de 38 ans", "een vrouw van 45 jaar", "ein Mann von 60 Jahren",
// "deux enfants de 13 ans".
func (r *rules) ofPhrase(words []string) bool {
	return len(words) >= 2 && r.ofWords[words[0]] && (r.personNouns[words[1]] || r.kin[words[1]] || r.childrenPlural[words[1]])
}

// interval reports whether an appointment, control, follow-up or treatment
// word stands in the clause before the number or right after its unit
// ("contrôle à 3 mois", "review at 6 weeks", "à 3 mois de traitement").
func (r *rules) interval(text string, nb, end int) bool {
	if anyWord(text, clauseStart(text, nb), nb, r.followup) {
		return true
	}
	var arr [3]string
	prev := ""
	for _, w := range nextWords(text, end, arr[:0:3], false) {
		if r.followup.has(w) || r.intervalAfter.has(w) || prev != "" && r.intervalAfter.exact[prev+" "+w] {
			return true
		}
		prev = w
	}
	return false
}

// milestoneAge decides "prep N unit" in a pediatric sentence: "walked at 14
// months", "premiers mots vers 18 mois", "zat los op 8 maanden", "freies
// Laufen mit 12 Monaten", "At about 3 weeks he started …", and the label
// form "Walking: 14 months".
func (r *rules) milestoneAge(text string, nb, end int, lc leftContext, words []string, p *lang.Profile) (float64, bool) {
	if lc.punct == ':' && len(lc.punctWords) > 0 {
		if r.milestone.has(strings.ToLower(lc.punctWords[0])) && !r.interval(text, nb, end) {
			return scoreMilestone, true
		}
		return 0, false
	}
	if lc.punct != 0 || !(phraseIn(lc.words, r.milestonePreps) || phraseIn(words, r.milestonePreps)) {
		return 0, false
	}
	if r.interval(text, nb, end) {
		return 0, false
	}
	if len(words) > 0 && r.withPreps[words[0]] && !r.withOK(text, end, p) {
		return 0, false
	}
	cs := clauseStart(text, nb)
	if anyWord(text, cs, nb, r.gestation) {
		return 0, false
	}
	s, e := sentenceStart(text, nb), sentenceEnd(text, end)
	if anyWord(text, s, e, r.milestone) || anyWord(text, s, e, r.child) {
		return scoreMilestone, true
	}
	// Sentence-initial "At N weeks he …", "Mit 3 Monaten begann er …".
	if !r.onlyPreps(text, cs, nb) {
		return 0, false
	}
	var arr [2]string
	for _, w := range nextWords(text, end, arr[:0:2], true) {
		if r.subjectPronouns[w] {
			return scorePronoun, true
		}
	}
	return 0, false
}

// withOK reports whether "with N unit" reads as an age: punctuation or a
// conjunction, milestone word or pronoun follows ("liep met 13 maanden.",
// "Mit 3 Wochen begann er"), not a symptom ("met 3 dagen koorts"). In
// German, where nouns are capitalised, two lower-case words also do ("mit
// 6 Wochen stationär aufgenommen", not "mit 3 Tagen hohem Fieber").
func (r *rules) withOK(text string, end int, p *lang.Profile) bool {
	var arr [2]string
	ws := nextWords(text, end, arr[:0:2], false)
	if len(ws) == 0 {
		return true
	}
	if r.milestone.has(ws[0]) || r.listJoiners[ws[0]] {
		return true
	}
	for _, w := range ws {
		if r.subjectPronouns[w] {
			return true
		}
	}
	return p != nil && strings.HasPrefix(p.Code, "de") && !capitalisedAhead(text, end, len(ws))
}

// capitalisedAhead reports whether one of the next n words after byte e
// starts with a capital letter.
func capitalisedAhead(text string, e, n int) bool {
	i := e
	for k := 0; k < n && i < len(text); k++ {
		for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		if i < len(text) && isCapitalised(text[i:]) {
			return true
		}
		for i < len(text) {
			c, m := utf8.DecodeRuneInString(text[i:])
			if !isContextRune(c) {
				break
			}
			i += m
		}
	}
	return false
}

// onlyPreps reports whether text[b:e] holds only milestone prepositions and
// filler words ("At about", "Op ongeveer").
func (r *rules) onlyPreps(text string, b, e int) bool {
	var arr [4]string
	ws := arr[:0]
	for i := b; i < e; {
		c, n := utf8.DecodeRuneInString(text[i:])
		if isBlank(c) {
			i += n
			continue
		}
		if !isContextRune(c) {
			return false
		}
		j := i
		for j < e {
			c, n := utf8.DecodeRuneInString(text[j:])
			if !isContextRune(c) {
				break
			}
			j += n
		}
		if len(ws) == len(arr) {
			return false
		}
		ws = append(ws, strings.ToLower(text[i:j]))
		i = j
	}
	prep := false
	for k := 0; k < len(ws); k++ {
		switch {
		case r.milestonePreps[ws[k]]:
			prep = true
		case k+1 < len(ws) && r.milestonePreps[ws[k]+" "+ws[k+1]]:
			prep = true
			k++
		case !r.fillers[ws[k]]:
			return false
		}
	}
	return prep
}

// nameAppositive decides "Name, N unit" for months, weeks and days ("Zoé,
// 3 sem., adressée …"). A short unit also follows drug names ("Augmentin,
// 7 jours"), so the name must follow a title, a relative or another name,
// or start its line in a sentence without dosing words. In German, where
// every noun is capitalised, the single-word form is not enough.
func (r *rules) nameAppositive(text string, nb, end int, lc leftContext, p *lang.Profile) bool {
	if lc.punct != ',' && lc.punct != '(' || len(lc.punctWords) == 0 {
		return false
	}
	w := lc.punctWords[0]
	lw := strings.ToLower(w)
	if !isCapitalised(w) || hasDigit(w) || utf8.RuneCountInString(w) < 2 || r.notName(lw) {
		return false
	}
	if anyWord(text, sentenceStart(text, nb), nb, r.followup) || r.interval(text, nb, end) {
		return false
	}
	if len(lc.punctWords) >= 2 && doctorTitles[strings.ToLower(lc.punctWords[1])] {
		return false
	}
	if anyWord(text, sentenceStart(text, nb), sentenceEnd(text, end), r.dosing) {
		return false
	}
	if len(lc.punctWords) >= 2 {
		v := lc.punctWords[1]
		lv := strings.ToLower(v)
		if r.titles[lv] || r.kin[lv] || r.personNouns[lv] || isCapitalised(v) && !hasDigit(v) && !r.notName(lv) {
			return true
		}
	}
	if p != nil && strings.HasPrefix(p.Code, "de") {
		return false
	}
	return len(lc.punctWords) == 1 && startsLine(text, nb)
}

// doctorTitles are titles of caregivers: "Dr. Peeters, 6 weeks" is an
// appointment, not an age.
var doctorTitles = wordSet{"dr": true, "doctor": true, "dokter": true, "docteur": true, "prof": true,
	"professor": true, "pr": true, "drs": true}

// notName reports whether the lower-case word is a known common word that
// is capitalised for another reason (a title, a follow-up or milestone
// word, a dosing word).
func (r *rules) notName(lw string) bool {
	return r.titles[lw] || r.followup.has(lw) || r.milestone.has(lw) || r.gestation.has(lw) ||
		r.dosing.has(lw) || r.personNouns[lw] || r.ageNouns[lw]
}

// startsLine reports whether the first word before the punctuation that
// precedes the number at nb starts its line or follows a label colon.
func startsLine(text string, nb int) bool {
	i := skipBlanksBack(text, nb)
	_, n := utf8.DecodeLastRuneInString(text[:i])
	i = skipBlanksBack(text, i-n)
	_, j := wordBack(text, i)
	j = skipBlanksBack(text, j)
	if j == 0 {
		return true
	}
	switch text[j-1] {
	case '\n', '\r', ':', '>', '*':
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(text[:j])
	return r == '•' || r == '–' || r == '-'
}

// familyEvent decides a bare number after a point word in a clause that
// names a relative: "mother with breast cancer at 52,".
func (r *rules) familyEvent(text string, nb, ne int, lc leftContext, words []string) bool {
	if lc.punct != 0 || len(words) == 0 || !r.eventPoints[words[0]] {
		return false
	}
	if ne < len(text) {
		switch text[ne] {
		case ',', ';', ')', '\n', '\r':
		case '.':
			if ne+1 < len(text) && text[ne+1] != ' ' && text[ne+1] != '\n' {
				return false
			}
		case ' ':
			// "at 70 and father died at 81"
			var arr [2]string
			ws := nextWords(text, ne, arr[:0:2], false)
			if len(ws) < 2 || !r.listJoiners[ws[0]] || !r.family.has(ws[1]) || ne+1 < len(text) && !isLetterAt(text, ne+1) {
				return false
			}
		default:
			return false
		}
	}
	return anyWord(text, clauseStart(text, nb), nb, r.family) && !r.interval(text, nb, ne)
}

// bareAppositive decides a bare number set off after a person: "Mr Smith,
// 45, presents …", "Jane Doe (45)", "the patient, 45, …". The number must
// be closed by a comma or bracket, and the person must be a person noun,
// or a name after a title or another name.
func (r *rules) bareAppositive(text string, ne int, lc leftContext) bool {
	if lc.punct != ',' && lc.punct != '(' || len(lc.punctWords) == 0 || ne >= len(text) {
		return false
	}
	if lc.punct == '(' && text[ne] != ')' || lc.punct == ',' && (text[ne] != ',' || ne+2 >= len(text) ||
		text[ne+1] != ' ' || !isLetterAt(text, ne+2)) {
		return false
	}
	w := lc.punctWords[0]
	lw := strings.ToLower(w)
	if r.personNouns[lw] && !r.child.has(lw) {
		return true
	}
	if !isCapitalised(w) || hasDigit(w) || r.notName(lw) || len(lc.punctWords) < 2 {
		return false
	}
	v := lc.punctWords[1]
	lv := strings.ToLower(v)
	if doctorTitles[lv] {
		return false
	}
	return r.titles[lv] || isCapitalised(v) && !hasDigit(v) && !r.notName(lv) && len(lc.punctWords) >= 2 &&
		(len(lc.punctWords) < 3 || !doctorTitles[strings.ToLower(lc.punctWords[2])])
}

// inAgeList reports whether the number at text[nb:ne] stands in a
// bracketed list of ages after a relative or a plural of children: "two
// children (9 and 12)", "Kinder (3, 5 und 8 J.)", "zoon (9)".
func (r *rules) inAgeList(text string, nb, ne int) bool {
	// the last '(' within 60 bytes, with no line break after it
	for o := nb - 1; ; o-- {
		if o < max(nb-60, 0) || text[o] == '\n' {
			return false
		}
		if text[o] == '(' {
			break
		}
	}
	count := 1
	i := nb
	for {
		i = skipBlanksBack(text, i)
		if i == 0 || nb-i > 60 {
			return false
		}
		if c := text[i-1]; c == '(' {
			break
		} else if c == ',' {
			i--
			continue
		}
		w, j := wordBack(text, i)
		if w == "" {
			return false
		}
		if !r.listToken(w, &count) {
			return false
		}
		i = j
	}
	open := i - 1
	k := ne
	for {
		for k < len(text) && (text[k] == ' ' || text[k] == '\t' || text[k] == ',') {
			k++
		}
		if k >= len(text) || k-ne > 60 {
			return false
		}
		if text[k] == ')' {
			break
		}
		j := k
		for j < len(text) {
			c, n := utf8.DecodeRuneInString(text[j:])
			if !isTokenRune(c) {
				break
			}
			j += n
		}
		if j == k || !r.listToken(text[k:j], &count) {
			return false
		}
		k = j
	}
	w, _ := wordBack(text, skipBlanksBack(text, open))
	lw := strings.ToLower(strings.Trim(w, ".-/"))
	if r.childrenPlural[lw] {
		return count >= 2
	}
	return r.kin[lw]
}

// listToken checks one token of a bracketed age list: a number (counted), a
// joiner or an age unit.
func (r *rules) listToken(w string, count *int) bool {
	w = strings.TrimRight(w, ".")
	if w == "" {
		return false
	}
	if isDigit(w[0]) {
		if len(w) > 3 || !allDigits(w) {
			return false
		}
		*count++
		return true
	}
	if r.listJoiners[strings.ToLower(w)] {
		return true
	}
	u, e := r.units.match(w, 0)
	return u != nil && u.class != classNonAge && e == len(w)
}

func allDigits(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isDigit(w[i]) {
			return false
		}
	}
	return true
}

// sexAgeShorthand matches the age of "Sex/Age: F/58" or "Age/Sex: 58/F"
// and returns its end (with a unit when one follows).
func (r *rules) sexAgeShorthand(text string, nb, ne int) (int, bool) {
	i := skipBlanksBack(text, nb)
	sexFirst := false
	if i > 0 && text[i-1] == '/' {
		j := skipBlanksBack(text, i-1)
		if j == 0 || !r.sexLetter(text, j-1) {
			return 0, false
		}
		i, sexFirst = j-1, true
	}
	end := ne
	if !sexFirst {
		k := ne
		for k < len(text) && text[k] == ' ' {
			k++
		}
		if k >= len(text) || text[k] != '/' {
			return 0, false
		}
		k++
		for k < len(text) && text[k] == ' ' {
			k++
		}
		if k >= len(text) || !r.sexLetter(text, k) {
			return 0, false
		}
	} else {
		us, sep := separator(text, ne)
		if u, ue := r.units.match(text, us); u != nil && u.class != classNonAge && sep != '-' {
			end = ue
		}
	}
	i = skipBlanksBack(text, i)
	if i == 0 || text[i-1] != ':' {
		return 0, false
	}
	return end, r.sexAgeLabel(text, i-1)
}

// sexLetter reports whether text[i] is a sex marker letter standing alone.
func (r *rules) sexLetter(text string, i int) bool {
	c := foldByte(text[i])
	if c < 'a' || c > 'z' || !r.sex[string(rune(c))] {
		return false
	}
	return !isLetterBefore(text, i) && (i+1 >= len(text) || !isLetterAt(text, i+1))
}

// sexAgeLabel reports whether the label ending at the colon at text[colon]
// pairs an age noun with a sex word: "Sex/Age", "Geslacht / leeftijd".
func (r *rules) sexAgeLabel(text string, colon int) bool {
	b := colon
	for b > 0 && colon-b < 40 {
		c, n := utf8.DecodeLastRuneInString(text[:b])
		if !(isContextRune(c) || c == ' ' || c == '.') || c == ' ' && b-n > 0 && text[b-n-1] == ' ' {
			break
		}
		b -= n
	}
	label := strings.ToLower(strings.TrimSpace(text[b:colon]))
	label = strings.NewReplacer(" / ", "/", " /", "/", "/ ", "/").Replace(label)
	if k := strings.LastIndexByte(label, ' '); k >= 0 {
		label = label[k+1:]
	}
	a, s, ok := strings.Cut(label, "/")
	if !ok || strings.Contains(s, "/") {
		return false
	}
	a, s = strings.Trim(a, "."), strings.Trim(s, ".")
	return r.ageNouns[a] && r.sexWords[s] || r.ageNouns[s] && r.sexWords[a]
}
