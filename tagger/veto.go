package tagger

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
)

// Plausibility vetoes tagger-only spans whose form does not fit their
// label. A tagger span that no recognizer confirms (a solo span, or the
// leftover of a span that lost an overlap; see Merge) is kept only when
// Keep says so. The checks use the language profile's word lists and the
// lexicon, never a list of strings seen in evaluation data:
//
//   - a span needs at least two letters or digits;
//   - a span whose every word is a function or cue word of the profile
//     (stop words, date words, titles, age, birth, phone and ID cues) is
//     dropped ("am" of "geb. am", "bip", "MD");
//   - Age_Birthdate needs a digit (ages are numbers; "62-jarige vrouw"
//     does not make "vrouw" an age);
//   - Date needs a digit or a calendar word (month, weekday, season,
//     holiday), and a date made only of numbers cannot be a clock time
//     ("15:24"), a lone number must be a year from 1900 to 2100 ("4417"
//     is not) and, as "a/b" or "a.b.c", needs a number that can be a
//     month ("14/24" is a score); calendar words alone, or with
//     function words, are not names, places or organisations ("Thu", "on
//     Tuesday");
//   - Contactdetails needs an "@", a web address or at least six digits;
//   - ID:* needs a digit;
//   - names, places, organisations and Anonymize_Other need a capital
//     letter or a digit and at least one letter (names are written with
//     capitals; "care of the elderly" is not an organisation) — a name in
//     lower case only when every word is a first or last name and one is
//     not a common word ("jan peeters"); without a digit, they need a word that
//     is neither an eponym ("Fitzpatrick", "Snellen": a scale, not a
//     person) nor a common word of the language that is not also a first
//     name, last name, city or street type ("Échographie", "Kita"), except
//     that an organisation of two or more such words is a department
//     ("Dienst Cardiologie", "Emergency Department") unless its last
//     words name a kind of document ("Psychosocial Assessment",
//     "Verpleegkundig Verslag": a title);
//   - an organisation or a place needs a word of two letters or more
//     ("K 4.4" is a lab value) and no clock time ("Aankomst 02:47"); one
//     of several words cannot end in a kind of document or instrument
//     of the profile ("... Rating Scale") or in a job of the lexicon
//     ("District Nurse" is a role);
//   - a Profession right after a caregiver's name found by the rules
//     ("Karin Brinkman, apotheker") is the caregiver's role, which is not
//     a Profession to redact.
//
// A Plausibility is immutable and safe for concurrent use.
type Plausibility struct {
	function map[string]struct{} // folded function and cue words
	calendar map[string]struct{} // folded month, weekday, season, holiday words
	document [][]string          // folded words of each document kind
	eponyms  lexicon.Set
	common   lexicon.Set
	proper   []lexicon.Set // first names, last names, cities, street types
	jobs     lexicon.Set   // professions
}

// NewPlausibility returns the checks for profile p with the eponyms of lx
// (nil: no eponym check).
func NewPlausibility(p *lang.Profile, lx *lexicon.Lexicon) *Plausibility {
	pl := &Plausibility{function: map[string]struct{}{}, calendar: map[string]struct{}{}}
	addWords := func(m map[string]struct{}, phrases ...[]string) {
		for _, ph := range phrases {
			for _, s := range ph {
				for _, w := range words(s) {
					m[lexicon.Key(w)] = struct{}{}
				}
			}
		}
	}
	if p != nil {
		addWords(pl.function, p.StopWords, p.DateWords, p.Titles, p.AgeCues, p.BirthCues, p.PhoneCues, p.IDCues, p.CaregiverIDCues)
		for _, m := range p.Months {
			addWords(pl.calendar, m)
		}
		for _, d := range p.Weekdays {
			addWords(pl.calendar, d)
		}
		addWords(pl.calendar, p.Seasons, p.Holidays)
		for _, d := range p.DocumentWords {
			var keys []string
			for _, w := range words(d) {
				keys = append(keys, lexicon.Key(w))
			}
			if len(keys) > 0 {
				pl.document = append(pl.document, keys)
			}
		}
	}
	if lx != nil && p != nil {
		pl.eponyms = lx.Eponyms(p.Code)
		pl.common = lx.CommonWords(p.Code)
		pl.proper = []lexicon.Set{lx.FirstNames(p.Code), lx.LastNames(p.Code), lx.Cities(p.Code), lx.StreetTypes(p.Code)}
		pl.jobs = lx.Professions(p.Code)
	}
	return pl
}

// words splits s into its runs of letters and digits.
func words(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// Keep reports whether the tagger-only span s of text may be kept; rules
// are the recognizers' spans of the document, sorted by begin.
func (pl *Plausibility) Keep(text string, s document.Span, rules []document.Span) bool {
	if pl == nil {
		return true
	}
	piece := text[s.Begin:s.End]
	ws := words(piece)
	alnum, digits, letters := 0, 0, 0
	upper := false
	for _, w := range ws {
		for i, r := range w {
			alnum++
			switch {
			case unicode.IsDigit(r):
				digits++
			case unicode.IsLetter(r):
				letters++
				if i == 0 && unicode.IsUpper(r) {
					upper = true
				}
			}
		}
	}
	if alnum < 2 {
		return false
	}
	allFunction, allCalendar, allDateWords := true, true, true
	// the words' lexicon keys, folded once for every check below
	var keyBuf [8]string
	ks := keyBuf[:0]
	for _, w := range ws {
		k := lexicon.Key(w)
		ks = append(ks, k)
		_, fn := pl.function[k]
		_, cal := pl.calendar[k]
		allFunction = allFunction && fn
		allCalendar = allCalendar && cal
		allDateWords = allDateWords && (fn || cal)
	}
	if allFunction {
		return false
	}
	coarse, _, _ := strings.Cut(s.Label, ":")
	switch coarse {
	case "Age_Birthdate":
		return digits > 0
	case "Date":
		if letters == 0 && !numericDate(piece) {
			return false
		}
		return digits > 0 || allCalendar
	case "Contactdetails":
		return strings.Contains(piece, "@") || strings.Contains(piece, "://") || strings.HasPrefix(strings.ToLower(piece), "www.") || digits >= 6
	case "ID":
		return digits > 0
	case "Profession":
		return !afterCaregiverName(text, s.Begin, rules)
	}
	if allDateWords || letters == 0 {
		return false
	}
	if !upper && digits == 0 && !(coarse == "Name" && pl.allNames(ks)) {
		return false
	}
	if (coarse == "Organization" || coarse == "Address_Location") && !pl.placeOrBody(piece, ws, ks) {
		return false
	}
	if digits > 0 || !pl.allPlain(ks) {
		return true
	}
	// Departments are organisations made of common words ("Dienst
	// Cardiologie", "Emergency Department"); one common word alone is a
	// heading or a clinical word, as is a lone word for a place (words
	// ending in a kind of document were refused above: a title).
	return coarse == "Organization" && len(ws) > 1
}

// placeOrBody reports whether piece, with words ws and their lexicon
// keys ks, can name an
// organisation or a place: it has a word of two letters or more ("K 4.4"
// is a lab value), no clock time ("Aankomst 02:47"), does not end in a
// kind of document or instrument ("Columbia Suicide Severity Rating
// Scale") and, when it has several words, does not end in a job
// ("District Nurse": a role).
func (pl *Plausibility) placeOrBody(piece string, ws, ks []string) bool {
	word := false
	for _, w := range ws {
		n := 0
		for _, r := range w {
			if unicode.IsLetter(r) {
				n++
			}
		}
		word = word || n >= 2
	}
	if !word || clockTime(piece) {
		return false
	}
	if len(ws) < 2 {
		return true
	}
	return !pl.endsInDocument(ks) && !pl.jobs.ContainsKey(ks[len(ks)-1])
}

// clockTime reports whether s holds a clock time: a digit, a colon and
// two digits ("02:47", "9:05").
func clockTime(s string) bool {
	for i := 1; i+2 < len(s); i++ {
		if s[i] == ':' && isDigit(s[i-1]) && isDigit(s[i+1]) && isDigit(s[i+2]) && (i+3 == len(s) || !isDigit(s[i+3])) {
			return true
		}
	}
	return false
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// endsInDocument reports whether the words with lexicon keys ks end
// with one of the profile's document kinds.
func (pl *Plausibility) endsInDocument(ks []string) bool {
	for _, d := range pl.document {
		if len(d) > len(ks) {
			continue
		}
		tail := ks[len(ks)-len(d):]
		match := true
		for i, k := range d {
			if tail[i] != k {
				match = false
				break
			}
		}
		if match {
			return true
		}
	}
	return false
}

// allNames reports whether every word, by its lexicon key in ks, is a
// first or last name and one at least is not a common word: a name
// written in lower case ("jan peeters", not "bakker").
func (pl *Plausibility) allNames(ks []string) bool {
	if len(pl.proper) < 2 {
		return false
	}
	uncommon := false
	for _, k := range ks {
		if !pl.proper[0].ContainsKey(k) && !pl.proper[1].ContainsKey(k) {
			return false
		}
		if !pl.common.ContainsKey(k) {
			uncommon = true
		}
	}
	return uncommon
}

// allPlain reports whether every word, by its lexicon key in ks, is
// plain (see plain); the lexicon searches run only for the spans that
// reach this check.
func (pl *Plausibility) allPlain(ks []string) bool {
	for _, k := range ks {
		if !pl.plain(k) {
			return false
		}
	}
	return true
}

// plain reports whether the word with lexicon key k is an eponym, or a
// common word that is not also a first name, last name or city.
func (pl *Plausibility) plain(k string) bool {
	if pl.eponyms.ContainsKey(k) {
		return true
	}
	if !pl.common.ContainsKey(k) {
		return false
	}
	for _, s := range pl.proper {
		if s.ContainsKey(k) {
			return false
		}
	}
	return true
}

// numericDate reports whether piece, which has no letters, can be a date:
// not a clock time ("15:24", "8h30") and, when it is two or three numbers
// joined by "/", "." or "-", one of them can be a month ("14/24" is a
// score).
func numericDate(piece string) bool {
	if strings.ContainsAny(piece, ":h") {
		return false
	}
	if n, err := strconv.Atoi(strings.TrimSpace(piece)); err == nil {
		return n >= 1900 && n <= 2100
	}
	parts := strings.FieldsFunc(piece, func(r rune) bool { return r == '/' || r == '.' || r == '-' })
	if len(parts) < 2 || len(parts) > 3 || len(parts) != len(strings.Fields(strings.NewReplacer("/", " ", ".", " ", "-", " ").Replace(piece))) {
		return true
	}
	for _, p := range parts {
		if n, err := strconv.Atoi(p); err == nil && n >= 1 && n <= 12 {
			return true
		}
	}
	return false
}

// afterCaregiverName reports whether a Name:Caregiver span of rules ends
// right before b, separated only by a comma, a dash or an opening bracket
// and spaces.
func afterCaregiverName(text string, b int, rules []document.Span) bool {
	for i := len(rules) - 1; i >= 0; i-- {
		r := rules[i]
		if r.End > b {
			continue
		}
		if r.Label != "Name:Caregiver" {
			return false
		}
		gap := text[r.End:b]
		if utf8.RuneCountInString(gap) > 4 {
			return false
		}
		return strings.Trim(gap, " ,(–-\t") == ""
	}
	return false
}
