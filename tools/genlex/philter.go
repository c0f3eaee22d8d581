package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// philterFiles maps Philter's JSON files to the lists they feed.
var philterFiles = []struct{ file, kind string }{
	{"firstnames_minus_fps.json", "firstnames"},
	{"lastnames_minus_fps.json", "lastnames"},
	{"whitelist_plus_fps_091718_nonames.json", "commonwords"},
}

// philterLists reads Philter's name lists and its whitelist (JSON objects
// whose keys are the words). They are US-derived, hence locale en-US.
func philterLists(dir string) ([]list, licence, error) {
	text, err := os.ReadFile(filepath.Join(dir, "LICENSE"))
	if err != nil {
		return nil, licence{}, fmt.Errorf("read LICENSE: %w", err)
	}
	var out []list
	for _, f := range philterFiles {
		raw, err := os.ReadFile(filepath.Join(dir, f.file))
		if err != nil {
			return nil, licence{}, fmt.Errorf("read %s: %w", f.file, err)
		}
		var words map[string]json.RawMessage
		if err := json.Unmarshal(raw, &words); err != nil {
			return nil, licence{}, fmt.Errorf("decode %s: %w", f.file, err)
		}
		entries := make([]string, 0, len(words))
		for w := range words {
			entries = append(entries, w)
		}
		out = append(out, list{
			kind: f.kind, locale: "en-US", source: "philter",
			header: fmt.Sprintf("%s en-US: Philter (BCHSI/philter-ucsf) %s; licence BSD-3-Clause (see LICENSE.philter)",
				f.kind, f.file),
			entries: clean(entries),
		})
	}
	return out, licence{source: "philter", text: text}, nil
}
