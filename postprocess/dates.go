package postprocess

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
)

// weekdayWords are the weekday names and abbreviations of every profile,
// folded, loaded once.
var weekdayWords = sync.OnceValue(func() map[string]bool {
	set := map[string]bool{}
	for _, p := range lang.All() {
		for _, day := range p.Weekdays {
			for _, w := range day {
				set[fold(strings.TrimSuffix(w, "."))] = true
			}
		}
	}
	return set
})

// ExtendDates completes partial dates from the text around them: a Date
// span followed by a separator (space, comma, dot, slash or hyphen) and a
// four-digit year 1800–2199 that no other span holds takes the year in
// ("12 maart" + " 2024"), and one preceded by a weekday name of any
// profile, with an optional comma, takes the weekday in ("maandag" + ", 3
// maart 2025"). A span is extended only over text no other span covers.
func ExtendDates(text string, spans []document.Span) []document.Span {
	return extendDates(text, slices.Clone(spans))
}

// extendDates is ExtendDates working in place.
func extendDates(text string, spans []document.Span) []document.Span {
	sortSpans(spans)
	for i := range spans {
		s := spans[i]
		if s.Label != labelDate {
			continue
		}
		lo, hi := 0, len(text)
		if i > 0 {
			lo = spans[i-1].End
		}
		if i+1 < len(spans) {
			hi = spans[i+1].Begin
		}
		b, e := s.Begin, s.End
		if ye := yearAfter(text, s.Text, e, hi); ye > e {
			e = ye
		}
		if wb := weekdayBefore(text, b, lo); wb < b {
			b = wb
		}
		if b != s.Begin || e != s.End {
			spans[i] = reslice(text, s, b, e)
		}
	}
	return spans
}

// yearAfter returns the end of a year that follows date (one with a month
// or weekday word) ending at e, or e when there is none before limit.
func yearAfter(text, date string, e, limit int) int {
	if strings.IndexFunc(date, unicode.IsLetter) < 0 {
		// "12/03" + "/2024" is a numeric date the recognizer would have
		// taken whole; a digit run next to it is another value.
		return e
	}
	i := e
	for i < limit && i-e < 3 && strings.IndexByte(" ,./-", text[i]) >= 0 {
		i++
	}
	if i == e || i+4 > limit {
		return e
	}
	y := text[i : i+4]
	for k := 0; k < 4; k++ {
		if !isDigitByte(y[k]) {
			return e
		}
	}
	if y < "1800" || y > "2199" {
		return e
	}
	if i+4 < len(text) {
		if r, _ := utf8.DecodeRuneInString(text[i+4:]); unicode.IsLetter(r) || unicode.IsDigit(r) {
			return e
		}
	}
	return i + 4
}

// weekdayBefore returns the start of a weekday name (and the comma and
// spaces after it) that precedes a date beginning at b, or b.
func weekdayBefore(text string, b, limit int) int {
	i := b
	for i > limit && (text[i-1] == ' ' || text[i-1] == ',') && b-i < 3 {
		i--
	}
	if i == b {
		return b
	}
	j := i
	if j > limit && text[j-1] == '.' {
		j--
	}
	k := j
	for k > limit {
		r, n := utf8.DecodeLastRuneInString(text[:k])
		if !unicode.IsLetter(r) {
			break
		}
		k -= n
	}
	var buf [32]byte
	if k == j || !weekdayWords()[string(appendFold(buf[:0], text[k:j]))] {
		return b
	}
	if k > 0 {
		if r, _ := utf8.DecodeLastRuneInString(text[:k]); unicode.IsLetter(r) || unicode.IsDigit(r) {
			return b
		}
	}
	return k
}
