package profession

// appos describes the clause before a candidate in apposition.
type appos struct {
	ok      bool // after a comma or bracket, or after an age adjective
	rel     bool // a relative in the clause
	person  bool // the patient or an age in the clause, a titled name aside
	cgTitle bool // a caregiver title in the clause
	cgName  bool // the comma follows a name with a caregiver title ("Dr. X,")
	social  bool // the comma follows a name with a social title only ("Mme X,")
}

// apposition reports whether the candidate at token a stands in
// apposition (after a comma or bracket, or after an age adjective such as
// "74-jarige"), and which cues the clause before it holds: a relative,
// the patient or an age, a caregiver title, and whether a titled name
// stands right before the comma.
func (d *doc) apposition(a int) appos {
	l := d.l
	if a > 1 && joins(d.gaps[a]) && l.indefinite.has(d.toks[a-1].key) {
		a-- // "Daughter, a pharmacist, …"
	}
	var ap appos
	ap.ok = d.gaps[a]&gapComma != 0 || d.ageAdjective(a-1)
	if !ap.ok {
		return ap
	}
	ts := a
	if d.gaps[a]&gapComma != 0 {
		if s, cg, ok := d.titledName(a); ok {
			ts, ap.cgName, ap.social = s, cg, !cg
		}
	}
	for k := a - 1; k >= 0 && a-k <= clauseWindow; k-- {
		if g := d.gaps[k+1]; g&(gapStop|gapLine) != 0 || (g&gapDot != 0 && k+1 != a) {
			break
		}
		t := d.toks[k]
		switch {
		case k >= ts:
			// the titled name itself ("Frau Dr. Keller"): no kin, no patient
			if l.cgTitles.has(t.key) && t.upper {
				ap.cgTitle = true
			}
		case d.phraseEnding(l.relatives, k) >= 0:
			ap.rel = true
		case d.phraseEnding(l.persons, k) >= 0:
			ap.person = true
		case t.digit && k+1 < len(d.toks) && joins(d.gaps[k+1]) && d.phraseStarting(l.ageWords, k+1) > 0:
			ap.person = true
		case l.cgTitles.has(t.key) && t.upper:
			ap.cgTitle = true
		}
	}
	return ap
}

// nameParticles may stand inside a name between its capitalised words.
var nameParticles = map[string]bool{
	"van": true, "de": true, "der": true, "den": true, "ter": true, "ten": true, "von": true, "zu": true,
	"le": true, "la": true, "du": true, "des": true, "di": true, "da": true, "dos": true, "del": true, "y": true,
}

// titledName reports whether the tokens before the comma at token a are
// a name introduced by titles ("Frau Dr. Keller", "Mme Girard", "dr. J.
// Peeters"), and returns the first title token and whether a caregiver
// title ("Dr", "Prof") is among the titles.
func (d *doc) titledName(a int) (start int, caregiver, ok bool) {
	l := d.l
	k, names := a-1, 0
	for ; k >= 0 && names < 5; k-- {
		t := d.toks[k]
		if t.digit || l.titles.has(t.key) || !joins(d.gaps[k+1]) && k+1 != a {
			break
		}
		if !t.upper && !(names > 0 && nameParticles[t.key]) {
			return 0, false, false
		}
		if t.upper && l.flags(t.key) != 0 && names == 0 && !l.lastNames.ContainsKey(t.key) {
			return 0, false, false // "Patiënt, bakker": a word, not a name
		}
		names++
	}
	if names == 0 || k < 0 || !joins(d.gaps[k+1]) {
		return 0, false, false
	}
	start = -1
	for k >= 0 {
		s := d.phraseEnding(l.titles, k)
		if s < 0 {
			break
		}
		for j := s; j <= k; j++ {
			caregiver = caregiver || l.cgTitles.has(d.toks[j].key)
		}
		start = s
		if s == 0 || !joins(d.gaps[s]) {
			break
		}
		k = s - 1
	}
	if start < 0 {
		return 0, false, false
	}
	return start, caregiver, true
}

// staffPossessive reports an occupation right after a name's possessive
// ("Mr Okafor's secretary", "Dr Patel's registrar"): a caregiver's staff.
// A pronoun's or relative's "'s" is a copula or kin ("She's retired").
func (d *doc) staffPossessive(a int) bool {
	if a < 2 || d.toks[a-1].key != "s" || !spaceOnly(d.gaps[a]) {
		return false
	}
	if g := d.gapText(a - 1); g != "'" && g != "\u2019" {
		return false
	}
	k := a - 2
	o := d.toks[k]
	if !o.upper || o.digit {
		return false
	}
	return d.phraseEnding(d.l.persons, k) < 0 && d.phraseEnding(d.l.relatives, k) < 0
}
