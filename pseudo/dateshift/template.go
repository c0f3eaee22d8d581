package dateshift

import (
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lang"
)

// fkind is the role of a template part.
type fkind uint8

const (
	fLit       fkind = iota // literal text, copied
	fDay                    // day number
	fOrd                    // ordinal suffix after the day ("th", "er", "ste")
	fMonthNum               // month number
	fMonthWord              // month name or abbreviation
	fYear                   // year: four or two digits or apostrophe year
	fWeekday                // weekday word
	fSeason                 // season word
	fPhase                  // month phase word (begin/mid/end)
	fWeekNum                // ISO week number
	fDecade                 // decade digits ("1990" of "1990s")
)

// letter case of a source word.
const (
	caseLower uint8 = iota
	caseTitle
	caseUpper
)

// part is one piece of a template: a literal or a field with the style of
// its source text.
type part struct {
	kind  fkind
	text  string        // source text
	width int           // digits of a number (zero padding when 2)
	apos  string        // apostrophe of an apostrophe year
	form  int           // index of the word form in its list
	abbr  bool          // the word was an abbreviation
	dot   bool          // the abbreviation was followed by a dot (kept in text)
	cas   uint8         // letter case
	prof  *lang.Profile // profile of a month or weekday word
	lng   string        // language of a phase word
}

// template is the parsed source text; rendering fills its fields with a new
// date.
type template struct {
	parts []part
	res   Resolution
	// shows which calendar components the text states.
	hasDay, hasMonth, hasYear bool
}

// renderBuf is room for the parts of most templates, so that a caller's
// render needs no allocation.
type renderBuf [8]string

// text is the template filled with the unit starting at t, joined.
func (tp *template) text(t time.Time) string {
	var buf renderBuf
	return strings.Join(tp.render(t, buf[:0]), "")
}

// render fills the template with the unit starting at t: one string per
// part, in out's storage where it has room (a caller's buffer).
func (tp *template) render(t time.Time, out []string) []string {
	out = append(out[:0], make([]string, len(tp.parts))...)
	year := t.Year()
	switch tp.res {
	case Season:
		_, year = seasonIndex(t)
	case Week:
		year, _ = t.ISOWeek()
	}
	for i, p := range tp.parts {
		switch p.kind {
		case fLit:
			out[i] = p.text
		case fDay:
			out[i] = pad(t.Day(), p.width)
		case fOrd:
			out[i] = ordinal(p, t.Day())
		case fMonthNum:
			out[i] = pad(int(t.Month()), p.width)
		case fMonthWord:
			out[i] = wordForm(p, p.prof.Months[t.Month()-1][:], false)
		case fWeekday:
			out[i] = wordForm(p, p.prof.Weekdays[(int(t.Weekday())+6)%7][:], true)
		case fYear:
			switch {
			case p.apos != "":
				out[i] = p.apos + pad(mod(year, 100), 2)
			case p.width == 2:
				out[i] = pad(mod(year, 100), 2)
			default:
				out[i] = strconv.Itoa(year)
			}
		case fSeason:
			s, _ := seasonIndex(t)
			out[i] = applyCase(seasonWord(p, s), p.cas)
		case fPhase:
			out[i] = applyCase(phaseWord(p, phaseOf(t.Day())), p.cas)
		case fWeekNum:
			_, w := t.ISOWeek()
			out[i] = pad(w, p.width)
		case fDecade:
			out[i] = strconv.Itoa(year - mod(year, 10))
		}
	}
	return out
}

func pad(n, width int) string {
	s := strconv.Itoa(n)
	for len(s) < width {
		s = "0" + s
	}
	return s
}

func runeLen(s string) int { return utf8.RuneCountInString(s) }

// isAbbrForm reports whether form k of a word list is an abbreviation.
func isAbbrForm(forms []string, k int) bool {
	return k > 0 && runeLen(forms[k]) <= 4 && !strings.ContainsAny(forms[k], " 0123456789")
}

// wordForm renders a month or weekday in the style of the source part.
func wordForm(p part, forms []string, weekday bool) string {
	if len(forms) == 0 {
		return ""
	}
	var w string
	switch {
	case !weekday && strings.ContainsAny(p.text, "0123456789"):
		// a numbered month form ("tháng 5", "th5"): the number replaced.
		return numberedForm(p.text, forms)
	case !p.abbr && p.form > 0 && strings.Contains(p.text, " "):
		// a multi-word form: the same position.
		w = forms[0]
		if p.form < len(forms) {
			w = forms[p.form]
		}
	case !p.abbr:
		w = forms[0]
	default:
		w = forms[0]
		if weekday && p.form < len(forms) && isAbbrForm(forms, p.form) {
			w = forms[p.form]
		} else {
			for k := 1; k < len(forms); k++ {
				if isAbbrForm(forms, k) {
					w = forms[k]
					break
				}
			}
		}
		if p.dot && w != forms[0] {
			w += "."
		}
	}
	return applyCase(w, p.cas)
}

// numberedForm renders a month form that contains its number in the shape
// of the source form: the target list's form with the same text around the
// digits and the same zero padding.
func numberedForm(src string, forms []string) string {
	shape := func(s string) (string, string, int) {
		i := strings.IndexAny(s, "0123456789")
		if i < 0 {
			return s, "", -1
		}
		j := i
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		w := j - i
		if s[i] != '0' {
			w = 1
		}
		return strings.ToLower(s[:i]), strings.ToLower(s[j:]), w
	}
	pre, post, w := shape(src)
	for _, f := range forms {
		if fp, fq, fw := shape(f); fw >= 0 && fp == pre && fq == post && (fw == w || fw == 1 && w == 1) {
			return applyCase(f, caseOf(src))
		}
	}
	return forms[0]
}

func seasonWord(p part, s int) string {
	if idx, ok := seasonOf[strings.ToLower(p.text)]; ok && idx == s {
		return strings.ToLower(p.text)
	}
	if p.prof != nil {
		for _, w := range p.prof.Seasons {
			if idx, ok := seasonOf[w]; ok && idx == s {
				return w
			}
		}
	}
	return cal.Seasons[seasonKeys[s]][0]
}

func phaseWord(p part, ph int) string {
	words := cal.Phases[p.lng][phaseKeys[ph]]
	if len(words) == 0 {
		return p.text
	}
	if p.form < len(words) {
		return words[p.form]
	}
	return words[0]
}

// ordinal renders the suffix after a day number in the source's style.
func ordinal(p part, day int) string {
	src := strings.ToLower(p.text)
	var s string
	switch src {
	case "st", "nd", "rd", "th":
		s = "th"
		if day/10 != 1 {
			switch day % 10 {
			case 1:
				s = "st"
			case 2:
				s = "nd"
			case 3:
				s = "rd"
			}
		}
	case "ste", "de":
		s = "de"
		if day == 1 || day == 8 || day >= 20 {
			s = "ste"
		}
	case "er", "ère", "ere", "re":
		if day == 1 {
			s = src
		}
	default:
		s = src
	}
	return applyCase(s, p.cas)
}

// caseOf classifies the letter case of a source word.
func caseOf(s string) uint8 {
	upper, lower := 0, 0
	first := true
	firstUpper := false
	for _, r := range s {
		if !unicode.IsLetter(r) {
			continue
		}
		if first {
			firstUpper = unicode.IsUpper(r)
			first = false
		}
		if unicode.IsUpper(r) {
			upper++
		} else if unicode.IsLower(r) {
			lower++
		}
	}
	switch {
	case upper >= 2 && lower == 0:
		return caseUpper
	case firstUpper:
		return caseTitle
	}
	return caseLower
}

func applyCase(s string, c uint8) string {
	switch c {
	case caseUpper:
		return strings.ToUpper(s)
	case caseTitle:
		r, n := utf8.DecodeRuneInString(s)
		return string(unicode.ToUpper(r)) + s[n:]
	}
	return s
}

// merge joins the renderings of the first and last unit of a widened
// interval, factoring out the parts they share when those are set off by
// whitespace ("May/June 2023", "zomer/herfst van 2023"); else the two full
// renderings are joined ("11/2020 – 12/2020"). span marks more than two
// units ("January–March 2024").
func merge(tp *template, a, b []string, span bool) string {
	i, j := -1, -1
	for k := range a {
		if a[k] != b[k] {
			if i < 0 {
				i = k
			}
			j = k
		}
	}
	if i < 0 {
		return strings.Join(a, "")
	}
	for i > 0 && !(tp.parts[i-1].kind == fLit && hasSpace(a[i-1])) {
		i--
	}
	for j < len(a)-1 && !(tp.parts[j+1].kind == fLit && hasSpace(a[j+1])) {
		j++
	}
	ma := strings.Join(a[i:j+1], "")
	mb := strings.Join(b[i:j+1], "")
	joiner := "/"
	if span {
		joiner = "–"
	}
	if strings.ContainsAny(ma+mb, "/-–") {
		joiner = " – "
	}
	return strings.Join(a[:i], "") + ma + joiner + mb + strings.Join(a[j+1:], "")
}
