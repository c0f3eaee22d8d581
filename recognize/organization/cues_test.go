package organization

import "testing"

// Cue categories: rental and request phrases before a supplier, a date
// between a cue and its preposition, and business head words. Every name
// is invented.

func TestRentalAndRequestCues(t *testing.T) {
	runCases(t, []orgCase{
		{"te huren bij", "nl-BE", "Hoog-laagbed te huren bij Medirent Hulpmiddelen in Aalst.",
			[]string{"Medirent Hulpmiddelen|O"}},
		{"te huren via", "nl-BE", "Rollator te huren via Thuismedi Oost-Vlaanderen. Verder geen hulp.",
			[]string{"Thuismedi Oost-Vlaanderen|O"}},
		{"aangevraagd bij", "nl-BE", "Personenalarm aangevraagd bij Careline Zorg; rolstoel volgt.",
			[]string{"Careline Zorg|O"}},
		{"loué chez", "fr-BE", "Lit médicalisé loué chez Médilocation Wavre.",
			[]string{"Médilocation Wavre|O"}},
		{"gemietet bei", "de-DE", "Pflegebett gemietet bei Reha-Mobil Sander.",
			[]string{"Reha-Mobil Sander|O"}},
		{"rented through", "en-GB", "Commode rented through Hillcrest Mobility.",
			[]string{"Hillcrest Mobility|O"}},
		{"person after request", "nl-BE", "Advies aangevraagd bij Jan Peeters.", nil},
		{"place after rental", "nl-BE", "Bed te huren in Gent.", nil},
	})
}

func TestDateBetweenCueAndPreposition(t *testing.T) {
	runCases(t, []orgCase{
		{"laid off with date", "en-US", "He was laid off on March 3, 2024 from Northgate Tooling, where he had worked.",
			[]string{"Northgate Tooling|O"}},
		{"admitted with month", "en-US", "Recent: admitted June 2024 to Holy Redeemer for pneumonia.",
			[]string{"Holy Redeemer|H"}},
		{"date then place", "en-US", "Admitted June 2024 to Boston for surgery.", nil},
		{"words between", "en-US", "Admitted with chest pain to Resus for review.", nil},
	})
}

func TestQuotedNameAfterHead(t *testing.T) {
	runCases(t, []orgCase{
		{"guillemets after crèche", "fr-BE", "Fratrie : Lina, 2 ans, crèche « Les Petits Hiboux » le matin.",
			[]string{"Les Petits Hiboux|O"}},
		{"german quotes after Kita", "de-DE", "Der Bruder besucht die Kita „Regenbogenland“ in der Nähe.",
			[]string{"Regenbogenland|O"}},
		{"lower-case quote", "fr-BE", "crèche « pas de place » pour l'instant.", nil},
		{"unclosed quote", "fr-BE", "crèche « Les Petits Hiboux", nil},
	})
}

func TestBusinessHeads(t *testing.T) {
	runCases(t, []orgCase{
		{"hardware store", "en-US", "He fell in the parking lot of Dorsey Hardware on Route 9.",
			[]string{"Dorsey Hardware|O"}},
		{"foundry", "en-US", "Machinist at Lakeland Precision Castings for 12 years.",
			[]string{"Lakeland Precision Castings|O"}},
		{"plumbing", "en-US", "Works for Kowalczyk Plumbing as an apprentice.",
			[]string{"Kowalczyk Plumbing|O"}},
		{"generic hardware", "en-US", "Computer Hardware was replaced.", nil},
		{"lower-case pharmacy after a name", "en-US", "She got her flu shot at the MedWay pharmacy on Elm St.",
			[]string{"MedWay pharmacy|H"}},
		{"sentence opener before pharmacy", "en-US", "Q: Have pharmacy correct the dose.", nil},
		{"common word before pharmacy", "en-US", "Ask the Hospital pharmacy and the Retail pharmacy.", nil},
	})
}

func TestNamedWardsAndRooms(t *testing.T) {
	runCases(t, []orgCase{
		{"unité with article name", "fr-BE", "Résidence, 1030 Schaerbeek – unité Les Acacias, chambre 4",
			[]string{"unité Les Acacias|H", "chambre 4|H"}},
		{"afdeling with article name", "nl-BE", "Zij verblijft op afdeling De Linde sinds maart.",
			[]string{"afdeling De Linde|H"}},
		{"unité with lower-case words", "fr-BE", "Transfert en unité les plus proches.", nil},
		{"sala with code", "es-ES", "Hora: 13:30   Lugar: Sala 3C", []string{"Sala 3C|H"}},
		{"sala without code", "es-ES", "Espera en la Sala de espera.", nil},
	})
}

func TestCareNounBeforeInstitution(t *testing.T) {
	runCases(t, []orgCase{
		{"pathology at", "en-GB", "Bloods taken and sent to pathology at Mercia General with the courier.",
			[]string{"Mercia General|H"}},
		{"opvolging in", "nl-BE", "Verder cardiologische opvolging in Sint-Rembert te Torhout.",
			[]string{"Sint-Rembert|H"}},
		{"suivi à", "fr-BE", "Suivi à Ambroise Paré depuis 2020.", nil},
		{"clinic at a place", "en-GB", "Seen in clinic at Winchester last week.", nil},
		{"clinic at a weekday", "en-GB", "Next clinic at Tuesday 10:00.", nil},
	})
}

func TestSportClubAfterVerb(t *testing.T) {
	runCases(t, []orgCase{
		{"swims with the club", "en-GB", "He swims weekly with the Fordham Otters and enjoys it.",
			[]string{"Fordham Otters|O"}},
		{"plays for", "en-US", "She plays for Westbrook Rovers on Saturdays.",
			[]string{"Westbrook Rovers|O"}},
		{"speelt bij", "nl-BE", "Hij speelt bij Sporting Heulebeek in de jeugd.",
			[]string{"Sporting Heulebeek|O"}},
		{"plays with a person", "en-GB", "He plays with Max after school.", nil},
		{"swims at a place", "en-GB", "She swims at Winchester on Fridays.", nil},
	})
}

func TestUnitBeforeOrganization(t *testing.T) {
	runCases(t, []orgCase{
		{"social service before hospital", "nl-BE", "SOCIAAL VERSLAG – Sociale Dienst AZ Zeedijk Oostende",
			[]string{"Sociale Dienst|H", "AZ Zeedijk Oostende|H"}},
		{"specialty opening a letterhead line", "nl-BE", "Cardiologie AZ Zeedijk\nBrief aan de huisarts",
			[]string{"Cardiologie|H", "AZ Zeedijk|H"}},
		{"specialty mid-sentence", "nl-BE", "Hij volgt revalidatie AZ Zeedijk.", []string{"AZ Zeedijk|H"}},
	})
}

func TestAcronymHeadBeforeBracketedPlace(t *testing.T) {
	runCases(t, []orgCase{
		{"UZ with town in brackets", "nl-BE", "Cardiologische opvolging in het UZ (Leuven). Verder thuis.",
			[]string{"UZ|H"}},
		{"CHU with town in brackets", "fr-BE", "Suivi au CHU (Charleroi) depuis 2019.",
			[]string{"CHU|H"}},
		{"acronym with a code in brackets", "nl-BE", "Opgenomen in het AZ (B4).", nil},
		{"acronym alone", "nl-BE", "Opgenomen in het AZ.", nil},
	})
}

func TestCamelCaseBrands(t *testing.T) {
	runCases(t, []orgCase{
		{"care brand via", "nl-NL", "Contact met bedrijfsarts via ArboLijn Zuid. Hobby: lezen.",
			[]string{"ArboLijn Zuid|H"}},
		{"company after chez", "fr-BE", "Dossier transmis chez AssurNet, réf. 12.",
			[]string{"AssurNet|O"}},
		{"camel surname", "en-US", "Discussed with McDonald and with DeVries.", nil},
		{"plain capitalised word", "en-US", "Sent via Email to the team.", nil},
		{"platforms", "nl-BE", "Contact via WhatsApp en via YouTube filmpjes, ook via FaceTime.", nil},
		{"drug after par", "fr-BE", "Ventilation par BiPAP la nuit, traité par OxyContin.", nil},
		{"device after by", "en-GB", "Glucose by FreeStyle Libre; insulin by NovoRapid pen.", nil},
	})
}

func TestKnownEmployers(t *testing.T) {
	runCases(t, []orgCase{
		{"common word after works at", "en-US", "He works at Target, night shifts.", []string{"Target|O"}},
		{"brand in the common words", "en-US", "She works at Costco since 2019.", []string{"Costco|O"}},
		{"surname-like brand after a job", "en-US", "He is a machinist at Boeing.", []string{"Boeing|O"}},
		{"acronym after works for", "en-US", "He works for UPS as a loader.", []string{"UPS|O"}},
		{"driving verb as a cue", "en-US", "He drives for FedEx part-time.", []string{"FedEx|O"}},
		{"Dutch", "nl-BE", "Hij werkt bij Aldi in de winkel.", []string{"Aldi|O"}},
		{"no cue", "en-US", "Target INR 2-3.", nil},
		{"unknown common word after works at", "en-US", "He works at Home.", nil},
		{"driving for a time", "en-US", "He was driving for 2 hours.", nil},
	})
}

func TestKnownCareProviders(t *testing.T) {
	runCases(t, []orgCase{
		{"surname-like provider", "en-US", "She was seen at Kaiser last week.", []string{"Kaiser|H"}},
		{"acronym provider after a care cue", "en-US", "Had surgery at UCSF in 2019.", []string{"UCSF|H"}},
		{"visit as a cue", "en-US", "ED visit at St. Vincent's on 3/4.", []string{"St. Vincent's|H"}},
		{"dialysis as a cue", "en-US", "Dialysis at DaVita three times a week.", []string{"DaVita|H"}},
		{"Dutch acronym", "nl-NL", "Overgeplaatst naar UMCG voor verdere zorg.", []string{"UMCG|H"}},
		{"unit acronym stays out", "en-US", "Admitted to ICU overnight.", nil},
		{"time after a cue", "en-US", "Surgery at 10:00 tomorrow.", nil},
		{"no cue", "en-US", "Mercy is her daughter's name.", nil},
	})
}

func TestMilitaryBodies(t *testing.T) {
	runCases(t, []orgCase{
		{"served in the Army", "en-US", "He served in the Army from 1998 to 2004.", []string{"Army|O"}},
		{"retired from the Navy", "en-US", "Retired from the Navy after 20 years.", []string{"Navy|O"}},
		{"two words", "en-US", "He was in the Air Force.", []string{"Air Force|O"}},
		{"British", "en-GB", "Served 12 years in the Royal Navy.", []string{"Royal Navy|O"}},
		{"a job, not a body", "en-US", "Army veteran, deployed twice.", nil},
		{"a colour", "en-US", "Navy blue sweater noted.", nil},
	})
}

// TestWardCodeAfterAnyUnit checks a letter-and-digit ward code after the
// specialty of any unit head ("Dienst Geriatrie G2"), a nursing ward with
// its code, and what is no ward code: a number, a dose, a following word.
func TestWardCodeAfterAnyUnit(t *testing.T) {
	runCases(t, []orgCase{
		{"dienst with code", "nl-BE", "VERPLEEGDOSSIER – Dienst Geriatrie G2 – kamer 214/1",
			[]string{"Dienst Geriatrie G2|H", "kamer 214/1|H"}},
		{"verpleegafdeling with code", "nl-NL", "Opname op Verpleegafdeling C3 sinds gisteren.",
			[]string{"Verpleegafdeling C3|H"}},
		{"dienst with a number", "nl-BE", "Dienst Geriatrie 2 dagen opgenomen.", []string{"Dienst Geriatrie|H"}},
		{"dienst with a dose", "nl-BE", "Dienst Cardiologie 5mg bisoprolol.", []string{"Dienst Cardiologie|H"}},
	})
}

// TestBrazilianPublicHealthUnits checks the acronyms and names of
// Brazilian public health units before a name, and a ward room.
func TestBrazilianPublicHealthUnits(t *testing.T) {
	runCases(t, []orgCase{
		{"UPA 24h", "pt-BR", "Atendido na UPA 24h Ibura ontem.", []string{"UPA 24h Ibura|H"}},
		{"USF", "pt-BR", "Acompanhado pela USF Alto do Mandu.", []string{"USF Alto do Mandu|H"}},
		{"enfermaria with a number", "pt-BR", "Paciente internado no leito 12 da enfermaria 3.", []string{"leito 12|H", "enfermaria 3|H"}},
		{"CAPS alone", "pt-BR", "Sem acompanhamento no CAPS.", nil},
	})
}

// TestRehabHospitalsAndPharmacyLabels checks rehabilitation hospitals
// after their name, and a lexicon acronym after a pharmacy field label
// ("Pharmacy: CVS") but not as an examination heading ("CVS: normal").
func TestRehabHospitalsAndPharmacyLabels(t *testing.T) {
	runCases(t, []orgCase{
		{"rehabilitation hospital", "en-US", "Rehab at Riverside Rehabilitation Hospital.", []string{"Riverside Rehabilitation Hospital|H"}},
		{"pharmacy label", "en-US", "Preferred pharmacy: CVS on Main Street.", []string{"CVS|H"}},
		{"examination heading", "en-GB", "Examination: CVS: normal heart sounds.", nil},
	})
}

func TestBrazilianWards(t *testing.T) {
	runCases(t, []orgCase{
		{"wing letter", "pt-BR", "Quarto 204, Ala B.", []string{"Quarto 204|H", "Ala B|H"}},
		{"intensive care with a name", "pt-BR", "Na UTI Neonatal desde ontem.", []string{"UTI Neonatal|H"}},
		{"intensive care with a number", "pt-BR", "A UTI 3 está lotada.", []string{"UTI 3|H"}},
		{"intensive care alone", "pt-BR", "Paciente na UTI, estável.", nil},
		{"a wing word in a sentence", "pt-BR", "Ala de espera cheia.", nil},
		{"named emergency unit", "pt-BR", "Atendida no Pronto-Socorro Infantil.", []string{"Pronto-Socorro Infantil|H"}},
		{"emergency unit alone", "pt-BR", "Levado ao Pronto-Socorro ontem.", nil},
	})
}
