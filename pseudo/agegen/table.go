package agegen

import "github.com/meddeid/meddeid/lang"

// Period is a calendar length in whole years and months.
type Period struct {
	Years  int `yaml:"years" json:"years"`
	Months int `yaml:"months" json:"months"`
}

// months returns the period in months.
func (p Period) months() int { return 12*p.Years + p.Months }

// Band is one row of the granularity table (seed Table S10b): the ages it
// holds and the units kept for them.
type Band struct {
	// MaxDays is the oldest age in days (inclusive) of the band; it is used
	// when Below is zero. A band with both zero holds every older age.
	MaxDays int `yaml:"max_days" json:"max_days"`
	// Below is a calendar bound: the band holds ages of fewer completed
	// months than Below ("under 12 years"), exact across leap years.
	Below Period `yaml:"below" json:"below"`
	// Units are the kept units, largest first: lang.UnitYear, UnitMonth,
	// UnitWeek, UnitDay.
	Units []string `yaml:"units" json:"units"`
}

// Table is a granularity table, youngest band first; an age belongs to the
// first band that holds it.
type Table []Band

// DefaultTable returns seed Table S10b: 28 days or younger: days; 29–90
// days: weeks and days; over 90 days to under 6 months: months and weeks;
// 6 months to under 2 years: months; 2 to under 12 years: years and months;
// 12 years or older: whole years.
func DefaultTable() Table {
	return Table{
		{MaxDays: 28, Units: []string{lang.UnitDay}},
		{MaxDays: 90, Units: []string{lang.UnitWeek, lang.UnitDay}},
		{Below: Period{Months: 6}, Units: []string{lang.UnitMonth, lang.UnitWeek}},
		{Below: Period{Years: 2}, Units: []string{lang.UnitMonth}},
		{Below: Period{Years: 12}, Units: []string{lang.UnitYear, lang.UnitMonth}},
		{Units: []string{lang.UnitYear}},
	}
}

// age is an age in the forms the bands and renderers need.
type age struct {
	months  int // completed months
	remDays int // days after the last completed month
	days    int // total days
}

// band returns the band holding a; the last band when none does.
func (t Table) band(a age) Band {
	for _, b := range t {
		switch {
		case b.Below.months() > 0:
			if a.months < b.Below.months() {
				return b
			}
		case b.MaxDays > 0:
			if a.days <= b.MaxDays {
				return b
			}
		default:
			return b
		}
	}
	if len(t) == 0 {
		return Band{Units: []string{lang.UnitYear}}
	}
	return t[len(t)-1]
}

// unitRank orders units from day (0) to year (3); -1 for unknown.
func unitRank(u string) int {
	switch u {
	case lang.UnitDay:
		return 0
	case lang.UnitWeek:
		return 1
	case lang.UnitMonth:
		return 2
	case lang.UnitYear:
		return 3
	}
	return -1
}

// split expresses a in the band's units, largest first.
func split(a age, units []string) []int {
	out := make([]int, len(units))
	prev := ""
	for i, u := range units {
		switch u {
		case lang.UnitYear:
			out[i] = a.months / 12
		case lang.UnitMonth:
			if prev == lang.UnitYear {
				out[i] = a.months % 12
			} else {
				out[i] = a.months
			}
		case lang.UnitWeek:
			if prev == "" {
				out[i] = a.days / 7
			} else {
				out[i] = a.remDays / 7
			}
		case lang.UnitDay:
			switch prev {
			case "":
				out[i] = a.days
			case lang.UnitWeek:
				if i == 1 {
					out[i] = a.days % 7
				} else {
					out[i] = a.remDays % 7
				}
			default:
				out[i] = a.remDays
			}
		}
		prev = u
	}
	return out
}
