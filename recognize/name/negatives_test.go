package name

import "testing"

// TestNegatives lists texts with capitalised words that are no person
// names: organisations named after people or saints, streets, drugs,
// eponyms, scores and places.
func TestNegatives(t *testing.T) {
	runCases(t, []nameCase{
		{"nl hospitals", "nl-BE", "Overgebracht naar AZ Sint-Jan Brugge, daarna naar AZ Maria Middelares en het Jan Yperman Ziekenhuis.", nil},
		{"nl drugs", "nl-BE", "Marcoumar gestopt, Clexane 40 mg sc. Augmentin 875 mg 3x/dag.", nil},
		{"nl wards", "nl-NL", "Opname op afdeling Cardiologie, daarna Intensive Care. Controle bij MDL.", nil},
		{"en hospitals", "en-GB", "Transferred to Queen Elizabeth Hospital, then St George's Hospital and Royal Victoria Infirmary.", nil},
		{"en us hospitals", "en-US", "Seen at Johns Hopkins Hospital and the Mayo Clinic; follow-up at Mercy Health.", nil},
		{"en eponyms", "en-GB", "Garden III fracture, Killip class I, Apgar 9, Lachman test negative, Wells score 4.", nil},
		{"en street", "en-GB", "Lives at 14 Victoria Road, near Elizabeth Street.", nil},
		{"de clinics", "de-DE", "Verlegung in die Klinik Maria Hilf, danach ins Universitätsklinikum Hamburg-Eppendorf.", nil},
		{"de nouns", "de-DE", "Anamnese: Patient mit Diabetes mellitus. Befund: Herz und Lunge unauffällig.", nil},
		{"fr hospital", "fr-FR", "Transfert à l'hôpital Henri Mondor puis à la Clinique Saint-Jean.", nil},
		{"fr street", "fr-BE", "Domicile : boulevard Émile Jacqmain 12, rue Marie Curie 3", nil},
		{"es hospital", "es-ES", "Traslado al Hospital Virgen del Rocío y al Centro de Salud San Pablo.", nil},
		{"it hospital", "it-IT", "Trasferito all'Ospedale Maggiore, poi al Policlinico Umberto I.", nil},
		{"pt hospital", "pt-BR", "Encaminhada ao Hospital Santa Catarina e à UBS Jardim Paulista.", nil},
		{"school", "en-GB", "She teaches at St Mary's School and Oliver Goldsmith Primary School.", nil},
		{"saint site", "nl-BE", "AZ Leiedal – campus Sint-Maarten – Dienst Endocrinologie", nil},
		{"saint place", "fr-BE", "Elle habite à Saint-Pierre depuis 2019.", nil},
		{"interpreter language", "en-GB", "Interpreter (Romanian) used; speaks Polish and Arabic.", nil},
		{"mail prefixes", "en-GB", "Subject: RE: FW: Fwd: ward review", nil},
		{"de mail prefixes", "de-DE", "Betreff: AW: WG: Befund", nil},
		// lower-case words after a kin noun are names only in languages
		// whose common words are embedded
		{"de lower word after kin", "de-DE", "Anamnese der Ehefrau über Dolmetscher erhoben.", nil},
		{"vi lower word after kin", "vi-VN", "Dị ứng dâu tây, phù cứng mu bàn tay.", nil},
	})
}
