package recognize

import "strings"

// WordSet is a set of lower-case words or phrases, for the cue lists that
// recognizers load from their data files.
type WordSet map[string]bool

// NewWordSet builds a WordSet from ws, lower-casing and trimming each.
func NewWordSet(ws []string) WordSet {
	s := make(WordSet, len(ws))
	for _, w := range ws {
		s[strings.ToLower(strings.TrimSpace(w))] = true
	}
	return s
}
