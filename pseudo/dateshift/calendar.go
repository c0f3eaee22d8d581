package dateshift

import "time"

// Resolution is the granularity of a date expression.
type Resolution int

// Resolutions from finest to coarsest.
const (
	Day Resolution = iota + 1
	Week
	MonthPhase
	Month
	Season
	Year
	Decade
)

var resNames = [...]string{"", "day", "week", "month_phase", "month", "season", "year", "decade"}

// String returns the lower-case name of the resolution ("day", "month", …).
func (r Resolution) String() string {
	if r < Day || r > Decade {
		return "unknown"
	}
	return resNames[r]
}

func mkdate(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

// validDate reports whether y-m-d exists.
func validDate(y, m, d int) bool {
	if m < 1 || m > 12 || d < 1 {
		return false
	}
	return d <= daysIn(y, time.Month(m))
}

func daysIn(y int, m time.Month) int {
	return mkdate(y, m+1, 0).Day()
}

// dayOnly truncates t to its UTC calendar day.
func dayOnly(t time.Time) time.Time {
	return mkdate(t.Year(), t.Month(), t.Day())
}

// phaseOf returns the month phase (0 begin, 1 mid, 2 end) of a day.
func phaseOf(day int) int {
	switch {
	case day <= 10:
		return 0
	case day <= 20:
		return 1
	}
	return 2
}

// seasonIndex returns the meteorological season (0 spring … 3 winter) of a
// month, and the year the season is named by (December belongs to the
// winter of its own year, January and February to the previous year's).
func seasonIndex(t time.Time) (int, int) {
	m := int(t.Month())
	switch {
	case m >= 3 && m <= 5:
		return 0, t.Year()
	case m >= 6 && m <= 8:
		return 1, t.Year()
	case m >= 9 && m <= 11:
		return 2, t.Year()
	case m == 12:
		return 3, t.Year()
	}
	return 3, t.Year() - 1
}

// seasonStart returns the first day of season s of year y.
func seasonStart(s, y int) time.Time {
	return mkdate(y, time.Month(3+3*s), 1)
}

// unitStart returns the first day of the unit of resolution r containing t.
func unitStart(r Resolution, t time.Time) time.Time {
	switch r {
	case Week:
		wd := (int(t.Weekday()) + 6) % 7
		return t.AddDate(0, 0, -wd)
	case MonthPhase:
		return mkdate(t.Year(), t.Month(), []int{1, 11, 21}[phaseOf(t.Day())])
	case Month:
		return mkdate(t.Year(), t.Month(), 1)
	case Season:
		s, y := seasonIndex(t)
		return seasonStart(s, y)
	case Year:
		return mkdate(t.Year(), 1, 1)
	case Decade:
		return mkdate(t.Year()-mod(t.Year(), 10), 1, 1)
	}
	return t
}

// unitNext returns the first day of the unit after the one starting at u.
func unitNext(r Resolution, u time.Time) time.Time {
	switch r {
	case Week:
		return u.AddDate(0, 0, 7)
	case MonthPhase:
		if u.Day() == 21 {
			return mkdate(u.Year(), u.Month()+1, 1)
		}
		return u.AddDate(0, 0, 10)
	case Month:
		return u.AddDate(0, 1, 0)
	case Season:
		return u.AddDate(0, 3, 0)
	case Year:
		return u.AddDate(1, 0, 0)
	case Decade:
		return u.AddDate(10, 0, 0)
	}
	return u.AddDate(0, 0, 1)
}

// unitEnd returns the last day of the unit starting at u.
func unitEnd(r Resolution, u time.Time) time.Time {
	return unitNext(r, u).AddDate(0, 0, -1)
}

func mod(a, b int) int {
	m := a % b
	if m < 0 {
		m += b
	}
	return m
}

// easter returns Western Easter Sunday of year y (anonymous Gregorian
// algorithm).
func easter(y int) time.Time {
	a := y % 19
	b := y / 100
	c := y % 100
	d := b / 4
	e := b % 4
	f := (b + 8) / 25
	g := (b - f + 1) / 3
	h := (19*a + b - d - g + 15) % 30
	i := c / 4
	k := c % 4
	l := (32 + 2*e + 2*i - h - k) % 7
	m := (a + 11*h + 22*l) / 451
	month := (h + l - 7*m + 114) / 31
	day := (h+l-7*m+114)%31 + 1
	return mkdate(y, time.Month(month), day)
}

// holidayDate returns the day of a holiday rule in year y.
func holidayDate(r holidayRule, y int) time.Time {
	switch r.kind {
	case 'e':
		return easter(y).AddDate(0, 0, r.offset)
	case 'n':
		goWD := time.Weekday(r.weekday % 7) // 1=Monday … 7=Sunday → Go
		if r.nth > 0 {
			t := mkdate(y, time.Month(r.month), 1)
			for t.Weekday() != goWD {
				t = t.AddDate(0, 0, 1)
			}
			return t.AddDate(0, 0, 7*(r.nth-1))
		}
		t := mkdate(y, time.Month(r.month)+1, 0)
		for t.Weekday() != goWD {
			t = t.AddDate(0, 0, -1)
		}
		return t
	}
	return mkdate(y, time.Month(r.month), r.day)
}

// absDays returns |a-b| in days.
func absDays(a, b time.Time) int {
	d := int(a.Sub(b).Hours() / 24)
	if d < 0 {
		return -d
	}
	return d
}

// distance returns the number of days from ref to the interval [s, e]
// (0 when ref lies inside).
func distance(ref, s, e time.Time) int {
	switch {
	case ref.Before(s):
		return absDays(s, ref)
	case ref.After(e):
		return absDays(ref, e)
	}
	return 0
}
