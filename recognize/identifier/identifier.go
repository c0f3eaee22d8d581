// Package identifier recognizes identification numbers: national and
// insurance numbers with checksums (Belgian RRN/INSZ, Dutch BSN, NHS, SSN,
// French NIR, IBAN, German KVNR, Austrian SVNR, Spanish DNI, Brazilian CPF,
// Italian codice fiscale), provider-register numbers (RIZIV/INAMI, NPI,
// LANR, BIG, GMC) and record numbers introduced by a cue word ("MRN:",
// "Dossiernr.", "N° de séjour", "Record #:") or by a laboratory request or
// order word of data/cues.yaml that ends the field label ("Aanvraag:
// LAB-26-771403", "Request no. RX/25/00312", "Auftrag: MB-2024-0042"). It
// emits ID:Patient and ID:Caregiver; the span covers the number only,
// never the cue word, but includes a short capital prefix written apart
// after the cue ("N° de demande : DM 22-44871").
//
// Scores: a valid checksum after a cue 0.99; a cue without a valid checksum
// 0.85; a valid checksum in a format that is safe without a cue 0.8. Weak
// schemes (BSN's 11-proef passes one random number in eleven; GMC, BIG, NPI,
// LANR) need a cue.
package identifier

import (
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/swar"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize"
)

// Labels emitted by this recognizer.
const (
	LabelPatient   = "ID:Patient"
	LabelCaregiver = "ID:Caregiver"
)

// Scores given to the spans.
const (
	ScoreCueValid = 0.99
	ScoreCue      = 0.85
	ScoreValid    = 0.8
)

// maxGroups bounds how many space-separated groups one identifier may span.
const maxGroups = 8

type recognizer struct{}

// New returns the identifier recognizer.
func New() recognize.Recognizer { return recognizer{} }

// Name implements recognize.Recognizer.
func (recognizer) Name() string { return "identifier" }

// Labels implements recognize.Recognizer.
func (recognizer) Labels() []string { return []string{LabelPatient, LabelCaregiver} }

// Languages implements recognize.Recognizer; all languages are supported.
func (recognizer) Languages() []string { return nil }

// Recognize implements recognize.Recognizer.
func (recognizer) Recognize(text string, p *lang.Profile) []document.Span {
	return recognizeText(text, p, true)
}

// recognizeText is Recognize; with skip it jumps over the prose between
// numbers (skipProse) instead of reading it token by token. The two
// agree on every text (TestSkipProse).
func recognizeText(text string, p *lang.Profile, skip bool) []document.Span {
	var national []string
	if p != nil {
		national = p.NationalIDs
	}
	cues := cuesFor(p)
	var out []document.Span
	var ends [maxGroups]int
	for i := 0; i < len(text); {
		if skip {
			i = skipProse(text, i)
		}
		start, end, digits, ok := nextToken(text, i)
		if !ok {
			break
		}
		i = end
		if isUpper(text[start]) && (end-start == 2 || end-start == 9) && startOK(text, start) {
			if sp, ok := ninoSpan(text, start, cues); ok {
				out = append(out, sp)
				i = sp.End
				continue
			}
		}
		if digits == 0 || !startOK(text, start) {
			continue
		}
		// collect space-joined continuation groups
		n := 1
		ends[0] = end
		total := digits
		for n < maxGroups {
			e := ends[n-1]
			if e+1 >= len(text) || text[e] != ' ' || !isAlnum(text[e+1]) {
				break
			}
			_, e2, d2, ok := nextToken(text, e+1)
			if !ok || d2 == 0 || e2-start > 40 {
				break
			}
			ends[n] = e2
			total += d2
			n++
		}
		// cheap rejections before any label work: too few digits, a lone
		// year, a date
		if total < 4 || n == 1 && (looksLikeYear(text[start:end]) || looksLikeDate(text[start:end])) {
			continue
		}
		sp, ok := decide(text, start, ends[:n], digits, national, cues)
		if ok {
			out = append(out, sp)
			i = sp.End
		}
	}
	return out
}

// decide chooses the identifier starting at start, trying the longest
// group extension first.
func decide(text string, start int, ends []int, firstDigits int, national []string, cues *cueSet) (document.Span, bool) {
	var buf labelBuf
	label, hash := labelBefore(text, start, &buf)
	kind := cues.classifyLabel(label, hash)
	if kind == phoneCue {
		return document.Span{}, false
	}
	// a short letter prefix written apart from the number after a cue:
	// "N° de demande : DM 22-44871"
	prefix := -1
	if p0, ok := capsPrefix(text, start); ok && !cues.isCueWord(text[p0:start-1]) {
		var buf2 labelBuf
		l2, h2 := labelBefore(text, p0, &buf2)
		if k2 := cues.classifyLabel(l2, h2); k2 != noCue && k2 != phoneCue {
			prefix = p0
			if kind == noCue || kind == genericCue {
				kind = k2
			}
		}
	}
	if kind == noCue && caseCues.endsWithRequest(label) {
		// "Incident CAD-250307-0441", "protocole B25-004471"
		if !endOK(text, ends[0]) || !caseNumber(text[start:ends[0]]) {
			return document.Span{}, false
		}
		return document.NewSpan(text, start, ends[0], LabelPatient, ScoreCue, "identifier"), true
	}
	hasCue := kind != noCue
	for k := len(ends) - 1; k >= 0; k-- {
		if !endOK(text, ends[k]) {
			continue
		}
		raw := text[start:ends[k]]
		sd := anySide
		switch kind {
		case patientCue:
			sd = patientSide
		case caregiverCue:
			sd = caregiverSide
		}
		m, ok := matchSide(raw, national, !hasCue, sd)
		if !ok {
			continue
		}
		lab := LabelPatient
		if kind == caregiverCue || (m.scheme.Caregiver && kind != patientCue) {
			lab = LabelCaregiver
		}
		score := ScoreValid
		if hasCue {
			score = ScoreCueValid
			if m.weak {
				score = ScoreCue
			}
		}
		return document.NewSpan(text, start, ends[k], lab, score, "identifier"), true
	}
	if !hasCue {
		return document.Span{}, false
	}
	// cue without a valid checksum: the first token, extended over further
	// digit groups when it is itself a short digit group ("BSN 123 456 789").
	end := ends[0]
	raw := text[start:end]
	digits := firstDigits
	if allDigits(raw) && len(raw) <= 5 {
		for _, e := range ends[1:] {
			g := text[end+1 : e]
			if !allDigits(g) || digits+len(g) > 20 {
				break
			}
			digits += len(g)
			end = e
		}
	}
	if !endOK(text, end) || digits < 4 || looksLikeDate(text[start:end]) || isFraction(text[start:end]) {
		return document.Span{}, false
	}
	if allDigits(text[start:end]) && kind == genericCue && (digits < 5 || looksLikeYear(text[start:end])) {
		return document.Span{}, false
	}
	lab := LabelPatient
	if kind == caregiverCue {
		lab = LabelCaregiver
	}
	if prefix >= 0 {
		start = prefix
	}
	return document.NewSpan(text, start, end, lab, ScoreCue, "identifier"), true
}

// capsPrefix reports a token of two to four ASCII capital letters that
// ends one space before start and follows a field connector or the line
// start ("Demande : DM 22-44871"); it returns the token's start.
func capsPrefix(text string, start int) (int, bool) {
	if start < 4 || text[start-1] != ' ' {
		return 0, false
	}
	i := start - 1
	for i > 0 && text[i-1] >= 'A' && text[i-1] <= 'Z' {
		i--
	}
	if n := start - 1 - i; n < 2 || n > 4 {
		return 0, false
	}
	if i > 0 {
		switch text[i-1] {
		case ' ', '\t', '\n', ':', '#':
		default:
			return 0, false
		}
	}
	return i, true
}

// skipProse returns a position at or after i from which reading tokens
// finds the same tokens that matter as reading from i: those holding a
// digit, and NINO starts ("AB 12 34 56 C"), which have a digit two or
// three bytes after their start. Every token before the first digit at
// or after i that starts more than three bytes before it is neither, so
// skipProse jumps to just after the last byte that ends any token (not
// alphanumeric, not a joiner '.', '-' or '/') at least three bytes before
// that digit; with no digit left it returns len(text).
func skipProse(text string, i int) int {
	d := swar.IndexDigit(text, i)
	if d == len(text) {
		return d
	}
	for q := d - 3; q > i; q-- {
		if c := text[q-1]; byteClass[c] == 0 && c != '.' && c != '-' && c != '/' {
			return q
		}
	}
	return i
}

// nextToken finds the next token at or after i: ASCII letters and digits
// joined by single '.', '-' or '/' between alphanumerics. It returns the
// token's bounds and digit count.
func nextToken(text string, i int) (start, end, digits int, ok bool) {
	for i < len(text) && byteClass[text[i]] == 0 {
		i++
	}
	if i >= len(text) {
		return 0, 0, 0, false
	}
	start = i
	for i < len(text) {
		c := text[i]
		switch byteClass[c] {
		case classDigit:
			digits++
			i++
		case classLetter:
			i++
		default:
			if (c == '.' || c == '-' || c == '/') && i+1 < len(text) && byteClass[text[i+1]] != 0 && i > start {
				i++
				continue
			}
			return start, i, digits, true
		}
	}
	return start, i, digits, true
}

// startOK rejects tokens glued to a preceding word, URL, e-mail or number.
func startOK(text string, start int) bool {
	if start == 0 {
		return true
	}
	switch c := text[start-1]; {
	case c >= 0x80:
		return false
	case c == '/' || c == '@' || c == '.' || c == '_' || c == '-' || c == '+' || c == '=' || c == '%' || c == ',' || c == '\\' || c == '&':
		return false
	}
	return true
}

// endOK rejects tokens glued to a following word, e-mail or URL part.
func endOK(text string, end int) bool {
	if end >= len(text) {
		return true
	}
	c := text[end]
	if c >= 0x80 {
		return !continuesWord(text[end:])
	}
	if c == '@' || c == '_' || c == '%' || c == '\\' {
		return false
	}
	if (c == '.' || c == '/' || c == ',') && end+1 < len(text) && isDigit(text[end+1]) {
		return false // decimal or longer number
	}
	return true
}

// continuesWord reports whether s starts with a letter (non-ASCII).
func continuesWord(s string) bool {
	for _, r := range s {
		return r != '–' && r != '—' && r != '·' && r != '•' && r != ' ' && (r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r > 0xBF && r != 0x2009 && r != 0x202F && r != 0xA0)
	}
	return false
}

func isAlnum(c byte) bool { return byteClass[c] != 0 }

// Byte classes of ASCII letters and digits, for the token scanner.
const (
	classDigit  = 1
	classLetter = 2
)

var byteClass = func() (t [256]uint8) {
	for c := '0'; c <= '9'; c++ {
		t[c] = classDigit
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = classLetter, classLetter
	}
	return t
}()

// looksLikeDate reports numeric dates (D/M/Y, Y-M-D and similar).
func looksLikeDate(s string) bool {
	sh := shapeOf(s)
	switch sh {
	case "99/99/9999", "9/99/9999", "99/9/9999", "9/9/9999", "99.99.9999", "9.99.9999", "99.9.9999", "9.9.9999",
		"99-99-9999", "9-99-9999", "99-9-9999", "9-9-9999", "99/99/99", "99.99.99", "99-99-99":
		parts := splitAny(s)
		a, b := atoi(parts[0]), atoi(parts[1])
		return (a >= 1 && a <= 31 && b >= 1 && b <= 12) || (b >= 1 && b <= 31 && a >= 1 && a <= 12)
	case "9999-99-99", "9999/99/99", "9999.99.99":
		parts := splitAny(s)
		m, d := atoi(parts[1]), atoi(parts[2])
		return m >= 1 && m <= 12 && d >= 1 && d <= 31
	}
	return false
}

func looksLikeYear(s string) bool {
	return len(s) == 4 && (s[:2] == "19" || s[:2] == "20")
}

// splitAny splits s at every non-digit byte and returns the first three
// parts, "" for parts s lacks (looksLikeDate's shapes have exactly
// three), in an array so that nothing is allocated.
func splitAny(s string) (parts [3]string) {
	n, cur := 0, 0
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			parts[n] = s[cur:i]
			if n++; n == len(parts) {
				return parts
			}
			cur = i + 1
		}
	}
	parts[n] = s[cur:]
	return parts
}

func atoi(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}
