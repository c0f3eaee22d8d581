package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// debianLists reads the lower-case (common-word) entries of the Debian
// word lists, and French common words, first names and family names from
// hunspell-fr-classical's dictionary.
func debianLists(cfg config) ([]list, []licence, error) {
	const hint = "install with: apt-get install wdutch wamerican wbritish hunspell-fr-classical"
	var out []list
	var lics []licence

	readCopyright := func(pkg string) ([]byte, error) {
		b, err := os.ReadFile(filepath.Join(cfg.docDir, pkg, "copyright"))
		if err != nil {
			return nil, fmt.Errorf("read copyright of %s (%s): %w", pkg, hint, err)
		}
		return b, nil
	}

	// Dutch: OpenTaal via wdutch.
	nlVer, err := debVersion("wdutch")
	if err != nil {
		return nil, nil, err
	}
	nl, err := readLines(filepath.Join(cfg.dictDir, "dutch"))
	if err != nil {
		return nil, nil, fmt.Errorf("%w (%s)", err, hint)
	}
	nlLic, err := readCopyright("wdutch")
	if err != nil {
		return nil, nil, err
	}
	out = append(out, list{
		kind: "commonwords", locale: "nl", source: "opentaal",
		header:  "commonwords nl: OpenTaal word list via Debian wdutch " + nlVer + ", lower-case entries only; licence BSD-3-Clause or CC-BY-3.0, BSD chosen (see LICENSE.opentaal)",
		entries: clean(lowerWords(nl)),
	})
	lics = append(lics, licence{source: "opentaal", text: nlLic})

	// English: SCOWL via wamerican and wbritish, merged.
	enVer, err := debVersion("wamerican")
	if err != nil {
		return nil, nil, err
	}
	gbVer, err := debVersion("wbritish")
	if err != nil {
		return nil, nil, err
	}
	var en []string
	for _, f := range []string{"american-english", "british-english"} {
		ws, err := readLines(filepath.Join(cfg.dictDir, f))
		if err != nil {
			return nil, nil, fmt.Errorf("%w (%s)", err, hint)
		}
		en = append(en, ws...)
	}
	enLic, err := readCopyright("wamerican")
	if err != nil {
		return nil, nil, err
	}
	out = append(out, list{
		kind: "commonwords", locale: "en", source: "scowl",
		header:  "commonwords en: SCOWL via Debian wamerican " + enVer + " and wbritish " + gbVer + ", lower-case entries without possessives; licence SCOWL (permissive, see LICENSE.scowl)",
		entries: clean(lowerWords(en)),
	})
	lics = append(lics, licence{source: "scowl", text: enLic})

	// French: Dicollecte via hunspell-fr-classical (MPL-2.0, own files).
	frVer, err := debVersion("hunspell-fr-classical")
	if err != nil {
		return nil, nil, err
	}
	dic, err := readLines(filepath.Join(cfg.hunspellDir, "fr.dic"))
	if err != nil {
		return nil, nil, fmt.Errorf("%w (%s)", err, hint)
	}
	frLic, err := readCopyright("hunspell-fr-classical")
	if err != nil {
		return nil, nil, err
	}
	mpl, err := os.ReadFile("/usr/share/common-licenses/MPL-2.0")
	if err != nil {
		return nil, nil, fmt.Errorf("read MPL-2.0 text: %w", err)
	}
	words, first, last := hunspellFr(dic)
	for _, l := range []struct {
		kind    string
		entries []string
		what    string
	}{
		{"commonwords", words, "lower-case stems"},
		{"firstnames", first, "stems tagged po:prn"},
		{"lastnames", last, "stems tagged po:patr"},
	} {
		out = append(out, list{
			kind: l.kind, locale: "fr", source: "hunspell",
			header:  l.kind + " fr: Dicollecte French dictionary via Debian hunspell-fr-classical " + frVer + " (fr.dic, " + l.what + "); licence MPL-2.0 (see LICENSE.hunspell)",
			entries: clean(l.entries),
		})
	}
	lics = append(lics, licence{source: "hunspell", text: append(append(frLic, "\n\n"...), mpl...)})
	return out, lics, nil
}

// lowerWords keeps the entries with no capital letter and no possessive.
func lowerWords(lines []string) []string {
	var out []string
	for _, w := range lines {
		w = strings.TrimSpace(w)
		if isLower(w) && !strings.HasSuffix(w, "'s") {
			out = append(out, w)
		}
	}
	return out
}

// hunspellFr splits fr.dic (first line: entry count; then "stem/flags
// tags") into lower-case common words, first names (po:prn) and family
// names (po:patr).
func hunspellFr(lines []string) (words, first, last []string) {
	for i, line := range lines {
		if i == 0 || line == "" {
			continue
		}
		fields := strings.Fields(line)
		stem, _, _ := strings.Cut(fields[0], "/")
		tags := " " + strings.Join(fields[1:], " ") + " "
		switch {
		case strings.Contains(tags, " po:prn "):
			first = append(first, stem)
		case strings.Contains(tags, " po:patr "):
			last = append(last, stem)
		case isLower(stem):
			words = append(words, stem)
		}
	}
	return words, first, last
}

// readLines returns the lines of a UTF-8 text file.
func readLines(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open word list: %w", err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return out, nil
}

// debVersion asks dpkg for an installed package's version.
func debVersion(pkg string) (string, error) {
	out, err := exec.Command("dpkg-query", "-W", "-f", "${Version}", pkg).Output()
	v := string(bytes.TrimSpace(out))
	if err != nil || v == "" {
		return "", fmt.Errorf("package %s is not installed (apt-get install %s)", pkg, pkg)
	}
	return v, nil
}
