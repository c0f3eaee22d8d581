package render

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/meddeid/meddeid/synth/langpack"
)

// Hard negatives: clinical text that looks like identifiers but is not.
// Each is written with Builder.Neg so the gates can count them.

// fillNums replaces {sys} {dia} {hr} {spo2} {temp} {rr} {gcs} {n} {x}
// {time} in a clinical phrase with plausible values.
func (d *doc) fillNums(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	r := d.r
	rep := func(key, val string) {
		s = strings.ReplaceAll(s, "{"+key+"}", val)
	}
	rep("sys", strconv.Itoa(95+r.IntN(90)))
	rep("dia", strconv.Itoa(50+r.IntN(50)))
	rep("hr", strconv.Itoa(48+r.IntN(80)))
	rep("spo2", strconv.Itoa(86+r.IntN(14)))
	rep("temp", d.decimal(35.8+r.Float64()*3.2, 1))
	rep("rr", strconv.Itoa(10+r.IntN(20)))
	rep("gcs", strconv.Itoa(3+r.IntN(13)))
	rep("n", strconv.Itoa(1+r.IntN(12)))
	rep("x", d.decimal(0.5+r.Float64()*9, 1))
	rep("time", d.clock())
	return s
}

// decimal formats v with dec decimals and the pack's separator.
func (d *doc) decimal(v float64, dec int) string {
	s := strconv.FormatFloat(v, 'f', dec, 64)
	if d.pk.Decimal == "," {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// clock returns a time of day alone (a hard negative).
func (d *doc) clock() string {
	h, m := d.r.IntN(24), d.r.IntN(12)*5
	switch d.pk.Code[:2] {
	case "nl":
		return d.pick([]string{fmt.Sprintf("%02d:%02d", h, m), fmt.Sprintf("%du%02d", h, m), fmt.Sprintf("%02d.%02d u", h, m)})
	case "fr":
		return d.pick([]string{fmt.Sprintf("%02dh%02d", h, m), fmt.Sprintf("%02d:%02d", h, m)})
	case "de":
		return d.pick([]string{fmt.Sprintf("%02d:%02d Uhr", h, m), fmt.Sprintf("%02d.%02d", h, m)})
	}
	if d.pk.Code == "en-US" {
		hh := h % 12
		if hh == 0 {
			hh = 12
		}
		ap := "am"
		if h >= 12 {
			ap = "pm"
		}
		return d.pick([]string{fmt.Sprintf("%d:%02d %s", hh, m, ap), fmt.Sprintf("%02d%02d", h, m), fmt.Sprintf("%02d:%02d", h, m)})
	}
	return d.pick([]string{fmt.Sprintf("%02d:%02d", h, m), fmt.Sprintf("%02d%02d", h, m)})
}

// drug returns "name dose unit" from a common entry "name|d1,d2|unit".
func (d *doc) drug() string {
	e := strings.Split(d.pick(d.drugs()), "|")
	name := e[0]
	if d.chance(0.5) {
		name = upperFirst(name)
	}
	if len(e) < 3 {
		return name
	}
	dose := d.pick(strings.Split(e[1], ","))
	if dose == "" {
		return name
	}
	if d.pk.Decimal == "," {
		dose = strings.ReplaceAll(dose, ".", ",")
	}
	if e[2] == "" {
		return name + " " + dose
	}
	return name + " " + dose + " " + e[2]
}

func (d *doc) med() string {
	return d.drug() + " " + d.pick(d.pk.Clinical.Schedules)
}

// meds writes a medication list as bullets or a table.
func (d *doc) meds() {
	n := 2 + d.r.IntN(5)
	if d.tableStyle == 0 || d.tableStyle == 1 {
		sep := " | "
		if d.tableStyle == 1 {
			sep = "\t"
		}
		for i := 0; i < n; i++ {
			if i > 0 {
				d.b.Lit("\n")
			}
			parts := strings.SplitN(d.drug(), " ", 2)
			row := parts[0]
			if len(parts) > 1 {
				row += sep + parts[1]
			}
			row += sep + d.pick(d.pk.Clinical.Schedules)
			if sep == " | " {
				row = "| " + row + " |"
			}
			d.b.Neg("medication", row)
		}
		return
	}
	for i := 0; i < n; i++ {
		if i > 0 {
			d.b.Lit("\n")
		}
		d.b.Lit(d.bullet(i))
		d.b.Neg("medication", d.med())
	}
}

// labValue returns a value, unit and reference range for lab l.
func (d *doc) labValue(l langpack.Lab) (string, string) {
	lo, hi := l.Lo, l.Hi
	v := lo*0.6 + d.r.Float64()*(hi*1.5-lo*0.6)
	val := d.decimal(round(v, l.Dec), l.Dec)
	ref := d.decimal(lo, l.Dec) + "-" + d.decimal(hi, l.Dec)
	if lo == 0 {
		ref = "< " + d.decimal(hi, l.Dec)
	}
	return val, ref
}

func round(v float64, dec int) float64 {
	p := math.Pow(10, float64(dec))
	return math.Round(v*p) / p
}

// lab writes one inline lab result.
func (d *doc) lab() {
	l := d.rr.Common.Labs[d.r.IntN(len(d.rr.Common.Labs))]
	v, ref := d.labValue(l)
	s := l.Name + " " + v + " " + l.Unit
	if d.chance(0.4) {
		s += " (ref. " + ref + ")"
	}
	d.b.Neg("lab", s)
}

// labs writes a lab table in the note's table style.
func (d *doc) labs() {
	n := 4 + d.r.IntN(6)
	start := d.r.IntN(len(d.rr.Common.Labs))
	for i := 0; i < n; i++ {
		l := d.rr.Common.Labs[(start+i*7)%len(d.rr.Common.Labs)]
		v, ref := d.labValue(l)
		if i > 0 {
			d.b.Lit("\n")
		}
		var row string
		switch d.tableStyle {
		case 0:
			row = "| " + l.Name + " | " + v + " | " + l.Unit + " | " + ref + " |"
		case 1:
			row = l.Name + "\t" + v + "\t" + l.Unit + "\t" + ref
		case 2:
			row = fmt.Sprintf("%-14s %8s %-8s %s", l.Name, v, l.Unit, ref)
		default:
			row = l.Name + ": " + v + " " + l.Unit + " (" + ref + ")"
		}
		if d.chance(0.2) && len(d.rr.Common.Codes) > 0 {
			row += "  " + d.pick(d.rr.Common.Codes)
		}
		d.b.Neg("lab", row)
	}
}

// neg writes a phrase from list as a hard negative of kind.
func (d *doc) neg(kind string, list []string) {
	if len(list) == 0 {
		return
	}
	d.b.Neg(kind, d.fillNums(d.pick(list)))
}
