package organization

import (
	"strings"

	"github.com/meddeid/meddeid/recognize"
)

// headCandidates appends the candidates anchored on head phrases, compound
// heads and one-word hospital names.
func (r *rules) headCandidates(s *scan, ld *localeData, cs []cand) []cand {
	for i := range s.toks {
		prefixed, caredFor := false, false
		// get's gate, checked here (compile made it), spares most tokens
		// the call
		var heads []*phrase
		if w := s.lw(i); r.heads.gate.May(w) {
			heads = r.heads.m[w]
		}
		for _, p := range heads {
			if !p.appliesTo(s.langs) || caredFor && p.kind == headSuffix && p.label == LabelOther {
				continue
			}
			end, ok := p.matchAt(s, i)
			if !ok {
				continue
			}
			c, ok := r.fromHead(s, ld, i, end, p)
			if !ok {
				continue
			}
			switch {
			case p.kind == headPrefix:
				prefixed = true
			case p.kind == headSuffix && p.label == LabelHealthcare:
				// "Lakeshore Dermatology Associates": the care reading
				// wins over the company form.
				caredFor = true
			}
			cs = append(cs, c)
		}
		// compoundHead, hospitalName and schoolName need a word of six
		// bytes or more without digits (they leave it to this check)
		if t := &s.toks[i]; !prefixed && t.isWord() && !t.hasDigit() && t.le-t.lb >= 6 {
			// each look-up below starts with a gate on the word's last three
			// bytes, checked here (and only here): most words cost no call
			end := s.low[t.le-3 : t.le]
			if r.endingGate.May(end) {
				if label, ok := r.compoundHead(s, i); ok {
					if c, ok := r.prefixed(s, ld, i, i+1, nil, label, scoreHead); ok {
						cs = append(cs, c)
						continue
					}
				}
			}
			if r.nameEndings.gate.May(end) {
				if first, ok := r.hospitalName(s, ld, i); ok {
					c := r.span(s, first, i, LabelHealthcare, scoreCompound, first, i)
					if c2, ok := r.prefixed(s, ld, first, i+1, nil, LabelHealthcare, scoreCompound); ok {
						c = c2
					}
					cs = append(cs, c)
				}
			}
			if r.schoolEndings.gate.May(end) {
				if first, ok := r.schoolName(s, ld, i); ok {
					cs = append(cs, r.span(s, first, i, LabelOther, scoreCompound, first, i))
				}
			}
		}
	}
	return cs
}

// fromHead builds the candidate of head phrase p matched at tokens [i, end).
func (r *rules) fromHead(s *scan, ld *localeData, i, end int, p *phrase) (cand, bool) {
	switch p.kind {
	case headPrefix:
		c, ok := r.prefixed(s, ld, i, end, p, p.label, scoreHead)
		if ok && r.adjectiveBefore(s, i) {
			c.b = s.begin(i - 1) // "Regionaal Laboratorium X", "Städtisches Klinikum X"
		}
		return c, ok
	case headSuffix:
		return r.suffixed(s, ld, i, end, p)
	case headUnitPrefix:
		last, ok := r.unitAfter(s, end, p, s.toks[i].isCap())
		if !ok {
			return cand{}, false
		}
		return r.span(s, i, last, LabelHealthcare, scoreUnit, -1, -1), true
	case headUnitSuffix:
		if end < len(s.toks) && !s.toks[end].nl && s.toks[end].isCap() {
			return cand{}, false
		}
		first, ok := r.unitBefore(s, i)
		if !ok {
			first = i // no name word: a possessive may be the name ("Children's Assessment Unit")
		}
		accept := func(f int) bool {
			return r.hasSpecialty(s, f, i) || !p.spec && (r.distinctive(s, f, i, false) || r.titledUnit(s, f, end))
		}
		// A possessive before the name belongs to it: "Children's
		// Outpatient Department", "the Women's Health Unit".
		pf, poss := r.possessiveBefore(s, first)
		switch {
		case ok && accept(first):
			if poss {
				first = pf
			}
		case poss && accept(pf):
			first = pf
		default:
			return cand{}, false
		}
		return r.span(s, first, end-1, LabelHealthcare, scoreUnit, -1, -1), true
	case headRoom:
		if r.postalBox(s, i) {
			return cand{}, false
		}
		last, ok := r.roomAfter(s, end)
		if !ok {
			return cand{}, false
		}
		return r.span(s, i, last, LabelHealthcare, scoreUnit, -1, -1), true
	}
	return cand{}, false
}

// suffixed builds the candidate of suffix head p at tokens [i, end) with
// the proper name before it ("Saxon Mill Surgery"), and a place after "of"
// where p asks for one ("Legal Aid Society of Cleveland").
func (r *rules) suffixed(s *scan, ld *localeData, i, end int, p *phrase) (cand, bool) {
	first, ok := r.nameBefore(s, i)
	strict := len(p.toks) == 1 && p.cases[0] == caseUpper || p.label == LabelOther && len(p.toks) == 1 && len(p.toks[0]) <= 4
	if !ok || !r.distinctive(s, first, i, strict) {
		return cand{}, false
	}
	if p.spec && !r.hasSpecialty(s, first, i) {
		return cand{}, false
	}
	if p.weak && !r.plainName(s, ld, first, i, end) {
		return cand{}, false
	}
	if s.toks[i].cas == caseNone && !r.namedBeforeLowerHead(s, ld, first, i) {
		return cand{}, false // "Q: Have pharmacy correct": a sentence opener
	}
	if p.noNum && end < len(s.toks) && !s.toks[end].nl && s.toks[end].hasDigit() {
		return cand{}, false // "DVLA Group 2": a class
	}
	last := end - 1
	if p.ofPl {
		tail, ok := r.placeAfterOf(s, ld, end)
		if !ok {
			return cand{}, false
		}
		last = tail
	}
	label := p.label
	if label == LabelOther && r.endsInCareHead(s, first, i) {
		label = LabelHealthcare // "Lakeshore Dermatology Associates LLC"
	}
	return r.span(s, first, last, label, scoreHead, first, i-1), true
}

// namedBeforeLowerHead reports whether the name at tokens [first, i)
// before a lower-case head ("the CareMore pharmacy") is a name: a word
// comes before it on its line, so it opens no sentence, and none of its
// words is a common word of the language.
func (r *rules) namedBeforeLowerHead(s *scan, ld *localeData, first, i int) bool {
	if first == 0 || s.toks[first].nl || !s.toks[first-1].isWord() {
		return false
	}
	for k := first; k < i; k++ {
		if s.toks[k].isWord() && ld.common.Contains(s.lw(k)) {
			return false
		}
	}
	return true
}

// endsInCareHead reports whether a care suffix head ends the name at tokens
// [first, i) before a company form.
func (r *rules) endsInCareHead(s *scan, first, i int) bool {
	for k := first + 1; k < i; k++ {
		for _, p := range r.heads.get(s.lw(k)) {
			if p.kind != headSuffix || p.label != LabelHealthcare {
				continue
			}
			if end, ok := p.matchAt(s, k); ok && end == i {
				return true
			}
		}
	}
	return false
}

// plainName reports whether the name at tokens [first, i) before a weak
// suffix head ending before token end names a business: no word of it has
// an adjective ending unless it is a known name or place ("Interventional
// Cardiology", "Antiepileptic Drug" are not), a common word alone opens
// no sentence before it ("Computer Hardware was replaced"), and no
// capitalised word or colon follows the head ("Drug Screen", "Labs:").
func (r *rules) plainName(s *scan, ld *localeData, first, i, end int) bool {
	if end < len(s.toks) && !s.toks[end].nl && (s.toks[end].isCap() || s.punct(end, ':')) {
		return false
	}
	if !s.toks[i-1].isWord() {
		return false // "Elm St. Labs": a street and a heading
	}
	if first+1 == i && ld.common.Contains(s.lw(first)) && s.sentenceStart(first) {
		return false // "Computer Hardware was replaced": a heading or a kind
	}
	for k := first; k < i; k++ {
		if !s.toks[k].isWord() {
			continue
		}
		w := s.lw(k)
		if !r.adjectival(w, r.adjEndings) {
			continue
		}
		word := s.text[s.begin(k):s.end(k)]
		if !ld.firstNames.Contains(word) && !ld.lastNames.Contains(word) && !ld.places.Contains(word) {
			return false
		}
	}
	return true
}

// sentenceStart reports whether token k opens a line or follows a full
// stop, question or exclamation mark.
func (s *scan) sentenceStart(k int) bool {
	return k == 0 || s.toks[k].nl || s.punct(k-1, '.') || s.punct(k-1, '?') || s.punct(k-1, '!')
}

// adjectival reports whether w ends in one of the endings.
func (r *rules) adjectival(w string, endings []string) bool {
	for _, e := range endings {
		if len(w) > len(e)+2 && strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// adjectiveBefore reports whether a capitalised adjective stands right
// before the capitalised prefix head at token i on the same line
// ("Radiotherapeutisch Instituut", "Regionaal Laboratorium").
func (r *rules) adjectiveBefore(s *scan, i int) bool {
	if i == 0 || s.toks[i].nl || !s.toks[i].isCap() || s.glued(i) {
		return false
	}
	t := &s.toks[i-1]
	if !t.isCap() || t.cas == caseUpper || t.hasDigit() || t.runes < 6 || r.stop[s.lw(i-1)] {
		return false
	}
	return r.adjectival(s.lw(i-1), r.headAdjEndings)
}

// placeAfterOf reads "of" and a place name from token j ("of Cleveland",
// "of Greater Leeds") and returns the last token of the place.
func (r *rules) placeAfterOf(s *scan, ld *localeData, j int) (int, bool) {
	if j+1 >= len(s.toks) || s.toks[j].nl || s.lw(j) != "of" {
		return 0, false
	}
	last, ok := r.nameAfter(s, j+1)
	if !ok {
		return 0, false
	}
	for k := j + 1; k <= last; k++ {
		if s.toks[k].isWord() && ld.places.Contains(s.text[s.begin(k):s.end(last)]) {
			return last, true
		}
	}
	return 0, false
}

// postalBox reports whether the room word at token i is the "Box" of a
// postal address ("PO Box 12", "P.O. Box 6").
func (r *rules) postalBox(s *scan, i int) bool {
	if i == 0 || s.toks[i].nl {
		return false
	}
	k := i - 1
	if s.punct(k, '.') {
		k--
	}
	if k < 0 {
		return false
	}
	switch s.lw(k) {
	case "po", "o", "post", "office", "pob":
		return true
	}
	return false
}

// prefixed builds the candidate of a prefix head p at tokens [i, end) (p is
// nil for a compound head) with the proper name after it, and a company
// form after the name ("e. V.", "vzw"). A head that asks for a specialty
// takes it before the name ("Centre de Dermatologie Les Tilleuls"); a
// place after "de", "van" or "di" that ends a name holding another proper
// name stays out ("Clinique Saint-Joseph" de Mons).
func (r *rules) prefixed(s *scan, ld *localeData, i, end int, p *phrase, label string, score float64) (cand, bool) {
	if p != nil && p.spec {
		if end >= len(s.toks) || s.toks[end].nl {
			return cand{}, false
		}
		e, _, ok := r.specialties.longest(s, end, "")
		if !ok {
			return cand{}, false
		}
		end = e
	}
	if c, ok := r.quotedName(s, end, label, score); ok {
		return c, true
	}
	last, ok := r.nameAfter(s, end)
	if !ok {
		if p != nil && r.acronymBeforeBracketedPlace(s, ld, i, end) {
			return r.span(s, i, end-1, label, score, -1, -1), true // "het UZ (Gent)"
		}
		return cand{}, false
	}
	if p != nil && p.place && s.toks[i].cas == caseNone && ld.places.Contains(s.text[s.begin(end):s.end(last)]) {
		return cand{}, false // "consultatiebureau Zwolle": a service and a town
	}
	last = r.cutPlaceTail(s, ld, end, last)
	nameLast := last
	if n := last + 1; n < len(s.toks) && !s.toks[n].nl {
		for _, p := range r.heads.get(s.lw(n)) {
			if p.kind != headSuffix || p.label != LabelOther {
				continue
			}
			if e, ok := p.matchAt(s, n); ok {
				last = e - 1
				break
			}
		}
	}
	return r.span(s, i, last, label, score, end, nameLast), true
}

// acronymBeforeBracketedPlace reports whether the one-token head at
// tokens [i, end) is an acronym in capitals ("UZ", "CHU") followed on its
// line by a known place in brackets ("het UZ (Gent)", "au CHU (Liège)"):
// the hospital of that town, named by its head alone.
func (r *rules) acronymBeforeBracketedPlace(s *scan, ld *localeData, i, end int) bool {
	if end != i+1 || s.toks[i].cas != caseUpper || s.toks[i].runes < 2 || ld.places == nil {
		return false
	}
	if end+2 >= len(s.toks) || s.toks[end].nl || !s.punct(end, '(') || !s.glued(end+1) {
		return false
	}
	for k := end + 1; k < len(s.toks) && k <= end+3 && !s.toks[k].nl; k++ {
		if s.punct(k, ')') {
			return k > end+1 && ld.places.Contains(s.text[s.begin(end+1):s.end(k-1)])
		}
	}
	return false
}

// quotedName returns the candidate of a capitalised name in quotation
// marks right after a prefix head, on the same line ("crèche « Les Petits
// Loups »", "Kita „Sonnenschein“"): the name without the head and the
// marks.
func (r *rules) quotedName(s *scan, k int, label string, score float64) (cand, bool) {
	if k+2 >= len(s.toks) || s.toks[k].nl || s.toks[k+1].nl || !openingQuote(s.lw(k)) {
		return cand{}, false
	}
	last, ok := r.nameAfter(s, k+1)
	if !ok || last+1 >= len(s.toks) || s.toks[last+1].nl || !closingQuote(s.lw(last+1)) {
		return cand{}, false
	}
	return r.span(s, k+1, last, label, score, k+1, last), true
}

// openingQuote reports whether w opens a quotation.
func openingQuote(w string) bool {
	switch w {
	case "«", "“", "„", "\"", "‹", "‚":
		return true
	}
	return false
}

// closingQuote reports whether w closes a quotation.
func closingQuote(w string) bool {
	switch w {
	case "»", "”", "“", "\"", "›", "‘", "’":
		return true
	}
	return false
}

// cutPlaceTail returns the last token of the name at tokens [first, last]
// without a trailing "de <Place>", "van <Place>" or "di <Place>" when a
// proper name comes before it: "Saint-Joseph de Mons" names the clinic and
// its town, "de Belleroche" right after "Centre Hospitalier" is the name.
func (r *rules) cutPlaceTail(s *scan, ld *localeData, first, last int) int {
	if ld.places == nil {
		return last
	}
	named := false
	for c := first; c < last; c++ {
		t := &s.toks[c]
		if t.isCap() && !r.generic[s.lw(c)] && !r.articles[s.lw(c)] {
			named = true
			continue
		}
		if !named || !t.isWord() || t.cas != caseNone || !r.placePreps[s.lw(c)] {
			continue
		}
		k := c + 1
		if s.punct(k, '\'') && s.glued(k) {
			k++ // d'Arlon
		}
		if k <= last && s.toks[k].isCap() && ld.places.Contains(s.text[s.begin(k):s.end(last)]) {
			return c - 1
		}
	}
	return last
}

// roomAfter reads a room or bed code after a room word, with a bed after
// a room ("kamer 5.14 bed 2", "Bay 3 Bed 2"), and returns the last token.
func (r *rules) roomAfter(s *scan, j int) (int, bool) {
	last, ok := r.codeAt(s, j)
	if !ok {
		return 0, false
	}
	if n := last + 1; n < len(s.toks) && !s.toks[n].nl {
		for _, p := range r.heads.get(s.lw(n)) {
			if p.kind != headRoom {
				continue
			}
			if !p.appliesTo(s.langs) {
				continue
			}
			if e, ok := p.matchAt(s, n); ok {
				if l2, ok := r.codeAt(s, e); ok {
					last = l2
				} else if s.bedLetter(e) {
					last = e // "chambre 214 lit B"
				}
				break
			}
		}
	}
	return last, true
}

// bedLetter reports whether token k is a bed written as one capital letter
// on the line, standing alone ("lit B", "bed A").
func (s *scan) bedLetter(k int) bool {
	if k >= len(s.toks) || s.toks[k].nl || s.toks[k].cas != caseUpper || s.toks[k].runes != 1 {
		return false
	}
	n := k + 1
	return n >= len(s.toks) || s.toks[n].nl || !s.glued(n) || s.toks[n].kind == kindPunct && !s.punct(n, '-') && !s.punct(n, '\'')
}

// hospitalName reports whether word token i ends a one-word hospital name
// and returns its first token: a hyphenated chain of capitalised words
// ending in a hospital word ("Sint-Andriesziekenhuis", "St.-Marien-
// Hospital", "Albert-Schweitzer-Klinik"), or a capitalised compound of a
// first name and a hospital word ("Antoniusziekenhuis").
func (r *rules) hospitalName(s *scan, ld *localeData, i int) (int, bool) {
	return r.compoundName(s, ld, i, r.nameEndings, false)
}

// schoolName reports whether word token i ends a one-word school name and
// returns its first token: a hyphenated chain of capitalised words ending
// in a school word ("Schiller-Grundschule", "Goethe-Gymnasium", "Sint-
// Jozefscollege"), or a capitalised compound of a school word and a stem
// that is no common word ("Eemlandcollege"; not "Basisschool").
func (r *rules) schoolName(s *scan, ld *localeData, i int) (int, bool) {
	return r.compoundName(s, ld, i, r.schoolEndings, true)
}

// compoundName is hospitalName and schoolName: endings holds the head
// words by their last three bytes; school accepts a name part or stem that
// is no common word, where a hospital needs a patron or first name. Token
// i is a word of six bytes or more without digits whose last three bytes
// pass endings.gate: headCandidates, the caller, checks that.
func (r *rules) compoundName(s *scan, ld *localeData, i int, endings *endingIndex, school bool) (int, bool) {
	w := s.lw(i)
	end := ""
	for _, e := range endings.m[w[len(w)-3:]] {
		if strings.HasSuffix(w, e) {
			end = e
			break
		}
	}
	if end == "" {
		return 0, false
	}
	first := i
	for first >= 2 && s.punct(first-1, '-') && s.glued(first) && s.glued(first-1) && s.toks[first-2].isCap() && !s.toks[first-2].hasDigit() {
		first -= 2
		if first >= 2 && s.punct(first-1, '.') && s.glued(first-1) && isSaintAbbrev(s.lw(first-2)) && !s.toks[first].nl {
			first -= 2 // St.-Marien-Hospital, St. Josefs-Hospital
		} else if first >= 1 && s.toks[first-1].isCap() && recognize.IsSaintTitle(s.lw(first-1)) && !s.toks[first].nl {
			first-- // Sankt Josef-Krankenhaus
		}
	}
	if first < i {
		if first > 0 && s.glued(first) && (s.toks[first-1].isWord() || s.punct(first-1, '-')) {
			return 0, false // part of a longer word
		}
		// "Herz-Klinik" is generic: a chain needs two names, a saint or a
		// first name (a school: a part that is no common word).
		names, named := 0, false
		for k := first; k < i; k++ {
			if !s.toks[k].isWord() {
				continue
			}
			names++
			lw := s.lw(k)
			if recognize.IsSaintTitle(lw) || r.patrons[lw] || r.patrons[strings.TrimSuffix(lw, "s")] || ld.firstNames.Contains(lw) ||
				school && len(ld.common) > 0 && s.toks[k].runes >= 3 && !ld.common.Contains(lw) {
				named = true
			}
		}
		if names >= 2 || named {
			return first, true
		}
		return 0, false
	}
	full := w[:len(w)-len(end)]
	stem := strings.TrimSuffix(strings.TrimSuffix(full, "-"), "s")
	if !s.toks[i].isCap() || len(stem) < 4 || s.glued(i) && i > 0 && s.toks[i-1].kind == kindPunct && !s.punct(i-1, '(') {
		return 0, false
	}
	if school {
		// without a list of common words no stem can be told from a word
		if len(ld.common) == 0 || ld.common.Contains(stem) || ld.common.Contains(full) || r.specWords[stem] || r.generic[stem] {
			return 0, false
		}
		return i, true
	}
	if r.patrons[stem] || r.patrons[full] || ld.firstNames.Contains(stem) || ld.firstNames.Contains(full) {
		return i, true
	}
	return 0, false
}

// compoundHead reports whether word token i is a compound ending in a head
// ("Tandartspraktijk", "Anglerverein") and returns its label. Token i is
// a word of six bytes or more without digits whose last three bytes pass
// endingGate: headCandidates, the caller, checks that.
func (r *rules) compoundHead(s *scan, i int) (string, bool) {
	w := s.lw(i)
	for _, e := range r.endings[w[len(w)-3:]] {
		if len(w) > len(e.suffix)+2 && strings.HasSuffix(w, e.suffix) {
			return e.label, true
		}
	}
	return "", false
}

// span builds a candidate over tokens [first, last] with the proper name
// over tokens [nameFirst, nameLast] (-1: none).
func (r *rules) span(s *scan, first, last int, label string, score float64, nameFirst, nameLast int) cand {
	c := cand{b: s.begin(first), e: s.end(last), label: label, score: score, nameB: -1, nameE: -1}
	if nameFirst >= 0 && nameLast >= nameFirst {
		c.nameB, c.nameE = s.begin(nameFirst), s.end(nameLast)
	}
	return c
}

// possessiveBefore reports whether a capitalised possessive ("Children's",
// "St Mary's") ends, glued, right before token first on its line, and
// returns the index of its first word.
func (r *rules) possessiveBefore(s *scan, first int) (int, bool) {
	k := first - 1
	if k < 2 || s.toks[first].nl || s.lw(k) != "s" || !s.glued(k) || !s.punct(k-1, '\'') || !s.glued(k-1) {
		return 0, false
	}
	k -= 2
	if !r.nameWord(s, k) || r.breakers[s.lw(k)] {
		return 0, false
	}
	pf := k
	for n := 0; n < 2 && !s.toks[pf].nl && pf > 0 && r.nameWord(s, pf-1) && !r.breakers[s.lw(pf-1)]; n++ {
		pf-- // "St Mary's"
	}
	return pf, true
}

// titledUnit reports whether the unit name and head at tokens [first, end)
// are written as a title in running text: every word capitalised and not
// in capitals, on one line, after a lower-case word ("transferred to the
// Acute Medical Unit", "naar de Stroke Unit"). Written so, generic words
// name one unit of one hospital; in lower case ("the acute medical unit")
// or in a heading they do not.
func (r *rules) titledUnit(s *scan, first, end int) bool {
	if first == 0 || s.toks[first].nl {
		return false
	}
	for k := first; k < end; k++ {
		t := &s.toks[k]
		if k > first && s.punct(k, '\'') && s.glued(k) && s.glued(k+1) && s.lw(k+1) == "s" {
			k++ // a possessive: "Children's Assessment Unit"
			continue
		}
		if k > first && t.nl || t.kind != kindWord || t.cas != caseTitle && (k < end-1 || k == first || t.cas != caseUpper) {
			return false // only a head after the name may be an acronym: "the Medical ICU"
		}
	}
	p := &s.toks[first-1]
	return p.kind == kindWord && p.cas == caseNone
}
