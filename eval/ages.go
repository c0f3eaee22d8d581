package eval

import (
	"regexp"
	"strconv"
	"strings"
)

// Explicit age expressions, for Options.ExcludeAges.
//
// Some benchmarks (ASQ-PHI) leave explicit ages below 90 unannotated, as
// HIPAA allows, so a system that redacts them is charged with non-PII
// redaction. Seed 000 (Methods, "External English benchmark preparation";
// Table S12) therefore found these expressions in the source text with the
// same rules for every system, regardless of any system's labels, and
// removed redacted characters inside them from the non-PII numerator while
// keeping the denominator. FindAges implements such rules: only explicit,
// unambiguous forms are matched, so that durations ("for 3 years") are not
// excluded:
//
//   - a number with an "old" unit: "45-year-old", "45 years old", "45 yo",
//     "45 y/o", "3-month-old", "18 weeks old", "45-jarige", "3 maanden
//     oud", "45-jähriger", "45 Jahre alt", "45 años de edad", "63 anni di
//     età", "40 anos de idade", "72 tuổi";
//   - an age cue and a number: "age 45", "aged 45", "age: 45 y",
//     "leeftijd 45", "âgé de 45 ans", "Alter 45", "edad 45", "età 63";
//   - a compact age–sex expression: "65M", "72 F", "45yoF", "65yM";
//   - an age threshold: "over 65", "under 18 years", "older than 70",
//     unless another unit follows ("over 24 hours").
//
// Values are converted to years using the unit (months /12, weeks /52,
// days /365) and the expression is kept when the age is below 90.
// Qualitative descriptors (elderly, adolescent) are not ages. Overlapping
// matches are merged.

const ageNum = `(\d{1,3}(?:[.,]\d+)?)`

// ageUnit is a unit word after a number; its kind decides the conversion.
const (
	ageYearUnits  = `years?|yrs?|y|jaar|jaren|j|jr|ans?|a|jahre?n?|j|años?|anni|anno|anos?|tuổi`
	ageMonthUnits = `months?|mos?|mths?|maand(?:en)?|mnd|mois|monate?n?|mes(?:es)?|mesi|meses`
	ageWeekUnits  = `weeks?|wks?|weken|semaines?|wochen?|semanas?|settimane?`
	ageDayUnits   = `days?|dagen|dag|jours?|tage?n?|días?|giorni|dias?`
)

var (
	ageOld = regexp.MustCompile(`(?i)\b` + ageNum + `(?:\s?-?\s?)(?:` +
		`(?P<y>(?:years?|yrs?|yr)[\s-]?old|y/o|y\.o\.?|yoa|yo|jarige|jarig|jaar oud|jährige[rnms]?|jährig|jahre alt|años de edad|anni di età|anos de idade|tuổi)` +
		`|(?P<m>(?:months?|mos?|mths?)[\s-]?old|maanden oud|maand oud|monate alt)` +
		`|(?P<w>(?:weeks?|wks?)[\s-]?old|weken oud|wochen alt)` +
		`|(?P<d>days?[\s-]?old|dagen oud|tage alt))`)
	ageCue = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:age|aged|ages|at the age of|age of|leeftijd(?: van)?|lft|âgée? de|alter(?: von)?|im alter von|edad(?: de)?|età(?: di)?|idade(?: de)?)\s*[:=]?\s*` +
		ageNum + `(?:\s?(?:(?P<y>` + ageYearUnits + `)|(?P<m>` + ageMonthUnits + `)|(?P<w>` + ageWeekUnits + `)|(?P<d>` + ageDayUnits + `))\b)?`)
	ageSex    = regexp.MustCompile(`\b(\d{1,3})\s?(?:y/o|y\.o\.|yo|y)?\s?[MF]\b`)
	ageThresh = regexp.MustCompile(`(?i)\b(?:over|under|above|below|older than|younger than)\s+(\d{1,3})\b(?:\s?(?P<y>years?|yrs?|y/o|yo|y)\b)?`)
	// ageOtherUnit follows a threshold number when it is not an age.
	ageOtherUnit = regexp.MustCompile(`(?i)^\s?(?:%|[a-zµ/]+)`)
	ageNotUnit   = map[string]bool{"and": true, "or": true, "with": true, "who": true, "in": true, "at": true, "of": true,
		"on": true, "for": true, "the": true, "to": true, "but": true, "patients": true, "patient": true, "men": true,
		"women": true, "adults": true, "people": true, "children": true, "male": true, "female": true, "males": true, "females": true}
)

// FindAges returns the explicit age expressions below 90 in text as
// merged byte ranges [begin, end).
func FindAges(text string) [][2]int {
	var out []interval
	add := func(b, e int, value string, kind byte) {
		if b > 0 && (text[b-1] >= '0' && text[b-1] <= '9' || text[b-1] == '.' || text[b-1] == ',') {
			return // part of a larger or decimal number ("98.2 F" is a temperature)
		}
		v, err := strconv.ParseFloat(strings.Replace(value, ",", ".", 1), 64)
		if err != nil {
			return
		}
		switch kind {
		case 'm':
			v /= 12
		case 'w':
			v /= 52
		case 'd':
			v /= 365
		}
		if v < 90 {
			out = append(out, interval{b, e})
		}
	}
	kindOf := func(re *regexp.Regexp, m []int) byte {
		for _, k := range []string{"m", "w", "d"} {
			if i := re.SubexpIndex(k); i > 0 && m[2*i] >= 0 {
				return k[0]
			}
		}
		return 'y'
	}
	for _, m := range ageOld.FindAllStringSubmatchIndex(text, -1) {
		add(m[0], m[1], text[m[2]:m[3]], kindOf(ageOld, m))
	}
	for _, m := range ageCue.FindAllStringSubmatchIndex(text, -1) {
		b := m[0]
		// skip the non-letter matched before the cue
		for b < m[1] && !isLetterStart(text[b:]) {
			b++
		}
		add(b, m[1], text[m[2]:m[3]], kindOf(ageCue, m))
	}
	for _, m := range ageSex.FindAllStringSubmatchIndex(text, -1) {
		add(m[0], m[1], text[m[2]:m[3]], 'y')
	}
	for _, m := range ageThresh.FindAllStringSubmatchIndex(text, -1) {
		if i := ageThresh.SubexpIndex("y"); m[2*i] < 0 {
			if u := ageOtherUnit.FindString(text[m[1]:]); u != "" && !ageNotUnit[strings.ToLower(strings.TrimSpace(u))] {
				continue
			}
		}
		add(m[0], m[1], text[m[2]:m[3]], 'y')
	}
	merged := merge(nil, out)
	res := make([][2]int, len(merged))
	for i, x := range merged {
		res[i] = [2]int{x.b, x.e}
	}
	return res
}

// isLetterStart reports whether s starts with a letter (of any script).
func isLetterStart(s string) bool {
	for _, r := range s {
		return strings.ContainsRune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", r) || r > 127
	}
	return false
}
