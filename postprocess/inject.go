package postprocess

import (
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize"
)

// match kinds, for scores and the relative rule.
const (
	kindFull = iota
	kindInitials
	kindFamily
	kindGiven
)

// familyFirstLanguages write the family name before the given names.
var familyFirstLanguages = map[string]bool{"vi": true, "zh": true, "ja": true, "ko": true, "hu": true}

// hit is one name occurrence: tokens [k, next), bytes [b, e).
type hit struct {
	next, b, e int
	kind       int
}

// Inject finds the names and values of the document's metadata
// (metadata.patient, metadata.caregivers, metadata.known_values; see
// ParseMetadata) in its text and returns spans together with these
// mentions, overlaps resolved with recognize.Resolve. A name is found as
// whole words, case- and diacritic-insensitively, with one edit allowed
// in name parts of five letters or more, in every usual format: given
// family, family given, "FAMILY, Given", initials with family, family
// alone, and given alone (four letters or more, capitalised). A directly
// preceding title joins the span. A mention of the patient's family name
// next to another given name ("mother Anna Peeters") or joined to
// another family name ("Peeters-Claes") is a relative: Name:Other. The
// patient's birth date, written numerically, becomes Age_Birthdate. The
// text is never modified.
func Inject(d *document.Document, spans []document.Span) []document.Span {
	return recognize.Resolve(inject(d, spans))
}

// inject is Inject without the final overlap resolution; it returns a
// new slice.
func inject(d *document.Document, spans []document.Span) []document.Span {
	md, ok := ParseMetadata(d.Metadata)
	if !ok || (len(md.People) == 0 && len(md.Known) == 0 && md.BirthDate.IsZero()) {
		return slices.Clone(spans)
	}
	if len(d.Text) > math.MaxInt32 {
		return slices.Clone(spans) // token offsets are int32
	}
	m := &matcher{text: d.Text, famFirst: familyFirstLanguages[lang.Base(d.Language)]}
	buf := tokenPool.Get().(*[]token)
	m.toks, m.folded = tokenizeInto(*buf, d.Text)
	defer func() {
		*buf = m.toks[:0]
		tokenPool.Put(buf)
	}()
	out := make([]document.Span, 0, 16)
	models := make([]nameModel, len(md.People))
	for i, p := range md.People {
		models[i] = compile(p)
	}
	pre := newPrefilter(models)
	for k := 0; k < len(m.toks); {
		if !pre.candidate(m, k) {
			k++
			continue
		}
		best, bi := hit{}, -1
		for i := range models {
			if h, ok := m.person(k, &models[i]); ok && (bi < 0 || h.e > best.e) {
				best, bi = h, i
			}
		}
		if bi < 0 {
			k++
			continue
		}
		if sp := m.span(k, best, &models[bi]); !insideDate(spans, sp) {
			out = append(out, sp)
		}
		k = best.next
	}
	widenNames(d.Text, spans, out)
	for _, kv := range md.Known {
		out = append(out, m.known(kv)...)
	}
	all := make([]document.Span, 0, len(spans)+len(out)+4)
	all = append(append(all, spans...), out...)
	if !md.BirthDate.IsZero() {
		all = injectBirthDate(d, all, md)
	}
	return all
}

// insideDate reports whether a detected Date span holds s and more: a
// person's name that is a calendar word inside a date ("im Sommer 2023"
// for Dr Sommer, "Mai 2024" for a patient Mai) is the date's.
func insideDate(spans []document.Span, s document.Span) bool {
	for _, d := range spans {
		if d.Label == labelDate && d.Begin <= s.Begin && s.End <= d.End && d.End-d.Begin > s.End-s.Begin {
			return true
		}
	}
	return false
}

// widenNames widens each injected name span of out to the union with the
// detected name spans it overlaps, so that the injected span, which wins
// overlap resolution on its score, does not cut a longer detected name
// down to the part the metadata knows: "Katarzyna Kowalska" stays whole
// where the metadata knows only "Kowalska", "M. Jean-Paul Mbuyi" where it
// knows "Paul Mbuyi". A detected span that contains a partial hit (a lone
// family or given name) also gives its label: the recognizers read the
// mother in "Mutter: Katarzyna Kowalska".
func widenNames(text string, spans, out []document.Span) {
	for i := range out {
		o := &out[i]
		if !strings.HasPrefix(o.Label, "Name:") {
			continue
		}
		for changed := true; changed; {
			changed = false
			for _, s := range spans {
				if !strings.HasPrefix(s.Label, "Name:") || s.End <= o.Begin || s.Begin >= o.End || s.Begin >= o.Begin && s.End <= o.End {
					continue
				}
				end := o.End
				if s.End > o.End && nameTail(text[o.End:s.End]) {
					end = s.End
				}
				if s.Begin >= o.Begin && end == o.End {
					continue
				}
				if s.Begin <= o.Begin && s.End >= o.End && o.Score != nil && *o.Score < scoreFull {
					o.Label = s.Label
				}
				*o = document.NewSpan(text, min(o.Begin, s.Begin), end, o.Label, spanScore(*o), o.Source)
				changed = true
			}
		}
	}
}

// nameTail reports whether the text a detected name goes on with after an
// injected one is more name: words that are capitalised and otherwise in
// lower case, initials ("Y.") and hyphens, not a degree ("FRCOphth",
// "MD") that the recognizer took in.
func nameTail(tail string) bool {
	words := strings.FieldsFunc(tail, func(r rune) bool { return r == ' ' || r == '-' })
	if len(words) == 0 {
		return false
	}
	for _, w := range words {
		rs := []rune(strings.TrimSuffix(w, "."))
		if len(rs) == 0 || !unicode.IsUpper(rs[0]) {
			return false
		}
		if len(rs) == 1 {
			continue
		}
		for _, r := range rs[1:] {
			if !unicode.IsLower(r) && r != '\'' && r != '’' {
				return false
			}
		}
	}
	return true
}

// span turns a hit into a span: titles absorbed, relatives relabelled.
func (m *matcher) span(k int, h hit, mod *nameModel) document.Span {
	b, e, label := h.b, h.e, mod.label
	if mod.patient && h.kind == kindFamily {
		if nb, ne, rel := m.relative(k, h); rel {
			b, e, label = nb, ne, LabelOther
		}
	}
	b = TitleStart(m.text, b)
	score := scoreFull
	switch h.kind {
	case kindInitials:
		score = scoreInitials
	case kindFamily:
		score = scoreFamily
	case kindGiven:
		score = scoreGiven
	}
	return document.NewSpan(m.text, b, e, label, score, "metadata")
}

// relative decides whether a lone patient family name at tokens [k,
// h.next) belongs to another person: it is joined by a hyphen to another
// capitalised name, or directly preceded by a capitalised word that is
// not a title or common word. It returns the widened bounds.
func (m *matcher) relative(k int, h hit) (b, e int, rel bool) {
	b, e = h.b, h.e
	if n := h.next; n < len(m.toks) && m.toks[n].b == e+1 && m.text[e] == '-' && m.capOK(n) && !m.toks[n].digit {
		e, rel = m.toks[n].e, true
	}
	if m.famFirst {
		// Family name first (Vietnamese): "Nguyễn Thị Lan" names a
		// relative when the given names that follow are not the patient's.
		n := h.next
		for w := 0; w < 3 && n < len(m.toks) && m.spaceSep(n-1) && m.capOK(n) && !m.toks[n].digit; w++ {
			e, rel = m.toks[n].e, true
			n++
		}
	}
	if p := k - 1; p >= 0 && m.spaceSep(p) {
		t := &m.toks[p]
		if t.cap && !t.digit && t.runes >= 2 && !isCommon(m.f(p)) && !particles[m.f(p)] && !isTitle(m.text[t.b:t.e]) && !m.afterInitialDot(p) {
			b, rel = t.b, true
		}
	}
	return b, e, rel
}

// afterInitialDot reports whether token p starts a sentence, a field
// value or a line, or follows an initial: it is then not taken for the
// given name of a relative. A preceding title ("mevr. Joke") does not
// count as a sentence end.
func (m *matcher) afterInitialDot(p int) bool {
	i := m.toks[p].b
	for i > 0 {
		r, n := utf8.DecodeLastRuneInString(m.text[:i])
		if r == ' ' {
			i -= n
			continue
		}
		if r == '.' {
			if ws, we, ok := wordBefore(m.text, m.toks[p].b); ok && we == i && titleWordOK(m.text[ws:we]) && isTitle(m.text[ws:we]) {
				return false
			}
			return true
		}
		return r == '!' || r == '?' || r == ':' || r == '\n'
	}
	return true
}

// person returns the longest mention of mod starting at token k.
func (m *matcher) person(k int, mod *nameModel) (hit, bool) {
	var best hit
	found := false
	take := func(h hit) {
		if !found || h.e > best.e {
			best, found = h, true
		}
	}
	// Given first: "Jan Peeters", "Lauren K. Whitaker", or "Jan" alone.
	for gi, g := range mod.givens {
		j := m.seq(k, g)
		if j < 0 {
			continue
		}
		if len(mod.family) > 0 && m.spaceSep(j-1) {
			f := j
			if m.isInitial(j) { // a middle initial
				if n, e, _, ok := m.initials(j); ok && e < len(m.text) && m.text[e] == ' ' {
					f = n
				}
			}
			if l := m.seq(f, mod.family); l >= 0 && (f == j || m.spaceSep(f-1)) {
				take(hit{next: l, b: m.toks[k].b, e: m.toks[l-1].e, kind: kindFull})
			}
		}
		if gi == 0 || len(g) == 1 {
			if m.givenAlone(k, j, g) {
				take(hit{next: j, b: m.toks[k].b, e: m.toks[j-1].e, kind: kindGiven})
			}
		}
	}
	// Family first: "Peeters, Jan", "PEETERS Jan", "Schouten, H.J.", or
	// the family name alone.
	if j := m.seq(k, mod.family); j >= 0 {
		b := m.toks[k].b
		if h, ok := m.familyFirst(k, j, mod); ok {
			take(h)
		} else if m.capOK(j-1) && !m.wordAfterFunctionWord(k, j) {
			take(hit{next: j, b: b, e: m.toks[j-1].e, kind: kindFamily})
		}
	}
	// Initials then family: "J. Peeters", "J.-P. Peeters".
	if n, e, first, ok := m.initials(k); ok && len(mod.family) > 0 && (mod.initial == "" || first == mod.initial) {
		if e < len(m.text) && (m.text[e] == ' ' || m.text[e] == '\u00a0') && n < len(m.toks) && m.toks[n].b <= e+2 {
			if l := m.seq(n, mod.family); l >= 0 {
				take(hit{next: l, b: m.toks[k].b, e: m.toks[l-1].e, kind: kindInitials})
			}
		}
	}
	// A component of a compound family name alone ("Pemberton" of
	// "Pemberton-Shah").
	if !found {
		for _, part := range mod.parts {
			if j := m.seq(k, part); j >= 0 && m.capOK(j-1) && utf8.RuneCountInString(part[len(part)-1]) >= minGivenAlone {
				take(hit{next: j, b: m.toks[k].b, e: m.toks[j-1].e, kind: kindFamily})
				break
			}
		}
	}
	return best, found
}

// wordAfterFunctionWord reports whether family-name tokens [k, j) are one
// calendar word after a lower-case word on its line: "im Winter" is the
// season for a patient Winter, "Frau Winter" stays her.
func (m *matcher) wordAfterFunctionWord(k, j int) bool {
	return j == k+1 && isCalendar(m.f(k)) && afterLowerWord(m.text, m.toks[k].b)
}

// givenAlone decides whether given-name tokens [k, j) stand for the
// person on their own: capitalised, at least minGivenAlone letters, and
// not a common word.
func (m *matcher) givenAlone(k, j int, g []string) bool {
	if !m.capOK(k) || utf8.RuneCountInString(strings.Join(g, "")) < minGivenAlone {
		return false
	}
	return len(g) > 1 || !isCommon(m.f(k))
}

// familyFirst matches what follows a family name at tokens [k, j): a
// comma and the given name or initials, or (space) the given name; then
// trailing initials, and in the comma form one more given name at the end
// of the line.
func (m *matcher) familyFirst(k, j int, mod *nameModel) (hit, bool) {
	if j >= len(m.toks) {
		return hit{}, false
	}
	gap := m.text[m.toks[j-1].e:m.toks[j].b]
	comma := gap == ", " || gap == "," || gap == ",  "
	if !comma && !m.spaceSep(j-1) {
		return hit{}, false
	}
	var next, end int
	kind := kindFull
	for _, g := range mod.givens {
		if l := m.seq(j, g); l >= 0 {
			next, end = l, m.toks[l-1].e
			break
		}
	}
	if next == 0 && comma {
		if n, e, first, ok := m.initials(j); ok && (mod.initial == "" || first == mod.initial) {
			next, end, kind = n, e, kindInitials
		}
	}
	if next == 0 {
		return hit{}, false
	}
	// Trailing initial ("Hoekstra, Gerrit J.", "KOWALCZYK, WALTER J").
	if kind == kindFull && next < len(m.toks) && m.spaceSep(next-1) && m.isInitial(next) {
		if n, e, _, ok := m.initials(next); ok && m.endsName(e) {
			next, end = n, e
		}
	}
	// One more given name closing the line ("THORNBURY, Margaret Ellen").
	if comma && kind == kindFull && next < len(m.toks) && m.spaceSep(next-1) && m.capOK(next) && !m.toks[next].digit &&
		!isCommon(m.f(next)) && m.lineEnd(m.toks[next].e) {
		end, next = m.toks[next].e, next+1
	}
	return hit{next: next, b: m.toks[k].b, e: end, kind: kind}, true
}

// endsName reports whether a name may end at byte e: end of text, space,
// punctuation other than a letter or digit.
func (m *matcher) endsName(e int) bool {
	if e >= len(m.text) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(m.text[e:])
	return !isWordRune(r)
}

// lineEnd reports whether a field ends at byte e: only spaces follow up
// to the line end, or a tab or a run of two or more spaces follows (a
// column gap).
func (m *matcher) lineEnd(e int) bool {
	spaces := 0
	for ; e < len(m.text); e++ {
		switch m.text[e] {
		case ' ':
			spaces++
		case '\t', '\n', '\r':
			return true
		default:
			return spaces >= 2
		}
	}
	return true
}

// known finds the occurrences of a known value as a token sequence.
func (m *matcher) known(kv KnownValue) []document.Span {
	seq := foldedWords(kv.Text)
	if len(seq) == 0 {
		return nil
	}
	var out []document.Span
	for k := 0; k < len(m.toks); k++ {
		if !m.eq(k, seq[0]) {
			continue
		}
		if j := m.knownSeq(k, seq); j >= 0 {
			out = append(out, document.NewSpan(m.text, m.toks[k].b, m.toks[j-1].e, kv.Label, scoreKnown, "metadata"))
			k = j - 1
		}
	}
	return out
}

// knownSeq matches seq at k allowing any short non-word separator on the
// same line between words (a known value may be "12 Main St." or
// "AB-123").
func (m *matcher) knownSeq(k int, seq []string) int {
	if k+len(seq) > len(m.toks) {
		return -1
	}
	for i, w := range seq {
		if i > 0 {
			gap := m.text[m.toks[k+i-1].e:m.toks[k+i].b]
			if len(gap) > 3 || strings.ContainsAny(gap, "\n\t") {
				return -1
			}
			for _, r := range gap {
				if unicode.IsLetter(r) || unicode.IsDigit(r) {
					return -1
				}
			}
		}
		if !m.eq(k+i, w) {
			return -1
		}
	}
	return k + len(seq)
}

// prefilter rejects most tokens cheaply: a name mention starts with the
// first word of a given or family name (or a part of one), allowing one
// edit in long words, or with initials.
type prefilter struct {
	exact []string // a handful of words: a scan beats hashing each token
	fuzzy []string
	runes []int32
	// firsts holds the first byte of every exact word: a token whose
	// first byte is not in it cannot equal any of them.
	firsts byteSet
	// heads holds the first two bytes of every fuzzy word; headsOK says
	// all fuzzy words have two ASCII head bytes. Then, by headsMayMatch,
	// a token with two ASCII head bytes neither of which is in heads is
	// more than one edit from every fuzzy word.
	heads   byteSet
	headsOK bool
	// minRunes and maxRunes bound the rune counts of the fuzzy words.
	minRunes, maxRunes int32
}

// byteSet is a set of bytes.
type byteSet [4]uint64

func (s *byteSet) add(c byte)      { s[c>>6] |= 1 << (c & 63) }
func (s *byteSet) has(c byte) bool { return s[c>>6]&(1<<(c&63)) != 0 }

func newPrefilter(models []nameModel) prefilter {
	// Presize for every word added at most once: exact and fuzzy share
	// one backing array, so building the filter costs two allocations
	// rather than a run of growing appends.
	n := 0
	for _, m := range models {
		n += len(m.givens) + 1 + len(m.parts)
	}
	words := make([]string, 2*n)
	p := prefilter{exact: words[:0:n], fuzzy: words[n : n : 2*n], runes: make([]int32, 0, n), headsOK: true}
	add := func(w []string) {
		if len(w) == 0 || slices.Contains(p.exact, w[0]) {
			return
		}
		p.exact = append(p.exact, w[0])
		if w[0] != "" {
			p.firsts.add(w[0][0])
		}
		if n := int32(utf8.RuneCountInString(w[0])); n >= minFuzzyRunes {
			p.fuzzy = append(p.fuzzy, w[0])
			p.runes = append(p.runes, n)
			if len(p.fuzzy) == 1 || n < p.minRunes {
				p.minRunes = n
			}
			p.maxRunes = max(p.maxRunes, n)
			if h := w[0]; len(h) >= 2 && h[0]|h[1] < utf8.RuneSelf {
				p.heads.add(h[0])
				p.heads.add(h[1])
			} else {
				p.headsOK = false
			}
		}
	}
	for _, m := range models {
		for _, g := range m.givens {
			add(g)
		}
		add(m.family)
		for _, part := range m.parts {
			add(part)
		}
	}
	return p
}

// candidate reports whether a name mention may start at token k.
func (p *prefilter) candidate(m *matcher, k int) bool {
	t := &m.toks[k]
	if t.cap && t.runes <= 3 {
		return true // initials
	}
	f := m.f(k)
	if (f == "" || p.firsts.has(f[0])) && slices.Contains(p.exact, f) {
		return true
	}
	if t.digit || len(p.fuzzy) == 0 || t.runes < p.minRunes-1 || t.runes > p.maxRunes+1 {
		return false
	}
	if p.headsOK && len(f) >= 2 && f[0]|f[1] < utf8.RuneSelf && !p.heads.has(f[0]) && !p.heads.has(f[1]) {
		return false
	}
	for i, w := range p.fuzzy {
		if n := p.runes[i]; t.runes >= n-1 && t.runes <= n+1 && headsMayMatch(f, w) && within1(f, w) {
			return true
		}
	}
	return false
}

// headsMayMatch is a quick necessary condition for within1 on ASCII
// heads: one edit leaves the first or second letter of one word at the
// first or second place of the other.
func headsMayMatch(a, b string) bool {
	if len(a) < 2 || len(b) < 2 || a[0]|a[1]|b[0]|b[1] >= utf8.RuneSelf {
		return true
	}
	return a[0] == b[0] || a[1] == b[1] || a[0] == b[1] || a[1] == b[0]
}
