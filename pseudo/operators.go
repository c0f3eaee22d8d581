package pseudo

import (
	"errors"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/internal/swar"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/pseudo/dateshift"
	"github.com/meddeid/meddeid/pseudo/surrogate"
	"github.com/meddeid/meddeid/taxonomy"
)

// result is one span's replacement.
type result struct {
	text string
	// audited marks replacements from shift or surrogate, which the
	// audit re-scans.
	audited bool
	// op is the operator that produced text.
	op Operator
}

func group(label string) string {
	if l, ok := taxonomy.Lookup(label); ok {
		return l.Group
	}
	return ""
}

// transform replaces one span's text by its label's rule, counting the
// outcome; before and after are the note's text around the span (at most
// contextBytes each), which tell a time of day from a date. It never
// returns the original text except for keep (and the ages and years that
// generalise deliberately retains).
func (st *docState) transform(orig, label, before, after string) result {
	rule := st.p.pol.Rule(label)
	st.sum.Spans++
	tgt := st.sum.target(label)
	if tgt != nil {
		tgt.Spans++
	}
	out, op, fallback, err := st.apply(orig, label, rule, before, after)
	if err == nil && (op == OpShift || op == OpSurrogate) && leaks(orig, out, op) {
		err = &TransformError{Category: FailLeakGuard, Reason: "replacement contains the original"}
	}
	if err != nil {
		st.sum.Failures[category(err)]++
		if tgt != nil {
			tgt.Failed++
		}
		st.sum.Operators[string(OpPlaceholder)]++
		return result{text: st.fallback(orig, label), op: OpPlaceholder}
	}
	if fallback != "" {
		st.sum.Fallbacks[fallback]++
	}
	st.sum.Operators[string(op)]++
	return result{text: out, audited: op == OpShift || op == OpSurrogate, op: op}
}

// leaks reports whether a shifted or surrogate replacement contains the
// original (case-insensitively). A shifted date without any digit
// (a season, month or weekday name) may legitimately render unchanged:
// interval semantics keep "summer" when the shift stays inside it.
func leaks(orig, out string, op Operator) bool {
	o := strings.TrimSpace(orig)
	if o == "" {
		return false
	}
	if op == OpShift && strings.IndexFunc(o, unicode.IsDigit) < 0 {
		return false
	}
	if swar.IsASCII(o) && swar.IsASCII(out) {
		// the same test without lower-cased copies
		return containsTokenFoldASCII(out, o)
	}
	return containsToken(strings.ToLower(out), strings.ToLower(o))
}

// containsTokenFoldASCII is containsToken(strings.ToLower(hay),
// strings.ToLower(needle)) for ASCII hay and needle: lower-casing ASCII
// maps byte to byte and keeps letters and digits letters and digits, so
// the occurrences and their neighbours are those of the bytes folded.
// needle is not empty (leaks trims it and returns first when it is).
func containsTokenFoldASCII(hay, needle string) bool {
	first := lowerASCII(needle[0])
	for i := 0; i+len(needle) <= len(hay); i++ {
		if lowerASCII(hay[i]) != first || !equalFoldASCII(hay[i+1:i+len(needle)], needle[1:]) {
			continue
		}
		j := i + len(needle)
		if (i == 0 || !isAlnumASCII(hay[i-1])) && (j == len(hay) || !isAlnumASCII(hay[j])) {
			return true
		}
	}
	return false
}

// lowerASCII lower-cases an ASCII letter and keeps any other byte.
func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// equalFoldASCII reports whether a and b, of equal length, are equal
// with ASCII letters folded.
func equalFoldASCII(a, b string) bool {
	for i := 0; i < len(b); i++ {
		if lowerASCII(a[i]) != lowerASCII(b[i]) {
			return false
		}
	}
	return true
}

// isAlnumASCII reports an ASCII letter or digit.
func isAlnumASCII(c byte) bool { return c < utf8.RuneSelf && asciiNorm[c] != 0 }

// containsToken reports whether needle occurs in hay with no letter or
// digit directly before or after it, so "13 maart" does not count as
// containing "3 maart" while "3 maart 2025" does.
func containsToken(hay, needle string) bool {
	for from := 0; ; {
		i := strings.Index(hay[from:], needle)
		if i < 0 {
			return false
		}
		i += from
		j := i + len(needle)
		before, _ := utf8.DecodeLastRuneInString(hay[:i])
		after, _ := utf8.DecodeRuneInString(hay[j:])
		if (i == 0 || !isAlnum(before)) && (j == len(hay) || !isAlnum(after)) {
			return true
		}
		from = i + 1
	}
}

func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// auditFallback makes span i's audited replacement a placeholder after
// the audit read an original in or around it, moving its count from its
// operator to the placeholder and counting the failure.
func (st *docState) auditFallback(i int) {
	sp := &st.doc.Spans[i]
	repl := st.fallback(st.doc.Text[sp.Begin:sp.End], sp.Label)
	sp.Replacement = &repl
	st.sum.Operators[string(st.ops[i])]--
	if st.sum.Operators[string(st.ops[i])] == 0 {
		delete(st.sum.Operators, string(st.ops[i]))
	}
	st.sum.Operators[string(OpPlaceholder)]++
	st.sum.Failures[FailAudit]++
	if tgt := st.sum.target(sp.Label); tgt != nil {
		tgt.Failed++
	}
	st.audited[i], st.ops[i] = false, OpPlaceholder
}

// fallback is the placeholder for a span the operator could not transform.
func (st *docState) fallback(orig, label string) string {
	if st.p.pol.Fallback == "label" {
		return Placeholder(label)
	}
	return st.num.placeholder(Tag(label), orig)
}

func (st *docState) placeholder(orig, label string, r Rule) string {
	if !r.Numbered {
		return Placeholder(label)
	}
	tag := r.Tag
	if tag == "" {
		tag = Tag(label)
	}
	return st.num.placeholder(tag, orig)
}

// contextBytes is how much text on each side of a span transform reads.
const contextBytes = 16

// apply runs the rule's operator. It returns the replacement, the
// operator that produced it, a fallback reason when the policy's operator
// deliberately handed over to a placeholder, or an error.
func (st *docState) apply(orig, label string, r Rule, before, after string) (string, Operator, string, error) {
	g := group(label)
	if g == "date" && (r.Operator == OpShift || r.Operator == OpGeneralise) && dateshift.IsClockTimeAt(orig, before, after) {
		// A time of day alone: a shift by whole days, or a year, leaves it
		// as it is ("14.30"), as it does inside a date-time.
		return orig, OpKeep, "date: a clock time, nothing to shift", nil
	}
	switch r.Operator {
	case OpKeep:
		return orig, OpKeep, "", nil
	case OpMask:
		return mask(orig, r.Char), OpMask, "", nil
	case OpShift:
		if g == "age" && st.looksLikeAge(orig) {
			// An expressed age has no date to move.
			out, err := st.generaliseAge(orig, Rule{})
			return out, OpGeneralise, "", err
		}
		if c, ok := st.p.cal.(intervalShifter); ok {
			// the audit compares dates read near the shifted date with the
			// interval of its original: keep it from this parse
			out, iv, err := c.shiftInterval(orig, st.offset, st.prof, st.ref)
			st.setInterval(orig, iv)
			return out, OpShift, "", err
		}
		out, err := st.p.cal.Shift(orig, st.offset, st.prof, st.ref)
		return out, OpShift, "", err
	case OpGeneralise:
		switch g {
		case "date":
			out, err := st.year(orig)
			return out, OpGeneralise, "", err
		case "age":
			out, err := st.generaliseAge(orig, r)
			return out, OpGeneralise, "", err
		case "address":
			if z, ok := zip3(orig, r.RestrictedZIP3); ok {
				return z, OpGeneralise, "", nil
			}
			return st.placeholder(orig, label, r), OpPlaceholder, "address: not a ZIP code", nil
		}
		return "", OpGeneralise, "", &TransformError{Category: FailOther, Reason: "generalise: unsupported label"}
	case OpSurrogate:
		if st.p.gen == nil {
			return "", OpSurrogate, "", errNoKey
		}
		out, err := st.drawSurrogate(g, orig)
		if g != "contact" && g != "id" && (errors.Is(err, surrogate.ErrTypeOnly) || errors.Is(err, surrogate.ErrEmpty)) {
			// Nothing identifying to replace ("Emergency Department",
			// a bare title): a numbered placeholder by design.
			return st.num.placeholder(tagFor(r, label), orig), OpPlaceholder, g + ": nothing to replace", nil
		}
		if errors.Is(err, errNoSurrogate) {
			return st.num.placeholder(tagFor(r, label), orig), OpPlaceholder, g + ": no surrogate", nil
		}
		if err != nil {
			return "", OpSurrogate, "", &TransformError{Category: FailSurrogate, Reason: err.Error()}
		}
		return out, OpSurrogate, "", nil
	}
	return st.placeholder(orig, label, r), OpPlaceholder, "", nil
}

// drawSurrogate returns the surrogate of orig, of label group g, drawn
// until it does not collide (see collides), or the error. The draws
// depend only on the key, g, orig, the document's language and its
// surrogate originals, so an original that comes back in the document
// (the patient's name, a phone number) reuses its first result.
func (st *docState) drawSurrogate(g, orig string) (string, error) {
	k := surrogateKey{g, orig}
	if d, ok := st.drawn[k]; ok {
		return d.out, d.err
	}
	var out string
	var err error
	// A surrogate must not read as another identifier of the document
	// ("Lucy" drawn as the patient's "Rhiannon"): redraw, a few times.
	for n := 0; n < maxRedraws; n++ {
		out, err = st.surrogate(st.p.gen.Redraw(n), g, orig)
		if err != nil || !st.collides(out, orig, g == "name") {
			break
		}
		if n == maxRedraws-1 {
			err = errCollision
		}
	}
	if st.drawn == nil {
		st.drawn = map[surrogateKey]drawn{}
	}
	st.drawn[k] = drawn{out, err}
	return out, err
}

// surrogateKey is a surrogate's label group and original text.
type surrogateKey struct{ group, orig string }

// drawn is drawSurrogate's result for one surrogateKey.
type drawn struct {
	out string
	err error
}

// maxRedraws is how many draws a surrogate gets to differ from the
// document's other identifiers.
const maxRedraws = 8

// minWord is the length from which a word of a surrogate that equals
// another original counts as a collision: initials and two-letter codes
// ("AM") match street and given names too often to mean anything.
const minWord = 3

var (
	errNoSurrogate = errors.New("no surrogate for this group")
	errCollision   = errors.New("every surrogate drawn reads as another identifier of the document")
)

// surrogate draws the surrogate of orig, of label group g, from gen.
func (st *docState) surrogate(gen *surrogate.Generator, g, orig string) (string, error) {
	switch g {
	case "contact":
		return gen.Contact(orig, st.prof.PhoneRegion)
	case "id":
		return gen.ID(orig, st.prof.NationalIDs)
	case "name":
		return gen.Name(orig, st.prof.Code)
	case "address":
		return gen.Place(orig, st.prof.Code)
	case "organization":
		return gen.Organization(orig, st.prof.Code)
	}
	return "", errNoSurrogate
}

// collides reports whether the surrogate out of orig reads as the
// original of another surrogate span of the document: normalised (see
// normalise), out equals that original, one of its drawn words of
// minWord letters or more does, or out contains it as the audit counts
// containment; or, for a name (name), a drawn word of out is a word of
// orig itself. A word of orig that out keeps is not drawn: for names
// only a title in its place, for the other groups any word (type words,
// postcodes, area codes). The audit fails the record for the first two
// whenever a recognizer finds the surrogate.
func (st *docState) collides(out, orig string, name bool) bool {
	if st.originals == nil {
		st.originals = map[string]bool{}
		st.spanNorm = make([]string, len(st.doc.Spans))
		for i, sp := range st.doc.Spans {
			if st.p.pol.Rule(sp.Label).Operator == OpSurrogate && sp.Begin >= 0 && sp.End <= len(st.doc.Text) && sp.Begin <= sp.End {
				n := normalise(st.doc.Text[sp.Begin:sp.End])
				st.spanNorm[i] = n
				if n != "" && !st.originals[n] {
					st.originals[n] = true
					if st.originalList == nil {
						// room for the spans left, not one regrowth after another
						st.originalList = make([]string, 0, len(st.doc.Spans)-i)
					}
					st.originalList = append(st.originalList, n)
				}
			}
		}
	}
	var ownBuf, outBuf [8]string
	// self, n and their words are compared below, never kept
	self, ow := normaliseWords(&st.normBuf[0], orig, ownBuf[:0])
	n, outWords := normaliseWords(&st.normBuf[1], out, outBuf[:0])
	for _, o := range st.originalList {
		// An original inside this span's own original ("Medizinische
		// Klinik" in "Medizinische Klinik Kardiologie") comes back with
		// the type words every draw keeps: no redraw can avoid it, and
		// the audit judges it.
		// (the cheap, rarely true test first: the tests have no effects)
		if (n == o || len(o) >= minContained && containsWhole(n, o)) && o != self && !strings.Contains(self, o) {
			return true
		}
	}
	for k, w := range outWords {
		if utf8.RuneCountInString(w) < minWord {
			continue
		}
		if !name {
			// Type words, postcodes and area codes are kept, wherever
			// they land ("Community Hospital" → "Hospital").
			if !slices.Contains(ow, w) && st.originals[w] {
				return true
			}
			continue
		}
		// A name keeps only its titles, in their place; any other word of
		// the original was drawn ("Jan Peeters" as "Piet Jan") and gives
		// that word away, whether or not another span holds it.
		if k < len(ow) && ow[k] == w {
			continue
		}
		if st.originals[w] || slices.Contains(ow, w) {
			return true
		}
	}
	return false
}

// normaliseWords returns normalise(s), built in *buf as normaliseScratch
// builds it (valid until buf's next use), and, appended to words, the
// normalised words of s (its runs of letters and digits), which are
// substrings of it.
func normaliseWords(buf *[]byte, s string, words []string) (string, []string) {
	n := normaliseScratch(buf, s)
	if swar.IsASCII(s) {
		// ASCII: a byte of n for each letter or digit of s
		start := -1
		at := 0
		for i := 0; i < len(s); i++ {
			if c := s[i] | 0x20; c >= 'a' && c <= 'z' || s[i] >= '0' && s[i] <= '9' {
				if start < 0 {
					start = at
				}
				at++
			} else if start >= 0 {
				words = append(words, n[start:at])
				start = -1
			}
		}
		if start >= 0 {
			words = append(words, n[start:at])
		}
		return n, words
	}
	// normalise keeps exactly the letters and digits of s, lower-cased
	// rune by rune, so the words of s follow one another in n: cut n at
	// the word boundaries of s.
	at, start := 0, -1
	for _, r := range s {
		if isAlnum(r) {
			if start < 0 {
				start = at
			}
			at += utf8.RuneLen(unicode.ToLower(r))
		} else if start >= 0 {
			words = append(words, n[start:at])
			start = -1
		}
	}
	if start >= 0 {
		words = append(words, n[start:at])
	}
	return n, words
}

func tagFor(r Rule, label string) string {
	if r.Tag != "" {
		return r.Tag
	}
	return Tag(label)
}

// mask replaces every non-space character by c.
func mask(s, c string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.IsSpace(r) {
			b.WriteRune(r)
		} else {
			b.WriteString(c)
		}
	}
	return b.String()
}

// looksLikeAge reports whether the calendar reads text as an expressed age.
func (st *docState) looksLikeAge(text string) bool {
	_, err := st.p.cal.AgeYears(text, st.prof)
	return err == nil
}

// generaliseAge reduces an expressed age or turns a birth date into the
// age at the document date, at the granularity of r.AgeTable (default
// Table S10b); with r.TopAge, ages above it become r.TopLabel and others
// stay (birth dates keep their year).
func (st *docState) generaliseAge(orig string, r Rule) (string, error) {
	cal := st.p.cal
	if r.TopAge > 0 {
		years, err := cal.AgeYears(orig, st.prof)
		if err == nil {
			if years > r.TopAge {
				return topLabel(r, st.prof), nil
			}
			return orig, nil
		}
		if st.ref.IsZero() {
			return "", &TransformError{Category: FailNoReference, Reason: "birth date without a document date"}
		}
		if years, err = cal.BirthYears(orig, st.ref, st.prof); err != nil {
			return "", err
		}
		if years > r.TopAge {
			return topLabel(r, st.prof), nil
		}
		return st.year(orig)
	}
	out, err := cal.GeneraliseAge(orig, st.prof, r.AgeTable)
	if err == nil {
		return out, nil
	}
	out, err = cal.AgeFromBirthDate(orig, st.ref, st.prof, r.AgeTable)
	if err != nil {
		var te *TransformError
		if !errors.As(err, &te) {
			err = &TransformError{Category: FailNotGeneralised, Reason: "birth date not converted to an age"}
		}
		return "", err
	}
	return out, nil
}

// ageAt returns whole years from birth to ref.
func ageAt(birth, ref time.Time) float64 {
	y := ref.Year() - birth.Year()
	if ref.YearDay() < birth.YearDay() {
		y--
	}
	return float64(y)
}

func topLabel(r Rule, p *lang.Profile) string {
	if s, ok := r.TopLabel[lang.Base(p.Code)]; ok {
		return s
	}
	if s, ok := r.TopLabel["en"]; ok {
		return s
	}
	keys := make([]string, 0, len(r.TopLabel))
	for k := range r.TopLabel {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if len(keys) == 0 {
		return ""
	}
	return r.TopLabel[keys[0]]
}

// year renders a date expression as its year ("2025"), or both years
// ("2024/2025") when it spans a new year.
func (st *docState) year(orig string) (string, error) {
	start, end, err := st.p.cal.Interval(orig, st.prof, st.ref)
	if err != nil {
		return "", err
	}
	if end.Year() != start.Year() {
		return strconv.Itoa(start.Year()) + "/" + strconv.Itoa(end.Year()), nil
	}
	return strconv.Itoa(start.Year()), nil
}

// zip3 reduces a US ZIP code ("02118" or "02118-1234") to its first three
// digits, or "000" for a restricted prefix.
func zip3(s string, restricted []string) (string, bool) {
	s = strings.TrimSpace(s)
	if len(s) != 5 && !(len(s) == 10 && s[5] == '-') {
		return "", false
	}
	for i := 0; i < len(s); i++ {
		if i != 5 && (s[i] < '0' || s[i] > '9') {
			return "", false
		}
	}
	for _, r := range restricted {
		if s[:3] == r {
			return "000", true
		}
	}
	return s[:3], true
}
