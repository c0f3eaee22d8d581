package render

import (
	"strconv"

	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/casegen"
)

// age writes the age of someone born on birth at date at, with a unit
// pattern from the pack ("{n}-jarige", "{n} mnd"); bare writes the number
// alone (after "Age:").
func (d *doc) age(birth, at casegen.Date, bare bool) {
	b := d.b
	y := birth.YearsAt(at)
	unit, n := "year", y
	if y < 2 {
		m := birth.MonthsAt(at)
		unit, n = "month", m
		if m < 2 {
			unit, n = "week", int(at.Time().Sub(birth.Time()).Hours()/24/7)
			if n < 1 {
				unit, n = "day", int(at.Time().Sub(birth.Time()).Hours()/24)
			}
		}
	}
	cat := "age_" + unit
	b.Begin("Age_Birthdate")
	if bare || len(d.pk.Ages[unit]) == 0 {
		b.Part(cat, strconv.Itoa(n))
		b.End(build.Meta{Family: "age:bare"})
		return
	}
	f := d.pick(d.pk.Ages[unit])
	p := d.rr.pattern(f)
	for _, t := range p.toks {
		if t.token == "" {
			emitLit(b, t.lit, "age_type")
		} else {
			b.Part(cat, strconv.Itoa(n))
		}
	}
	b.End(build.Meta{Family: "age:" + f})
}

// birthDate writes a date of birth span; an attached marker ("°") from
// the pack may lead it.
func (d *doc) birthDate(mode string) {
	f := &d.rr.dates
	var p pattern
	if mode == "num" {
		p = f.numeric[d.r.IntN(len(f.numeric))]
	} else {
		p = f.primary[d.r.IntN(len(f.primary))]
	}
	prefix := ""
	if mode == "mark" && len(d.pk.Dates.BirthPrefix) > 0 {
		prefix = d.pick(d.pk.Dates.BirthPrefix)
	}
	d.dateSpan("Age_Birthdate", p, d.c.Patient.Birth, false, prefix)
}
