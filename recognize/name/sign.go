package name

import "unicode"

// signatureLines is how many lines after a closing greeting may hold the
// signature.
const signatureLines = 4

// signaturePass finds the names that sign a letter: the lines after a
// closing greeting ("Met collegiale groeten,", "Kind regards,", "Mit
// freundlichen Grüßen") hold caregivers, one per column. It also reads
// typist initials ("LD/kv") on a line of their own.
func (s *scan) signaturePass() {
	// Only two kinds of token do anything here, taken in text order: a
	// word before a "/" (typist initials) and a word with a cue (a closing
	// greeting). The two sorted lists are walked together.
	slash, cue := s.slashToks, s.cueToks
	if s.cueAny&cueGreeting == 0 {
		cue = nil
	}
	for len(slash) > 0 || len(cue) > 0 {
		i := len(s.toks)
		if len(slash) > 0 {
			i = int(slash[0]) - 1
		}
		if len(cue) > 0 {
			i = min(i, int(cue[0]))
		}
		typist := len(slash) > 0 && int(slash[0])-1 == i
		if typist {
			slash = slash[1:]
		}
		greeting := len(cue) > 0 && int(cue[0]) == i
		if greeting {
			cue = cue[1:]
		}
		if typist && i >= 0 && s.initialsColumn(i) && s.typistInitials(i) {
			continue
		}
		if greeting {
			s.signatureAfter(i)
		}
	}
}

// signatureAfter reads the signature block after a closing greeting that
// opens its line at word token i.
func (s *scan) signatureAfter(i int) {
	if !s.lineStart(i) {
		return
	}
	end, mask := s.matchCue(i)
	if mask&cueGreeting == 0 || !s.onlyPunctToEOL(end) {
		return
	}
	lines := 0
	for k := end; k < len(s.toks) && lines <= signatureLines; k++ {
		if s.toks[k].nl {
			lines++
		}
		if lines == 0 || !s.columnStart(k) || s.owner[k] >= 0 {
			continue
		}
		s.signatureName(k)
	}
}

// onlyPunctToEOL reports whether only punctuation follows token j on its
// line.
func (s *scan) onlyPunctToEOL(j int) bool {
	for ; j < len(s.toks) && !s.toks[j].nl; j++ {
		if s.toks[j].kind != tokPunct {
			return false
		}
	}
	return true
}

// signatureName reads a caregiver name at token k in a signature block.
func (s *scan) signatureName(k int) {
	if c, ok := s.titled(k); ok {
		c.label, c.strength = LabelCaregiver, strengthCue
		s.add(c)
		return
	}
	if s.toks[k].kind != tokWord || !s.toks[k].cap {
		return
	}
	ph, ok := s.parsePhrase(k, true)
	if !ok {
		return
	}
	ws := ph.words()
	switch {
	case len(ws) >= 2:
		if !s.lx.has(ws[0].key, bitFirst) && !s.plausible(ph, false) {
			return
		}
		for _, w := range ws {
			if s.r.roleWords[w.key] || s.r.notNames[w.key] {
				return
			}
		}
	case len(ws) == 1:
		if !s.singleWithRole(ph) && !(s.lx.has(ws[0].key, bitFirst) && !s.lx.isCommon(ws[0].key)) {
			return
		}
	default:
		return
	}
	s.add(cand{tb: k, te: ph.te, ph: ph, label: LabelCaregiver, strength: strengthCue, score: scorePost})
}

// initialsColumn reports whether typist initials may open at token i: at
// a line start, after a column break on a signature line ("Dra. L. Ferrer
// Paz    LFP/is") or after a typist label and its colon ("Dictated:
// IR/tb").
func (s *scan) initialsColumn(i int) bool {
	if s.lineStart(i) || s.toks[i].tab || s.toks[i].space >= 2 {
		return true
	}
	if !s.isByte(i-1, ':') {
		return false
	}
	k := i - 1
	for k > 0 && !s.toks[k].nl {
		k--
	}
	end, mask := s.matchCue(k)
	return mask&cueTypist != 0 && end == i-1
}

// typistInitials reads "LD/kv" (author and typist initials) that ends its
// line or column and records both as caregivers.
func (s *scan) typistInitials(i int) bool {
	if i+3 > len(s.toks) || !s.isByte(i+1, '/') || !s.toks[i+1].glued() || !s.toks[i+2].glued() {
		return false
	}
	if n := i + 3; n < len(s.toks) && !s.toks[n].nl && !s.toks[n].tab && s.toks[n].space < 2 {
		return false // not at the end of its line or column
	}
	a, b := s.tokText(i), s.tokText(i+2)
	if !initialsWord(a, true) || !initialsWord(b, false) {
		return false
	}
	s.add(cand{tb: i, te: i + 1, label: LabelCaregiver, strength: strengthCue, score: scorePost})
	s.add(cand{tb: i + 2, te: i + 3, label: LabelCaregiver, strength: strengthCue, score: scorePost})
	return true
}

// initialsWord reports whether w is 2–4 letters of one case (capitals when
// upper) such as "LD" or "kv".
func initialsWord(w string, upper bool) bool {
	n := 0
	for _, r := range w {
		if !unicode.IsLetter(r) || unicode.IsUpper(r) != upper {
			return false
		}
		n++
	}
	return n >= 2 && n <= 4
}

// handoverPass reads the names on a handover line ("Overgedragen door
// Kelly V. aan Jens", "Handed over by JT to MK"): after each joiner word
// ("door", "aan", "by", "to") a name or capital initials is a caregiver.
func (s *scan) handoverPass() {
	if s.cueAny&cueHandover == 0 {
		return
	}
	for i := 0; i < len(s.toks); i++ {
		if s.toks[i].kind != tokWord {
			continue
		}
		end, mask := s.matchCue(i)
		if mask&cueHandover == 0 {
			continue
		}
		line := s.toks[i].line
		for k := end; k < len(s.toks) && s.toks[k].line == line; k++ {
			if s.toks[k].kind != tokWord || s.owner[k] >= 0 {
				continue
			}
			if _, m := s.matchCue(k); m&cueJoiner == 0 {
				continue
			}
			n := k + 1
			if n >= len(s.toks) || s.toks[n].line != line || s.owner[n] >= 0 || s.toks[n].kind != tokWord {
				continue
			}
			if s.toks[n].upper && initialsWord(s.tokText(n), true) && len(s.tokText(n)) <= 3 {
				s.add(cand{tb: n, te: n + 1, label: LabelCaregiver, strength: strengthCue, score: scorePost})
				continue
			}
			if ph, ok := s.parsePhrase(n, false); ok && s.plausible(ph, false) {
				s.add(cand{tb: n, te: ph.te, ph: ph, label: LabelCaregiver, strength: strengthCue, score: scorePost})
			}
		}
	}
}
