package lexicon

import (
	"bytes"
	"compress/gzip"
	"embed"
	"encoding/binary"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

//go:embed data
var embedded embed.FS

var (
	loadOnce sync.Once
	loaded   *Lexicon
	loadErr  error
)

// Load returns the embedded lexicon, reading it on the first call only.
// The result is shared; it is immutable.
func Load() (*Lexicon, error) {
	loadOnce.Do(func() { loaded, loadErr = loadEmbedded() })
	return loaded, loadErr
}

// loadEmbedded reads every embedded file, in parallel.
func loadEmbedded() (*Lexicon, error) {
	entries, err := fs.ReadDir(embedded, "data")
	if err != nil {
		return nil, fmt.Errorf("lexicon: read embedded data: %w", err)
	}
	var names []string
	for _, e := range entries {
		if n := e.Name(); strings.HasSuffix(n, ".txt") || strings.HasSuffix(n, ".txt.gz") {
			names = append(names, n)
		}
	}
	lists := make([]*List, len(names))
	errs := make([]error, len(names))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Go(func() {
			raw, err := embedded.ReadFile("data/" + name)
			if err != nil {
				errs[i] = fmt.Errorf("lexicon: read embedded %s: %w", name, err)
				return
			}
			lists[i], errs[i] = parseFile(name, "", raw)
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return newLexicon(lists), nil
}

// LoadDir returns a new lexicon holding lx's lists and the lists in dir:
// one file per list, named <kind>.txt or <kind>.<locale>.txt (optionally
// gzip-compressed, .txt.gz), one entry per line, "#" starting a comment
// line. Besides the kind names (firstnames, lastnames, particles, cities,
// streets, streettypes, countries, commonwords, eponyms, regions,
// professions, hobbies, organizations) the stems whitelist (common
// words), surnames, familynames, givennames, places, municipalities,
// provinces, occupations, jobs, organisations and institutions are
// accepted. Other files are an error, so that a typo
// in a file name does not silently drop a list.
func (lx *Lexicon) LoadDir(dir string) (*Lexicon, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("lexicon: read directory: %w", err)
	}
	lists := slices.Clone(lx.lists)
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || strings.HasPrefix(name, ".") {
			continue
		}
		raw, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, fmt.Errorf("lexicon: read %s: %w", name, err)
		}
		l, err := parseFile(name, "dir:", raw)
		if err != nil {
			return nil, err
		}
		lists = append(lists, l)
	}
	return newLexicon(lists), nil
}

// parseFile decodes one list file. Its name gives kind and locale:
// <kind>[.<locale>[.<source>]].txt[.gz].
func parseFile(name, sourcePrefix string, raw []byte) (*List, error) {
	stem, gz := strings.CutSuffix(name, ".txt.gz")
	if !gz {
		var ok bool
		if stem, ok = strings.CutSuffix(name, ".txt"); !ok {
			return nil, fmt.Errorf("lexicon: %s: want a .txt or .txt.gz file", name)
		}
	}
	parts := strings.Split(stem, ".")
	kind, ok := parseKind(parts[0])
	if !ok || len(parts) > 3 {
		return nil, fmt.Errorf("lexicon: %s: file name must be <kind>[.<locale>].txt with a known kind", name)
	}
	locale := ""
	if len(parts) > 1 {
		locale = strings.ReplaceAll(parts[1], "_", "-")
	}
	text := ""
	if gz {
		zr, err := gzip.NewReader(bytes.NewReader(raw))
		if err != nil {
			return nil, fmt.Errorf("lexicon: %s: %w", name, err)
		}
		// The gzip trailer holds the size modulo 2^32: a good first guess.
		// Decompressing into a strings.Builder avoids copying the text.
		var sb strings.Builder
		if len(raw) >= 4 {
			sb.Grow(int(binary.LittleEndian.Uint32(raw[len(raw)-4:])))
		}
		if _, err := io.Copy(&sb, zr); err != nil {
			return nil, fmt.Errorf("lexicon: %s: decompress: %w", name, err)
		}
		text = sb.String()
	} else {
		text = string(raw)
	}
	if !utf8.ValidString(text) {
		return nil, fmt.Errorf("lexicon: %s: not valid UTF-8", name)
	}
	return newList(kind, locale, sourcePrefix+name, text), nil
}

// newLexicon sorts lists by kind, locale and source.
func newLexicon(lists []*List) *Lexicon {
	order := map[Kind]int{}
	for i, k := range Kinds {
		order[k] = i
	}
	slices.SortStableFunc(lists, func(a, b *List) int {
		if d := order[a.Kind] - order[b.Kind]; d != 0 {
			return d
		}
		if c := strings.Compare(a.Locale, b.Locale); c != 0 {
			return c
		}
		return strings.Compare(a.Source, b.Source)
	})
	return &Lexicon{lists: lists}
}
