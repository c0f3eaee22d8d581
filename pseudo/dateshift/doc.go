// Package dateshift parses the text of a Date span and moves it by a number
// of days while keeping the source's style.
//
// A date expression denotes an interval of calendar days: "14/03/2024" one
// day, "maart 2024" the 31 days of March, "zomer 2023" June to August,
// "eind mei" 21–31 May, "2016" a whole year. Shift moves both bounds by the
// offset and renders the result at the source's resolution; when the moved
// interval crosses a boundary of that resolution the output widens
// ("May 2023" +10 days → "May/June 2023") instead of inventing a day.
//
// Rendering reuses the source text as a template: separators, zero padding,
// two- or four-digit and apostrophe years, month names or numbers,
// abbreviations with or without a dot, letter case, function words and a
// trailing clock time are kept; an attached weekday and ordinal suffixes are
// recomputed for the new day.
//
// Month, weekday and season words come from the language profile
// (lang.Profile) with the month and weekday words of the other profiles as a
// fallback for mixed-language notes. Season indices, month-phase words, week
// words and holiday rules are data in data/calendar.yaml.
//
// Dates without a year ("4 March", "samedi 9", "July") are anchored to the
// reference (document) date: the nearest year, or, with an attached weekday,
// the nearest year in which the weekday matches. Two-digit years are read in
// the century that puts them at most 20 years after the reference year.
//
// A text that cannot be parsed gives an *Error whose Category names the
// reason; its message never contains the date text.
package dateshift
