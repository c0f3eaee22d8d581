package profession

import "strings"

// changeCue reports a verb of starting or stopping around a hobby
// ("gave up golf", "is gestopt met voetbal", "a arrêté le ski de fond",
// "hat mit dem Bouldern angefangen"). Everyday activities ("started
// walking") are no hobby there.
func (d *doc) changeCue(c *cand) bool {
	l := d.l
	if l.everyday.has(c.key) {
		return false
	}
	if d.cueBefore(l.changeCues, c.a) {
		return true
	}
	return c.b < len(d.toks) && joins(d.gaps[c.b]) && d.phraseStarting(l.changeAfter, c.b) > 0
}

// clubAfter reports a club, league or team within four words after a
// hobby ending at token b, in its clause ("his softball league", "Schach-
// spieler im Schachverein", "rower with Falmouth Gig Club", "kaarten in
// seniorenclub"): the word, or a compound, ends in a club word of the
// language. Everyday activities ("walking group") are no hobby there.
func (d *doc) clubAfter(c *cand) bool {
	if len(d.l.hobbyClubs) == 0 || d.l.everyday.has(c.key) {
		return false
	}
	for k := c.b; k < len(d.toks) && k < c.b+4 && joins(d.gaps[k]); k++ {
		for _, e := range d.l.hobbyClubs {
			if strings.HasSuffix(d.toks[k].key, e) {
				return true
			}
		}
	}
	return false
}

// duringCue reports a sport named as the setting of an event ("tijdens
// het padel", "injured during football"). A verb form ("tijdens het
// fietsen", "beim Gehen") names a movement, not a hobby.
func (d *doc) duringCue(c *cand) bool {
	l := d.l
	if l.everyday.has(c.key) || !d.cueBefore(l.duringCues, c.a) {
		return false
	}
	last := d.toks[c.b-1].key
	for _, e := range l.verbEndings {
		if strings.HasSuffix(last, e) {
			return false
		}
	}
	return true
}

// sinceNear reports "since" right after the candidate or within four
// words before it in its clause ("seit drei Wochen krankgeschrieben").
func (d *doc) sinceNear(a, b int) bool {
	if b < len(d.toks) && joins(d.gaps[b]) && d.l.since.has(d.toks[b].key) {
		return true
	}
	for k := a - 1; k >= 0 && a-k <= 4; k-- {
		if !joins(d.gaps[k+1]) {
			return false
		}
		if d.l.since.has(d.toks[k].key) {
			return true
		}
	}
	return false
}
