package address

import (
	"strings"
	"unicode"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/swar"
	"github.com/meddeid/meddeid/recognize"
)

// scoreField is the score of a whole address-field value.
const scoreField = 0.8

// addressFields finds the values of address labels ("Địa chỉ: 15 Lê Lợi,
// phường Phú Hội, Huế", "Address: 4821 N. Maple Grove Rd., Apt. 12C,
// Dayton, OH 45414"): the rest of the line up to a column gap or a contact
// cue, when it holds a digit. The label opens its line or follows a column
// gap; the value is labelled like other addresses. A value that holds
// spans of taken only inside it replaces them (the label says where the
// whole address is; the patterns found parts of it), so it returns the
// new spans and taken without the replaced ones; a value that a taken
// span crosses is left to that span.
func (r *rules) addressFields(text string, taken []document.Span) (added, kept []document.Span) {
	kept = taken
	header := -1
	for ls := 0; ls < len(text); {
		le := strings.IndexByte(text[ls:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += ls
		}
		if b, e, ok := r.fieldValue(text, ls, le); ok && !crossesAny(kept, b, e) {
			if header < 0 {
				header = r.firstPatientLine(text)
			}
			label, score := r.referent(text, b, header), scoreField
			var rest []document.Span
			for _, s := range kept {
				if s.Begin >= b && s.End <= e {
					label = s.Label // the patterns' referent stands
					if s.Score != nil {
						score = max(score, *s.Score) // and so does their confidence
					}
					continue
				}
				rest = append(rest, s)
			}
			kept = rest
			added = append(added, document.NewSpan(text, b, e, label, score, Name))
		}
		ls = le + 1
	}
	return added, kept
}

// crossesAny reports whether one of spans overlaps [b, e) without lying
// inside it.
func crossesAny(spans []document.Span, b, e int) bool {
	for _, s := range spans {
		if s.Begin < e && s.End > b && (s.Begin < b || s.End > e) {
			return true
		}
	}
	return false
}

// hasUpper reports whether s holds an upper-case letter.
func hasUpper(s string) bool {
	for _, r := range s {
		if unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// contactCues end an address-field value: what follows is a phone number,
// an e-mail address or a web site.
var contactCues = []string{" cep", " cell", " cel.", " ph.", " ph:", " pager", " bleep", " tel", " tél", " tel.", " gsm", " phone", " fax", " mobile", " mob", " e-mail", " email", " cel", " telefon", " telefone", " điện thoại", " đt", " sđt"}

// fieldValue returns the value of an address label on the line
// text[ls:le], if it has one with a digit.
func (r *rules) fieldValue(text string, ls, le int) (int, int, bool) {
	line := text[ls:le]
	colon := strings.IndexByte(line, ':')
	if colon <= 0 || colon > 40 {
		return 0, 0, false
	}
	label := strings.TrimSpace(line[:colon])
	if k := strings.LastIndex(label, "  "); k >= 0 {
		label = strings.TrimSpace(label[k:])
	}
	if !r.places.addressFields.hasWord(label) {
		return 0, 0, false
	}
	b := colon + 1
	for b < len(line) && (line[b] == ' ' || line[b] == '\t') {
		b++
	}
	e := len(line)
	for _, gap := range []string{"  ", "\t", " | ", " – "} {
		if k := strings.Index(line[b:], gap); k >= 0 {
			e = min(e, b+k)
		}
	}
	low := " " + recognize.LowerASCII(line[b:e]) // same length as the value; a cue may open it
	for _, cue := range contactCues {
		if k := strings.Index(low, cue); k >= 0 && (k+len(cue) == len(low) || !letterAt(low, k+len(cue))) {
			e = min(e, b+k) // the cue's blank is at b+k-1 in line; TrimRight drops it
			if k == 0 {
				return 0, 0, false
			}
		}
	}
	if k := strings.IndexAny(line[b:e], "@"); k >= 0 {
		e = b + strings.LastIndexAny(line[b:b+k], ",;") + 1 // up to the item before an e-mail address
		if e <= b {
			return 0, 0, false
		}
	}
	value := strings.TrimRight(line[b:e], " .,;")
	// A last item without a capital or a digit is a floor or a remark
	// ("…, 33100 Bordeaux, rez-de-chaussée"), not part of the address.
	if k := strings.LastIndex(value, ", "); k > 0 && !strings.ContainsAny(value[k:], "0123456789") && !hasUpper(value[k:]) {
		value = strings.TrimRight(value[:k], " .,;")
	}
	e = b + len(value)
	if e-b < 4 || e-b > 100 || !strings.ContainsAny(value, "0123456789") {
		return 0, 0, false
	}
	return ls + b, ls + e, true
}

// roads finds road numbers after a road cue: an article ("the A35", "op
// de E40", "sur l'A7"), a direction or a preposition ("westbound A35",
// "on I-94"), or a local cue for a French departmental or German federal
// road ("sur la D190", "auf der B96"); and numbered routes after a road
// cue ("on Route 9", "the Highway 101"). A road is a motorway or
// trunk-road letter and one to three digits (four for a British B road);
// never a lab value, vitamin or code ("A1c", "B12", "D3", "E10.9"). Roads
// are labelled Address_Location:Other.
func (r *rules) roads(text string) []document.Span {
	var out []document.Span
	for i := 0; i < len(text); i++ {
		// the next capital, found eight bytes at a time
		if i = swar.IndexUpper(text, i); i+1 >= len(text) {
			break
		}
		c := text[i]
		switch next := text[i+1]; {
		case isDigit(next):
		case c == 'I' && (next == '-' || next == ' '), (c == 'R' || c == 'H' || c == 'I') && isLower(next):
			// "I-94", "Interstate 95", "Route 9", "Highway 1"
		default:
			continue
		}
		if letterBefore(text, i) || i > 0 && (isDigit(text[i-1]) || text[i-1] == '-') {
			continue
		}
		if e, ok := r.roadAt(text, i); ok {
			out = append(out, document.NewSpan(text, i, e, LabelOther, scorePlace, Name))
			i = e
		}
	}
	return out
}

// isotopes are numbers that follow "I-" in a radio-iodine, not an
// interstate ("I-131").
var isotopes = map[string]bool{"123": true, "124": true, "125": true, "131": true}

// roadAt returns the end of a road number or numbered route starting at
// i, when a road cue stands before it.
func (r *rules) roadAt(text string, i int) (int, bool) {
	c := text[i]
	j := i + 1
	if c == 'I' && j < len(text) && (text[j] == '-' || text[j] == ' ') {
		j++ // I-94, I 95
	}
	if j >= len(text) || !isDigit(text[j]) {
		return r.routeAt(text, i)
	}
	k := j
	for k < len(text) && isDigit(text[k]) {
		k++
	}
	n := k - j
	if n > 4 || k < len(text) && (letterAt(text, k) || isDigit(text[k]) || text[k] == '/' || text[k] == '-' && (letterAt(text, k+1) || k+1 < len(text) && isDigit(text[k+1]))) {
		return 0, false
	}
	if k+1 < len(text) && (text[k] == '.' || text[k] == ',') && isDigit(text[k+1]) {
		return 0, false // "E10.9", "A1,5"
	}
	local := false
	switch c {
	case 'A', 'M', 'E', 'N':
		if n > 3 {
			return 0, false
		}
	case 'B':
		local = n < 4 // a German Bundesstraße; a British B road has four digits
	case 'D', 'R':
		if n > 4 || n < 2 && c == 'D' {
			return 0, false // "D3" is a vitamin
		}
		local = true
	case 'I':
		if j == i+1 || n > 3 || isotopes[text[j:k]] {
			return 0, false
		}
	default:
		return 0, false
	}
	if r.facilityAfter(text, k) {
		return 0, false // "the E1 ward", "on the B4 unit"
	}
	if local {
		return k, r.roadCueBefore(text, i, r.places.roadCuesLocal[c])
	}
	return k, r.roadArticleBefore(text, i) || r.roadCueBefore(text, i, r.places.roadCues)
}

// routeAt returns the end of a numbered route starting at i ("Route 9",
// "Highway 101", "Interstate 95") after a road cue.
func (r *rules) routeAt(text string, i int) (int, bool) {
	j := -1
	for _, w := range r.places.routeWords {
		if strings.HasPrefix(text[i:], w) {
			j = i + len(w)
			break
		}
	}
	if j < 0 || j >= len(text) || !isDigit(text[j]) {
		return 0, false
	}
	k := j
	for k < len(text) && isDigit(text[k]) {
		k++
	}
	if k-j > 3 || k < len(text) && (letterAt(text, k) || isDigit(text[k]) || text[k] == '.' && k+1 < len(text) && isDigit(text[k+1])) {
		return 0, false
	}
	return k, r.roadArticleBefore(text, i) || r.roadCueBefore(text, i, r.places.roadCues)
}

// facilityAfter reports whether a facility word ("ward", "unit") follows
// a blank at k.
func (r *rules) facilityAfter(text string, k int) bool {
	n := oneBlankAfter(text, k)
	if n < 0 {
		return false
	}
	t := wordAfter(text, n)
	return r.places.facilityWords.has(text, t) && !r.enSuffixes.has(text, t) // "the A35 road"
}

// roadCueBefore reports whether one or two words of set end one blank
// before i ("westbound", "on the", "auf der").
func (r *rules) roadCueBefore(text string, i int, set wordSet) bool {
	k := oneBlankBefore(text, i)
	if k < 0 {
		return false
	}
	w := wordBefore(text, k)
	if w.begin == w.end {
		return false
	}
	if set.has(text, w) {
		return true
	}
	if k0 := oneBlankBefore(text, w.begin); k0 >= 0 {
		if w0 := wordBefore(text, k0); w0.begin < w0.end && set.has(text, token{w0.begin, w.end}) {
			return true
		}
	}
	return false
}

// roadArticleBefore reports whether an article from road_articles ends
// just before i ("the ", "de ", "l'").
func (r *rules) roadArticleBefore(text string, i int) bool {
	pre := strings.ToLower(text[max(0, i-8):i])
	for a := range r.places.roadArticles.m {
		if strings.HasSuffix(a, "'") || strings.HasSuffix(a, "’") {
			if strings.HasSuffix(pre, a) && (len(pre) == len(a) || !letterAt(pre, len(pre)-len(a)-1)) {
				return true
			}
			continue
		}
		if strings.HasSuffix(pre, a+" ") && (len(pre) == len(a)+1 || !letterBefore(pre, len(pre)-len(a)-1)) {
			return true
		}
	}
	return false
}
