package name

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// want is an expected span: its text and referent (P, C or O).
type want struct{ text, ref string }

// nameCase is one table row: a text in a profile and every span expected.
type nameCase struct {
	name, code, text string
	want             []want
}

var refOf = map[string]string{LabelPatient: "P", LabelCaregiver: "C", LabelOther: "O"}

// runCases checks that each text gives exactly the expected spans.
func runCases(t *testing.T, cases []nameCase) {
	t.Helper()
	rec := New(nil)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got, exp []string
			for _, s := range rec.Recognize(c.text, rectest.MustProfile(t, c.code)) {
				got = append(got, fmt.Sprintf("%s:%s", refOf[s.Label], s.Text))
			}
			for _, w := range c.want {
				exp = append(exp, w.ref+":"+w.text)
			}
			sort.Strings(got)
			sort.Strings(exp)
			if strings.Join(got, " | ") != strings.Join(exp, " | ") {
				t.Errorf("%q\n got  %q\n want %q", c.text, got, exp)
			}
		})
	}
}

func TestDutch(t *testing.T) {
	runCases(t, []nameCase{
		{"header cues", "nl-BE", "Patiënt: Jan Peeters\nHuisarts: dr. Sofie Van Damme", []want{{"Jan Peeters", "P"}, {"dr. Sofie Van Damme", "C"}}},
		{"common word with title", "nl-NL", "Mevr. Koning werd gisteren opgenomen.", []want{{"Mevr. Koning", "P"}}},
		{"common word without title", "nl-NL", "De koning bezocht het ziekenhuis. Koning Willem ook.", nil},
		{"eponym both ways", "nl-BE", "Ziekte van Parkinson, gevolgd door dr. Parkinson.", []want{{"dr. Parkinson", "C"}}},
		{"kinship", "nl-BE", "Zij woont samen met haar echtgenoot Willem en dochter Sara.", []want{{"Willem", "O"}, {"Sara", "O"}}},
		{"role after", "nl-BE", "Gezien door Tom Claes, kinesitherapeut.", []want{{"Tom Claes", "C"}}},
		{"eldest and youngest", "nl-BE", "Drie kinderen; de jongste, Lotte, woont thuis.", []want{{"Lotte", "O"}}},
		{"particle before an organisation", "nl-BE", "Thuisopvolging door vroedvrouw Hanne Verhelst van Vroedvrouwenpraktijk Het Nestje.", []want{{"Hanne Verhelst", "C"}}},
		{"initials particle common word", "nl-NL", "H.J. van Wijk, internist-endocrinoloog", []want{{"H.J. van Wijk", "C"}}},
		{"role noun before", "nl-NL", "Verwezen door huisarts Maes voor verdere opvolging.", []want{{"Maes", "C"}}},
		{"organisation", "nl-NL", "Huisartsenpraktijk De Linde, Kerkstraat 5, Utrecht", nil},
		{"signature", "nl-BE", "Met vriendelijke groeten,\n\nAnnelies Wouters\nVerpleegkundige", []want{{"Annelies Wouters", "C"}}},
		{"consistency", "nl-BE", "Betreft: dhr. Luc Janssens, °12/03/1950\n\nGraag zie ik dhr. Janssens terug.", []want{{"dhr. Luc Janssens", "P"}, {"dhr. Janssens", "P"}}},
		{"contact person", "nl-BE", "Contactpersoon: zoon Pieter (0475 12 34 56)", []want{{"Pieter", "O"}}},
		{"disease and drug", "nl-BE", "Diagnose: ziekte van Crohn. Start Humira. Geen teken van Homans.", nil},
		{"initials", "nl-BE", "Verwezen door J.P. Peeters, huisarts.", []want{{"J.P. Peeters", "C"}}},
		{"particles", "nl-NL", "Echtgenote mevr. Anna van der Berg-de Wit belt morgen.", []want{{"mevr. Anna van der Berg-de Wit", "O"}}},
		{"age after social title", "nl-BE", "Mevr. Claes, 82 j, valt vaak.", []want{{"Mevr. Claes", "P"}}},
		{"street", "nl-BE", "Adres: Jan Palfijnlaan 12, Gent", nil},
		// hurried notes write names in lower case after a title
		{"lower case after title", "nl-NL", "belt dochter mw ans bakker terug", []want{{"mw ans bakker", "P"}}},
		{"lower initial after title", "nl-NL", "moeder mw j visser 87 jr", []want{{"mw j visser", "P"}}},
		{"lower family name after title", "nl-NL", "gesprek met dhr jansen over", []want{{"dhr jansen", "P"}}},
		{"lower words after title", "nl-NL", "dhr is gebeld, mw heeft pijn, dr. heeft gebeld", nil},
	})
}

func TestEnglish(t *testing.T) {
	runCases(t, []nameCase{
		// informal notes write a relative's name in lower case
		{"lower relative", "en-US", "says her dad harold has been more confused", []want{{"harold", "O"}}},
		{"lower relatives", "en-US", "my grandpa walt is coming over", []want{{"walt", "O"}}},
		{"lower common words after kin", "en-US", "her daughter will call, my mom may visit, her son said no", nil},
		{"inverted header", "en-GB", "Patient: SMITH, John    DOB: 01/02/1960", []want{{"SMITH, John", "P"}}},
		{"eponym with title", "en-GB", "Seen by Dr. Emily Baker in clinic.", []want{{"Dr. Emily Baker", "C"}}},
		{"eponym without title", "en-GB", "Baker's cyst noted behind the knee.", nil},
		{"social title and kin", "en-GB", "Mrs Rose Taylor, 84, lives with her husband Peter.", []want{{"Mrs Rose Taylor", "P"}, {"Peter", "O"}}},
		{"kin with comma", "en-US", "Her daughter, Sarah Jones, is the health care proxy.", []want{{"Sarah Jones", "O"}}},
		{"organisation", "en-GB", "Referred from Rose Hill Medical Centre.", nil},
		{"role with comma", "en-GB", "Discussed with the on-call registrar, James Wilson.", []want{{"James Wilson", "C"}}},
		{"signature", "en-GB", "Kind regards,\n\nDr Sam Patel\nConsultant Cardiologist", []want{{"Dr Sam Patel", "C"}}},
		{"scores", "en-GB", "Glasgow Coma Scale 15/15. Murphy's sign negative. Wells score 2.", nil},
		{"verb", "en-US", "Mark the wound site daily. Will review tomorrow.", nil},
		{"subject with age", "en-US", "John Smith is a 45-year-old man with chest pain.", []want{{"John Smith", "P"}}},
		{"credential", "en-US", "Physiotherapy with Laura Green (PT) twice weekly.", []want{{"Laura Green", "C"}}},
		{"nok", "en-GB", "NOK: brother Michael Evans, 07700 900123", []want{{"Michael Evans", "O"}}},
		{"post-nominal", "en-US", "Electronically signed by Robert Chen, MD", []want{{"Robert Chen", "C"}}},
	})
}

func TestFrench(t *testing.T) {
	runCases(t, []nameCase{
		{"younger son", "fr-BE", "Deux fils, dont le cadet Tiago vit à Lisbonne.", []want{{"Tiago", "O"}}},
		{"header", "fr-FR", "Patient : M. Jean Dupont, né le 03/04/1955", []want{{"M. Jean Dupont", "P"}}},
		{"caregiver label", "fr-BE", "Médecin traitant : Dr Marie Lefebvre", []want{{"Dr Marie Lefebvre", "C"}}},
		{"kin", "fr-FR", "Son fils Thomas l'accompagne ce jour.", []want{{"Thomas", "O"}}},
		{"eponym", "fr-FR", "Maladie de Parkinson connue, signe de Babinski absent.", nil},
		{"signature", "fr-BE", "Cordialement,\nDr Pierre Martin", []want{{"Dr Pierre Martin", "C"}}},
		{"age after", "fr-FR", "Mme Dubois, 78 ans, chambre 12", []want{{"Mme Dubois", "P"}}},
		{"street", "fr-BE", "Domicile : avenue Louise 54, 1050 Bruxelles", nil},
	})
}

func TestGerman(t *testing.T) {
	runCases(t, []nameCase{
		{"season as a family name", "de-DE", "Befund von Dr. med. Julia Sommer; Sturz im Sommer 2023.", []want{{"Dr. med. Julia Sommer", "C"}}},
		{"header", "de-DE", "Patient: Herr Thomas Müller, geb. 01.01.1950", []want{{"Herr Thomas Müller", "P"}}},
		{"caregiver label", "de-DE", "Hausärztin: Dr. med. Anna Schmidt", []want{{"Dr. med. Anna Schmidt", "C"}}},
		{"kin", "de-AT", "Seine Ehefrau Maria begleitet ihn.", []want{{"Maria", "O"}}},
		{"eponym", "de-DE", "Morbus Basedow, Z. n. Strumektomie.", nil},
		{"signature", "de-DE", "Mit freundlichen Grüßen\n\nDr. Karl Weber\nOberarzt", []want{{"Dr. Karl Weber", "C"}}},
		{"profession after cue", "de-DE", "Der Patient, Lehrer von Beruf, berichtet über Schmerzen.", nil},
		{"bare name with role", "de-DE", "Mobilisation durch Anna Schmidt, Physiotherapeutin.", []want{{"Anna Schmidt", "C"}}},
		{"nouns after kin", "de-DE", "Die Tochter Verantwortung übernimmt die Pflege.", nil},
		{"inverted with age", "de-AT", "Huber, Johanna, 81 J., Sturz in der Wohnung", []want{{"Huber, Johanna", "P"}}},
	})
}

func TestOtherLanguages(t *testing.T) {
	runCases(t, []nameCase{
		{"es", "es-ES", "Paciente: Sra. Carmen López García\nSu hijo Pablo la acompaña.", []want{{"Sra. Carmen López García", "P"}, {"Pablo", "O"}}},
		{"it", "it-IT", "Paziente: Marco Rossi\nIl figlio Luca è presente.\nDott.ssa Giulia Bianchi", []want{{"Marco Rossi", "P"}, {"Luca", "O"}, {"Dott.ssa Giulia Bianchi", "C"}}},
		{"pt", "pt-BR", "Paciente: João Pereira da Costa\nEsposa Maria acompanha.", []want{{"João Pereira da Costa", "P"}, {"Maria", "O"}}},
		{"vi", "vi-VN", "Họ tên: TRẦN VĂN AN\nNgười nhà: vợ Lê Thị Hoa", []want{{"TRẦN VĂN AN", "P"}, {"Lê Thị Hoa", "O"}}},
		{"vi contact label", "vi-VN", "Liên hệ: Phạm Thị Thu Hà - 0908 417 263", []want{{"Phạm Thị Thu Hà", "O"}}},
		{"vi label with an aside", "vi-VN", "Liên hệ (không dấu): PHAM THI THU HA - thuha@example.com", []want{{"PHAM THI THU HA", "O"}}},
		{"vi capitals ending in a credential syllable", "vi-VN", "Người nhà: PHAM THI THU HA", []want{{"PHAM THI THU HA", "O"}}},
		{"en label with an aside", "en-GB", "Next of kin (daughter): Susan Clarke, 07700 900123", []want{{"Susan Clarke", "O"}}},
		{"en credential after a name in capitals", "en-US", "Attending: JOHN SMITH MD", []want{{"JOHN SMITH", "C"}}},
		{"calendar first name in brackets after kin", "en-GB", "Daughter (Summer) was there and asked.", []want{{"Summer", "O"}}},
		{"calendar first name after kin", "nl-BE", "Dochter April kwam op bezoek.", []want{{"April", "O"}}},
		{"month and day after kin", "en-GB", "Daughter May 3 visited.", nil},
		{"month after a preposition", "en-GB", "Seen with daughter in May.", nil},
		{"chat speaker with a first name", "en-US", "3/14/24, 7:58 PM - Brianna: hi is grandma ok", []want{{"Brianna", "O"}}},
		{"chat speaker speaking twice", "pt-BR", "14/03/2024 07:58 - Zezinho: bom dia\n14/03/2024 07:59 - Zezinho: tomou sim", []want{{"Zezinho", "O"}, {"Zezinho", "O"}}},
		{"chat speaker once, unknown word", "pt-BR", "14/03/2024 07:58 - Zezinho: bom dia", nil},
		{"time log headings", "de-DE", "08:00 - Visite: unauffällig\n10:30 - Visite: mobilisiert", nil},
		{"name after an informal greeting", "pt-BR", "oi Zé, o remédio acabou?", []want{{"Zé", "O"}}},
		{"name after hoi", "nl-BE", "Hoi Lotte, kun je dit bekijken?", []want{{"Lotte", "O"}}},
		{"common word after a greeting", "en-US", "Hi Team! Patient doing well.", nil},
		{"formal salutation without a title", "en-GB", "Dear Colleague, thank you for seeing this lady.", nil},
	})
}
