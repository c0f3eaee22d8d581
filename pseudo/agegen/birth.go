package agegen

import (
	"strings"
	"time"

	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/pseudo/dateshift"
)

// Error categories of this package (besides those of dateshift).
const (
	// CatBirthAfterRef: the birth date lies after the reference date.
	CatBirthAfterRef = "birthdate_after_reference"
	// CatInvalidAge: the text is no age this package can read.
	CatInvalidAge = "invalid_age"
	// CatNoReference: a birth date needs a reference date.
	CatNoReference = "no_reference"
)

func errf(cat, reason string) error { return &dateshift.Error{Category: cat, Reason: reason} }

// addMonths adds n months to t, clamping the day to the month's length
// (a child born on 29 February completes a year on 28 February).
func addMonths(t time.Time, n int) time.Time {
	first := time.Date(t.Year(), t.Month()+time.Month(n), 1, 0, 0, 0, 0, time.UTC)
	last := first.AddDate(0, 1, -1).Day()
	d := t.Day()
	if d > last {
		d = last
	}
	return time.Date(first.Year(), first.Month(), d, 0, 0, 0, 0, time.UTC)
}

// ageBetween returns the age at ref of someone born on birth (ref ≥ birth).
func ageBetween(birth, ref time.Time) age {
	days := int(ref.Sub(birth).Hours()/24 + 0.5)
	m := (ref.Year()-birth.Year())*12 + int(ref.Month()) - int(birth.Month())
	for m > 0 && addMonths(birth, m).After(ref) {
		m--
	}
	if m < 0 {
		m = 0
	}
	rem := int(ref.Sub(addMonths(birth, m)).Hours()/24 + 0.5)
	return age{months: m, remDays: rem, days: days}
}

// birthInterval parses a birth-date text (a leading ° or * allowed) into
// the interval of possible birth days, with a two-digit year put before ref.
func birthInterval(text string, ref time.Time, p *lang.Profile) (time.Time, time.Time, error) {
	if ref.IsZero() {
		return time.Time{}, time.Time{}, errf(CatNoReference, "birth date needs a reference date")
	}
	ref = time.Date(ref.Year(), ref.Month(), ref.Day(), 0, 0, 0, 0, time.UTC)
	d, err := dateshift.Parse(strings.TrimSpace(text), p, ref)
	if err != nil {
		return time.Time{}, time.Time{}, err
	}
	s, e := d.Start, d.End
	if d.TwoDigitYear && s.After(ref) {
		s, e = s.AddDate(-100, 0, 0), e.AddDate(-100, 0, 0)
	}
	if s.After(ref) {
		return time.Time{}, time.Time{}, errf(CatBirthAfterRef, "birth date after the reference date")
	}
	if e.After(ref) {
		e = ref
	}
	return s, e, nil
}

// FromBirthDate turns a birth-date text ("02/03/1950", "°1946",
// "*03.08.1971") into the age at ref rendered in p's language at the
// granularity of t ("3 jaar en 8 maanden", "4 months", "45 Jahre").
//
// ref must be in the same timeline as the text: the original document date
// for an original birth date (the age does not change when both are
// shifted by the same offset). A birth date coarser than a day gives the
// range of possible ages when they differ ("78–79 jaar").
func FromBirthDate(text string, ref time.Time, p *lang.Profile, t Table) (string, error) {
	if p == nil {
		return "", errf(dateshift.CatUnsupported, "no language profile")
	}
	s, e, err := birthInterval(text, ref, p)
	if err != nil {
		return "", err
	}
	ref = time.Date(ref.Year(), ref.Month(), ref.Day(), 0, 0, 0, 0, time.UTC)
	oldest := ageBetween(s, ref)
	youngest := ageBetween(e, ref)
	b := t.band(oldest)
	hi := render(p, b.Units, split(oldest, b.Units))
	lo := render(p, b.Units, split(youngest, b.Units))
	if hi == lo {
		return hi, nil
	}
	if len(b.Units) == 1 {
		l, h := split(youngest, b.Units)[0], split(oldest, b.Units)[0]
		return itoa(l) + "–" + render(p, b.Units, []int{h}), nil
	}
	return lo + " – " + hi, nil
}

// YearsAt returns the age in years at ref of a birth-date text (of its
// earliest possible birth day), for policies such as "90 or older".
func YearsAt(text string, ref time.Time, p *lang.Profile) (float64, error) {
	if p == nil {
		return 0, errf(dateshift.CatUnsupported, "no language profile")
	}
	s, _, err := birthInterval(text, ref, p)
	if err != nil {
		return 0, err
	}
	ref = time.Date(ref.Year(), ref.Month(), ref.Day(), 0, 0, 0, 0, time.UTC)
	a := ageBetween(s, ref)
	return float64(a.months)/12 + float64(a.remDays)/365.2425, nil
}
