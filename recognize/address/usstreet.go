package address

import "strings"

// usHighways are the words that open a numbered road used as an American
// street after a house number: "2250 US-41", "88 Route 9", "12 County
// Road 5". Each is followed by a blank or "-" and the road's digits.
var usHighways = []string{"US", "Route", "Rte", "Rt", "Highway", "Hwy", "State Route", "State Road", "State Highway", "SR", "County Road", "County Route", "CR", "Farm Road", "FM"}

// usHighwayAt returns the end of a numbered road starting at k ("US-41",
// "Route 9", "Hwy 12A"), or ok false.
func usHighwayAt(text string, k int) (int, bool) {
	for _, w := range usHighways {
		if !strings.HasPrefix(text[k:], w) {
			continue
		}
		d := k + len(w)
		if d >= len(text) || text[d] != ' ' && text[d] != '-' {
			continue
		}
		d++
		e := d
		for e < len(text) && isDigit(text[e]) {
			e++
		}
		if e == d || e-d > 4 {
			continue
		}
		if e < len(text) && isUpper(text[e]) && !letterAt(text, e+1) {
			e++ // "Hwy 12A"
		}
		if letterAt(text, e) || e < len(text) && isDigit(text[e]) {
			continue
		}
		return e, true
	}
	return 0, false
}

// directionBefore returns the start of the name after an American
// compass prefix at k ("N. Main St", "SW 8th Street"), or k.
func (r *rules) directionBefore(text string, k int) int {
	t := wordAfter(text, k)
	if t.end-t.begin > 2 || t.end == t.begin || !isUpper(text[t.begin]) || !r.directions.has(text, t) {
		return k
	}
	e := t.end
	if e < len(text) && text[e] == '.' {
		e++
	}
	if n := oneBlankAfter(text, e); n > 0 && (isUpper(text[n]) || ordinalAt(text, n) > n) {
		return n
	}
	return k
}

// unitAfter returns the end of an apartment or suite right after an
// American street ending at e (", Ste. 4B", " #12", ", Apt. 3", " Unit
// 2C"), or e.
func (r *rules) unitAfter(text string, e int) int {
	k := e
	if k < len(text) && text[k] == ',' {
		k++
	}
	if k = oneBlankAfter(text, k); k < 0 {
		return e
	}
	if text[k] != '#' {
		w := wordAfter(text, k)
		if w.end-w.begin < 2 || !r.unitWords.has(text, w) {
			return e // "b" alone is a Belgian "bus", not an American unit
		}
		k = w.end
		if k < len(text) && text[k] == '.' {
			k++
		}
		if k = oneBlankAfter(text, k); k < 0 {
			return e
		}
		if text[k] == '#' {
			k++
		}
	} else {
		k++
	}
	c := k
	for c < len(text) && (isDigit(text[c]) || isUpper(text[c])) && c-k < 5 {
		c++
	}
	if c == k || !strings.ContainsAny(text[k:c], "0123456789") && c-k > 1 || letterAt(text, c) || c < len(text) && isDigit(text[c]) {
		return e
	}
	return c
}

// townStateAfter returns the end of a town and state code without a ZIP
// right after an American street ending at e (", Akron OH", ", Hazard,
// KY"), or e. A ZIP after the state is left to the postal part.
func (r *rules) townStateAfter(text string, e int) int {
	if e+2 >= len(text) || text[e:e+2] != ", " {
		return e
	}
	k := e + 2
	for n := 0; n < 3; n++ {
		t := wordAfter(text, k)
		if !isCapitalised(text, t) || r.notLocality.has(text, t) || t.end-t.begin == 2 && isUpper(text[t.begin+1]) {
			return e
		}
		s := t.end
		comma := false
		if s < len(text) && text[s] == ',' {
			s++
			comma = true
		}
		if s >= len(text) || text[s] != ' ' {
			return e
		}
		s++
		if s+2 <= len(text) && isUpper(text[s]) && s+1 < len(text) && isUpper(text[s+1]) && !letterAt(text, s+2) && !(s+2 < len(text) && isDigit(text[s+2])) {
			code := text[s : s+2]
			if !r.usStates.hasWord(code) || !comma && ambiguousStates[code] {
				return e
			}
			if s+3 < len(text) && text[s+2] == ' ' && isDigit(text[s+3]) {
				return e // a ZIP follows: the postal part takes the town
			}
			return s + 2
		}
		if comma {
			return e
		}
		k = s
	}
	return e
}

// ruralRoute finds an American rural route or highway contract box at the
// digit run text[i:j] ("RR 2 Box 14", "Rural Route 3, Box 7", "HC 1 Box
// 5") and returns its extent.
func ruralRoute(text string, i, j int) (int, int, bool) {
	b := -1
	for _, w := range []string{"RR ", "R.R. ", "Rural Route ", "HC ", "Star Route "} {
		if i >= len(w) && text[i-len(w):i] == w && (i == len(w) || !letterAt(text, i-len(w)-1)) {
			b = i - len(w)
			break
		}
	}
	if b < 0 || j-i > 3 {
		return 0, 0, false
	}
	k := j
	if k < len(text) && text[k] == ',' {
		k++
	}
	if !strings.HasPrefix(text[k:], " Box ") {
		return 0, 0, false
	}
	k += len(" Box ")
	d := k
	for d < len(text) && isDigit(text[d]) {
		d++
	}
	if d == k || d-k > 5 || letterAt(text, d) {
		return 0, 0, false
	}
	return b, d, true
}

// ordinalAt returns the end of an ordinal street name at k ("5th", "85th",
// "1st", "22nd", "3rd"), or k.
func ordinalAt(text string, k int) int {
	d := k
	for d < len(text) && isDigit(text[d]) {
		d++
	}
	if d == k || d-k > 3 || d+2 > len(text) || letterAt(text, d+2) {
		return k
	}
	switch strings.ToLower(text[d : d+2]) {
	case "st", "nd", "rd", "th":
		return d + 2
	}
	return k
}

// nameWordAt returns the word of a street name at k: an ordinal ("5th")
// or a name-like word.
func nameWordAt(text string, k int) token {
	if o := ordinalAt(text, k); o > k {
		return token{k, o}
	}
	return wordAfter(text, k)
}
