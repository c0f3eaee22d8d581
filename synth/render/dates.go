package render

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
	"github.com/meddeid/meddeid/synth/langpack"
)

// dateFormats are the parsed date patterns of a language. Tokens: {d}
// {dd} {do} (day with ordinal) {M} {MM} {MMM} {MMMM} {MMMU} (upper-case
// abbreviation) {yy} {yyyy} {wd} {wdd} {season} {time}; other words are
// formatting (date function words).
type dateFormats struct {
	primary   []pattern // full dates: numeric and textual
	numeric   []pattern
	text      []pattern
	noYear    []pattern
	monthYear []pattern
	season    []pattern
	year      []pattern
	monthOnly []pattern     // a month alone ("maart", "März")
	dayOnly   pattern       // a day number alone, the first end of a range
	months    [12][2]string // full, abbreviation
	codes     [12]string    // upper-case codes for "03MRZ2024" (see monthCodes)
	weekdays  [7][2]string
	seasons   []string // spring, summer, autumn, winter
	ordinal   string
	abbrDot   bool
}

func newDateFormats(pk *langpack.Pack, prof *lang.Profile) (dateFormats, error) {
	f := dateFormats{ordinal: pk.Dates.Ordinal, abbrDot: pk.Dates.AbbrDot, seasons: pk.Dates.Seasons}
	capf := func(s string) string {
		if pk.Dates.Capitalize {
			return upperFirst(s)
		}
		return s
	}
	for i, m := range prof.Months {
		if len(m) == 0 {
			return f, fmt.Errorf("render: %s: profile lacks month %d", pk.Code, i+1)
		}
		f.months[i] = [2]string{capf(m[0]), capf(monthAbbrev(m))}
	}
	f.codes = monthCodes(f.months)
	for i, w := range prof.Weekdays {
		if len(w) == 0 {
			return f, fmt.Errorf("render: %s: profile lacks weekday %d", pk.Code, i+1)
		}
		ab := w[0]
		if len(w) > 1 {
			ab = w[1]
		}
		f.weekdays[i] = [2]string{capf(w[0]), capf(ab)}
	}
	var num, noYear []string
	dm := func(a, b string) (string, string) {
		if prof.DateOrder == "MDY" {
			return b, a
		}
		return a, b
	}
	for _, sep := range []string{"/", ".", "-"} {
		for _, pad := range []bool{true, false} {
			d, m := "{d}", "{M}"
			if pad {
				d, m = "{dd}", "{MM}"
			}
			x, y := dm(d, m)
			num = append(num, x+sep+y+sep+"{yyyy}")
			if pad || sep == "/" {
				num = append(num, x+sep+y+sep+"{yy}")
			}
			if sep != "-" {
				noYear = append(noYear, x+sep+y)
			}
		}
	}
	num = append(num, "{yyyy}-{MM}-{dd}", "{yyyy}/{MM}/{dd}")
	if uniqueCodes(f.codes) {
		// upper-case month codes, where the language has distinct ones
		// (Vietnamese months are "tháng" and a number)
		num = append(num, "{dd}{MMMU}{yyyy}", "{dd}-{MMMU}-{yyyy}", "{d} {MMMU} {yyyy}")
	}
	if prof.DateOrder != "MDY" {
		noYear = append(noYear, "{dd}.{MM}.")
	}
	for _, s := range num {
		f.numeric = append(f.numeric, parsePattern(s))
	}
	for _, s := range noYear {
		f.noYear = append(f.noYear, parsePattern(s))
	}
	for _, s := range pk.Dates.Text {
		p := parsePattern(s)
		if strings.Contains(s, "{yy") {
			f.text = append(f.text, p)
		} else {
			f.noYear = append(f.noYear, p)
		}
	}
	f.primary = append(append([]pattern(nil), f.numeric...), f.text...)
	for _, s := range append([]string{"{MM}/{yyyy}", "{M}/{yyyy}", "{MM}-{yyyy}"}, pk.Dates.MonthYear...) {
		f.monthYear = append(f.monthYear, parsePattern(s))
	}
	for _, s := range pk.Dates.SeasonYear {
		f.season = append(f.season, parsePattern(s))
	}
	f.year = []pattern{parsePattern("{yyyy}"), parsePattern("{yyyy}"), parsePattern("'{yy}")}
	f.monthOnly = []pattern{parsePattern("{MMMM}"), parsePattern("{MMMM}"), parsePattern("{MMM}")}
	f.dayOnly = parsePattern("{d}")
	if len(f.text) == 0 || len(f.season) == 0 || len(f.seasons) != 4 {
		return f, fmt.Errorf("render: %s: dates need text formats, season formats and 4 seasons", pk.Code)
	}
	return f, nil
}

// dateSpan writes dt in pattern p as a span with label; a time (hh, mm)
// is added inside the span when withTime.
func (d *doc) dateSpan(label string, p pattern, dt casegen.Date, withTime bool, prefix string) {
	b := d.b
	b.Begin(label)
	if prefix != "" {
		b.Part(build.Formatting, prefix)
	}
	d.writeDate(p, dt)
	fam := "date:" + p.src
	if withTime {
		b.Part(build.Formatting, " ")
		h, m := d.e.ExamHour, d.e.ExamMin
		t := d.pick([]string{"%02d:%02d", "%d:%02d", "%02du%02d", "%02dh%02d", "%02d.%02d"})
		if d.pk.Code[:2] != "nl" && strings.Contains(t, "u") {
			t = "%02d:%02d"
		}
		b.Part(build.Time, fmt.Sprintf(t, h, m))
		fam += " {time}"
	}
	if label == "Age_Birthdate" {
		fam = "birth" + fam[4:]
	}
	b.End(build.Meta{Family: fam})
}

func (d *doc) writeDate(p pattern, dt casegen.Date) {
	b := d.b
	f := &d.rr.dates
	for _, t := range p.toks {
		if t.token == "" {
			emitLit(b, t.lit, build.Formatting)
			continue
		}
		switch t.token {
		case "d":
			b.Part("day", strconv.Itoa(dt.D))
		case "dd":
			b.Part("day", fmt.Sprintf("%02d", dt.D))
		case "do":
			b.Part("day", strconv.Itoa(dt.D))
			b.Part(build.Formatting, ordinal(f.ordinal, dt.D))
		case "M":
			b.Part("month", strconv.Itoa(dt.M))
		case "MM":
			b.Part("month", fmt.Sprintf("%02d", dt.M))
		case "MMM":
			ab := f.months[dt.M-1][1]
			b.Part("month", ab)
			if f.abbrDot && ab != f.months[dt.M-1][0] {
				b.Part(build.Formatting, ".")
			}
		case "MMMM":
			b.Part("month", f.months[dt.M-1][0])
		case "MMMU":
			b.Part("month", f.codes[dt.M-1])
		case "yy":
			b.Part("year", fmt.Sprintf("%02d", dt.Y%100))
		case "yyyy":
			b.Part("year", strconv.Itoa(dt.Y))
		case "wd":
			b.Part("weekday", f.weekdays[dt.Weekday()][0])
		case "wdd":
			b.Part("weekday", f.weekdays[dt.Weekday()][1])
		case "season":
			b.Part("season", f.seasons[seasonOf(dt.M)])
		case "w":
			b.Part("week", strconv.Itoa(isoWeek(dt)))
		case "holiday":
			b.Part("day", d.holidayName)
		}
	}
}

// monthAbbrev returns the abbreviation of a month written as m (the
// profile's forms, full name first): the first alternative form when it
// has at least three letters and is two shorter than the full name, or a
// shorter prefix of it. A first alternative that is a spelling of the
// whole name ("maerz", "fevrier", "setiembre") is no abbreviation: then
// the first form at least two letters shorter than the full name, a
// prefix of it preferred ("févr", "déc"), or the full name when there is
// none ("März", "Août").
func monthAbbrev(m []string) string {
	full := utf8.RuneCountInString(m[0])
	if len(m) < 2 || utf8.RuneCountInString(m[1]) < 3 {
		return m[0]
	}
	if n := utf8.RuneCountInString(m[1]); n <= full-2 || n < full && strings.HasPrefix(m[0], m[1]) {
		return m[1] // "mrt", "jun"
	}
	short := ""
	for _, a := range m[1:] {
		if n := utf8.RuneCountInString(a); n < 3 || n > full-2 {
			continue
		}
		if strings.HasPrefix(m[0], a) {
			return a
		}
		if short == "" {
			short = a
		}
	}
	if short != "" {
		return short
	}
	return m[0]
}

// monthCodes returns the upper-case month codes of glued dates
// ("03MRZ2024"): the first three letters of each abbreviation, or more
// where two months would share a code ("JUIN", "JUIL").
func monthCodes(months [12][2]string) [12]string {
	var codes [12]string
	for i, m := range months {
		codes[i] = strings.ToUpper(onlyLetters(m[1], 3))
	}
	for n := 4; n <= 12; n++ {
		var clash [12]bool
		found := false
		for i := range codes {
			for j := range codes {
				if i != j && codes[i] == codes[j] {
					clash[i], found = true, true
				}
			}
		}
		if !found {
			break
		}
		for i, m := range months {
			if clash[i] {
				codes[i] = strings.ToUpper(onlyLetters(m[1], n))
			}
		}
	}
	return codes
}

func onlyLetters(s string, n int) string {
	var out []rune
	for _, r := range s {
		if unicode.IsLetter(r) {
			out = append(out, r)
		}
	}
	if len(out) > n {
		out = out[:n]
	}
	return string(out)
}

func seasonOf(m int) int {
	switch m {
	case 3, 4, 5:
		return 0
	case 6, 7, 8:
		return 1
	case 9, 10, 11:
		return 2
	}
	return 3
}

// ordinal returns the suffix after day n ("st", "nd", "er", ".").
func ordinal(kind string, n int) string {
	switch kind {
	case "en":
		if n%100 >= 11 && n%100 <= 13 {
			return "th"
		}
		switch n % 10 {
		case 1:
			return "st"
		case 2:
			return "nd"
		case 3:
			return "rd"
		}
		return "th"
	case "fr":
		if n == 1 {
			return "er"
		}
		return ""
	case "de":
		return "."
	case "nl":
		if n == 1 || n == 8 || n >= 20 {
			return "ste"
		}
		return "de"
	}
	return ""
}

// date writes a full date: the note's primary format most of the time.
func (d *doc) date(dt casegen.Date, mode string) {
	f := &d.rr.dates
	var p pattern
	withTime := false
	switch mode {
	case "num":
		p = f.numeric[d.r.IntN(len(f.numeric))]
	case "text":
		p = f.text[d.r.IntN(len(f.text))]
	case "short":
		p = f.noYear[d.r.IntN(len(f.noYear))]
	case "time":
		p = f.primary[d.dateFmt]
		withTime = true
	default:
		if d.chance(0.55) {
			p = f.primary[d.dateFmt]
		} else {
			p = f.primary[d.r.IntN(len(f.primary))]
		}
	}
	d.dateSpan("Date", p, dt, withTime, "")
}

// partialDate writes a year, a month alone or with its year, a season
// with its year, a week with its year, or a full date.
func (d *doc) partialDate(dt casegen.Date) {
	f := &d.rr.dates
	var set []pattern
	switch x := d.r.IntN(20); {
	case x < 6:
		set = f.year
	case x < 10:
		set = f.monthYear
	case x < 11:
		set = f.monthOnly
	case x < 14:
		set = f.season
	case x < 15 && len(d.pk.Dates.WeekFormats) > 0:
		d.week(dt)
		return
	default:
		set = f.primary
	}
	d.dateSpan("Date", set[d.r.IntN(len(set))], dt, false, "")
}

// uniqueCodes reports whether no two months share a code.
func uniqueCodes(codes [12]string) bool {
	seen := map[string]bool{}
	for _, c := range codes {
		if seen[c] {
			return false
		}
		seen[c] = true
	}
	return true
}
