package dateshift

import (
	"strconv"
	"strings"
	"time"

	"github.com/meddeid/meddeid/lang"
)

// Date is a parsed date expression: the interval [Start, End] of calendar
// days it denotes (UTC midnights, both inclusive), its resolution, and the
// source's style, kept to render a shifted value the same way.
type Date struct {
	// Start and End are the first and last day the text can denote.
	Start, End time.Time
	// Resolution is the granularity of the text (of its first end for a
	// range).
	Resolution Resolution
	// HasYear is false when the year was taken from the reference date.
	HasYear bool
	// TwoDigitYear marks a two-digit or apostrophe year, whose century was
	// chosen around the reference date.
	TwoDigitYear bool
	// Weekday marks an attached weekday.
	Weekday bool
	// Holiday marks a named holiday ("Pfingsten", "Nouvel An").
	Holiday bool
	// Range marks a range within one text ("3–7 november").
	Range bool

	tp          *template
	prof        *lang.Profile
	left, right *Date
	conn        string
}

// anchor carries the month and year that a partial left end of a range
// takes from its right end.
type anchor struct {
	year  int
	month time.Month
}

// item is a recognised element of the text, pointing at its template part.
type item struct {
	cat    category // 0 for numbers and apostrophe years
	part   int
	val    int  // number value, month, weekday, season, phase, holiday index
	digits int  // digits of a number
	apos   bool // apostrophe year
	ord    bool // the number has an ordinal suffix or a German dot
}

// Parse reads the text of a Date (or birth-date) span with the language
// profile p. ref is the document date: it anchors texts without a year and
// resolves two-digit years. The error is an *Error.
func Parse(text string, p *lang.Profile, ref time.Time) (Date, error) {
	if p == nil {
		return Date{}, errf(CatUnsupported, "no language profile")
	}
	if strings.TrimSpace(text) == "" {
		return Date{}, errf(CatEmpty, "empty text")
	}
	ref = dayOnly(ref)
	d, err := parseSingle(text, p, ref, nil)
	if err == nil {
		return d, nil
	}
	if e, ok := err.(*Error); ok && e.Category == CatHoliday {
		return Date{}, err
	}
	// A word that is a weekday here but a month elsewhere ("mar", mardi
	// in French, in "30MAR2024"): read it as the month once, when the
	// weekday reading fails.
	if md, merr := parseSingleWith(text, p, ref, nil, true); merr == nil {
		return md, nil
	}
	if rd, ok := parseRange(text, p, ref); ok {
		return rd, nil
	}
	return Date{}, err
}

// Shift parses text and moves it by days, rendering the result in the
// source's style; see the package documentation.
func Shift(text string, days int, p *lang.Profile, ref time.Time) (string, error) {
	d, err := Parse(text, p, ref)
	if err != nil {
		return "", err
	}
	return d.Shift(days), nil
}

// rangeConnectors split a range inside one text, tried in this order.
var rangeConnectors = []string{
	" tot en met ", " bis einschl. ", " t/m ", " tot ", " to ", " until ", " till ", " through ", " thru ",
	" au ", " à ", " bis ", " al ", " hasta ", " até ", " ao ", " a ", " - ", " – ", " — ", "–", "—", "-",
}

func parseRange(text string, p *lang.Profile, ref time.Time) (Date, bool) {
	low := strings.ToLower(text)
	if len(low) != len(text) {
		return Date{}, false
	}
	for _, c := range rangeConnectors {
		for off := 0; ; {
			k := strings.Index(low[off:], c)
			if k < 0 {
				break
			}
			pos := off + k
			off = pos + 1
			l, r := text[:pos], text[pos+len(c):]
			if strings.TrimSpace(l) == "" || strings.TrimSpace(r) == "" {
				continue
			}
			rd, err := parseSingle(r, p, ref, nil)
			if err != nil || rd.Holiday {
				continue
			}
			ld, err := parseSingle(l, p, ref, &anchor{year: rd.Start.Year(), month: rd.Start.Month()})
			if err != nil || ld.Holiday {
				continue
			}
			if ld.Start.After(rd.Start) {
				continue
			}
			d := Date{Start: ld.Start, End: rd.End, Resolution: ld.Resolution, HasYear: rd.HasYear,
				TwoDigitYear: rd.TwoDigitYear, Weekday: ld.Weekday || rd.Weekday, Range: true,
				prof: p, left: &ld, right: &rd, conn: text[pos : pos+len(c)]}
			return d, true
		}
	}
	return Date{}, false
}

// timeLen returns how many tokens from i form a clock time ("14:30",
// "08:30:15", "14h30", "9.30 am"), or 0.
func timeLen(toks []token, i int) int {
	if i >= len(toks) || toks[i].kind != tNum || len(toks[i].text) > 2 {
		return 0
	}
	n := 0
	if i+2 < len(toks) && toks[i+2].kind == tNum && len(toks[i+2].text) == 2 {
		switch {
		case toks[i+1].kind == tSep && toks[i+1].text == ":":
			n = 3
			if i+4 < len(toks) && toks[i+3].text == ":" && toks[i+4].kind == tNum && len(toks[i+4].text) == 2 {
				n = 5
			}
		case toks[i+1].kind == tWord && (toks[i+1].low == "h" || toks[i+1].low == "u"):
			n = 3
		}
	}
	if n == 0 {
		return 0
	}
	// an am/pm or hour word after one space belongs to the time
	if j := i + n; j+1 < len(toks) && toks[j].low == " " && toks[j+1].kind == tWord {
		switch toks[j+1].low {
		case "am", "pm", "uur", "uhr", "h", "u":
			n += 2
		}
	}
	return n
}

// parseSingle parses a text holding one date expression. an is the anchor
// of a partial left end of a range (nil otherwise).
func parseSingle(text string, p *lang.Profile, ref time.Time, an *anchor) (Date, error) {
	return parseSingleWith(text, p, ref, an, false)
}

// parseSingleWith is parseSingle; with asMonth, a word whose best
// reading is a weekday is read as a month where some profile has it as
// one.
func parseSingleWith(text string, p *lang.Profile, ref time.Time, an *anchor, asMonth bool) (Date, error) {
	// most date texts have at most 8 tokens ("3 november 2024" has 5)
	var buf [8]token
	toks := tokenizeInto(text, buf[:0])
	lx := lexiconFor(p)
	tp := &template{parts: make([]part, 0, len(toks))}
	// most texts have at most 8 items; the builder does not keep them
	var itemBuf [8]item
	items := itemBuf[:0]
	unknown := false
	for i := 0; i < len(toks); {
		tk := toks[i]
		switch tk.kind {
		case tSep:
			tp.parts = append(tp.parts, part{kind: fLit, text: tk.text})
			i++
		case tApos:
			items = append(items, item{part: len(tp.parts), val: atoi(tk.text[len(tk.text)-2:]), digits: 2, apos: true})
			tp.parts = append(tp.parts, part{kind: fYear, text: tk.text, width: 2, apos: tk.text[:len(tk.text)-2]})
			i++
		case tNum:
			if n := timeLen(toks, i); n > 0 {
				tp.parts = append(tp.parts, part{kind: fLit, text: spanText(text, toks[i:i+n])})
				i += n
				continue
			}
			it := item{part: len(tp.parts), val: atoi(tk.text), digits: len(tk.text)}
			tp.parts = append(tp.parts, part{kind: fLit, text: tk.text, width: numWidth(tk.text)})
			i++
			if i < len(toks) && toks[i].kind == tWord && lx.ordinals[toks[i].low] && len(tk.text) <= 2 {
				it.ord = true
				tp.parts = append(tp.parts, part{kind: fOrd, text: toks[i].text, cas: caseOf(toks[i].text)})
				i++
			} else if i < len(toks) && toks[i].kind == tWord && toks[i].low == "s" && len(tk.text) == 4 {
				it.cat = catDecadeMark
				tp.parts = append(tp.parts, part{kind: fLit, text: toks[i].text})
				i++
			} else if i < len(toks) && toks[i].kind == tSep && strings.HasPrefix(toks[i].text, ".") && lang.Base(p.Code) == "de" && len(tk.text) <= 2 {
				it.ord = true
			}
			items = append(items, it)
		case tWord:
			if tk.low == "t" && timeLen(toks, i+1) > 0 {
				tp.parts = append(tp.parts, part{kind: fLit, text: tk.text})
				i++
				continue
			}
			e := lx.match(toks, i)
			if asMonth && e != nil && e.cat == catWeekday {
				if m := lx.matchCat(toks, i, catMonth, len(e.toks)); m != nil {
					e = m
				}
			}
			if e == nil {
				unknown = true
				tp.parts = append(tp.parts, part{kind: fLit, text: tk.text})
				i++
				continue
			}
			src := spanText(text, toks[i:i+len(e.toks)])
			i += len(e.toks)
			pt := part{kind: fLit, text: src, form: e.form, prof: e.prof, lng: e.lng, cas: caseOf(src)}
			switch e.cat {
			case catMonth, catWeekday:
				forms := e.prof.Months[e.value][:]
				pt.kind = fMonthWord
				if e.cat == catWeekday {
					forms = e.prof.Weekdays[e.value][:]
					pt.kind = fWeekday
				}
				dotted := i < len(toks) && toks[i].kind == tSep && strings.HasPrefix(toks[i].text, ".")
				pt.abbr = isAbbrForm(forms, e.form) || (e.form > 0 && dotted)
				if pt.abbr && dotted {
					pt.dot = true
					pt.text += "."
					if rest := toks[i].text[1:]; rest != "" {
						tp.parts = append(tp.parts, pt)
						pt = part{kind: fLit, text: rest}
						items = append(items, item{cat: e.cat, part: len(tp.parts) - 1, val: e.value})
						tp.parts = append(tp.parts, pt)
						i++
						continue
					}
					i++
				}
			case catSeason:
				pt.kind = fSeason
				pt.prof = p
			case catPhase:
				pt.kind = fPhase
			}
			if e.cat != catDateWord {
				items = append(items, item{cat: e.cat, part: len(tp.parts), val: e.value})
			}
			tp.parts = append(tp.parts, pt)
		}
	}
	if unknown {
		if holidayMention(text) {
			return Date{}, errf(CatHoliday, "holiday without a computable day")
		}
		return Date{}, errf(CatInvalidFormat, "unknown word in date")
	}
	b := &builder{p: p, ref: ref, an: an, tp: tp}
	return b.build(items)
}

// catDecadeMark marks a four-digit number followed by "s" ("1990s").
const catDecadeMark category = 100

// numWidth is the zero-padded width of a number: its length when it has a
// leading zero (or four digits, for years), else 1.
func numWidth(s string) int {
	if len(s) > 1 && s[0] == '0' || len(s) > 2 {
		return len(s)
	}
	return 1
}

// spanText returns the texts of ts, consecutive tokens of text,
// concatenated: the part of text they cover.
func spanText(text string, ts []token) string {
	last := ts[len(ts)-1]
	return text[ts[0].off : last.off+len(last.text)]
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// holidayMention reports whether the text names a holiday of any profile.
func holidayMention(text string) bool {
	low := " " + strings.Join(strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !isLetter(r) && r != '\'' && r != '-'
	}), " ") + " "
	for _, q := range lang.All() {
		for _, h := range q.Holidays {
			if strings.Contains(low, " "+h+" ") {
				return true
			}
		}
	}
	return false
}
