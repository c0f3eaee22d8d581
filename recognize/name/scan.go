package name

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/internal/swar"
)

// maxParts is the most parts (words, initials, particles) of one name.
const maxParts = 7

// scan is the state of one Recognize call.
type scan struct {
	text      string
	toks      []token
	r         *rules
	lx        *lexSets
	cands     []cand
	owner     []int32     // token → index of the candidate covering it, or -1
	blocked   []bool      // tokens inside organisation or street names
	keys      []string    // folded text of word and number tokens, "" for others (foldKeys)
	kfold     []byte      // scratch of foldKeys: the folded keys of non-ASCII tokens
	kpend     []foldedKey // scratch of foldKeys: where each of those keys lies in kfold
	cueEnd    []int32     // matchCue by token (cueScan): token after the cue, 0 if none
	cueMask   []uint16    // matchCue by token (cueScan): classes, 0 if none
	cueAny    uint16      // the classes of all cues in the note
	titleGate []bool      // mayTitle by token (cueScan)
	// The tokens that passes visit, in order (cueScan), so that each pass
	// does not walk every token of the note.
	cueToks   []int32          // words with a cue or a possible title (cuePass)
	capToks   []int32          // capitalised words (barePass, propagate)
	lineToks  []int32          // tokens that open a line (chatPass)
	dashToks  []int32          // punctuation after a space that starts like a dash (dashInitials)
	slashToks []int32          // "/" tokens (typist initials)
	lower     string           // text with ASCII letters in lower case (same offsets)
	kbuf      []byte           // scratch for phrase keys
	arena     []part           // storage of the phrases' parts (see reserve)
	ixBits    []uint16         // memo of tokHas: name index bits | bitKnown, 0 if not read
	famIx     map[string]known // partsIndex result, reused
	givIx     map[string]known // partsIndex result, reused
	// lowerNames allows names in lower case after a title or kin noun
	// (lowerName, lowerKinName): only in languages with a common-word
	// list to tell them from words (see lowerCaseLanguages)
	lowerNames bool
}

// lowerCaseLanguages are the languages whose hurried notes may write a
// name in lower case and whose common-word lists tell such a name from a
// word; German is left out (it capitalises names and nouns, and its common
// words are not embedded), and so are languages such as Vietnamese whose
// words are given names ("tây", "mai").
var lowerCaseLanguages = map[string]bool{"nl": true, "en": true, "fr": true}

// partKind is the kind of one part of a name.
type partKind uint8

const (
	partWord     partKind = iota // a capitalised word ("Peeters", "Klaus-Dieter")
	partUpper                    // a word in capitals ("VANDENBROUCKE")
	partInitial                  // "K.", "J.-P.", "H.J."
	partParticle                 // "van", "de", "von" before a word
)

// part is one part of a name: tokens [tb, te).
type part struct {
	tb, te int
	kind   partKind
	key    string // folded text of a word part
}

// phrase is a parsed name: tokens [tb, te) and its parts.
type phrase struct {
	tb, te int
	parts  []part
	// inverted marks "Surname, Given": parts before split are the family name.
	inverted bool
	split    int
	ws       []part // the word parts, set by finish and invert
}

// words returns the word parts (capitalised or capitals) of ph.
func (ph *phrase) words() []part {
	if ph.ws != nil {
		return ph.ws
	}
	return wordParts(ph.parts)
}

// reserve returns an empty slice with room for n parts, carved from the
// scan's arena. Parts are never appended to once a phrase is parsed, so
// the phrases that share a block of the arena never overwrite each other.
func (s *scan) reserve(n int) []part {
	if cap(s.arena)-len(s.arena) < n {
		s.arena = make([]part, 0, max(512, 2*cap(s.arena), n))
	}
	k := len(s.arena)
	s.arena = s.arena[:k+n]
	return s.arena[k : k : k+n]
}

// wordParts is the free function wordParts with its result in the arena.
func (s *scan) wordParts(parts []part) []part {
	n := 0
	for _, p := range parts {
		if p.kind == partWord || p.kind == partUpper {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := s.reserve(n)
	for _, p := range parts {
		if p.kind == partWord || p.kind == partUpper {
			out = append(out, p)
		}
	}
	return out
}

// wordParts returns the word parts of parts.
func wordParts(parts []part) []part {
	var out []part
	for _, p := range parts {
		if p.kind == partWord || p.kind == partUpper {
			out = append(out, p)
		}
	}
	return out
}

// tokText returns the text of token i.
func (s *scan) tokText(i int) string { return s.text[s.toks[i].b:s.toks[i].e] }

// key returns the folded text of token i ("" for punctuation): for an
// ASCII token a slice of the lower-cased text, else what foldKeys stored.
func (s *scan) key(i int) string {
	if t := &s.toks[i]; t.ascii {
		return s.lower[t.b:t.e]
	}
	return s.keys[i]
}

// foldKeys fills s.keys for the tokens whose key is not a slice of the
// lower-cased text at their offsets (see key): the keys of words with
// other letters are folded into one buffer and share one string, rather
// than taking a string each. It also marks every token as owned by no
// candidate, saving reset a walk of its own.
func (s *scan) foldKeys() {
	s.kfold, s.kpend = s.kfold[:0], s.kpend[:0]
	for i := range s.toks {
		s.owner[i] = -1
		t := &s.toks[i]
		switch {
		case t.kind == tokPunct || t.ascii:
		case swar.IsASCII(s.text[t.b:t.e]):
			s.keys[i] = s.lower[t.b:t.e]
		default:
			a := len(s.kfold)
			s.kfold = appendWordKey(s.kfold, s.text[t.b:t.e])
			s.kpend = append(s.kpend, foldedKey{i: int32(i), a: int32(a), b: int32(len(s.kfold))})
		}
	}
	if len(s.kpend) == 0 {
		return
	}
	folded := string(s.kfold)
	for _, p := range s.kpend {
		s.keys[p.i] = folded[p.a:p.b]
	}
}

// foldedKey places the key of token i at [a, b) of the folded keys.
type foldedKey struct{ i, a, b int32 }

// tokHas reports whether the folded word of token i is in a list of one
// of the kinds in bits, reading the name index once per token.
func (s *scan) tokHas(i int, bits uint16) bool {
	v := s.ixBits[i]
	if v == 0 {
		v = s.lx.ix.get(s.key(i)) | bitKnown
		s.ixBits[i] = v
	}
	return v&bits != 0
}

// spanKey returns wordKey(text[b:e]), sliced from the lower-cased text
// when the span is ASCII.
func (s *scan) spanKey(b, e int) string {
	for k := b; k < e; k++ {
		if s.text[k] >= utf8.RuneSelf {
			return wordKey(s.text[b:e])
		}
	}
	return s.lower[b:e]
}

// isPunct reports whether token i exists and is the punctuation p.
func (s *scan) isPunct(i int, p string) bool {
	return i >= 0 && i < len(s.toks) && s.toks[i].is(s.text, p)
}

// isByte reports whether token i exists and is the punctuation of one
// ASCII byte c: isPunct(i, string(c)) without the string comparison.
func (s *scan) isByte(i int, c byte) bool {
	return uint(i) < uint(len(s.toks)) && s.toks[i].punct == c
}

// sameLine reports whether tokens i and j (i < j) lie on one line.
func (s *scan) sameLine(i, j int) bool {
	return i >= 0 && j < len(s.toks) && s.toks[i].line == s.toks[j].line
}

// lineStart reports whether token i opens its line.
func (s *scan) lineStart(i int) bool { return i == 0 || s.toks[i].nl }

// columnStart reports whether token i opens a line or a column: after a
// tab, two or more spaces, or a separator such as "|" or "–".
func (s *scan) columnStart(i int) bool {
	if s.lineStart(i) {
		return true
	}
	t := &s.toks[i]
	if t.tab || t.space >= 2 {
		return true
	}
	prev := s.tokText(i - 1)
	switch prev {
	case "|", "–", "—", "-", "(", "[", "•", "·", ";", "/", ":":
		return true
	}
	return false
}

// sentenceStart reports whether token i opens a sentence: the first token
// of a line or a column, or after ".", "!", "?", ":".
func (s *scan) sentenceStart(i int) bool {
	if s.columnStart(i) {
		return true
	}
	switch s.tokText(i - 1) {
	case ".", "!", "?", ":", "\"", "“", "«":
		return true
	}
	return false
}

// isInitialAt reports whether token i is one upper-case letter followed by
// a glued dot ("K.").
func (s *scan) isInitialAt(i int) bool {
	// The glued dot first: few words have one.
	if !s.isByte(i+1, '.') || !s.toks[i+1].glued() {
		return false
	}
	t := &s.toks[i]
	if t.kind != tokWord || t.digit {
		return false
	}
	if t.e-t.b == 1 {
		// One byte: an ASCII letter.
		c := s.text[t.b]
		return 'A' <= c && c <= 'Z'
	}
	w := s.tokText(i)
	r, size := utf8.DecodeRuneInString(w)
	return size == len(w) && unicode.IsUpper(r)
}

// initialEnd returns the token after an initial group starting at i ("K.",
// "J.-P.", "H.J.", "W.A."); i must satisfy isInitialAt.
func (s *scan) initialEnd(i int) int {
	j := i + 2
	for {
		switch {
		case j+1 < len(s.toks) && s.toks[j].glued() && s.isInitialAt(j):
			j += 2
		case j+2 < len(s.toks) && s.isByte(j, '-') && s.toks[j].glued() && s.toks[j+1].glued() && s.isInitialAt(j+1):
			j += 3
		default:
			return j
		}
	}
}

// isNameWord reports whether token i can be a word of a name: letters only,
// capitalised or in capitals (upper allows words in capitals).
func (s *scan) isNameWord(i int, upper bool) bool {
	if i < 0 || i >= len(s.toks) {
		return false
	}
	t := &s.toks[i]
	if t.kind != tokWord || t.digit || !t.cap {
		return false
	}
	if t.upper && !upper {
		return false
	}
	return t.e-t.b >= 2 || t.upper
}

// elided reports whether token i is a lower-case elided particle glued to
// a capitalised word ("d'Amico", "l'Hermite").
func (s *scan) elided(i int) bool {
	w := s.tokText(i)
	if len(w) < 4 || (w[0] != 'd' && w[0] != 'l') {
		return false
	}
	rest := w[1:]
	if strings.HasPrefix(rest, "'") {
		rest = rest[1:]
	} else if strings.HasPrefix(rest, "\u2019") {
		rest = rest[3:]
	} else {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return unicode.IsUpper(r)
}

// wordEnd returns the token after a name word starting at i, including
// hyphenated continuations ("Pichler-Haas", "Klaus-Dieter").
func (s *scan) wordEnd(i int, upper bool) int {
	j := i + 1
	for j+1 < len(s.toks) && s.isByte(j, '-') && s.toks[j].glued() && s.toks[j+1].glued() {
		switch {
		case s.isNameWord(j+1, true):
			j += 2
			continue
		case j+2 < len(s.toks) && !s.toks[j+1].cap && s.tokHas(j+1, bitParticle) && s.toks[j+2].single() && s.isNameWord(j+2, upper):
			// "Berg-de Wit": a particle after the hyphen.
			j += 3
			continue
		}
		break
	}
	return j
}

// parsePhrase reads a name starting at token i: words, capitals (when
// upper), initials and inner particles on one line, separated by single
// spaces. ok is false when no word of two or more letters is found.
func (s *scan) parsePhrase(i int, upper bool) (ph phrase, ok bool) {
	ph.tb = i
	ph.parts = s.reserve(maxParts)
	j := i
	for j < len(s.toks) && len(ph.parts) < maxParts {
		if j > i && !s.toks[j].single() {
			break
		}
		t := &s.toks[j]
		if t.kind != tokWord {
			break
		}
		switch {
		case s.isInitialAt(j):
			e := s.initialEnd(j)
			ph.parts = append(ph.parts, part{tb: j, te: e, kind: partInitial})
			j = e
			continue
		case s.isNameWord(j, upper) || s.elided(j):
			k := s.key(j)
			if j+1 < len(s.toks) && s.toks[j+1].single() && s.tokHas(j, bitParticle) && (s.isNameWord(j+1, upper) || s.tokHas(j+1, bitParticle)) {
				// A capitalised particle inside a name ("Le Goff", "De Backer").
				ph.parts = append(ph.parts, part{tb: j, te: j + 1, kind: partParticle})
				j++
				continue
			}
			if s.r.notNames[k] && !s.seasonSurname(ph, j, k) && !s.calendarGiven(ph, j, k, upper) || s.isTitleWord(j) || t.upper && len(ph.parts) > 0 && s.r.roleWords[k] && !(upper && s.r.familyFirst) {
				// Not a name, a title, or a credential after the name ("RN");
				// in a Vietnamese name in capitals a credential is a syllable
				// ("PHAM THI THU HA").
				return s.finish(ph)
			}
			if s.serviceAfterParticle(ph, j, k) {
				// "Dr Okafor du SAU", "Dr. Wolf von der Intensivstation".
				return s.finish(ph)
			}
			e := s.wordEnd(j, upper)
			kind := partWord
			if t.upper {
				kind = partUpper
			}
			if e > j+1 {
				// A hyphenated word: the key of the whole span.
				k = s.spanKey(t.b, s.toks[e-1].e)
			}
			ph.parts = append(ph.parts, part{tb: j, te: e, kind: kind, key: k})
			j = e
			continue
		case upper && j > i && len(ph.parts) > 0 && ph.parts[len(ph.parts)-1].kind == partUpper && s.singleUpperLetter(j):
			// "KOWALCZYK, WALTER J": a bare initial after capitals.
			ph.parts = append(ph.parts, part{tb: j, te: j + 1, kind: partInitial})
			j++
			continue
		case !t.cap && len(s.tokText(j)) > 1 && s.tokHas(j, bitParticle):
			// A particle must be followed by more of the name.
			ph.parts = append(ph.parts, part{tb: j, te: j + 1, kind: partParticle})
			j++
			continue
		}
		break
	}
	return s.finish(ph)
}

// seasonSurname reports whether the season word k at token j continues
// a name as its family name: it follows a known given name and no year
// follows it ("Dr. med. Julia Sommer", not "Julia, Sommer 2023").
func (s *scan) seasonSurname(ph phrase, j int, k string) bool {
	n := len(ph.parts)
	if !s.r.seasons[k] || n == 0 || ph.parts[n-1].kind != partWord || !s.lx.has(ph.parts[n-1].key, bitFirst) {
		return false
	}
	return j+1 >= len(s.toks) || !s.toks[j+1].single() || s.toks[j+1].kind != tokNum
}

// calendarGiven reports whether the calendar word k at token j opens a
// name as its given name: it is a known first name and a known family
// name follows it on the line ("April Mason RN", "Summer Jones"), not a
// number ("April 2024") nor a word that is no name.
func (s *scan) calendarGiven(ph phrase, j int, k string, upper bool) bool {
	if len(ph.parts) != 0 || !s.lx.has(k, bitFirst) || j+1 >= len(s.toks) || !s.toks[j+1].single() {
		return false
	}
	n := j + 1
	if !s.isNameWord(n, upper) {
		return false
	}
	nk := s.key(n)
	return s.lx.has(nk, bitLast) && !s.r.notNames[nk] && !s.isTitleWord(n)
}

// serviceAfterParticle reports whether the word at token j (folded k),
// after a lower-case inner particle of a name that already has a word,
// names a service or organisation rather than continuing the family
// name: an acronym in capitals, a service word ("Spoed", "Réanimation"),
// a role, an organisation head or a noun ending ("Intensivstation").
func (s *scan) serviceAfterParticle(ph phrase, j int, k string) bool {
	n := len(ph.parts)
	if n < 2 || ph.parts[n-1].kind != partParticle || s.toks[ph.parts[n-1].tb].cap {
		return false
	}
	word := false
	for _, p := range ph.parts {
		if p.kind == partWord {
			word = true
		}
	}
	if !word {
		return false
	}
	if s.toks[j].upper || s.r.services[k] {
		return true
	}
	if s.lx.has(k, bitLast) {
		return false
	}
	if _, m := s.matchCue(j); m&(cueOrgHead|cueStreet) != 0 {
		return true
	}
	return s.nounEnding(k) || s.isRole(k)
}

// singleUpperLetter reports whether token i is one capital letter.
func (s *scan) singleUpperLetter(i int) bool {
	w := s.tokText(i)
	r, size := utf8.DecodeRuneInString(w)
	return size == len(w) && unicode.IsUpper(r)
}

// finish trims trailing particles and checks that ph has a word.
func (s *scan) finish(ph phrase) (phrase, bool) {
	for len(ph.parts) > 0 && ph.parts[len(ph.parts)-1].kind == partParticle {
		ph.parts = ph.parts[:len(ph.parts)-1]
	}
	if len(ph.parts) == 0 {
		return ph, false
	}
	ph.te = ph.parts[len(ph.parts)-1].te
	ph.ws = s.wordParts(ph.parts)
	if len(ph.ws) == 0 {
		return ph, false
	}
	// A particle cannot open a name that has no word after it; an opening
	// particle ("van Leeuwen") is kept.
	return ph, true
}

// invert extends ph with ", Given" when the text continues with a comma
// and given names or initials ("THORNBURY, Margaret Ellen", "Schouten,
// H.J."). strict requires the given part to be a known first name or
// initials.
func (s *scan) invert(ph phrase, upper, strict bool) phrase {
	if len(ph.words()) > 2 || len(ph.parts) > 3 || !s.isByte(ph.te, ',') || !s.toks[ph.te].glued() || ph.te+1 >= len(s.toks) {
		return ph
	}
	j := ph.te + 1
	t := &s.toks[j]
	if t.nl || t.space > 2 || t.tab {
		return ph
	}
	g, ok := s.parsePhrase(j, upper)
	if !ok && s.isInitialAt(j) {
		// Initials only: "Schouten, H.J.".
		e := s.initialEnd(j)
		g, ok = phrase{tb: j, te: e, parts: []part{{tb: j, te: e, kind: partInitial}}}, true
	}
	if !ok || len(g.parts) > 3 {
		return ph
	}
	first := g.parts[0]
	switch {
	case first.kind == partInitial:
	case s.lx.has(first.key, bitFirstStrong):
	case !strict && s.lx.has(first.key, bitFirst) && !s.lx.isCommon(first.key) && !s.lx.has(first.key, bitPlace):
	case !strict && first.kind == partUpper && ph.parts[len(ph.parts)-1].kind == partUpper:
	default:
		return ph
	}
	out := ph
	out.parts = append(append(s.reserve(len(ph.parts)+len(g.parts)), ph.parts...), g.parts...)
	out.te = g.te
	out.ws = s.wordParts(out.parts)
	out.inverted = true
	out.split = len(ph.parts)
	return out
}

// mayTitle reports whether a title may start at token i: false when the
// gate of the title table turned its word away (cueScan), which matchTitle
// would do too.
func (s *scan) mayTitle(i int) bool { return s.titleGate[i] }

// isTitleWord reports whether token i alone is a title ("Dr", "Frau").
func (s *scan) isTitleWord(i int) bool {
	_, ok := s.r.titles[s.key(i)]
	return ok
}

// matchTitle matches one title at token i and returns the token after it
// (a glued dot included) and the title's flags.
func (s *scan) matchTitle(i int) (end int, flags uint8, ok bool) {
	if i >= len(s.toks) || s.toks[i].kind != tokWord || s.toks[i].digit {
		return 0, 0, false
	}
	if i > 0 && s.toks[i].glued() && s.toks[i-1].kind == tokWord {
		return 0, 0, false
	}
	// The first word is looked up as its key string; the key buffer is
	// filled only for a longer title, which few words start.
	var key []byte
	j := i
	for n := 0; n < 4 && j < len(s.toks); n++ {
		if t := &s.toks[j]; t.kind != tokWord || t.digit {
			break
		}
		var c phraseEntry
		if n == 0 {
			c = s.r.titleTab.getString(s.key(j))
		} else {
			if n == 1 {
				key = append(s.kbuf[:0], s.key(i)...)
			}
			key = append(append(key, ' '), s.key(j)...)
			c = s.r.titleTab.get(key)
		}
		next := j + 1
		if s.isByte(next, '.') && s.toks[next].glued() {
			next++
		}
		if c.whole {
			end, flags, ok = next, uint8(c.mask), true
		}
		if !c.prefix {
			break
		}
		// The next word of a longer title: glued ("Dott.ssa", "BS.CKII"),
		// after a hyphen ("Dipl.-Ing.") or after one space ("de heer").
		if s.isByte(next, '-') && s.toks[next].glued() {
			next++
		}
		if next >= len(s.toks) || s.toks[next].nl || s.toks[next].space > 1 {
			break
		}
		j = next
	}
	if key != nil {
		s.kbuf = key
	}
	if !ok {
		return 0, 0, false
	}
	w := s.tokText(i)
	r, size := utf8.DecodeRuneInString(w)
	switch {
	case size == len(w):
		// A one-letter title ("M.") must be a capital with its dot.
		if !unicode.IsUpper(r) || !s.isByte(i+1, '.') {
			return 0, 0, false
		}
	case s.toks[i].upper && (flags|s.r.titles[s.key(i)])&titleCaps == 0:
		// "MR", "DR" in capitals only before another title ("MR Dr.").
		if _, _, more := s.matchTitle(s.skipSpace(end)); !more {
			return 0, 0, false
		}
	}
	return end, flags, true
}

// skipSpace returns i when token i follows after at most one space on the
// same line, else len(toks).
func (s *scan) skipSpace(i int) int {
	if i < len(s.toks) && !s.toks[i].nl && s.toks[i].space <= 1 {
		return i
	}
	return len(s.toks)
}

// titleChain matches one or more titles from token i ("Prof. Dr. med.",
// "Frau Kollegin", "TS.BS") and returns the token after them, their
// combined flags and their number. The chain is weak only if every title
// in it is weak.
func (s *scan) titleChain(i int) (end int, flags uint8, n int) {
	end = i
	allWeak := true
	for {
		j := end
		if n > 0 {
			j = s.skipSpace(end)
		}
		e, f, ok := s.matchTitle(j)
		if !ok {
			break
		}
		end, n = e, n+1
		flags |= f
		if f&titleWeak == 0 {
			allWeak = false
		}
	}
	if !allWeak {
		flags &^= titleWeak
	}
	return end, flags, n
}
