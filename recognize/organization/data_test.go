package organization

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
)

func TestParseRulesErrors(t *testing.T) {
	for _, c := range []struct {
		name           string
		heads, context []byte
	}{
		{"bad heads", []byte("healthcare: [unclosed"), contextYAML},
		{"bad context", headsYAML, []byte("specialties: [unclosed")},
		{"empty heads", []byte("other: {}"), contextYAML},
		{"empty entry", []byte("healthcare:\n  prefix: ['@nl']\nother:\n  suffix: [Ltd]"), contextYAML},
	} {
		if _, err := parseRules(c.heads, c.context, lang.All()); err == nil {
			t.Errorf("%s: no error", c.name)
		}
	}
	if _, err := parseRules(headsYAML, contextYAML, lang.All()); err != nil {
		t.Fatalf("embedded data: %v", err)
	}
}

// TestHospitalList checks that a hospital's own organisation list, loaded
// with Lexicon.LoadDir, reaches the recognizer.
func TestHospitalList(t *testing.T) {
	dir := t.TempDir()
	list := "# organizations: test list; licence: this repository's licence\nZorgnet Scheldeboord\n"
	if err := os.WriteFile(filepath.Join(dir, "organizations.txt"), []byte(list), 0o644); err != nil {
		t.Fatal(err)
	}
	base, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	lx, err := base.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	text := "Opvolging door Zorgnet Scheldeboord; zorgnet scheldeboord in kleine letters telt niet."
	p := rectest.MustProfile(t, "nl-BE")
	if got := New(base).Recognize(text, p); len(got) != 0 {
		t.Fatalf("embedded lexicon found %v", got)
	}
	got := New(lx).Recognize(text, p)
	if len(got) != 1 || got[0].Text != "Zorgnet Scheldeboord" || got[0].Label != LabelHealthcare {
		t.Fatalf("got %v, want one Healthcare span «Zorgnet Scheldeboord»", got)
	}
}

// TestLexiconAcronyms checks that a short acronym from the lexicon needs
// capitals and a cue, and that a lexicon name inside a hyphenated word or
// across lines is left.
func TestLexiconAcronyms(t *testing.T) {
	runCases(t, []orgCase{
		{"cue", "nl-BE", "Hij is aangesloten bij CM sinds 2010.", []string{"CM|H"}},
		{"no cue", "nl-BE", "Letsel van 3 CM diep; CM-waarde normaal.", nil},
		{"lower case", "nl-BE", "Ziekenfonds: cm", nil},
		{"hyphenated", "nl-NL", "Volgens de RIVM-richtlijn.", nil},
		{"across lines", "nl-BE", "Kind en\nGezin", nil},
		{"other body", "en-GB", "She has informed the DVLA.", []string{"DVLA|O"}},
	})
}

// TestWithLexicon checks the rules that need the embedded lexicon's
// common words and places: one-word school names tell a proper stem
// ("Eemland") from a word ("Basis"); employers after a profession and a
// contracted article ("au", "aux") leave a town or country to the place
// recognizer; a heading in capitals whose name is only ordinary words is
// no organisation, while a name in capitals stays.
func TestWithLexicon(t *testing.T) {
	lx, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	short := map[string]string{LabelHealthcare: "H", LabelOther: "O"}
	for _, c := range []struct {
		lang, text string
		want       []string
	}{
		{"nl-NL", "Gepensioneerd docent (vroeger Eemlandcollege) en woont in het dorp.", []string{"Eemlandcollege|O"}},
		{"nl-BE", "Zoon zit in het tweede jaar op het Sint-Jozefscollege.", []string{"Sint-Jozefscollege|O"}},
		{"de-DE", "Lehrerin an der Schiller-Grundschule seit 2010.", []string{"Schiller-Grundschule|O"}},
		{"nl-NL", "Zoon studeert aan de Hanzehogeschool in Groningen.", []string{"Hanzehogeschool|O"}},
		{"nl-NL", "Dochter zit op de Basisschool en daarna de Hogeschool.", nil},
		{"de-DE", "Die Grundschule und das Gymnasium liegen nah.", nil},
		{"fr-BE", "Son mari, viticulteur au Château Lescalle à Libourne.", []string{"Château Lescalle|O"}},
		{"fr-BE", "Chauffeur de bus aux TEC Charleroi, en incapacité.", []string{"TEC Charleroi|O"}},
		{"fr-BE", "Ouvrier au Maroc pendant dix ans, boulanger à Liège.", nil},
		{"nl-BE", "ZIEKENHUIS DE WEG – nota\nAZ GROENINGE\n", []string{"AZ GROENINGE|H"}},
		{"nl-NL", "Revalidatie in Klimmendaal te Arnhem; fysiotherapie bij Jan Peeters.", []string{"Klimmendaal|H"}},
		{"nl-NL", "Dagbesteding bij De Hazelaar in Beuningen.", []string{"De Hazelaar|H"}},
		{"fr-BE", "Soins à domicile par la CSD Namur, deux passages par jour.", []string{"CSD Namur|H"}},
		{"nl-BE", "Aangesloten bij CM Midden-Vlaanderen. Zorgbudget aangevraagd.", []string{"CM Midden-Vlaanderen|H"}},
		{"nl-BE", "Aangesloten bij CM Zorg-Vlaanderen.", []string{"CM|H"}},
		{"nl-BE", "Arbeidsongeschiktheid gemeld aan zijn ziekenfonds (CM).", []string{"CM|H"}},
		{"nl-BE", "Bloedname (CM) gepland.", nil},
		{"it-IT", "Il marito, pensionato ex operaio della Ducati, vive a Bologna.", []string{"Ducati|O"}},
		{"fr-BE", "Sa fille, institutrice à l'école communale de Jambes; Dr Martin du cabinet médical des Capucins.", []string{"école communale de Jambes|O", "cabinet médical des Capucins|H"}},
	} {
		var got []string
		for _, s := range New(lx).Recognize(c.text, rectest.MustProfile(t, c.lang)) {
			got = append(got, s.Text+"|"+short[s.Label])
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}
