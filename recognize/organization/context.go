package organization

import (
	"github.com/meddeid/meddeid/lexicon"
	"strings"
	"unicode"
)

// wingCandidates appends ward wings written as a number and a compass word
// after a preposition or at the start of a field ("Admit to 4 West").
func (r *rules) wingCandidates(s *scan, cs []cand) []cand {
	for i := 0; i+1 < len(s.toks); i++ {
		t := &s.toks[i]
		if !t.isNumber() || t.runes > 2 || s.toks[i+1].nl || s.glued(i+1) {
			continue
		}
		k := i + 1
		if !s.toks[k].isCap() || !r.directions[s.lw(k)] {
			continue
		}
		if n := k + 1; n < len(s.toks) && !s.toks[n].nl && (s.toks[n].isCap() || s.toks[n].isNumber() || s.glued(n) && s.toks[n].isWord()) {
			continue // "4 West Street", "3 North 12"
		}
		if i > 0 && !t.nl {
			prev := &s.toks[i-1]
			switch {
			case prev.isWord() && prev.cas == caseNone && !prev.hasDigit():
			case s.punct(i-1, ':') || s.punct(i-1, '(') || s.dash(i-1) || s.punct(i-1, '-') && !s.glued(i):
			default:
				continue
			}
		}
		cs = append(cs, r.span(s, i, k, LabelHealthcare, scoreWing, -1, -1))
	}
	return cs
}

// fieldValueStart returns the token after "Label:" when a cue phrase of ps
// opens a field at token i ("Ziekenfonds: CM", "Mutuelle : X"), or -1.
func fieldValueStart(s *scan, ps phraseSet, i int) int {
	end, _, ok := ps.longest(s, i, "")
	if !ok || end >= len(s.toks) || !s.punct(end, ':') || s.toks[end].nl {
		return -1
	}
	if i > 0 && !s.toks[i].nl && s.toks[i-1].isWord() && s.toks[i-1].cas == caseNone && !s.toks[i].isCap() {
		return -1 // a word inside a sentence, not a field label
	}
	return end + 1
}

// fieldCandidates appends the values of insurer, unit, home-care and
// employer fields, looking back from each colon for a field label.
func (r *rules) fieldCandidates(s *scan, ld *localeData, cs []cand) []cand {
	for c := 1; c < len(s.toks); c++ {
		if !s.punct(c, ':') {
			continue
		}
		for i := max(c-3, 0); i < c; i++ {
			if !s.toks[i].isWord() || s.toks[c].nl {
				continue
			}
			if fieldValueStart(s, r.insurerCues, i) == c+1 {
				cs = r.insurerValues(s, c+1, cs)
				break
			}
			if fieldValueStart(s, r.unitCues, i) == c+1 {
				unit := &phrase{code: true}
				if last, ok := r.unitAfter(s, c+1, unit, true); ok {
					cs = append(cs, r.span(s, c+1, last, LabelHealthcare, scoreField, -1, -1))
				}
				break
			}
			if fieldValueStart(s, r.careCues, i) == c+1 {
				// "thuisverpleging: Zorgsaam"; a nurse's name stays out.
				if last, ok := r.nameAfter(s, c+1); ok && ld.plausibleEmployer(s, c+1, last) {
					cs = append(cs, r.span(s, c+1, last, LabelHealthcare, scoreField, c+1, last))
				}
				break
			}
			if fieldValueStart(s, r.employerCues, i) == c+1 {
				if last, ok := r.nameAfter(s, c+1); ok {
					cs = append(cs, r.span(s, c+1, last, LabelOther, scoreField-0.1, -1, -1))
				}
				break
			}
		}
	}
	return cs
}

// insurerValues appends the insurers named from token v on: one or more
// names separated by "/", ",", ";" or "+" ("Medicare / BlueHarbor Health
// Plan").
func (r *rules) insurerValues(s *scan, v int, cs []cand) []cand {
	for v < len(s.toks) && !s.toks[v].nl {
		last, ok := r.nameAfter(s, v)
		if !ok {
			break
		}
		cs = append(cs, r.span(s, v, last, LabelHealthcare, scoreField, v, last))
		v = last + 1
		if v+1 >= len(s.toks) || s.toks[v].nl || !(s.punct(v, '/') || s.punct(v, ',') || s.punct(v, ';') || s.punct(v, '+')) {
			break
		}
		v++
	}
	return cs
}

// employerCandidates appends, outside the candidates found so far,
// capitalised names after a profession or work verb and a preposition
// ("barista at Grindhouse Coffee", "werkt bij Van Hool"), labelled Other.
// A name that is a person's first name, a place or a common word is left.
func (r *rules) employerCandidates(s *scan, ld *localeData, cs []cand) []cand {
	n := len(cs)
	for i := 1; i+1 < len(s.toks); i++ {
		t := &s.toks[i]
		if !t.isWord() || t.cas != caseNone || t.le-t.lb > 6 || !r.employPrepGate.May(s.lw(i)) || !r.employPreps[s.lw(i)] || s.toks[i+1].nl || t.nl {
			continue
		}
		if !r.employmentCueBefore(s, ld, i) {
			continue
		}
		v := i + 1
		last, ok := r.nameAfter(s, v)
		if !ok {
			continue
		}
		for v < last && !s.toks[v].isCap() {
			v++ // "de Stad Kortrijk": the article stays out
		}
		if r.knownEmployers[lexicon.Key(s.text[s.begin(v):s.end(last)])] {
			cs = appendKnown(cs, s, v, last, LabelOther)
			continue // "works at Target": a known employer, though a common word
		}
		if !r.distinctive(s, v, last+1, false) {
			continue // "Arzt für Allgemeinmedizin": a specialty
		}
		cs = appendContextName(cs, s, ld, v, last)
	}
	if len(cs) > n {
		sortByOffset(cs)
	}
	return cs
}

// maxCueGap is the most lower-case words between an employment cue and
// the preposition before the employer ("werkt als teamleider onderhoud
// bij X").
const maxCueGap = 2

// employmentCueBefore reports whether an employment cue ends right before
// the preposition at token i, or up to maxCueGap lower-case words before
// it on the same line.
func (r *rules) employmentCueBefore(s *scan, ld *localeData, i int) bool {
	for k, gap := r.skipDate(s, i-1), 0; k >= 0 && gap <= maxCueGap; k, gap = r.skipDate(s, k-1), gap+1 {
		if r.employmentCue(s, ld, k) {
			return true
		}
		t := &s.toks[k]
		if t.nl || !t.isWord() || t.cas != caseNone || t.hasDigit() {
			return false
		}
	}
	return false
}

// maxDateTokens bounds the date skipped between a cue and its preposition
// ("February 28, 2025": four tokens; "28/02/2025": five).
const maxDateTokens = 6

// skipDate returns the token before a date that ends at token k on the
// same line ("laid off on February 28, 2025 from X", "admitted October
// 2025 to X"), or k when no date ends there. A date is numbers, month
// and weekday names and the punctuation between numbers.
func (r *rules) skipDate(s *scan, k int) int {
	j := k
	for n := 0; j >= 0 && n < maxDateTokens && r.dateToken(s, j); n++ {
		if s.toks[j].nl {
			return k // the date opens its line: no cue before it
		}
		j--
	}
	if j == k || !s.toks[j+1].isWord() {
		return k
	}
	return j
}

// dateToken reports whether token k may be part of a date: a number of up
// to four digits, a month or weekday name, or ",", ".", "/" or "-" after a
// number.
func (r *rules) dateToken(s *scan, k int) bool {
	if k < 0 || k >= len(s.toks) {
		return false
	}
	t := &s.toks[k]
	if t.isWord() {
		return t.isNumber() && t.runes <= 4 || !t.hasDigit() && r.calendar[s.lw(k)]
	}
	if k == 0 || !s.toks[k-1].isNumber() {
		return false
	}
	switch s.lw(k) {
	case ",", ".", "/", "-":
		return true
	}
	return false
}

// transferCandidates appends, outside the candidates found so far, the
// capitalised name after a transfer cue and its preposition ("admitted to
// Sacred Heart", "overgebracht naar Sint-Jozef"), labelled Healthcare:
// a distinctive name that is no place, person name or common word.
func (r *rules) transferCandidates(s *scan, ld *localeData, cs []cand) []cand {
	n := len(cs)
	for i := 1; i+1 < len(s.toks); i++ {
		t := &s.toks[i]
		if !t.isWord() || t.cas != caseNone || t.nl || s.toks[i+1].nl || !r.transferGate.May(s.lw(i)) || !r.transferPreps[s.lw(i)] {
			continue
		}
		if c := r.skipDate(s, i-1); c < 0 || !s.toks[c].isWord() || !r.transferCues[s.lw(c)] {
			continue // "admitted to", "admitted October 2025 to"
		}
		v := i + 1
		last, ok := r.nameAfter(s, v)
		if !ok {
			continue
		}
		for v < last && !s.toks[v].isCap() {
			v++ // "the Royal Free": the article stays out
		}
		if r.knownCare[lexicon.Key(s.text[s.begin(v):s.end(last)])] {
			cs = appendKnown(cs, s, v, last, LabelHealthcare)
			continue // "seen at Kaiser", "surgery at UCSF": a known provider
		}
		if !r.distinctive(s, v, last+1, false) || v == last && s.toks[v].cas == caseUpper {
			continue // "Intensive Care"; an acronym ("TIA")
		}
		if ld.firstNames.Contains(s.text[s.begin(v):s.end(v)]) && !ld.common.Contains(s.lw(last)) {
			continue // a person ("Jan Peeters"), not "Sacred Heart"
		}
		if k := last + 1; k < len(s.toks) && !s.toks[k].nl && s.toks[k].isWord() && r.breakers[s.lw(k)] {
			continue // "the DVT clinic": a kind of clinic, not its name
		}
		cs = appendNamed(cs, s, ld, v, last, LabelHealthcare)
	}
	if len(cs) > n {
		sortByOffset(cs)
	}
	return cs
}

// employmentCue reports whether the word at token k is a work verb or a
// profession ("werkt", "scaffolder", "Busfahrer").
func (r *rules) employmentCue(s *scan, ld *localeData, k int) bool {
	if k < 0 || !s.toks[k].isWord() || s.toks[k].hasDigit() {
		return false
	}
	w := s.lw(k)
	if r.employCues[w] {
		return true
	}
	return ld.professions.Contains(w)
}

// separator reports whether token k separates the parts of a letterhead
// line: a dash, "·", "|", "/" or ",".
func (s *scan) separator(k int) bool {
	if k >= len(s.toks) || s.toks[k].kind != kindPunct {
		return false
	}
	switch s.lw(k) {
	case "–", "—", "·", "|", "/", ",", "•":
		return true
	case "-":
		return s.toks[k].sp
	}
	return false
}

// unitsAfterOrganizations appends a capitalised specialty that fills the
// part of a line after an organisation and a separator ("Klinikum Am
// Lindenhof – Innere Medizin", "UZ X · Neurologie"): the department of a
// letterhead.
func (r *rules) unitsAfterOrganizations(s *scan, cs []cand) []cand {
	n := len(cs)
	for ci := 0; ci < n; ci++ {
		k := s.tokenEnding(cs[ci].e) + 1
		if k <= 0 || k+1 >= len(s.toks) || s.toks[k].nl || s.toks[k+1].nl || !s.separator(k) {
			continue
		}
		j := k + 1
		end, _, ok := r.specialties.longest(s, j, "")
		if !ok || !s.toks[j].isCap() {
			continue
		}
		if end < len(s.toks) && !s.toks[end].nl && !s.separator(end) && !s.punct(end, '(') {
			continue
		}
		b, e := s.begin(j), s.end(end-1)
		if !overlapsAny(cs, b, e) {
			cs = append(cs, cand{b: b, e: e, label: LabelHealthcare, score: scoreUnitAfter, nameB: -1, nameE: -1})
		}
	}
	if len(cs) > n {
		sortByOffset(cs)
	}
	return cs
}

// unitsBeforeOrganizations appends a capitalised specialty or service
// that opens a line or follows a separator and stands right before an
// organisation ("Sociale Dienst AZ X", "Service social CHU X",
// not "Cardiologie – AZ X", where a separator comes between): the
// organisation's department in a letterhead.
func (r *rules) unitsBeforeOrganizations(s *scan, cs []cand) []cand {
	n := len(cs)
	for ci := 0; ci < n; ci++ {
		if cs[ci].label != LabelHealthcare {
			continue
		}
		o := s.tokenAt(cs[ci].b)
		if o <= 0 || s.toks[o].nl {
			continue
		}
		for j := o - 1; j >= 0 && o-j <= maxNameWords; j-- {
			if !s.toks[j].isCap() || !(j == 0 || s.toks[j].nl || s.separator(j-1)) {
				continue
			}
			end, _, ok := r.specialties.longest(s, j, "")
			if !ok || end != o {
				continue
			}
			b, e := s.begin(j), s.end(o-1)
			if !overlapsAny(cs, b, e) {
				cs = append(cs, cand{b: b, e: e, label: LabelHealthcare, score: scoreUnitAfter, nameB: -1, nameE: -1})
			}
			break
		}
	}
	if len(cs) > n {
		sortByOffset(cs)
	}
	return cs
}

// camelCandidates appends, outside the candidates found so far, a
// brand-like name in camel case after a preposition ("via ArboPunt
// Noord", "at the CareMore pharmacy", "chez AssurPro"): Healthcare when
// it holds a care stem ("Med", "Care", "Zorg"), else Other. A surname in
// camel case ("McDonald", "DeVries"), a known word and a public platform
// or device ("WhatsApp", "BiPAP") are left.
func (r *rules) camelCandidates(s *scan, ld *localeData, cs []cand) []cand {
	n := len(cs)
	for i := 1; i < len(s.toks); i++ {
		t := &s.toks[i]
		if t.cas != caseTitle || !t.lower || t.hasDigit() || t.runes < 5 || t.nl {
			continue
		}
		p := i - 1
		if p > 0 && s.toks[p].isWord() && r.articles[s.lw(p)] && s.toks[p].cas == caseNone {
			p-- // "at the CareMore pharmacy"
		}
		if !s.toks[p].isWord() || s.toks[p].cas != caseNone || !r.camelPreps[s.lw(p)] {
			continue
		}
		w := s.lw(i)
		if !r.camel(s.text[s.begin(i):s.end(i)]) || ld.common.Contains(w) || r.camelNonBrands[w] {
			continue
		}
		last, ok := r.nameAfter(s, i)
		if !ok {
			last = i
		}
		b, e := s.begin(i), s.end(last)
		if overlapsAny(cs, b, e) {
			continue
		}
		label := LabelOther
		for _, st := range r.camelCare {
			if strings.Contains(w, st) {
				label = LabelHealthcare
				break
			}
		}
		cs = append(cs, cand{b: b, e: e, label: label, score: scoreContext, nameB: -1, nameE: -1})
	}
	if len(cs) > n {
		sortByOffset(cs)
	}
	return cs
}

// camel reports whether word is in camel case: a capital
// after a lower-case letter inside it ("ArboPunt"), and no surname opening
// before that capital ("McDonald", "DeVries").
func (r *rules) camel(word string) bool {
	prevLower := false
	for j, c := range word {
		if j > 0 && prevLower && unicode.IsUpper(c) {
			head := strings.ToLower(word[:j])
			for _, o := range r.camelOpenings {
				if head == o {
					return false
				}
			}
			return true
		}
		prevLower = unicode.IsLower(c)
	}
	return false
}

// supplierCandidates appends, outside the candidates found so far, the
// name after a supply phrase ("supplied by", "livré par", "geleverd
// door"): a supplier of aids or oxygen, labelled Other. A person's name, a
// place or a lone common word is left.
func (r *rules) supplierCandidates(s *scan, ld *localeData, cs []cand) []cand {
	n := len(cs)
	for i := range s.toks {
		// the gate of longest's look-up, checked here (cuePhrases made it),
		// spares most words the calls
		if s.toks[i].cas != caseNone || !s.toks[i].isWord() || !r.supplierCues.gate.May(s.lw(i)) {
			continue
		}
		end, _, ok := r.supplierCues.longest(s, i, "")
		if !ok || end >= len(s.toks) || s.toks[end].nl {
			continue
		}
		last, ok := r.nameAfter(s, end)
		if !ok {
			continue
		}
		cs = appendContextName(cs, s, ld, end, last)
	}
	if len(cs) > n {
		sortByOffset(cs)
	}
	return cs
}

// sitesAndCodes appends what follows a care organisation or unit on its
// line: a ward code in brackets ("Afdeling Longziekten (B4)") and a site
// after a separator ("AZ Oosterlinde, locatie Waasmunster", "CHU X – site
// Y").
func (r *rules) sitesAndCodes(s *scan, cs []cand) []cand {
	n := len(cs)
	for ci := 0; ci < n; ci++ {
		if cs[ci].label != LabelHealthcare {
			continue
		}
		k := s.tokenEnding(cs[ci].e) + 1
		if k <= 0 || k+1 >= len(s.toks) || s.toks[k].nl || s.toks[k+1].nl {
			continue
		}
		var c cand
		switch {
		case s.punct(k, '(') && s.glued(k+1) && r.bracketCode(s, k):
			c = r.span(s, k+1, k+1, LabelHealthcare, scoreUnit, -1, -1)
		case s.separator(k) || s.punct(k, '('):
			j := k + 1
			if !s.toks[j].isWord() || !r.siteWords[s.lw(j)] {
				continue
			}
			last, ok := r.nameAfter(s, j+1)
			if !ok {
				continue
			}
			c = r.span(s, j, last, LabelHealthcare, scoreUnit, -1, -1)
		default:
			continue
		}
		if !overlapsAny(cs, c.b, c.e) {
			cs = append(cs, c)
		}
	}
	if len(cs) > n {
		sortByOffset(cs)
	}
	return cs
}

// bracketCode reports whether a ward code alone fills the bracket opening
// at token k: "(B4)", not "(site Thiers)" or "(2)".
func (r *rules) bracketCode(s *scan, k int) bool {
	last, ok := r.codeAt(s, k+1)
	return ok && last == k+1 && !s.toks[k+1].isNumber() && s.punct(k+2, ')') && s.glued(k+2)
}

// appendContextName appends the name in tokens first..last, found by
// context alone, as an Organization:Other candidate unless it overlaps a
// candidate or does not read as an organisation's name.
func appendContextName(cs []cand, s *scan, ld *localeData, first, last int) []cand {
	return appendNamed(cs, s, ld, first, last, LabelOther)
}

// appendNamed is appendContextName with the candidate's label.
func appendNamed(cs []cand, s *scan, ld *localeData, first, last int, label string) []cand {
	if !ld.plausibleEmployer(s, first, last) {
		return cs
	}
	return appendKnown(cs, s, first, last, label)
}

// appendKnown appends tokens first..last as a context candidate with the
// label, unless it overlaps a candidate found so far; the name needs no
// plausibility check (a known employer or provider, or one checked by
// appendNamed).
func appendKnown(cs []cand, s *scan, first, last int, label string) []cand {
	b, e := s.begin(first), s.end(last)
	if overlapsAny(cs, b, e) {
		return cs
	}
	return append(cs, cand{b: b, e: e, label: label, score: scoreContext, nameB: -1, nameE: -1})
}
