package main

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/text/unicode/norm"

	"github.com/meddeid/meddeid/lexicon"
)

// gdfnVersion is the pinned release of the npm package
// gender-detection-from-name (MIT) whose name lists tell the name
// surrogates a given name's gender where faker's lists do not know it.
const gdfnVersion = "1.11.5"

// gdfnLangs are the package's name lists (names/<lang>.js), in output order.
var gdfnLangs = []string{"de", "en", "es", "fr", "it", "tr"}

// gdfnEntry matches one entry of a names/<lang>.js Map literal:
// ['renate', 'female'],
var gdfnEntry = regexp.MustCompile(`\[\s*'([^']+)'\s*,\s*'(male|female)'\s*\]`)

// gdfnGenders installs the pinned gender-detection-from-name release
// (unless dir already holds it under node_modules) and returns its
// entries as "lang<TAB>f|m|b<TAB>key" lines sorted by language and key,
// where key is lexicon.Key of the name and b marks a name the language's
// list gives both genders; and the package's licence text.
func gdfnGenders(dir string) ([]string, []byte, error) {
	if dir == "" {
		tmp, cleanup, err := npmInstall("genlex-gdfn-", "gender-detection-from-name", gdfnVersion)
		if err != nil {
			return nil, nil, err
		}
		defer cleanup()
		dir = tmp
	}
	pkg := filepath.Join(dir, "node_modules", "gender-detection-from-name")
	meta, err := os.ReadFile(filepath.Join(pkg, "package.json"))
	if err != nil {
		return nil, nil, fmt.Errorf("read package.json: %w", err)
	}
	if !strings.Contains(string(meta), `"version": "`+gdfnVersion+`"`) {
		return nil, nil, fmt.Errorf("installed gender-detection-from-name is not %s", gdfnVersion)
	}
	licence, err := os.ReadFile(filepath.Join(pkg, "LICENSE"))
	if err != nil {
		return nil, nil, fmt.Errorf("read LICENSE: %w", err)
	}
	var lines []string
	for _, lang := range gdfnLangs {
		src, err := os.ReadFile(filepath.Join(pkg, "names", lang+".js"))
		if err != nil {
			return nil, nil, fmt.Errorf("read names/%s.js: %w", lang, err)
		}
		genders := map[string]byte{}
		for _, m := range gdfnEntry.FindAllStringSubmatch(string(src), -1) {
			key := lexicon.Key(norm.NFC.String(m[1]))
			if key == "" || strings.ContainsAny(key, " \t") {
				continue
			}
			bit := byte(1)
			if m[2] == "male" {
				bit = 2
			}
			genders[key] |= bit
		}
		if len(genders) == 0 {
			return nil, nil, fmt.Errorf("names/%s.js: no entries", lang)
		}
		for _, key := range slices.Sorted(maps.Keys(genders)) {
			lines = append(lines, lang+"\t"+string("?fmb"[genders[key]])+"\t"+key)
		}
	}
	return lines, licence, nil
}

// writeGDFN writes the gender lines as a gzip-compressed file with a
// header line, reproducibly (see encode), and the licence next to it as
// LICENSE.gdfn.
func writeGDFN(path string, lines []string, licenceText []byte) error {
	b, err := encode(list{
		header: "given-name genders: npm gender-detection-from-name " + gdfnVersion +
			" (names/<lang>.js); licence MIT (see LICENSE.gdfn); columns: language, f, m or b (both), lexicon.Key of the name",
		entries: lines,
	})
	if err != nil {
		return fmt.Errorf("encode %s: %w", path, err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	lic := filepath.Join(filepath.Dir(path), "LICENSE.gdfn")
	if err := os.WriteFile(lic, licenceText, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", lic, err)
	}
	return nil
}
