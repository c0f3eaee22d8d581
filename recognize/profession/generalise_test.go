package profession

import "testing"

// TestGeneralise holds phrasings that the development notes do not use:
// cues, relatives and caregiver roles in other words and orders.
func TestGeneralise(t *testing.T) {
	runCases(t, []recCase{
		{"nl-BE", "Zij werkt in de zorg als verzorgende.", []string{"zorg", "verzorgende"}},
		{"nl-BE", "Partner is politieagent.", []string{"politieagent"}},
		{"nl-NL", "Vader (45 jaar) is buschauffeur.", []string{"buschauffeur"}},
		{"nl-BE", "De brandweerman bracht hem binnen.", nil},
		{"nl-BE", "Hij is bakker.", []string{"bakker"}},
		{"nl-BE", "Betreft: dhr. Jan Bakker, geboren 12/03/1950", nil},
		{"nl-BE", "Zoon is huisarts in Brugge.", []string{"huisarts"}},
		{"nl-BE", "Opname gevraagd door de thuisverpleegkundige.", nil},
		{"nl-BE", "Contact opgenomen met maatschappelijk werker voor thuiszorg.", nil},
		{"nl-BE", "Patiënt is student.", []string{"student"}},
		{"nl-BE", "Beroep: leraar, nu met pensioen.", []string{"leraar", "met pensioen"}},
		{"nl-BE", "Patiënt: Jan Peeters (45 j), beroep: schilder", []string{"schilder"}},
		{"en-GB", "She works as a care assistant in a nursing home.", []string{"care assistant"}},
		{"en-GB", "Lives with husband, a retired firefighter.", []string{"retired firefighter"}},
		{"en-US", "The patient's son is a police officer.", []string{"police officer"}},
		{"en-US", "Police officer at the scene reported a brief seizure.", nil},
		{"en-GB", "Lives alone; carer visits twice daily.", nil},
		{"en-US", "ED physician: Dr Smith", nil},
		{"en-GB", "Mother is a teacher, father a builder.", []string{"teacher", "builder"}},
		{"en-GB", "Accompanied by his daughter, who is a nurse.", []string{"nurse"}},
		{"en-GB", "Student nurse present during examination.", nil},
		{"en-US", "Medical student Jones took the history.", nil},
		{"fr-FR", "Patiente de 80 ans, ancienne couturière, vit seule.", []string{"couturière"}},
		{"fr-BE", "Il est chauffeur de taxi.", []string{"chauffeur de taxi"}},
		{"fr-FR", "Le kinésithérapeute passe 3 fois par semaine.", nil},
		{"fr-FR", "Son épouse est aide-soignante.", []string{"aide-soignante"}},
		{"de-DE", "Der Patient ist Landwirt und raucht nicht.", []string{"Landwirt"}},
		{"de-DE", "Ehefrau ist Krankenschwester.", []string{"Krankenschwester"}},
		{"de-DE", "Die Pflegekraft meldete einen Sturz.", nil},
		{"de-DE", "Hausarzt: Dr. Meier", nil},
		{"de-AT", "Zuweisung durch den Notarzt.", nil},
	})
}

// TestCompounds checks Dutch and German closed compounds: unknown words
// with an occupation head count, look-alikes do not.
func TestCompounds(t *testing.T) {
	runCases(t, []recCase{
		{"nl-BE", "Vroeger tractorchauffeur, nu gepensioneerd.", []string{"tractorchauffeur", "gepensioneerd"}},
		{"nl-BE", "Zij is biologielerares in een middelbare school.", []string{"biologielerares"}},
		{"nl-BE", "Werkt als liftmonteur.", []string{"liftmonteur"}},
		{"nl-BE", "Hij is oesterkweker in Zeeland.", []string{"oesterkweker"}},
		{"nl-BE", "De teen is opwaarts gericht.", nil},
		{"nl-BE", "Kweek: streptokok groep A, pneumokok negatief.", nil},
		{"nl-BE", "Overleg met de behandelaar en medebehandelaar.", nil},
		{"nl-BE", "Gebruik van een routeplanner is moeilijk.", nil},
		{"nl-BE", "Hij is sportarts van beroep.", []string{"sportarts"}},
		{"de-DE", "Er arbeitet als Gerüstbauer.", []string{"Gerüstbauer"}},
		{"de-DE", "Die Patientin ist Grundschullehrerin.", []string{"Grundschullehrerin"}},
		{"de-DE", "Rücksprache mit dem Mitbehandler.", nil},
		{"de-DE", "Der Herzschrittmacher wurde abgefragt.", nil},
	})
}
