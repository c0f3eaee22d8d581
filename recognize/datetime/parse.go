package datetime

// dmatch is a date found over tokens [ti, tj).
type dmatch struct {
	ti, tj   int
	score    float64
	day      bool // the date names a day
	month    bool // the date names a month
	dayFirst bool // the date begins with its day number (after a weekday)
	numeric  bool // an all-numeric date
	birth    bool // an attached ° or *
}

// Scores by strength of evidence.
const (
	scoreFull    = 0.95 // complete date in an unambiguous form
	scoreStrong  = 0.9
	scoreCue     = 0.85
	scoreContext = 0.8
	scoreWeak    = 0.7
	scoreOpen    = 0.6
)

// denominators are the usual maxima of scores and scales; "6/10" and
// "9/30" without a cue are scores, not dates.
var denominators = [32]bool{2: true, 3: true, 4: true, 5: true, 6: true, 7: true, 8: true, 9: true, 10: true, 14: true, 15: true, 20: true, 24: true, 25: true, 28: true, 30: true}

// daysIn returns the days of month m (1..12) of year y; y 0 means unknown
// (February then has 29).
func daysIn(m, y int) int {
	switch m {
	case 2:
		if y == 0 || (y%4 == 0 && (y%100 != 0 || y%400 == 0)) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// validDM reports whether d/m (and y, 0 if unknown) is a calendar day.
func validDM(d, m, y int) bool {
	return m >= 1 && m <= 12 && d >= 1 && d <= daysIn(m, y)
}

// fullYear expands a two-digit year for calendar checks.
func fullYear(yy int) int {
	if yy <= 40 {
		return 2000 + yy
	}
	return 1900 + yy
}

// validYear reports whether a four-digit year is plausible.
func validYear(y int) bool { return y >= 1900 && y <= 2100 }

// matchAt tries every date form that starts at token i.
func (s *scanner) matchAt(i int) (dmatch, bool) {
	t := &s.toks[i]
	switch t.kind {
	case tNum:
		return s.matchNum(i, s.cueContext(i))
	case tWord:
		if t.w == nil || len(t.w.phrases) == 0 && t.w.flags&fWeek == 0 {
			return dmatch{}, false
		}
		if ph, j := s.phraseAt(i, pkWeekday); ph != nil && (ph.primary || ph.full) {
			k := j
			if s.punct(k, '.') && s.adj(k) {
				k++
			}
			if s.punct(k, ',') && s.adj(k) {
				k++
			}
			if s.inline(k, 3) {
				ev := s.cueContext(i)
				ev.weekday = true
				var m dmatch
				var ok bool
				if s.toks[k].kind == tNum {
					m, ok = s.matchNum(k, ev)
				} else {
					m, ok = s.matchMonthFirst(k, ev)
				}
				if ok && m.day {
					m.ti = i
					m.score = max(m.score, scoreStrong)
					return m, true
				}
			}
		}
		return s.matchWord(i, s.cueContext(i))
	case tPunct:
		switch t.r {
		case '°', '*':
			if s.adj(i+1) && s.toks[i+1].kind == tNum && (i == 0 || !s.adj(i) || s.toks[i-1].kind == tPunct) {
				ev := s.cueContext(i)
				ev.birth, ev.known = true, true
				if m, ok := s.matchNum(i+1, ev); ok {
					m.ti, m.birth = i, true
					return m, true
				}
			}
		case '\'', '’':
			// "in '22": an apostrophe year after a cue
			if s.num(i+1, 2, 2) && s.adj(i+1) && s.numEndOK(i+2) && (i == 0 || !s.adj(i) || s.punct(i-1, '(')) {
				if ev := s.cueContext(i); ev.cue && !ev.block && !ev.score {
					return dmatch{ti: i, tj: i + 2, score: scoreCue}, true
				}
			}
		}
	}
	return dmatch{}, false
}

// matchNum tries the forms that start with a number at token i.
func (s *scanner) matchNum(i int, ev evidence) (dmatch, bool) {
	ok, rangeSep := s.numStartOK(i)
	if !ok {
		return dmatch{}, false
	}
	t := &s.toks[i]
	if t.nd == 4 {
		if rangeSep != 0 && !s.num(i-2, 4, 4) {
			return dmatch{}, false
		}
		if m, ok := s.matchISO(i); ok {
			return m, true
		}
		return s.matchYear(i, ev)
	}
	if t.nd > 2 {
		return dmatch{}, false
	}
	if s.punctIn(i+1, "/-.") && s.adj(i+1) && s.adj(i+2) && s.num(i+2, 1, 4) {
		m, ok, final := s.matchNumeric(i, ev, rangeSep)
		if ok || final {
			return m, ok
		}
	}
	if rangeSep != 0 {
		return dmatch{}, false
	}
	if m, ok := s.matchDayMonth(i, ev); ok {
		return m, true
	}
	return s.matchSpaced(i, ev)
}

// matchISO reads YYYY-MM-DD (also with / or .), optionally with Thh:mm.
func (s *scanner) matchISO(i int) (dmatch, bool) {
	y := int(s.toks[i].val)
	if !validYear(y) || !s.punctIn(i+1, "-/.") || !s.adj(i+1) || !s.num(i+2, 1, 2) || !s.adj(i+2) {
		return dmatch{}, false
	}
	sep := s.toks[i+1].r
	if !s.punct(i+3, sep) || !s.adj(i+3) || !s.num(i+4, 1, 2) || !s.adj(i+4) {
		// "2024-03": year and two-digit month
		if sep != '.' && s.toks[i+2].nd == 2 && s.toks[i+2].val >= 1 && s.toks[i+2].val <= 12 && s.numEndOK(i+3) {
			return dmatch{ti: i, tj: i + 3, score: scoreContext, month: true, numeric: true}, true
		}
		return dmatch{}, false
	}
	m, d := int(s.toks[i+2].val), int(s.toks[i+4].val)
	if !validDM(d, m, y) {
		return dmatch{}, false
	}
	end := i + 5
	// "2024-03-05T08:30"
	if s.word(end) && s.adj(end) && (s.tokText(end) == "T" || s.tokText(end) == "t") && s.num(end+1, 2, 2) && s.adj(end+1) &&
		s.punct(end+2, ':') && s.adj(end+2) && s.num(end+3, 2, 2) && s.adj(end+3) {
		end += 4
		if s.punct(end, ':') && s.adj(end) && s.num(end+1, 2, 2) && s.adj(end+1) {
			end += 2
		}
	}
	if !s.numEndOK(end) {
		return dmatch{}, false
	}
	return dmatch{ti: i, tj: end, score: scoreFull, day: true, month: true, numeric: true}, true
}

// matchNumeric reads D/M/Y, M/D/Y, D/M, M/Y and their "-" and "." forms
// at token i (a number, a separator and a number follow). final is true
// when the tokens form a numeric run that is no date, so that its first
// number must not be read otherwise.
func (s *scanner) matchNumeric(i int, ev evidence, rangeSep rune) (m dmatch, ok, final bool) {
	a, b := &s.toks[i], &s.toks[i+2]
	sep := s.toks[i+1].r
	if rangeSep != 0 && sep == '-' {
		return dmatch{}, false, true
	}
	k := i + 3
	// three parts
	if s.punct(k, sep) && s.adj(k) && s.adj(k+1) && (s.toks[k+1].kind == tNum || s.punctIn(k+1, "'’")) {
		yt := k + 1
		apos := false
		switch {
		case s.num(yt, 2, 2) || s.num(yt, 4, 4):
		case s.punctIn(yt, "'’") && s.num(yt+1, 2, 2) && s.adj(yt+1):
			yt++
			apos = true
		default:
			return dmatch{}, false, true
		}
		end := yt + 1
		if b.nd > 2 || !(s.numEndOK(end) || s.rangeAfter(end, sep)) || ev.score || ev.block {
			return dmatch{}, false, true
		}
		y := int(s.toks[yt].val)
		four := s.toks[yt].nd == 4
		if four && !validYear(y) {
			return dmatch{}, false, true
		}
		if !four {
			if a.nd == 1 && b.nd == 1 && !apos && !(ev.cue || ev.dayCue || ev.weekday || s.hasBirth(&ev, i)) {
				return dmatch{}, false, true // "8-9-10" is an Apgar score
			}
			y = fullYear(y)
		}
		d, mo := int(a.val), int(b.val)
		if s.lex.mdy {
			d, mo = mo, d
		}
		score := scoreFull
		if !four {
			score = scoreStrong
		}
		dayFirst := !s.lex.mdy
		if !validDM(d, mo, y) {
			if !four || !validDM(mo, d, y) {
				return dmatch{}, false, true
			}
			score, dayFirst = scoreWeak, !dayFirst // the other order
		}
		return dmatch{ti: i, tj: end, score: score, day: true, month: true, numeric: true, dayFirst: dayFirst}, true, true
	}
	// month and four-digit year: "03/2024", "11-2020"
	if b.nd == 4 {
		y := int(b.val)
		if a.nd > 2 || a.val < 1 || a.val > 12 || !validYear(y) || !s.numEndOK(k) || ev.block || ev.score {
			return dmatch{}, false, true
		}
		score := scoreStrong
		if a.nd == 1 {
			score = scoreContext
		}
		return dmatch{ti: i, tj: k, score: score, month: true, numeric: true}, true, true
	}
	if b.nd > 2 {
		return dmatch{}, false, true
	}
	// day and month without year
	end := k
	trailingDot := false
	if sep == '.' && s.punct(end, '.') && s.adj(end) && !(s.adj(end+1) && s.toks[end+1].kind == tNum) {
		trailingDot = true
		end++
	}
	if !trailingDot && !s.numEndOK(end) && !s.rangeAfter(end, sep) {
		return dmatch{}, false, true
	}
	d, mo := int(a.val), int(b.val)
	if s.lex.mdy {
		d, mo = mo, d
	}
	if !validDM(d, mo, 0) || ev.block || ev.score || s.unitAfter(end) {
		return dmatch{}, false, true
	}
	padded := (a.nd == 2 && s.text[a.b] == '0') || (b.nd == 2 && s.text[b.b] == '0')
	var score float64
	switch {
	case ev.weekday || s.hasBirth(&ev, i):
		score = scoreStrong
	case ev.dayCue:
		score = scoreCue
	case sep == '.' && !trailingDot:
		return dmatch{}, false, true // a decimal number
	case padded:
		score = scoreWeak
	case s.lex.mdy && sep == '/' && !denominators[d]:
		score = scoreOpen
	default:
		return dmatch{}, false, true
	}
	return dmatch{ti: i, tj: end, score: score, day: true, month: true, numeric: true, dayFirst: !s.lex.mdy}, true, true
}

// rangeAfter reports whether token j is a "-" or "–" glued between a date
// written with separator sep and the start of another such date:
// "04/09-06/09/2020".
func (s *scanner) rangeAfter(j int, sep rune) bool {
	return sep != '-' && s.punctIn(j, "-–") && s.adj(j) && s.adj(j+1) && s.num(j+1, 1, 2) &&
		s.punct(j+2, sep) && s.adj(j+2) && s.num(j+3, 1, 2) && s.adj(j+3)
}

// matchSpaced reads "05 03 2024": two-digit day and month and a four-digit
// year separated by single spaces, with no number around.
func (s *scanner) matchSpaced(i int, ev evidence) (dmatch, bool) {
	if s.lex.mdy || ev.block || ev.score || s.toks[i].nd != 2 {
		return dmatch{}, false
	}
	if !s.num(i+1, 2, 2) || !s.inline(i+1, 1) || !s.num(i+2, 4, 4) || !s.inline(i+2, 1) {
		return dmatch{}, false
	}
	if i > 0 && s.toks[i].gap != gapNewline && (s.toks[i-1].kind == tNum || s.punctIn(i-1, "+/")) {
		return dmatch{}, false
	}
	if s.num(i+3, 1, 255) && s.toks[i+3].gap != gapNewline || !s.numEndOK(i+3) {
		return dmatch{}, false
	}
	d, mo, y := int(s.toks[i].val), int(s.toks[i+1].val), int(s.toks[i+2].val)
	if !validYear(y) || !validDM(d, mo, y) {
		return dmatch{}, false
	}
	return dmatch{ti: i, tj: i + 3, score: scoreWeak, day: true, month: true, numeric: true, dayFirst: true}, true
}

// matchYear reads a four-digit year alone when its context makes it a
// date: a cue ("sinds 2019"), parentheses ("(2016)"), a table cell, a
// birth cue, or open text without signs of a quantity, code or address.
func (s *scanner) matchYear(i int, ev evidence) (dmatch, bool) {
	y := int(s.toks[i].val)
	if !validYear(y) || ev.block || ev.score {
		return dmatch{}, false
	}
	end := i + 1
	rangeNext := false
	if s.adj(end) && end < s.n() {
		q := &s.toks[end]
		switch {
		case q.kind != tPunct:
			return dmatch{}, false
		case s.punctIn(end, "-–/") && s.adj(end+1) && s.toks[end+1].kind == tNum:
			if !s.num(end+1, 4, 4) || !validYear(int(s.toks[end+1].val)) {
				return dmatch{}, false
			}
			rangeNext = true // "2019-2021"
		case !s.numEndOK(end):
			return dmatch{}, false
		}
	}
	if s.unitAfter(end) {
		return dmatch{}, false
	}
	m := dmatch{ti: i, tj: end}
	rangePrev := s.adj(i) && s.punctIn(i-1, "-–/") && s.num(i-2, 4, 4)
	switch {
	case s.hasBirth(&ev, i):
		m.score = scoreStrong
	case ev.cue:
		if s.townAfter(end) {
			return dmatch{}, false // "in 1930 Zaventem"
		}
		m.score = scoreCue
	case ev.paren || (s.adj(end) && s.punct(end, ')')) || rangePrev || rangeNext:
		m.score = scoreContext
	case s.punct(i-1, '|') && s.punct(end, '|') && !s.flag(end+1, fUnit):
		m.score = scoreWeak
	default:
		if y > 2039 || !s.openYearOK(i, end) {
			return dmatch{}, false
		}
		m.score = scoreOpen
	}
	return m, true
}

// openYearOK rejects a year alone without a cue when the tokens around it
// suggest a code, a measurement or a postal code: an upper-case acronym
// before ("LDH 1950"), a number next to it, or a town name after
// ("2000 Antwerpen").
func (s *scanner) openYearOK(i, end int) bool {
	if i > 0 && s.toks[i].gap != gapNewline {
		p := &s.toks[i-1]
		if p.kind == tNum || (p.kind == tWord && p.caps) || (p.kind == tPunct && p.r != ':' && p.r != ',' && p.r != '(' && p.r != '–' && p.r != '-' && p.r != ';') {
			return false
		}
	}
	if end < s.n() && s.toks[end].gap != gapNewline {
		q := &s.toks[end]
		if q.kind == tNum {
			return false
		}
		if s.townAfter(end) {
			return false
		}
		if q.kind == tPunct && q.gap != gapNone && (q.r == '/' || q.r == 'x' || q.r == '×' || q.r == '*') {
			return false
		}
	}
	return true
}

// townAfter reports whether token j is a capitalised word (not a month)
// right after a number, as a town after a postal code: "2000 Antwerpen".
func (s *scanner) townAfter(j int) bool {
	if !s.inline(j, 1) || !s.word(j) || !s.toks[j].upper || s.toks[j].caps {
		return false
	}
	ph, _ := s.phraseAt(j, pkMonth)
	return ph == nil
}

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
	if s.punctIn(j, ".°º") && s.adj(j) {
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
	w := s.toks[i].w
	if w == nil {
		return dmatch{}, false
	}
	if w.flags&fWeek != 0 {
		if m, ok := s.matchWeek(i); ok {
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
	if i > 0 && s.toks[i].gap != gapNewline && ((s.word(i-1) && s.toks[i-1].upper) || s.punct(i-1, '.')) {
		return false // "Dr. Toussaint", "Mme Toussaint"
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
	// month alone after a cue
	if ph.primary && ph.full && !ph.ambig && len(ph.rest) == 0 && (up || !s.lex.capMonths) && ev.cue && !ev.block {
		return dmatch{ti: i, tj: e, score: scoreContext, month: true}, true
	}
	return dmatch{}, false
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
