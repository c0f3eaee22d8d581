package name

// kinWindow is how many tokens after a kinship title its family or ward
// context is looked for.
const kinWindow = 8

// titleNotKin reports whether the cue word at token i is read as a title
// rather than as a cue: always for a role noun that is also a title
// ("Docteur"). A kinship noun that is also a nursing title ("Sister",
// "Schwester", "sœur", "zuster") is kin when written in lower case, after
// a possessive or article, or with family words around it ("Sister
// Marisol (sibling)", "Angehörige: Schwester Anna"), and a title in a
// ward or staff context ("Übergabe Frühdienst: Schwester Petra") or with
// no context at all.
func (s *scan) titleNotKin(i int, mask uint16) bool {
	if _, _, ok := s.matchTitle(i); !ok {
		return false
	}
	if mask&(cueOtherNoun|cueOtherLabel) == 0 {
		// "Docteur Isabelle Garnier": the title reads the name.
		return true
	}
	if !s.toks[i].cap || i > 0 && s.r.possessives[s.key(i-1)] {
		// A lower-case "father", "zuster", or "her sister" is kin.
		return false
	}
	if s.kinAround(i+1, kinWindow, 1) {
		return false // "Sister Marisol (sibling)"
	}
	if s.staffContext(i) {
		return true
	}
	if s.kinAround(i-1, 6, -1) {
		return false
	}
	// Where nurses take their family name ("Sister Brennan"), a lone given
	// name after the word is a sibling's ("Sister Marisol").
	return !(s.r.kinGiven && s.loneGivenName(i+1))
}

// loneGivenName reports whether token j is one name word, a first name
// and no family name, not followed by another name word.
func (s *scan) loneGivenName(j int) bool {
	if j >= len(s.toks) || !s.toks[j].single() || !s.isNameWord(j, false) {
		return false
	}
	e := s.wordEnd(j, false)
	if e < len(s.toks) && s.toks[e].single() && s.isNameWord(e, false) {
		return false
	}
	return s.tokHas(j, bitFirst) && !s.tokHas(j, bitLast)
}

// kinAround reports a kinship word or family label among the n tokens on
// token from's line, walking in direction dir from it.
func (s *scan) kinAround(from, n, dir int) bool {
	for k, seen := from, 0; k >= 0 && k < len(s.toks) && seen < n; k, seen = k+dir, seen+1 {
		if dir > 0 && s.toks[k].nl || dir < 0 && k+1 < len(s.toks) && s.toks[k+1].nl {
			return false
		}
		if s.toks[k].kind != tokWord || s.toks[k].cap && dir > 0 && seen == 0 {
			continue // the name itself
		}
		if _, m := s.matchCue(k); m&(cueOtherNoun|cueOtherLabel) != 0 {
			return true
		}
	}
	return false
}

// staffContext reports a ward or staff word ("ward round", "Frühdienst",
// "overdracht") or a handover cue on token i's line, the line before, or
// the first line of the note (its title: "Pflegebericht Station 3").
func (s *scan) staffContext(i int) bool {
	for k := 0; k < len(s.toks) && s.toks[k].line == 0 && s.toks[i].line > 1; k++ {
		if _, m := s.matchCue(k); s.toks[k].kind == tokWord && m&(cueStaff|cueHandover) != 0 {
			return true
		}
	}
	line := s.toks[i].line
	k := i
	for k > 0 && s.toks[k-1].line >= line-1 {
		k--
	}
	for ; k < len(s.toks) && s.toks[k].line == line || k < i; k++ {
		if s.toks[k].kind != tokWord || k == i {
			continue
		}
		if _, m := s.matchCue(k); m&(cueStaff|cueHandover) != 0 {
			return true
		}
	}
	return false
}
