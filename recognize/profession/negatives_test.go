package profession

import "testing"

// TestCareNegatives holds everyday mentions of caregivers and staff in
// clinical notes: none of them is a Profession.
func TestCareNegatives(t *testing.T) {
	var cases []recCase
	for code, texts := range map[string][]string{
		"nl-BE": {
			"Ontslag naar huis met thuisverpleging en kinesitherapie.",
			"Consult logopedie: slikevaluatie door logopediste.",
			"Afgesproken met apotheker om het medicatieschema aan te passen.",
			"Huisarts verwittigd.",
			"Kinesitherapeut: mobilisatie met looprek.",
			"Gezien door psychiater van wacht.",
			"Brief naar huisarts, kopie aan behandelend neuroloog.",
			"Anesthesist akkoord voor ingreep.",
			"Opvolging door diabetesverpleegkundige.",
			"Gesprek met ouders en kinderarts.",
			"Tolk aanwezig tijdens het consult.",
			"Doorverwezen naar de bedrijfsarts.",
			"Advies diëtist: zoutarm dieet.",
			"Controle bij de tandarts binnen 6 maanden.",
			"Sociaal werker regelt de thuiszorg.",
			"Verpleegkundige observaties: patiënt rustig, geen pijn.",
		},
		"es-ES": {
			// "residente" is living somewhere here, not a resident doctor
			"Varón de 78 años, natural de Braga, residente en Villablino con su esposa.",
		},
		"pt-BR": {
			"Paciente de 70 anos, residente em Contagem, mora com a filha.",
		},
		"en-GB": {
			"Plan discussed with the registrar and consultant.",
			"Pharmacist reviewed the drug chart.",
			"Dietitian referral made.",
			"GP to repeat bloods in 2 weeks.",
			"Social worker involved regarding discharge planning.",
			"Surgeon: Mr Jones",
			"Security guard called to the ward.",
			"Chaplain visited at the family's request.",
			"Teacher noticed reduced attention at school.",
			"Driver of the vehicle, restrained, airbags deployed.",
			"Cleaner found her on the floor of the bathroom.",
			"Discussed with on-call surgeon, who agreed.",
		},
		"fr-FR": {
			"Avis du kinésithérapeute demandé.",
			"Passage infirmier 2 fois par jour.",
			"Aide-soignante présente lors de la toilette.",
			"Le pharmacien a été contacté.",
			"Médecin généraliste informé.",
			"Interne de garde prévenu à 3h.",
		},
		"de-DE": {
			"Physiotherapie und Ergotherapie eingeleitet.",
			"Die Stationsärztin wurde informiert.",
			"Rücksprache mit Oberarzt Dr. Braun.",
			"Hausärztin wird informiert.",
			"Notarzt vor Ort: RR 90/60.",
			"Atemtrainer und Inhalationstrainer erklärt.",
		},
	} {
		for _, text := range texts {
			cases = append(cases, recCase{code: code, text: text})
		}
	}
	runCases(t, cases)
}

// TestHistoryLines checks care occupations on social-history and
// anamnesis lines: a caregiver who acts is no Profession, a care job with
// its workplace is.
func TestHistoryLines(t *testing.T) {
	runCases(t, []recCase{
		{"nl-BE", "Anamnese: Verpleegkundige meldt dat patiënt gevallen is.", nil},
		{"en-GB", "Social history: Nurse at the Royal Infirmary, lives with partner.", []string{"Nurse"}},
		{"nl-BE", "Sociale anamnese: verpleegkundige in AZ Sint-Jan, woont samen.", []string{"verpleegkundige"}},
		{"en-US", "Social: student at community college.", []string{"student"}},
		{"fr-FR", "Antécédents : HTA. Infirmière au CHU de Rennes.", []string{"Infirmière"}},
		{"fr-FR", "Antécédents : HTA. Infirmière passée à 8h.", nil},
	})
}
