package name

import "unicode/utf8"

// minPropagate is the shortest name part (in runes) found again on its own.
const minPropagate = 3

// known is what a document says about one name part.
type known struct {
	label    string
	strength int
}

// better reports whether label a should replace label b for the same name
// part seen with equal strength: the patient first, then relatives.
func better(a, b string) bool {
	rank := func(l string) int {
		switch l {
		case LabelPatient:
			return 3
		case LabelOther:
			return 2
		}
		return 1
	}
	return rank(a) > rank(b)
}

// partsIndex maps the family and given names of the candidates with
// evidence (strength above default) to their referent.
func (s *scan) partsIndex() (family, given map[string]known) {
	if s.famIx == nil {
		s.famIx, s.givIx = map[string]known{}, map[string]known{}
	}
	clear(s.famIx)
	clear(s.givIx)
	family, given = s.famIx, s.givIx
	put := func(m map[string]known, k string, c cand) {
		if k == "" {
			return
		}
		old, ok := m[k]
		if !ok || c.strength > old.strength || c.strength == old.strength && better(c.label, old.label) {
			m[k] = known{c.label, c.strength}
		}
	}
	ff := s.familyFirst()
	for _, c := range s.cands {
		if c.strength <= strengthDefault || len(c.ph.parts) == 0 {
			continue
		}
		ws := c.ph.words()
		if len(ws) == 1 && !c.ph.inverted {
			// One word: a family name after a title, else a given name.
			if c.tb < c.ph.tb {
				put(family, ws[0].key, c)
			} else {
				put(given, ws[0].key, c)
			}
			continue
		}
		put(family, familyKey(c.ph, ff), c)
		put(given, givenKey(c.ph, ff), c)
	}
	return family, given
}

// familyFirst reports whether names in this language put the family name
// first (Vietnamese).
func (s *scan) familyFirst() bool { return s.r.familyFirst }

// consistency gives a name whose referent is only a default the referent
// that the same family name has elsewhere in the note with a cue.
func (s *scan) consistency() {
	family, _ := s.partsIndex()
	ff := s.familyFirst()
	for i := range s.cands {
		c := &s.cands[i]
		if c.strength > strengthDefault || len(c.ph.parts) == 0 {
			continue
		}
		if k, ok := family[familyKey(c.ph, ff)]; ok {
			c.label = k.label
		}
	}
}

// propagate finds further mentions of the family and given names that the
// note introduced with a cue ("Bos" after "huisarts Bos", "Oliver" after
// "Re: Oliver Pemberton-Shah") and gives them the same referent.
func (s *scan) propagate() {
	family, given := s.partsIndex()
	if len(family) == 0 && len(given) == 0 {
		return
	}
	var gate partGate
	for k := range family {
		gate.add(k)
	}
	for k := range given {
		gate.add(k)
	}
	next := 0
	for _, i32 := range s.capToks {
		i := int(i32)
		t := &s.toks[i]
		if i < next || t.digit || s.owner[i] >= 0 || s.blocked[i] {
			continue
		}
		e := s.wordEnd(i, true)
		k := s.key(i)
		if e > i+1 {
			k = s.spanKey(t.b, s.toks[e-1].e)
		}
		if !gate.may(k) || utf8.RuneCountInString(k) < minPropagate {
			continue
		}
		kn, ok := family[k]
		if !ok {
			if kn, ok = given[k]; !ok {
				continue
			}
		}
		if !s.propagatable(i, e, k) {
			continue
		}
		s.add(cand{tb: i, te: e, label: kn.label, strength: strengthContext, score: scorePropagated})
		next = e
	}
}

// propagatable guards a propagated mention: not a common word opening a
// sentence, not an eponym after "van"/"of", not inside an organisation or
// street name, and not glued to more letters by a hyphen.
func (s *scan) propagatable(i, e int, k string) bool {
	if s.r.notNames[k] {
		return false
	}
	if s.lx.isCommon(k) && s.sentenceStart(i) && e < len(s.toks) && s.toks[e].kind == tokWord && !s.toks[e].cap && !s.toks[e].nl {
		return false
	}
	if s.lx.has(k, bitEponym) && i > 0 && s.tokHas(i-1, bitParticle) {
		return false
	}
	if e < len(s.toks) && s.toks[e].glued() && (s.isByte(e, '-') || s.toks[e].kind == tokWord) {
		return false
	}
	if i > 0 && s.toks[i].glued() && (s.isByte(i-1, '-') || s.toks[i-1].kind == tokWord) {
		// "Woluwe-Saint-Lambert": part of a compound.
		return false
	}
	return !s.orgContext(i, e)
}

// partGate is a small Bloom-style filter over the keys of partsIndex's
// maps: most capitalised words of a note are none of its few cued name
// parts, and the gate turns them away before two map look-ups. An empty
// key is never added and never admitted.
type partGate [4]uint64

// slot returns the word and bit of a non-empty key.
func (g *partGate) slot(k string) (int, uint64) {
	n := len(k)
	return int(k[0] & 3), 1 << ((uint(n)*7 + uint(k[n-1])) & 63)
}

// add records key k.
func (g *partGate) add(k string) {
	if k == "" {
		return
	}
	w, b := g.slot(k)
	g[w] |= b
}

// may reports whether k may have been added (false: it was not).
func (g *partGate) may(k string) bool {
	if k == "" {
		return false
	}
	w, b := g.slot(k)
	return g[w]&b != 0
}
