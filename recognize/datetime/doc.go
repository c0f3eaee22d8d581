// Package datetime recognizes calendar dates and birth dates in clinical
// notes of every supported language.
//
// New returns a recognize.Recognizer named "date" that emits spans labelled
// Date, or Age_Birthdate when a birth cue precedes the date (the profiles'
// birth_cues and data/cues.yaml: "geb.", "geboren op", "DOB:", "né(e) le",
// "Geburtsdatum:", "nata il", also "geboren te Gent op") or a ° or * is
// attached to it ("°02/03/1950", "*03.08.1971", "°1946"); an attached sign
// is inside the span, the cue word outside.
//
// # Formats
//
//   - Numeric day-month-year with "/", "-" or "." and 1–2 digit day and
//     month, 2- or 4-digit years and apostrophe years ("12-3-'24"); read
//     month first for profiles with date_order MDY (en-US), and in the
//     other order when only that one is a valid day (US dates in a UK
//     note). "05 03 2024" with single spaces.
//   - ISO 8601: "2024-03-05", "2024/03/05", "2024-03-05T08:30", "2024-03".
//   - Month and year: "03/2024", "11-2020", "maart 2024", "Nov 2019",
//     "fev/2024", "Jan '19", "maart '22".
//   - Textual dates with full or abbreviated month names (with or without
//     dot) and ordinals: "4 March", "5th of March 2024", "1er janvier 2025",
//     "3de maart", "18. Feber 2025", "14 de marzo de 2024", "03-Jan-1958",
//     "12 tháng 5 năm 2024", "March 5, 2024", "April 4" (English).
//   - Rigid forms whose shape makes them dates, with an upper-case month
//     abbreviation of any profile (also those kept out of open text):
//     military and laboratory dates "07MAR2025", "7MAR25" (a four-digit
//     time after one space belongs to them: "07MAR2025 0612"), month first
//     with hyphens "Mar-12-2025", day first "12-MAR-2025" in any note.
//   - Roman-numeral months between a day and a year: "28 II 2025",
//     "7.III.2025", "7/XII/2024" (with spaces only numerals of two letters
//     or more).
//   - Quarters with a year: "Q2 2024", "Q4 '23", "2e kwartaal 2024",
//     "T2 2024" (French, Spanish, Italian, Portuguese), "2. Quartal 2024".
//   - Weekdays attached to a date: "ma 05/03/2024", "Tue 5th March 2024",
//     "Dienstag, 18. Feber 2025", "lun. 3 février 2025", and a weekday
//     with an ordinal day ("Monday 8th").
//   - Day and month without year when the context supports it: a day cue
//     ("op 4/3", "on 9/3", "le 28/02", "vom 21.10."), an attached weekday,
//     a leading zero ("14/01", "07-02"), the German trailing dot with a cue
//     ("bis 07.06."), an event verb or participle before it ("besproken
//     17/11", "discussed 12/10", "vu le 4/11") or, in parentheses, after it
//     ("(17/11 besproken)"), and in MDY profiles a slash date whose second number
//     is not a usual scale maximum ("3/12").
//   - A year alone (1900–2100) after a cue ("in 2022", "sinds 2019", "en
//     2010"), in parentheses ("(2016)"), in a table cell, after a birth cue,
//     or in open text (1900–2039, lower score) unless it looks like a
//     quantity ("2000 mg"), a code or version ("CKD-EPI 2021"), a lab value
//     ("LDH 1950"), a classification or document reference ("ICD-10-GM
//     2025", "SNOMED CT 2024", "chapter 2019"), a house number ("Stationsstraat 2019") or a postal code
//     ("2000 Antwerpen"); year ranges ("2019-2021"), decades ("1990s") and
//     apostrophe years ("in '22", "CABG '15").
//   - A month alone after a cue ("sinds maart", "in March", "seit Anfang
//     Oktober", "eind oktober", "début mars", "3rd week of November",
//     "finales de marzo"); English and German months must then be
//     capitalised, "May" only capitalised, and an abbreviation that is a
//     common word of the language ("sept" in French) needs its dot.
//   - Seasons and holidays with a year ("zomer 2023", "zomer van 2023",
//     "Spring of '22", "Kerstmis 2023"); a holiday of the note's language
//     alone when capitalised and not part of a name ("seit Pfingsten",
//     "fête du Nouvel An"); week and year ("wk 23, 2024", "KW 23/2024").
//   - Ranges give one span per end: "du 12 au 19 novembre 2024", "samedi 9
//     au dimanche 10 mars", "8. Jänner bis 2. Feber 2025", "July–September
//     2024", "04/09 - 06/09/2020", "10-31/08", "3 t/m 7 november",
//     "3–7 november 2026", "3.–7. November", "12th-14th March".
//   - A clock time directly after a dated expression, after exactly one
//     space, belongs to the span ("04/02/2025 07:42"); after a word ("om",
//     "at", "à", "um") or a comma it stays out.
//
// # Language
//
// Month, weekday, season and holiday words come from the document's
// language profile (lang.Profile). Because notes mix languages, month words
// of the other profiles are accepted next to a number ("March 2024" in a
// Dutch note), except abbreviations that are common words elsewhere
// ("may", "mar", "set"); weekdays of other profiles only in full.
//
// # Not dates
//
// Validation rejects impossible days (31/04, 29/02/2023) and years outside
// 1900–2100. Context rejects blood pressures and scores ("120/80", "MMSE
// 27/30", "pain 9/10", "Apgar 8-9-10"), doses and fractions ("24/26 mg",
// "1/2 co"), decimals and ICD codes ("7.2", "K26.4"), versions ("v2.1.3"),
// times alone ("14:30"), phone numbers and national numbers
// ("03-821.30.00", "0472/12.34.56", "22.11.04-123.45") and gestational ages.
//
// # Scores
//
// 0.95 for a complete date in an unambiguous form, 0.9 for strong evidence
// (attached weekday, birth cue, two-digit year), 0.85 for a cue word, 0.8
// for parentheses or a range partner, 0.7 for weak evidence (a leading zero,
// a table cell) and 0.6 for open-text years and bare US month/day.
//
// Header-like cues of results and encounters ("DOS", "visit",
// "collected", "received", "specimen", "date of service") count as day
// cues; "DOS" only in capitals. A slash date of one-digit day and month
// with a two-digit year ("3/7/25") is read without a cue unless the year
// is a usual scale maximum ("8/9/10").
//
// Context word lists (cues, score names, units, block words, street
// suffixes) are data in data/cues.yaml, embedded in the binary.
package datetime
