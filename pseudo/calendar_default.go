package pseudo

import (
	"errors"
	"time"

	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/pseudo/agegen"
	"github.com/meddeid/meddeid/pseudo/dateshift"
)

// DefaultCalendar returns the calendar used when Options.Calendar is nil:
// pseudo/dateshift for dates and pseudo/agegen for ages, at the
// granularity of Table S10b unless a policy rule gives its own table.
func DefaultCalendar() Calendar { return stdCalendar{table: agegen.DefaultTable()} }

type stdCalendar struct{ table agegen.Table }

// tableOr returns t, or the calendar's default table when t is empty.
func (c stdCalendar) tableOr(t agegen.Table) agegen.Table {
	if len(t) == 0 {
		return c.table
	}
	return t
}

// wrap turns a *dateshift.Error into a *TransformError with its category.
func wrap(err error) error {
	var de *dateshift.Error
	if errors.As(err, &de) {
		return &TransformError{Category: de.Category, Reason: de.Reason}
	}
	return err
}

func (stdCalendar) Shift(text string, days int, p *lang.Profile, ref time.Time) (string, error) {
	out, err := dateshift.Shift(text, days, p, ref)
	return out, wrap(err)
}

// shiftInterval is Shift that also returns what Interval returns for
// text at ref, from the one parse both read.
func (stdCalendar) shiftInterval(text string, days int, p *lang.Profile, ref time.Time) (string, dateInterval, error) {
	d, err := dateshift.Parse(text, p, ref)
	if err != nil {
		return "", dateInterval{}, wrap(err)
	}
	return d.Shift(days), dateInterval{start: d.Start, end: d.End, ok: true}, nil
}

func (stdCalendar) Interval(text string, p *lang.Profile, ref time.Time) (time.Time, time.Time, error) {
	d, err := dateshift.Parse(text, p, ref)
	if err != nil {
		return time.Time{}, time.Time{}, wrap(err)
	}
	return d.Start, d.End, nil
}

func (c stdCalendar) AgeFromBirthDate(text string, ref time.Time, p *lang.Profile, t agegen.Table) (string, error) {
	out, err := agegen.FromBirthDate(text, ref, p, c.tableOr(t))
	return out, wrap(err)
}

func (c stdCalendar) GeneraliseAge(text string, p *lang.Profile, t agegen.Table) (string, error) {
	out, err := agegen.Generalise(text, p, c.tableOr(t))
	return out, wrap(err)
}

func (stdCalendar) AgeYears(text string, p *lang.Profile) (float64, error) {
	y, err := agegen.Years(text, p)
	return y, wrap(err)
}

func (stdCalendar) BirthYears(text string, ref time.Time, p *lang.Profile) (float64, error) {
	y, err := agegen.YearsAt(text, ref, p)
	return y, wrap(err)
}
