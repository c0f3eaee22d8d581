package name

// maxListItems is the most names read in one list after a kinship noun.
const maxListItems = 6

// listMore reads the further names of a list that a kinship noun opens
// ("children, Mia (8 mo) and Leo (3)", "kinderen Lotte (6) en Daan",
// "Kinder: Lena (7) und Paul (4)"): each name after a comma or a
// conjunction, past a bracketed age, takes c's referent. It returns the
// last candidate added, or c.
func (s *scan) listMore(c cand) cand {
	last := c
	for n := 0; n < maxListItems; n++ {
		j := s.skipBracket(last.te)
		if j >= len(s.toks) || !s.sameLine(last.te-1, j) {
			return last
		}
		switch {
		case s.isByte(j, ','):
			j++
			if j < len(s.toks) && s.toks[j].kind == tokWord && s.r.conjunctions[s.key(j)] {
				j++
			}
		case s.toks[j].kind == tokWord && !s.toks[j].cap && s.r.conjunctions[s.key(j)]:
			j++
		default:
			return last
		}
		if j >= len(s.toks) || !s.sameLine(last.te-1, j) || !s.toks[j].single() || !s.isNameWord(j, false) {
			return last
		}
		ph, ok := s.parsePhrase(j, false)
		if !ok || !s.plausible(ph, false) || len(ph.words()) > 3 {
			return last
		}
		next := cand{tb: j, te: ph.te, ph: ph, label: c.label, strength: c.strength, score: c.score}
		if !s.add(next) {
			return last
		}
		last = next
	}
	return last
}

// skipBracket returns the token after a bracketed group that opens at
// token j on the same line ("(8 mo)", "(3)"), or j when none does.
func (s *scan) skipBracket(j int) int {
	if !s.isByte(j, '(') {
		return j
	}
	for k := j + 1; k < len(s.toks) && k < j+8 && !s.toks[k].nl; k++ {
		if s.isByte(k, ')') {
			return k + 1
		}
	}
	return j
}

// initialsAt reports whether token i is a word of two to four capitals
// alone before the end of its line or punctuation ("MT", "AvD").
func (s *scan) initialsAt(i int) bool {
	if i >= len(s.toks) || s.toks[i].kind != tokWord || s.toks[i].digit {
		return false
	}
	if i+1 < len(s.toks) && !s.toks[i+1].nl && s.toks[i+1].kind == tokWord {
		return false
	}
	return initialsWord(s.tokText(i), true) || mixedInitials(s.tokText(i))
}

// mixedInitials reports initials with a lower-case particle letter
// ("AvD", "JdV"): two to four letters, starting and ending with a capital.
func mixedInitials(w string) bool {
	n, up := 0, 0
	last := false
	for _, r := range w {
		if !isLetter(r) {
			return false
		}
		n++
		last = r >= 'A' && r <= 'Z'
		if last {
			up++
		}
	}
	return n >= 3 && n <= 4 && up >= 2 && up < n && last && w[0] >= 'A' && w[0] <= 'Z'
}

// householdPass reads the given names listed with an age in brackets on a
// line that opens with a household label ("Household: pt and Mia (8 mo)",
// "Gezin: partner Tom, Lotte (6)"): relatives, not the patient.
func (s *scan) householdPass() {
	if s.cueAny&cueHousehold == 0 {
		return
	}
	for i := 0; i < len(s.toks); i++ {
		if !s.lineStart(i) || s.toks[i].kind != tokWord {
			continue
		}
		if _, m := s.matchCue(i); m&cueHousehold == 0 {
			continue
		}
		for k := i + 1; k < len(s.toks) && !s.toks[k].nl; k++ {
			if s.owner[k] >= 0 || !s.isNameWord(k, false) || s.toks[k].upper {
				continue
			}
			e := s.wordEnd(k, false)
			key := s.key(k)
			if e != k+1 || !s.lx.has(key, bitFirst) || s.r.notNames[key] || !s.bracketAge(e) {
				continue
			}
			s.add(cand{tb: k, te: e, label: LabelOther, strength: strengthCue, score: scoreCue})
		}
	}
}

// bracketAge reports an age in brackets at token j: "(8 mo)", "(3)",
// "(6 ans)".
func (s *scan) bracketAge(j int) bool {
	if !s.isByte(j, '(') || j+2 >= len(s.toks) || s.toks[j+1].kind != tokNum && !s.toks[j+1].digit {
		return false
	}
	k := j + 2
	if k < len(s.toks) && s.toks[k].kind == tokWord && s.r.ageUnits[s.key(k)] {
		k++
	}
	return s.isByte(k, ')')
}
