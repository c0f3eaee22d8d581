package pseudo

import (
	"fmt"
	"strings"

	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/pseudo/agegen"
)

// unitOrder ranks the age units from largest (0) to smallest.
var unitOrder = map[string]int{lang.UnitYear: 0, lang.UnitMonth: 1, lang.UnitWeek: 2, lang.UnitDay: 3}

// daysPerMonth is the mean Gregorian month, used only to order bands
// bounded in days against bands bounded in months.
const daysPerMonth = 365.2425 / 12

// validateAgeTable checks a policy's age granularity table: at least one
// band; each band's units known, not repeated and largest first; bounds
// not negative, at most one of max_days and below per band, rising from
// band to band (youngest first); only the last band without a bound, so
// that it holds every older age. key names the table in errors
// ("labels.Age_Birthdate.age_table").
func validateAgeTable(key string, t agegen.Table) error {
	if len(t) == 0 {
		return fmt.Errorf("%s: empty; give at least one band, the last without max_days or below", key)
	}
	prev, prevKey := -1.0, ""
	for i, b := range t {
		bk := fmt.Sprintf("%s[%d]", key, i)
		if err := validateUnits(bk+".units", b.Units); err != nil {
			return err
		}
		if b.MaxDays < 0 || b.Below.Years < 0 || b.Below.Months < 0 {
			return fmt.Errorf("%s: max_days and below must not be negative", bk)
		}
		belowMonths := 12*b.Below.Years + b.Below.Months
		if b.MaxDays > 0 && belowMonths > 0 {
			return fmt.Errorf("%s: give max_days or below, not both", bk)
		}
		last := i == len(t)-1
		if b.MaxDays == 0 && belowMonths == 0 {
			if !last {
				return fmt.Errorf("%s: a band without max_days or below holds every age, so it must be the last (bands %d and on would never apply)", bk, i+1)
			}
			continue
		}
		if last {
			return fmt.Errorf("%s: the last band must have no max_days or below, so that it holds every older age", bk)
		}
		// The band's exclusive upper bound, in days.
		upper := float64(b.MaxDays + 1)
		if belowMonths > 0 {
			upper = float64(belowMonths) * daysPerMonth
		}
		if upper <= prev {
			return fmt.Errorf("%s: bound not above that of %s; order bands youngest first", bk, prevKey)
		}
		prev, prevKey = upper, fmt.Sprintf("[%d]", i)
	}
	return nil
}

// validateUnits checks one band's units.
func validateUnits(key string, units []string) error {
	if len(units) == 0 {
		return fmt.Errorf("%s: missing; want one or more of year, month, week, day", key)
	}
	last := -1
	for _, u := range units {
		r, ok := unitOrder[u]
		if !ok {
			return fmt.Errorf("%s: unknown unit %q; want year, month, week or day", key, u)
		}
		if r <= last {
			return fmt.Errorf("%s: %s: want each unit once, largest first (year, month, week, day)", key, strings.Join(units, ", "))
		}
		last = r
	}
	return nil
}
