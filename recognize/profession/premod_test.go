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
