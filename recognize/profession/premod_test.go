package profession

import "testing"

// TestPremodifierRuns checks premodifiers between an employment state and
// an occupation, trade acronyms before an occupation, a sport before a
// coach, and "Role:" as an occupation label; caregivers' roles stay out.
func TestPremodifierRuns(t *testing.T) {
	runCases(t, []recCase{
		{"en-US", "T2DM. Retired line worker at a dairy cooperative.", []string{"Retired line worker"}},
		{"en-GB", "Lives alone. Retired night shift cleaner, independent.", []string{"Retired night shift cleaner"}},
		{"en-US", "He had worked 9 years as a CNC machinist.", []string{"CNC machinist"}},
		{"en-GB", "Retired IT consultant, keen walker.", []string{"Retired IT consultant"}},
		{"en-GB", "Role: staff nurse, acute medicine, 37.5 h/week", []string{"staff nurse"}},
		{"en-US", "Volunteers as a youth baseball coach on weekends.", []string{"youth baseball coach"}},
		{"nl-NL", "Hij werkt als ICT medewerker bij een bank.", []string{"ICT medewerker"}},
		// negatives: a state apart from the occupation, a caregiver's role
		{"en-GB", "Retired, line worker came to fix the fence.", []string{"Retired"}},
		{"en-GB", "Social worker visited today.", nil},
		{"en-GB", "The staff nurse gave the medication.", nil},
		{"en-GB", "Seen by the youth worker on the ward.", nil},
		{"en-US", "Plays baseball; coach reports good effort.", []string{"baseball"}},
	})
}

// TestLeaveAndStudentOccupations checks a state after a place name and a
// comma, leave in brackets after an occupation, a student head joined to
// an occupation in French, and staff on leave (no Profession).
func TestLeaveAndStudentOccupations(t *testing.T) {
	runCases(t, []recCase{
		{"fr-FR", "Ouvrier chez Garonne SAS à Mérignac, en invalidité depuis 2021.", []string{"Ouvrier", "en invalidité"}},
		{"en-US", "Worked at a plant in Dayton, unemployed since May.", []string{"unemployed"}},
		{"fr-BE", "Mme Kalala, 29 ans, étudiante infirmière (en congé) – GSM 0478", []string{"étudiante infirmière", "en congé"}},
		{"fr-FR", "Son fils, élève aide-soignant, vit à Nantes.", []string{"élève aide-soignant"}},
		{"en-GB", "Daughter Sarah (nurse, on leave) visits daily.", []string{"nurse", "on leave"}},
		{"nl-BE", "Echtgenote, verkoopster (met verlof), is aanwezig.", []string{"verkoopster", "met verlof"}},
		// negatives: a caregiver's role after a name, staff on leave
		{"nl-BE", "Karin Brinkman, apotheker, belde terug.", nil},
		{"fr-BE", "Le Dr Martin est en congé cette semaine.", nil},
		{"fr-BE", "Secrétariat en congé jusqu'au 3/9.", nil},
		{"en-GB", "Dr Jones on leave until Monday.", nil},
		{"nl-BE", "Dr. Peeters is met verlof, vervanging door dr. Claes.", nil},
	})
}

// TestDepartmentsAndStudies checks a department after a leader or clerk,
// a field of study after a study verb, and a degree between a student
// and the field; nouns and other objects of "study" stay out.
func TestDepartmentsAndStudies(t *testing.T) {
	runCases(t, []recCase{
		{"nl-NL", "Werkt als teamleider onderhoud bij een staalbedrijf.", []string{"teamleider onderhoud"}},
		{"de-DE", "Arbeitet als Leiter Vertrieb bei einer Firma.", []string{"Leiter Vertrieb"}},
		{"fr-FR", "Il travaille comme responsable maintenance dans une usine.", []string{"responsable maintenance"}},
		{"nl-BE", "Dochter Jana (19 jaar) studeert verpleegkunde aan de hogeschool.", []string{"verpleegkunde"}},
		{"en-US", "Her daughter studies nursing at the state university.", []string{"nursing"}},
		{"de-DE", "Der Sohn studiert Maschinenbau in Aachen.", []string{"Maschinenbau"}},
		{"fr-FR", "Son fils Kevin, 19 ans, étudiant en BTS électrotechnique.", []string{"étudiant en BTS électrotechnique"}},
		// negatives
		{"en-GB", "Studies show a benefit of statins.", nil},
		{"en-GB", "A study in nursing homes found fewer falls.", nil},
		{"fr-FR", "On étudie la possibilité d'une greffe.", nil},
		{"nl-BE", "We studeren de beelden verder.", nil},
		{"nl-BE", "Technische dienst: onderhoud van de lift gepland.", nil},
	})
}
