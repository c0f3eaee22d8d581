package address

import (
	"strings"
	"unicode/utf8"
)

// countryPrefixes may precede a postal code with a hyphen: "B-8500".
var countryPrefixes = map[string]bool{"B": true, "A": true, "D": true, "F": true, "NL": true, "CH": true, "L": true, "I": true, "E": true, "P": true}

// postalBefore returns the begin of a postal code whose digits start at i,
// moved back over a country prefix ("B-8500"), and whether the code stands
// on its own (nothing glued before it).
func postalBefore(text string, i int) (int, bool) {
	if i == 0 {
		return 0, true
	}
	c := text[i-1]
	if c == '-' && i >= 2 {
		k := i - 1
		for k > 0 && text[k-1] >= 'A' && text[k-1] <= 'Z' {
			k--
		}
		if countryPrefixes[text[k:i-1]] && !letterBefore(text, k) && !(k > 0 && isDigit(text[k-1])) {
			return k, true
		}
		return 0, false
	}
	if letterBefore(text, i) {
		return 0, false
	}
	switch c {
	case '.', '/', ':', '+', '#', '-', '_', '=', '$', '@':
		return 0, false
	case ',':
		if i >= 2 && isDigit(text[i-2]) {
			return 0, false
		}
	}
	return i, true
}

// locality returns the end of a locality name starting at k: a capitalised
// word, possibly joined with particles or joiners ("Waidhofen an der
// Thaya", "Den Haag", "Saint-Grégoire", "LYON"). ok is false when no such
// name starts there.
func (r *rules) locality(text string, k int) (int, bool) {
	t := wordAfter(text, k)
	if t.end-t.begin < 2 || !isCapitalised(text, t) && !strings.HasPrefix(text[t.begin:], "'s-") {
		return 0, false
	}
	lw := lower(text, t)
	end := t.end
	joinNext := r.joiners.contains(lw)
	cur := t.end
	if cur < len(text) && text[cur] == '.' && r.places.placePrefixes.has(text, t) {
		// "3100 St. Pölten", "95100 St. Denis": the abbreviated prefix
		// joins the next capitalised word and does not end the name
		b := oneBlankAfter(text, cur+1)
		if b < 0 {
			return 0, false
		}
		w := wordAfter(text, b)
		if w.begin == w.end || !isCapitalised(text, w) || r.notLocality.contains(lower(text, w)) {
			return 0, false
		}
		end, cur = w.end, w.end
		joinNext = r.joiners.contains(lower(text, w))
	} else if r.notLocality.contains(lw) || strings.HasSuffix(lw, "-") {
		return 0, false
	}
	var pending bool
	for n := 0; n < 4; n++ {
		b := oneBlankAfter(text, cur)
		if b < 0 {
			break
		}
		w := wordAfter(text, b)
		if w.begin == w.end {
			break
		}
		lw := lower(text, w)
		if isCapitalised(text, w) && (joinNext || pending) && !r.notLocality.contains(lw) {
			end = w.end
			joinNext = r.joiners.contains(lw)
			pending = false
		} else if !isCapitalised(text, w) && r.particles.contains(lw) {
			pending = true
		} else {
			break
		}
		cur = w.end
	}
	// An Italian province code: "41049 Sassuolo (MO)".
	if p := end + 5; p <= len(text) && text[end] == ' ' && text[end+1] == '(' && isUpper(text[end+2]) && isUpper(text[end+3]) && text[end+4] == ')' && !letterAt(text, p) {
		end = p
	}
	return end, true
}

// postal finds "8500 Kortrijk", "B-8500 Kortrijk", "1073 NB Amsterdam",
// "75012 Paris" and "12587 Berlin" at the digit run text[i:j]. free reports
// whether the code may stand alone (the left context fits an address).
func (r *rules) postal(text string, i, j int) (b, e int, free, ok bool) {
	n := j - i
	if n != 4 && n != 5 || text[i] == '0' && n == 4 {
		return 0, 0, false, false
	}
	b, ok = postalBefore(text, i)
	if !ok {
		return 0, 0, false, false
	}
	k := oneBlankAfter(text, j)
	if k < 0 {
		return 0, 0, false, false
	}
	// Dutch letters: "1073 NB".
	if n == 4 && k+3 <= len(text) && isUpper(text[k]) && isUpper(text[k+1]) && (k+2 == len(text) || text[k+2] == ' ') {
		pair := text[k : k+2]
		if !nlPairExcluded[pair] {
			if k2 := oneBlankAfter(text, k+2); k2 > 0 {
				if le, ok := r.locality(text, k2); ok {
					return b, le, true, true
				}
			}
		}
	}
	le, ok := r.locality(text, k)
	if !ok {
		return 0, 0, false, false
	}
	return b, le, r.freeLeft(text, b, i), true
}

// nlPairExcluded are letter pairs that Dutch postal codes do not use (SA,
// SD, SS) or that are units after a number ("1000 IE", "500 MG").
var nlPairExcluded = map[string]bool{"SA": true, "SD": true, "SS": true, "IE": true, "IU": true, "MG": true, "ML": true, "KG": true, "GR": true, "MM": true, "CM": true}

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }

// freeLeft reports whether a postal code starting at b may stand alone:
// after a line start, a separator, a country prefix or a place word;
// a year-like code (1900–2099) after a word is taken for a year.
func (r *rules) freeLeft(text string, b, i int) bool {
	if b < i {
		return true // country prefix
	}
	k := b
	for k > 0 {
		c, n := utf8.DecodeLastRuneInString(text[:k])
		if !isBlank(c) {
			break
		}
		k -= n
	}
	if k == 0 {
		return true
	}
	c, _ := utf8.DecodeLastRuneInString(text[:k])
	switch c {
	case '\n', ',', '(', ':', '|', '·', '•', ';', '–', '—', '-':
		return true
	}
	v := 0
	for x := i; x < i+4 && x < len(text); x++ {
		v = v*10 + int(text[x]-'0')
	}
	if i+4 < len(text) && isDigit(text[i+4]) {
		return true // five digits cannot be a year
	}
	if v >= 1900 && v <= 2099 {
		return false
	}
	w := wordBefore(text, k)
	switch strings.ToLower(text[w.begin:w.end]) {
	case "in", "te", "à", "a", "aus", "nach", "uit", "de", "en", "at", "from", "naar", "van":
		return true
	}
	return false
}

// ukPostcode finds a UK postcode ("BH20 4QT", "SW1A 1AA", "M1 1AE") whose
// outward digits are text[i:j].
func ukPostcode(text string, i, j int) (int, int, bool) {
	if j-i > 2 {
		return 0, 0, false
	}
	b := i
	for b > 0 && i-b < 2 && isUpper(text[b-1]) {
		b--
	}
	if b == i || letterBefore(text, b) || b > 0 && isDigit(text[b-1]) {
		return 0, 0, false
	}
	if strings.ContainsRune("QVX", rune(text[b])) {
		return 0, 0, false
	}
	e := j
	if e < len(text) && isUpper(text[e]) && j-i == 1 {
		e++ // SW1A, W1D
	}
	if e+4 > len(text) || text[e] != ' ' || !isDigit(text[e+1]) || !isUpper(text[e+2]) || !isUpper(text[e+3]) {
		return 0, 0, false
	}
	if strings.ContainsRune("CIKMOV", rune(text[e+2])) || strings.ContainsRune("CIKMOV", rune(text[e+3])) {
		return 0, 0, false
	}
	if e+4 < len(text) && (letterAt(text, e+4) || isDigit(text[e+4])) {
		return 0, 0, false
	}
	return b, e + 4, true
}

// usZip finds "Boston, MA 02114" and "MA 02114-1234" whose ZIP digits are
// text[i:j]. The span starts at the city when one precedes the state.
func (r *rules) usZip(text string, i, j int) (int, int, bool) {
	if j-i != 5 || i < 3 || text[i-1] != ' ' || !isUpper(text[i-2]) || !isUpper(text[i-3]) {
		return 0, 0, false
	}
	if i >= 4 && letterAt(text, i-4) {
		return 0, 0, false
	}
	if !r.usStates.contains(strings.ToLower(text[i-3 : i-1])) {
		return 0, 0, false
	}
	e := j
	if e+5 <= len(text) && text[e] == '-' && allDigits(text[e+1:e+5]) && (e+5 == len(text) || !isDigit(text[e+5])) {
		e += 5
	}
	if e < len(text) && (isDigit(text[e]) || letterAt(text, e)) {
		return 0, 0, false
	}
	b := i - 3
	// The city before ", ": "Boston, MA", "Salt Lake City, UT". Without a
	// city the state code is too ambiguous ("ID 40127", "OR 12345"); a
	// city before a blank alone ("Quincy MA 02169") only with a code that
	// is no word or abbreviation as well.
	cur := b - 2
	switch {
	case b >= 2 && text[b-2:b] == ", ":
	case b >= 2 && text[b-1] == ' ' && !ambiguousStates[text[b:b+2]]:
		cur = b - 1
	default:
		return 0, 0, false
	}
	{
		cb := -1
		for n := 0; n < 3; n++ {
			t := wordBefore(text, cur)
			if t.begin == t.end || !isCapitalised(text, t) || r.notLocality.has(text, t) {
				break
			}
			cb = t.begin
			p := oneBlankBefore(text, t.begin)
			if p < 0 {
				break
			}
			cur = p
		}
		if cb < 0 {
			return 0, 0, false
		}
		b = cb
	}
	return b, e, true
}

// ambiguousStates are US state codes that are also words, abbreviations
// or labels ("Patient ID 40127", "OR 12345", "MD", "CT"): after a city they
// need the comma.
var ambiguousStates = map[string]bool{
	"ID": true, "OR": true, "IN": true, "ME": true, "OK": true, "MD": true, "DO": true, "PA": true,
	"HI": true, "CT": true, "MS": true, "DE": true, "CO": true, "LA": true, "AS": true, "SC": true,
	"NE": true, "AL": true, "MO": true, "GU": true, "MP": true, "PR": true, "VI": true,
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return len(s) > 0
}
