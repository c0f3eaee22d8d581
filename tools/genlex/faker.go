package main

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
)

//go:embed faker.mjs
var fakerScript []byte

// fakerDump is what faker.mjs prints.
type fakerDump struct {
	Version string                         `json:"version"`
	Locales map[string]map[string][]string `json:"locales"`
}

// fakerKinds are the lists taken from faker, in output order.
var fakerKinds = []string{"firstnames", "lastnames", "cities", "streets", "streettypes", "countries"}

// fakerSkip lists faker definitions left out because they are not what
// their name says: nl's city_prefix values are fragments that faker glues
// to suffixes ("Ams" + "terdam"), not places ("Twee", "Vier", "Op").
var fakerSkip = map[string]bool{"nl/cities": true}

// parenthetical matches a trailing " (Ort)" as in faker's de_AT street names.
var parenthetical = regexp.MustCompile(`\s*\([^)]*\)\s*$`)

// fakerLists installs the pinned faker release (unless dir already holds
// it), dumps its definitions with node and turns them into lists. A
// regional list keeps only the entries its language's list lacks.
func fakerLists(dir string) ([]list, licence, error) {
	if dir == "" {
		tmp, err := os.MkdirTemp("", "genlex-faker-")
		if err != nil {
			return nil, licence{}, fmt.Errorf("temporary directory: %w", err)
		}
		defer os.RemoveAll(tmp)
		if err := os.WriteFile(filepath.Join(tmp, "package.json"), []byte("{\"private\": true}\n"), 0o644); err != nil {
			return nil, licence{}, fmt.Errorf("write package.json: %w", err)
		}
		cmd := exec.Command("npm", "install", "--no-save", "--ignore-scripts", "--no-audit", "--no-fund", "@faker-js/faker@"+fakerVersion)
		cmd.Dir = tmp
		cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
		if err := cmd.Run(); err != nil {
			return nil, licence{}, fmt.Errorf("npm install @faker-js/faker@%s: %w", fakerVersion, err)
		}
		dir = tmp
	}
	script := filepath.Join(dir, "genlex-faker.mjs")
	if err := os.WriteFile(script, fakerScript, 0o644); err != nil {
		return nil, licence{}, fmt.Errorf("write node script: %w", err)
	}
	defer os.Remove(script)
	args := []string{script}
	for _, l := range fakerLocales {
		args = append(args, l.faker)
	}
	cmd := exec.Command("node", args...)
	cmd.Dir = dir
	var stdout bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, licence{}, fmt.Errorf("node faker dump: %w", err)
	}
	var dump fakerDump
	if err := json.Unmarshal(stdout.Bytes(), &dump); err != nil {
		return nil, licence{}, fmt.Errorf("decode faker dump: %w", err)
	}
	if dump.Version != fakerVersion {
		return nil, licence{}, fmt.Errorf("installed faker is %s, want %s", dump.Version, fakerVersion)
	}
	text, err := os.ReadFile(filepath.Join(dir, "node_modules", "@faker-js", "faker", "LICENSE"))
	if err != nil {
		return nil, licence{}, fmt.Errorf("read faker LICENSE: %w", err)
	}

	var out []list
	for _, kind := range fakerKinds {
		byTag := map[string][]string{}
		for _, loc := range fakerLocales {
			entries := dump.Locales[loc.faker][kind]
			if fakerSkip[loc.faker+"/"+kind] {
				entries = nil
			}
			if kind == "streets" {
				for i, e := range entries {
					entries[i] = parenthetical.ReplaceAllString(e, "")
				}
			}
			entries = clean(entries)
			byTag[loc.tag] = entries
			if lang, _, regional := cutRegion(loc.tag); regional {
				entries = without(entries, byTag[lang])
			}
			if len(entries) == 0 {
				continue
			}
			note := ""
			if _, _, regional := cutRegion(loc.tag); regional {
				note = ", entries not already in the language-wide list"
			}
			out = append(out, list{
				kind: kind, locale: loc.tag, source: "faker",
				header: fmt.Sprintf("%s %s: @faker-js/faker %s, locale %s%s; licence MIT (see LICENSE.faker)",
					kind, loc.tag, fakerVersion, loc.faker, note),
				entries: entries,
			})
		}
	}
	return out, licence{source: "faker", text: text}, nil
}

// cutRegion splits "nl-BE" into "nl", "BE", true; "nl" gives "nl", "", false.
func cutRegion(tag string) (lang, region string, ok bool) {
	for i := 0; i < len(tag); i++ {
		if tag[i] == '-' {
			return tag[:i], tag[i+1:], true
		}
	}
	return tag, "", false
}
