package organization

import "testing"

// Cue categories: rental and request phrases before a supplier. Every
// name is invented.

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
