package datetime

import "strings"

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
	if rangeSep == 0 && s.word(i+1) && s.adj(i+1) {
		if m, ok := s.matchCompact(i); ok {
			return m, true // "07MAR2025"
		}
	}
	if s.num(i+2, 1, 4) && s.punctIn(i+1, "/-.") && s.adj(i+1) && s.adj(i+2) {
		m, ok, final := s.matchNumeric(i, ev, rangeSep)
		if ok || final {
			return m, ok
		}
	}
	if rangeSep != 0 {
		// the second end of "3–7 november", "12th-14th March": a day and a
		// month word only
		return s.matchDayMonth(i, ev)
	}
	if m, ok := s.matchDayMonth(i, ev); ok {
		return m, true
	}
	if m, ok := s.matchRoman(i, ev); ok {
		return m, true
	}
	if m, ok := s.matchQuarterNum(i); ok {
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
			if a.nd == 1 && b.nd == 1 && !apos && !(ev.cue || ev.dayCue || ev.weekday || s.hasBirth(&ev, i)) &&
				(sep != '/' || denominators.has(int64(s.toks[yt].val))) {
				return dmatch{}, false, true // "8-9-10" is an Apgar score; "3/7/25" is a date
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
	if !validDM(d, mo, 0) || ev.block || ev.score || s.unitAfter(end) || s.fractionOf(end) {
		return dmatch{}, false, true
	}
	padded := (a.nd == 2 && s.text[a.b] == '0') || (b.nd == 2 && s.text[b.b] == '0')
	var score float64
	switch {
	case ev.weekday || s.hasBirth(&ev, i):
		score = scoreStrong
	case ev.dayCue || (ev.paren && s.eventAfter(end)):
		score = scoreCue
	case sep == '.' && (!trailingDot || s.lex.monthDay):
		return dmatch{}, false, true // a decimal number ("creat 1.05." in English)
	case padded:
		score = scoreWeak
	case s.lex.mdy && sep == '/' && !denominators.has(int64(d)):
		score = scoreOpen
	default:
		return dmatch{}, false, true
	}
	return dmatch{ti: i, tj: end, score: score, day: true, month: true, numeric: true, dayFirst: !s.lex.mdy}, true, true
}

// fractionOf reports whether English "of" follows a number pair ending
// before token j: "2/3 of cases" is a fraction. (Dutch "of" means "or".)
func (s *scanner) fractionOf(j int) bool {
	return s.lex.monthDay && s.inline(j, 2) && s.word(j) && strings.EqualFold(s.tokText(j), "of")
}

// eventAfter reports whether token j is an event verb or participle right
// after a date on the same line, as in "(17/11 besproken)".
func (s *scanner) eventAfter(j int) bool {
	if s.punctIn(j, ":,") && s.adj(j) {
		j++
	}
	return s.inline(j, 2) && s.flag(j, fEvent)
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
	if !validYear(y) || ev.block || ev.score || s.codeBefore(i) {
		return dmatch{}, false
	}
	end := i + 1
	rangeNext := false
	if y%10 == 0 && s.adj(end) && s.word(end) && s.tokText(end) == "s" && s.numEndOK(end+1) {
		end++ // a decade: "the late 1990s"
	} else if y%10 == 0 && s.adj(end) && s.punctIn(end, "'’") && s.adj(end+1) && s.word(end+1) && s.tokText(end+1) == "s" {
		end += 2
	}
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
// suggest a code, a measurement or a postal code: a number next to it, a
// sign before it, or a town name after it ("2000 Antwerpen"). Laboratory
// names before it ("LDH 1950") are block words.
func (s *scanner) openYearOK(i, end int) bool {
	if i > 0 && s.toks[i].gap != gapNewline {
		p := &s.toks[i-1]
		if p.kind == tNum || (p.kind == tWord && s.streetWord(i-1)) || (p.kind == tPunct && p.r != ':' && p.r != ',' && p.r != '(' && p.r != '–' && p.r != '-' && p.r != ';') {
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

// streetWord reports whether word token i ends like a street name.
func (s *scanner) streetWord(i int) bool {
	w := s.tokText(i)
	for _, suf := range s.sh.cues.StreetSuffixes {
		if len(w) >= len(suf) && strings.EqualFold(w[len(w)-len(suf):], suf) {
			return true
		}
	}
	return false
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
