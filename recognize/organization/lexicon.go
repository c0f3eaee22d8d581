package organization

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/meddeid/meddeid/internal/keyfilter"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
)

// localeData is what the recognizer needs from the lexicon for one locale:
// the organisation matcher and the lists that veto a name.
type localeData struct {
	matcher     *lexicon.Matcher // nil without a lexicon
	firstKeys   map[string]bool  // first tokens of the organisation entries (keys)
	firstGate   keyfilter.Gate   // the keys of firstKeys
	firstNames  lexicon.Set
	lastNames   lexicon.Set
	places      lexicon.Set // cities, regions, countries
	common      lexicon.Set
	professions lexicon.Set
}

// localeFor returns the cached lexicon data for p's locale ("*" for nil),
// building it on first use.
func (rc *Recognizer) localeFor(p *lang.Profile) *localeData {
	locale := "*"
	if p != nil && p.Code != "" {
		locale = p.Code
	}
	if v, ok := rc.locales.Load(locale); ok {
		return v.(*localeData)
	}
	ld := &localeData{}
	if lx := rc.lx; lx != nil {
		ld.matcher = lx.Matcher(locale, lexicon.Organizations)
		ld.firstKeys = map[string]bool{}
		for _, l := range lx.Organizations(locale) {
			for _, e := range l.Entries() {
				first, _, _ := strings.Cut(lexicon.Key(e), " ")
				ld.firstKeys[first] = true
				ld.firstGate.Add(first)
			}
		}
		ld.firstNames = lx.FirstNames(locale)
		ld.lastNames = lx.LastNames(locale)
		ld.places = append(append(append(lexicon.Set(nil), lx.Cities(locale)...), lx.Regions(locale)...), lx.Countries(locale)...)
		ld.common = lx.CommonWords(locale)
		ld.professions = lx.Professions(locale)
	}
	v, _ := rc.locales.LoadOrStore(locale, ld)
	return v.(*localeData)
}

// tokenAt returns the index of the token starting at byte b, or -1.
func (s *scan) tokenAt(b int) int {
	i := sort.Search(len(s.toks), func(i int) bool { return s.begin(i) >= b })
	if i < len(s.toks) && s.begin(i) == b {
		return i
	}
	return -1
}

// tokenEnding returns the index of the token ending at byte e, or -1.
func (s *scan) tokenEnding(e int) int {
	i := sort.Search(len(s.toks), func(i int) bool { return s.end(i) >= e })
	if i < len(s.toks) && s.end(i) == e {
		return i
	}
	return -1
}

// lexiconCandidates appends the organisations of the lexicon found in the
// text. A match must be capitalised, stay on one line and not be part of a
// hyphenated word; an acronym of up to three letters must be in capitals
// and follow a cue ("Ziekenfonds: CM", "bij het CBR").
func (rc *Recognizer) lexiconCandidates(s *scan, ld *localeData, cs []cand) []cand {
	if ld.matcher == nil {
		return cs
	}
	r := compile()
	var ms []lexicon.Match
	for i := range s.toks {
		// opensEntry wants a capitalised word: checked here (and only
		// here), most tokens cost no call
		if !s.toks[i].isCap() || !ld.opensEntry(s, i) {
			continue
		}
		ms = ld.matcherAt(ms[:0], s.text, s.begin(i))
		for _, m := range ms {
			cs = r.lexiconCandidate(s, ld, m, cs)
		}
	}
	return cs
}

// matcherAt appends the matches of ld's matcher for the entries that start
// with the word at byte b: the matches FindAll reports from that word, with
// the apostrophe before it that an entry written after one absorbs
// ("'s-Hertogenbosch"). Only a capitalised word that opens an entry can
// yield a candidate, so the text is matched from those words alone.
func (ld *localeData) matcherAt(ms []lexicon.Match, text string, b int) []lexicon.Match {
	from := b
	if b > 0 && text[b-1] == '\'' {
		from = b - 1
	} else if r, size := utf8.DecodeLastRuneInString(text[:b]); r == '\u2019' || r == '\u2018' {
		from = b - size
	}
	n := len(ms)
	ms = ld.matcher.AppendFirst(ms, text[from:])
	for k := n; k < len(ms); k++ {
		ms[k].Begin += from
		ms[k].End += from
	}
	return ms
}

// lexiconCandidate appends the candidate of lexicon match m, if it is one
// (see lexiconCandidates).
func (r *rules) lexiconCandidate(s *scan, ld *localeData, m lexicon.Match, cs []cand) []cand {
	if m.List != string(lexicon.Organizations) || strings.ContainsAny(s.text[m.Begin:m.End], "\n\r") {
		return cs
	}
	first, last := s.tokenAt(m.Begin), s.tokenEnding(m.End)
	if first < 0 || last < first {
		return cs
	}
	if !s.toks[first].isCap() || s.glued(first) && first > 0 && (s.punct(first-1, '-') || s.toks[first-1].isWord()) {
		return cs
	}
	if n := last + 1; n+1 < len(s.toks) && s.glued(n) && s.punct(n, '-') && s.glued(n+1) && s.toks[n+1].isWord() {
		return cs // "RIVM-richtlijn"
	}
	letters, upper := 0, true
	for k := first; k <= last; k++ {
		if t := &s.toks[k]; t.isWord() {
			letters += int(t.runes) - int(t.digits)
			if t.cas != caseUpper {
				upper = false
			}
		}
	}
	if letters <= 3 && (!upper || !r.acronymCue(s, first)) {
		return cs
	}
	key := lexicon.Key(s.text[m.Begin:m.End])
	if r.articleBodies[key] && !(first > 0 && !s.toks[first-1].nl && r.articles[s.lw(first-1)]) {
		return cs // "Army veteran", "Navy blue"; not "in the Army"
	}
	if r.insuranceBodies[key] && !r.insuranceCue(s, first) || r.genericBodies[key] && !s.punct(first-1, ':') || r.ruleReference(s, first, last) {
		return cs
	}
	label := LabelHealthcare
	if r.otherBodies[key] {
		label = LabelOther
	}
	e := m.End
	if upper {
		e = r.placeAfter(s, ld, last, e) // "CSD Namur", "CM Midden-Vlaanderen": a body's local branch
	}
	return append(cs, cand{b: m.Begin, e: e, label: label, score: scoreLexicon, nameB: -1, nameE: -1})
}

// placeAfter returns the end of a listed place that follows token last on
// the same line after one blank ("CSD Namur", "CM Oost-Vlaanderen"), or
// e when none does. The place is one word or a hyphenated chain, or a
// compass direction hyphenated to a listed place ("CM Midden-Vlaanderen").
func (r *rules) placeAfter(s *scan, ld *localeData, last, e int) int {
	k := last + 1
	if k >= len(s.toks) || s.toks[k].nl || !s.toks[k].sp || !s.toks[k].isCap() {
		return e
	}
	end := k
	for end+2 < len(s.toks) && s.punct(end+1, '-') && s.glued(end+1) && s.glued(end+2) && s.toks[end+2].isCap() {
		end += 2
	}
	if ld.places.Contains(s.text[s.begin(k):s.end(end)]) {
		return s.end(end)
	}
	if end > k && r.directions[s.lw(k)] && ld.places.Contains(s.text[s.begin(k+2):s.end(end)]) {
		return s.end(end) // a part of a listed place: "Midden-Vlaanderen", "Noord-Limburg"
	}
	return e
}

// opensEntry reports whether token i of s, a capitalised word (the
// caller checks that), opens an organisation entry: its key (the folded
// word, see lexicon.Key) is the first token of an entry.
func (ld *localeData) opensEntry(s *scan, i int) bool {
	t := &s.toks[i]
	w := s.lw(i)
	if int(t.runes) != len(w) {
		w = lexicon.Key(s.text[t.b:t.e])
	}
	return ld.firstGate.May(w) && ld.firstKeys[w]
}

// acronymCue reports whether the token before token i introduces an
// organisation: an article or preposition ("het", "bei der", "via"), or an
// insurer, pharmacy or employer field label and its colon ("Pharmacy:
// CVS").
func (r *rules) acronymCue(s *scan, i int) bool {
	if i == 0 || s.toks[i].nl {
		return false
	}
	k := i - 1
	if s.punct(k, ':') || s.punct(k, '(') || s.punct(k, '/') {
		for j := k - 1; j >= 0 && j >= k-3; j-- {
			if fieldValueStart(s, r.insurerCues, j) == k+1 || s.punct(k, ':') && fieldValueStart(s, r.acronymLabels, j) == k+1 {
				return true
			}
			if end, _, ok := r.insurerCues.longest(s, j, ""); ok && end == k && s.punct(k, '(') {
				return true // "zijn ziekenfonds (CM)"
			}
		}
		return false
	}
	t := &s.toks[k]
	return t.isWord() && t.cas == caseNone && r.acronymCues[s.lw(k)]
}

// cueBefore reports whether a phrase of ps ends right before token i, or
// before an article that does ("covered by Medicaid", "in line with the
// DVLA").
func (r *rules) cueBefore(s *scan, ps phraseSet, i int) bool {
	if i < 1 || s.toks[i].nl {
		return false
	}
	if k := i - 1; s.toks[k].isWord() && s.toks[k].cas == caseNone && r.articles[s.lw(k)] && !s.toks[k].nl {
		if r.cueBefore(s, ps, k) {
			return true
		}
	}
	for j := max(i-4, 0); j < i; j++ {
		if end, _, ok := ps.longest(s, j, ""); ok && end == i {
			return true
		}
	}
	return false
}

// insuranceCue reports whether the public insurer at token i follows an
// insurance phrase ("covered by", "verzekerd bij") or stands on a line
// whose field label names the insurer ("Insurance: Medicare (primary),
// Medicaid").
func (r *rules) insuranceCue(s *scan, i int) bool {
	if r.cueBefore(s, r.insurancePreps, i) {
		return true
	}
	for c := i - 1; c > 0; c-- {
		if s.punct(c, ':') {
			for j := max(c-3, 0); j < c; j++ {
				if fieldValueStart(s, r.insurerCues, j) == c+1 {
					return true
				}
			}
		}
		if s.toks[c].nl {
			break
		}
	}
	return false
}

// ruleReference reports whether the body at tokens [first, last] is named
// as the source of a rule rather than as a party ("DVLA guidance", "meets
// DVLA standards", "as per DVLA").
func (r *rules) ruleReference(s *scan, first, last int) bool {
	if n := last + 1; n < len(s.toks) && !s.toks[n].nl && s.toks[n].isWord() && r.ruleWords[s.lw(n)] {
		return true
	}
	return r.cueBefore(s, r.ruleCues, first)
}

// plausibleEmployer reports whether tokens [first, last] may name an
// employer found by context alone: not a person ("Jan Peeters": a first
// name, then at most two words ending in a family name), a place or a lone
// common word, first name or family name.
func (ld *localeData) plausibleEmployer(s *scan, first, last int) bool {
	w := s.text[s.begin(first):s.end(first)]
	if ld.places.Contains(s.text[s.begin(first):s.end(last)]) {
		return false
	}
	if first == last {
		return s.toks[first].runes >= 3 && !ld.common.Contains(strings.ToLower(w)) && !ld.firstNames.Contains(w) && !ld.lastNames.Contains(w)
	}
	words := 0
	for k := first; k <= last; k++ {
		if s.toks[k].isWord() {
			words++
		}
	}
	lastWord := s.text[s.begin(last):s.end(last)]
	return !(words <= 3 && ld.firstNames.Contains(w) && ld.lastNames.Contains(lastWord))
}

// propagate appends the further occurrences of proper names found with a
// head word ("St Aldhelm's" after "St Aldhelm's Hospital"). A name of one
// word is repeated only after a prefix head and when it is no place,
// person name or common word.
func (rc *Recognizer) propagate(s *scan, ld *localeData, cs []cand) []cand {
	n := len(cs)
	seen := map[string]bool{}
	for ci := 0; ci < n; ci++ {
		c := cs[ci]
		if c.nameB < 0 {
			continue
		}
		name := s.text[c.nameB:c.nameE]
		if seen[name] || len(name) < 4 {
			continue
		}
		seen[name] = true
		multi := strings.ContainsAny(name, " -'’")
		if !multi && (c.nameB == c.b || ld.common.Contains(strings.ToLower(name)) || ld.firstNames.Contains(name) || ld.lastNames.Contains(name)) {
			continue
		}
		if ld.places.Contains(name) || compile().endsLikeStreet(name) {
			continue
		}
		for off := 0; ; {
			j := strings.Index(s.text[off:], name)
			if j < 0 {
				break
			}
			b := off + j
			e := b + len(name)
			off = e
			k := s.tokenEnding(e)
			if s.tokenAt(b) < 0 || k < 0 || overlapsAny(cs, b, e) || k+1 < len(s.toks) && !s.toks[k+1].nl && s.toks[k+1].isNumber() {
				continue
			}
			if f := s.tokenAt(b); f > 0 && !s.toks[f].nl && s.toks[f-1].isNumber() {
				continue // "33110 Le Bouscat": the town of an address
			}
			cs = append(cs, cand{b: b, e: e, label: c.label, score: scorePropagated, nameB: -1, nameE: -1})
		}
	}
	if len(cs) > n {
		sortByOffset(cs)
	}
	return cs
}
