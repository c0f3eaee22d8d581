package organization

import (
	"strings"
	"unicode/utf8"
)

// maxNameWords bounds the capitalised words of one proper name.
const maxNameWords = 6

// nameWord reports whether token k may be a word of a proper name: a
// capitalised word without digits that is no stop word, title, month or
// weekday.
func (r *rules) nameWord(s *scan, k int) bool {
	t := &s.toks[k]
	if !t.isCap() || t.hasDigit() {
		return false
	}
	w := s.lw(k)
	if r.stop[w] {
		return false
	}
	next := k+1 < len(s.toks) && !s.toks[k+1].nl && !s.glued(k+1)
	if r.calendar[w] && (t.runes >= 4 || next && s.toks[k+1].hasDigit()) {
		return false
	}
	if t.runes <= 3 && next && s.toks[k+1].isNumber() {
		return false // a lab value or unit: "Hb 12", "CRP 45"
	}
	return true
}

// streetBeforeNumber reports whether token k is a street name followed by
// a house number: an address after the name, not part of it.
func (r *rules) streetBeforeNumber(s *scan, k int) bool {
	if k+1 >= len(s.toks) || !s.toks[k+1].isNumber() || s.toks[k+1].nl {
		return false
	}
	w := s.lw(k)
	for _, e := range r.streetEndings {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// endsLikeStreet reports whether the lower-cased last word of name has a
// street ending ("Domplatz").
func (r *rules) endsLikeStreet(name string) bool {
	var buf [64]byte
	w, ok := appendLowerASCII(buf[:0], name) // no allocation for ASCII names
	if !ok {
		w = []byte(strings.ToLower(name))
	}
	for _, e := range r.streetEndings {
		if len(w) >= len(e) && string(w[len(w)-len(e):]) == e {
			return true
		}
	}
	return false
}

// appendLowerASCII appends s to dst with ASCII capitals folded, as
// strings.ToLower would; ok is false (and dst unchanged) when s is not
// ASCII.
func appendLowerASCII(dst []byte, s string) (_ []byte, ok bool) {
	n := len(dst)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return dst[:n], false
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst, true
}

// opensOrganization reports whether a head phrase (prefix or unit) starts
// at token k: a name stops before another organisation.
func (r *rules) opensOrganization(s *scan, k int) bool {
	for _, p := range r.heads.get(s.lw(k)) {
		if p.kind == headPrefix || p.kind == headUnitPrefix || p.kind == headRoom {
			if _, ok := p.matchAt(s, k); ok {
				return true
			}
		}
	}
	return false
}

// connectorRun returns the index after a run of connectors starting at k
// that is followed, on the same line, by a name word; -1 when there is
// none. Connectors are lower-case joiners ("de la", "van", "&"), an elided
// article glued to the next word ("d'", "l'") and the Dutch "'t"/"'s".
func (r *rules) connectorRun(s *scan, k int) int {
	start := k
	conj := false
	for n := 0; k < len(s.toks) && n < 3; n++ {
		if k > start && s.toks[k].nl {
			return -1
		}
		t := &s.toks[k]
		switch {
		case t.isWord() && t.cas == caseNone && r.connectors[s.lw(k)]:
			if r.conjunctions[s.lw(k)] {
				conj = true
			}
			k++
			if s.punct(k, '\'') && s.glued(k) && s.glued(k+1) {
				k++ // d'Arc, l'Ours
			}
		case s.punct(k, '&'):
			conj = true
			k++
		case s.punct(k, '\'') && k+1 < len(s.toks) && s.glued(k+1) && (s.lw(k+1) == "t" || s.lw(k+1) == "s"):
			k += 2 // 't Klavertje
		default:
			if k == start || k >= len(s.toks) || s.toks[k].nl || !r.nameWord(s, k) {
				return -1
			}
			if conj && r.opensOrganization(s, k) {
				return -1
			}
			return k
		}
	}
	return -1
}

// nameAfter reads a proper name starting at token j ("Sint-Elooi", "De
// Meersen", "Virgen de la Alameda", "'t Klavertje") and returns the index
// of its last token. A name stays on one line, ends on a word and stops at
// punctuation, a lower-case word, a stop word, another organisation or a
// street with its house number.
func (r *rules) nameAfter(s *scan, j int) (int, bool) {
	if j >= len(s.toks) || s.toks[j].nl {
		return 0, false
	}
	if r.opensOrganization(s, j) {
		return 0, false // "dagziekenhuis AZ X": the head stays out of AZ X
	}
	last, words := -1, 0
	k := j
	// An article may open the name: "Het Anker", "Les Embruns", "'t Klavertje".
	if s.toks[k].isCap() && r.articles[s.lw(k)] && k+1 < len(s.toks) && !s.toks[k+1].nl && r.nameWord(s, k+1) {
		k++
	} else if s.toks[k].isWord() && r.conjunctions[s.lw(k)] || s.punct(k, '&') {
		return 0, false // "Hospital and the University of X": no name opens on "and"
	} else if n := r.connectorRun(s, k); n > 0 {
		k = n
	}
	for k < len(s.toks) && words < maxNameWords {
		if k > j && s.toks[k].nl {
			break
		}
		if !r.nameWord(s, k) || r.streetBeforeNumber(s, k) || k > j && r.opensOrganization(s, k) {
			break
		}
		last, words = k, words+1
		k++
		// Glued continuations: "Sint-Elooi", "Aldhelm's", "St.".
		for k < len(s.toks) && s.glued(k) {
			switch {
			case (s.punct(k, '-') || s.punct(k, '\'')) && k+1 < len(s.toks) && s.glued(k+1) && s.toks[k+1].isWord() && !s.toks[k+1].hasDigit():
				last = k + 1
				k += 2
				continue
			case s.punct(k, '.') && isSaintAbbrev(s.lw(last)):
				last = k
				k++
				continue
			}
			break
		}
		if k >= len(s.toks) || s.toks[k].nl {
			break
		}
		if s.toks[k].isWord() && s.toks[k].cas != caseNone {
			// A capitalised article inside a name: "Revalidation
			// Neurologique Les Acacias".
			if !r.nameWord(s, k) && r.articles[s.lw(k)] && k+1 < len(s.toks) && !s.toks[k+1].nl && r.nameWord(s, k+1) && !r.opensOrganization(s, k+1) {
				k++
			}
			continue
		}
		n := r.connectorRun(s, k)
		if n < 0 {
			break
		}
		k = n
	}
	if last < 0 || !s.toks[last].isWord() && !s.punct(last, '.') {
		return 0, false
	}
	return last, true
}

// isSaintAbbrev reports whether w takes an abbreviation dot inside a name.
func isSaintAbbrev(w string) bool {
	switch w {
	case "st", "ste", "sta", "mt", "ft", "sto":
		return true
	}
	return false
}

// nameBefore reads a proper name ending at token i-1, before a suffix head
// at token i ("St Aldhelm's" Hospital, "Hartley & Sons" Ltd), and returns
// the index of its first token.
func (r *rules) nameBefore(s *scan, i int) (int, bool) {
	if i == 0 || s.toks[i].nl {
		return 0, false
	}
	first, words := -1, 0
	k := i - 1
	for k >= 0 && words < maxNameWords {
		t := &s.toks[k]
		switch {
		case t.isWord() && (s.lw(k) == "s" || s.lw(k) == "S") && k >= 2 && s.glued(k) && s.punct(k-1, '\'') && s.glued(k-1) && r.nameWord(s, k-2):
			first, words = k-2, words+1 // Aldhelm's
			k -= 3
			if k >= 1 && s.punct(k, '\'') && s.toks[k-1].isCap() && s.toks[k-1].runes <= 2 && s.glued(k+1) && s.glued(k) {
				first = k - 1 // O'Brien's
				k -= 2
			}
		case s.punct(k, '.') && k >= 1 && s.glued(k) && isSaintAbbrev(s.lw(k-1)) && s.toks[k-1].isCap():
			first, words = k-1, words+1 // St.
			k -= 2
		case r.nameWord(s, k):
			first, words = k, words+1
			k--
			// Hyphenated: "Wit-Gele", "Notre-Dame"; elided: "O'Brien".
			for k >= 1 && (s.punct(k, '-') || s.punct(k, '\'') && s.toks[k-1].isCap() && s.toks[k-1].runes <= 2) && s.glued(k+1) && s.glued(k) && s.toks[k-1].isWord() {
				first = k - 1
				k -= 2
			}
		case first >= 0 && (s.punct(k, '&') || t.isWord() && t.cas == caseNone && s.lw(k) == "and") && k >= 1 && r.nameWord(s, k-1) && !r.breakers[s.lw(k-1)]:
			k-- // Hartley & Sons, Guy's and St Thomas'
			continue
		case first >= 0 && t.isWord() && t.cas == caseNone && s.lw(k) == "of" && k >= 1 && r.nameWord(s, k-1) && r.generic[s.lw(k-1)]:
			k-- // University of Wessex Hospital; not "Resident of" Birchwood Care Home
			continue
		default:
			k = -1
			continue
		}
		if k >= 0 && s.toks[k+1].nl {
			break
		}
	}
	if first < 0 {
		return 0, false
	}
	return first, true
}

// distinctive reports whether tokens [first, end) hold a word that names
// something: capitalised, not a generic modifier or specialty word
// ("General", "Community", "Cardiac"), and for short company suffixes a
// title-case word of at least three letters.
func (r *rules) distinctive(s *scan, first, end int, strict bool) bool {
	for k := first; k < end; k++ {
		t := &s.toks[k]
		if !t.isCap() || r.generic[s.lw(k)] || r.specWords[s.lw(k)] {
			continue
		}
		if strict && (!t.lower || t.runes < 3) {
			continue
		}
		return true
	}
	return false
}

// unitAfter reads the name of a department after a unit head ending before
// token j: specialties ("Cardiologie", "Imagerie médicale", "Hô hấp"),
// capitalised words ("Stemmingsstoornissen"), and with code a ward code
// ("2B", "G2 Geriatrie", "3 Nord"), and after the name any unit head
// takes a letter-and-digit ward code ("Dienst Geriatrie G2"). headCap says whether the head was
// capitalised; a lower-case head needs a capitalised or coded name. It
// returns the index of the last token.
func (r *rules) unitAfter(s *scan, j int, p *phrase, headCap bool) (int, bool) {
	if j >= len(s.toks) || s.toks[j].nl {
		return 0, false
	}
	last, elems, strong := -1, 0, headCap && !p.cap
	k := j
	if p.code {
		if e, ok := r.codeAt(s, k); ok {
			last, strong = e, true
			elems++
			k = e + 1
			if k < len(s.toks) && !s.toks[k].nl && s.toks[k].isCap() && r.directions[s.lw(k)] {
				last = k
				k++
			}
		}
	}
	if last < 0 {
		if e, ok := r.articleName(s, k); ok {
			return e, true // "unité Les Glycines", "afdeling De Linde": a named ward
		}
	}
	for k < len(s.toks) && elems < maxNameWords {
		if k > j && s.toks[k].nl {
			break
		}
		if end, _, ok := r.specialties.longest(s, k, ""); ok {
			if s.toks[k].isCap() {
				strong = true
			}
			last, k = end-1, end
			elems++
		} else if !p.spec && r.nameWord(s, k) && !r.opensOrganization(s, k) {
			strong = true
			last = k
			k++
			elems++
			for k+1 < len(s.toks) && s.punct(k, '-') && s.glued(k) && s.glued(k+1) && s.toks[k+1].isWord() {
				last = k + 1
				k += 2
			}
		} else {
			break
		}
		// A suspended hyphen: "Kinder- und Jugendheilkunde", "Hals-,
		// Nasen- und Ohrenheilkunde".
		if k+1 < len(s.toks) && s.punct(k, '-') && s.glued(k) && (!s.glued(k+1) || s.punct(k+1, ',')) && !s.toks[k+1].nl {
			n := k + 1
			if s.punct(n, ',') && s.glued(n) {
				n++
			}
			if n < len(s.toks) && !s.toks[n].nl && (s.toks[n].isWord() && r.conjunctions[s.lw(n)] || r.nameWord(s, n)) {
				last = k
				if s.punct(k+1, ',') {
					last = k + 1
				}
				k = n
				if !r.conjunctions[s.lw(k)] {
					continue
				}
			}
		}
		// Joined parts: "Innere Medizin und Gastroenterologie",
		// "Endocrinologie-Diabétologie".
		if k+1 < len(s.toks) && s.punct(k, '-') && s.glued(k) && s.glued(k+1) {
			if _, _, ok := r.specialties.longest(s, k+1, ""); ok || r.nameWord(s, k+1) {
				k++
				continue
			}
		}
		if k+1 < len(s.toks) && !s.toks[k+1].nl && (s.punct(k, '&') || s.toks[k].isWord() && r.conjunctions[s.lw(k)]) {
			if _, _, ok := r.specialties.longest(s, k+1, ""); ok || !p.spec && r.nameWord(s, k+1) {
				k++
			}
		}
	}
	if last < 0 || !strong {
		return 0, false
	}
	if n := last + 1; n < len(s.toks) && !s.toks[n].nl && !s.glued(n) && !s.toks[n].isNumber() {
		// a ward code after the name, whatever the head: "afdeling
		// Geriatrie B3", "Dienst Geriatrie G2""
		if e, ok := r.codeAt(s, n); ok && e == n && (e+1 >= len(s.toks) || s.toks[e+1].nl || !s.toks[e+1].isWord() || !r.unitsAfter[s.lw(e+1)]) {
			last = e
		}
	}
	return last, true
}

// articleName reads, at token k, a name opened by a capitalised article
// and capitalised name words on the same line ("Les Glycines", "De
// Linde", "Am Rosengarten" is none: "Am" is no article). It returns the
// last token.
func (r *rules) articleName(s *scan, k int) (int, bool) {
	if k+1 >= len(s.toks) || s.toks[k].nl || s.toks[k+1].nl || s.toks[k].cas != caseTitle || !r.articles[s.lw(k)] {
		return 0, false
	}
	last := -1
	for n := k + 1; n < len(s.toks) && n-k <= maxNameWords && !s.toks[n].nl && r.nameWord(s, n) && !r.opensOrganization(s, n); n++ {
		last = n
	}
	return last, last > k
}

// codeAt reads a ward, room or bed code at token k: a number or short
// alphanumeric token ("412", "2B", "G2"), optionally followed by "/", "."
// or "-" and a number ("214/1", "5.14"). It returns the last token.
func (r *rules) codeAt(s *scan, k int) (int, bool) {
	if k >= len(s.toks) || s.toks[k].nl {
		return 0, false
	}
	t := &s.toks[k]
	if !t.isWord() || !t.hasDigit() || t.runes > 4 || !t.isNumber() && t.digits == 0 {
		return 0, false
	}
	if !t.isNumber() && t.cas == caseNone && t.runes-t.digits > 1 {
		return 0, false // "12mg"
	}
	if !t.isNumber() && t.cas == caseNone && strings.ContainsRune("dhjmsuwxy", rune(s.text[t.e-1])) {
		return 0, false // "3x", "24h", "2d": a count or a duration
	}
	last := k
	if k+2 < len(s.toks) && (s.punct(k+1, '/') || s.punct(k+1, '.') || s.punct(k+1, '-')) && s.glued(k+1) && s.glued(k+2) && s.toks[k+2].isNumber() && s.toks[k+2].runes <= 3 {
		if k+3 < len(s.toks) && s.glued(k+3) && (s.punct(k+3, '/') || s.punct(k+3, '.') && k+4 < len(s.toks) && s.glued(k+4) && s.toks[k+4].hasDigit()) {
			return 0, false // a date
		}
		last = k + 2
	}
	if n := last + 1; n < len(s.toks) && s.glued(n) && (s.punct(n, ':') || s.punct(n, ',') || s.punct(n, '.')) && n+1 < len(s.toks) && s.glued(n+1) && s.toks[n+1].hasDigit() {
		return 0, false // a time or a decimal
	}
	if n := last + 1; n < len(s.toks) && !s.toks[n].nl && s.toks[n].isWord() && r.unitsAfter[s.lw(n)] {
		return 0, false // "bed 3 dagen"
	}
	if n := last + 1; n < len(s.toks) && s.glued(n) && (s.toks[n].isWord() || s.punct(n, '%')) {
		return 0, false
	}
	if n := last + 1; n < len(s.toks) && !s.toks[n].nl && (s.punct(n, '%') || s.lw(n) == "°") {
		return 0, false
	}
	return last, true
}

// hasSpecialty reports whether a specialty lies within tokens [first, end).
func (r *rules) hasSpecialty(s *scan, first, end int) bool {
	for k := first; k < end; k++ {
		if e, _, ok := r.specialties.longest(s, k, ""); ok && e <= end {
			return true
		}
	}
	return false
}

// unitBefore reads the name of a unit before a unit suffix head at token
// i ("Kingfisher" Ward, "Pulmonary Function" Lab) and returns its first
// token.
func (r *rules) unitBefore(s *scan, i int) (int, bool) {
	if i == 0 || s.toks[i].nl {
		return 0, false
	}
	first := -1
	for k, n := i-1, 0; k >= 0 && n < 4; k, n = k-1, n+1 {
		if !r.nameWord(s, k) || r.breakers[s.lw(k)] {
			break
		}
		first = k
		if s.toks[k].nl {
			break
		}
	}
	if first < 0 {
		return 0, false
	}
	return first, true
}
