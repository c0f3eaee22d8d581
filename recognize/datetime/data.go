package datetime

import (
	_ "embed"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

//go:embed data/cues.yaml
var cuesYAML []byte

// cueData holds the language-independent word lists of data/cues.yaml.
type cueData struct {
	Cues                  []string            `yaml:"cues"`
	DayCues               []string            `yaml:"day_cues"`
	RangeWords            []string            `yaml:"range_words"`
	ScoreWords            []string            `yaml:"score_words"`
	BlockWords            []string            `yaml:"block_words"`
	Units                 []string            `yaml:"units"`
	WeekWords             []string            `yaml:"week_words"`
	BirthCues             []string            `yaml:"birth_cues"`
	BirthTrail            []string            `yaml:"birth_trail"`
	BirthPlace            []string            `yaml:"birth_place"`
	MonthNeedsCapital     []string            `yaml:"month_needs_capital"`
	ForeignMonthBlock     []string            `yaml:"foreign_month_block"`
	CapitalMonthLanguages []string            `yaml:"capital_month_languages"`
	TimeWords             []string            `yaml:"time_words"`
	StreetSuffixes        []string            `yaml:"street_suffixes"`
	EventWords            []string            `yaml:"event_words"`
	MonthCues             []string            `yaml:"month_cues"`
	AbbrevNeedDot         map[string][]string `yaml:"abbrev_need_dot"`
	QuarterWords          []string            `yaml:"quarter_words"`
	QuarterLetters        map[string][]string `yaml:"quarter_letters"`
	CapsCues              []string            `yaml:"caps_cues"`
}

// parseCues decodes and checks the embedded cue file.
func parseCues(b []byte) (*cueData, error) {
	var c cueData
	if err := yaml.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("datetime: parse data/cues.yaml: %w", err)
	}
	if len(c.Cues) == 0 || len(c.DayCues) == 0 || len(c.RangeWords) == 0 || len(c.Units) == 0 || len(c.BirthCues) == 0 ||
		len(c.EventWords) == 0 || len(c.MonthCues) == 0 || len(c.QuarterWords) == 0 || len(c.QuarterLetters["all"]) == 0 {
		return nil, fmt.Errorf("datetime: data/cues.yaml: missing word lists")
	}
	return &c, nil
}

// splitParts splits a lexicon entry into its lower-case runs of letters and
// of digits; everything else separates parts. "d.o.b." gives [d o b] and
// "tháng 5" gives [tháng 5].
func splitParts(s string) []string {
	var parts []string
	var cur []byte
	cls := 0 // 0 none, 1 letters, 2 digits
	flush := func() {
		if len(cur) > 0 {
			parts = append(parts, string(cur))
			cur = cur[:0]
		}
		cls = 0
	}
	for _, r := range s {
		c := 0
		switch {
		case r >= '0' && r <= '9':
			c = 2
		case isLetter(r):
			c = 1
		}
		if c == 0 {
			flush()
			continue
		}
		if c != cls {
			flush()
		}
		cls = c
		cur = utf8.AppendRune(cur, unicode.ToLower(r))
	}
	flush()
	return parts
}

// isLetter reports whether r belongs to a word: a letter or a combining
// mark.
func isLetter(r rune) bool {
	if r < utf8.RuneSelf {
		return ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z')
	}
	return unicode.IsLetter(r) || unicode.Is(unicode.Mn, r)
}

// skeleton is the concatenation of an entry's parts, used to compare cues
// while ignoring punctuation and spacing ("Geb.datum" = "geb datum").
func skeleton(s string) string { return strings.Join(splitParts(s), "") }
