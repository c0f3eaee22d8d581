package contact

import (
	_ "embed"
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"
)

//go:embed data/cues.yaml
var cuesYAML []byte

// cueFile holds the word lists of data/cues.yaml.
type cueFile struct {
	ExtensionCues []string `yaml:"extension_cues"`
	LineWords     []string `yaml:"line_words"`
	QuantityWords []string `yaml:"quantity_words"`
	SerialWords   []string `yaml:"serial_words"`
	WebTLDs       []string `yaml:"web_tlds"`
}

// wordLists are the lower-case word sets of data/cues.yaml.
type wordLists struct {
	ext, line, quantity, serial, tld map[string]bool
}

// words is read once at package init; the embedded file is part of the
// binary, so a parse error is a build defect the tests catch.
var words = mustWordLists(cuesYAML)

// parseCueFile decodes and checks the embedded cue file.
func parseCueFile(b []byte) (*cueFile, error) {
	var f cueFile
	if err := yaml.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("contact: parse data/cues.yaml: %w", err)
	}
	if len(f.ExtensionCues) == 0 || len(f.LineWords) == 0 || len(f.QuantityWords) == 0 || len(f.SerialWords) == 0 || len(f.WebTLDs) == 0 {
		return nil, fmt.Errorf("contact: data/cues.yaml: missing word lists")
	}
	return &f, nil
}

func mustWordLists(b []byte) wordLists {
	f, err := parseCueFile(b)
	if err != nil {
		panic(err)
	}
	set := func(l []string) map[string]bool {
		m := make(map[string]bool, len(l))
		for _, w := range l {
			m[strings.ToLower(w)] = true
		}
		return m
	}
	return wordLists{ext: set(f.ExtensionCues), line: set(f.LineWords), quantity: set(f.QuantityWords), serial: set(f.SerialWords), tld: set(f.WebTLDs)}
}
