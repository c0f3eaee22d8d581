package datetime

import (
	"slices"
	"strings"
	"sync"

	"github.com/meddeid/meddeid/lang"
)

// Word flags from the cue lists and the profiles.
const (
	fCue      uint16 = 1 << iota // before a year or a month alone
	fDayCue                      // before a day and month without year
	fScore                       // a score or measurement name
	fBlock                       // an identifier, room or equation word
	fUnit                        // a unit after a quantity
	fWeek                        // a week word before a week number
	fOrdinal                     // an ordinal suffix attached to a day
	fDateWord                    // a function word inside a date
	fTimeWord                    // a word after a clock time (am, Uhr)
	fRange                       // a range connector
	fTrail                       // a function word after a birth cue
	fPlace                       // a preposition before a birth place
	fEvent                       // an event verb or participle ("besproken")
	fMonthCue                    // a cue before a month alone only ("of")
	fQuarter                     // a quarter word or letter ("kwartaal", "Q")
	fCapsCue                     // a cue only when written in capitals ("DOS")
)

// phraseKind says what a lexicon phrase names.
type phraseKind uint8

const (
	pkMonth phraseKind = iota + 1
	pkWeekday
	pkSeason
	pkHoliday
	pkRange
)

// phrase is a lexicon entry of one or more parts; the first part is its key
// in lexicon.words and rest holds the others.
type phrase struct {
	rest    []string
	kind    phraseKind
	val     uint8 // month 1..12 or weekday 1..7
	primary bool  // from the document's own profile
	full    bool  // the first (full) form of a month or weekday
	ambig   bool  // a month word that is also a common word ("may")
}

// wordInfo is what the lexicon knows about one lower-case word.
type wordInfo struct {
	key     string // the lower-case word
	id      uint16 // its index in lexicon.infos (from 1)
	flags   uint16
	phrases []phrase
}

// lexicon is the word table for one document profile.
type lexicon struct {
	mdy       bool            // numeric dates read month first
	capMonths bool            // month names are capitalised in this language
	monthDay  bool            // "April 4" without year is usual (English)
	needDot   map[string]bool // own abbreviations that are common words
	words     map[string]*wordInfo
	infos     []*wordInfo // by wordInfo.id; infos[0] is nil
	// filter is a Bloom-style bit set over the keys of words, built once
	// the table is complete: a key whose bit is clear is not in words, so
	// the tokenizer skips the table look-up for most words of a text.
	filter [filterWords]uint64
	// slots is an open-addressing hash table over the keys of words
	// (linear probing, at most a quarter full), indexed by the high bits
	// of keyHash: the tokenizer has the hash already, so a look-up costs a
	// probe or two and one key comparison.
	slots     []lexSlot
	slotShift uint8 // 32 - log2(len(slots))
}

// lexSlot is one slot of lexicon.slots: a word's keyHash and id, or an
// empty slot (id 0).
type lexSlot struct {
	hash uint32
	id   uint16
}

// filterWords is the size of lexicon.filter in 64-bit words (a power of
// two).
const filterWords = 1 << 10

// keyHash is the FNV-1a hash of a lexicon key, used by lexicon.filter.
func keyHash(k []byte) uint32 {
	h := uint32(fnvOffset)
	for _, c := range k {
		h ^= uint32(c)
		h *= fnvPrime
	}
	return h
}

// index numbers the entries of words (infos, in key order) and builds the
// filter and the hash table over their keys.
func (l *lexicon) index() {
	if len(l.words) >= 1<<16-1 {
		panic("datetime: lexicon too large for uint16 word ids")
	}
	keys := make([]string, 0, len(l.words))
	for k := range l.words {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	bits := uint8(4)
	for 1<<bits < 4*len(keys) {
		bits++
	}
	l.slots = make([]lexSlot, 1<<bits)
	l.slotShift = 32 - bits
	mask := uint32(len(l.slots) - 1)
	l.infos = make([]*wordInfo, 1, len(keys)+1)
	for _, k := range keys {
		wi := l.words[k]
		wi.key, wi.id = k, uint16(len(l.infos))
		l.infos = append(l.infos, wi)
		h := keyHash([]byte(k))
		l.filter[(h>>6)&(filterWords-1)] |= 1 << (h & 63)
		p := h >> l.slotShift
		for l.slots[p].id != 0 {
			p = (p + 1) & mask
		}
		l.slots[p] = lexSlot{hash: h, id: wi.id}
	}
}

// findFold returns the entry of word, a word of ASCII letters in any case
// whose lower-case form has keyHash h, or nil. The caller checks mayHold(h)
// first.
func (l *lexicon) findFold(h uint32, word string) *wordInfo {
	mask := uint32(len(l.slots) - 1)
	for p := h >> l.slotShift; ; p = (p + 1) & mask {
		s := l.slots[p]
		if s.id == 0 {
			return nil
		}
		if s.hash != h {
			continue
		}
		wi := l.infos[s.id]
		if len(wi.key) != len(word) {
			continue
		}
		k := 0
		for k < len(word) && word[k]|0x20 == wi.key[k] {
			k++
		}
		if k == len(word) {
			return wi
		}
	}
}

// mayHold reports whether the filter bit of a key with keyHash h is set:
// when it is not, the key is not in words.
func (l *lexicon) mayHold(h uint32) bool {
	return l.filter[(h>>6)&(filterWords-1)]&(1<<(h&63)) != 0
}

// lookup returns the entry of the lower-case word key, or nil.
func (l *lexicon) lookup(key []byte) *wordInfo {
	h := keyHash(key)
	if !l.mayHold(h) {
		return nil
	}
	mask := uint32(len(l.slots) - 1)
	for p := h >> l.slotShift; ; p = (p + 1) & mask {
		s := l.slots[p]
		if s.id == 0 {
			return nil
		}
		if s.hash == h && l.infos[s.id].key == string(key) {
			return l.infos[s.id]
		}
	}
}

// shared holds what every lexicon shares: cue lists and birth cues.
type shared struct {
	cues      *cueData
	birth     map[string]bool // birth cue skeletons
	trail     map[string]bool
	maxBirth  int // longest birth cue skeleton in bytes
	base      map[string]uint16
	ordinals  []string
	dateWords []string
	// months maps every one-part month word of every profile, lower-case,
	// to its month (1..12); a word naming different months in different
	// profiles is left out. Rigid forms ("07MAR2025", "Mar-12-2025") use it
	// for abbreviations the lexicon keeps out of open text ("mar" in Dutch).
	months map[string]uint8
}

var (
	sharedOnce sync.Once
	sharedData *shared
	lexCache   sync.Map // *lang.Profile -> *lexicon
	nilLex     *lexicon
	nilLexOnce sync.Once
)

// getShared loads the cue file and the profiles' shared lists once.
func getShared() *shared {
	sharedOnce.Do(func() {
		c, err := parseCues(cuesYAML)
		if err != nil {
			panic(err) // embedded data is part of the binary; tests catch this
		}
		s := &shared{cues: c, birth: map[string]bool{}, trail: map[string]bool{}, base: map[string]uint16{}, months: map[string]uint8{}}
		clash := map[string]bool{}
		addBirth := func(w string) {
			k := skeleton(w)
			if len([]rune(k)) < 2 {
				return // symbols (°, *) are handled apart; one letter is too weak
			}
			s.birth[k] = true
			if len(k) > s.maxBirth {
				s.maxBirth = len(k)
			}
		}
		for _, w := range c.BirthCues {
			addBirth(w)
		}
		for _, w := range c.BirthTrail {
			s.trail[skeleton(w)] = true
		}
		ord := map[string]bool{}
		dw := map[string]bool{}
		for _, p := range lang.All() {
			for _, w := range p.BirthCues {
				addBirth(w)
			}
			for _, o := range p.OrdinalSuffixes {
				if k := skeleton(o); k != "" && !ord[k] {
					ord[k] = true
					s.ordinals = append(s.ordinals, k)
				}
			}
			for m, forms := range p.Months {
				for _, w := range forms {
					parts := splitParts(w)
					if len(parts) != 1 || isDigits(parts[0]) || clash[parts[0]] {
						continue
					}
					if v, ok := s.months[parts[0]]; ok && v != uint8(m+1) {
						delete(s.months, parts[0])
						clash[parts[0]] = true
						continue
					}
					s.months[parts[0]] = uint8(m + 1)
				}
			}
			for _, d := range p.DateWords {
				if k := skeleton(d); k != "" && !dw[k] {
					dw[k] = true
					s.dateWords = append(s.dateWords, k)
				}
			}
		}
		set := func(list []string, f uint16) {
			for _, w := range list {
				parts := splitParts(w)
				if len(parts) == 1 {
					s.base[parts[0]] |= f
				}
			}
		}
		set(c.Cues, fCue)
		set(c.DayCues, fDayCue)
		set(c.ScoreWords, fScore)
		set(c.BlockWords, fBlock)
		set(c.Units, fUnit)
		set(c.WeekWords, fWeek)
		set(c.TimeWords, fTimeWord)
		set(c.RangeWords, fRange)
		set(c.BirthTrail, fTrail)
		set(c.BirthPlace, fPlace)
		set(c.EventWords, fEvent|fDayCue)
		set(c.MonthCues, fMonthCue)
		set(c.QuarterWords, fQuarter)
		set(c.CapsCues, fCapsCue)
		set(c.QuarterLetters["all"], fQuarter)
		set(s.ordinals, fOrdinal)
		set(s.dateWords, fDateWord)
		sharedData = s
	})
	return sharedData
}

// lexiconFor returns the (cached) lexicon of profile p; nil uses en-GB.
func lexiconFor(p *lang.Profile) *lexicon {
	if p == nil {
		nilLexOnce.Do(func() {
			if gb, ok := lang.Get("en-GB"); ok {
				nilLex = lexiconFor(gb)
			} else {
				nilLex = buildLexicon(&lang.Profile{Code: "und", DateOrder: "DMY"})
			}
		})
		return nilLex
	}
	if l, ok := lexCache.Load(p); ok {
		return l.(*lexicon)
	}
	l, _ := lexCache.LoadOrStore(p, buildLexicon(p))
	return l.(*lexicon)
}

// buildLexicon assembles the word table of profile p: its own month,
// weekday, season and holiday words (primary) and those of the other
// profiles (foreign, used only next to a number), plus the cue lists.
func buildLexicon(p *lang.Profile) *lexicon {
	s := getShared()
	base, _, _ := strings.Cut(strings.ToLower(p.Code), "-")
	l := &lexicon{
		mdy:      strings.EqualFold(p.DateOrder, "MDY"),
		monthDay: base == "en",
		words:    make(map[string]*wordInfo, 1024),
		needDot:  map[string]bool{},
	}
	for _, w := range s.cues.AbbrevNeedDot[base] {
		l.needDot[w] = true
	}
	for _, c := range s.cues.CapitalMonthLanguages {
		if c == base {
			l.capMonths = true
		}
	}
	for k, f := range s.base {
		l.words[k] = &wordInfo{flags: f}
	}
	for _, w := range s.cues.QuarterLetters[base] {
		if wi := l.words[w]; wi != nil {
			wi.flags |= fQuarter
		} else {
			l.words[w] = &wordInfo{flags: fQuarter}
		}
	}
	needCap := map[string]bool{}
	for _, w := range s.cues.MonthNeedsCapital {
		needCap[w] = true
	}
	foreignBlock := map[string]bool{}
	for _, w := range s.cues.ForeignMonthBlock {
		foreignBlock[w] = true
	}
	for _, w := range s.cues.RangeWords {
		if parts := splitParts(w); len(parts) > 1 {
			l.add(parts, phrase{kind: pkRange, primary: true})
		}
	}
	profiles := []*lang.Profile{p}
	for _, q := range lang.All() {
		if q != p && q.Code != p.Code {
			profiles = append(profiles, q)
		}
	}
	for qi, q := range profiles {
		primary := qi == 0
		for m, forms := range q.Months {
			for fi, w := range forms {
				parts := splitParts(w)
				if len(parts) == 0 || isDigits(parts[0]) {
					continue
				}
				if !primary && fi > 0 && (len([]rune(w)) < 3 || foreignBlock[w]) {
					continue
				}
				if !primary && foreignBlock[w] {
					continue
				}
				l.add(parts, phrase{kind: pkMonth, val: uint8(m + 1), primary: primary, full: fi == 0, ambig: needCap[w]})
			}
		}
		for d, forms := range q.Weekdays {
			for fi, w := range forms {
				parts := splitParts(w)
				if len(parts) == 0 || isDigits(parts[0]) || (!primary && fi > 0) {
					continue
				}
				l.add(parts, phrase{kind: pkWeekday, val: uint8(d + 1), primary: primary, full: fi == 0})
			}
		}
		for _, w := range q.Seasons {
			if parts := splitParts(w); len(parts) > 0 {
				l.add(parts, phrase{kind: pkSeason, primary: primary, full: true})
			}
		}
		for _, w := range q.Holidays {
			if parts := splitParts(w); len(parts) > 0 && !isDigits(parts[0]) {
				l.add(parts, phrase{kind: pkHoliday, primary: primary, full: true})
			}
		}
	}
	l.index()
	return l
}

// add inserts a phrase unless one of the same kind and parts is there
// already (the document's own profile is added first and wins).
func (l *lexicon) add(parts []string, ph phrase) {
	wi := l.words[parts[0]]
	if wi == nil {
		wi = &wordInfo{}
		l.words[parts[0]] = wi
	}
	ph.rest = parts[1:]
	for _, o := range wi.phrases {
		if o.kind == ph.kind && equalParts(o.rest, ph.rest) {
			return
		}
	}
	wi.phrases = append(wi.phrases, ph)
}

func equalParts(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
