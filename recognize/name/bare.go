package name

// barePass finds names without a cue before them: "Surname, Given" at the
// start of a line, a first name with a family name, an initial with a
// family name, a single name with a credential after it, and "@Name".
func (s *scan) barePass() {
	next := 0
	for _, i32 := range s.capToks {
		i := int(i32)
		if i < next || s.owner[i] >= 0 || s.blocked[i] || !s.bareStart(i) {
			continue
		}
		if c, ok := s.bareName(i); ok && s.add(c) {
			next = c.te
		}
	}
}

// bareName tries the cue-less patterns at token i, which satisfies
// bareStart.
func (s *scan) bareName(i int) (cand, bool) {
	upperOK := s.lineStart(i)
	ph, ok := s.parsePhrase(i, upperOK)
	if !ok {
		return cand{}, false
	}
	if s.orgContext(i, ph.te) {
		return cand{}, false
	}
	ws := ph.words()
	// "@Priya": a mention in a message thread.
	if i > 0 && s.isByte(i-1, '@') && s.toks[i].glued() {
		if ph.parts[0].kind == partWord && s.plausible(ph, false) {
			return cand{tb: i, te: ph.te, ph: ph, label: LabelCaregiver, strength: strengthCue, score: scorePost}, true
		}
	}
	// "Öztürk, Ayşe, 45 J.", "HADDAD, Ibrahim 59M" at the start of a line.
	if upperOK && len(ws) <= 2 {
		inv := s.invert(ph, true, true)
		if inv.inverted && (s.ageAfter(inv.te) || s.lx.has(familyKey(inv, false), bitLast)) && s.plausible(inv, true) {
			return cand{tb: i, te: inv.te, ph: inv, label: LabelPatient, strength: strengthContext, score: scoreBare}, true
		}
	}
	if ws[0].kind == partUpper {
		// Capitals without a cue: too often acronyms.
		return cand{}, false
	}
	first := ph.parts[0]
	switch {
	case first.kind == partInitial && len(ph.parts) >= 2:
		if !s.initialName(ph) {
			return cand{}, false
		}
	case len(ws) >= 2:
		support := s.postRole(ph.te) || s.ageAfter(ph.te)
		if !s.firstLast(i, ph, support) && !(support && s.plausible(ph, false)) {
			return cand{}, false
		}
	default:
		// One word: only with a credential or role right after it.
		if len(ws) != 1 || !s.singleWithRole(ph) {
			return cand{}, false
		}
		return cand{tb: i, te: ph.te, ph: ph, label: LabelCaregiver, strength: strengthCue, score: scorePost}, true
	}
	c := cand{tb: i, te: ph.te, ph: ph, label: LabelCaregiver, strength: strengthDefault, score: scoreBare}
	switch {
	case s.postRole(ph.te):
		c.strength, c.score = strengthCue, scorePost
	case s.ageAfter(ph.te):
		c.label, c.strength = LabelPatient, strengthContext
	}
	return c, true
}

// orgContext reports whether the phrase [i, te) belongs to an
// organisation or a street: an organisation head or street word right
// before or after it, or a house number after it.
func (s *scan) orgContext(i, te int) bool {
	// An organisation head or street word before the phrase, possibly
	// across particles and capitalised words ("Centro de Salud X"), or as
	// the phrase's own first word ("Khoa Hô").
	for k := i; k >= 0 && k >= i-3; k-- {
		if k < i && (!s.sameLine(k, i) || s.toks[k].kind != tokWord || s.toks[k+1].space > 1) {
			break
		}
		if _, m := s.matchCue(k); m&(cueOrgHead|cueStreet) != 0 {
			return true
		}
		if k < i && !s.toks[k].cap && !s.tokHas(k, bitParticle) {
			break
		}
	}
	if te < len(s.toks) && s.sameLine(te-1, te) && s.toks[te].single() {
		t := &s.toks[te]
		if t.kind == tokNum {
			return true
		}
		if t.kind == tokWord {
			if _, m := s.matchCue(te); m&(cueOrgHead|cueStreet) != 0 {
				return true
			}
		}
	}
	// A glued suffix such as "-straat" or "-ziekenhuis".
	if te+1 < len(s.toks) && s.isByte(te, '-') && s.toks[te].glued() {
		return true
	}
	return false
}

// firstLast checks a cue-less "Given Family" phrase starting at token i;
// support (a role or an age after it) relaxes the test.
func (s *scan) firstLast(i int, ph phrase, support bool) bool {
	ws := ph.words()
	a, b := ws[0], ws[len(ws)-1]
	for n, w := range ws {
		if n == 0 && len(ws) > 1 && support && s.lx.has(b.key, bitLast) {
			// A calendar word may be the given name when a role or an
			// age follows: "April Mason RN", "Summer Jones (daughter)".
			if s.lx.has(w.key, bitEponym) {
				return false
			}
			continue
		}
		if s.r.notNames[w.key] || s.lx.has(w.key, bitEponym) {
			return false
		}
	}
	if !s.lx.has(a.key, bitFirst) {
		return false
	}
	aCommon := s.lx.isCommon(a.key)
	bCommon := s.lx.isCommon(b.key) || s.lx.has(b.key, bitPlace)
	strongFirst := s.lx.has(a.key, bitFirstStrong) && !aCommon
	strongLast := s.lx.has(b.key, bitLastStrong) && !bCommon
	knownLast := s.lx.has(b.key, bitLast)
	switch {
	case support && s.lx.has(a.key, bitFirstStrong):
		// A role or an age after the name: "John Smith is a 45-year-old".
		return knownLast || !bCommon
	case aCommon && s.sentenceStart(i):
		return strongLast
	case strongFirst:
		return knownLast || !bCommon
	case strongLast:
		return true
	}
	return knownLast && !aCommon && !bCommon
}

// initialName checks a cue-less "K. Lambrecht" phrase.
func (s *scan) initialName(ph phrase) bool {
	ws := ph.words()
	if len(ws) == 0 {
		return false
	}
	b := ws[len(ws)-1]
	if len([]rune(b.key)) < 3 || s.r.notNames[b.key] || s.lx.has(b.key, bitEponym) {
		return false
	}
	if s.lx.has(b.key, bitLastStrong) {
		return true
	}
	// Initials, a particle and a word: "H.J. van Wijk", "A. de Smet".
	particle := false
	for _, p := range ph.parts {
		particle = particle || p.kind == partParticle
	}
	if particle && len(ws) == 1 && !s.lx.has(b.key, bitPlace) {
		return true
	}
	if s.lx.isCommon(b.key) || s.lx.has(b.key, bitPlace) {
		return false
	}
	return s.postRole(ph.te) || s.lx.has(b.key, bitLast)
}

// singleWithRole checks a one-word name followed by a credential or role:
// "Bennett RN", "Meijer (cardioloog)", "Sabine, DGKP".
func (s *scan) singleWithRole(ph phrase) bool {
	w := ph.words()[0]
	if w.kind != partWord || s.r.notNames[w.key] || s.lx.has(w.key, bitEponym) || s.r.roleWords[w.key] {
		return false
	}
	if !s.postRole(ph.te) {
		return false
	}
	if s.lx.has(w.key, bitFirst) || s.lx.has(w.key, bitLast) {
		return true
	}
	return !s.lx.isCommon(w.key) && !s.lx.has(w.key, bitPlace)
}

// bareStart is a quick test of whether a cue-less name may start at token
// i: an initial, a mention, a line start, a known first name, or a word
// with a separator or a credential after it.
func (s *scan) bareStart(i int) bool {
	switch {
	case s.isInitialAt(i), s.columnStart(i), i > 0 && s.isByte(i-1, '@'):
		return true
	case s.tokHas(i, bitFirst):
		return true
	}
	j := s.wordEnd(i, true)
	if j >= len(s.toks) || s.toks[j].nl {
		return false
	}
	return s.isByte(j, ',') || s.isByte(j, '(') || s.toks[j].upper
}
