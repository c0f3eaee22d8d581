package synth

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/synth/build"
)

// Sentence templates. A note is cut into sentences (at line breaks and
// after '.', '?', '!' or ';' followed by a space, a full stop after a word
// of three letters or fewer being taken for an abbreviation), and each sentence is
// reduced to its template: every span becomes <label>, every hard
// negative <kind>, digits become 0, letters are lower-cased, punctuation
// is dropped and whitespace collapsed. Two sentences with the same
// template differ only in identifiers, clinical fillers, numbers, case or
// punctuation. A sentence with no letter of its own outside the
// placeholders (a table row, a medication line, a signature name alone) is
// a data row and is counted apart: it has no wording to repeat.

// sentenceSkeleton appends to dst the template text of t: text with the
// spans and negative ranges replaced (both sorted, not overlapping).
func sentenceSkeleton(dst []byte, t string, spans []document.Span, negs []build.Range) []byte {
	si, ni := 0, 0
	for i := 0; i < len(t); {
		if si < len(spans) && spans[si].Begin == i {
			dst = append(dst, '<')
			dst = append(dst, spans[si].Label...)
			dst = append(dst, '>')
			i = spans[si].End
			si++
			continue
		}
		if ni < len(negs) && negs[ni].Begin == i {
			dst = append(dst, '<')
			dst = append(dst, negs[ni].Kind...)
			dst = append(dst, '>')
			i = negs[ni].End
			ni++
			continue
		}
		// skip ranges that started before i (defensive: overlaps)
		for si < len(spans) && spans[si].Begin < i {
			si++
		}
		for ni < len(negs) && negs[ni].Begin < i {
			ni++
		}
		r, n := utf8.DecodeRuneInString(t[i:])
		switch {
		case r == '<' || r == '>':
			dst = append(dst, ' ')
		case unicode.IsDigit(r):
			dst = append(dst, '0')
		case unicode.IsLetter(r):
			dst = utf8.AppendRune(dst, unicode.ToLower(r))
		default:
			dst = append(dst, t[i:i+n]...)
		}
		i += n
	}
	return dst
}

// splitSentences calls fn with the normalised template of each sentence
// of skeleton and whether it is a data row. Empty sentences are skipped.
func splitSentences(skel []byte, fn func(tmpl string, data bool)) {
	var cur []byte
	flush := func() {
		tmpl, data := normaliseSentence(cur)
		if tmpl != "" {
			fn(tmpl, data)
		}
		cur = cur[:0]
	}
	for i := 0; i < len(skel); i++ {
		c := skel[i]
		if c == '\n' {
			flush()
			continue
		}
		cur = append(cur, c)
		if (c == '?' || c == '!' || c == ';' || (c == '.' && !abbreviation(cur))) && (i+1 == len(skel) || skel[i+1] == ' ' || skel[i+1] == '\t') {
			flush()
		}
	}
	flush()
}

// abbreviation reports whether s, which ends with '.', ends with a short
// word (three letters or fewer: "geb.", "Tel.", "nr."), taken for an
// abbreviation rather than the end of a sentence.
func abbreviation(s []byte) bool {
	n := 0
	for i := len(s) - 2; i >= 0; i-- {
		c := s[i]
		if c == ' ' || c == '\t' || c == '>' || c == '(' {
			break
		}
		if c == '.' {
			continue // "a.n.", "Pat.nr."
		}
		n++
	}
	return n > 0 && n <= 3
}

// normaliseSentence drops punctuation and collapses whitespace; data is
// true when no letter stands outside a placeholder.
func normaliseSentence(s []byte) (string, bool) {
	var b strings.Builder
	data := true
	gap := false
	word := func() {
		if gap && b.Len() > 0 {
			b.WriteByte(' ')
		}
		gap = false
	}
	for i := 0; i < len(s); {
		if s[i] == '<' {
			j := i + 1
			for j < len(s) && s[j] != '>' {
				j++
			}
			word()
			b.Write(s[i:min(j+1, len(s))])
			gap = true
			i = j + 1
			continue
		}
		r, n := utf8.DecodeRune(s[i:])
		i += n
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if unicode.IsLetter(r) {
				data = false
			}
			word()
			b.WriteRune(r)
			continue
		}
		gap = true
	}
	return b.String(), data
}

// SentenceStats counts sentence templates over a run.
type SentenceStats struct {
	// Sentences is the number of sentences with wording of their own.
	Sentences int
	// DataRows is the number of data rows (see the package comment).
	DataRows  int
	templates map[string]int
	rows      map[string]int
	buf       []byte
}

func newSentenceStats() *SentenceStats {
	return &SentenceStats{templates: map[string]int{}, rows: map[string]int{}}
}

func (s *SentenceStats) add(text string, spans []document.Span, negs []build.Range) {
	s.buf = sentenceSkeleton(s.buf[:0], text, spans, negs)
	splitSentences(s.buf, func(tmpl string, data bool) {
		if data {
			s.DataRows++
			s.rows[tmpl]++
			return
		}
		s.Sentences++
		s.templates[tmpl]++
	})
}

// Distinct returns the number of distinct sentence templates.
func (s *SentenceStats) Distinct() int { return len(s.templates) }

// TemplateShare is a sentence template with its count and share.
type TemplateShare struct {
	Template string
	Count    int
	Share    float64
}

// Top returns the n most frequent sentence templates (data rows when
// rows is true), most frequent first, ties by template.
func (s *SentenceStats) Top(n int, rows bool) []TemplateShare {
	m, total := s.templates, s.Sentences
	if rows {
		m, total = s.rows, s.DataRows
	}
	out := make([]TemplateShare, 0, len(m))
	for k, v := range m {
		out = append(out, TemplateShare{Template: k, Count: v})
	}
	slices.SortFunc(out, func(a, b TemplateShare) int {
		if a.Count != b.Count {
			return b.Count - a.Count
		}
		return strings.Compare(a.Template, b.Template)
	})
	if len(out) > n {
		out = out[:n]
	}
	for i := range out {
		if total > 0 {
			out[i].Share = float64(out[i].Count) / float64(total)
		}
	}
	return out
}

// MaxShare returns the largest share of sentences taken by one template.
func (s *SentenceStats) MaxShare() TemplateShare {
	if top := s.Top(1, false); len(top) > 0 {
		return top[0]
	}
	return TemplateShare{}
}
