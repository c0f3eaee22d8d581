package age

import (
	_ "embed"
	"fmt"

	"gopkg.in/yaml.v3"

	"github.com/meddeid/meddeid/recognize"
)

//go:embed data/context.yaml
var contextYAML []byte

// contextData holds the context word lists of data/context.yaml.
type contextData struct {
	DurationBefore     []string `yaml:"duration_before"`
	DurationAfter      []string `yaml:"duration_after"`
	GestationBefore    []string `yaml:"gestation_before"`
	NonAgeUnits        []string `yaml:"non_age_units"`
	Fillers            []string `yaml:"fillers"`
	Cues               []string `yaml:"cues"`
	PersonBefore       []string `yaml:"person_before"`
	PointBefore        []string `yaml:"point_before"`
	PointBeforeAny     []string `yaml:"point_before_any"`
	Kin                []string `yaml:"kin"`
	OldWords           []string `yaml:"old_words"`
	AdjectivalSuffixes []string `yaml:"adjectival_suffixes"`
	SpecificUnits      []string `yaml:"specific_units"`
	SexMarkers         []string `yaml:"sex_markers"`

	AgeNouns        []string            `yaml:"age_nouns"`
	CueBlockers     []string            `yaml:"cue_blockers"`
	Possessives     []string            `yaml:"possessives"`
	PossessiveLead  []string            `yaml:"possessive_lead"`
	PersonNouns     []string            `yaml:"person_nouns"`
	OfWords         []string            `yaml:"of_words"`
	Family          []string            `yaml:"family"`
	ChildrenPlural  []string            `yaml:"children_plural"`
	ListJoiners     []string            `yaml:"list_joiners"`
	EventPoints     []string            `yaml:"event_points"`
	MilestonePreps  []string            `yaml:"milestone_preps"`
	WithPreps       []string            `yaml:"with_preps"`
	MilestoneWords  []string            `yaml:"milestone_words"`
	ChildWords      []string            `yaml:"child_words"`
	FollowupWords   []string            `yaml:"followup_words"`
	GestationWords  []string            `yaml:"gestation_words"`
	SubjectPronouns []string            `yaml:"subject_pronouns"`
	SexWords        []string            `yaml:"sex_words"`
	OfLifeAfter     []string            `yaml:"of_life_after"`
	LifeUnits       []string            `yaml:"life_units"`
	OrdinalSuffixes []string            `yaml:"ordinal_suffixes"`
	DosingWords     []string            `yaml:"dosing_words"`
	IntervalAfter   []string            `yaml:"interval_after"`
	ExtraUnits      map[string][]string `yaml:"extra_units"`
	HaveForms       []string            `yaml:"have_forms"`
	HaveSubjects    []string            `yaml:"have_subjects"`
	DeathWords      []string            `yaml:"death_words"`
	CopulaSubjects  []string            `yaml:"copula_subjects"`
	Copulas         []string            `yaml:"copulas"`
	CopulaFollowers []string            `yaml:"copula_followers"`
	CompJoiners     []string            `yaml:"composite_joiners"`
	HalfWords       []string            `yaml:"half_words"`
	PediatricWords  []string            `yaml:"pediatric_words"`
}

// wordSet is a set of lower-case words or phrases (single spaces).
type wordSet = recognize.WordSet

var newWordSet = recognize.NewWordSet

// parseContext decodes the embedded context file.
func parseContext(b []byte) (*contextData, error) {
	var c contextData
	if err := yaml.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("age: parse data/context.yaml: %w", err)
	}
	if len(c.DurationBefore) == 0 || len(c.OldWords) == 0 || len(c.MilestoneWords) == 0 ||
		len(c.FollowupWords) == 0 || len(c.AgeNouns) == 0 || len(c.PersonNouns) == 0 {
		return nil, fmt.Errorf("age: data/context.yaml: missing word lists")
	}
	return &c, nil
}
