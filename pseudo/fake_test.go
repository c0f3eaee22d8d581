package pseudo

import (
	"fmt"
	"regexp"
	"strconv"
	"time"

	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/pseudo/agegen"
)

// fakeCalendar understands DD/MM/YYYY dates, YYYY years and "N years"
// ages: enough to test the engine without pseudo/dateshift.
type fakeCalendar struct{}

var (
	fakeDate = regexp.MustCompile(`^(\d\d)[/.-](\d\d)[/.-](\d{4})$`)
	fakeYear = regexp.MustCompile(`^(\d{4})$`)
	fakeAge  = regexp.MustCompile(`^(\d+) (?:years|jaar)$`)
)

func (fakeCalendar) Interval(text string, _ *lang.Profile, _ time.Time) (time.Time, time.Time, error) {
	if m := fakeDate.FindStringSubmatch(text); m != nil {
		d, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		y, _ := strconv.Atoi(m[3])
		t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
		return t, t, nil
	}
	if m := fakeYear.FindStringSubmatch(text); m != nil {
		y, _ := strconv.Atoi(m[1])
		return time.Date(y, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(y, 12, 31, 0, 0, 0, 0, time.UTC), nil
	}
	return time.Time{}, time.Time{}, &TransformError{Category: "invalid_format"}
}

func (c fakeCalendar) Shift(text string, days int, p *lang.Profile, ref time.Time) (string, error) {
	s, e, err := c.Interval(text, p, ref)
	if err != nil {
		return "", err
	}
	s, e = s.AddDate(0, 0, days), e.AddDate(0, 0, days)
	if fakeYear.MatchString(text) {
		if s.Year() == e.Year() {
			return strconv.Itoa(s.Year()), nil
		}
		return fmt.Sprintf("%d/%d", s.Year(), e.Year()), nil
	}
	return s.Format("02/01/2006"), nil
}

func (fakeCalendar) AgeYears(text string, _ *lang.Profile) (float64, error) {
	if m := fakeAge.FindStringSubmatch(text); m != nil {
		n, _ := strconv.Atoi(m[1])
		return float64(n), nil
	}
	return 0, &TransformError{Category: "invalid_format"}
}

func (c fakeCalendar) GeneraliseAge(text string, p *lang.Profile, _ agegen.Table) (string, error) {
	y, err := c.AgeYears(text, p)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%d years", int(y)), nil
}

func (c fakeCalendar) AgeFromBirthDate(text string, ref time.Time, p *lang.Profile, _ agegen.Table) (string, error) {
	s, _, err := c.Interval(text, p, ref)
	if err != nil {
		return "", err
	}
	if ref.IsZero() {
		return "", &TransformError{Category: "birthdate_not_converted"}
	}
	return fmt.Sprintf("%d years", int(ageAt(s, ref))), nil
}

func (c fakeCalendar) BirthYears(text string, ref time.Time, p *lang.Profile) (float64, error) {
	s, _, err := c.Interval(text, p, ref)
	if err != nil {
		return 0, err
	}
	return ageAt(s, ref), nil
}

// failingCalendar fails everything; its shift would even return the
// original text if asked to "succeed".
type failingCalendar struct{ echo bool }

func (f failingCalendar) Shift(text string, _ int, _ *lang.Profile, _ time.Time) (string, error) {
	if f.echo {
		return "on " + text, nil // a buggy shifter that leaks the original
	}
	return "", &TransformError{Category: "apostrophe_year", Reason: "test"}
}
func (failingCalendar) Interval(string, *lang.Profile, time.Time) (time.Time, time.Time, error) {
	return time.Time{}, time.Time{}, &TransformError{Category: "invalid_format"}
}
func (failingCalendar) AgeFromBirthDate(string, time.Time, *lang.Profile, agegen.Table) (string, error) {
	return "", fmt.Errorf("boom")
}
func (failingCalendar) GeneraliseAge(string, *lang.Profile, agegen.Table) (string, error) {
	return "", &TransformError{Category: "invalid_format"}
}
func (failingCalendar) AgeYears(string, *lang.Profile) (float64, error) {
	return 0, &TransformError{Category: "invalid_format"}
}

func (failingCalendar) BirthYears(string, time.Time, *lang.Profile) (float64, error) {
	return 0, &TransformError{Category: "invalid_format"}
}
