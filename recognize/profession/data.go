package profession

import (
	_ "embed"
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/meddeid/meddeid/lexicon"
)

//go:embed data/cues.yaml
var cuesYAML []byte

// cueLists are the word lists of one language in data/cues.yaml (see the
// comment at the top of that file for what each list means).
type cueLists struct {
	States            []string `yaml:"states"`
	Care              []string `yaml:"care"`
	Ambiguous         []string `yaml:"ambiguous"`
	CompoundHeads     []string `yaml:"compound_heads"`
	CueHeads          []string `yaml:"cue_heads"`
	CompoundExclude   []string `yaml:"compound_exclude"`
	Premodifiers      []string `yaml:"premodifiers"`
	Postmodifiers     []string `yaml:"postmodifiers"`
	FieldHeads        []string `yaml:"field_heads"`
	FieldPreps        []string `yaml:"field_preps"`
	Fields            []string `yaml:"fields"`
	Sectors           []string `yaml:"sectors"`
	SectorPreps       []string `yaml:"sector_preps"`
	OccupationLabels  []string `yaml:"occupation_labels"`
	HobbyLabels       []string `yaml:"hobby_labels"`
	HistoryLabels     []string `yaml:"history_labels"`
	CaregiverLabels   []string `yaml:"caregiver_labels"`
	WorkVerbs         []string `yaml:"work_verbs"`
	AsWords           []string `yaml:"as_words"`
	Copulas           []string `yaml:"copulas"`
	Former            []string `yaml:"former"`
	AfterCues         []string `yaml:"after_cues"`
	Relatives         []string `yaml:"relatives"`
	Persons           []string `yaml:"persons"`
	AgeWords          []string `yaml:"age_words"`
	HobbyCues         []string `yaml:"hobby_cues"`
	HobbySkip         []string `yaml:"hobby_skip"`
	HobbyPremodifiers []string `yaml:"hobby_premodifiers"`
	HobbyPrefixes     []string `yaml:"hobby_prefixes"`
	Definite          []string `yaml:"definite"`
	Indefinite        []string `yaml:"indefinite"`
	CaregiverTitles   []string `yaml:"caregiver_titles"`
	Adverbs           []string `yaml:"adverbs"`
	EmployerPreps     []string `yaml:"employer_preps"`
	WorkplacePreps    []string `yaml:"workplace_preps"`
	Since             []string `yaml:"since"`
	DatedStates       []string `yaml:"dated_states"`
	ChangeCues        []string `yaml:"change_cues"`
	ChangeAfter       []string `yaml:"change_after"`
	HobbyClubs        []string `yaml:"hobby_clubs"`
	DuringCues        []string `yaml:"during_cues"`
	Everyday          []string `yaml:"everyday"`
	VerbEndings       []string `yaml:"verb_endings"`
	HobbyPostmod      []string `yaml:"hobby_postmodifiers"`
	HeadNouns         []string `yaml:"head_nouns"`
	DepartmentHeads   []string `yaml:"department_heads"`
	Departments       []string `yaml:"departments"`
	StudyVerbs        []string `yaml:"study_verbs"`
	NoneWords         []string `yaml:"none_words"`
	Degrees           []string `yaml:"degrees"`
	LabelVerbs        []string `yaml:"label_verbs"`
	ListLabels        []string `yaml:"list_labels"`
	HobbyAfter        []string `yaml:"hobby_after"`
}

// languages lists the languages data/cues.yaml must describe.
var languages = []string{"nl", "en", "fr", "de", "es", "it", "pt", "vi"}

// parseCues decodes the embedded cue file into one cueLists per language,
// with the "all" lists added to each.
func parseCues(b []byte) (map[string]*cueLists, error) {
	var raw map[string]*cueLists
	if err := yaml.Unmarshal(b, &raw); err != nil {
		return nil, fmt.Errorf("profession: parse data/cues.yaml: %w", err)
	}
	all := raw["all"]
	if all == nil {
		all = &cueLists{}
	}
	out := make(map[string]*cueLists, len(languages))
	for _, l := range languages {
		c := raw[l]
		if c == nil || len(c.OccupationLabels) == 0 || len(c.Relatives) == 0 || len(c.States) == 0 {
			return nil, fmt.Errorf("profession: data/cues.yaml: language %s missing or incomplete", l)
		}
		c.CaregiverTitles = append(c.CaregiverTitles, all.CaregiverTitles...)
		c.AgeWords = append(c.AgeWords, all.AgeWords...)
		c.NoneWords = append(c.NoneWords, all.NoneWords...)
		out[l] = c
	}
	return out, nil
}

// phrases is a set of phrases compared on lexicon keys (folded tokens
// joined by one space), with the longest phrase length in tokens.
type phrases struct {
	set    map[string]bool
	maxLen int
	digits bool   // skipBack also skips number tokens
	bit    uint64 // the set's bit in language.ends; 0: no precheck
}

// newPhrases builds a phrase set from entries.
func newPhrases(entries ...[]string) phrases {
	p := phrases{set: map[string]bool{}}
	for _, list := range entries {
		for _, e := range list {
			k := lexicon.Key(e)
			if k == "" {
				continue
			}
			p.set[k] = true
			if n := strings.Count(k, " ") + 1; n > p.maxLen {
				p.maxLen = n
			}
		}
	}
	return p
}

// has reports whether key is in the set.
func (p phrases) has(key string) bool { return p.set[key] }
