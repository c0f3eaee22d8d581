package name

import (
	"embed"
	"fmt"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/meddeid/meddeid/internal/keyfilter"
	"github.com/meddeid/meddeid/lang"
)

//go:embed data/*.yaml
var dataFS embed.FS

// languages with a cue file data/<lang>.yaml.
var languages = []string{"nl", "en", "fr", "de", "es", "it", "pt", "vi"}

// cueFile mirrors data/<lang>.yaml.
type cueFile struct {
	Titles          []string `yaml:"titles"`
	CaregiverTitles []string `yaml:"caregiver_titles"`
	WeakTitles      []string `yaml:"weak_titles"`
	CapsTitles      []string `yaml:"caps_titles"`
	PatientLabels   []string `yaml:"patient_labels"`
	PatientNouns    []string `yaml:"patient_nouns"`
	CaregiverLabels []string `yaml:"caregiver_labels"`
	CaregiverNouns  []string `yaml:"caregiver_nouns"`
	RoleSuffixes    []string `yaml:"role_suffixes"`
	RoleWords       []string `yaml:"role_words"`
	OtherNouns      []string `yaml:"other_nouns"`
	OtherLabels     []string `yaml:"other_labels"`
	HandoverWords   []string `yaml:"handover_words"`
	HandoverJoiners []string `yaml:"handover_joiners"`
	Greetings       []string `yaml:"greetings"`
	Salutations     []string `yaml:"salutations"`
	ChatGreetings   []string `yaml:"chat_greetings"`
	OrgHeads        []string `yaml:"org_heads"`
	StreetWords     []string `yaml:"street_words"`
	NotNames        []string `yaml:"not_names"`
	Possessives     []string `yaml:"possessives"`
	CapNouns        bool     `yaml:"capitalised_nouns"`
	NounSuffixes    []string `yaml:"noun_suffixes"`
	Credentials     []string `yaml:"credentials"`
	StaffContext    []string `yaml:"staff_context"`
	FirstPerson     []string `yaml:"first_person"`
	TypistLabels    []string `yaml:"typist_labels"`
	Conjunctions    []string `yaml:"conjunctions"`
	ServiceWords    []string `yaml:"service_words"`
	KinTitleGiven   bool     `yaml:"kin_title_given"`
	HouseholdLabels []string `yaml:"household_labels"`
}

// Cue classes, a bit mask: one phrase may belong to several.
const (
	cuePatientLabel uint16 = 1 << iota
	cuePatientNoun
	cueCaregiverLabel
	cueCaregiverNoun
	cueOtherNoun
	cueOtherLabel
	cueHandover
	cueGreeting
	cueSalutation
	cueOrgHead
	cueStreet
	cueJoiner
	cueStaff     // a ward or staff word: a nursing title there is a title
	cueTypist    // a typist label ("Typed by:"): initials after it are a name
	cueHousehold // a household label ("Household:"): the names listed are relatives
	cueChat      // an informal greeting ("oi", "hoi"): a lone name after it is addressed
)

// Title flags.
const (
	titleCaregiver uint8 = 1 << iota // implies a caregiver (Dr, Prof)
	titleWeak                        // also a common word: the name needs support
	titleCaps                        // may be written in capitals on its own (OA, BS)
)

// rules are the compiled cue lists of one profile (or of all languages).
type rules struct {
	titles       map[string]uint8 // key of a title → flags
	titlePrefix  map[string]bool  // keys that start a longer title
	cues         map[string]uint16
	cuePrefix    map[string]bool
	cueTab       *phraseTab     // cues and cuePrefix in one look-up
	titleTab     *phraseTab     // titles and titlePrefix in one look-up
	phraseGate   keyfilter.Gate // the keys of cueTab and titleTab: most words start neither
	roleSuffixes []string       // folded, longest first
	roleWords    wordSet        // folded role words and credentials
	notNames     wordSet        // folded words that never start or end a name
	seasons      wordSet        // season words: also family names after a given name ("Julia Sommer")
	ageUnits     wordSet        // folded age units and sex markers after a number
	birthCues    wordSet        // folded birth cues
	possessives  wordSet        // folded possessives and articles before a kinship noun
	firstPerson  wordSet        // folded first-person pronouns ("my", "ik", "j'")
	conjunctions wordSet        // folded words that join the items of a list
	services     wordSet        // folded names of hospital services ("spoed", "SAU")
	familyFirst  bool           // names put the family name first (Vietnamese)
	capNouns     bool           // the language capitalises every noun (German)
	kinGiven     bool           // a kinship title before a lone given name is kin ("Sister Marisol")
	nounSuffixes []string       // folded endings of nouns that are never names
	maxCueWords  int
}

// wordSet is a set of folded words or phrases.
type wordSet map[string]bool

func (s wordSet) add(ws ...string) {
	for _, w := range ws {
		if k := phraseKey(w); k != "" {
			s[k] = true
		}
	}
}

// phraseKey folds a phrase the way the matcher sees text: its word tokens,
// folded, joined by one space.
func phraseKey(p string) string {
	toks := tokenize(p, nil)
	var sb strings.Builder
	for _, t := range toks {
		if t.kind == tokPunct {
			continue
		}
		if sb.Len() > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(wordKey(p[t.b:t.e]))
	}
	return sb.String()
}

// parseCueFile decodes one embedded cue file.
func parseCueFile(name string) (*cueFile, error) {
	b, err := dataFS.ReadFile("data/" + name)
	if err != nil {
		return nil, fmt.Errorf("name: read data/%s: %w", name, err)
	}
	var f cueFile
	if err := yaml.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("name: parse data/%s: %w", name, err)
	}
	return &f, nil
}

// universalAgeUnits are age units and sex markers after a bare number in
// any language ("59M", "81a", "72 yo").
var universalAgeUnits = []string{"j", "jr", "jaar", "jarige", "y", "yo", "yr", "yrs", "y/o", "years", "year", "a", "ans", "an", "J", "jahre", "jährige", "anni", "anos", "años", "tuổi", "m", "f", "v", "w", "mnd", "mo", "months", "maanden", "mois", "monate"}

// buildRules compiles the cue files of the given languages and adds the
// titles, months, weekdays, age units and birth cues of the profiles.
func buildRules(files []*cueFile, profiles []*lang.Profile) *rules {
	r := &rules{
		titles: map[string]uint8{}, titlePrefix: map[string]bool{},
		cues: map[string]uint16{}, cuePrefix: map[string]bool{},
		roleWords: wordSet{}, notNames: wordSet{}, ageUnits: wordSet{}, birthCues: wordSet{}, possessives: wordSet{},
		firstPerson: wordSet{}, conjunctions: wordSet{}, services: wordSet{}, seasons: wordSet{},
	}
	addTitle := func(t string, flags uint8) {
		k := phraseKey(t)
		if k == "" {
			return
		}
		r.titles[k] |= flags
		ws := strings.Split(k, " ")
		for n := 1; n < len(ws); n++ {
			r.titlePrefix[strings.Join(ws[:n], " ")] = true
		}
	}
	addCue := func(list []string, class uint16) {
		for _, c := range list {
			k := phraseKey(c)
			if k == "" {
				continue
			}
			r.cues[k] |= class
			ws := strings.Split(k, " ")
			r.maxCueWords = max(r.maxCueWords, len(ws))
			for n := 1; n < len(ws); n++ {
				r.cuePrefix[strings.Join(ws[:n], " ")] = true
			}
		}
	}
	suffixes := map[string]bool{}
	for _, f := range files {
		for _, t := range f.Titles {
			addTitle(t, 0)
		}
		for _, t := range f.CaregiverTitles {
			addTitle(t, titleCaregiver)
		}
		for _, t := range f.WeakTitles {
			addTitle(t, titleWeak)
		}
		for _, t := range f.CapsTitles {
			addTitle(t, titleCaps)
		}
		addCue(f.PatientLabels, cuePatientLabel)
		addCue(f.PatientNouns, cuePatientNoun)
		addCue(f.CaregiverLabels, cueCaregiverLabel)
		addCue(f.CaregiverNouns, cueCaregiverNoun)
		addCue(f.OtherNouns, cueOtherNoun)
		addCue(f.OtherLabels, cueOtherLabel)
		addCue(f.HandoverWords, cueHandover)
		addCue(f.HandoverJoiners, cueJoiner)
		addCue(f.Greetings, cueGreeting)
		addCue(f.Salutations, cueSalutation)
		addCue(f.ChatGreetings, cueSalutation|cueChat)
		addCue(f.OrgHeads, cueOrgHead)
		addCue(f.StreetWords, cueStreet)
		addCue(f.StaffContext, cueStaff)
		addCue(f.TypistLabels, cueTypist)
		addCue(f.HouseholdLabels, cueHousehold)
		for _, w := range f.FirstPerson {
			r.firstPerson[wordKey(w)] = true
		}
		r.conjunctions.add(f.Conjunctions...)
		r.services.add(f.ServiceWords...)
		for _, s := range f.RoleSuffixes {
			suffixes[wordKey(s)] = true
		}
		r.roleWords.add(f.RoleWords...)
		r.roleWords.add(f.Credentials...)
		for _, n := range f.CaregiverNouns {
			if !strings.Contains(strings.TrimSpace(n), " ") {
				r.roleWords.add(n)
			}
		}
		r.notNames.add(f.NotNames...)
		r.possessives.add(f.Possessives...)
		r.capNouns = r.capNouns || f.CapNouns
		r.kinGiven = r.kinGiven || f.KinTitleGiven
		for _, x := range f.NounSuffixes {
			r.nounSuffixes = append(r.nounSuffixes, wordKey(x))
		}
	}
	for s := range suffixes {
		r.roleSuffixes = append(r.roleSuffixes, s)
	}
	sort.Slice(r.roleSuffixes, func(i, j int) bool {
		a, b := r.roleSuffixes[i], r.roleSuffixes[j]
		if len(a) != len(b) {
			return len(a) > len(b)
		}
		return a < b
	})
	r.ageUnits.add(universalAgeUnits...)
	for _, p := range profiles {
		for _, t := range p.Titles {
			if _, ok := r.titles[phraseKey(t)]; !ok {
				// A profile title this package has no cue-file entry for:
				// social unless a cue file says otherwise, and weak when it
				// is a single letter ("m", "d").
				flags := uint8(0)
				if len([]rune(phraseKey(t))) <= 1 {
					flags = titleWeak
				}
				addTitle(t, flags)
			}
		}
		// Full month and weekday names only: abbreviations such as "jan"
		// are also given names.
		for _, m := range p.Months {
			if len(m) > 0 {
				r.notNames.add(m[0])
			}
		}
		for _, w := range p.Weekdays {
			if len(w) > 0 {
				r.notNames.add(w[0])
			}
		}
		r.notNames.add(p.Seasons...)
		r.seasons.add(p.Seasons...)
		r.notNames.add(p.Holidays...)
		for _, us := range p.AgeUnits {
			r.ageUnits.add(us...)
		}
		r.birthCues.add(p.BirthCues...)
	}
	r.cueTab = phraseTable(r.cues, r.cuePrefix)
	r.titleTab = phraseTable(r.titles, r.titlePrefix)
	for _, m := range []map[string]phraseEntry{r.cueTab.m, r.titleTab.m} {
		for k := range m {
			r.phraseGate.Add(k)
		}
	}
	return r
}

// phraseEntry is what one look-up of a folded key tells the phrase
// matchers: the key's classes or flags when it is a whole phrase, and
// whether it starts a longer phrase.
type phraseEntry struct {
	mask   uint16
	whole  bool
	prefix bool
}

// phraseTab is a table of phrases and phrase prefixes behind a keyfilter.Gate:
// most words of a note start no phrase and are turned away unhashed.
type phraseTab struct {
	m    map[string]phraseEntry
	gate keyfilter.Gate // the keys of m
}

// get returns the entry of the phrase key held in key (zero: none).
func (t *phraseTab) get(key []byte) phraseEntry {
	if !t.gate.MayBytes(key) {
		return phraseEntry{}
	}
	return t.m[string(key)]
}

// getString is get for a key held in a string.
func (t *phraseTab) getString(key string) phraseEntry {
	if !t.gate.May(key) {
		return phraseEntry{}
	}
	return t.m[key]
}

// phraseTable merges a map of whole phrases and a set of their prefixes
// into one table.
func phraseTable[V uint8 | uint16](whole map[string]V, prefix map[string]bool) *phraseTab {
	t := &phraseTab{m: make(map[string]phraseEntry, len(whole)+len(prefix))}
	for k, v := range whole {
		t.m[k] = phraseEntry{mask: uint16(v), whole: true}
		t.gate.Add(k)
	}
	for k, ok := range prefix {
		if ok {
			e := t.m[k]
			e.prefix = true
			t.m[k] = e
			t.gate.Add(k)
		}
	}
	return t
}
