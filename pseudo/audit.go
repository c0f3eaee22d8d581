package pseudo

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
)

// minContained is the normalised length from which an original found
// inside a longer recognised identifier counts as a leak; shorter ones
// must match the recognised identifier exactly.
const minContained = 6

// auditDoc re-scans the de-identified text with the structured
// recognizers. Precisely: for every span whose replacement came from
// shift or surrogate, (1) its original text must not occur in its
// replacement (checked per span in transform, which falls back to a
// placeholder), and (2) no identifier the recognizers find overlapping
// such a replacement may equal — or, from minContained characters,
// contain — the normalised original (letters and digits, lower case) of
// any shifted or surrogate span of the document. A hit of (2) is a hard
// error: the record is not written. Identifiers outside replacements
// (detection misses) are not this audit's business.
func (p *Pseudonymiser) auditDoc(d *document.Document, st *docState) error {
	type region struct{ b, e int }
	var regions []region
	var originals []string
	delta := 0
	for i, s := range d.Spans {
		repl := *s.Replacement
		if st.audited[i] {
			regions = append(regions, region{s.Begin + delta, s.Begin + delta + len(repl)})
			if n := normalise(d.Text[s.Begin:s.End]); n != "" {
				originals = append(originals, n)
			}
		}
		delta += len(repl) - (s.End - s.Begin)
	}
	if len(regions) == 0 {
		return nil
	}
	text := *d.DeidText
	found := p.audit.Candidates(text, st.prof)
	for _, f := range found {
		hit := false
		for _, r := range regions {
			if f.Begin < r.e && r.b < f.End {
				hit = true
				break
			}
		}
		if !hit {
			continue
		}
		n := normalise(f.Text)
		for _, o := range originals {
			if n == o || (len(o) >= minContained && containsWhole(n, o)) {
				return fmt.Errorf("pseudo: document %q: audit: an original identifier (%s) reappears in a replacement at byte %d; record not written", d.ID, f.Label, f.Begin)
			}
		}
	}
	return nil
}

// normalise keeps letters and digits, lower-cased.
func normalise(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

// containsWhole reports whether the normalised original o occurs in the
// normalised found text n without continuing a number or a word on either
// side: "13maart" does not contain "3maart" (the digit run continues), but
// "3maart2025" does (a letter meets a digit).
func containsWhole(n, o string) bool {
	for from := 0; ; {
		i := strings.Index(n[from:], o)
		if i < 0 {
			return false
		}
		i += from
		j := i + len(o)
		first, _ := utf8.DecodeRuneInString(o)
		last, _ := utf8.DecodeLastRuneInString(o)
		before, _ := utf8.DecodeLastRuneInString(n[:i])
		after, _ := utf8.DecodeRuneInString(n[j:])
		if (i == 0 || !sameClass(before, first)) && (j == len(n) || !sameClass(last, after)) {
			return true
		}
		from = i + 1
	}
}

// sameClass reports whether two runes are both digits or both letters.
func sameClass(a, b rune) bool {
	return (unicode.IsDigit(a) && unicode.IsDigit(b)) || (unicode.IsLetter(a) && unicode.IsLetter(b))
}
