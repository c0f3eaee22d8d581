package age

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lang"
)

// at decides whether the digit run text[nb:ne] starts an age and returns
// the span, its score and true when it does.
func (r *rules) at(text string, nb, ne int, p *lang.Profile, buf []string) (int, int, float64, bool) {
	left := lazyLeft{text: text, nb: nb, buf: buf}
	if ne-nb <= 3 {
		// "Sex/Age: F/58", "Age/Sex: 58/F".
		if e, ok := r.sexAgeShorthand(text, nb, ne); ok {
			return nb, e, scoreExplicit, true
		}
	}
	if badBefore(text, nb) {
		return 0, 0, 0, false
	}
	num, ok := parseNumber(text, nb, ne)
	if !ok {
		return 0, 0, 0, false
	}
	// "im 3. Lebensjahr", "in zijn 2e levensjaar".
	if num.value > 0 && num.value <= maxAgeYears {
		if e, ok := r.ordinalLife(text, ne); ok {
			return nb, e, scoreExplicit, true
		}
	}
	if num.end == ne {
		num.end = fraction(text, ne) // "2½ jaar", "2 1/2 years"
	}
	if num.end < len(text) && text[num.end] == '+' {
		return 0, 0, 0, false // 39+2 w: gestational age
	}
	if num.end < len(text) && isDigit(text[num.end]) {
		return 0, 0, 0, false
	}
	us, sep := separator(text, num.end)

	// "65M", "59 M": a sex marker after a number in a header line.
	if sep != '-' && num.value > 0 && num.value <= maxAgeYears && r.sexMarkerAt(text, us) {
		lc := left.get()
		// "Age: 3M" in a pediatric note: three months.
		if sep == 0 && text[us] == 'M' && num.end == ne && num.value <= 36 && r.cueBefore(lc) &&
			!r.cueBlocked(lc) && r.pediatricNote(text, nb) {
			return nb, us + 1, scoreExplicit, true
		}
		if r.sexContext(lc, sep) {
			return nb, num.end, scoreSex, true
		}
	}
	// "72Y M", "72Y/F" in a header line.
	if num.end == ne && num.value > 0 && num.value <= maxAgeYears {
		if e, ok := r.gluedYearSex(text, ne); ok && r.sexContext(left.get(), 0) {
			return nb, e, scoreSex, true
		}
	}

	u, ue := r.units.match(text, us)
	if u == nil {
		// "sinds zijn 16e", "since his 16th".
		if num.end == ne && num.value > 0 && num.value <= maxAgeYears {
			lc := left.get()
			if e, ok := r.ordinalAge(text, ne, stripFillers(lc.words, r.fillers)); ok {
				return nb, e, scorePerson, true
			}
		}
		// A bare number directly after an age cue ("Age: 34", "at age 6").
		if num.end != ne || num.value > maxAgeYears || !bareEnd(text, num.end) {
			return 0, 0, 0, false
		}
		lc := left.get()
		if r.bareCueBefore(lc) && !r.cueBlocked(lc) {
			return nb, num.end, scoreExplicit, true
		}
		if num.value > 0 && num.value <= 110 && r.familyEvent(text, nb, ne, lc, stripFillers(lc.words, r.fillers)) {
			return nb, num.end, scorePoint, true
		}
		if num.value > 0 && num.value <= 110 && r.bareAppositive(text, ne, lc) {
			return nb, num.end, scorePerson, true
		}
		if num.value > 0 && r.inAgeList(text, nb, ne) {
			return nb, num.end, scoreKin, true
		}
		if num.value > 0 && num.value <= 110 && r.copulaAge(text, ne, lc) {
			return nb, num.end, scorePerson, true
		}
		return 0, 0, 0, false
	}
	if u.class == classNonAge {
		return 0, 0, 0, false
	}
	if sep == '-' && u.class != classAdjectival {
		return 0, 0, 0, false // "3-year history", "2-4 weeks"
	}
	kind := u.kindFor(p)
	if kind == lang.UnitYear && num.value > maxAgeYears || num.value > maxAgeOther {
		return 0, 0, 0, false
	}
	end := ue
	class := u.class
	// A compound age: "2j4m", "3 years 2 months".
	end = r.compound(text, end, kind, p)
	if end < len(text) && isDigit(text[end]) {
		return 0, 0, 0, false // "3m2" is a code, not an age
	}
	// "18 weeks old", "3 jaar oud".
	if e2, ok := r.oldAfter(text, end); ok {
		end = e2
		if class == classGeneric {
			class = classSpecific
		}
	} else if u.abbrev && end < len(text) && text[end] == '.' && dotBelongs(text, end) {
		end++
	}
	if class == classAdjectival {
		return nb, end, scoreExplicit, true
	}
	lc := left.get()
	// "overleden op 79 jaar na een CVA", "décédé à 52 ans": after a word
	// of dying the point is an age, whatever words of time follow.
	if lw := stripFillers(lc.words, r.fillers); kind == lang.UnitYear && lc.punct == 0 && len(lw) > 1 && r.pointBefore[lw[0]] && r.deathWords[lw[1]] {
		return nb, end, scorePoint, true
	}
	// Durations, intervals and gestational ages.
	w1, w2 := rightWords(text, end)
	if r.durAfter[w1] || (w2 != "" && r.durAfter[w2]) {
		return 0, 0, 0, false
	}
	// "3 jours de vie", "day 3 of life".
	if r.ofLifeAfter[w1] || w2 != "" && r.ofLifeAfter[w2] {
		class = classSpecific
	}
	words := stripFillers(lc.words, r.fillers)
	if phraseIn(words, r.gestBefore) {
		return 0, 0, 0, false
	}
	if r.cueBefore(lc) && !r.cueBlocked(lc) {
		return nb, end, scoreExplicit, true
	}
	if phraseIn(words, r.durBefore) {
		return 0, 0, 0, false
	}
	if class == classSpecific {
		return nb, end, scoreExplicit, true
	}
	if r.nounWindow(lc) {
		return nb, end, scoreNounWindow, true
	}
	if r.possessive(words) && !r.interval(text, nb, end) {
		return nb, end, scorePerson, true
	}
	if r.ofPhrase(words) {
		return nb, end, scoreOfPhrase, true
	}
	if r.inAgeList(text, nb, end) {
		return nb, end, scoreKin, true
	}
	// Plain units need a person context.
	if lc.punct != 0 && appositiveEnd(text, end, r.sex) && isAppositivePunct(lc.punct) {
		if kind == lang.UnitYear && len(lc.punctWords) > 0 {
			w := lc.punctWords[0]
			if isCapitalised(w) || hasDigit(w) || r.kin[strings.ToLower(w)] {
				return nb, end, scoreAppositive, true
			}
		}
		for _, w := range lc.punctWords {
			if r.kin[strings.ToLower(w)] {
				return nb, end, scoreKin, true
			}
		}
		// "votre patient, 67 ans", "nourrisson, 3 semaines,".
		if len(lc.punctWords) > 0 && r.personNouns[strings.ToLower(lc.punctWords[0])] &&
			(kind == lang.UnitYear || r.child.has(strings.ToLower(lc.punctWords[0]))) {
			return nb, end, scorePerson, true
		}
		// "Zoé, 3 sem., …".
		if r.nameAppositive(text, nb, end, lc, p) {
			return nb, end, scoreKin, true
		}
		// "2 children, Jaylen (8 mo) and …".
		if r.nameParen(text, nb, end, lc) {
			return nb, end, scoreKin, true
		}
	}
	if score, ok := r.milestoneAge(text, nb, end, lc, words, p); ok {
		return nb, end, score, true
	}
	if lc.punct != 0 {
		return 0, 0, 0, false
	}
	if len(words) > 0 {
		if r.personBefore[words[0]] && (kind == lang.UnitYear || kind == lang.UnitMonth) {
			return nb, end, scorePerson, true
		}
		// "elle a 72 ans", "Mme Dupont a 81 ans": a short form of "to
		// have" counts only after a person subject or a name of two
		// words or with a title ("il y a 3 ans", "Used a 3M dressing"
		// have none)
		if len(words) > 1 && r.haveForms[words[0]] && (kind == lang.UnitYear || kind == lang.UnitMonth) &&
			(r.haveSubjects[words[1]] || len(lc.raw) > 2 && isCapitalised(lc.raw[1]) && (r.haveSubjects[words[2]] || isCapitalised(lc.raw[2]))) {
			return nb, end, scorePerson, true
		}
		if (r.pointBeforeAny[words[0]] && kind != lang.UnitDay ||
			r.pointBefore[words[0]] && kind == lang.UnitYear) && !r.interval(text, nb, end) {
			return nb, end, scorePoint, true
		}
	}
	return 0, 0, 0, false
}

// isAppositivePunct reports whether r opens an appositive: "Name, 72 j",
// "Name (64 j)", "Name – 58 jr", "Name | 41 y/o".
func isAppositivePunct(r rune) bool {
	switch r {
	case ',', '(', '–', '—', '-', '|', ';', '[':
		return true
	}
	return false
}

// cueBefore reports whether an age cue stands directly before the number:
// "Age: 34", "Leeftijd : 2j4m", "at age 6", "âgé de 3 mois".
func (r *rules) cueBefore(lc leftContext) bool {
	if lc.punct == ':' && len(lc.punctWords) > 0 {
		var arr [3]string
		ws := arr[:0]
		for _, w := range lc.punctWords {
			if len(ws) == 3 {
				break
			}
			ws = append(ws, strings.ToLower(w))
		}
		return phraseIn(ws, r.cues) || r.cueLabelParts(lc.punctWords[0])
	}
	return lc.punct == 0 && len(lc.words) > 0 && r.cueLast[lc.words[0]] && phraseIn(lc.words, r.cues)
}

// bareCueBefore is cueBefore for a number without a unit: any cue with a
// colon ("Alter: 45"), but without a colon only the cues of the context
// data ("at age 6", "aged 65"), not profile cues such as "com" or "oud".
func (r *rules) bareCueBefore(lc leftContext) bool {
	if lc.punct == ':' {
		return r.cueBefore(lc)
	}
	return lc.punct == 0 && len(lc.words) > 0 && r.bareCueLast[lc.words[0]] && phraseIn(lc.words, r.bareCues)
}

// bareEnd reports whether a bare number ends where an age may end: not
// before a unit-like letter, a percent sign or another number part.
func bareEnd(text string, e int) bool {
	if e >= len(text) {
		return true
	}
	switch text[e] {
	case ' ', '\t', '\n', '\r', ',', ';', ')', '.':
		if text[e] == '.' && e+1 < len(text) && isDigit(text[e+1]) {
			return false
		}
		if text[e] == ' ' && e+1 < len(text) && (text[e+1] == '%' || text[e+1] == '-') {
			return false
		}
		return true
	}
	return false
}

// sexMarkerAt reports whether an upper-case sex marker ("M", "F") stands at
// text[i] as a word of its own.
func (r *rules) sexMarkerAt(text string, i int) bool {
	if i >= len(text) {
		return false
	}
	c := text[i]
	if c < 'A' || c > 'Z' || !r.sex[string(rune(c+'a'-'A'))] {
		return false
	}
	if i+1 < len(text) && (isWordRune(text, i+1) || text[i+1] == '.' || text[i+1] == '/') {
		return false
	}
	return true
}

// sexContext reports whether the left context fits an age with a sex marker
// in a header: line start, a field separator, or a name ("HADDAD, Ibrahim
// 59M").
func (r *rules) sexContext(lc leftContext, sep byte) bool {
	if lc.lineStart {
		return true
	}
	switch lc.punct {
	case ',', ':', '|', '(', '–', '—', ';', '"', '“', '«', '„':
		return true
	}
	// Attached form after a name: "HADDAD, Ibrahim 59M".
	return sep == 0 && lc.punct == 0 && isCapitalised(lc.rawFirst) && !hasDigit(lc.rawFirst) &&
		utf8.RuneCountInString(lc.rawFirst) >= 3
}

// compound extends an age over a following smaller unit: "2j4m", "3 years
// 2 months". It returns the new end.
func (r *rules) compound(text string, end int, kind string, p *lang.Profile) int {
	if e, ok := r.halfAfter(text, end); ok {
		return e // "2 ans et demi"
	}
	i := r.compoundJoiner(text, end) // "3 jaar en 2 mnd"
	if i == end && i < len(text) && text[i] == ' ' {
		i++
	}
	if i >= len(text) || !isDigit(text[i]) {
		return end
	}
	j := i
	for j < len(text) && isDigit(text[j]) {
		j++
	}
	if j-i > 2 {
		return end
	}
	us, sep := separator(text, j)
	if sep == '-' {
		return end
	}
	u, ue := r.units.match(text, us)
	if u == nil || u.class == classNonAge {
		return end
	}
	if kindOrder[u.kindFor(p)] <= kindOrder[kind] {
		return end
	}
	return ue
}

// oldAfter matches " old", "-old", " oud", " alt" after an age unit and
// returns the end of that word.
func (r *rules) oldAfter(text string, e int) (int, bool) {
	if e >= len(text) || (text[e] != ' ' && text[e] != '-') {
		return e, false
	}
	i := e + 1
	j := i
	for j < len(text) {
		c, n := utf8.DecodeRuneInString(text[j:])
		if !unicode.IsLetter(c) {
			break
		}
		j += n
	}
	if j == i || !r.old[strings.ToLower(text[i:j])] {
		return e, false
	}
	return j, true
}

// dotBelongs reports whether the dot at text[i] ends an abbreviated unit
// ("45 J., Erzieherin", "(38 J.)") rather than a sentence ("72 yo. Swollen").
func dotBelongs(text string, i int) bool {
	if i+1 >= len(text) {
		return false
	}
	switch text[i+1] {
	case ',', ')', ';', ':', ']':
		return true
	case ' ', '\t':
		k := i + 1
		for k < len(text) && (text[k] == ' ' || text[k] == '\t') {
			k++
		}
		if k >= len(text) {
			return false
		}
		c, _ := utf8.DecodeRuneInString(text[k:])
		return unicode.IsLower(c)
	}
	return false
}
