package address

import (
	"strings"
	"unicode/utf8"
)

// houseNumber returns the end of a house number whose digits are
// text[i:j]: "118", "9a", "17/2", "142/3/17", "212-II", "118 bus 2", "5 b 3". ok is
// false when the digits are not a plausible house number (a decimal, a
// dose "5mg", a time, a long code).
func (r *rules) houseNumber(text string, i, j int) (int, bool) {
	if j-i > 5 || text[i] == '0' {
		return 0, false
	}
	e := j
	if e < len(text) {
		c := text[e]
		switch {
		case (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') && !letterAt(text, e+1) && !(e+1 < len(text) && isDigit(text[e+1])):
			e++ // 9a
		case letterAt(text, e):
			return 0, false // 5mg
		case (c == '.' || c == ',' || c == ':') && e+1 < len(text) && isDigit(text[e+1]):
			return 0, false // 2.5, 10:30
		case c == '%':
			return 0, false
		}
	}
	if e+1 < len(text) && (text[e] == '/' || text[e] == '-') {
		k := e + 1
		for k < len(text) && (isDigit(text[k]) || text[k] == 'I' || text[k] == 'V' || text[k] == 'X') {
			k++
		}
		if k > e+1 && k-e <= 5 && !letterAt(text, k) && k+1 < len(text) && text[k] == '/' && text[e] == '/' {
			// Austrian stair and door: "142/3/17", "5/1/3" (a date's
			// four-digit year does not fit)
			d := k + 1
			for d < len(text) && isDigit(text[d]) {
				d++
			}
			if d > k+1 && d-k <= 4 && k-e <= 4 && !letterAt(text, d) && !(d < len(text) && (text[d] == '/' || text[d] == '.' && d+1 < len(text) && isDigit(text[d+1]))) {
				e = d
			}
		} else if k > e+1 && k-e <= 5 && !letterAt(text, k) && !(k < len(text) && (text[k] == '/' || text[k] == '.' && k+1 < len(text) && isDigit(text[k+1]))) {
			e = k
		}
	}
	// " bus 2", " b 3", " box 12", "Apt 3" directly after the number.
	if k := oneBlankAfter(text, e); k > 0 {
		w := wordAfter(text, k)
		we := w.end
		if we < len(text) && text[we] == '.' {
			we++
		}
		if w.end > w.begin && (r.unitWords.has(text, w) || r.unitWords.has(text, token{w.begin, we})) {
			n := we
			if n < len(text) && text[n] == ' ' {
				n++
			}
			d := n
			for d < len(text) && isDigit(text[d]) {
				d++
			}
			if d > n && d-n <= 4 && !letterAt(text, d) {
				e = d
			}
		}
	}
	return e, true
}

// streetBefore finds a street name ending just before the house number at
// byte i ("Hoogstraat 118", "Van Woustraat 212", "rue de la Gare 25", "Am
// Wasserwerk 3", "Postbus 9120"). It returns the begin of the name and the
// kind of part, or ok false.
func (r *rules) streetBefore(text string, i int) (int, partKind, bool) {
	p := oneBlankBefore(text, i)
	if p < 0 {
		return 0, 0, false
	}
	q := p
	comma := false
	if q > 0 && text[q-1] == ',' {
		// "Rua Padre Eustáquio Lima, 1320", "Calle Mayor, 5": only a
		// prefix street takes its number after a comma
		q--
		comma = true
	}
	if q > 0 && text[q-1] == '.' {
		q--
	}
	t := wordBefore(text, q)
	if t.begin == t.end {
		return 0, 0, false
	}
	if comma {
		p = q
	}
	// look-ups through has lower-case on the stack; only a capitalised
	// word needs its lower-case text as a string
	wt := token{t.begin, p}
	if b2 := r.twoWordBefore(text, t.begin); b2 >= 0 && r.poBoxes.has(text, token{b2, t.end}) {
		// "PO Box 12" before "Box" as a unit word
		return b2, partPOBox, true
	}
	dotted := wt.end != t.end // wt is t with its "." (or t itself)
	if r.unitWords.has(text, t) || dotted && r.unitWords.has(text, wt) {
		return 0, 0, false // "Apt 3" belongs to the street before it
	}
	if r.poBoxes.has(text, t) || dotted && r.poBoxes.has(text, wt) {
		if comma {
			return 0, 0, false
		}
		return t.begin, partPOBox, true
	}
	if isCapitalised(text, t) && !comma {
		var buf [64]byte
		w := appendLower(buf[:0], text[t.begin:p])
		if r.hasStreetSuffix(w) {
			return r.extendNameBack(text, t.begin), partStreet, true
		}
		// A type word of its own after a capitalised name: "Frankfurter
		// Allee 212", "Münchener Straße 4".
		if r.standalone.hasBytes(w) {
			if b, ok := r.adjectiveBefore(text, t.begin); ok {
				return b, partStreet, true
			}
		}
	}
	// A prefix street: "Rue de la Gare 25", "Via dei Mille 48", "C/ Almendros 17".
	b, n := t.begin, 0
	cur := t
	for n < 6 {
		if (n > 0 && r.prefixes.has(text, cur) || n > 0 && cur.end < len(text) && text[cur.end] == '.' && r.prefixes.has(text, token{cur.begin, cur.end + 1})) && !shortCaps(text, cur) {
			return cur.begin, partStreet, true
		}
		if n > 0 && r.weakPrefixes.has(text, cur) && isCapitalised(text, cur) && !comma {
			return cur.begin, partWeakStreet, true
		}
		if !isCapitalised(text, cur) && !r.particles.has(text, cur) && !isDigit(text[cur.begin]) {
			break
		}
		if isCapitalised(text, cur) {
			b = cur.begin
		}
		pb := oneBlankBefore(text, cur.begin)
		if pb < 0 {
			break
		}
		if pb > 0 && text[pb-1] == '.' {
			pb--
		}
		next := wordBefore(text, pb)
		if next.begin == next.end && r.particles.has(text, cur) && !isDigit(text[cur.begin]) {
			// a day in a street named after a date: "Rua 25 de Março"
			d := pb
			for d > 0 && isDigit(text[d-1]) && pb-d < 2 {
				d--
			}
			if d < pb && d > 0 && text[d-1] == ' ' {
				next = token{d, pb}
			}
		}
		cur = next
		if cur.begin == cur.end {
			break
		}
		n++
	}
	// Any capitalised name before a number: kept only when a postal code
	// follows ("Kerkewijk 88, 3904 AG Veenendaal").
	if isCapitalised(text, t) && !r.notLocality.has(text, t) && !comma {
		return r.extendNameBack(text, b), partWeakStreet, true
	}
	return 0, 0, false
}

// adjectiveBefore returns the begin of the capitalised word before the
// word at b, one blank before it, when it reads as the adjective of a
// street name: a town adjective in -er ("Frankfurter", "Münchener") or a
// word of the list street_adjectives ("Lange", "Alte", "Oude").
func (r *rules) adjectiveBefore(text string, b int) (int, bool) {
	p := oneBlankBefore(text, b)
	if p < 0 {
		return 0, false
	}
	t := wordBefore(text, p)
	if t.begin == t.end || !isCapitalised(text, t) || t.begin > 0 && !boundaryBefore(text, t.begin) {
		return 0, false
	}
	lw := lower(text, t)
	if r.streetAdjectives.contains(lw) || utf8.RuneCountInString(lw) >= 5 && strings.HasSuffix(lw, "er") && !r.titles.contains(lw) && !r.isCue(lw) {
		return t.begin, true
	}
	return 0, false
}

// twoWordBefore returns the begin of the word before the word starting at
// b when one blank separates them ("PO Box"), or -1.
func (r *rules) twoWordBefore(text string, b int) int {
	p := oneBlankBefore(text, b)
	if p < 0 {
		return -1
	}
	q := p
	if q > 0 && text[q-1] == '.' {
		q--
	}
	t := wordBefore(text, q)
	if t.begin == t.end {
		return -1
	}
	return t.begin
}

// hasStreetSuffix reports whether the lower-case word w is a compound
// ending in a street suffix ("hoogstraat", "hauptstr.").
func (r *rules) hasStreetSuffix(w []byte) bool {
	if len(w) == 0 {
		return false
	}
	for _, s := range r.suffixesByLast[w[len(w)-1]] {
		if len(w) > len(s)+1 && string(w[len(w)-len(s):]) == s {
			if s == "ring" {
				c, _ := utf8.DecodeLastRune(w[:len(w)-len(s)])
				if strings.ContainsRune("aeiouy", c) {
					return false // monitoring, during
				}
			}
			return true
		}
	}
	return false
}

// extendNameBack extends a street name starting at b over preceding
// capitalised words and particles on the same line ("Van Putlaan",
// "Jan van Rijswijcklaan"). The result starts on a capitalised word.
func (r *rules) extendNameBack(text string, b int) int {
	best := b
	cur := b
	for n := 0; n < 3; n++ {
		p := oneBlankBefore(text, cur)
		if p < 0 {
			break
		}
		t := wordBefore(text, p)
		if t.begin == t.end || t.begin > 0 && !boundaryBefore(text, t.begin) {
			break
		}
		lw := lower(text, t)
		if isCapitalised(text, t) {
			if r.titles.contains(lw) || r.isCue(lw) {
				break
			}
			best = t.begin
		} else if !r.particles.contains(lw) {
			break
		}
		cur = t.begin
	}
	return best
}

// boundaryBefore reports whether the word starting at b is preceded by a
// blank or the line start (not by punctuation such as ":" or ".").
func boundaryBefore(text string, b int) bool {
	r, _ := utf8.DecodeLastRuneInString(text[:b])
	return isBlank(r) || r == '\n'
}

// isCue reports whether w is one of the referent cue words.
func (r *rules) isCue(w string) bool {
	for _, c := range r.patientCues.words {
		if c == w {
			return true
		}
	}
	for _, c := range r.caregiverCues.words {
		if c == w {
			return true
		}
	}
	return false
}

// streetAfter finds a street name after a house number ending at h: "27
// Coombe Lane", "2215 Commercial St SE", "14 boulevard Gambetta", "8, allée
// des Tilleuls". It returns the end of the street or ok false.
func (r *rules) streetAfter(text string, h int) (int, bool) {
	k := h
	if k < len(text) && text[k] == ',' {
		k++
	}
	k = oneBlankAfter(text, k)
	if k < 0 {
		return 0, false
	}
	first := nameWordAt(text, k)
	if first.begin == first.end {
		return 0, false
	}
	if h == k-1 {
		if e, ok := usHighwayAt(text, k); ok {
			return r.townStateAfter(text, r.unitAfter(text, e)), true // "2250 US-41, Marquette MI"
		}
	}
	// the lower-cased word (and with its dot) in a stack buffer: no allocation
	var buf [64]byte
	fw := appendLower(buf[:0], text[first.begin:first.end])
	dotted := first.end < len(text) && text[first.end] == '.'
	if r.numberAfter.hasBytes(fw) || dotted && r.numberAfter.hasBytes(append(fw, '.')) {
		return 0, false // "Via Roma 12": the number follows the name
	}
	if r.prefixes.hasBytes(fw) || dotted && r.prefixes.hasBytes(append(fw, '.')) {
		// French-style: prefix word, then particles and capitalised names.
		cur := first.end
		if cur < len(text) && text[cur] == '.' {
			cur++
		}
		return r.streetAfterPrefix(text, cur, true)
	}
	if h != k-1 {
		return 0, false // English streets: "27 Coombe Lane" with one blank
	}
	// English-style: capitalised words ending in a street word, after an
	// optional compass point ("123 N. Main St.").
	if d := r.directionBefore(text, k); d != k {
		first = nameWordAt(text, d)
	} else if o := ordinalAt(text, k); o > k {
		first = token{k, o} // "1200 5th Ave"
	}
	end, cur, names := 0, first, 0
	for n := 0; n < 5; n++ {
		if !isCapitalised(text, cur) && !(cur.end > cur.begin && isDigit(text[cur.begin])) {
			break
		}
		lw := appendLower(buf[:0], text[cur.begin:cur.end])
		if names > 0 && r.enSuffixes.hasBytes(lw) {
			end = cur.end
			// a second street word: "Maple Grove Rd", "Forest Park Ave"
			if b := oneBlankAfter(text, end); b > 0 {
				if t := wordAfter(text, b); isCapitalised(text, t) && r.enSuffixes.has(text, t) && !(t.end < len(text) && isDigit(text[t.end])) {
					end = t.end
				}
			}
			if end < len(text) && text[end] == '.' && !letterAt(text, end+1) {
				end++
			}
			break
		}
		if r.notLocality.hasBytes(lw) && !nameAbbrevs[string(lw)] {
			break
		}
		names++
		ne := cur.end
		if nameAbbrevs[string(lw)] && ne < len(text) && text[ne] == '.' {
			ne++ // "Martin Luther King Jr. Blvd", "St. Charles Ave"
		}
		b := oneBlankAfter(text, ne)
		if b < 0 {
			break
		}
		cur = nameWordAt(text, b)
	}
	if end == 0 {
		return 0, false
	}
	// A compass point: "Commercial St SE".
	if b := oneBlankAfter(text, end); b > 0 {
		t := wordAfter(text, b)
		if t.end-t.begin <= 2 && t.end > t.begin && strings.ToUpper(text[t.begin:t.end]) == text[t.begin:t.end] && r.directions.has(text, t) {
			end = t.end
		}
	}
	return r.townStateAfter(text, r.unitAfter(text, end)), true
}

// shortCaps reports whether the word text[t] is two upper-case ASCII
// letters: "BD" (twice daily) is no "bd." (boulevard).
func shortCaps(text string, t token) bool {
	return t.end-t.begin == 2 && isUpper(text[t.begin]) && isUpper(text[t.begin+1])
}

// nameAbbrevs are abbreviations with a period inside an American street
// name: "Martin Luther King Jr. Blvd", "St. Charles Ave", "Mt. Vernon Rd".
var nameAbbrevs = map[string]bool{"jr": true, "sr": true, "st": true, "mt": true, "ft": true, "pt": true, "dr": true}
