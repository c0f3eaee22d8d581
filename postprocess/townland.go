package postprocess

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
)

// placePreps are the prepositions before a place of birth, residence or
// travel ("in", "à", "aus", "vanuit"), compared in lower case.
var placePreps = map[string]bool{
	"in": true, "à": true, "a": true, "au": true, "from": true, "to": true, "at": true,
	"aus": true, "nach": true, "bei": true, "uit": true, "vanuit": true, "naar": true,
	"te": true, "en": true, "em": true, "de": true, "da": true, "di": true, "near": true,
}

// maxTownWords is the most words of a town joined to its country.
const maxTownWords = 3

// joinTownToCountry widens a place span that follows ", " or " (" to the
// town written before it after a place preposition: "à Casablanca
// (Maroc)", "in İzmir (Türkei)", "in Antalya, Turkije", "vanuit Wrocław,
// Polen" become one span "Casablanca (Maroc)", and so on. The town is one
// to three capitalised words; in brackets the place must be closed right
// after the span. A town already found as a place span of its own joins
// the country's span the same way, under the town's label. It works in
// place; spans are sorted and free of overlaps, and the widening keeps
// them so.
func joinTownToCountry(text string, spans []document.Span) []document.Span {
	merged := false
	for i := range spans {
		s := &spans[i]
		if !strings.HasPrefix(s.Label, "Address_Location") || s.Begin < 3 {
			continue
		}
		sep := text[s.Begin-2 : s.Begin]
		switch {
		case sep == ", ":
		case sep[1] == '(' && sep[0] == ' ' && s.End < len(text) && text[s.End] == ')':
		default:
			continue
		}
		b, ok := townBefore(text, s.Begin-2)
		if !ok {
			continue
		}
		end := s.End
		if sep[1] == '(' {
			end++ // the closing bracket
		}
		if i > 0 && spans[i-1].End > b {
			// The town is found already: one place span of the two
			// when the town's span is a place that starts at b and
			// ends at the separator. It keeps the town's label (a
			// place of birth after "née à" is the patient's).
			t := &spans[i-1]
			if t.Begin != b || t.End != s.Begin-2 || !strings.HasPrefix(t.Label, "Address_Location") {
				continue
			}
			*t = reslice(text, *t, b, end)
			s.End = s.Begin // dropped below
			merged = true
			continue
		}
		*s = reslice(text, *s, b, end)
	}
	if merged {
		spans = slices.DeleteFunc(spans, func(s document.Span) bool { return s.End == s.Begin })
	}
	return spans
}

// townBefore returns the begin of one to three capitalised words ending
// at e, preceded by a place preposition.
func townBefore(text string, e int) (int, bool) {
	b := e
	for n := 0; n < maxTownWords; n++ {
		wb := b
		for wb > 0 {
			r, size := utf8.DecodeLastRuneInString(text[:wb])
			if !unicode.IsLetter(r) && r != '-' && r != '\'' {
				break
			}
			wb -= size
		}
		if wb == b {
			return 0, false
		}
		if r, _ := utf8.DecodeRuneInString(text[wb:]); !unicode.IsUpper(r) {
			return 0, false
		}
		b = wb
		if b < 2 || text[b-1] != ' ' {
			return 0, false
		}
		pb := b - 1
		for pb > 0 {
			r, size := utf8.DecodeLastRuneInString(text[:pb])
			if !unicode.IsLetter(r) {
				break
			}
			pb -= size
		}
		if w := text[pb : b-1]; placePreps[strings.ToLower(w)] && w == strings.ToLower(w) {
			return b, true
		}
		b--
	}
	return 0, false
}
