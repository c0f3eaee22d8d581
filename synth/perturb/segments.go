package perturb

import (
	"math/rand/v2"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/synth/build"
)

// seg is a piece of a document: literal text (label ""), a hard negative
// (neg set) or a span with its parts.
type seg struct {
	label string
	neg   string
	meta  build.Meta
	parts []part
}

// part is a sub-annotation of a span, or the text of a literal segment
// (cat "").
type part struct{ cat, text string }

func (s *seg) isSpan() bool { return s.label != "" }

// plain reports whether s is literal text that is not a hard negative:
// the only text the word-level techniques touch.
func (s *seg) plain() bool { return s.label == "" && s.neg == "" }

// text returns the segment's text.
func (s *seg) text() string {
	if len(s.parts) == 1 {
		return s.parts[0].text
	}
	n := 0
	for _, p := range s.parts {
		n += len(p.text)
	}
	b := make([]byte, 0, n)
	for _, p := range s.parts {
		b = append(b, p.text...)
	}
	return string(b)
}

// state is one document being perturbed.
type state struct {
	r    *rand.Rand
	segs []seg
}

// segments cuts a built document into segments. Spans and hard negatives
// are sorted and never overlap (the builder writes negatives outside
// spans).
func segments(res build.Result) []seg {
	t := res.Text
	var out []seg
	lit := func(a, b int) {
		if a < b {
			out = append(out, seg{parts: []part{{text: t[a:b]}}})
		}
	}
	pos, ni := 0, 0
	emitNegsUpTo := func(limit int) {
		for ni < len(res.Negs) && res.Negs[ni].End <= limit {
			n := res.Negs[ni]
			if n.Begin >= pos {
				lit(pos, n.Begin)
				out = append(out, seg{neg: n.Kind, parts: []part{{text: t[n.Begin:n.End]}}})
				pos = n.End
			}
			ni++
		}
	}
	for i, sp := range res.Spans {
		emitNegsUpTo(sp.Begin)
		lit(pos, sp.Begin)
		s := seg{label: sp.Label}
		if i < len(res.Metas) {
			s.meta = res.Metas[i]
		}
		for _, sa := range sp.Subannotations {
			s.parts = append(s.parts, part{cat: sa.Category, text: t[sa.Begin:sa.End]})
		}
		out = append(out, s)
		pos = sp.End
	}
	emitNegsUpTo(len(t))
	lit(pos, len(t))
	return out
}

// rebuild writes the segments through b and returns the new document.
func rebuild(b *build.Builder, segs []seg) build.Result {
	b.Reset()
	for i := range segs {
		s := &segs[i]
		switch {
		case s.isSpan():
			b.Begin(s.label)
			for _, p := range s.parts {
				b.Part(p.cat, p.text)
			}
			b.End(s.meta)
		case s.neg != "":
			b.Neg(s.neg, s.text())
		default:
			b.Lit(s.text())
		}
	}
	return b.Finish()
}

// firstRune and lastRune of a segment (utf8.RuneError when empty).
func (s *seg) firstRune() rune {
	r, _ := utf8.DecodeRuneInString(s.text())
	return r
}

func (s *seg) lastRune() rune {
	r, _ := utf8.DecodeLastRuneInString(s.text())
	return r
}

// sameClass reports whether a and b are both letters or both digits: two
// such runes on either side of a span boundary would cut a word.
func sameClass(a, b rune) bool {
	return (unicode.IsLetter(a) && unicode.IsLetter(b)) || (unicode.IsDigit(a) && unicode.IsDigit(b))
}

// word is a run of letters inside a plain segment.
type word struct {
	seg        int
	begin, end int // byte offsets in the segment text
}

// words lists the letter runs of at least minRunes runes in plain segments.
func (st *state) words(minRunes int) []word {
	var out []word
	for i := range st.segs {
		s := &st.segs[i]
		if !s.plain() {
			continue
		}
		t := s.parts[0].text
		start, n := -1, 0
		for j, r := range t {
			if unicode.IsLetter(r) {
				if start < 0 {
					start, n = j, 0
				}
				n++
				continue
			}
			if start >= 0 && n >= minRunes {
				out = append(out, word{i, start, j})
			}
			start = -1
		}
		if start >= 0 && n >= minRunes {
			out = append(out, word{i, start, len(t)})
		}
	}
	return out
}

// replaceWord replaces the text of w in its segment.
func (st *state) replaceWord(w word, repl string) {
	p := &st.segs[w.seg].parts[0]
	p.text = p.text[:w.begin] + repl + p.text[w.end:]
}

// pickDistinct returns up to n distinct indices below total, in
// increasing order, so edits inside one segment can be applied from the
// end without shifting the others.
func (st *state) pickDistinct(total, n int) []int {
	if total == 0 {
		return nil
	}
	if n > total {
		n = total
	}
	idx := st.r.Perm(total)[:n]
	sortInts(idx)
	return idx
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}
