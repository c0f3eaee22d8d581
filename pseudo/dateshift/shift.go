package dateshift

import (
	"strconv"
	"strings"
	"time"

	"github.com/meddeid/meddeid/lang"
)

// Shift renders the date moved by days in the style of its source text.
// Both bounds of the interval move; at a resolution coarser than a day the
// output names the unit holding the moved interval, or the first and last
// of the units it touches ("May/June 2023"). A holiday becomes the plain
// date it falls on after the shift.
func (d Date) Shift(days int) string {
	if d.left != nil {
		return d.shiftRange(days)
	}
	s := d.Start.AddDate(0, 0, days)
	e := d.End.AddDate(0, 0, days)
	if d.Holiday {
		return formatDay(d.prof, s, d.HasYear, d.tp)
	}
	return renderInterval(d.tp, s, e)
}

// renderInterval renders [s, e] with a template at its resolution.
func renderInterval(tp *template, s, e time.Time) string {
	if tp.res == Day {
		return tp.text(s)
	}
	u1, u2 := unitStart(tp.res, s), unitStart(tp.res, e)
	if u1.Equal(u2) {
		return tp.text(u1)
	}
	n := 1
	for u := u1; u.Before(u2); u = unitNext(tp.res, u) {
		n++
	}
	var b1, b2 renderBuf
	return merge(tp, tp.render(u1, b1[:0]), tp.render(u2, b2[:0]), n > 2)
}

// shiftRange shifts a range as one interval: the left end renders the unit
// holding the moved start, the right end the unit holding the moved end.
func (d Date) shiftRange(days int) string {
	s := d.Start.AddDate(0, 0, days)
	e := d.End.AddDate(0, 0, days)
	lt, rt := d.left.tp, d.right.tp
	ls, rs := unitStart(lt.res, s), unitStart(rt.res, e)
	right := renderInterval(rt, rs, rs)
	left := lt.text(ls)
	// The left end borrows the components it does not state from the right
	// end; when those now differ, state them.
	if (!lt.hasYear && ls.Year() != rs.Year() && !(ls.Month() == 12 && rs.Month() == 1 && ls.Year()+1 == rs.Year() && lt.hasMonth)) ||
		(!lt.hasMonth && lt.hasDay && (ls.Month() != rs.Month() || ls.Year() != rs.Year())) {
		if lt.res == rt.res {
			left = rt.text(ls)
		}
	}
	return left + d.conn + right
}

// formatDay writes a day in the profile's usual textual form, for shifted
// holidays: "25 december 2024", "December 25, 2024", "25. Dezember 2024".
func formatDay(p *lang.Profile, t time.Time, withYear bool, tp *template) string {
	month := p.Months[t.Month()-1][0]
	base := lang.Base(p.Code)
	if base == "en" || base == "de" {
		month = applyCase(month, caseTitle)
	}
	if tp != nil {
		for _, pt := range tp.parts {
			if pt.kind == fLit && caseOf(pt.text) == caseUpper && runeLen(pt.text) > 1 {
				month = strings.ToUpper(month)
			}
		}
	}
	day := strconv.Itoa(t.Day())
	if base == "fr" && t.Day() == 1 {
		day += "er"
	}
	year := strconv.Itoa(t.Year())
	var s string
	switch {
	case p.DateOrder == "MDY":
		s = month + " " + day
		if withYear {
			s += ", " + year
		}
		return s
	case base == "de":
		s = day + ". " + month
	case base == "es" || base == "pt":
		s = day + " de " + month
		if withYear {
			s += " de"
		}
	case base == "vi":
		s = "ngày " + day + " tháng " + strconv.Itoa(int(t.Month()))
		if withYear {
			s += " năm"
		}
	default:
		s = day + " " + month
	}
	if withYear {
		s += " " + year
	}
	return s
}
