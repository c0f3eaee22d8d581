package postprocess

import (
	"slices"
	"strconv"
	"strings"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
)

// birthForms returns the numeric spellings of a birth date: ISO, and
// day-month-year (month-day-year for MDY profiles) with /, . or -
// separators, with and without leading zeros.
func birthForms(md Metadata, language string) []string {
	y, mo, d := md.BirthDate.Date()
	m := int(mo)
	a, b := d, m
	if p, ok := lang.Get(language); ok && p.DateOrder == "MDY" {
		a, b = m, d
	}
	num := func(dst []byte, v int, pad bool) []byte {
		if pad && v < 10 {
			dst = append(dst, '0')
		}
		return strconv.AppendInt(dst, int64(v), 10)
	}
	var buf []byte
	buf = num(buf, y, false)
	buf = append(buf, '-')
	buf = num(buf, m, true)
	buf = append(buf, '-')
	buf = num(buf, d, true)
	forms := []string{string(buf)}
	for _, sep := range []byte{'/', '.', '-'} {
		for _, pad := range []bool{true, false} {
			if !pad && a >= 10 && b >= 10 {
				continue // same as the padded form
			}
			buf = num(buf[:0], a, pad)
			buf = append(buf, sep)
			buf = num(buf, b, pad)
			buf = append(buf, sep)
			buf = num(buf, y, false)
			forms = append(forms, string(buf))
		}
	}
	return forms
}

// injectBirthDate marks numeric mentions of the patient's birth date as
// Age_Birthdate: a mention inside a Date span relabels that span, a
// mention with no span gets one (with a directly attached ° or *), and a
// mention overlapping any other span is left alone.
func injectBirthDate(d *document.Document, spans []document.Span, md Metadata) []document.Span {
	text := d.Text
	sortSpans(spans)
	// maxLen bounds how far before an occurrence an overlapping span can
	// begin, so each occurrence checks only nearby spans.
	maxLen := 0
	for _, s := range spans {
		maxLen = max(maxLen, s.Len())
	}
	var added []document.Span // occurrences of different forms never overlap
	if !strings.Contains(text, strconv.Itoa(md.BirthDate.Year())) {
		return spans // every form holds the year
	}
	for _, form := range birthForms(md, d.Language) {
		for from := 0; ; {
			i := strings.Index(text[from:], form)
			if i < 0 {
				break
			}
			b := from + i
			e := b + len(form)
			from = e
			if (b > 0 && isDigitByte(text[b-1])) || (e < len(text) && isDigitByte(text[e])) {
				continue
			}
			over := -1
			n := 0
			first, _ := slices.BinarySearchFunc(spans, b-maxLen, func(s document.Span, t int) int { return s.Begin - t })
			for k := first; k < len(spans) && spans[k].Begin < e; k++ {
				if b < spans[k].End {
					over, n = k, n+1
				}
			}
			switch {
			case n == 0:
				if b > 0 && (text[b-1] == '*') {
					b--
				} else if strings.HasSuffix(text[:b], "°") {
					b -= len("°")
				}
				added = append(added, document.NewSpan(text, b, e, labelBirth, scoreBirth, "metadata"))
			case n == 1 && spans[over].Label == labelDate && spans[over].Begin <= b && e <= spans[over].End:
				spans[over].Label = labelBirth
				spans[over].Source = "metadata"
			}
		}
	}
	return append(spans, added...)
}

func isDigitByte(c byte) bool { return '0' <= c && c <= '9' }
