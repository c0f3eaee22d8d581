package pseudo

import (
	"errors"
	"time"

	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/pseudo/agegen"
)

// Calendar reads, shifts and renders dates and ages in a profile's
// language. The default implementation wraps pseudo/dateshift and
// pseudo/agegen; tests substitute fakes. Errors should be
// *TransformError so that failures are counted by category.
type Calendar interface {
	// Shift moves the date expression text by days, keeping its style;
	// ref is the (unshifted) document date.
	Shift(text string, days int, p *lang.Profile, ref time.Time) (string, error)
	// Interval returns the first and last day the date expression covers.
	Interval(text string, p *lang.Profile, ref time.Time) (start, end time.Time, err error)
	// AgeFromBirthDate renders a birth date as the age at ref, at the
	// granularity of table t (nil: Table S10b, agegen.DefaultTable).
	AgeFromBirthDate(text string, ref time.Time, p *lang.Profile, t agegen.Table) (string, error)
	// GeneraliseAge reduces an expressed age to the granularity of table
	// t (nil: Table S10b).
	GeneraliseAge(text string, p *lang.Profile, t agegen.Table) (string, error)
	// AgeYears returns an expressed age in years.
	AgeYears(text string, p *lang.Profile) (float64, error)
	// BirthYears returns the age in years at ref of a birth date.
	BirthYears(text string, ref time.Time, p *lang.Profile) (float64, error)
}

// TransformError is a span the operator could not transform, with a
// category for the run summary (Table S10a: "apostrophe_year",
// "invalid_format", "birthdate_not_converted", ...). Reason must not
// contain the span text.
type TransformError struct {
	Category string
	Reason   string
}

func (e *TransformError) Error() string {
	if e.Reason == "" {
		return "pseudo: " + e.Category
	}
	return "pseudo: " + e.Category + ": " + e.Reason
}

// Failure categories set by this package.
const (
	FailLeakGuard      = "leak_guard"      // the replacement contained the original
	FailNoCalendar     = "no_calendar"     // no date/age implementation configured
	FailNoReference    = "no_reference"    // no document date to anchor the span
	FailSurrogate      = "surrogate_error" // no surrogate could be formed
	FailOther          = "other"           // an error without a category
	FailNotGeneralised = "not_generalised" // an age or birth date not reduced
	FailAudit          = "audit"           // the audit read an original in or around the replacement
)

// category returns the failure category of err.
func category(err error) string {
	var te *TransformError
	if errors.As(err, &te) && te.Category != "" {
		return te.Category
	}
	return FailOther
}
