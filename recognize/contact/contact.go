// Package contact recognizes contact details: phone and fax numbers
// (validated per region with libphonenumber), internal extensions and
// pager numbers after a cue word ("toestel 221", "bleep 4417"), e-mail
// addresses and URLs. It emits Contactdetails.
//
// Phone candidates come from a hand-written scanner for digit groups joined
// by spaces, dots, slashes, dashes, "(0)" and "(area)" parentheses; only
// candidates with 6–15 digits reach libphonenumber. A valid number scores
// 0.9. A merely possible one is kept with a phone cue word nearby (0.7) or
// a plausible phone layout (+CC, trunk 0, NANP; 0.6), which carries the
// ranges reserved for fiction (UK 01632 960xxx, 07700 900xxx, US 555-01xx)
// that libphonenumber rejects. Dates, clock times, blood pressures and
// numbers that are checksum-valid national IDs or follow an ID cue word
// are left to other recognizers; numbers after a serial, lot, batch,
// device or catalogue word ("SN", "S/N", "n° de série", "Lot", "REF") are
// never phones.
//
// Extensions: after an extension cue of data/cues.yaml ("toestel 41",
// "tst. 23", "bip 12") two to five digits; after a profile phone cue
// ("tel. 4521") three to five; two groups joined by '.' or '-' ("ext.
// 6-2291", "poste 4.512") after either; a line word or adjective between
// the cue and the number ("tél. interne 5238", "interne lijn 4411",
// "Durchwahl intern 231"); a line word alone four or five digits that are
// no year. A quantity word after the number ("41 mg") rejects it.
package contact

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/swar"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize"
	"github.com/meddeid/meddeid/recognize/identifier"
)

// Label is the label this recognizer emits.
const Label = "Contactdetails"

// Scores given to the spans.
const (
	ScoreValid     = 0.9  // libphonenumber-valid phone number
	ScoreCue       = 0.7  // possible number with a phone cue word
	ScorePlausible = 0.6  // possible number in a phone layout
	ScoreExtension = 0.8  // internal extension after a cue word
	ScoreEmail     = 0.95 // e-mail address
	ScoreURL       = 0.9  // URL
)

const source = "contact"

type recognizer struct{}

// New returns the contact-details recognizer.
func New() recognize.Recognizer { return recognizer{} }

// Name implements recognize.Recognizer.
func (recognizer) Name() string { return source }

// Labels implements recognize.Recognizer.
func (recognizer) Labels() []string { return []string{Label} }

// Languages implements recognize.Recognizer; all languages are supported.
func (recognizer) Languages() []string { return nil }

type cand struct {
	begin, end int
	score      float64
}

// Recognize implements recognize.Recognizer.
func (recognizer) Recognize(text string, p *lang.Profile) []document.Span {
	var web [][2]int
	web = findEmails(text, web)
	web = findURLs(text, web)
	web = findDomains(text, web)
	var cs []cand
	for _, w := range web {
		sc := ScoreURL
		for i := w[0]; i < w[1]; i++ {
			if text[i] == '@' {
				sc = ScoreEmail
				break
			}
		}
		cs = append(cs, cand{w[0], w[1], sc})
	}
	cs = appendPhones(text, p, web, cs)
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].begin != cs[j].begin {
			return cs[i].begin < cs[j].begin
		}
		return cs[i].end > cs[j].end
	})
	out := make([]document.Span, 0, len(cs))
	last := 0
	for _, c := range cs {
		if c.begin < last {
			continue
		}
		out = append(out, document.NewSpan(text, c.begin, c.end, Label, c.score, source))
		last = c.end
	}
	return out
}

// inside reports whether i falls in one of the (sorted by kind, small)
// web ranges.
func inside(web [][2]int, i int) (int, bool) {
	for _, w := range web {
		if i >= w[0] && i < w[1] {
			return w[1], true
		}
	}
	return 0, false
}

// phoneStart marks the bytes that may start a phone candidate.
var phoneStart = [256]bool{'0': true, '1': true, '2': true, '3': true, '4': true, '5': true, '6': true, '7': true, '8': true, '9': true, '+': true, '(': true}

// nextPhoneStart returns the index of the first byte at or after i that
// phoneStart marks, or len(text). The bytes phoneStart marks all lie in
// '('..'9' (0x28-0x39), which prose seldom holds, so swar.IndexBetween
// skips to each byte in that range (TestNextPhoneStart).
func nextPhoneStart(text string, i int) int {
	for i = swar.IndexBetween(text, i, '(', '9'); i < len(text) && !phoneStart[text[i]]; {
		i = swar.IndexBetween(text, i+1, '(', '9')
	}
	return i
}

func appendPhones(text string, p *lang.Profile, web [][2]int, cs []cand) []cand {
	region := ""
	var national []string
	if p != nil {
		region = p.PhoneRegion
		national = p.NationalIDs
	}
	for i := 0; i < len(text); i++ {
		if i = nextPhoneStart(text, i); i == len(text) {
			break
		}
		c := text[i]
		if !startBoundary(text, i) {
			// skip the rest of the glued token
			for i+1 < len(text) && (isAlnum(text[i+1]) || text[i+1] == '.' || text[i+1] == '-' || text[i+1] == '/') {
				i++
			}
			continue
		}
		if e, ok := inside(web, i); ok {
			i = e - 1
			continue
		}
		r, ok := scanRun(text, i)
		if !ok {
			for isDigit(c) && i+1 < len(text) && isDigit(text[i+1]) {
				i++
			}
			continue
		}
		if r.end < len(text) && !endBoundary(text, r.end) {
			i = r.end
			for i+1 < len(text) && isAlnum(text[i+1]) {
				i++
			}
			continue
		}
		if sc, ok := judge(text, r, region, national, p); ok {
			end := r.end
			if sc != ScoreExtension {
				end = extensionTail(text, end)
			}
			cs = append(cs, cand{r.begin, end, sc})
			r.end = end
		}
		i = r.end - 1
	}
	return cs
}

// judge scores a candidate run, or rejects it.
func judge(text string, r run, region string, national []string, p *lang.Profile) (float64, bool) {
	raw := text[r.begin:r.end]
	if r.digits < 2 {
		return 0, false
	}
	if shape := extShape(raw, r); shape != 0 && judgeExtension(text, r, raw, shape, p) {
		return ScoreExtension, true
	}
	if r.digits <= 5 {
		return 0, false
	}
	if r.digits > 15 || isRatio(raw) || strings.HasPrefix(raw, "0.") {
		return 0, false
	}
	// where numbers are dialled with a trunk prefix (0 in most of Europe),
	// a number written without it, +CC or an "(area)" is not a phone number
	if !r.plus && !r.trunk && !r.paren && region != "" && trunkPrefix(region) == "0" {
		return 0, false
	}
	if _, _, ok := identifier.Match(raw, national); ok {
		return 0, false
	}
	// the cue word is cheap to read and an ID cue rejects the number
	// whatever libphonenumber says, so it comes first
	cue, adjacent := identifier.CueBefore(text, r.begin, p)
	if cue == identifier.CuePatient || cue == identifier.CueCaregiver {
		return 0, false
	}
	// serial, lot and device numbers are never phones ("S/N 0472 123 456")
	if !(cue == identifier.CuePhone && adjacent) && serialBefore(text, r.begin) {
		return 0, false
	}
	// a merely possible number counts only with a phone cue or layout
	needPossible := cue == identifier.CuePhone || cue != identifier.CueGeneric && plausibleFormat(text, r)
	verdict := checkPhone(raw, region, needPossible)
	switch {
	case verdict == notPhone:
		return 0, false
	case verdict == validPhone:
		return ScoreValid, true
	case cue == identifier.CuePhone:
		return ScoreCue, true
	case cue != identifier.CueGeneric && plausibleFormat(text, r):
		return ScorePlausible, true
	}
	return 0, false
}

// letterBefore reports whether a letter, possibly followed by '.', ':' and
// spaces, precedes start on the same line: the shape of "toestel 221".
func letterBefore(text string, start int) bool {
	i := start
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '.' || text[i-1] == ':' || text[i-1] == '\t') {
		i--
	}
	if i == 0 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	return unicode.IsLetter(r)
}

// startBoundary reports whether text[i] may start a phone number: the
// character before it is not a letter, digit or a joining symbol.
func startBoundary(text string, i int) bool {
	if i == 0 {
		return true
	}
	c := text[i-1]
	if c >= 0x80 {
		r, _ := utf8.DecodeLastRuneInString(text[:i])
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}
	if isAlnum(c) {
		return false
	}
	switch c {
	case '.', '-', '/', '@', '_', '+', ',', '=', '%', '#', '&', '\\':
		return false
	}
	return true
}

// endBoundary reports whether text[end] may follow a phone number.
func endBoundary(text string, end int) bool {
	c := text[end]
	if isAlnum(c) || c == '@' || c == '_' || c == '%' {
		return false
	}
	if (c == '.' || c == ',' || c == '/' || c == '-') && end+1 < len(text) && isDigit(text[end+1]) {
		return false
	}
	if c >= 0x80 {
		// letters glued to the number (µ, é) reject it; dashes and spaces pass
		r, _ := utf8.DecodeRuneInString(text[end:])
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}
	return true
}
