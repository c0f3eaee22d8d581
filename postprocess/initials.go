package postprocess

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
)

// initialsScore is the score of a sign-off initials span.
const initialsScore = 0.8

// SignOffInitials adds the initials a person signs with when they stand on
// a line of their own ("Dott.ssa Chiara Montanari" … "CM", "Bas Hendriks"
// … "B.H.") and equal the initials of a name detected in the document:
// the capitals of its words (particles included, "Hilde Van Damme" →
// "HVD") or of its capitalised words only ("Hilde van Damme" → "HD").
// The span takes that name's label. Only spans that overlap nothing are
// added; spans is sorted and free of overlaps, and so is the result.
func SignOffInitials(text string, spans []document.Span) []document.Span {
	// Lines of initials are rare: find them before building the names'
	// initials.
	type initialsLine struct {
		b, e int
		key  string
	}
	var lines []initialsLine
	ls := 0
	for line := range strings.Lines(text) {
		b, e := trimBlank(text, ls, ls+len(strings.TrimRight(line, "\n")))
		ls += len(line)
		if key, ok := initialsKey(text[b:e]); ok {
			lines = append(lines, initialsLine{b, e, key})
		}
	}
	if len(lines) == 0 {
		return spans
	}
	known := map[string]string{}
	for _, s := range spans {
		if strings.HasPrefix(s.Label, "Name:") && s.End <= len(text) {
			for _, in := range nameInitials(text[s.Begin:s.End]) {
				if _, ok := known[in]; !ok {
					known[in] = s.Label
				}
			}
		}
	}
	if len(known) == 0 {
		return spans
	}
	var taken coverage // built on the first matching line only
	var added []document.Span
	for _, l := range lines {
		label, ok := known[l.key]
		if !ok {
			continue
		}
		if taken.Set == nil {
			taken = newCoverage(len(text), spans)
		}
		if !taken.Any(l.b, l.e) {
			added = append(added, document.NewSpan(text, l.b, l.e, label, initialsScore, "initials"))
		}
	}
	if len(added) == 0 {
		return spans
	}
	out := append(append([]document.Span(nil), spans...), added...)
	sortSpans(out)
	return out
}

// trimBlank shrinks text[b:e] to start and end with no space or tab.
func trimBlank(text string, b, e int) (int, int) {
	for b < e && (text[b] == ' ' || text[b] == '\t' || text[b] == '\r') {
		b++
	}
	for e > b && (text[e-1] == ' ' || text[e-1] == '\t' || text[e-1] == '\r') {
		e--
	}
	return b, e
}

// initialsKey reads a line made of two to four capital letters, each
// optionally followed by a dot ("CM", "B.H.", "HVD"), and returns the
// letters.
func initialsKey(line string) (string, bool) {
	n := 0
	for i := 0; i < len(line); {
		r, w := utf8.DecodeRuneInString(line[i:])
		if !unicode.IsUpper(r) || n == 4 {
			return "", false
		}
		n++
		i += w
		if i < len(line) && line[i] == '.' {
			i++
		}
	}
	if n < 2 {
		return "", false
	}
	if !strings.Contains(line, ".") {
		return line, true
	}
	return strings.ReplaceAll(line, ".", ""), true
}

// nameInitials returns the initials of a detected name: the capitals of
// its words without titles (any profile's, see isTitle), particles included, and of its capitalised
// words only when a lower-case particle is left out.
func nameInitials(name string) []string {
	var all, capsOnly strings.Builder
	words := 0
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return unicode.IsSpace(r) || r == '-' || r == ',' }) {
		if isTitle(w) {
			continue
		}
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsLetter(r) {
			continue
		}
		words++
		all.WriteRune(unicode.ToUpper(r))
		if unicode.IsUpper(r) {
			capsOnly.WriteRune(r)
		}
	}
	if words < 2 {
		return nil
	}
	out := []string{all.String()}
	if c := capsOnly.String(); c != all.String() && utf8.RuneCountInString(c) >= 2 {
		out = append(out, c)
	}
	return out
}
