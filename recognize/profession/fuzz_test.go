package profession

import (
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// FuzzRecognize checks that any input gives valid, sorted, non-overlapping
// spans on rune boundaries that neither cross a line nor start or end with
// white space, and never panics.
func FuzzRecognize(f *testing.F) {
	for _, s := range []string{
		"Beroep: tandartsassistente", "gepensioneerd landbouwer", "Retired school librarian",
		"zoon Koen (vrachtwagenchauffeur)", "plays varsity lacrosse", "chauffeur-livreur",
		"retraitée de l'enseignement", "ZZP'er, hovenier", "Nghề nghiệp: nông dân",
		"Dr. X, huisarts", "ex-\nbakker", "student\nindustriële wetenschappen", "a-", "-bakker",
		"Hobby: roeien\nbij het roeien", "\xffbakker", "bakker\xff", "Amateur", "amateurvoetballer",
		"werkt als", "is a", "(", "Beroep:", "speelt", "pensionierte Volksschullehrerin,",
		"Frau Dr. Keller, Fachärztin", "Mr Okafor's secretary", "'s", "Mme X,", "tegelzetter (zzp)",
		"gave up golf", "is met voetbal gestopt", "tijdens het padel", "lifeguard supervisor", "seit 3 Wochen krankgeschrieben",
	} {
		f.Add(s, "nl-BE")
		f.Add(s, "en-GB")
		f.Add(s, "de-DE")
	}
	f.Add("professora de matemática", "pt-BR")
	f.Add("cheminot retraité", "fr-FR")
	f.Add("pratique la pêche à la mouche", "fr-FR")
	f.Add("Mme Girard, orthophoniste", "fr-FR")
	f.Add("x", "")
	rectest.Fuzz(f, New(nil), devtest.NoSurroundingSpace, devtest.NoLineBreak)
}
