package postprocess

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/recognize"
)

// Heal applies the healing rules in order — Trim, DropJunk,
// CompletePhone, ExtendDates, AbsorbTitles, Join — and resolves overlaps with
// recognize.Resolve. spans is not modified.
func Heal(text string, spans []document.Span) []document.Span {
	spans = trim(text, slices.Clone(spans))
	spans = dropJunk(text, spans)
	spans = completePhone(text, spans)
	spans = extendDates(text, spans)
	spans = absorbTitles(text, spans)
	spans = join(text, spans)
	if clean(spans) {
		return spans
	}
	return recognize.Resolve(spans)
}

// clean reports whether spans are valid, sorted and free of overlaps, as
// recognize.Resolve would leave them.
func clean(spans []document.Span) bool {
	prev := 0
	for i, s := range spans {
		if s.Begin < prev || s.End <= s.Begin || (i > 0 && cmpSpans(spans[i-1], s) > 0) {
			return false
		}
		prev = s.End
	}
	return true
}

// reslice returns s moved to [b, e) with its text updated.
func reslice(text string, s document.Span, b, e int) document.Span {
	s.Begin, s.End, s.Text = b, e, text[b:e]
	s.Subannotations = nil
	return s
}

// stray is punctuation that does not belong at the edge of a span.
const stray = ",;:!?\"'`«»„“”‘’‚‹›()[]{}.-–—/\\|·•…"

func isStray(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(stray, r) }

// Trim removes white space and stray punctuation from both ends of every
// span, dropping spans left empty. It keeps a closing bracket whose
// opening bracket is inside the span, an opening bracket whose closing
// one is, a birth marker (° or *) and a phone "+" (neither is stray), an
// apostrophe before the digits of a year ('22), the dot of an
// abbreviation or initial ("J.", "Dr."), and the final dot of a date that
// has other dots (German "15.3.").
func Trim(text string, spans []document.Span) []document.Span {
	return trim(text, slices.Clone(spans))
}

// trim is Trim working in place.
func trim(text string, spans []document.Span) []document.Span {
	out := spans[:0]
	for _, s := range spans {
		b, e := s.Begin, s.End
		for b < e {
			r, n := utf8.DecodeRuneInString(text[b:e])
			if !isStray(r) || keepLead(text[b:e], r, n) {
				break
			}
			b += n
		}
		for e > b {
			r, n := utf8.DecodeLastRuneInString(text[b:e])
			if !isStray(r) || keepTrail(text[b:e], r, s.Label) {
				break
			}
			e -= n
		}
		if b >= e {
			continue
		}
		if b != s.Begin || e != s.End {
			s = reslice(text, s, b, e)
		}
		out = append(out, s)
	}
	return out
}

var closing = map[rune]rune{'(': ')', '[': ']', '{': '}'}
var opening = map[rune]rune{')': '(', ']': '[', '}': '{'}

// keepLead reports whether the first rune r (n bytes) of t stays.
func keepLead(t string, r rune, n int) bool {
	if c, ok := closing[r]; ok {
		return strings.ContainsRune(t[n:], c)
	}
	if r == '\'' || r == '’' {
		next, _ := utf8.DecodeRuneInString(t[n:])
		return unicode.IsDigit(next)
	}
	return false
}

// keepTrail reports whether the last rune r of t stays.
func keepTrail(t string, r rune, label string) bool {
	if o, ok := opening[r]; ok {
		return strings.Count(t, string(o)) >= strings.Count(t, string(r))
	}
	if r != '.' {
		return false
	}
	body := t[:len(t)-1]
	// The word before the dot: one or two letters is an initial or an
	// abbreviation ("J.", "Dr.", "St.").
	letters := 0
	for i := len(body); i > 0; {
		p, n := utf8.DecodeLastRuneInString(body[:i])
		if !unicode.IsLetter(p) {
			break
		}
		letters++
		i -= n
	}
	if letters >= 1 && letters <= 2 {
		return true
	}
	if (label == labelDate || label == labelBirth) && letters == 0 && strings.Contains(body, ".") {
		p, _ := utf8.DecodeLastRuneInString(body)
		return unicode.IsDigit(p)
	}
	return false
}

// DropJunk removes spans without a letter or digit and spans that are
// only a name particle ("van", "de la").
func DropJunk(text string, spans []document.Span) []document.Span {
	return dropJunk(text, slices.Clone(spans))
}

// dropJunk is DropJunk working in place.
func dropJunk(text string, spans []document.Span) []document.Span {
	out := spans[:0]
	for _, s := range spans {
		t := text[s.Begin:s.End]
		if !strings.ContainsFunc(t, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) || IsParticle(t) {
			continue
		}
		out = append(out, s)
	}
	return out
}

// CompletePhone widens Contactdetails spans to a directly preceding "+"
// (country code) and to a bracket whose partner is inside the span:
// "(0)9 …" missing its "(", "+32 (0" missing its ")".
func CompletePhone(text string, spans []document.Span) []document.Span {
	return completePhone(text, slices.Clone(spans))
}

// completePhone is CompletePhone working in place.
func completePhone(text string, spans []document.Span) []document.Span {
	out := spans
	for i, s := range spans {
		if s.Label != "Contactdetails" {
			continue
		}
		b, e := s.Begin, s.End
		t := text[b:e]
		if b > 0 && text[b-1] == '(' && strings.Count(t, ")") > strings.Count(t, "(") {
			b--
		}
		if b > 0 && text[b-1] == '+' && isDigitByte(text[b]) {
			b--
		}
		if e < len(text) && text[e] == ')' && strings.Count(t, "(") > strings.Count(t, ")") {
			e++
		}
		if b != s.Begin || e != s.End {
			out[i] = reslice(text, s, b, e)
		}
	}
	return out
}

// AbsorbTitles widens every name span (Name:Caregiver, Name:Patient,
// Name:Other) to a directly preceding title chain (see TitleStart), as
// the annotation conventions include titles in name spans. A title
// already covered by another span is left alone.
func AbsorbTitles(text string, spans []document.Span) []document.Span {
	return absorbTitles(text, slices.Clone(spans))
}

// absorbTitles is AbsorbTitles working in place.
func absorbTitles(text string, spans []document.Span) []document.Span {
	out := spans
	sortSpans(out)
	prevEnd := 0
	for i, s := range out {
		if strings.HasPrefix(s.Label, "Name:") {
			if b := TitleStart(text, s.Begin); b < s.Begin && b >= prevEnd {
				out[i] = reslice(text, s, b, s.End)
			}
		}
		prevEnd = max(prevEnd, out[i].End)
	}
	return out
}

// joinable reports whether adjacent spans of a label may be joined:
// names, places, organisations and professions, not dates, ages, contact
// details or identifiers, whose neighbours are separate values.
func joinable(label string) bool {
	switch {
	case label == labelDate, label == labelBirth, label == "Contactdetails", strings.HasPrefix(label, "ID:"):
		return false
	}
	return true
}

// joinGap reports whether gap may separate two parts of one entity of
// label: only spaces on one line, or, for names, spaces around name
// particles ("Jan van der" + "Berg" style splits). A particle does not
// join places or organisations: "Kloosterstraat in Duffel" is a street
// and a town.
func joinGap(gap, label string) bool {
	if gap == "" {
		return true
	}
	if len(gap) > 24 || strings.ContainsAny(gap, "\n\r\t") {
		return false
	}
	if strings.TrimSpace(gap) == "" {
		return len(gap) <= 2
	}
	return strings.HasPrefix(label, "Name:") && gap[0] == ' ' && gap[len(gap)-1] == ' ' && IsParticle(gap)
}

// Join merges neighbouring spans of one joinable label separated only by
// spaces or by name particles; the merged span keeps the first span's
// source and the higher score.
func Join(text string, spans []document.Span) []document.Span {
	return join(text, slices.Clone(spans))
}

// join is Join working in place.
func join(text string, spans []document.Span) []document.Span {
	sortSpans(spans)
	out := spans[:0]
	for _, s := range spans {
		if n := len(out); n > 0 {
			p := &out[n-1]
			if p.Label == s.Label && joinable(s.Label) && p.End <= s.Begin && joinGap(text[p.End:s.Begin], s.Label) {
				sc := max(spanScore(*p), spanScore(s))
				*p = reslice(text, *p, p.Begin, s.End)
				p.Score = &sc
				continue
			}
		}
		out = append(out, s)
	}
	return out
}
