package address

import (
	"strings"

	"github.com/meddeid/meddeid/document"
)

// scoreField is the score of a whole address-field value.
const scoreField = 0.8

// addressFields finds the values of address labels ("Địa chỉ: 15 Lê Lợi,
// phường Phú Hội, Huế") that no other rule covered: the rest of the line
// up to a column gap, when it holds a digit. The label opens its line or
// follows a column gap; the value is labelled like other addresses.
func (r *rules) addressFields(text string, taken []document.Span) []document.Span {
	var out []document.Span
	header := -1
	for ls := 0; ls < len(text); {
		le := strings.IndexByte(text[ls:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += ls
		}
		if b, e, ok := r.fieldValue(text, ls, le); ok && !overlapsAny(taken, b, e) {
			if header < 0 {
				header = r.firstPatientLine(text)
			}
			out = append(out, document.NewSpan(text, b, e, r.referent(text, b, header), scoreField, Name))
		}
		ls = le + 1
	}
	return out
}

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
	if !r.places.addressFields[strings.ToLower(label)] {
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
	value := strings.TrimRight(line[b:e], " .,;")
	e = b + len(value)
	if e-b < 4 || e-b > 100 || !strings.ContainsAny(value, "0123456789") {
		return 0, 0, false
	}
	return ls + b, ls + e, true
}

// roads finds road numbers after an article ("the A35", "op de E40", "sur
// l'A7"): a motorway or trunk-road letter and one to three digits (four
// for a British B road). They are labelled Address_Location:Other.
func (r *rules) roads(text string) []document.Span {
	var out []document.Span
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch c {
		case 'A', 'M', 'B', 'E', 'N':
		default:
			continue
		}
		if i+1 >= len(text) || !isDigit(text[i+1]) || letterBefore(text, i) || i > 0 && isDigit(text[i-1]) {
			continue
		}
		j := i + 1
		for j < len(text) && isDigit(text[j]) {
			j++
		}
		n := j - i - 1
		if n > 3 && !(c == 'B' && n == 4) || c == 'B' && n < 4 || j < len(text) && (letterAt(text, j) || isDigit(text[j]) || text[j] == '/' || text[j] == '-' && j+1 < len(text) && isDigit(text[j+1])) {
			continue
		}
		if !r.roadArticleBefore(text, i) {
			continue
		}
		out = append(out, document.NewSpan(text, i, j, LabelOther, scorePlace, Name))
	}
	return out
}

// roadArticleBefore reports whether an article from road_articles ends
// just before i ("the ", "de ", "l'").
func (r *rules) roadArticleBefore(text string, i int) bool {
	pre := strings.ToLower(text[max(0, i-8):i])
	for a := range r.places.roadArticles {
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
