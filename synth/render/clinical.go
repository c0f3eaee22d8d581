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

// fillNums replaces the number tokens of a clinical phrase with plausible
// values, each occurrence drawn anew: {sys} {dia} {hr} {spo2} {temp} {rr}
// {gcs} {n} {x} {time} and the tokens of numToken; {~a|b|c} picks one
// alternative. An unknown token is kept (the placeholder gate catches it).
func (d *doc) fillNums(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			b.WriteString(s)
			break
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			b.WriteString(s)
			break
		}
		b.WriteString(s[:i])
		b.WriteString(d.numToken(s[i+1 : i+j]))
		s = s[i+j+1:]
	}
	return b.String()
}

// numToken returns a value for one fillNums token.
func (d *doc) numToken(key string) string {
	r := d.r
	itoa := strconv.Itoa
	switch key {
	case "sys":
		return itoa(95 + r.IntN(90))
	case "dia":
		return itoa(50 + r.IntN(50))
	case "hr":
		return itoa(48 + r.IntN(80))
	case "spo2":
		return itoa(86 + r.IntN(14))
	case "temp":
		return d.decimal(35.8+r.Float64()*3.2, 1)
	case "rr":
		return itoa(10 + r.IntN(20))
	case "gcs":
		return itoa(3 + r.IntN(13))
	case "n":
		return itoa(1 + r.IntN(12))
	case "n10":
		return itoa(r.IntN(11))
	case "n20":
		return itoa(1 + r.IntN(20))
	case "n100":
		return itoa(1 + r.IntN(100))
	case "big":
		return itoa(100 + r.IntN(900))
	case "py":
		return itoa(5 + r.IntN(56))
	case "kg":
		return itoa(45 + r.IntN(76))
	case "cm":
		return itoa(150 + r.IntN(46))
	case "mm":
		return itoa(2 + r.IntN(79))
	case "ml":
		return itoa(50 * (1 + r.IntN(40)))
	case "e":
		return itoa(1 + r.IntN(4))
	case "v":
		return itoa(1 + r.IntN(5))
	case "m":
		return itoa(1 + r.IntN(6))
	case "pct":
		return d.pick([]string{"3", "10", "25", "50", "75", "90", "97"})
	case "morse":
		return itoa(5 * r.IntN(26))
	case "braden":
		return itoa(6 + r.IntN(18))
	case "x":
		return d.decimal(0.5+r.Float64()*9, 1)
	case "time":
		return d.clock()
	}
	if strings.HasPrefix(key, "~") {
		return d.pick(strings.Split(key[1:], "|"))
	}
	return "{" + key + "}"
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
	name, rest := d.drugEntry(d.drugs())
	if d.chance(0.5) {
		name = upperFirst(name)
	}
	return name + rest
}

// brand returns a capitalised brand name with its dose most of the time
// and a schedule some of the time.
func (d *doc) brand() string {
	name, rest := d.drugEntry(d.rr.Common.Brands)
	if d.chance(0.2) {
		rest = ""
	}
	s := name + rest
	if d.chance(0.4) {
		s += " " + d.pick(d.pk.Clinical.Schedules)
	}
	return s
}

// drugEntry splits a drug entry "name|d1,d2|unit" into its name and
// " dose unit" (empty when the entry has no dose).
func (d *doc) drugEntry(list []string) (string, string) {
	e := strings.Split(d.pick(list), "|")
	name := e[0]
	if len(e) < 3 {
		return name, ""
	}
	dose := d.pick(strings.Split(e[1], ","))
	if dose == "" {
		return name, ""
	}
	if d.pk.Decimal == "," {
		dose = strings.ReplaceAll(dose, ".", ",")
	}
	if e[2] == "" {
		return name, " " + dose
	}
	return name, " " + dose + " " + e[2]
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
			d.negOf("medication", func() string {
				parts := strings.SplitN(d.drug(), " ", 2)
				row := parts[0]
				if len(parts) > 1 {
					row += sep + parts[1]
				}
				row += sep + d.pick(d.pk.Clinical.Schedules)
				if sep == " | " {
					row = "| " + row + " |"
				}
				return row
			})
		}
		return
	}
	for i := 0; i < n; i++ {
		if i > 0 {
			d.b.Lit("\n")
		}
		d.b.Lit(d.bullet(i))
		d.negOf("medication", d.med)
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
	d.negOf("lab", func() string {
		l := d.rr.Common.Labs[d.r.IntN(len(d.rr.Common.Labs))]
		v, ref := d.labValue(l)
		s := l.Name + " " + v + " " + l.Unit
		if d.chance(0.4) {
			s += " (ref. " + ref + ")"
		}
		return s
	})
}

// labs writes a lab table in the note's table style.
func (d *doc) labs() {
	n := 4 + d.r.IntN(6)
	start := d.r.IntN(len(d.rr.Common.Labs))
	for i := 0; i < n; i++ {
		l := d.rr.Common.Labs[(start+i*7)%len(d.rr.Common.Labs)]
		if i > 0 {
			d.b.Lit("\n")
		}
		d.negOf("lab", func() string { return d.labRow(l) })
	}
}

// labRow writes one row of a lab table for lab l.
func (d *doc) labRow(l langpack.Lab) string {
	v, ref := d.labValue(l)
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
	return row
}

// neg writes a phrase from list as a hard negative of kind.
func (d *doc) neg(kind string, list []string) {
	if len(list) == 0 {
		return
	}
	d.negOf(kind, func() string { return d.fillNums(d.pick(list)) })
}
