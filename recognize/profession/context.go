package profession

// clauseWindow is how many tokens before a candidate the person cues are
// looked for.
const clauseWindow = 14

// evaluate decides whether c is a Profession of the patient or a relative.
// hard reports a rejection that also rules out propagation (c is a label,
// a name or a possessive).
func (d *doc) evaluate(c *cand, out []cand) (ok bool, score float64, hard bool) {
	l := d.l
	if d.labelAfter(c) || d.possessiveAfter(c) || d.surname(c) {
		return false, 0, true
	}
	hobby := c.flags&fHobby != 0 && c.flags&fProf == 0
	if (!hobby && !c.sector && (d.definiteBefore(c.a) || d.employerBefore(c.a))) || d.nameAfter(c.b) || d.caregiverLine(c.a) {
		return false, 0, false
	}
	ap := d.apposition(c.a)
	if ap.ok && !ap.rel && (ap.cgName || ap.social && !ap.person && c.flags&(fCare|fAmbig) != 0) {
		// "Frau Dr. Keller, Fachärztin …", "Mme Girard, orthophoniste": a
		// caregiver's role.
		return false, 0, false
	}
	if ap.ok && !ap.rel && !ap.person && !ap.social && !onlyState(c) && d.nameBefore(c.a) &&
		!d.labelBefore(l.occLabels, c.a, 8) && !(hobby && d.labelBefore(l.hobbyLabels, c.a, 16)) {
		// "Karin Brinkman, apotheker"; not "Employment: Tesco, shelf
		// stacker" nor "Hobbys: Lesen, Kochen"
		return false, 0, false
	}
	if d.staffPossessive(c.a) {
		return false, 0, false
	}
	s5 := ap.ok && (ap.rel || ap.person || ap.social) && !(ap.cgTitle && !ap.rel)
	if hobby {
		if c.listed {
			// an unlisted gerund counts only after a cue or inside a list of hobbies
			if d.hobbyCue(c.a) || d.hobbyListAfter(c.a, out) {
				return true, scoreHobby, false
			}
			return false, 0, false
		}
		if c.hobbyP || c.field || c.b < len(d.toks) && joins(d.gaps[c.b]) && d.phraseStarting(l.hobbyAfter, c.b) > 0 || d.hobbyCue(c.a) || d.labelBefore(l.hobbyLabels, c.a, 40) || s5 || d.hobbyListAfter(c.a, out) ||
			d.changeCue(c) || d.duringCue(c) || d.agentAfterCopula(c.a) || d.clubAfter(c) {
			return true, scoreHobby, false
		}
		return false, 0, false
	}
	strong := s5 || c.state || c.study || d.labelBefore(l.occLabels, c.a, 5) || d.asWork(c.a, c.b) ||
		(d.copulaBefore(c.a) && !(c.flags&(fCare|fAmbig) != 0 && d.caregiverSubject(c.a))) || d.formerBefore(c.a) || d.relativeBefore(c.a) ||
		c.flags&fCare == 0 && d.hobbyCue(c.a) || d.phraseStarting(l.afterCues, c.b) > 0 ||
		l.datedStates.has(c.key) && d.sinceNear(c.a, c.b)
	if !strong && d.historyLine(c.a) {
		// On a social-history line an everyday occupation counts; one that
		// needs a cue must open the clause, and a care occupation must be
		// followed by its workplace ("Enfermera en el Centro de Salud …").
		initial := d.gaps[c.a]&(gapLine|gapDot|gapColon) != 0
		switch {
		case c.flags&fCare != 0:
			strong = initial && d.workplaceAfter(c.b)
		case c.flags&fAmbig != 0:
			strong = initial
		default:
			strong = true
		}
	}
	switch {
	case strong:
		return true, scoreCue, false
	case c.flags&(fCare|fAmbig) != 0:
		return false, 0, false
	default:
		return true, scoreLight, false
	}
}

// onlyState reports whether c is an unambiguous employment state and
// nothing else ("en invalidité", "retired"): no caregiver's role, so a
// name before the comma does not reject it ("… à Mérignac, en
// invalidité").
func onlyState(c *cand) bool {
	return c.flags&fState != 0 && c.flags&(fAmbig|fCare) == 0 && !c.state
}

// labelAfter reports whether c is a field label: a colon follows it, or
// follows one lower-case word after it ("Médecin traitant :").
func (d *doc) labelAfter(c *cand) bool {
	if d.gaps[c.b]&gapColon != 0 {
		return true
	}
	n := len(d.toks)
	return c.b < n && joins(d.gaps[c.b]) && !d.toks[c.b].upper && d.gaps[c.b+1]&gapColon != 0
}

// possessiveAfter reports a possessive "'s" after c ("farmer's lung").
func (d *doc) possessiveAfter(c *cand) bool {
	if c.b >= len(d.toks) || d.toks[c.b].key != "s" {
		return false
	}
	g := d.gapText(c.b)
	return g == "'" || g == "\u2019"
}

// surname reports whether a capitalised one-word candidate is a family
// name: after a title or an initial, before ", Firstname", joined to a
// capitalised name by a hyphen, or (outside German, where every noun is
// capitalised) a known family name in mid-sentence.
func (d *doc) surname(c *cand) bool {
	t := d.toks[c.a]
	if c.b != c.a+1 || !t.upper {
		return false
	}
	l := d.l
	if c.a > 0 {
		p := d.toks[c.a-1]
		g := d.gapText(c.a)
		if (spaceOnly(d.gaps[c.a]) || trimSpace(g) == ".") && l.titles.has(p.key) {
			return true
		}
		if trimSpace(g) == "." && p.upper && p.e-p.b == 1 {
			return true
		}
		if g == "-" && p.upper && (l.code != "de" || l.lastNames.ContainsKey(p.key) || l.firstNames.ContainsKey(p.key)) {
			return true
		}
	}
	if c.b < len(d.toks) && trimSpace(d.gapText(c.b)) == "," && d.toks[c.b].upper &&
		(l.firstNames.ContainsKey(d.toks[c.b].key) || l.lastNames.ContainsKey(t.key)) {
		return true
	}
	if c.a > 0 && spaceOnly(d.gaps[c.a]) && d.toks[c.a-1].upper && !d.toks[c.a-1].digit && !d.personWord(c.a-1) {
		// "Klaus-Dieter Hoffmeister", "Renate Hoffmeister"; German
		// capitalises every noun ("seit Jahren Padel"), so there the word
		// before must be a known name.
		if l.code != "de" || d.givenName(c.a-1) {
			return true
		}
	}
	if l.code == "de" {
		return false
	}
	start := d.gaps[c.a]&(gapLine|gapStop|gapDot|gapColon) != 0
	return !start && l.lastNames.ContainsKey(t.key)
}

// givenName reports whether the capitalised German word at token k is a
// given name: a known one, one after a title ("Frau Renate") or a
// hyphenated one ("Klaus-Dieter").
func (d *doc) givenName(k int) bool {
	l := d.l
	if p := d.toks[k].key; l.firstNames.ContainsKey(p) || l.lastNames.ContainsKey(p) {
		return true
	}
	if k == 0 {
		return false
	}
	if d.gapText(k) == "-" && d.toks[k-1].upper {
		return true
	}
	return joins(d.gaps[k]) && d.phraseEnding(l.titles, k-1) >= 0
}

// personWord reports whether token k ends a relative, patient or label
// phrase ("Patientin", "Sohn", "Beruf") rather than a name.
func (d *doc) personWord(k int) bool {
	l := d.l
	for _, p := range []phrases{l.relatives, l.persons, l.occLabels, l.historyLabels, l.hobbyCues, l.former, l.premod} {
		if d.phraseEnding(p, k) >= 0 {
			return true
		}
	}
	return false
}

// trimSpace trims spaces and tabs.
func trimSpace(s string) string {
	for len(s) > 0 && (s[0] == ' ' || s[0] == '\t') {
		s = s[1:]
	}
	for len(s) > 0 && (s[len(s)-1] == ' ' || s[len(s)-1] == '\t') {
		s = s[:len(s)-1]
	}
	return s
}

// definiteBefore reports an article, demonstrative or possessive directly
// before token a ("de huisarts", "your doctor", "l'infirmière").
func (d *doc) definiteBefore(a int) bool {
	if a == 0 || !joins(d.gaps[a]) || d.phraseEnding(d.l.definite, a-1) < 0 {
		return false
	}
	// an article that belongs to a copula names the person's job: "fa il
	// muratore", "faceva l'infermiera"
	return d.phraseEnding(d.l.copulas, a-1) < 0
}

// employerBefore reports a workplace preposition before the candidate,
// with an optional article ("bij een bakker", "chez le boulanger"): the
// occupation then names an employer, not the person.
func (d *doc) employerBefore(a int) bool {
	k := d.skipBack(a-1, 1, d.l.indefinite, d.l.definite)
	return k >= 0 && d.l.employerPreps.has(d.toks[k].key)
}

// workplaceAfter reports a workplace after the candidate: a preposition
// and, within three words, a capitalised name ("bij AZ Groeninge", "en el
// Centro de Salud").
func (d *doc) workplaceAfter(b int) bool {
	if b >= len(d.toks) || !spaceOnly(d.gaps[b]) || !d.l.workplacePreps.has(d.toks[b].key) {
		return false
	}
	for k := b + 1; k < len(d.toks) && k <= b+3; k++ {
		if !joins(d.gaps[k]) {
			return false
		}
		if d.toks[k].upper {
			return true
		}
	}
	return false
}

// nameAfter reports a title or a name right after the candidate: the
// occupation is then a role noun before a name ("huisarts dr. Geerts",
// "psycholoog Tine Goethals").
func (d *doc) nameAfter(b int) bool {
	if b >= len(d.toks) || !spaceOnly(d.gaps[b]) {
		return false
	}
	t := d.toks[b]
	if d.l.titles.has(t.key) {
		return true
	}
	if !t.upper {
		return false
	}
	if d.l.code == "de" {
		return d.l.firstNames.ContainsKey(t.key)
	}
	return true
}

// nameBefore reports a capitalised word before the comma or bracket that
// opens the candidate ("Karin Brinkman, apotheker"): with no relative or
// patient cue the occupation is a caregiver's role.
func (d *doc) nameBefore(a int) bool {
	return a > 0 && d.toks[a-1].upper && !d.toks[a-1].digit && d.l.flags(d.toks[a-1].key) == 0
}

// lineStart returns the first token of the line of token i.
func (d *doc) lineStart(i int) int {
	for i > 0 && d.gaps[i]&gapLine == 0 {
		i--
	}
	return i
}

// caregiverLine reports a line that opens with a caregiver label
// ("Verwijzer:", "Reported by:", "Aanvrager Dr. …") before token a.
func (d *doc) caregiverLine(a int) bool {
	ls := d.lineStart(a)
	e := d.phraseStarting(d.l.cgLabels, ls)
	if e <= 0 || e > a {
		return false
	}
	return d.gaps[e]&gapColon != 0 || (e < a && d.l.titles.has(d.toks[e].key))
}

// historyLine reports that token a's line opens with a section label about
// the patient's life ("Sociaal:", "Mode de vie :"), or follows a line that
// is only such a label ("Social history").
func (d *doc) historyLine(a int) bool {
	ls := d.lineStart(a)
	if e := d.phraseStarting(d.l.historyLabels, ls); e > 0 && e <= a && (e == a || d.gaps[e]&gapColon != 0) {
		return true
	}
	if ls == 0 {
		return false
	}
	pls := d.lineStart(ls - 1)
	return d.phraseStarting(d.l.historyLabels, pls) == ls
}

// labelBefore reports a label of p followed by a colon (or a tab) on the
// same line, at most within tokens before token a.
func (d *doc) labelBefore(p phrases, a, within int) bool {
	for k := a - 1; k >= 0 && a-k <= within; k-- {
		if d.gaps[k+1]&gapLine != 0 {
			return false
		}
		if d.gaps[k+1]&gapColon != 0 || d.isTabbed(k+1) {
			if d.phraseEnding(p, k) >= 0 {
				return true
			}
		}
	}
	return false
}

// skipBack returns the first token at or before k, on the same clause as
// the token after it, that is not in one of the skip sets (at most max
// tokens skipped), or -1.
func (d *doc) skipBack(k, max int, skip ...phrases) int {
	for n := 0; k >= 0 && n <= max; n++ {
		if !joins(d.gaps[k+1]) {
			return -1
		}
		skipped := false
		for _, s := range skip {
			if s.has(d.toks[k].key) || (s.digits && d.toks[k].digit) {
				skipped = true
				break
			}
		}
		if !skipped {
			return k
		}
		k--
	}
	return -1
}

// asWork reports "works as (a)", "werkt sinds 2015 als", "travaille comme":
// an "as" word before the candidate and a work verb in the clause.
func (d *doc) asWork(a, b int) bool {
	l := d.l
	if a >= 2 && d.toks[a-1].upper && joins(d.gaps[a]) {
		a-- // an employer's name before the occupation: "works as a UPS driver"
	}
	k := d.skipBack(a-1, 2, l.indefinite)
	if k < 0 {
		return false
	}
	s := d.phraseEnding(l.asWords, k)
	if s < 0 {
		return false
	}
	for j := s - 1; j >= 0 && s-j <= 5; j-- {
		if d.gaps[j+1]&(gapStop|gapLine|gapDot) != 0 {
			break
		}
		if d.phraseEnding(l.workVerbs, j) >= 0 {
			return true
		}
	}
	for j := b; j < len(d.toks) && j-b < 4; j++ {
		if d.gaps[j]&(gapStop|gapLine|gapDot) != 0 {
			break
		}
		if d.phraseStarting(l.workVerbs, j) > 0 {
			return true
		}
	}
	return false
}

// digits matches number tokens in skipBack ("is sinds 2021 …").
var digits = phrases{set: map[string]bool{}, maxLen: 1, digits: true}

// copulaBefore reports "is (a)", "was een", "est": a copula before the
// candidate.
func (d *doc) copulaBefore(a int) bool {
	k := d.skipBack(a-1, 3, d.l.indefinite, d.l.adverbs, digits)
	return k >= 0 && d.phraseEnding(d.l.copulas, k) >= 0
}

// caregiverSubject reports a caregiver title ("Dr", "Prof") earlier in the
// clause of token a: "Le Dr Martin est en congé" is about staff.
func (d *doc) caregiverSubject(a int) bool {
	for k := a - 1; k >= 0 && a-k <= clauseWindow; k-- {
		if d.gaps[k+1]&(gapStop|gapLine|gapDot|gapComma) != 0 {
			return false
		}
		if t := d.toks[k]; t.upper && d.l.cgTitles.has(t.key) {
			return true
		}
	}
	return false
}

// agentAfterCopula reports a copula, an indefinite article and at most one
// more word before a hobby at token a: "is a keen golfer", "war ein
// starker Schachspieler", "est un grand randonneur" (not "het is
// wandelen", "is swimming").
func (d *doc) agentAfterCopula(a int) bool {
	for k := a - 1; k >= 0 && k >= a-2; k-- {
		if !joins(d.gaps[k+1]) {
			return false
		}
		if d.l.indefinite.has(d.toks[k].key) {
			return k > 0 && joins(d.gaps[k]) && d.phraseEnding(d.l.copulas, k-1) >= 0
		}
		if d.toks[k].upper || d.toks[k].digit {
			return false
		}
	}
	return false
}

// formerBefore reports "vroeger", "former", "ex" before the candidate.
func (d *doc) formerBefore(a int) bool {
	k := d.skipBack(a-1, 1, d.l.indefinite)
	return k >= 0 && d.phraseEnding(d.l.former, k) >= 0
}

// relativeBefore reports a relative noun right before token a, with only
// a space between ("moeder poetsvrouw", "padre operaio", "Vater
// Elektriker"): the occupation is the relative's.
func (d *doc) relativeBefore(a int) bool {
	return a > 0 && spaceOnly(d.gaps[a]) && d.phraseEnding(d.l.relatives, a-1) >= 0
}

// ageAdjective reports an age adjective ending at token k ("74-jarige",
// "17-year-old", "75-jährige").
func (d *doc) ageAdjective(k int) bool {
	if k < 1 {
		return false
	}
	s := d.phraseEnding(d.l.ageWords, k)
	return s > 0 && d.toks[s-1].digit && joins(d.gaps[s])
}

// hobbyCue reports a hobby cue before token a ("speelt", "fervent",
// "begeisterter", "enjoys"), with at most three filler words between.
func (d *doc) hobbyCue(a int) bool { return d.cueBefore(d.l.hobbyCues, a) }

// cueBefore reports a phrase of p before token a, with at most three
// hobby filler words ("nog", "regelmatig", "het") between.
func (d *doc) cueBefore(p phrases, a int) bool {
	l := d.l
	for k, skipped := a-1, 0; k >= 0 && skipped <= 3; k-- {
		if !joins(d.gaps[k+1]) {
			return false
		}
		if d.phraseEnding(p, k) >= 0 {
			return true
		}
		if !l.hobbySkip.has(d.toks[k].key) {
			return false
		}
		skipped++
	}
	return false
}

// conjunctions join items of a list of hobbies.
var conjunctions = map[string]bool{"en": true, "and": true, "et": true, "und": true, "y": true, "e": true, "of": true, "or": true, "ou": true, "oder": true, "o": true, "va": true}

// listPreps may stand after a conjunction before the next item of a list
// of hobbies ("passionné de pêche et de chasse", "appassionato di pesca e
// di caccia").
var listPreps = map[string]bool{"de": true, "d": true, "du": true, "des": true, "di": true, "del": true, "della": true, "do": true, "da": true}

// hobbyListAfter reports that the candidate continues a list whose
// previous item, on the same line, is an accepted hobby ("speelt tennis
// en golf", "plays bowls, chess and bridge").
func (d *doc) hobbyListAfter(a int, out []cand) bool {
	if len(out) == 0 {
		return false
	}
	p := out[len(out)-1]
	if p.flags&fHobby == 0 || p.flags&fProf != 0 || a-p.b > 2 {
		return false
	}
	for k := p.b; k <= a; k++ {
		if d.gaps[k]&^(gapSpace|gapComma) != 0 {
			return false
		}
		if k < a && !conjunctions[d.toks[k].key] && !(k > p.b && (d.l.definite.has(d.toks[k].key) || listPreps[d.toks[k].key])) {
			return false // an article or "de" may follow the conjunction: "le vélo et la randonnée", "pêche et de chasse"
		}
	}
	return true
}
