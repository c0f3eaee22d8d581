package name

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Cue classes that introduce a name.
const (
	cueLabels = cuePatientLabel | cueCaregiverLabel | cueOtherLabel
	cueNouns  = cuePatientNoun | cueCaregiverNoun | cueOtherNoun | cueSalutation
)

// matchCue returns the token after the longest cue phrase at token i and
// its classes (0, 0: none), as cueScan recorded them.
func (s *scan) matchCue(i int) (end int, mask uint16) {
	return int(s.cueEnd[i]), s.cueMask[i]
}

// cueScan matches the cues at every word token once, for matchCue, notes
// the words that may start a title, for mayTitle, lists the tokens that
// the passes look at (see scan.cueToks), and collects the classes that occur in the note in s.cueAny, so that a pass
// whose cue the note lacks is skipped. Other tokens keep the zero values
// that reset leaves.
func (s *scan) cueScan() {
	s.cueAny = 0
	s.cueToks, s.capToks, s.lineToks = s.cueToks[:0], s.capToks[:0], s.lineToks[:0]
	s.dashToks, s.slashToks = s.dashToks[:0], s.slashToks[:0]
	for i := range s.toks {
		t := &s.toks[i]
		if i == 0 || t.nl {
			s.lineToks = append(s.lineToks, int32(i))
		}
		if t.kind == tokPunct {
			switch {
			case t.punct == '/':
				s.slashToks = append(s.slashToks, int32(i))
			case t.space > 0 && (s.text[t.b] == '-' || s.text[t.b] == 0xe2):
				s.dashToks = append(s.dashToks, int32(i))
			}
			continue
		}
		if t.kind != tokWord {
			continue
		}
		if t.cap {
			s.capToks = append(s.capToks, int32(i))
		}
		if t.digit {
			continue
		}
		// The gates of the title and cue tables turn most words away
		// before a look-up; matchCueAt would find nothing for them. An
		// ASCII word (no elision) that passes neither table's gate fails
		// the gate of both together, which is tested first.
		k := s.key(i)
		if t.ascii && !s.r.phraseGate.May(k) {
			continue
		}
		title := s.r.titleTab.gate.May(k)
		s.titleGate[i] = title
		if !t.ascii {
			// Only a word with an apostrophe can hold an elision, and
			// such a word is never marked ASCII.
			k = elision(k)
		}
		if s.r.cueTab.gate.May(k) {
			end, mask := s.matchCueAt(i, k)
			s.cueEnd[i], s.cueMask[i] = int32(end), mask
			s.cueAny |= mask
			title = title || mask != 0
		}
		if title {
			s.cueToks = append(s.cueToks, int32(i))
		}
	}
}

// matchCueAt matches the longest cue phrase at word token i, whose key
// with any elision cut (see cueScan) is first, and returns the token after
// it and its classes.
func (s *scan) matchCueAt(i int, first string) (end int, mask uint16) {
	// The first word is looked up as its key string; the key buffer is
	// filled only for a longer phrase, which few words start.
	var key []byte
	j := i
	for n := 0; n < s.r.maxCueWords && j < len(s.toks); n++ {
		if t := &s.toks[j]; t.kind != tokWord || t.digit {
			break
		}
		var c phraseEntry
		if n == 0 {
			c = s.r.cueTab.getString(first)
		} else {
			if n == 1 {
				key = append(s.kbuf[:0], first...)
			}
			key = append(append(key, ' '), s.key(j)...)
			c = s.r.cueTab.get(key)
		}
		next := j + 1
		if c.whole {
			end, mask = next, c.mask
		}
		if !c.prefix {
			break
		}
		// Inner punctuation of a cue: "c.c.", "son-in-law", "Geb.datum".
		if next < len(s.toks) && s.toks[next].glued() && s.toks[next].kind == tokPunct {
			switch s.tokText(next) {
			case ".", "-", "/", "'":
				next++
			}
		}
		if next >= len(s.toks) || s.toks[next].nl || s.toks[next].space > 1 {
			break
		}
		j = next
	}
	if key != nil {
		s.kbuf = key
	}
	return end, mask
}

// cueLabel returns the referent of a cue mask: kinship first, then
// patient, then caregiver.
func cueLabel(mask uint16) string {
	switch {
	case mask&(cueOtherNoun|cueOtherLabel) != 0:
		return LabelOther
	case mask&(cuePatientNoun|cuePatientLabel) != 0:
		return LabelPatient
	case mask&(cueCaregiverNoun|cueCaregiverLabel) != 0:
		return LabelCaregiver
	}
	return ""
}

// cuePass finds names after cues and titles, left to right.
func (s *scan) cuePass() {
	// Only a word with a cue or a possible title does anything here.
	next := 0
	for _, i32 := range s.cueToks {
		i := int(i32)
		if i < next || s.owner[i] >= 0 {
			continue
		}
		end, mask := s.matchCue(i)
		if mask&(cueOrgHead|cueStreet) != 0 && s.toks[i].cap {
			s.blockAfter(end)
		}
		if mask&(cueLabels|cueNouns|cueTypist) != 0 && !s.titleNotKin(i, mask) {
			if c, ok := s.afterCue(i, end, mask); ok && s.add(c) {
				if mask&(cueOtherNoun|cueOtherLabel) != 0 && c.label == LabelOther {
					c = s.listMore(c)
				}
				next = c.te
				continue
			}
		}
		// Most words start no title: the gate on the first word turns them
		// away before titled builds a candidate.
		if !s.mayTitle(i) {
			continue
		}
		if c, ok := s.titled(i); ok && s.add(c) {
			next = c.te
		}
	}
}

// blockAfter marks the capitalised words after an organisation head or
// street word ("Huisartsenpraktijk De Brink", "boulevard Gambetta") so
// that no bare name is read there.
func (s *scan) blockAfter(j int) {
	for k := j; k < len(s.toks) && k < j+4; k++ {
		t := &s.toks[k]
		if t.nl || (k > j && t.space > 1) {
			return
		}
		if t.kind != tokWord || !(t.cap || s.tokHas(k, bitParticle)) {
			if !s.isByte(k, '-') {
				return
			}
		}
		s.blocked[k] = true
	}
}

// asideEnd returns the token after a short bracketed aside and its colon
// right after a label ending before token j ("Liên hệ (không dấu): …",
// "Contact (daughter): …"), or j when there is none.
func (s *scan) asideEnd(j int) int {
	if j >= len(s.toks) || !s.isByte(j, '(') {
		return j
	}
	for k := j + 1; k < len(s.toks) && k <= j+6 && !s.toks[k].nl; k++ {
		if s.isByte(k, ')') {
			if k+1 < len(s.toks) && !s.toks[k+1].nl && (s.isByte(k+1, ':') || s.isPunct(k+1, "：")) {
				return k + 2
			}
			return j
		}
		if s.toks[k].kind == tokPunct && !s.isByte(k, '-') {
			return j
		}
	}
	return j
}

// afterCue reads a name after the cue at tokens [i, end) with classes mask.
func (s *scan) afterCue(i, end int, mask uint16) (cand, bool) {
	typist := mask&cueTypist != 0
	chat := mask&cueChat != 0
	j, colon := s.asideEnd(end), false
	if j > end {
		colon = true
	}
	for n := 0; n < 3 && j < len(s.toks) && s.toks[j].kind == tokPunct && !s.toks[j].nl; n++ {
		switch s.tokText(j) {
		case ":", "：":
			colon = true
		case ",", "(", "–", "—", "-", "|":
		default:
			n = 3
			continue
		}
		j++
	}
	if j >= len(s.toks) || s.toks[j].nl || j == end && s.toks[j].glued() {
		return cand{}, false
	}
	if s.toks[j].tab || s.toks[j].space >= 2 {
		colon = true
	}
	if typist && s.initialsAt(j) {
		// "Typed by: MT": the typist's initials.
		return cand{tb: j, te: j + 1, label: LabelCaregiver, strength: strengthCue, score: scorePost}, true
	}
	if mask&cueNouns == 0 || colon && mask&cueLabels != 0 && s.columnStart(i) {
		// A label needs a colon or a column break and must open a line or
		// a column ("Huisarts: …", "PATIËNT    …").
		if !colon || !s.columnStart(i) {
			return cand{}, false
		}
		mask &= cueLabels
	} else {
		mask &= cueNouns
	}
	// A nested cue ("Contactpersoon: moeder …", "NOK: partner …") decides.
	if _, inner := s.matchCue(j); inner&(cueNouns|cueLabels) != 0 && inner&cueSalutation == 0 {
		if _, _, isTitle := s.matchTitle(j); !isTitle || !s.titleNotKin(j, inner) {
			// "Angehörige: Schwester Anna": the kinship noun reads the name.
			return cand{}, false
		}
	}
	if mask&cueNouns != 0 && mask&(cueOtherNoun|cueCaregiverNoun|cueSalutation) == 0 && j > end && !colon {
		// "Der Patient, Lehrer von Beruf": only kin and roles take a name
		// after a comma.
		return cand{}, false
	}
	label := cueLabel(mask)
	te, flags, n := s.titleChain(j)
	k := j
	if n > 0 {
		k = s.skipSpace(te)
	}
	upper := colon || n > 0
	ph, ok := s.parsePhrase(k, upper)
	calendar := false
	if !ok && n == 0 && !colon && mask&cueOtherNoun != 0 {
		// "Daughter (Summer)", "her daughter April": a first name that is
		// also a month or season, right after a kinship noun
		ph, ok = s.calendarKinName(k)
		calendar = ok
	}
	if !ok && n == 0 && !colon && mask&cueOtherNoun != 0 {
		// "her dad harold", "my grandpa walt": informal notes write a
		// relative's name in lower case
		ph, ok = s.lowerKinName(k)
	}
	if !ok {
		return cand{}, false
	}
	if colon && n == 0 {
		ph = s.invert(ph, upper, false)
	}
	if !colon && n == 0 && ph.parts[0].kind == partParticle && !s.toks[ph.tb].cap {
		// "huisarts te Mol": a preposition, not a particle.
		return cand{}, false
	}
	if n == 0 && s.orgContext(ph.tb, ph.te) {
		// "Hartley & Sons Ltd": a company, not a name after "sons".
		return cand{}, false
	}
	c := cand{tb: j, te: ph.te, ph: ph, label: label, strength: strengthCue, score: scoreCue}
	if n == 0 && !calendar && !s.plausible(ph, colon) {
		return cand{}, false
	}
	if n == 0 && !colon && s.r.capNouns && len(ph.words()) == 1 && !s.lx.has(ph.words()[0].key, bitFirst|bitLast) {
		// "Die Tochter Verantwortung …": German capitalises nouns.
		return cand{}, false
	}
	if n == 0 && !colon && s.lx.has(ph.words()[0].key, bitProfession) {
		// "Patient, Lehrer", "son fils, boulanger": an occupation.
		return cand{}, false
	}
	if mask&cueSalutation != 0 {
		// "Dear Dr X", "Sehr geehrte Frau Kollegin X": the addressee of a
		// letter between colleagues; a social title alone decides nothing.
		if n == 0 {
			if !chat || !s.vocative(ph) {
				return cand{}, false
			}
			// "oi Zé,", "bom dia Zé!": a one-word name addressed in a
			// message, whoever it is
			c.label, c.strength = LabelOther, strengthDefault
			return c, true
		}
		c.label, c.strength = s.titleLabel(ph, flags)
		if flags&titleCaregiver == 0 && c.strength < strengthCue {
			c.label, c.strength = LabelCaregiver, strengthDefault
		}
		c.score = scoreTitle
	}
	return c, true
}

// titled reads a title chain and a name at token i.
func (s *scan) titled(i int) (cand, bool) {
	te, flags, n := s.titleChain(i)
	if n == 0 {
		return cand{}, false
	}
	k := s.skipSpace(te)
	if k >= len(s.toks) || k == te && s.toks[k].glued() {
		return cand{}, false
	}
	ph, ok := s.parsePhrase(k, true)
	if !ok && flags&titleWeak == 0 {
		ph, ok = s.lowerName(k)
	}
	if !ok {
		return cand{}, false
	}
	if flags&titleWeak != 0 && !s.supported(ph) {
		return cand{}, false
	}
	c := cand{tb: i, te: ph.te, ph: ph, score: scoreTitle}
	if ce, mask := s.matchCue(i); flags&titleWeak != 0 && !s.toks[i].cap && ce == te && mask&(cueCaregiverNoun|cueOtherNoun) != 0 {
		// a role or kin noun in lower case names no title: "nurse Becky
		// Lindqvist", "father Florin" leave the noun out
		c.tb = k
	}
	c.label, c.strength = s.titleLabel(ph, flags)
	return c, true
}

// maxLowerParts is the most parts a lower-case name after a title has.
const maxLowerParts = 3

// lowerName reads a name written in lower case after a title, as hurried
// notes do ("mw ans bakker", "dhr j visser", "mevr de vries"): up to three
// parts on one line, each a one-letter initial, a particle or a known
// first or family name, ending on a
// known family or first name; an unlisted word that is no common word
// may open it before a known family name ("ans bakker"). A word that is
// neither ("dhr is gebeld", "mw heeft pijn") ends it.
func (s *scan) lowerName(i int) (phrase, bool) {
	ph := phrase{tb: i}
	if !s.lowerNames {
		return ph, false
	}
	ph.parts = s.reserve(maxParts)
	for j := i; j < len(s.toks) && len(ph.parts) < maxLowerParts; j++ {
		k, ok := s.lowerWord(i, j)
		if !ok {
			break
		}
		if w := s.tokText(j); utf8.RuneCountInString(w) == 1 {
			if r, _ := utf8.DecodeRuneInString(w); !unicode.IsLetter(r) {
				break
			}
			ph.parts = append(ph.parts, part{tb: j, te: j + 1, kind: partInitial})
			continue
		}
		if s.tokHas(j, bitParticle) && j+1 < len(s.toks) && s.toks[j+1].single() {
			ph.parts = append(ph.parts, part{tb: j, te: j + 1, kind: partParticle})
			continue
		}
		known := s.lx.has(k, bitFirst|bitLast)
		if !known && len(ph.parts) == 0 && !s.lx.isCommon(k) && j+1 < len(s.toks) && s.toks[j+1].single() &&
			s.toks[j+1].kind == tokWord && !s.toks[j+1].cap && s.lx.has(s.key(j+1), bitLast) {
			// "ans bakker": an unlisted given name before a family name
			known = true
		}
		if !known {
			break
		}
		ph.parts = append(ph.parts, part{tb: j, te: j + 1, kind: partWord, key: k})
	}
	for len(ph.parts) > 0 && ph.parts[len(ph.parts)-1].kind != partWord {
		ph.parts = ph.parts[:len(ph.parts)-1]
	}
	return s.finish(ph)
}

// lowerWord returns the key of token j when it may continue a lower-case
// name starting at token i: on the same line after one space, a word in
// lower case without digits that is no title and no word the name rules
// exclude.
func (s *scan) lowerWord(i, j int) (string, bool) {
	if j > i && !s.toks[j].single() {
		return "", false
	}
	if t := &s.toks[j]; t.kind != tokWord || t.digit || t.cap {
		return "", false
	}
	k := s.key(j)
	if s.r.notNames[k] || s.isTitleWord(j) {
		return "", false
	}
	return k, true
}

// lowerKinName reads a relative's name written in lower case after a kin
// noun: one or two words on one line, each a known first or family name
// that is no common word ("harold", not "will" or "may"), the first a
// known first name.
func (s *scan) lowerKinName(i int) (phrase, bool) {
	ph := phrase{tb: i}
	if !s.lowerNames {
		return ph, false
	}
	ph.parts = s.reserve(maxParts)
	for j := i; j < len(s.toks) && len(ph.parts) < 2; j++ {
		k, ok := s.lowerWord(i, j)
		if !ok || utf8.RuneCountInString(s.tokText(j)) < 2 {
			break
		}
		bits := uint16(bitFirst | bitLast)
		if len(ph.parts) == 0 {
			bits = bitFirst
		}
		if s.lx.isCommon(k) || !s.lx.has(k, bits) {
			break
		}
		ph.parts = append(ph.parts, part{tb: j, te: j + 1, kind: partWord, key: k})
	}
	return s.finish(ph)
}

// vocative reports whether ph, after an informal greeting with no title, is one
// capitalised word that is not a common word, closed by a comma, an
// exclamation mark or the end of its line ("oi Zé,", "Hi Bri!"): a name
// addressed in a message ("Dear Colleague," and "Hi all" are none).
func (s *scan) vocative(ph phrase) bool {
	ws := ph.words()
	if len(ws) != 1 || ph.te != ph.tb+1 || !s.toks[ph.tb].cap || s.toks[ph.tb].upper {
		return false
	}
	k := ws[0].key
	if s.r.notNames[k] || s.lx.isCommon(k) && !s.lx.has(k, bitFirst) || s.isRole(k) || s.lx.has(k, bitProfession) {
		return false
	}
	n := ph.te
	return n >= len(s.toks) || s.toks[n].nl || s.isByte(n, ',') || s.isByte(n, '!')
}

// calendarKinName reads at token i a capitalised first name that is also
// a month, season or other calendar word ("Summer", "April", "May"), alone:
// no number after it ("daughter May 3" is a date) and no name word after
// it (parsePhrase reads "April Mason").
func (s *scan) calendarKinName(i int) (phrase, bool) {
	ph := phrase{tb: i}
	if i >= len(s.toks) || s.toks[i].kind != tokWord || !s.toks[i].cap || s.toks[i].upper || s.toks[i].digit {
		return ph, false
	}
	k := s.key(i)
	if !s.r.notNames[k] || !s.lx.has(k, bitFirst) {
		return ph, false
	}
	if n := i + 1; n < len(s.toks) && !s.toks[n].nl && (s.toks[n].digit || s.toks[n].kind == tokWord && s.toks[n].cap) {
		return ph, false
	}
	ph.parts = s.reserve(maxParts)
	ph.parts = append(ph.parts, part{tb: i, te: i + 1, kind: partWord, key: k})
	return s.finish(ph)
}

// titleLabel decides the referent of a titled name: a caregiver title
// gives Caregiver; a social title gives Caregiver when a role follows,
// Patient when an age or birth date follows, and otherwise a default
// Patient that document consistency may change.
func (s *scan) titleLabel(ph phrase, flags uint8) (string, int) {
	switch {
	case flags&titleCaregiver != 0:
		return LabelCaregiver, strengthCue
	case s.postRole(ph.te):
		return LabelCaregiver, strengthCue
	case s.ageAfter(ph.te):
		return LabelPatient, strengthContext
	}
	return LabelPatient, strengthDefault
}

// plausible reports whether a phrase after a cue is a name rather than a
// word: some word is a known first or family name, or is no common word
// and no place. strong relaxes the test for capitals after a label.
func (s *scan) plausible(ph phrase, strong bool) bool {
	ws := ph.words()
	if len(ws) == 0 {
		return false
	}
	known := false
	for _, w := range ws {
		if s.r.notNames[w.key] {
			return false
		}
		if s.lx.has(w.key, bitFirst) || s.lx.has(w.key, bitLast) {
			known = true
		}
	}
	if known {
		return true
	}
	for _, w := range ws {
		k := w.key
		if s.isRole(k) || s.lx.has(k, bitProfession) || s.nounEnding(k) {
			return false
		}
		if strings.Contains(k, "-") {
			continue
		}
		if s.lx.isCommon(k) || s.lx.has(k, bitEponym) || s.lx.has(k, bitPlace) {
			if !strong || len(ws) == 1 {
				return false
			}
		}
	}
	return true
}

// supported reports whether a phrase after a weak title ("heer", "Sir",
// "ông") is a name: capitalised, and known or no common word.
func (s *scan) supported(ph phrase) bool {
	ws := ph.words()
	if len(ws) == 0 || ws[0].kind != partWord {
		return false
	}
	return s.plausible(ph, false)
}

// postRole reports whether a caregiver role or credential follows the
// name ending before token j: ", MD", " RN", "(cardioloog)", ", huisarts",
// "– radioloog".
func (s *scan) postRole(j int) bool {
	paren, sep := false, false
	for n := 0; n < 2 && j < len(s.toks) && s.toks[j].kind == tokPunct && !s.toks[j].nl; n++ {
		switch s.tokText(j) {
		case "(":
			paren = true
		case ",", "–", "—", "-", "/":
		default:
			return false
		}
		sep = true
		j++
	}
	if j >= len(s.toks) || s.toks[j].nl || s.toks[j].kind != tokWord {
		return false
	}
	t := &s.toks[j]
	if !sep && !t.upper {
		// Without a separator only a credential in capitals: "Bennett RN".
		return false
	}
	// Up to three words of a role phrase ("acute medicine", "sociale dienst").
	// The phrase key is built in the scratch buffer: a map look-up with
	// string(key) does not allocate.
	key := s.kbuf[:0]
	defer func() { s.kbuf = key }()
	for k := j; k < j+3 && k < len(s.toks); k++ {
		if s.toks[k].kind != tokWord || k > j && !s.toks[k].single() && !s.isByte(k-1, '-') {
			break
		}
		if len(key) > 0 {
			key = append(key, ' ')
		}
		key = append(key, s.key(k)...)
		if s.r.roleWords[string(key)] {
			// Short credentials must be written in capitals or in brackets
			// ("MD", "(OT)"), not as the words "do", "as", "pa".
			if k == j && len(key) <= 3 && !t.upper && !paren {
				continue
			}
			return true
		}
		if k+1 < len(s.toks) && s.isByte(k+1, '-') && s.toks[k+1].glued() {
			k++
		}
	}
	first := s.key(j)
	if len(first) >= 6 {
		for _, suf := range s.r.roleSuffixes {
			if strings.HasSuffix(first, suf) {
				return true
			}
		}
	}
	return false
}

// copulas join a patient's name to an age ("Tyler Brandt is a 17-year-old").
var copulas = map[string]bool{"is": true, "was": true, "a": true, "an": true, "een": true, "ist": true, "ein": true, "eine": true, "est": true, "un": true, "une": true, "es": true, "una": true, "è": true, "é": true, "um": true, "uma": true}

// ageAfter reports whether an age or a birth date follows the name ending
// before token j on its line: ", 72 j", "(88 j)", " 59M", ", geb.",
// ", °12/05/1962", ", DOB", " is a 17-year-old".
func (s *scan) ageAfter(j int) bool {
	for n := 0; n < 4 && j < len(s.toks) && !s.toks[j].nl; n++ {
		t := &s.toks[j]
		switch {
		case t.kind == tokPunct:
			switch s.tokText(j) {
			case "°", "*", "†":
				return j+1 < len(s.toks) && s.toks[j+1].kind == tokNum
			case ",", "(", "–", "—", "-", ":", "|":
				j++
				continue
			}
			return false
		case t.kind == tokNum:
			k := j + 1
			for k < len(s.toks) && s.toks[k].glued() && (s.isByte(k, '-') || s.isByte(k, '/')) && k+1 < len(s.toks) && s.toks[k+1].kind == tokWord {
				k++
			}
			if k < len(s.toks) && s.toks[k].kind == tokWord && !s.toks[k].nl && s.toks[k].space <= 1 {
				return s.r.ageUnits[s.key(k)]
			}
			return false
		case t.kind == tokWord && t.digit:
			// "81a", "59M", "72yo".
			w := s.tokText(j)
			d := 0
			for d < len(w) && w[d] >= '0' && w[d] <= '9' {
				d++
			}
			return d > 0 && d < len(w) && s.r.ageUnits[wordKey(w[d:])]
		default:
			k := s.key(j)
			if s.r.birthCues[k] {
				return true
			}
			if copulas[k] {
				j++
				continue
			}
			return false
		}
	}
	return false
}

// isRole reports whether a folded word is a caregiver role or credential,
// or ends like one ("neuroradiologist", "kinesitherapie").
func (s *scan) isRole(k string) bool {
	if s.r.roleWords[k] {
		return true
	}
	if len(k) >= 6 {
		for _, suf := range s.r.roleSuffixes {
			if strings.HasSuffix(k, suf) {
				return true
			}
		}
	}
	return false
}

// elision drops an elided article or preposition glued to a word
// ("l'hopital", "all'ospedale", "dell'ospedale") so that the word itself
// is matched.
func elision(k string) string {
	for i := 0; i < len(k); i++ {
		if k[i] == '\'' && i+1 < len(k) && i <= 5 {
			return k[i+1:]
		}
	}
	return k
}

// nounEnding reports whether a folded word ends like a noun that is never
// a name in the language ("-ung", "-heit" in German).
func (s *scan) nounEnding(k string) bool {
	for _, suf := range s.r.nounSuffixes {
		if len(k) > len(suf)+2 && strings.HasSuffix(k, suf) {
			return true
		}
	}
	return false
}
