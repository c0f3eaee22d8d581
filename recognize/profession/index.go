package profession

import (
	"strings"

	"github.com/meddeid/meddeid/internal/keyfilter"
	"github.com/meddeid/meddeid/lexicon"
)

// Entry flags: what a phrase of the index is.
const (
	fProf   uint8 = 1 << iota // an occupation (professions lexicon or cue lists)
	fHobby                    // a hobby (hobbies lexicon)
	fCare                     // a care occupation: needs a person cue
	fAmbig                    // an everyday word or staff role: needs a person cue
	fState                    // an employment state
	fPrefix                   // a proper prefix of a longer entry
)

// language holds the compiled cue data of one language and the lexicon index
// of one locale.
type language struct {
	code string // language: "nl", "en", ...

	entries  map[string]uint8 // phrase key -> flags (with fPrefix for prefixes)
	gate     keyfilter.Gate   // the keys of entries
	maxWords int

	heads         map[string][]string // compound heads by their last two bytes
	cueHeads      map[string]bool
	hobbyPrefixes []string
	hobbyFirst    [4]uint64 // the first bytes of hobbyPrefixes, a bit each (all bits when one is empty)
	excludes      []string  // word endings that are no compound occupation

	premod, postmod, fieldHeads, fieldPreps, fields phrases
	occLabels, hobbyLabels, historyLabels, cgLabels phrases
	workVerbs, asWords, copulas, former, afterCues  phrases
	relatives, persons, ageWords, hobbyCues         phrases
	hobbySkip, hobbyPremod, definite, indefinite    phrases
	cgTitles, titles, adverbs, employerPreps        phrases
	workplacePreps, since, datedStates              phrases
	changeCues, changeAfter, duringCues, everyday   phrases
	hobbyPostmod, headNouns                         phrases
	departments, studyVerbs, degrees, noneWords     phrases
	labelVerbs, listLabels, hobbyAfter              phrases
	sectors, sectorPreps                            phrases
	deptHeads                                       []string // folded word endings
	verbEndings                                     []string
	hobbyClubs                                      []string // folded word endings

	lastNames, firstNames lexicon.Set

	// ends maps a word to the phrase sets (by their bit) that hold a
	// phrase starting or ending with it; endsGate turns most words away
	// before the map is hashed.
	ends     map[string]wordEnds
	endsGate keyfilter.Gate
}

// wordEnds holds, for one word, the bits of the phrase sets with a
// phrase that starts with it (first) and that ends with it (last).
type wordEnds struct{ first, last uint64 }

// compileLang builds the data of language c for locale (the profile code)
// from the cue lists and lexicon lx.
func compileLang(code, locale string, c *cueLists, lx *lexicon.Lexicon, titles []string) *language {
	l := &language{
		code:           code,
		entries:        map[string]uint8{},
		heads:          map[string][]string{},
		cueHeads:       map[string]bool{},
		premod:         newPhrases(c.Premodifiers),
		postmod:        newPhrases(c.Postmodifiers),
		fieldHeads:     newPhrases(c.FieldHeads),
		fieldPreps:     newPhrases(c.FieldPreps),
		fields:         newPhrases(c.Fields),
		occLabels:      newPhrases(c.OccupationLabels),
		hobbyLabels:    newPhrases(c.HobbyLabels),
		historyLabels:  newPhrases(c.HistoryLabels),
		cgLabels:       newPhrases(c.CaregiverLabels),
		workVerbs:      newPhrases(c.WorkVerbs),
		asWords:        newPhrases(c.AsWords),
		copulas:        newPhrases(c.Copulas),
		former:         newPhrases(c.Former),
		afterCues:      newPhrases(c.AfterCues),
		relatives:      newPhrases(c.Relatives),
		persons:        newPhrases(c.Persons),
		ageWords:       newPhrases(c.AgeWords),
		hobbyCues:      newPhrases(c.HobbyCues),
		hobbySkip:      newPhrases(c.HobbySkip),
		hobbyPremod:    newPhrases(c.HobbyPremodifiers),
		definite:       newPhrases(c.Definite),
		indefinite:     newPhrases(c.Indefinite),
		cgTitles:       newPhrases(c.CaregiverTitles),
		titles:         newPhrases(titles, c.CaregiverTitles),
		adverbs:        newPhrases(c.Adverbs),
		employerPreps:  newPhrases(c.EmployerPreps),
		workplacePreps: newPhrases(c.WorkplacePreps),
		since:          newPhrases(c.Since),
		datedStates:    newPhrases(c.DatedStates),
		changeCues:     newPhrases(c.ChangeCues),
		changeAfter:    newPhrases(c.ChangeAfter),
		duringCues:     newPhrases(c.DuringCues),
		everyday:       newPhrases(c.Everyday),
		hobbyPostmod:   newPhrases(c.HobbyPostmod),
		headNouns:      newPhrases(c.HeadNouns),
		departments:    newPhrases(c.Departments),
		studyVerbs:     newPhrases(c.StudyVerbs),
		degrees:        newPhrases(c.Degrees),
		noneWords:      newPhrases(c.NoneWords),
		labelVerbs:     newPhrases(c.LabelVerbs),
		listLabels:     newPhrases(c.ListLabels),
		hobbyAfter:     newPhrases(c.HobbyAfter),
		sectors:        newPhrases(c.Sectors),
		sectorPreps:    newPhrases(c.SectorPreps),
		deptHeads:      foldAll(c.DepartmentHeads),
		verbEndings:    c.VerbEndings,
		hobbyClubs:     foldAll(c.HobbyClubs),
		lastNames:      lx.LastNames(locale),
		firstNames:     lx.FirstNames(locale),
	}
	for _, list := range lx.Professions(locale) {
		for _, e := range list.Entries() {
			l.add(lexicon.Key(e), fProf)
		}
	}
	for _, list := range lx.Hobbies(locale) {
		for _, e := range list.Entries() {
			l.add(lexicon.Key(e), fHobby)
		}
	}
	for _, e := range c.States {
		l.add(lexicon.Key(e), fProf|fState)
	}
	for _, e := range c.Care {
		l.add(lexicon.Key(e), fProf|fCare)
	}
	for _, e := range c.Ambiguous {
		l.add(lexicon.Key(e), fProf|fAmbig)
	}
	for _, h := range c.CompoundHeads {
		k := lexicon.Key(h)
		if len(k) >= 2 {
			l.heads[k[len(k)-2:]] = append(l.heads[k[len(k)-2:]], k)
		}
	}
	for _, h := range c.CueHeads {
		l.cueHeads[lexicon.Key(h)] = true
	}
	for _, x := range c.CompoundExclude {
		l.excludes = append(l.excludes, lexicon.Key(x))
	}
	for _, p := range c.HobbyPrefixes {
		k := lexicon.Key(p)
		l.hobbyPrefixes = append(l.hobbyPrefixes, k)
		if k == "" {
			l.hobbyFirst = [4]uint64{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}
		} else {
			l.hobbyFirst[k[0]>>6] |= 1 << (k[0] & 63)
		}
	}
	l.indexEnds([]*phrases{
		&l.premod,
		&l.postmod,
		&l.fieldHeads,
		&l.fieldPreps,
		&l.fields,
		&l.occLabels,
		&l.hobbyLabels,
		&l.historyLabels,
		&l.cgLabels,
		&l.workVerbs,
		&l.asWords,
		&l.copulas,
		&l.former,
		&l.afterCues,
		&l.relatives,
		&l.persons,
		&l.ageWords,
		&l.hobbyCues,
		&l.hobbySkip,
		&l.hobbyPremod,
		&l.definite,
		&l.indefinite,
		&l.cgTitles,
		&l.titles,
		&l.adverbs,
		&l.employerPreps,
		&l.workplacePreps,
		&l.since,
		&l.datedStates,
		&l.changeCues,
		&l.changeAfter,
		&l.duringCues,
		&l.everyday,
		&l.hobbyPostmod,
		&l.headNouns,
		&l.departments,
		&l.studyVerbs,
		&l.degrees,
		&l.noneWords,
		&l.labelVerbs,
		&l.listLabels,
		&l.hobbyAfter,
		&l.sectors,
		&l.sectorPreps,
	})
	return l
}

// indexEnds gives each phrase set of sets its bit and records the first
// and last words of its phrases in l.ends, so that a phrase look-up at a
// token whose word starts or ends no phrase of the set is skipped.
func (l *language) indexEnds(sets []*phrases) {
	l.ends = map[string]wordEnds{}
	for i, p := range sets {
		if i >= 64 {
			break // no bit left: the set is looked up without the precheck
		}
		p.bit = 1 << i
		for k := range p.set {
			first, last := k, k
			if j := strings.IndexByte(k, ' '); j >= 0 {
				first, last = k[:j], k[strings.LastIndexByte(k, ' ')+1:]
			}
			e := l.ends[first]
			e.first |= p.bit
			l.ends[first] = e
			e = l.ends[last]
			e.last |= p.bit
			l.ends[last] = e
			l.endsGate.Add(first)
			l.endsGate.Add(last)
		}
	}
}

// add records key with flags, and its proper prefixes with fPrefix.
func (l *language) add(key string, flags uint8) {
	if key == "" {
		return
	}
	l.entries[key] |= flags
	l.gate.Add(key)
	n := 1
	for i := 0; i < len(key); i++ {
		if key[i] == ' ' {
			l.entries[key[:i]] |= fPrefix
			l.gate.Add(key[:i])
			n++
		}
	}
	if n > l.maxWords {
		l.maxWords = n
	}
}

// flags returns the flags of an entry key without fPrefix (0 when key
// is not an entry).
func (l *language) flags(key string) uint8 { return l.entryKey(key) &^ fPrefix }

// entryKey returns the flags of the entry key, with fPrefix.
func (l *language) entryKey(key string) uint8 {
	if !l.gate.May(key) {
		return 0
	}
	return l.entries[key]
}

// entry returns the flags of the entry key held in b, with fPrefix.
func (l *language) entry(b []byte) uint8 {
	if !l.gate.MayBytes(b) {
		return 0
	}
	return l.entries[string(b)]
}

// compound splits a word key that ends in a compound head ("vrachtwagen"
// + "chauffeur") and returns the head, or "" when the word is no compound
// the language knows. The part before the head must be at least three
// letters.
func (l *language) compound(key string) string {
	if len(key) < 7 || len(l.heads) == 0 {
		return ""
	}
	best := ""
	for _, h := range l.heads[key[len(key)-2:]] {
		if len(h) > len(best) && len(key)-len(h) >= 3 && strings.HasSuffix(key, h) {
			best = h
		}
	}
	if best == "" {
		return ""
	}
	for _, x := range l.excludes {
		if strings.HasSuffix(key, x) {
			return ""
		}
	}
	for i := 0; i < len(key)-len(best); i++ {
		if c := key[i]; c < 'a' || c > 'z' {
			return ""
		}
	}
	return best
}

// foldAll returns the lexicon keys of words.
func foldAll(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = lexicon.Key(w)
	}
	return out
}
