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
var denominators = denominatorSet{2: true, 3: true, 4: true, 5: true, 6: true, 7: true, 8: true, 9: true, 10: true, 14: true, 15: true, 20: true, 24: true, 28: true, 30: true}

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
		if m, ok := s.matchMonthHyphen(i); ok {
			return m, true // "Mar-12-2025"
		}
		if !t.phr && t.flags&(fWeek|fQuarter) == 0 {
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
				// weekday and ordinal day: "Monday 8th", "Mo. 8."
				if s.num(k, 1, 2) && s.toks[k].val >= 1 && s.toks[k].val <= 31 && s.adj(k+1) &&
					(s.flag(k+1, fOrdinal) || s.punct(k+1, '.')) && (!s.adj(k+2) || s.punctIn(k+2, ",;).!?")) {
					return dmatch{ti: i, tj: k + 2, score: scoreContext, day: true, dayFirst: true}, true
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
				ev := s.cueContext(i)
				switch {
				case ev.block || ev.score || s.unitAfter(i+2) || s.punctIn(i+2, "'’"):
				case ev.cue:
					return dmatch{ti: i, tj: i + 2, score: scoreCue}, true
				default:
					return dmatch{ti: i, tj: i + 2, score: scoreWeak}, true // "CABG '15"
				}
			}
		}
	}
	return dmatch{}, false
}

// denominatorSet marks score maxima below 32.
type denominatorSet [32]bool

// has reports whether v is a usual score maximum; values out of the
// table's range are not.
func (d *denominatorSet) has(v int64) bool { return v >= 0 && v < int64(len(d)) && d[v] }
