package main

import (
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/meddeid/meddeid/lexicon"
)

// list is one output file: entries of one kind, locale and source.
type list struct {
	kind    string // firstnames, lastnames, cities, ...
	locale  string // BCP-47 tag such as "nl-BE"
	source  string // short source name used in the file name: faker, philter, ...
	header  string // the header comment, without the leading "# "
	entries []string
}

// fileName is <kind>.<locale>.<source>.txt.gz, or <kind>.txt.gz for a
// list of every locale (its source is named in its header).
func (l list) fileName() string {
	if l.locale == "" {
		return l.kind + ".txt.gz"
	}
	return l.kind + "." + l.locale + "." + l.source + ".txt.gz"
}

// licence is a licence text copied next to the generated files.
type licence struct {
	source string
	text   []byte
}

// path is the licence file's path in dir: LICENSE.<source>.
func (l licence) path(dir string) string {
	return filepath.Join(dir, "LICENSE."+l.source)
}

// clean normalises entries to NFC with single spaces, drops empty ones and
// ones that would read as comments, and returns them unique and sorted by
// look-up key (lexicon.Key), then by bytes, so that package lexicon loads
// them without sorting.
func clean(entries []string) []string {
	out := make([]string, 0, len(entries))
	for _, e := range entries {
		e = strings.Join(strings.FieldsFunc(norm.NFC.String(e), unicode.IsSpace), " ")
		if e == "" || strings.HasPrefix(e, "#") || !strings.ContainsFunc(e, unicode.IsLetter) {
			continue
		}
		out = append(out, e)
	}
	keys := make(map[string]string, len(out))
	for _, e := range out {
		keys[e] = lexicon.Key(e)
	}
	slices.SortFunc(out, func(a, b string) int {
		if c := strings.Compare(keys[a], keys[b]); c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	return slices.Compact(out)
}

// without returns the entries of a (sorted, unique) that are not in b.
func without(a, b []string) []string {
	drop := make(map[string]bool, len(b))
	for _, e := range b {
		drop[e] = true
	}
	var out []string
	for _, e := range a {
		if !drop[e] {
			out = append(out, e)
		}
	}
	return out
}

// isLower reports whether s has a letter and no upper- or title-case letter.
func isLower(s string) bool {
	return strings.ContainsFunc(s, unicode.IsLetter) &&
		!strings.ContainsFunc(s, func(r rune) bool { return unicode.IsUpper(r) || unicode.IsTitle(r) })
}
