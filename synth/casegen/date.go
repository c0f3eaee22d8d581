package casegen

import (
	"fmt"
	"time"
)

// Date is a calendar date.
type Date struct{ Y, M, D int }

// Time returns the date as a time.Time at midnight UTC.
func (d Date) Time() time.Time { return time.Date(d.Y, time.Month(d.M), d.D, 0, 0, 0, 0, time.UTC) }

// FromTime converts a time to a Date.
func FromTime(t time.Time) Date { return Date{t.Year(), int(t.Month()), t.Day()} }

// AddDays returns the date n days later (earlier when n < 0).
func (d Date) AddDays(n int) Date { return FromTime(d.Time().AddDate(0, 0, n)) }

// Weekday returns 0 for Monday through 6 for Sunday.
func (d Date) Weekday() int { return (int(d.Time().Weekday()) + 6) % 7 }

// ISO returns YYYY-MM-DD.
func (d Date) ISO() string { return fmt.Sprintf("%04d-%02d-%02d", d.Y, d.M, d.D) }

// Before reports whether d is before e.
func (d Date) Before(e Date) bool { return d.Time().Before(e.Time()) }

// YearsAt returns the age in whole years of someone born on d at date at.
func (d Date) YearsAt(at Date) int {
	y := at.Y - d.Y
	if at.M < d.M || (at.M == d.M && at.D < d.D) {
		y--
	}
	return y
}

// MonthsAt returns the age in whole months at date at.
func (d Date) MonthsAt(at Date) int {
	m := (at.Y-d.Y)*12 + at.M - d.M
	if at.D < d.D {
		m--
	}
	return m
}
