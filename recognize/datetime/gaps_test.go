package datetime

import "testing"

// TestEventDayMonth covers a day and month without year after an event
// verb or participle, or in parentheses with one.
func TestEventDayMonth(t *testing.T) {
	runCases(t, []tcase{
		{"nl-BE", "Casus (besproken 17/11) met team", []string{"17/11"}},
		{"en-GB", "Ramipril restarted 8 November, BP stable", []string{"8 November"}},
		{"nl-NL", "Metoprolol gestopt op 3/4 wegens", []string{"3/4"}},
		{"en-GB", "MDT discussed 12/10, plan surgery", []string{"12/10"}},
		{"fr-BE", "Patient vu le 4/11 en consultation", []string{"4/11"}},
		{"de-DE", "im Tumorboard besprochen am 3.5. und", []string{"3.5."}},
		{"de-DE", "Befund (besprochen 3.5.) unauffällig", []string{"3.5."}},
		{"en-GB", "(reviewed 14/6)", []string{"14/6"}},
		{"nl-BE", "afgesproken 21/3 controle", []string{"21/3"}},
		{"es-ES", "tratamiento suspendido 14/2 por", []string{"14/2"}},
		{"it-IT", "terapia sospesa 3/4 per", []string{"3/4"}},
		{"pt-BR", "internado 12/5 com", []string{"12/5"}},
		{"en-US", "Metformin stopped 10/3, restarted 10/12", []string{"10/3", "10/12"}},
		{"fr-FR", "traitement arrêté 15/3", []string{"15/3"}},
	})
}

// TestMonthAloneGaps covers a month word alone after a preposition or a
// qualifier.
func TestMonthAloneGaps(t *testing.T) {
	runCases(t, []tcase{
		{"en-GB", "planned for the 3rd week of November.", []string{"November"}},
		{"en-GB", "returning to work in Sept", []string{"Sept"}},
		{"en-GB", "returning to work in Sept.", []string{"Sept."}},
		{"en-US", "follow-up in Oct. with labs", []string{"Oct."}},
		{"nl-BE", "controle eind oktober", []string{"oktober"}},
		{"nl-BE", "opname begin jan. gepland", []string{"jan."}},
		{"nl-NL", "klachten sinds sept en nu", []string{"sept"}},
		{"fr-FR", "reprise début mars", []string{"mars"}},
		{"fr-BE", "à revoir fin avril", []string{"avril"}},
		{"fr-BE", "douleurs depuis janv. sans", []string{"janv."}},
		{"fr-FR", "hospitalisé en novembre", []string{"novembre"}},
		{"de-DE", "Kontrolle Anfang Mai", []string{"Mai"}},
		{"de-DE", "Reha Ende Sept. geplant", []string{"Sept."}},
		{"de-AT", "Beschwerden im Jänner", []string{"Jänner"}},
		{"en-GB", "two weeks in March and one in April", []string{"March", "April"}},
		{"nl-BE", "in september en oktober", []string{"september", "oktober"}},
		{"es-ES", "revisión a finales de marzo", []string{"marzo"}},
		{"it-IT", "controllo a fine maggio", []string{"maggio"}},
	})
}

// TestMonthAloneNegatives keeps verbs and other words that look like
// months out.
func TestMonthAloneNegatives(t *testing.T) {
	runCases(t, []tcase{
		{"en-GB", "she may march in protest", nil},
		{"en-GB", "in may cases it helps", nil},
		{"en-US", "we may see him, he will march", nil},
		{"en-GB", "the end of may be near", nil},
		{"nl-BE", "hij mei niet", nil},
		{"de-DE", "im Mai-Gefäß", nil},
		{"fr-FR", "mars est une planète", nil},
		{"en-GB", "sept patients in oct", nil},
		{"fr-FR", "douleurs depuis sept ans", nil},
		{"fr-FR", "depuis sept. sans amélioration", []string{"sept."}},
		{"es-ES", "vive cerca del mar", nil},
		{"pt-BR", "saiu de out para dentro", nil},
		{"it-IT", "in mar aperto", nil},
		{"nl-BE", "sinds jan geen klachten", nil},
		{"en-GB", "a total of may be", nil},
		{"en-GB", "Queen of Hearts in May", []string{"May"}},
		{"nl-BE", "sinds okt-b protocol", nil},
		{"de-DE", "Code Mai_2", nil},
	})
}

// TestBareDayRanges covers ranges whose first end is a bare day.
func TestBareDayRanges(t *testing.T) {
	runCases(t, []tcase{
		{"nl-BE", "verlof 3 t/m 7 november", []string{"3", "7 november"}},
		{"nl-NL", "afwezig 3–7 november 2026 wegens", []string{"3", "7 november 2026"}},
		{"fr-FR", "congé du 3 au 7 novembre", []string{"3", "7 novembre"}},
		{"de-DE", "Urlaub 3.–7. November", []string{"3.", "7. November"}},
		{"de-DE", "Urlaub 3.-7. November 2025", []string{"3.", "7. November 2025"}},
		{"nl-BE", "Opname: 3 - 9 nov", []string{"3", "9 nov"}},
		{"en-GB", "away 3-7 November", []string{"3", "7 November"}},
		{"en-GB", "admitted 12th-14th March 2024", []string{"12th", "14th March 2024"}},
		{"nl-BE", "opname 3 tot 9 nov.", []string{"3", "9 nov."}},
		{"en-US", "Trip 10 to 14 May", []string{"10", "14 May"}},
	})
}

// TestBareDayRangeNegatives keeps numeric ranges that are not dates out.
func TestBareDayRangeNegatives(t *testing.T) {
	runCases(t, []tcase{
		{"nl-BE", "gedurende 3-7 dagen", nil},
		{"en-GB", "score 3 - 9 points", nil},
		{"en-GB", "take 2-3 tablets", nil},
		{"fr-FR", "de 3 à 7 mois", nil},
		{"de-DE", "3.–7. Lebensjahr", nil},
		{"nl-BE", "pijn 3 - 9 maart", []string{"9 maart"}},
	})
}

// TestEventNegatives keeps scores, ratios and pressures out even near an
// event word.
func TestEventNegatives(t *testing.T) {
	runCases(t, []tcase{
		{"en-GB", "MMSE repeated 27/30, BP 120/80", nil},
		{"en-GB", "power reduced 4/5 in the left arm", nil},
		{"nl-BE", "kracht 4/5 (gezien door kine)", nil},
		{"en-GB", "pain reviewed 6/10", nil},
		{"nl-BE", "gestart 1/2 tablet", nil},
		{"en-GB", "seen 30/45 min", nil},
		{"fr-FR", "vu 14/20 au test", nil},
		{"de-DE", "Blutdruck besprochen 120/80", nil},
		{"en-GB", "(3/4 done)", []string{"3/4"}},
		{"nl-BE", "(17/11 besproken)", []string{"17/11"}},
		{"en-GB", "(score 3/4 done)", nil},
		{"en-GB", "started 1/2 dose of", nil},
		{"en-GB", "discussed 2/3 of cases", nil},
		{"nl-BE", "gestart 1/2 co", nil},
	})
}
