package datetime

import "strings"

// yearAfter reads a year after a month at token k: "[,] [of|de|van] 2024",
// "'22", or, when allowShort, a two-digit "24". It returns the index after
// the year, or k when there is none.
func (s *scanner) yearAfter(k int, allowShort bool) int {
	j := k
	if s.punct(j, ',') && s.adj(j) {
		j++
	}
	if !s.inline(j, 2) {
		return k
	}
	if s.flag(j, fDateWord) && s.inline(j+1, 2) {
		if e := s.yearTok(j+1, false); e > j+1 {
			return e
		}
	}
	if e := s.yearTok(j, allowShort); e > j {
		return e
	}
	return k
}

// yearTok reads a year token at j: four digits (1900–2100), an apostrophe
// year, or (allowShort) two digits not glued to more.
func (s *scanner) yearTok(j int, allowShort bool) int {
	switch {
	case s.num(j, 4, 4) && validYear(int(s.toks[j].val)) && s.numEndOK(j+1):
		return j + 1
	case s.punctIn(j, "'’") && s.num(j+1, 2, 2) && s.adj(j+1) && s.numEndOK(j+2):
		return j + 2
	case allowShort && s.num(j, 2, 2) && s.numEndOK(j+1) && !s.unitAfter(j+1) &&
		(j+1 >= s.n() || s.toks[j+1].gap == gapNewline || s.toks[j+1].kind == tPunct):
		return j + 1
	}
	return j
}

// monthOK reports whether a month phrase at token i may be read as a month
// next to a number; hasYear relaxes the capital rule of words like "may".
func (s *scanner) monthOK(ph *phrase, i int, hasYear bool) bool {
	if ph.ambig && !s.toks[i].upper && !hasYear {
		return false
	}
	return true
}

// matchDayMonth reads a day followed by a month word: "4 March", "5th of
// March 2024", "18. Feber 2025", "14 de marzo de 2024", "03-Jan-1958",
// "12 tháng 5 năm 2024".
func (s *scanner) matchDayMonth(i int, ev evidence) (dmatch, bool) {
	d := int(s.toks[i].val)
	if d < 1 || d > 31 {
		return dmatch{}, false
	}
	j := i + 1
	if s.flag(j, fOrdinal) && s.adj(j) {
		j++
	}
	if s.adj(j) && s.punctIn(j, ".°º") {
		j++
	}
	var hyphen rune
	mj := j
	switch {
	case s.punctIn(j, "-/") && s.adj(j) && s.word(j+1) && s.adj(j+1):
		hyphen = s.toks[j].r
		mj = j + 1
	case s.inline(j, 2):
		if ph, _ := s.phraseAt(mj, pkMonth); ph == nil && s.flag(mj, fDateWord) && s.inline(mj+1, 2) {
			mj++
		}
	default:
		return dmatch{}, false
	}
	ph, e := s.phraseAt(mj, pkMonth)
	if ph == nil && hyphen != 0 {
		ph, e = s.rigidMonth(mj) // "12-MAR-2025" in a Dutch note
		if ph != nil && !(s.punct(e, hyphen) && s.adj(e) && s.adj(e+1)) {
			return dmatch{}, false // only with its year
		}
	}
	if ph == nil {
		return dmatch{}, false
	}
	end := e
	yearEnd := e
	if hyphen != 0 {
		if s.punct(e, hyphen) && s.adj(e) && s.adj(e+1) && s.numEndOK(e+2) &&
			((s.num(e+1, 4, 4) && validYear(int(s.toks[e+1].val))) || s.num(e+1, 2, 2)) {
			yearEnd = e + 2
		}
	} else {
		if !ph.full && s.punct(end, '.') && s.adj(end) {
			end++ // "8 feb."
		}
		yearEnd = s.yearAfter(end, ev.weekday || !ph.full)
		if yearEnd == end {
			yearEnd = e
		}
	}
	hasYear := yearEnd > end
	if !hasYear && isRigid(ph) {
		return dmatch{}, false
	}
	if !s.monthOK(ph, mj, hasYear) {
		return dmatch{}, false
	}
	y := 0
	if hasYear {
		yt := s.toks[yearEnd-1]
		y = int(yt.val)
		if yt.nd == 2 {
			y = fullYear(y)
		}
		end = yearEnd
	}
	if !validDM(d, int(ph.val), y) {
		return dmatch{}, false
	}
	m := dmatch{ti: i, tj: end, day: true, month: true, dayFirst: true}
	switch {
	case hasYear:
		m.score = scoreFull
	case ev.block || ev.score:
		return dmatch{}, false
	case ph.primary || ph.full:
		m.score = scoreCue
	default:
		m.score = scoreWeak
	}
	return m, true
}

// matchWord tries the forms that start with a word at token i: month
// first, week number, season, holiday.
func (s *scanner) matchWord(i int, ev evidence) (dmatch, bool) {
	w := s.info(i)
	if w == nil {
		return dmatch{}, false
	}
	if w.flags&fWeek != 0 {
		if m, ok := s.matchWeek(i); ok {
			return m, true
		}
	}
	if w.flags&fQuarter != 0 {
		if m, ok := s.matchQuarterLetter(i); ok {
			return m, true
		}
	}
	if len(w.phrases) == 0 {
		return dmatch{}, false
	}
	if m, ok := s.matchMonthFirst(i, ev); ok {
		return m, true
	}
	if ph, e := s.phraseAt(i, pkSeason); ph != nil {
		if end := s.yearAfter(e, false); end > e {
			return dmatch{ti: i, tj: end, score: scoreStrong}, true
		}
	}
	if ph, e := s.phraseAt(i, pkHoliday); ph != nil {
		if end := s.yearAfter(e, false); end > e {
			return dmatch{ti: i, tj: end, score: scoreStrong, day: true, month: true}, true
		}
		if ph.primary && s.holidayAloneOK(i, e, ev) {
			return dmatch{ti: i, tj: e, score: scoreWeak, day: true, month: true}, true
		}
	}
	return dmatch{}, false
}

// holidayAloneOK accepts a holiday name without year when a cue precedes
// it or it is capitalised and does not look like part of a person's name.
func (s *scanner) holidayAloneOK(i, e int, ev evidence) bool {
	if ev.block || ev.score {
		return false
	}
	if s.adj(i) && s.punctIn(i-1, "-'’") {
		return false // "pré-natal"
	}
	if ev.cue || ev.dayCue {
		return true
	}
	if !s.toks[i].upper {
		return false
	}
	if i > 0 && s.toks[i].gap != gapNewline {
		if s.word(i-1) && s.toks[i-1].upper {
			return false // "Mme Toussaint"
		}
		if s.punct(i-1, '.') && s.word(i-2) && s.toks[i-2].upper && s.toks[i-2].e-s.toks[i-2].b <= 4 {
			return false // "Dr. Toussaint"
		}
	}
	if s.word(e) && s.inline(e, 2) && s.toks[e].upper {
		return false // "Valentijn Peeters"
	}
	return true
}

// matchMonthFirst reads forms that start with a month word: "March 5,
// 2024", "April 4", "maart 2024", "fev/2024", "Nov '19", and a month alone
// after a cue ("sinds maart", "in January").
func (s *scanner) matchMonthFirst(i int, ev evidence) (dmatch, bool) {
	ph, e := s.phraseAt(i, pkMonth)
	if ph == nil {
		return dmatch{}, false
	}
	up := s.toks[i].upper
	dotEnd := e
	if !ph.full && s.punct(e, '.') && s.adj(e) {
		dotEnd = e + 1
	}
	k := dotEnd
	// month then day: "March 5, 2024", "April 4", "Apr 22"
	if s.inline(k, 2) && s.num(k, 1, 2) && s.toks[k].val >= 1 && s.toks[k].val <= 31 {
		dj := k + 1
		if s.flag(dj, fOrdinal) && s.adj(dj) {
			dj++
		}
		d := int(s.toks[k].val)
		if ye := s.yearAfter(dj, false); ye > dj && s.num(ye-1, 4, 4) {
			if s.monthOK(ph, i, true) && validDM(d, int(ph.val), int(s.toks[ye-1].val)) {
				return dmatch{ti: i, tj: ye, score: scoreFull, day: true, month: true}, true
			}
		}
		if ph.primary && s.lex.monthDay && (up || !s.lex.capMonths) && s.monthOK(ph, i, false) &&
			validDM(d, int(ph.val), 0) && s.dayEndOK(dj) && !ev.block && !ev.score {
			return dmatch{ti: i, tj: dj, score: scoreContext, day: true, month: true}, true
		}
	}
	// month and year: "maart 2024", "fev/2024", "Jan-1958", "Nov '19"
	ye := k
	if s.punctIn(k, "/-.") && s.adj(k) && s.adj(k+1) && s.num(k+1, 4, 4) {
		ye = s.yearTok(k+1, false)
		if ye == k+1 {
			ye = k
		}
	} else {
		ye = s.yearAfter(k, false)
	}
	if ye > k && s.monthOK(ph, i, true) {
		if ph.primary || up || s.num(ye-1, 4, 4) {
			return dmatch{ti: i, tj: ye, score: scoreStrong, month: true}, true
		}
	}
	// month alone after a cue: "sinds maart", "in March", "in Dec", "sinds
	// okt.", "3rd week of November", "eind oktober", "in May" (an
	// ambiguous month only capitalised)
	if ph.primary && len(ph.rest) == 0 && (up || !s.lex.capMonths) && (!ph.ambig || up) &&
		(ev.cue || ev.mcue) && !ev.block && s.monthAloneEndOK(dotEnd) {
		switch {
		case ph.full:
			return dmatch{ti: i, tj: e, score: scoreContext, month: true}, true
		case dotEnd > e || (up && s.toks[i].e-s.toks[i].b >= 3):
			return dmatch{ti: i, tj: dotEnd, score: scoreWeak, month: true}, true
		case s.toks[i].e-s.toks[i].b >= 3 && !s.lex.needDot[strings.ToLower(s.tokText(i))] && !s.unitAfter(e):
			return dmatch{ti: i, tj: e, score: scoreWeak, month: true}, true // "sinds sept"
		}
	}
	return dmatch{}, false
}

// monthAloneEndOK reports whether a month word alone ending before token j
// is not the first part of a compound or code ("Mai-Gefäß", "Mar-3").
func (s *scanner) monthAloneEndOK(j int) bool {
	if s.punctIn(j, "-–/_") && s.adj(j) && s.adj(j+1) {
		return false
	}
	return !(s.adj(j) && j < s.n() && s.toks[j].kind != tPunct)
}

// dayEndOK reports whether a day number ending before token j stands
// alone: not a clock time, a decimal or a quantity.
func (s *scanner) dayEndOK(j int) bool {
	if !s.numEndOK(j) || s.unitAfter(j) {
		return false
	}
	if s.adj(j) && s.punctIn(j, ":h") {
		return false
	}
	return true
}

// matchWeek reads a week number with its year: "wk 23, 2024", "KW 23/2024".
func (s *scanner) matchWeek(i int) (dmatch, bool) {
	j := i + 1
	if s.punct(j, '.') && s.adj(j) {
		j++
	}
	if !(s.adj(j) || s.inline(j, 2)) || !s.num(j, 1, 2) || s.toks[j].val < 1 || s.toks[j].val > 53 {
		return dmatch{}, false
	}
	k := j + 1
	if s.punct(k, '/') && s.adj(k) && s.adj(k+1) {
		if e := s.yearTok(k+1, false); e > k+1 {
			return dmatch{ti: i, tj: e, score: scoreStrong}, true
		}
		return dmatch{}, false
	}
	if e := s.yearAfter(k, false); e > k {
		return dmatch{ti: i, tj: e, score: scoreStrong}, true
	}
	return dmatch{}, false
}
