package identifier

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
	RequestCues []string `yaml:"request_cues"`
	CaseCues    []string `yaml:"case_cues"`
	NINOCues    []string `yaml:"nino_cues"`
}

// requestSet holds the normalized request cues of data/cues.yaml and the
// most words in one of them.
type requestSet struct {
	phrases  map[string]bool
	filter   *keyFilter // over the keys of phrases
	maxWords int
}

// requestCues is read once at package init; the embedded file is part of
// the binary, so a parse error is a build defect the tests catch.
var requestCues, caseCues, ninoCues = mustCueSets(cuesYAML)

// parseCueFile decodes the embedded cue file.
func parseCueFile(b []byte) (*cueFile, error) {
	var f cueFile
	if err := yaml.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("identifier: parse data/cues.yaml: %w", err)
	}
	if len(f.RequestCues) == 0 || len(f.CaseCues) == 0 || len(f.NINOCues) == 0 {
		return nil, fmt.Errorf("identifier: data/cues.yaml: missing word lists")
	}
	return &f, nil
}

func mustCueSets(b []byte) (request, cases, nino requestSet) {
	f, err := parseCueFile(b)
	if err != nil {
		panic(err)
	}
	return newRequestSet(f.RequestCues), newRequestSet(f.CaseCues), newRequestSet(f.NINOCues)
}

// newRequestSet normalizes a list of cue phrases into a set.
func newRequestSet(words []string) requestSet {
	rs := requestSet{phrases: map[string]bool{}}
	for _, w := range normalizeAll(words) {
		rs.phrases[w] = true
		rs.maxWords = max(rs.maxWords, strings.Count(w, " ")+1)
	}
	rs.filter = newKeyFilter(rs.phrases)
	return rs
}

// endsWithRequest reports whether a normalized label ends with a phrase
// of the set, possibly followed by number words ("order no", "n° de demande").
func (rs requestSet) endsWithRequest(label []byte) bool {
	hi := len(label)
	for {
		lo, end, ok := prevField(label, hi)
		if !ok {
			return false
		}
		if !isNumberWord(label[lo:end]) {
			break
		}
		hi = lo
	}
	for hi > 0 && label[hi-1] == ' ' {
		hi--
	}
	s := hi
	for n := 0; n < rs.maxWords; n++ {
		k := lastSpace(label[:s]) + 1
		if rs.filter.mayHave(label[k:hi]) && rs.phrases[string(label[k:hi])] {
			return true
		}
		if k == 0 {
			return false
		}
		s = k - 1
	}
	return false
}
