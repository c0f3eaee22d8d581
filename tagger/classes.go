package tagger

import (
	_ "embed"
	"strings"
)

// Word classes for the class features: units after numbers and clinical
// score names before them (data/units.txt, data/scores.txt).

// The unit kinds of data/units.txt.
const (
	unitMeasure byte = 1 + iota
	unitTime
	unitCount
)

var (
	//go:embed data/units.txt
	unitsTxt string
	//go:embed data/scores.txt
	scoresTxt string

	unitKinds  = parseUnits(unitsTxt)
	scoreNames = parseWords(scoresTxt)
)

func parseUnits(data string) map[string]byte {
	kinds := map[string]byte{"measure": unitMeasure, "time": unitTime, "count": unitCount}
	out := map[string]byte{}
	for _, line := range strings.Split(data, "\n") {
		f := strings.Fields(line)
		if len(f) != 2 || strings.HasPrefix(line, "#") {
			continue
		}
		if k, ok := kinds[f[0]]; ok {
			if _, seen := out[f[1]]; !seen {
				out[f[1]] = k
			}
		}
	}
	return out
}

func parseWords(data string) map[string]struct{} {
	out := map[string]struct{}{}
	for _, line := range strings.Split(data, "\n") {
		if w := strings.TrimSpace(line); w != "" && !strings.HasPrefix(w, "#") {
			out[w] = struct{}{}
		}
	}
	return out
}
