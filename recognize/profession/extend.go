package profession

import "strings"

// merge joins neighbouring candidates into one span: an employment state
// and an occupation ("gepensioneerd landbouwer", "cheminot retraité"), and
// two occupations joined by a hyphen or slash ("chauffeur-livreur").
func (d *doc) merge(cands []cand) []cand {
	out := cands[:0]
	for _, c := range cands {
		if n := len(out); n > 0 {
			p := &out[n-1]
			if (p.b == c.a && d.canMerge(*p, c)) || (p.b < c.a && stateAndJob(*p, c) && d.premodRun(p.b, c.a)) {
				p.state = p.state || stateAndJob(*p, c) || stateAndJob(c, *p)
				p.b, p.flags = c.b, p.flags|c.flags
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

// premodRun reports whether tokens [a, b), between an employment state and
// an occupation, are all premodifiers joined by spaces ("retired line
// worker", "retired CNC machinist").
func (d *doc) premodRun(a, b int) bool {
	if b-a > 3 || !spaceOnly(d.gaps[b]) {
		return false
	}
	for k := b - 1; k >= a; {
		if !spaceOnly(d.gaps[k+1]) {
			return false
		}
		if s := d.phraseEnding(d.l.premod, k); s >= a {
			k = s - 1
			continue
		}
		return false
	}
	return spaceOnly(d.gaps[a])
}

// canMerge reports whether p and c, adjacent, form one span.
func (d *doc) canMerge(p, c cand) bool {
	if p.flags&fProf == 0 || c.flags&fProf == 0 || !joins(d.gaps[c.a]) {
		return false
	}
	if p.flags&fState != 0 || c.flags&fState != 0 {
		return p.flags&fState == 0 || c.flags&fState == 0
	}
	if spaceOnly(d.gaps[c.a]) && d.l.nounFirst() && d.l.fieldHeads.has(d.toks[p.b-1].key) {
		// a student or teacher of an occupation: "étudiante infirmière",
		// "élève aide-soignant"
		return true
	}
	return hasHyphenOrSlash(d.text[d.toks[c.a-1].e:d.toks[c.a].b])
}

// nounFirst reports a language that puts modifiers after the noun.
func (l *language) nounFirst() bool {
	switch l.code {
	case "fr", "es", "it", "pt":
		return true
	}
	return false
}

// stateAndJob reports whether s is an unambiguous employment state and j
// an occupation: together they describe a person ("retired nurse").
func stateAndJob(s, j cand) bool {
	return s.flags&fState != 0 && s.flags&fAmbig == 0 && j.flags&fState == 0
}

// extend widens c over premodifiers before it ("secondary school maths
// teacher"), a hyphenated first part ("Kfz-Mechaniker"), a field of study
// or subject after it ("étudiant en kinésithérapie", "docente Frans") and
// postmodifiers ("infirmière à domicile"). It never reaches before
// lastEnd.
func (d *doc) extend(c *cand, lastEnd int) {
	l := d.l
	n := len(d.toks)
	if c.flags&fProf == 0 { // a hobby: hobby premodifiers ("varsity lacrosse")
		for c.a-1 >= lastEnd && spaceOnly(d.gaps[c.a]) && d.phraseEnding(l.hobbyPremod, c.a-1) >= lastEnd {
			c.a = d.phraseEnding(l.hobbyPremod, c.a-1)
		}
		// and postmodifiers ("pêche à la mouche", "ski de fond")
		if c.b < n && joins(d.gaps[c.b]) {
			if e := d.phraseStarting(l.hobbyPostmod, c.b); e > 0 {
				c.b = e
			}
		}
		return
	}
	hyphen := false
	for c.a-1 >= lastEnd {
		k := c.a - 1
		if spaceOnly(d.gaps[c.a]) {
			if s := d.phraseEnding(l.premod, k); s >= lastEnd {
				c.a = s
				continue
			}
		}
		if spaceOnly(d.gaps[c.a]) && l.code == "en" && d.l.flags(d.toks[k].key) == fHobby {
			// a sport before an occupation: "youth baseball coach"
			c.a = k
			continue
		}
		if !hyphen && !d.toks[k].digit && d.text[d.toks[k].e:d.toks[c.a].b] == "-" && d.phraseEnding(l.former, k) < 0 && len(d.toks[k].key) > 1 {
			c.a, hyphen = k, true
			continue
		}
		break
	}
	if c.b < n && spaceOnly(d.gaps[c.b]) && c.flags&fState == 0 && l.headNouns.has(d.toks[c.b].key) {
		// "lifeguard supervisor", "warehouse manager": the head noun ends the span
		c.flags |= l.flags(d.toks[c.b].key) &^ fState
		c.b++
	}
	if c.b < n && (l.fieldHeads.has(d.toks[c.b-1].key) || l.fieldHeads.has(c.key)) && joins(d.gaps[c.b]) {
		if e := d.phraseStarting(l.fieldPreps, c.b); e > 0 && e < n && joins(d.gaps[e]) {
			if f := d.fieldAt(e); f > 0 {
				c.b = f
			}
		} else if l.code == "nl" || l.code == "de" || l.code == "vi" {
			if f := d.fieldAt(c.b); f > 0 {
				c.b = f
			}
		}
	}
	if c.b < n && spaceOnly(d.gaps[c.b]) && c.flags&fState == 0 && d.deptHead(c.b-1) {
		// a department after a leader or clerk: "teamleider onderhoud",
		// "Leiter Vertrieb", "responsable (de la) maintenance"
		if e := d.phraseStarting(l.departments, c.b); e > 0 {
			c.b = e
		} else if e := d.phraseStarting(l.fieldPreps, c.b); e > 0 && e < n && l.nounFirst() && joins(d.gaps[e]) {
			if f := d.phraseStarting(l.departments, e); f > 0 {
				c.b = f
			}
		}
	}
	if c.b < n && joins(d.gaps[c.b]) {
		if e := d.phraseStarting(l.postmod, c.b); e > 0 {
			c.b = e
		}
	}
}

// fieldAt returns the end of a field of study or subject starting at token
// k, with an optional degree before it ("BTS électrotechnique", "bachelor
// verpleegkunde"), or of a degree alone; -1 when there is none.
func (d *doc) fieldAt(k int) int {
	if f := d.phraseStarting(d.l.fields, k); f > 0 {
		return f
	}
	e := d.phraseStarting(d.l.degrees, k)
	if e <= 0 {
		return -1
	}
	if e < len(d.toks) && joins(d.gaps[e]) {
		if f := d.phraseStarting(d.l.fields, e); f > 0 {
			return f
		}
		// a preposition between the degree and the field: "master de
		// droit", "năm 2 ngành công nghệ thông tin"
		if p := d.phraseStarting(d.l.fieldPreps, e); p > 0 && p < len(d.toks) && joins(d.gaps[p]) {
			if f := d.phraseStarting(d.l.fields, p); f > 0 {
				return f
			}
		}
	}
	return e
}

// deptHead reports whether token k ends in a head that takes a department
// after it ("teamleider", "Mitarbeiter", "responsable").
func (d *doc) deptHead(k int) bool {
	key := d.toks[k].key
	for _, h := range d.l.deptHeads {
		if strings.HasSuffix(key, h) {
			return true
		}
	}
	return false
}

// gapText returns the text between token i-1 and token i.
func (d *doc) gapText(i int) string {
	prev := 0
	if i > 0 {
		prev = d.toks[i-1].e
	}
	if i >= len(d.toks) {
		return d.text[prev:]
	}
	return d.text[prev:d.toks[i].b]
}

// isTabbed reports whether the gap before token i holds a tab or two
// spaces (a table cell or form field).
func (d *doc) isTabbed(i int) bool {
	g := d.gapText(i)
	return strings.Contains(g, "\t") || strings.Contains(g, "  ")
}
