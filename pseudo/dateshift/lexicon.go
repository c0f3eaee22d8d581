package dateshift

import (
	_ "embed"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"github.com/meddeid/meddeid/lang"
)

//go:embed data/calendar.yaml
var calendarYAML []byte

// category of a lexicon phrase.
type category uint8

const (
	catMonth category = iota + 1
	catWeekday
	catSeason
	catPhase
	catWeek
	catDateWord
	catHoliday
)

// entry is one phrase of the lexicon of a profile.
type entry struct {
	toks  []string // lower-case token texts of the phrase
	cat   category
	value int           // month 0–11, weekday 0–6 (Monday 0), season 0–3, phase 0–2, holiday index
	form  int           // index of the form in its list (0 = full)
	prof  *lang.Profile // profile the month or weekday word comes from
	lng   string        // base language of a phase word
	rank  int           // 0 own profile, 1 own-language data, 2 other languages
}

// holidayRule is one parsed rule of data/calendar.yaml.
type holidayRule struct {
	kind         byte // 'f' fixed, 'e' easter, 'n' nth weekday
	month, day   int
	offset       int
	weekday, nth int
}

type calendarData struct {
	Seasons   map[string][]string            `yaml:"seasons"`
	Phases    map[string]map[string][]string `yaml:"phases"`
	WeekWords []string                       `yaml:"week_words"`
	DateWords []string                       `yaml:"date_words"`
	Holidays  []struct {
		Rule  string   `yaml:"rule"`
		Names []string `yaml:"names"`
	} `yaml:"holidays"`
}

var seasonKeys = []string{"spring", "summer", "autumn", "winter"}
var phaseKeys = []string{"begin", "mid", "end"}

var (
	calOnce  sync.Once
	cal      calendarData
	holRules []holidayRule
	// seasonOf maps a season word to its index.
	seasonOf map[string]int
)

func loadCalendar() {
	if err := yaml.Unmarshal(calendarYAML, &cal); err != nil {
		panic(fmt.Errorf("dateshift: data/calendar.yaml: %w", err))
	}
	seasonOf = map[string]int{}
	for i, k := range seasonKeys {
		for _, w := range cal.Seasons[k] {
			seasonOf[w] = i
		}
	}
	for _, h := range cal.Holidays {
		r, err := parseRule(h.Rule)
		if err != nil {
			panic(fmt.Errorf("dateshift: data/calendar.yaml: %w", err))
		}
		holRules = append(holRules, r)
	}
}

func parseRule(s string) (holidayRule, error) {
	switch {
	case strings.HasPrefix(s, "easter"):
		n, err := strconv.Atoi(strings.TrimPrefix(s, "easter"))
		return holidayRule{kind: 'e', offset: n}, err
	case strings.HasPrefix(s, "nth:"):
		f := strings.Split(s, ":")
		if len(f) != 4 {
			return holidayRule{}, fmt.Errorf("bad rule %q", s)
		}
		m, e1 := strconv.Atoi(f[1])
		wd, e2 := strconv.Atoi(f[2])
		n, e3 := strconv.Atoi(f[3])
		if e1 != nil || e2 != nil || e3 != nil {
			return holidayRule{}, fmt.Errorf("bad rule %q", s)
		}
		return holidayRule{kind: 'n', month: m, weekday: wd, nth: n}, nil
	default:
		m, d, ok := strings.Cut(s, "-")
		mi, e1 := strconv.Atoi(m)
		di, e2 := strconv.Atoi(d)
		if !ok || e1 != nil || e2 != nil {
			return holidayRule{}, fmt.Errorf("bad rule %q", s)
		}
		return holidayRule{kind: 'f', month: mi, day: di}, nil
	}
}

// lexicon indexes the phrases usable for one document profile by their
// first token.
type lexicon struct {
	byFirst map[string][]*entry
	// ordinals are day suffixes of all profiles ("st", "er", "ste").
	ordinals map[string]bool
}

var lexCache sync.Map // *lang.Profile → *lexicon

func lexiconFor(p *lang.Profile) *lexicon {
	if v, ok := lexCache.Load(p); ok {
		return v.(*lexicon)
	}
	calOnce.Do(loadCalendar)
	lx := &lexicon{byFirst: map[string][]*entry{}, ordinals: map[string]bool{}}
	base := lang.Base(p.Code)
	add := func(phrase string, e entry) {
		toks := tokenize(strings.ToLower(strings.TrimSpace(phrase)))
		if len(toks) == 0 {
			return
		}
		e.toks = make([]string, len(toks))
		for i, t := range toks {
			e.toks[i] = t.low
		}
		ep := &e
		lx.byFirst[e.toks[0]] = append(lx.byFirst[e.toks[0]], ep)
	}
	addProfile := func(q *lang.Profile, rank int) {
		for m, forms := range q.Months {
			for k, f := range forms {
				if rank > 0 && k > 0 && len([]rune(f)) < 3 {
					continue
				}
				add(f, entry{cat: catMonth, value: m, form: k, prof: q, rank: rank})
			}
		}
		for d, forms := range q.Weekdays {
			for k, f := range forms {
				if rank > 0 && k > 0 {
					continue
				}
				add(f, entry{cat: catWeekday, value: d, form: k, prof: q, rank: rank})
			}
		}
		if rank == 0 {
			for _, w := range q.DateWords {
				add(w, entry{cat: catDateWord, rank: rank})
			}
		}
		for _, s := range q.OrdinalSuffixes {
			lx.ordinals[strings.ToLower(s)] = true
		}
	}
	addProfile(p, 0)
	for _, q := range lang.All() {
		if q != p {
			addProfile(q, 2)
		}
	}
	for w, i := range seasonOf {
		add(w, entry{cat: catSeason, value: i, rank: 1})
	}
	for lg, ph := range cal.Phases {
		rank := 2
		if lg == base {
			rank = 1
		}
		for i, k := range phaseKeys {
			for j, w := range ph[k] {
				add(w, entry{cat: catPhase, value: i, form: j, lng: lg, rank: rank})
			}
		}
	}
	for _, w := range cal.WeekWords {
		add(w, entry{cat: catWeek, rank: 1})
	}
	for _, w := range cal.DateWords {
		add(w, entry{cat: catDateWord, rank: 2})
	}
	for i, h := range cal.Holidays {
		for _, n := range h.Names {
			add(n, entry{cat: catHoliday, value: i, rank: 1})
		}
	}
	for _, list := range lx.byFirst {
		sort.SliceStable(list, func(a, b int) bool {
			if len(list[a].toks) != len(list[b].toks) {
				return len(list[a].toks) > len(list[b].toks)
			}
			return list[a].rank < list[b].rank
		})
	}
	v, _ := lexCache.LoadOrStore(p, lx)
	return v.(*lexicon)
}

// matchCat returns the best phrase of category cat and n tokens starting
// at token i, or nil.
func (lx *lexicon) matchCat(toks []token, i int, cat category, n int) *entry {
	for _, e := range lx.byFirst[toks[i].low] {
		if e.cat == cat && len(e.toks) == n && e.at(toks, i) {
			return e
		}
	}
	return nil
}

// match returns the best phrase starting at token i: the longest, then the
// one of the lowest rank.
func (lx *lexicon) match(toks []token, i int) *entry {
	for _, e := range lx.byFirst[toks[i].low] {
		if e.at(toks, i) {
			return e
		}
	}
	return nil
}

// at reports whether the phrase e stands at token i of toks.
func (e *entry) at(toks []token, i int) bool {
	if i+len(e.toks) > len(toks) {
		return false
	}
	for k, w := range e.toks {
		if toks[i+k].low != w {
			return false
		}
	}
	return true
}
