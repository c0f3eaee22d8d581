package name

import (
	"strings"
	"unicode/utf8"
)

// messageSpan is how many tokens after the salutation of a message its
// sign-off is looked for.
const messageSpan = 250

// messagePass reads the sign-off of a message the patient wrote to a
// caregiver ("Hi Dr. Ng, my sugars are … – Frank Morrissey", "Beste
// dokter, mijn bloeddruk … Groetjes, Anouk"): a salutation to a title or
// a caregiver noun, first-person words and no patient noun in the body,
// then a closing greeting or a dash before a name. That name is the
// patient. Other dash sign-offs at the end of a line take caregiver
// initials ("Thx – DN").
func (s *scan) messagePass() {
	if s.cueAny&cueSalutation != 0 {
		s.salutedMessages()
	}
	s.dashInitials()
}

// salutedMessages reads the patient's sign-off of messages that open with
// a salutation (see messagePass).
func (s *scan) salutedMessages() {
	for i := 0; i < len(s.toks); i++ {
		if s.toks[i].kind != tokWord || i > 0 && !s.toks[i].nl && s.toks[i-1].kind != tokPunct {
			continue // a salutation opens a line, a sentence or a quote
		}
		end, mask := s.matchCue(i)
		if mask&cueSalutation == 0 || !s.addressesCaregiver(end) {
			continue
		}
		name, body := s.signOff(end)
		if name < 0 || s.owner[name] >= 0 || !s.firstPersonIn(end, body) || s.patientNounIn(end, body) {
			continue
		}
		ph, ok := s.parsePhrase(name, false)
		if !ok || len(ph.words()) > 3 || !s.plausible(ph, false) {
			continue
		}
		if s.add(cand{tb: name, te: ph.te, ph: ph, label: LabelPatient, strength: strengthCue, score: scoreCue}) {
			i = ph.te - 1
		}
	}
}

// dashInitials reads caregiver initials after a spaced dash that ends a
// line (see messagePass).
func (s *scan) dashInitials() {
	// dashToks holds the spaced dashes ("-", "–", "—") and other
	// punctuation that starts like one.
	for _, i32 := range s.dashToks {
		i := int(i32)
		if i < 1 || i+1 >= len(s.toks) {
			continue
		}
		if s.dashSignOff(i) && s.owner[i+1] < 0 && s.initialsAt(i+1) && s.lineEnds(i+2) {
			if k := s.key(i + 1); !s.r.notNames[k] && (!s.isByte(i-1, '.') || !s.r.roleWords[k]) {
				s.add(cand{tb: i + 1, te: i + 2, label: LabelCaregiver, strength: strengthCue, score: scorePost})
			}
		}
	}
}

// addressesCaregiver reports a title or a caregiver noun right after the
// salutation that ends before token j ("Hi Dr. Ng", "Beste dokter").
func (s *scan) addressesCaregiver(j int) bool {
	j = s.skipSpace(j)
	if j >= len(s.toks) {
		return false
	}
	if _, flags, n := s.titleChain(j); n > 0 {
		return flags&titleCaregiver != 0
	}
	_, m := s.matchCue(j)
	return m&cueCaregiverNoun != 0
}

// signOff finds the first sign-off after token from: a closing greeting
// followed by a name on its line or the next line, or a dash after the
// end of a sentence or quote followed by a name that ends the line. It
// returns the name's first token (-1 if none) and the token where the
// body of the message ends.
func (s *scan) signOff(from int) (name, body int) {
	for k := from; k < len(s.toks) && k < from+messageSpan; k++ {
		t := &s.toks[k]
		if t.kind == tokWord {
			end, m := s.matchCue(k)
			if m&cueGreeting == 0 {
				continue
			}
			j := end
			for j < len(s.toks) && s.toks[j].kind == tokPunct && !s.toks[j].nl {
				j++
			}
			if j < len(s.toks) && s.toks[j].kind == tokWord && s.toks[j].cap && s.lineEnds(s.wordsEnd(j)) {
				if !s.toks[j].nl || s.toks[j].line <= s.toks[k].line+2 {
					return j, k
				}
			}
			return -1, k
		}
		if s.dashSignOff(k) && k+1 < len(s.toks) && s.toks[k+1].cap && s.lineEnds(s.wordsEnd(k+1)) {
			return k + 1, k
		}
	}
	return -1, 0
}

// wordsEnd returns the token after the run of words and hyphens that
// starts at token i on its line.
func (s *scan) wordsEnd(i int) int {
	j := i + 1
	for j < len(s.toks) && !s.toks[j].nl && (s.toks[j].kind == tokWord || s.isByte(j, '-') && s.toks[j].glued()) {
		j++
	}
	return j
}

// lineEnds reports whether token j opens a new line or ends the text, past
// closing punctuation.
func (s *scan) lineEnds(j int) bool {
	for j < len(s.toks) && !s.toks[j].nl && s.toks[j].kind == tokPunct {
		switch s.tokText(j) {
		case ".", "!", ")", "\"", "”", "»":
			j++
			continue
		}
		return false
	}
	return j >= len(s.toks) || s.toks[j].nl
}

// dashSignOff reports a dash at token i, with space around it, after the
// end of a sentence, a quote, an emoji or a closing greeting word ("…?" –
// Name", "Thx 👍 – DN").
func (s *scan) dashSignOff(i int) bool {
	switch s.tokText(i) {
	case "–", "—", "-":
	default:
		return false
	}
	if s.toks[i].space == 0 || s.toks[i].nl || i+1 >= len(s.toks) || !s.toks[i+1].single() {
		return false
	}
	p := &s.toks[i-1]
	if p.kind == tokWord {
		_, m := s.matchCue(i - 1)
		return m&cueGreeting != 0
	}
	w := s.tokText(i - 1)
	switch w {
	case ".", "!", "?", "\"", "”", "»", ")":
		return true
	}
	r, _ := utf8.DecodeRuneInString(w)
	return r >= 0x2190 // an arrow, symbol or emoji
}

// firstPersonIn reports a first-person word ("my", "ik", "j'ai", "ich")
// among tokens [a, b).
func (s *scan) firstPersonIn(a, b int) bool {
	for k := a; k < b && k < len(s.toks); k++ {
		if s.toks[k].kind != tokWord {
			continue
		}
		key := s.key(k)
		if s.r.firstPerson[key] {
			return true
		}
		if i := strings.IndexAny(key, "'\u2019"); i > 0 && s.r.firstPerson[key[:i]+"'"] {
			return true
		}
	}
	return false
}

// patientNounIn reports a patient noun ("your patient", "la patiente")
// among tokens [a, b): a caregiver writing about the patient.
func (s *scan) patientNounIn(a, b int) bool {
	for k := a; k < b && k < len(s.toks); k++ {
		if s.toks[k].kind != tokWord {
			continue
		}
		if _, m := s.matchCue(k); m&cuePatientNoun != 0 {
			return true
		}
	}
	return false
}

// bracketInitials reads a caregiver's initials in brackets right after
// the caregiver's name ("Anouk (AvD)", "Sam Hill (SH)"). Initials in
// capitals that are a credential ("(RN)", "(PT)") are no name.
func (s *scan) bracketInitials() {
	n := len(s.cands)
	for ci := 0; ci < n; ci++ {
		c := s.cands[ci]
		j := c.te
		if c.label != LabelCaregiver || !s.isByte(j, '(') || j+2 >= len(s.toks) || !s.isByte(j+2, ')') {
			continue
		}
		w := s.tokText(j + 1)
		if s.toks[j+1].kind != tokWord || s.owner[j+1] >= 0 {
			continue
		}
		if mixedInitials(w) || initialsWord(w, true) && !s.r.roleWords[s.key(j+1)] && !s.r.notNames[s.key(j+1)] {
			s.add(cand{tb: j + 1, te: j + 2, label: LabelCaregiver, strength: strengthCue, score: scorePost})
		}
	}
}

// chatPass reads the speakers of an exported chat ("14/03/2024 07:58 -
// Zezinho: bom dia", "[3/14/24, 7:58 PM] Brianna: hi"): a line that opens
// with a time stamp holding a date and a clock time, a spaced dash or a
// closing bracket, then one to three name words and a colon. A known first
// name counts at once; another word only when it speaks on two such lines
// (a time log's headings, "08:00 - Visite:", have no date). The speaker is
// a relative or the patient; the referent is left to document consistency.
func (s *scan) chatPass() {
	type speaker struct {
		k  int
		ph phrase
	}
	var found []speaker
	seen := map[string]int{}
	for _, i32 := range s.lineToks {
		// A time stamp opens a line, and not with a word.
		i := int(i32)
		if s.toks[i].kind == tokWord {
			continue
		}
		k, stamped := s.timeStampEnd(i)
		if !stamped || k >= len(s.toks) || s.toks[k].nl {
			continue
		}
		if !s.isByte(k, '-') && !s.isPunct(k, "–") && !s.isByte(k, ']') {
			continue
		}
		k++
		if k >= len(s.toks) || s.toks[k].nl || s.toks[k].kind != tokWord || !s.toks[k].cap {
			continue
		}
		ph, ok := s.parsePhrase(k, false)
		if !ok || len(ph.words()) > 3 || !s.isByte(ph.te, ':') || s.toks[ph.te].space > 0 || !s.plausible(ph, true) {
			continue
		}
		found = append(found, speaker{k, ph})
		seen[s.key(k)]++
	}
	for _, f := range found {
		if s.owner[f.k] >= 0 || !s.lx.has(s.key(f.k), bitFirst) && seen[s.key(f.k)] < 2 {
			continue
		}
		s.add(cand{tb: f.k, te: f.ph.te, ph: f.ph, label: LabelOther, strength: strengthDefault, score: scoreCue})
	}
}

// timeStampEnd returns the token after a time stamp that opens at token i
// (numbers, "/", ".", ",", ":", "[", "AM"/"PM"), and whether it holds both
// a date (numbers joined by "/" or ".") and a clock time (numbers joined
// by ":").
func (s *scan) timeStampEnd(i int) (int, bool) {
	clock, date := false, false
	k := i
	for ; k < len(s.toks) && k < i+14 && (k == i || !s.toks[k].nl); k++ {
		t := &s.toks[k]
		switch {
		case t.kind == tokNum:
			if k >= i+2 && s.toks[k-2].kind == tokNum && t.space == 0 && s.toks[k-1].space == 0 {
				switch {
				case s.isByte(k-1, ':'):
					clock = true
				case s.isByte(k-1, '/') || s.isByte(k-1, '.'):
					date = true
				}
			}
		case t.kind == tokPunct && (s.isByte(k, '/') || s.isByte(k, '.') || s.isByte(k, ',') || s.isByte(k, ':') || s.isByte(k, '[')):
		case t.kind == tokWord && (s.key(k) == "am" || s.key(k) == "pm") && k > i:
		default:
			return k, clock && date
		}
	}
	return k, clock && date
}
