package age

import (
	_ "embed"
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"
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
}

// wordSet is a set of lower-case words or phrases (single spaces).
type wordSet map[string]bool

func newWordSet(ws []string) wordSet {
	s := make(wordSet, len(ws))
	for _, w := range ws {
		s[strings.ToLower(strings.TrimSpace(w))] = true
	}
	return s
}

// parseContext decodes the embedded context file.
func parseContext(b []byte) (*contextData, error) {
	var c contextData
	if err := yaml.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("age: parse data/context.yaml: %w", err)
	}
	if len(c.DurationBefore) == 0 || len(c.OldWords) == 0 {
		return nil, fmt.Errorf("age: data/context.yaml: missing word lists")
	}
	return &c, nil
}
