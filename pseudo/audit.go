package pseudo

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/swar"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize"
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
// that span when it was shifted, or of any surrogate span of the
// document when it was surrogated; and (3) no surrogate original of
// minContained characters or more may occur in the text overlapping a
// surrogate replacement, read by a recognizer or not. A hit of (2) or (3)
// returns the index of the span whose replacement it overlaps, with an
// error; Apply makes that
// replacement a placeholder and audits again. Identifiers outside
// replacements (detection misses) are not this audit's business.
//
// The text is not re-scanned whole: (2) can fail for a surrogate only
// where a surrogate original occurs in the normalised text (see
// occurrences), and for a shifted date only where the date recognizers
// read its original; the lines around those places are re-scanned, with
// one line of context on either side (see auditWindows). This costs a
// fraction of a full scan and misses an identifier only if it spans more
// than three lines.
func (p *Pseudonymiser) auditDoc(d *document.Document, st *docState) (int, error) {

	type region struct {
		span int // index in d.Spans
		b, e int
		orig string // normalised original of this span
		own  bool   // compare with this span's original only (shifted dates)
		raw  string // the original text (shifted dates)
	}
	regions := make([]region, 0, len(d.Spans))
	var originals []string // normalised originals of surrogate spans
	delta := 0
	for i, s := range d.Spans {
		repl := *s.Replacement
		if st.audited[i] {
			own := p.pol.Rule(s.Label).Operator == OpShift
			if own && strings.IndexFunc(d.Text[s.Begin:s.End], unicode.IsDigit) < 0 {
				// A shifted month or season alone may rightly keep its
				// name ("juin" → "juin/juillet"), as the per-span guard
				// allows; it names no day.
				delta += len(repl) - (s.End - s.Begin)
				continue
			}
			var n string
			if own {
				// Dates keep their separators: "3/11" and "31/1" differ.
				n = lowerFields(d.Text[s.Begin:s.End])
			} else if i < len(st.spanNorm) {
				// a surrogate span: collides normalised it
				n = st.spanNorm[i]
			} else {
				n = normalise(d.Text[s.Begin:s.End])
			}
			regions = append(regions, region{i, s.Begin + delta, s.Begin + delta + len(repl), n, own, d.Text[s.Begin:s.End]})
			if n != "" && !own {
				if originals == nil {
					// room for the spans left, not one regrowth after another
					originals = make([]string, 0, len(d.Spans)-i)
				}
				originals = append(originals, n)
			}
		}
		delta += len(repl) - (s.End - s.Begin)
	}
	if len(regions) == 0 {
		return -1, nil
	}
	text := *d.DeidText
	var own [][2]int
	for _, r := range regions {
		if r.own {
			own = append(own, [2]int{r.b, r.e})
		}
	}
	var found []document.Span
	scan := func(reg *recognize.Registry, windows [][2]int) {
		for _, w := range windows {
			for _, f := range reg.Candidates(text[w[0]:w[1]], st.prof) {
				f.Begin += w[0]
				f.End += w[0]
				found = append(found, f)
			}
		}
	}
	// A found identifier that equals or contains a surrogate original
	// contains an occurrence of it in the normalised text: re-scan the
	// lines around each occurrence with every recognizer. A shifted date
	// gives its original away only by reading as that date: re-scan the
	// lines around each shifted date with the date recognizers.
	occ := occurrences(text, originals)
	// (3) An original of minContained characters or more spelled out
	// across or inside a surrogate replacement is a leak whether or not
	// a recognizer reads it there: "Alveringem Kliniek" before the text's
	// " Zonnebloem" rebuilds "Kliniek Zonnebloem".
	for _, o := range occ {
		if normalisedLen(text[o[0]:o[1]]) < minContained {
			continue
		}
		for _, r := range regions {
			if !r.own && o[0] < r.e && r.b < o[1] {
				return r.span, fmt.Errorf("pseudo: document %q: audit: an original identifier is spelled out across a replacement at byte %d", d.ID, o[0])
			}
		}
	}
	scan(p.audit, auditWindows(text, occ))
	scan(p.dateAudit, auditWindows(text, own))
	for _, f := range found {
		// n is compared below, never kept
		n := normaliseScratch(&st.normBuf[0], f.Text)
		for _, r := range regions {
			if f.Begin >= r.e || r.b >= f.End {
				continue
			}
			// A shifted date is only checked against its own original: one
			// offset moves every date of the patient, so a shifted date
			// that happens to read like another original date reveals
			// nothing. Surrogates are checked against every surrogate
			// original of the document.
			cands, fn := originals, n
			if r.own {
				cands, fn = []string{r.orig}, lowerFields(f.Text)
			}
			for _, o := range cands {
				if o == "" {
					continue
				}
				if r.own && (fn == o || containsToken(fn, o) || st.sameDate(f.Text, r.raw)) ||
					!r.own && (fn == o || (len(o) >= minContained && containsWhole(fn, o))) {
					return r.span, fmt.Errorf("pseudo: document %q: audit: an original identifier (%s) reappears in a replacement at byte %d", d.ID, f.Label, f.Begin)
				}
			}
		}
	}
	return -1, nil
}

// occurrences returns the byte ranges of text, sorted by position, whose
// normalised form is a normalised surrogate original. Every identifier
// found in the text that equals or contains an original covers one of
// them (normalise maps rune by rune, so the normalised form of any part
// of the text is part of the normalised text); with none, the surrogate
// half of the audit cannot fail.
func occurrences(text string, originals []string) [][2]int {
	if len(originals) == 0 {
		return nil
	}
	var out [][2]int
	var n string // the normalised text, built only when an original needs it
	var pos []int32
	for _, o := range originals {
		if o == "" {
			continue
		}
		if c := o[0]; c < utf8.RuneSelf {
			// o starts with an ASCII letter or digit: its occurrences
			// start at that byte or its upper case, which
			// strings.IndexByte finds without normalising the text, or,
			// for the two ("i", "k") that non-ASCII runes also lower to,
			// at that rune ("İ", the Kelvin sign; no other rune lowers to
			// ASCII)
			out = appendMatches(out, text, o)
			switch c {
			case 'i':
				out = appendRuneMatches(out, text, o, "\u0130")
			case 'k':
				out = appendRuneMatches(out, text, o, "\u212a")
			}
			continue
		}
		// Originals rarely survive in the text: search the normalised
		// text first and map it back to byte offsets only on a hit.
		if pos == nil {
			n, pos = normaliseIndexed(text)
		}
		out = appendNormalisedMatches(out, text, n, pos, o)
	}
	slices.SortFunc(out, func(a, b [2]int) int { return cmp.Or(a[0]-b[0], a[1]-b[1]) })
	return out
}

// appendNormalisedMatches appends to out the byte ranges of text whose
// normalised form is the non-empty original o, found in n, the normalised
// text, whose byte i comes from text[pos[i]] (see normaliseIndexed).
func appendNormalisedMatches(out [][2]int, text, n string, pos []int32, o string) [][2]int {
	for from := 0; ; {
		i := strings.Index(n[from:], o)
		if i < 0 {
			return out
		}
		i += from
		last := int(pos[i+len(o)-1])
		_, size := utf8.DecodeRuneInString(text[last:])
		out = append(out, [2]int{int(pos[i]), last + size})
		from = i + 1
	}
}

// appendRuneMatches appends to out the byte ranges of text that start
// with the non-ASCII rune r (as UTF-8) and whose normalised form is o.
func appendRuneMatches(out [][2]int, text, o, r string) [][2]int {
	for from := 0; ; {
		i := strings.Index(text[from:], r)
		if i < 0 {
			return out
		}
		p := from + i
		from = p + len(r)
		if e := matchNormalised(text, p, o); e >= 0 {
			out = append(out, [2]int{p, e})
		}
	}
}

// appendMatches appends to out the byte ranges of text whose normalised
// form is o, a normalised original that starts with an ASCII letter or
// digit c, that start with an ASCII byte. Those are the ranges that
// start with c or, for a letter, its upper case (ASCII
// bytes are whole runes in any string, valid UTF-8 or not, as normalise
// reads it); each occurrence starts at one of them. The ranges are not
// sorted.
func appendMatches(out [][2]int, text, o string) [][2]int {
	c := o[0]
	out = appendMatchesAt(out, text, o, c)
	if c >= 'a' && c <= 'z' {
		out = appendMatchesAt(out, text, o, c-'a'+'A')
	}
	return out
}

// appendMatchesAt is appendMatches for the occurrences that start with
// the byte c.
func appendMatchesAt(out [][2]int, text, o string, c byte) [][2]int {
	for from := 0; ; {
		i := strings.IndexByte(text[from:], c)
		if i < 0 {
			return out
		}
		p := from + i
		from = p + 1
		if len(o) > 1 && from < len(text) {
			// most candidates fail at once: an ASCII letter or digit
			// next that is not o's second byte
			if n := text[from]; n < utf8.RuneSelf {
				if l := asciiNorm[n]; l != 0 && l != o[1] {
					continue
				}
			}
		}
		if e := matchNormalised(text, p, o); e >= 0 {
			out = append(out, [2]int{p, e})
		}
	}
}

// matchNormalised returns the end of the shortest prefix of text[p:] whose
// normalised form is o (the end of the rune that completes o), or -1.
func matchNormalised(text string, p int, o string) int {
	k := 0
	for i := p; i < len(text); {
		// as normalise reads the text
		if c := text[i]; c < utf8.RuneSelf {
			if l := asciiNorm[c]; l != 0 {
				if o[k] != l {
					return -1
				}
				if k++; k == len(o) {
					return i + 1
				}
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			var buf [utf8.UTFMax]byte
			for _, b := range utf8.AppendRune(buf[:0], unicode.ToLower(r)) {
				if o[k] != b {
					return -1
				}
				if k++; k == len(o) {
					return i + size
				}
			}
		}
		i += size
	}
	return -1
}

// normaliseIndexed is normalise with, for each byte of the result, the
// byte offset in s of the rune it came from.
func normaliseIndexed(s string) (string, []int32) {
	b := make([]byte, 0, len(s))
	pos := make([]int32, 0, len(s))
	for i := 0; i < len(s); {
		// ASCII letters and digits without rune tables, as in normalise
		if c := s[i]; c < utf8.RuneSelf {
			if l := asciiNorm[c]; l != 0 {
				b = append(b, l)
				pos = append(pos, int32(i))
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			k := len(b)
			b = utf8.AppendRune(b, unicode.ToLower(r))
			for ; k < len(b); k++ {
				pos = append(pos, int32(i))
			}
		}
		i += size
	}
	return string(b), pos
}

// asciiNorm maps an ASCII letter or digit to its normalised byte (the
// lower-case letter, the digit) and any other ASCII byte to 0.
var asciiNorm = func() (t [utf8.RuneSelf]byte) {
	for c := byte('0'); c <= '9'; c++ {
		t[c] = c
	}
	for c := byte('a'); c <= 'z'; c++ {
		t[c] = c
		t[c-'a'+'A'] = c
	}
	return t
}()

// auditWindows returns the byte ranges of text that the date half of the
// audit re-scans for the regions regs (sorted by position): each region's
// lines with the line before and the line after, merged where they meet
// or touch.
// An identifier the recognizers find overlapping a region lies within
// them unless it spans more than three lines.
func auditWindows(text string, regs [][2]int) [][2]int {
	var out [][2]int
	for _, r := range regs {
		b := strings.LastIndexByte(text[:r[0]], '\n')
		if b >= 0 {
			b = strings.LastIndexByte(text[:b], '\n')
		}
		b++ // the start of the line before (0 when none)
		e := len(text)
		if i := strings.IndexByte(text[r[1]:], '\n'); i >= 0 {
			e = r[1] + i + 1
			if j := strings.IndexByte(text[e:], '\n'); j >= 0 {
				e += j
			} else {
				e = len(text)
			}
		}
		if k := len(out) - 1; k >= 0 && b <= out[k][1]+1 {
			out[k][1] = max(out[k][1], e)
			continue
		}
		out = append(out, [2]int{b, e})
	}
	return out
}

// normalise keeps letters and digits, lower-cased.
func normalise(s string) string {
	if isNormalASCII(s) {
		return s // already its own normal form ("12345678"): no copy
	}
	b := appendNormalised(make([]byte, 0, len(s)), s)
	if len(b) == 0 {
		return ""
	}
	// the result alone holds b, as strings.Builder's does
	return unsafe.String(&b[0], len(b))
}

// isNormalASCII reports whether s holds only ASCII bytes that normalise
// keeps as they are: lower-case letters and digits.
func isNormalASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || asciiNorm[c] != c || c == 0 {
			return false
		}
	}
	return true
}

// normaliseScratch is normalise into *buf, which it reuses and grows:
// the result shares *buf's bytes, so it is valid only until the next use
// of buf, and is for comparisons that do not keep it.
func normaliseScratch(buf *[]byte, s string) string {
	if *buf == nil {
		// room for most texts at once, not one regrowth after another
		*buf = make([]byte, 0, max(64, len(s)))
	}
	*buf = appendNormalised((*buf)[:0], s)
	if len(*buf) == 0 {
		return ""
	}
	return unsafe.String(&(*buf)[0], len(*buf))
}

// appendNormalised appends normalise(s) to b.
func appendNormalised(b []byte, s string) []byte {
	// ASCII letters and digits without rune tables, the rest rune by rune
	// (as normaliseIndexed), without strings.Builder's per-byte call and
	// checks
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if l := asciiNorm[c]; l != 0 {
				b = append(b, l)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b = utf8.AppendRune(b, unicode.ToLower(r))
		}
		i += size
	}
	return b
}

// normalisedLen returns len(normalise(s)) without building it.
func normalisedLen(s string) int {
	n := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if asciiNorm[c] != 0 {
				n++
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			n += utf8.RuneLen(unicode.ToLower(r))
		}
		i += size
	}
	return n
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

// lowerFields lower-cases s and collapses runs of white space, keeping
// punctuation, so that dates compare with their separators.
func lowerFields(s string) string {
	if !swar.IsASCII(s) {
		return strings.ToLower(strings.Join(strings.Fields(s), " "))
	}
	if isLowerFields(s) {
		return s // ASCII already lower-cased and single-spaced: no copy
	}
	// ASCII (most dates): one pass, one allocation
	b := make([]byte, 0, len(s))
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '\t', '\n', '\v', '\f', '\r', ' ':
			space = len(b) > 0
			continue
		}
		if space {
			b = append(b, ' ')
			space = false
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// isLowerFields reports whether lowerFields(s) is s for ASCII s: no
// upper-case letter, no white space but single spaces between fields.
func isLowerFields(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\t', '\n', '\v', '\f', '\r':
			return false
		case ' ':
			if i == 0 || i == len(s)-1 || s[i+1] == ' ' {
				return false
			}
		default:
			if c >= 'A' && c <= 'Z' {
				return false
			}
		}
	}
	return true
}

// sameDate reports whether two date texts denote the same interval, so
// that "14-01-2025" is caught as the original "14/01/2025" while "31/1"
// is not mistaken for "3/11".
func (st *docState) sameDate(found, orig string) bool {
	// A bare month or season name is anchored to the reference date and
	// would match any original of that month; only a found text with
	// digits of its own can reproduce the original day or year.
	if st.p.cal == nil || strings.IndexFunc(found, unicode.IsDigit) < 0 {
		return false
	}
	f, ok := st.interval(found)
	if !ok {
		return false
	}
	o, ok := st.interval(orig)
	return ok && f.start.Equal(o.start) && f.end.Equal(o.end)
}

// dateInterval is the result of Calendar.Interval for one date text at
// the document's reference date; ok is false when it did not parse.
type dateInterval struct {
	start, end time.Time
	ok         bool
}

// interval returns the interval the date text covers at the document's
// reference date, parsing each text once per document: the audit
// compares every date it reads near a shifted date with that date's
// original, so the same texts come back in every pair and every round.
func (st *docState) interval(text string) (dateInterval, bool) {
	if iv, ok := st.intervals[text]; ok {
		return iv, iv.ok
	}
	b, e, err := st.p.cal.Interval(text, st.prof, st.ref)
	iv := dateInterval{start: b, end: e, ok: err == nil}
	st.setInterval(text, iv)
	return iv, iv.ok
}

// setInterval records the interval of the date text at the document's
// reference date for interval.
func (st *docState) setInterval(text string, iv dateInterval) {
	if st.intervals == nil {
		st.intervals = map[string]dateInterval{}
	}
	st.intervals[text] = iv
}

// intervalShifter is a Calendar whose Shift also returns the interval
// of the text it shifts, which the audit then need not parse again.
type intervalShifter interface {
	shiftInterval(text string, days int, p *lang.Profile, ref time.Time) (string, dateInterval, error)
}
