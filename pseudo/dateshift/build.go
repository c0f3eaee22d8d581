package dateshift

import (
	"time"

	"github.com/meddeid/meddeid/lang"
)

// builder turns the recognised items of a text into a Date.
type builder struct {
	p   *lang.Profile
	ref time.Time
	an  *anchor
	tp  *template

	weekday  int // -1 none, else 0 = Monday
	twoDigit bool
}

// build turns items, the recognised items of b.tp's text, into a Date.
// (items is a parameter, not a field, so that escape analysis sees that
// it is not kept and the caller's buffer stays on the stack.)
func (b *builder) build(items []item) (Date, error) {
	b.weekday = -1
	// numbers and the month of most texts fit these buffers on the stack
	var numBuf [4]item
	var monthBuf [1]item
	nums, months := numBuf[:0], monthBuf[:0]
	var seasons, phases, weeks, hols []item
	for _, it := range items {
		switch it.cat {
		case 0, catDecadeMark:
			nums = append(nums, it)
		case catMonth:
			months = append(months, it)
		case catWeekday:
			if b.weekday >= 0 {
				return Date{}, errf(CatInvalidFormat, "two weekdays")
			}
			b.weekday = it.val
			b.tp.parts[it.part].kind = fWeekday
		case catSeason:
			seasons = append(seasons, it)
		case catPhase:
			phases = append(phases, it)
		case catWeek:
			weeks = append(weeks, it)
		case catHoliday:
			hols = append(hols, it)
		}
	}
	switch {
	case len(hols) > 0:
		return b.holiday(hols, nums, months)
	case len(months) > 1 || len(seasons) > 1 || len(phases) > 1 || len(weeks) > 1:
		return Date{}, errf(CatInvalidFormat, "repeated date element")
	case len(seasons) == 1:
		if len(months)+len(phases)+len(weeks) > 0 {
			return Date{}, errf(CatInvalidFormat, "season with month")
		}
		return b.season(seasons[0], nums)
	case len(weeks) == 1:
		if len(months)+len(phases) > 0 {
			return Date{}, errf(CatInvalidFormat, "week with month")
		}
		return b.week(nums)
	case len(months) == 1:
		return b.textual(months[0], phases, nums)
	case len(phases) == 1:
		return Date{}, errf(CatUnsupported, "month phase without month")
	}
	return b.numeric(nums)
}

// year returns the year of a number or apostrophe item.
func (b *builder) year(it item) (int, error) {
	pt := &b.tp.parts[it.part]
	pt.kind = fYear
	pt.width = it.digits
	if it.digits == 4 {
		if it.val < 1000 || it.val > 2999 {
			return 0, errf(CatOutOfRange, "year out of range")
		}
		b.tp.hasYear = true
		return it.val, nil
	}
	if it.digits != 2 {
		return 0, errf(CatInvalidFormat, "year with an odd number of digits")
	}
	b.twoDigit = true
	b.tp.hasYear = true
	refYear := b.ref.Year()
	if b.ref.IsZero() {
		refYear = 2029
	}
	y := 2000 + it.val
	if y > refYear+20 {
		y -= 100
	}
	return y, nil
}

func isYearItem(it item) bool {
	return it.apos || it.digits == 4
}

// result assembles a Date for a single (non-range) text.
func (b *builder) result(res Resolution, s, e time.Time) (Date, error) {
	b.tp.res = res
	b.tp.fixPadding()
	return Date{Start: s, End: e, Resolution: res, HasYear: b.tp.hasYear, TwoDigitYear: b.twoDigit,
		Weekday: b.weekday >= 0, tp: b.tp, prof: b.p}, nil
}

// anchorYear picks the year of a text that states none: from the range
// partner, else the year (around the reference) that puts the interval
// nearest to it, preferring years where the attached weekday matches.
// mk builds the interval for a year (ok false when it does not exist).
func (b *builder) anchorYear(mk func(y int) (time.Time, time.Time, bool)) (time.Time, time.Time, error) {
	if b.an != nil {
		s, e, ok := mk(b.an.year)
		if ok && s.After(mkdate(b.an.year, b.an.month+1, 0)) {
			s, e, ok = mk(b.an.year - 1)
		}
		if !ok {
			return s, e, errf(CatInvalidDate, "no such day")
		}
		return s, e, nil
	}
	if b.ref.IsZero() {
		return time.Time{}, time.Time{}, errf(CatNoReference, "date without year needs a reference date")
	}
	span := 1
	if b.weekday >= 0 {
		span = 12
	}
	bestDist := -1
	var bs, be time.Time
	for pass := 0; pass < 2 && bestDist < 0; pass++ {
		for y := b.ref.Year() - span; y <= b.ref.Year()+span; y++ {
			s, e, ok := mk(y)
			if !ok {
				continue
			}
			if pass == 0 && b.weekday >= 0 && (int(s.Weekday())+6)%7 != b.weekday {
				continue
			}
			if d := distance(b.ref, s, e); bestDist < 0 || d < bestDist {
				bestDist, bs, be = d, s, e
			}
		}
		span = 1
	}
	if bestDist < 0 {
		return bs, be, errf(CatInvalidDate, "no such day")
	}
	return bs, be, nil
}

// numeric handles texts of numbers only.
func (b *builder) numeric(nums []item) (Date, error) {
	switch len(nums) {
	case 0:
		return Date{}, errf(CatEmpty, "no date element")
	case 1:
		it := nums[0]
		if it.cat == catDecadeMark {
			b.tp.parts[it.part].kind = fDecade
			if it.val%10 != 0 {
				return Date{}, errf(CatInvalidFormat, "decade not ending in 0")
			}
			b.tp.hasYear = true
			return b.result(Decade, mkdate(it.val, 1, 1), mkdate(it.val+9, 12, 31))
		}
		if isYearItem(it) {
			y, err := b.year(it)
			if err != nil {
				return Date{}, err
			}
			return b.result(Year, mkdate(y, 1, 1), mkdate(y, 12, 31))
		}
		if it.digits > 2 || it.val < 1 || it.val > 31 {
			return Date{}, errf(CatInvalidFormat, "lone number is no date")
		}
		return b.loneDay(it)
	case 2:
		a, c := nums[0], nums[1]
		switch {
		case a.digits == 4 && c.digits <= 2 && !c.apos:
			// ISO year-month
			y, err := b.year(a)
			if err != nil {
				return Date{}, err
			}
			return b.monthYear(c, y)
		case isYearItem(c) && a.digits <= 2:
			y, err := b.year(c)
			if err != nil {
				return Date{}, err
			}
			return b.monthYear(a, y)
		case a.digits <= 2 && c.digits <= 2 && !a.apos && !c.apos:
			day, mon := a, c
			if b.p.DateOrder == "MDY" {
				day, mon = c, a
			}
			if (mon.val < 1 || mon.val > 12) && day.val >= 1 && day.val <= 12 {
				day, mon = mon, day
			}
			if mon.val < 1 || mon.val > 12 || day.val < 1 || day.val > 31 {
				return Date{}, errf(CatInvalidDate, "no such day and month")
			}
			b.tp.parts[day.part].kind = fDay
			b.tp.parts[mon.part].kind = fMonthNum
			return b.dayMonth(day.val, mon.val)
		}
		return Date{}, errf(CatInvalidFormat, "two numbers that form no date")
	case 3:
		a, m, c := nums[0], nums[1], nums[2]
		if a.digits == 4 {
			// ISO year-month-day
			if m.digits > 2 || c.digits > 2 {
				return Date{}, errf(CatInvalidFormat, "bad ISO date")
			}
			return b.full(c, m, a)
		}
		if a.digits > 2 || m.digits > 2 || !(isYearItem(c) || c.digits == 2) {
			return Date{}, errf(CatInvalidFormat, "three numbers that form no date")
		}
		day, mon := a, m
		if b.p.DateOrder == "MDY" {
			day, mon = m, a
		}
		if (mon.val > 12) && day.val <= 12 {
			day, mon = mon, day
		}
		return b.full(day, mon, c)
	}
	return Date{}, errf(CatInvalidFormat, "too many numbers")
}

// full builds a day-precision date with a year.
func (b *builder) full(day, mon, yr item) (Date, error) {
	y, err := b.year(yr)
	if err != nil {
		return Date{}, err
	}
	if mon.cat != catMonth {
		b.tp.parts[mon.part].kind = fMonthNum
	}
	b.tp.parts[day.part].kind = fDay
	b.tp.hasDay, b.tp.hasMonth = true, true
	if !validDate(y, mon.val, day.val) {
		return Date{}, errf(CatInvalidDate, "no such day")
	}
	t := mkdate(y, time.Month(mon.val), day.val)
	return b.result(Day, t, t)
}

// monthYear builds a month-precision date from a month number item.
func (b *builder) monthYear(mon item, y int) (Date, error) {
	if mon.val < 1 || mon.val > 12 || mon.digits > 2 {
		return Date{}, errf(CatInvalidDate, "no such month")
	}
	b.tp.parts[mon.part].kind = fMonthNum
	b.tp.hasMonth = true
	s := mkdate(y, time.Month(mon.val), 1)
	return b.result(Month, s, unitEnd(Month, s))
}

// dayMonth builds a day-precision date without year.
func (b *builder) dayMonth(day, mon int) (Date, error) {
	b.tp.hasDay, b.tp.hasMonth = true, true
	s, _, err := b.anchorYear(func(y int) (time.Time, time.Time, bool) {
		if !validDate(y, mon, day) {
			return time.Time{}, time.Time{}, false
		}
		t := mkdate(y, time.Month(mon), day)
		return t, t, true
	})
	if err != nil {
		return Date{}, err
	}
	return b.result(Day, s, s)
}

// loneDay anchors a day number alone ("12" in "du 12 au 19 novembre",
// "samedi 9") to the month of the range partner or near the reference.
func (b *builder) loneDay(it item) (Date, error) {
	b.tp.parts[it.part].kind = fDay
	b.tp.hasDay = true
	if b.an != nil {
		if !validDate(b.an.year, int(b.an.month), it.val) {
			return Date{}, errf(CatInvalidDate, "no such day")
		}
		t := mkdate(b.an.year, b.an.month, it.val)
		return b.result(Day, t, t)
	}
	if b.ref.IsZero() {
		return Date{}, errf(CatNoReference, "day without month needs a reference date")
	}
	var best time.Time
	bestDist := -1
	for pass := 0; pass < 2 && bestDist < 0; pass++ {
		for k := -12; k <= 12; k++ {
			if pass == 1 && (k < -1 || k > 1) {
				continue
			}
			m := mkdate(b.ref.Year(), b.ref.Month()+time.Month(k), 1)
			if !validDate(m.Year(), int(m.Month()), it.val) {
				continue
			}
			t := mkdate(m.Year(), m.Month(), it.val)
			if pass == 0 && b.weekday >= 0 && (int(t.Weekday())+6)%7 != b.weekday {
				continue
			}
			if pass == 0 && b.weekday < 0 && (k < -1 || k > 1) {
				continue
			}
			if d := absDays(t, b.ref); bestDist < 0 || d < bestDist {
				best, bestDist = t, d
			}
		}
	}
	if bestDist < 0 {
		return Date{}, errf(CatInvalidDate, "no such day")
	}
	return b.result(Day, best, best)
}

// textual handles a month word with optional day, year and phase.
func (b *builder) textual(mon item, phases, nums []item) (Date, error) {
	b.tp.hasMonth = true
	m := mon.val + 1
	mon.val = m
	var day, yr *item
	var others []item
	for k := range nums {
		it := nums[k]
		switch {
		case it.cat == catDecadeMark:
			return Date{}, errf(CatInvalidFormat, "decade with month")
		case isYearItem(it):
			if yr != nil {
				return Date{}, errf(CatInvalidFormat, "two years")
			}
			yr = &nums[k]
		case it.ord:
			if day != nil {
				return Date{}, errf(CatInvalidFormat, "two days")
			}
			day = &nums[k]
		default:
			others = append(others, it)
		}
	}
	switch {
	case len(others) > 2:
		return Date{}, errf(CatInvalidFormat, "too many numbers")
	case len(others) == 2 && (day != nil || yr != nil):
		return Date{}, errf(CatInvalidFormat, "too many numbers")
	case len(others) == 2:
		// "7 Jan 24", "Jan 7, 24": the first is the day, the second a
		// two-digit year
		day, yr = &others[0], &others[1]
	case len(others) == 1 && day == nil:
		day = &others[0]
	case len(others) == 1 && yr == nil:
		yr = &others[0]
	case len(others) == 1:
		return Date{}, errf(CatInvalidFormat, "too many numbers")
	}
	for _, it := range others {
		if it.digits > 2 {
			return Date{}, errf(CatInvalidFormat, "number is neither day nor year")
		}
	}
	if len(phases) == 1 && day != nil {
		return Date{}, errf(CatInvalidFormat, "month phase with day")
	}
	var y int
	if yr != nil {
		var err error
		if y, err = b.year(*yr); err != nil {
			return Date{}, err
		}
	}
	switch {
	case day != nil:
		if day.val < 1 || day.val > 31 {
			return Date{}, errf(CatInvalidDate, "no such day")
		}
		if yr != nil {
			return b.full(*day, mon, *yr)
		}
		b.tp.parts[day.part].kind = fDay
		return b.dayMonth(day.val, m)
	case len(phases) == 1:
		ph := phases[0].val
		mk := func(y int) (time.Time, time.Time, bool) {
			s := mkdate(y, time.Month(m), []int{1, 11, 21}[ph])
			return s, unitEnd(MonthPhase, s), true
		}
		if yr != nil {
			s, e, _ := mk(y)
			return b.result(MonthPhase, s, e)
		}
		s, e, err := b.anchorYear(mk)
		if err != nil {
			return Date{}, err
		}
		return b.result(MonthPhase, s, e)
	}
	mk := func(y int) (time.Time, time.Time, bool) {
		s := mkdate(y, time.Month(m), 1)
		return s, unitEnd(Month, s), true
	}
	if yr != nil {
		s, e, _ := mk(y)
		return b.result(Month, s, e)
	}
	s, e, err := b.anchorYear(mk)
	if err != nil {
		return Date{}, err
	}
	return b.result(Month, s, e)
}

// season handles "zomer 2023", "Spring of '22".
func (b *builder) season(se item, nums []item) (Date, error) {
	mk := func(y int) (time.Time, time.Time, bool) {
		s := seasonStart(se.val, y)
		return s, unitEnd(Season, s), true
	}
	switch len(nums) {
	case 0:
		s, e, err := b.anchorYear(mk)
		if err != nil {
			return Date{}, err
		}
		return b.result(Season, s, e)
	case 1:
		if !isYearItem(nums[0]) && nums[0].digits != 2 {
			return Date{}, errf(CatInvalidFormat, "season with a number that is no year")
		}
		y, err := b.year(nums[0])
		if err != nil {
			return Date{}, err
		}
		s, e, _ := mk(y)
		return b.result(Season, s, e)
	}
	return Date{}, errf(CatInvalidFormat, "season with several numbers")
}

// week handles "wk 23, 2024", "KW 23/2024".
func (b *builder) week(nums []item) (Date, error) {
	if len(nums) == 0 || len(nums) > 2 || nums[0].digits > 2 || nums[0].val < 1 || nums[0].val > 53 {
		return Date{}, errf(CatInvalidFormat, "week without a week number")
	}
	wn := nums[0].val
	b.tp.parts[nums[0].part].kind = fWeekNum
	mk := func(y int) (time.Time, time.Time, bool) {
		// ISO week 1 contains 4 January
		j4 := mkdate(y, 1, 4)
		s := unitStart(Week, j4).AddDate(0, 0, 7*(wn-1))
		if yy, _ := s.ISOWeek(); yy != y {
			return s, s, false
		}
		return s, s.AddDate(0, 0, 6), true
	}
	if len(nums) == 2 {
		y, err := b.year(nums[1])
		if err != nil {
			return Date{}, err
		}
		s, e, ok := mk(y)
		if !ok {
			return Date{}, errf(CatInvalidDate, "no such week")
		}
		return b.result(Week, s, e)
	}
	s, e, err := b.anchorYear(mk)
	if err != nil {
		return Date{}, err
	}
	return b.result(Week, s, e)
}

// holiday handles a named holiday with an optional year.
func (b *builder) holiday(hols, nums, months []item) (Date, error) {
	if len(hols) > 1 || len(months) > 0 || len(nums) > 1 {
		return Date{}, errf(CatInvalidFormat, "holiday with other date elements")
	}
	r := holRules[hols[0].val]
	mk := func(y int) (time.Time, time.Time, bool) {
		t := holidayDate(r, y)
		return t, t, true
	}
	var s time.Time
	if len(nums) == 1 {
		y, err := b.year(nums[0])
		if err != nil {
			return Date{}, err
		}
		s, _, _ = mk(y)
	} else {
		var err error
		if s, _, err = b.anchorYear(mk); err != nil {
			return Date{}, err
		}
	}
	d, _ := b.result(Day, s, s)
	d.Holiday = true
	return d, nil
}

// fixPadding decides the zero padding of numeric day and month fields:
// padded when one of them has a leading zero, or when all of them have two
// digits ("28/12"); a one-digit field elsewhere ("9/30") means no padding.
func (tp *template) fixPadding() {
	var nums []*part
	for i := range tp.parts {
		if k := tp.parts[i].kind; k == fDay || k == fMonthNum || k == fWeekNum {
			nums = append(nums, &tp.parts[i])
		}
	}
	zero, short := false, false
	for _, p := range nums {
		switch {
		case len(p.text) >= 2 && p.text[0] == '0':
			zero = true
		case len(p.text) == 1:
			short = true
		}
	}
	padded := zero || (!short && (len(nums) >= 2 || len(nums) == 1 && nums[0].kind == fMonthNum))
	for _, p := range nums {
		p.width = 1
		if padded || len(p.text) >= 2 && p.text[0] == '0' {
			p.width = 2
		}
	}
}
