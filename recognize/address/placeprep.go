package address

// cueBefore returns the start of a cue of set ending one blank before b:
// one to four words ("near", "in de buurt van", "on the outskirts of").
// last holds the last words of the cues, a quick test before the
// longer ones.
func cueBefore(text string, set, last wordSet, b int) (int, bool) {
	k := oneBlankBefore(text, b)
	if k < 0 {
		return 0, false
	}
	return cueEnding(text, set, last, k, wordBefore(text, k))
}

// cueEnding is cueBefore with the blank before b at k and the word before
// it, t = wordBefore(text, k), already read.
func cueEnding(text string, set, last wordSet, k int, t token) (int, bool) {
	if t.begin == t.end || t.end-t.begin > 16 || !last.has(text, t) {
		return 0, false
	}
	for n := 0; n < 4; n++ {
		if set.has(text, token{t.begin, k}) {
			return t.begin, true
		}
		cur := oneBlankBefore(text, t.begin)
		if cur < 0 {
			break
		}
		if t = wordBefore(text, cur); t.begin == t.end || t.end-t.begin > 16 {
			break
		}
	}
	return 0, false
}

// strongBefore returns the start of a strong cue ("near", "à hauteur
// de") ending one blank before b.
func (pr *placeRules) strongBefore(text string, b int) (int, bool) {
	return cueBefore(text, pr.strongPreps, pr.strongLast, b)
}

// originBefore reports whether a provenance cue stands before b: a prep
// such as "from", "uit", "aus" after a verb of origin ("originally
// from", "stammt aus"), a person word or a profession ("a retired farmer
// from", "Landwirt aus"). It returns the start of the prep, and whether
// the name needs a town's ending (after a person word or a profession: "a
// nurse from Macmillan" names an employer).
func (r *rules) originBefore(text string, g *gazetteer, b int) (cue int, shape, ok bool) {
	cue, ok = cueBefore(text, r.places.originPreps, r.places.originPreps, b)
	if !ok {
		return 0, false, false
	}
	k := oneBlankBefore(text, cue)
	if k <= 0 {
		return 0, false, false // no word before the cue (" from AAA")
	}
	if text[k-1] == ',' {
		k--
	}
	t := wordBefore(text, k)
	switch {
	case t.begin == t.end:
		return 0, false, false
	case r.places.originVerbs.has(text, t):
		return cue, false, true
	case r.places.originHeads.has(text, t) || g.professions.Contains(text[t.begin:t.end]):
		return cue, true, true
	}
	return 0, false, false
}
