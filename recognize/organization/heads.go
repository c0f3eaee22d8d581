package organization

import "strings"

// headCandidates appends the candidates anchored on head phrases, compound
// heads and one-word hospital names.
func (r *rules) headCandidates(s *scan, ld *localeData, cs []cand) []cand {
	for i := range s.toks {
		prefixed := false
		for _, p := range r.heads[s.lw(i)] {
			if !p.appliesTo(s.langs) {
				continue
			}
			end, ok := p.matchAt(s, i)
			if !ok {
				continue
			}
			c, ok := r.fromHead(s, i, end, p)
			if !ok {
				continue
			}
			if p.kind == headPrefix {
				prefixed = true
			}
			cs = append(cs, c)
		}
		if !prefixed && s.toks[i].isWord() {
			if label, ok := r.compoundHead(s, i); ok {
				if c, ok := r.prefixed(s, i, i+1, label, scoreHead); ok {
					cs = append(cs, c)
					continue
				}
			}
			if first, ok := r.hospitalName(s, ld, i); ok {
				c := r.span(s, first, i, LabelHealthcare, scoreCompound, first, i)
				if c2, ok := r.prefixed(s, first, i+1, LabelHealthcare, scoreCompound); ok {
					c = c2
				}
				cs = append(cs, c)
			}
		}
	}
	return cs
}

// fromHead builds the candidate of head phrase p matched at tokens [i, end).
func (r *rules) fromHead(s *scan, i, end int, p *phrase) (cand, bool) {
	switch p.kind {
	case headPrefix:
		return r.prefixed(s, i, end, p.label, scoreHead)
	case headSuffix:
		first, ok := r.nameBefore(s, i)
		if !ok || !r.distinctive(s, first, i, len(p.toks) == 1 && p.cases[0] == caseUpper || p.label == LabelOther && len(p.toks) == 1 && len(p.toks[0]) <= 4) {
			return cand{}, false
		}
		return r.span(s, first, end-1, p.label, scoreHead, first, i-1), true
	case headUnitPrefix:
		last, ok := r.unitAfter(s, end, p, s.toks[i].isCap())
		if !ok {
			return cand{}, false
		}
		return r.span(s, i, last, LabelHealthcare, scoreUnit, -1, -1), true
	case headUnitSuffix:
		first, ok := r.unitBefore(s, i)
		if !ok || end < len(s.toks) && !s.toks[end].nl && s.toks[end].isCap() {
			return cand{}, false
		}
		if spec := r.hasSpecialty(s, first, i); !spec && (p.spec || !r.distinctive(s, first, i, false)) {
			return cand{}, false
		}
		return r.span(s, first, end-1, LabelHealthcare, scoreUnit, -1, -1), true
	case headRoom:
		last, ok := r.roomAfter(s, end)
		if !ok {
			return cand{}, false
		}
		return r.span(s, i, last, LabelHealthcare, scoreUnit, -1, -1), true
	}
	return cand{}, false
}

// prefixed builds the candidate of a prefix head at tokens [i, end) with
// the proper name after it, and a company form after the name ("e. V.",
// "vzw").
func (r *rules) prefixed(s *scan, i, end int, label string, score float64) (cand, bool) {
	last, ok := r.nameAfter(s, end)
	if !ok {
		return cand{}, false
	}
	nameLast := last
	if n := last + 1; n < len(s.toks) && !s.toks[n].nl {
		for _, p := range r.heads[s.lw(n)] {
			if p.kind != headSuffix || p.label != LabelOther {
				continue
			}
			if e, ok := p.matchAt(s, n); ok {
				last = e - 1
				break
			}
		}
	}
	return r.span(s, i, last, label, score, end, nameLast), true
}

// roomAfter reads a room or bed code after a room word, with a bed after
// a room ("kamer 5.14 bed 2", "Bay 3 Bed 2"), and returns the last token.
func (r *rules) roomAfter(s *scan, j int) (int, bool) {
	last, ok := r.codeAt(s, j)
	if !ok {
		return 0, false
	}
	if n := last + 1; n < len(s.toks) && !s.toks[n].nl {
		for _, p := range r.heads[s.lw(n)] {
			if p.kind != headRoom {
				continue
			}
			if e, ok := p.matchAt(s, n); ok {
				if l2, ok := r.codeAt(s, e); ok {
					last = l2
				}
				break
			}
		}
	}
	return last, true
}

// hospitalName reports whether word token i ends a one-word hospital name
// and returns its first token: a hyphenated chain of capitalised words
// ending in a hospital word ("Sint-Andriesziekenhuis", "St.-Marien-
// Hospital", "Albert-Schweitzer-Klinik"), or a capitalised compound of a
// first name and a hospital word ("Antoniusziekenhuis").
func (r *rules) hospitalName(s *scan, ld *localeData, i int) (int, bool) {
	w := s.lw(i)
	if s.toks[i].hasDigit() || len(w) < 6 {
		return 0, false
	}
	end := ""
	for _, e := range r.nameEndings[w[len(w)-3:]] {
		if strings.HasSuffix(w, e) {
			end = e
			break
		}
	}
	if end == "" {
		return 0, false
	}
	first := i
	for first >= 2 && s.punct(first-1, '-') && s.glued(first) && s.glued(first-1) && s.toks[first-2].isCap() && !s.toks[first-2].hasDigit() {
		first -= 2
		if first >= 2 && s.punct(first-1, '.') && s.glued(first-1) && isSaintAbbrev(s.lw(first-2)) && !s.toks[first].nl {
			first -= 2 // St.-Marien-Hospital, St. Josefs-Hospital
		} else if first >= 1 && s.toks[first-1].isCap() && isSaint(s.lw(first-1)) && !s.toks[first].nl {
			first-- // Sankt Josef-Krankenhaus
		}
	}
	if first < i {
		if first > 0 && s.glued(first) && (s.toks[first-1].isWord() || s.punct(first-1, '-')) {
			return 0, false // part of a longer word
		}
		// "Herz-Klinik" is generic: a chain needs two names, a saint or a
		// first name.
		names, named := 0, false
		for k := first; k < i; k++ {
			if !s.toks[k].isWord() {
				continue
			}
			names++
			lw := s.lw(k)
			if isSaint(lw) || r.patrons[lw] || r.patrons[strings.TrimSuffix(lw, "s")] || ld.firstNames.Contains(lw) {
				named = true
			}
		}
		if names >= 2 || named {
			return first, true
		}
		return 0, false
	}
	stem := strings.TrimSuffix(strings.TrimSuffix(w[:len(w)-len(end)], "-"), "s")
	if !s.toks[i].isCap() || len(stem) < 4 || s.glued(i) && i > 0 && s.toks[i-1].kind == kindPunct && !s.punct(i-1, '(') {
		return 0, false
	}
	if full := w[:len(w)-len(end)]; r.patrons[stem] || r.patrons[full] || ld.firstNames.Contains(stem) || ld.firstNames.Contains(full) {
		return i, true
	}
	return 0, false
}

// isSaint reports whether w is a saint's title opening a name.
func isSaint(w string) bool {
	switch w {
	case "sint", "sankt", "st", "ste", "saint", "sainte", "san", "santa", "santo", "são", "sant":
		return true
	}
	return false
}

// compoundHead reports whether word token i is a compound ending in a head
// ("Tandartspraktijk", "Anglerverein") and returns its label.
func (r *rules) compoundHead(s *scan, i int) (string, bool) {
	w := s.lw(i)
	if len(w) < 6 || s.toks[i].hasDigit() {
		return "", false
	}
	for _, e := range r.endings[w[len(w)-3:]] {
		if len(w) > len(e.suffix)+2 && strings.HasSuffix(w, e.suffix) {
			return e.label, true
		}
	}
	return "", false
}

// span builds a candidate over tokens [first, last] with the proper name
// over tokens [nameFirst, nameLast] (-1: none).
func (r *rules) span(s *scan, first, last int, label string, score float64, nameFirst, nameLast int) cand {
	c := cand{b: s.begin(first), e: s.end(last), label: label, score: score, nameB: -1, nameE: -1}
	if nameFirst >= 0 && nameLast >= nameFirst {
		c.nameB, c.nameE = s.begin(nameFirst), s.end(nameLast)
	}
	return c
}
