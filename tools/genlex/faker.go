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
	"slices"
	"strings"
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
func fakerLists(dir string) ([]list, licence, []genderName, []string, error) {
	if dir == "" {
		tmp, cleanup, err := npmInstall("genlex-faker-", "@faker-js/faker", fakerVersion)
		if err != nil {
			return nil, licence{}, nil, nil, err
		}
		defer cleanup()
		dir = tmp
	}
	script := filepath.Join(dir, "genlex-faker.mjs")
	if err := os.WriteFile(script, fakerScript, 0o644); err != nil {
		return nil, licence{}, nil, nil, fmt.Errorf("write node script: %w", err)
	}
	defer os.Remove(script)
	args := []string{script}
	for _, l := range append(slices.Clone(fakerLocales), surrogateLocales...) {
		args = append(args, l.faker)
	}
	cmd := exec.Command("node", args...)
	cmd.Dir = dir
	var stdout bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, licence{}, nil, nil, fmt.Errorf("node faker dump: %w", err)
	}
	var dump fakerDump
	if err := json.Unmarshal(stdout.Bytes(), &dump); err != nil {
		return nil, licence{}, nil, nil, fmt.Errorf("decode faker dump: %w", err)
	}
	if dump.Version != fakerVersion {
		return nil, licence{}, nil, nil, fmt.Errorf("installed faker is %s, want %s", dump.Version, fakerVersion)
	}
	text, err := os.ReadFile(filepath.Join(dir, "node_modules", "@faker-js", "faker", "LICENSE"))
	if err != nil {
		return nil, licence{}, nil, nil, fmt.Errorf("read faker LICENSE: %w", err)
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
	var gender []genderName
	langNames := map[string][]string{}
	for _, loc := range append(slices.Clone(fakerLocales), surrogateLocales...) {
		for _, g := range []struct{ kind, code string }{{"female", "f"}, {"male", "m"}} {
			entries := clean(dump.Locales[loc.faker][g.kind])
			if lang, _, regional := cutRegion(loc.tag); regional {
				entries = without(entries, langNames[lang+"/"+g.code])
			} else {
				langNames[loc.tag+"/"+g.code] = entries
			}
			for _, e := range entries {
				gender = append(gender, genderName{locale: loc.tag, gender: g.code, name: e})
			}
		}
	}
	var extra []string
	for _, loc := range surrogateLocales {
		for _, kind := range surrogateKinds {
			for _, e := range clean(dump.Locales[loc.faker][kind]) {
				if !strings.ContainsAny(e, "\t\n") {
					extra = append(extra, kind+"\t"+loc.tag+"\t"+e)
				}
			}
		}
	}
	return out, licence{source: "faker", text: text}, gender, extra, nil
}

// surrogateLocales are faker locales taken for the name surrogates only
// (their given names by gender, and surrogateKinds), not for detection:
// the lexicons, which the recognizers and the tagger read, keep
// fakerLocales.
var surrogateLocales = []struct{ faker, tag string }{
	{"es", "es"}, {"it", "it"}, {"pt_BR", "pt-BR"}, {"vi", "vi"},
}

// surrogateKinds are the lists of surrogateLocales written for the
// surrogates, in output order.
var surrogateKinds = []string{"firstnames", "lastnames", "cities", "streettypes"}

// surrogateHeader is the first line of the surrogate-only lists.
const surrogateHeader = "# surrogate-only lists: @faker-js/faker " + fakerVersion +
	" for locales es, it, pt_BR, vi (not read by detection); licence MIT (see lexicon/data/LICENSE.faker); columns: kind, locale, entry\n"

// writeSurrogateLists writes the surrogate-only lines to path.
func writeSurrogateLists(path string, lines []string) error {
	return writeLines(path, surrogateHeader, lines)
}

// genderName is a given name that faker lists for one gender in a locale.
type genderName struct{ locale, gender, name string }

// genderHeader is the first line of the given-names file.
const genderHeader = "# given names by gender: @faker-js/faker " + fakerVersion +
	", person.first_name.female and .male per locale; licence MIT (see lexicon/data/LICENSE.faker); regional locales hold only names their language lacks; columns: locale, f or m, name\n"

// writeGender writes the given names by gender to path as tab-separated
// lines (locale, "f" or "m", name) in faker's locale order, then gender,
// then look-up key; a regional locale keeps only the names its language
// lacks, and a name listed for both genders appears twice.
func writeGender(path string, names []genderName) error {
	lines := make([]string, len(names))
	for i, n := range names {
		lines[i] = n.locale + "\t" + n.gender + "\t" + n.name
	}
	return writeLines(path, genderHeader, lines)
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
