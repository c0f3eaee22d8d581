package pseudo

import (
	"time"

	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/pseudo/agegen"
)

// noCalendar fails every date and age transformation (for tests of the
// no-leak rule).
type noCalendar struct{}

func (noCalendar) err() error {
	return &TransformError{Category: FailNoCalendar, Reason: "date and age support not built in"}
}

func (c noCalendar) Shift(string, int, *lang.Profile, time.Time) (string, error) { return "", c.err() }
func (c noCalendar) Interval(string, *lang.Profile, time.Time) (time.Time, time.Time, error) {
	return time.Time{}, time.Time{}, c.err()
}
func (c noCalendar) AgeFromBirthDate(string, time.Time, *lang.Profile, agegen.Table) (string, error) {
	return "", c.err()
}
func (c noCalendar) GeneraliseAge(string, *lang.Profile, agegen.Table) (string, error) {
	return "", c.err()
}
func (c noCalendar) AgeYears(string, *lang.Profile) (float64, error) { return 0, c.err() }

func (c noCalendar) BirthYears(string, time.Time, *lang.Profile) (float64, error) {
	return 0, c.err()
}
