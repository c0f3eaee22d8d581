package profession

import "strings"

// doc is one text being recognized: its tokens, the gaps between them and
// the language data.
type doc struct {
	text string
	toks []token
	gaps []gapKind // gaps[i] is the gap before token i; gaps[len(toks)] the tail
	l    *language
	buf  []byte // scratch for phrase keys

	// scratch of tokenize: the bytes of folded keys, and the tokens whose
	// key lies there with its offsets
	arena  []byte
	folded []int

	cands []cand // the buffer of candidates
}

// cand is a candidate span over tokens [a, b).
type cand struct {
	a, b   int
	flags  uint8
	state  bool // holds an unambiguous employment state and an occupation
	hobbyP bool // a hobby compound with a hobby prefix ("amateurvoetballer")
	listed bool // an unlisted gerund that counts only inside a list of hobbies ("camping")
	field  bool // found in a hobby field opened by a label verb ("hobbies include …")
	study  bool // a field of study after a study verb ("studeert verpleegkunde")
	sector bool // a sector after a work verb ("werkt in de bouw"): its article belongs to it
	key    string
	score  float64
}

// newDoc returns d (a doc from docPool) set to text: its tokens and the
// kinds of the gaps between them.
func newDoc(d *doc, text string, l *language) *doc {
	d.text, d.l = text, l
	d.tokenize(text)
	toks := d.toks
	if n := len(toks) + 1; cap(d.gaps) >= n {
		d.gaps = d.gaps[:n] // every gap is set below
	} else {
		d.gaps = make([]gapKind, n)
	}
	prev, prevLen := 0, 0
	for i := range toks {
		t := &toks[i]
		// ends is zero in a new token; the gate turns most words away
		// unhashed
		if l.endsGate.May(t.key) {
			t.ends = l.ends[t.key]
		}
		gap := text[prev:t.b]
		k := classifyGap(gap, prevLen)
		if i == 0 {
			k |= gapLine
		}
		if k&gapDot == 0 && i > 0 && t.upper && prevLen > 1 && strings.Contains(gap, ". ") {
			k |= gapDot // "HTA. Infirmière": a short word, then a capital
		}
		if k&gapDot != 0 && i > 0 && d.word(l.titles, i-1) {
			k &^= gapDot
			if k == 0 {
				k = gapSpace
			}
		}
		d.gaps[i] = k
		prev, prevLen = t.e, t.e-t.b
	}
	d.gaps[len(toks)] = classifyGap(text[prev:], prevLen) | gapLine
	return d
}

// find returns the accepted candidates in text order.
func (d *doc) find() []cand {
	cands := d.candidates()
	if len(cands) == 0 {
		return nil
	}
	cands = d.merge(cands)
	var out []cand
	accepted := map[string]bool{}
	pending := cands[:0:0]
	lastEnd := 0
	for i := range cands {
		c := cands[i]
		if c.a < lastEnd {
			continue
		}
		d.extend(&c, lastEnd)
		if c.a < lastEnd {
			continue
		}
		ok, score, hard := d.evaluate(&c, out)
		if ok {
			c.score = score
			out = append(out, c)
			lastEnd = c.b
			if c.flags&fHobby != 0 && c.flags&fProf == 0 && !c.listed {
				accepted[c.key] = true
			}
		} else if !hard && c.flags&fHobby != 0 && c.flags&fProf == 0 && !c.listed {
			pending = append(pending, c)
		}
	}
	// A hobby named with a cue counts wherever the note names it again.
	for _, c := range pending {
		if accepted[c.key] && (!d.toks[c.a].upper || d.l.code == "de") {
			c.score = scorePropagated
			out = insertSorted(out, c)
		}
	}
	return out
}

// insertSorted inserts c into out (sorted, disjoint) unless it overlaps.
func insertSorted(out []cand, c cand) []cand {
	i := 0
	for i < len(out) && out[i].b <= c.a {
		i++
	}
	if i < len(out) && out[i].a < c.b {
		return out
	}
	out = append(out, cand{})
	copy(out[i+1:], out[i:])
	out[i] = c
	return out
}

// candidates finds lexicon entries (longest first), compound occupations
// and prefixed hobbies.
func (d *doc) candidates() []cand {
	out := d.cands[:0]
	l := d.l
	hobbyField := false // after "Hobby:" on this line and sentence
	fieldStart := -1    // the first item after "hobbies include", "Hobbys sind"
	for i := 0; i < len(d.toks); {
		// tokens skipped below lie inside a phrase: no colon or break there
		if g := d.gaps[i]; g&(gapLine|gapStop|gapDot) != 0 {
			hobbyField, fieldStart = false, -1
		} else if g&gapColon != 0 {
			hobbyField, fieldStart = i > 0 && d.phraseEnding(l.hobbyLabels, i-1) >= 0, -1
		} else if !hobbyField && joins(g) && i >= 2 && d.mayEnd(l.labelVerbs, i-1) && d.labelVerbBefore(i) {
			hobbyField, fieldStart = true, i
		}
		// the inlined prechecks spare most words the calls
		if d.mayStart(l.studyVerbs, i) {
			if a, b := d.studied(i); b > a {
				out = append(out, cand{a: a, b: b, flags: fProf, study: true, key: d.key(a, b)})
				i = b
				continue
			}
		}
		if d.mayEnd(l.workVerbs, i) {
			if a, b := d.sectorAfter(i); b > a {
				out = append(out, cand{a: a, b: b, flags: fProf, study: true, sector: true, key: d.key(a, b)})
				i = b
				continue
			}
		}
		if l.gate.May(d.toks[i].key) { // longest's first look-up, its gate inlined
			if end, flags := d.longest(i); end > i {
				out = append(out, cand{a: i, b: end, flags: flags, field: hobbyField && fieldStart >= 0, key: d.key(i, end)})
				i = end
				continue
			}
		}
		t := &d.toks[i]
		if hobbyField && d.hobbyItem(i, i == fieldStart) {
			// a bare word in a hobby field ("Hobbys: Lesen, Kochen")
			out = append(out, cand{a: i, b: i + 1, flags: fHobby, key: t.key})
			i++
			continue
		}
		if !t.digit {
			if h := l.compound(t.key); h != "" {
				f := l.flags(h) | fProf
				f &^= fHobby | fState | fCare | fAmbig
				if l.cueHeads[h] {
					f |= fAmbig
				}
				out = append(out, cand{a: i, b: i + 1, flags: f, key: t.key})
			} else if f, ok := d.prefixedHobby(t.key); ok {
				out = append(out, cand{a: i, b: i + 1, flags: f, hobbyP: true, key: t.key})
			} else if d.listGerund(i) {
				out = append(out, cand{a: i, b: i + 1, flags: fHobby, listed: true, key: t.key})
			}
		}
		i++
	}
	d.cands = out // keep the grown buffer for the next text
	return out
}

// studied returns the field of study [a, b) after a study verb at token i
// ("studeert verpleegkunde", "studies nursing", "étudie en BTS
// électrotechnique", "studiert Maschinenbau"); a == b when there is none.
func (d *doc) studied(i int) (a, b int) {
	l := d.l
	if !d.word(l.studyVerbs, i) || i+1 >= len(d.toks) || !joins(d.gaps[i+1]) {
		return 0, 0
	}
	if i > 0 && joins(d.gaps[i]) && (l.definite.has(d.toks[i-1].key) || l.indefinite.has(d.toks[i-1].key)) {
		return 0, 0 // a noun: "a study in nursing homes", "het studeren"
	}
	a = i + 1
	if e := d.phraseStarting(l.fieldPreps, a); e > 0 && e < len(d.toks) && joins(d.gaps[e]) && d.fieldAt(e) > 0 {
		a = e
	}
	if b = d.fieldAt(a); b < 0 {
		return 0, 0
	}
	return a, b
}

// sectorAfter returns the sector of work [a, b) after a work verb ending
// at token i and a sector preposition with its article ("works in
// construction", "werkt in de bouw", "travaille dans le bâtiment",
// "arbeitet in der Pflege"); a == b when there is none. The sector is
// the person's occupation told by its trade.
func (d *doc) sectorAfter(i int) (a, b int) {
	l := d.l
	if d.phraseEnding(l.workVerbs, i) < 0 || i+1 >= len(d.toks) || !joins(d.gaps[i+1]) {
		return 0, 0
	}
	p := d.phraseStarting(l.sectorPreps, i+1)
	if p <= 0 || p >= len(d.toks) || !joins(d.gaps[p]) {
		return 0, 0
	}
	if e := d.phraseStarting(l.definite, p); e > 0 && e < len(d.toks) && joins(d.gaps[e]) {
		p = e // "in de bouw", "dans le bâtiment"
	}
	if b = d.phraseStarting(l.sectors, p); b <= 0 {
		return 0, 0
	}
	return p, b
}

// hobbyItem reports whether token i, in a field after a hobby label on its
// line and sentence (the caller tracks the label), is a one-word item ("Hobbys: Lesen, Kochen", "Loisirs : tricot et
// lecture"): the label's colon, a comma or a conjunction before it, and a
// comma, conjunction, sentence end or line end after it. Words that say
// there is none ("Hobbies: none"), articles and numbers are no item.
func (d *doc) hobbyItem(i int, first bool) bool {
	l := d.l
	t := &d.toks[i]
	if t.digit || len(t.key) < 3 {
		return false
	}
	g := d.gaps[i]
	if !first && g&(gapColon|gapComma) == 0 && !(i > 0 && joins(g) && conjunctions[d.toks[i-1].key]) {
		return false
	}
	if !d.itemEnds(i) {
		return false
	}
	if l.noneWords.has(t.key) || l.definite.has(t.key) || l.indefinite.has(t.key) || conjunctions[t.key] ||
		d.phraseEnding(l.relatives, i) >= 0 || d.phraseEnding(l.persons, i) >= 0 {
		return false // "Hobbies: none", "Freizeit: Garten, Enkel"
	}
	return true
}

// itemEnds reports whether a comma, a conjunction, a sentence end or a
// line end follows token i: the end of one item of a list.
func (d *doc) itemEnds(i int) bool {
	if i+1 >= len(d.toks) {
		return true
	}
	a := d.gaps[i+1]
	switch {
	case a&gapColon != 0:
		return false
	case a&(gapComma|gapStop|gapDot|gapLine) != 0:
		return true
	default:
		return joins(a) && conjunctions[d.toks[i+1].key]
	}
}

// labelVerbBefore reports a list label and a verb that opens its list
// just before token i, on one clause ("hobbies include", "interests are",
// "Hobbys sind"): the list that follows is a hobby field.
func (d *doc) labelVerbBefore(i int) bool {
	l := d.l
	if i < 2 || len(l.labelVerbs.set) == 0 {
		return false
	}
	s := d.phraseEnding(l.labelVerbs, i-1)
	return s > 0 && joins(d.gaps[s]) && d.phraseEnding(l.listLabels, s-1) >= 0
}

// listGerund reports whether token i is an unlisted English gerund
// ("camping", "kayaking") that ends a list item (a comma, conjunction or
// sentence end after it) after a comma, a conjunction or a hobby cue
// ("enjoys reading, cooking and …"); an everyday movement ("working") and
// "nothing" are none. Such a word counts only after a hobby cue or as the
// continuation of a list of accepted hobbies, and is not propagated.
func (d *doc) listGerund(i int) bool {
	t := &d.toks[i]
	if d.l.code != "en" || t.upper || len(t.key) < 6 || !strings.HasSuffix(t.key, "ing") {
		return false
	}
	if !d.itemEnds(i) || d.l.everyday.has(t.key) || d.l.noneWords.has(t.key) || strings.HasSuffix(t.key, "thing") {
		return false
	}
	g := d.gaps[i]
	return g&gapComma != 0 || i > 0 && joins(g) && conjunctions[d.toks[i-1].key] || d.hobbyCue(i)
}

// prefixedHobby reports whether key is a hobby prefix ("amateur") joined
// to a hobby or sports word ("amateurvoetballer").
func (d *doc) prefixedHobby(key string) (uint8, bool) {
	if key == "" || d.l.hobbyFirst[key[0]>>6]&(1<<(key[0]&63)) == 0 {
		return 0, false // no prefix starts with key's first byte
	}
	for _, p := range d.l.hobbyPrefixes {
		if len(key) > len(p)+3 && key[:len(p)] == p {
			if f := d.l.flags(key[len(p):]); f&(fHobby|fProf) != 0 {
				return fHobby, true
			}
		}
	}
	return 0, false
}

// longest returns the end of the longest entry starting at token i, and
// its flags; end == i when none starts there.
func (d *doc) longest(i int) (end int, flags uint8) {
	l := d.l
	f := l.entryKey(d.toks[i].key)
	end = i
	if f&^fPrefix != 0 {
		end, flags = i+1, f&^fPrefix
	}
	if f&fPrefix != 0 {
		d.buf = append(d.buf[:0], d.toks[i].key...)
	}
	for j := i + 1; f&fPrefix != 0 && j < len(d.toks) && j-i < l.maxWords && joins(d.gaps[j]); j++ {
		d.buf = append(append(d.buf, ' '), d.toks[j].key...)
		f = l.entry(d.buf)
		if f&^fPrefix != 0 {
			end, flags = j+1, f&^fPrefix
		}
	}
	return end, flags
}

// key returns the phrase key of tokens [a, b).
func (d *doc) key(a, b int) string {
	if b == a+1 {
		return d.toks[a].key
	}
	d.buf = d.buf[:0]
	for i := a; i < b; i++ {
		if i > a {
			d.buf = append(d.buf, ' ')
		}
		d.buf = append(d.buf, d.toks[i].key...)
	}
	return string(d.buf)
}

// phraseEnding returns the start of the longest phrase of p that ends at
// token k (inclusive) with its tokens joined on one line, or -1.
func (d *doc) phraseEnding(p phrases, k int) int {
	if p.bit != 0 && (k < 0 || k >= len(d.toks) || d.toks[k].ends.last&p.bit == 0) {
		return -1 // no phrase of p ends with this word
	}
	best := -1
	for n := 1; n <= p.maxLen && k-n+1 >= 0; n++ {
		s := k - n + 1
		if n > 1 && !joins(d.gaps[s+1]) {
			break
		}
		if d.inSet(p, s, k+1) {
			best = s
		}
	}
	return best
}

// phraseStarting returns the end (exclusive) of the longest phrase of p
// that starts at token k with its tokens joined on one line, or -1.
func (d *doc) phraseStarting(p phrases, k int) int {
	if p.bit != 0 && (k < 0 || k >= len(d.toks) || d.toks[k].ends.first&p.bit == 0) {
		return -1 // no phrase of p starts with this word
	}
	best := -1
	for n := 1; n <= p.maxLen && k+n <= len(d.toks); n++ {
		if n > 1 && !joins(d.gaps[k+n-1]) {
			break
		}
		if d.inSet(p, k, k+n) {
			best = k + n
		}
	}
	return best
}

// mayStart reports whether a phrase of p may start with token i, by the
// word's phrase-set bits (false: none does).
func (d *doc) mayStart(p phrases, i int) bool {
	return p.bit == 0 || d.toks[i].ends.first&p.bit != 0
}

// mayEnd reports whether a phrase of p may end with token i, by the word's
// phrase-set bits (false: none does).
func (d *doc) mayEnd(p phrases, i int) bool {
	return p.bit == 0 || d.toks[i].ends.last&p.bit != 0
}

// word reports whether token i alone is a phrase of p; the word's
// phrase-set bits spare the map look-up of most words.
func (d *doc) word(p phrases, i int) bool {
	if p.bit != 0 && d.toks[i].ends.first&p.bit == 0 {
		return false
	}
	return p.set[d.toks[i].key]
}

// inSet reports whether the phrase of tokens [a, b) is in p, without
// allocating.
func (d *doc) inSet(p phrases, a, b int) bool {
	if b == a+1 {
		return p.set[d.toks[a].key]
	}
	d.buf = d.buf[:0]
	for i := a; i < b; i++ {
		if i > a {
			d.buf = append(d.buf, ' ')
		}
		d.buf = append(d.buf, d.toks[i].key...)
	}
	return p.set[string(d.buf)]
}
