package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// chanceVersion is the pinned release of the npm package chance (MIT)
// whose family names widen the name surrogates' pools for languages
// whose faker lists are small (Dutch: 157 names) or missing (Italian,
// Spanish).
const chanceVersion = "1.1.13"

// chanceLangs are the languages whose family names are taken, in output
// order (chance's en, uk and jp lists are left out).
var chanceLangs = []string{"nl", "fr", "de", "it", "es"}

// chanceScript prints chance's family names per language as JSON.
const chanceScript = `const c = require('chance'); const ln = new c.Chance().get('lastNames');
const out = {version: require('chance/package.json').version, names: {}};
for (const l of process.argv.slice(1)) out.names[l] = ln[l] || [];
process.stdout.write(JSON.stringify(out));`

// chanceLastNames installs the pinned chance release (unless dir already
// holds it under node_modules) and returns "lang<TAB>name" lines, each
// language's names cleaned and sorted as lexicon lists are, and the
// package's licence text.
func chanceLastNames(dir string) ([]string, []byte, error) {
	if dir == "" {
		tmp, cleanup, err := npmInstall("genlex-chance-", "chance", chanceVersion)
		if err != nil {
			return nil, nil, err
		}
		defer cleanup()
		dir = tmp
	}
	cmd := exec.Command("node", append([]string{"-e", chanceScript}, chanceLangs...)...)
	cmd.Dir = dir
	var stdout bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, nil, fmt.Errorf("node chance dump: %w", err)
	}
	var dump struct {
		Version string              `json:"version"`
		Names   map[string][]string `json:"names"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &dump); err != nil {
		return nil, nil, fmt.Errorf("decode chance dump: %w", err)
	}
	if dump.Version != chanceVersion {
		return nil, nil, fmt.Errorf("installed chance is %s, want %s", dump.Version, chanceVersion)
	}
	licence, err := os.ReadFile(filepath.Join(dir, "node_modules", "chance", "LICENSE"))
	if err != nil {
		return nil, nil, fmt.Errorf("read chance LICENSE: %w", err)
	}
	var lines []string
	for _, lang := range chanceLangs {
		names := clean(dump.Names[lang])
		if len(names) == 0 {
			return nil, nil, fmt.Errorf("chance has no %s family names", lang)
		}
		for _, n := range names {
			if strings.ContainsAny(n, "\t") {
				continue
			}
			lines = append(lines, lang+"\t"+n)
		}
	}
	return lines, licence, nil
}

// chanceHeader is the first line of the family-names file.
const chanceHeader = "# family names: npm chance " + chanceVersion + ", lastNames per language; licence MIT (see LICENSE.chance); columns: language, name\n"

// writeChance writes the family-name lines to path with a header line,
// and the licence next to it as LICENSE.chance.
func writeChance(path string, lines []string, licenceText []byte) error {
	if err := writeLines(path, chanceHeader, lines); err != nil {
		return err
	}
	lic := filepath.Join(filepath.Dir(path), "LICENSE.chance")
	if err := os.WriteFile(lic, licenceText, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", lic, err)
	}
	return nil
}
