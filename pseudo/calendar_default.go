package pseudo

import (
	"errors"
	"time"

	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/pseudo/agegen"
	"github.com/meddeid/meddeid/pseudo/dateshift"
)

// DefaultCalendar returns the calendar used when Options.Calendar is nil:
// pseudo/dateshift for dates and pseudo/agegen (Table S10b) for ages.
func DefaultCalendar() Calendar { return stdCalendar{table: agegen.DefaultTable()} }

type stdCalendar struct{ table agegen.Table }

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

func (stdCalendar) Interval(text string, p *lang.Profile, ref time.Time) (time.Time, time.Time, error) {
	d, err := dateshift.Parse(text, p, ref)
	if err != nil {
		return time.Time{}, time.Time{}, wrap(err)
	}
	return d.Start, d.End, nil
}

func (c stdCalendar) AgeFromBirthDate(text string, ref time.Time, p *lang.Profile) (string, error) {
	out, err := agegen.FromBirthDate(text, ref, p, c.table)
	return out, wrap(err)
}

func (c stdCalendar) GeneraliseAge(text string, p *lang.Profile) (string, error) {
	out, err := agegen.Generalise(text, p, c.table)
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
