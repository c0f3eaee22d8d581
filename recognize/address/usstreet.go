package address

import (
	"strings"

	"github.com/meddeid/meddeid/internal/rarescan"
)

// usHighways are the words that open a numbered road used as an American
// street after a house number: "2250 US-41", "88 Route 9", "12 County
// Road 5". Each is followed by a blank or "-" and the road's digits.
var usHighways = []string{"US", "Route", "Rte", "Rt", "Highway", "Hwy", "State Route", "State Road", "State Highway", "SR", "County Road", "County Route", "CR", "Farm Road", "FM"}

// usHighwaysByFirst holds usHighways by their first byte, in their order.
var usHighwaysByFirst = func() (t [256][]string) {
	for _, w := range usHighways {
		t[w[0]] = append(t[w[0]], w)
	}
	return t
}()

// usHighwayAt returns the end of a numbered road starting at k ("US-41",
// "Route 9", "Hwy 12A"), or ok false.
func usHighwayAt(text string, k int) (int, bool) {
	if k >= len(text) {
		return 0, false
	}
	// only the words starting with text[k] can match; usHighwaysByFirst
	// keeps their order
	for _, w := range usHighwaysByFirst[text[k]] {
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
	if n := oneBlankAfter(text, e); n > 0 && n < len(text) && (isUpper(text[n]) || ordinalAt(text, n) > n) {
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
	if k = oneBlankAfter(text, k); k < 0 || k >= len(text) {
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
		if k = oneBlankAfter(text, k); k < 0 || k >= len(text) {
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

// ruralRouteWords open an American rural route or highway contract box;
// each ends in a blank.
var ruralRouteWords = [...]string{"RR ", "R.R. ", "Rural Route ", "HC ", "Star Route "}

// ruralRoute finds an American rural route or highway contract box at the
// digit run text[i:j] ("RR 2 Box 14", "Rural Route 3, Box 7", "HC 1 Box
// 5") and returns its extent.
func ruralRoute(text string, i, j int) (int, int, bool) {
	if i == 0 || text[i-1] != ' ' || j-i > 3 {
		return 0, 0, false // every rural route word ends in a blank
	}
	// " Box " after the number first: it is rarer than the words before
	k := j
	if k < len(text) && text[k] == ',' {
		k++
	}
	if !strings.HasPrefix(text[k:], " Box ") {
		return 0, 0, false
	}
	b := -1
	for _, w := range ruralRouteWords {
		if i >= len(w) && text[i-len(w):i] == w && (i == len(w) || !letterAt(text, i-len(w)-1)) {
			b = i - len(w)
			break
		}
	}
	if b < 0 {
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

// enBareTypes are the English street types that make a street of the
// capitalised name before them without a house number ("lives on Maple
// Street", "off Route 9"): those that are rarely the end of another name.
var enBareTypes = [...]string{" Street", " Avenue", " Road", " Boulevard", " Lane", " Blvd", " Ave", " Rd"}

// enBareStreets finds English street names without a house number: one
// to three capitalised words or an ordinal before a street type ("Maple
// Street", "West 85th Street", "Sunset Blvd"), and the streets of an
// intersection after "corner of" ("the corner of 5th and Main").
func (r *rules) enBareStreets(text string, parts []part) []part {
	for _, st := range enBareTypes {
		rs := rarescan.RareOffset(st)
		for off := 0; ; {
			k := rarescan.IndexRare(text[off:], st, rs)
			if k < 0 {
				break
			}
			s := off + k
			e := s + len(st)
			off = e
			if letterAt(text, e) || e < len(text) && isDigit(text[e]) {
				continue
			}
			b := -1
			cur := s
			for n := 0; n < 3; n++ {
				if o := ordinalBefore(text, cur); o >= 0 {
					b = o // an ordinal: "85th"
					p := oneBlankBefore(text, o)
					if p < 0 {
						break
					}
					cur = p
					continue
				}
				t := wordBefore(text, cur)
				if t.begin == t.end || text[t.end-1] == '.' {
					break
				}
				lw := lower(text, t)
				if !isCapitalised(text, t) || r.notLocality.contains(lw) || r.titles.contains(lw) || r.isCue(lw) || r.enSuffixes.contains(lw) {
					break
				}
				b = t.begin
				p := oneBlankBefore(text, t.begin)
				if p < 0 {
					break
				}
				cur = p
			}
			if b < 0 || b > 0 && isDigit(text[b-1]) {
				continue
			}
			if e+1 < len(text) && text[e] == ' ' && isUpper(text[e+1]) || !r.enStreetCueBefore(text, b) {
				continue // "27 Maple Street" is found elsewhere; "Castle Street Surgery" is a name
			}
			if e < len(text) && text[e] == '.' && (st == " Blvd" || st == " Ave" || st == " Rd") && !letterAt(text, e+1) {
				e++
			}
			parts = append(parts, part{begin: b, end: e, kind: partBareStreet})
		}
	}
	return parts
}

// ordinalBefore returns the start of an ordinal ("5th") ending at i, or -1.
func ordinalBefore(text string, i int) int {
	if i < 3 {
		return -1
	}
	d := i - 2
	k := d
	for k > 0 && isDigit(text[k-1]) && d-k < 3 {
		k--
	}
	if k == d || k > 0 && (letterAt(text, k-1) || isDigit(text[k-1])) || ordinalAt(text, k) != i {
		return -1
	}
	return k
}

// cornerRare is the rarest byte's offset in "corner of ".
var cornerRare = rarescan.RareOffset("corner of ")

// intersections finds the two streets after "corner of" ("the corner of
// 5th and Main", "corner of Elm St & Oak Ave") and returns them as streets
// without number.
func (r *rules) intersections(text string, parts []part) []part {
	for off := 0; ; {
		k := rarescan.IndexRare(text[off:], "corner of ", cornerRare)
		if k < 0 {
			return parts
		}
		s := off + k + len("corner of ")
		off = s
		e1 := r.crossStreet(text, s)
		if e1 <= s {
			continue
		}
		var n int
		switch {
		case strings.HasPrefix(text[e1:], " and "):
			n = e1 + len(" and ")
		case strings.HasPrefix(text[e1:], " & "):
			n = e1 + len(" & ")
		default:
			continue
		}
		e2 := r.crossStreet(text, n)
		if e2 <= n {
			continue
		}
		parts = append(parts, part{begin: s, end: e1, kind: partBareStreet}, part{begin: n, end: e2, kind: partBareStreet})
		off = e2
	}
}

// crossStreet returns the end of one street of an intersection at k: an
// ordinal or one or two capitalised words, with an optional street type.
func (r *rules) crossStreet(text string, k int) int {
	end := k
	for n := 0; n < 3; n++ {
		t := nameWordAt(text, k)
		if t.end == t.begin || !(isDigit(text[t.begin]) || isCapitalised(text, t)) {
			break
		}
		suffix := n > 0 && r.enSuffixes.has(text, t)
		if !suffix && r.notLocality.has(text, t) {
			break
		}
		end = t.end
		if suffix {
			if end < len(text) && text[end] == '.' && !letterAt(text, end+1) && end+1 < len(text) && text[end+1] == ' ' {
				end++
			}
			break
		}
		b := oneBlankAfter(text, t.end)
		if b < 0 || strings.HasPrefix(text[b:], "and ") {
			break
		}
		k = b
	}
	return end
}

// enStreetCues are the prepositions before an English street without a
// number: "lives on Maple Street", "accident off Route 9".
var enStreetCues = [...]string{"on", "off", "along", "onto", "down", "near", "at", "via", "across", "from"}

// enStreetCueBefore reports whether one of enStreetCues, after a blank or
// the line start, stands one blank before b ("on Maple Street"); "the"
// may come between ("on the Sunset Boulevard").
func (r *rules) enStreetCueBefore(text string, b int) bool {
	for n := 0; n < 2; n++ {
		p := oneBlankBefore(text, b)
		if p < 0 {
			return false
		}
		t := wordBefore(text, p)
		if t.begin == t.end || t.begin > 0 && !boundaryBefore(text, t.begin) {
			return false
		}
		w := text[t.begin:t.end]
		for _, c := range enStreetCues {
			if strings.EqualFold(w, c) {
				return true
			}
		}
		if !strings.EqualFold(w, "the") {
			return false
		}
		b = t.begin
	}
	return false
}
