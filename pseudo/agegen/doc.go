// Package agegen reduces ages to the granularity that keeps their clinical
// meaning (seed Table S10b): whole years from 12 years, years and months
// from 2 to 12, months from 6 months to 2 years, months and weeks above 90
// days, weeks and days from 29 to 90 days, and days up to 28 days.
//
// FromBirthDate turns a birth date into the age at a reference date;
// Generalise reduces an expressed age ("3 mnd", "45-jarige", "2j4m",
// "18 weeks old"); Reduce picks between them. Ages are rendered in the
// profile's language ("3 jaar en 8 maanden", "4 months", "2 semaines et 3
// jours") with the unit words of data/units.yaml. Ages over 89 are left to
// the caller's policy: Years and YearsAt give the age in years.
//
// Errors are *dateshift.Error values; their messages never contain the
// source text.
package agegen
