package datetime

import "testing"

// TestCompactDates covers military and laboratory dates without
// separators, with an optional four-digit time after one space.
func TestCompactDates(t *testing.T) {
	runCases(t, []tcase{
		{"en-GB", "Specimen 07MAR2025 0612 received", []string{"07MAR2025 0612"}},
		{"en-US", "seen 7MAR25 by ortho", []string{"7MAR25"}},
		{"en-US", "DOB: 07MAR1968\nSex: F", []string{"B:07MAR1968"}},
		{"en-GB", "DOB 07MAR1968 seen", []string{"B:07MAR1968"}},
		{"nl-BE", "afname 07MRT2025 0815 labo", []string{"07MRT2025 0815"}},
		{"nl-BE", "afname 12MAR2025, labo", []string{"12MAR2025"}},
		{"de-DE", "Probe vom 03MÄR2025 2359", []string{"03MÄR2025 2359"}},
		{"fr-FR", "prélevé 14FEV2025", []string{"14FEV2025"}},
		{"es-ES", "muestra 02ENE2024 0930", []string{"02ENE2024 0930"}},
		{"en-GB", "drawn 07MAR2025 06:12 today", []string{"07MAR2025 06:12"}},
		// the time stays out unless it follows directly, and must be a time
		{"en-GB", "07MAR2025 at 0612", []string{"07MAR2025"}},
		{"en-GB", "07MAR2025 2500 units", []string{"07MAR2025"}},
		{"en-GB", "07MAR2025 1200 mg", []string{"07MAR2025"}},
		// not dates: impossible days, lower case, codes
		{"en-GB", "sample 31FEB2025 rejected", nil},
		{"en-GB", "ref 07mar2025 x", nil},
		{"en-GB", "batch 12ABC2025", nil},
		{"en-GB", "code X07MAR2025", nil},
		{"en-GB", "07MAR2025X", nil},
	})
}

// TestMonthHyphenDates covers a month word and a day joined by hyphens in
// either order.
func TestMonthHyphenDates(t *testing.T) {
	runCases(t, []tcase{
		{"en-US", "Visit Mar-12-2025 and Jun-09-2025", []string{"Mar-12-2025", "Jun-09-2025"}},
		{"en-US", "DOB: Sep-03-1961", []string{"B:Sep-03-1961"}},
		{"nl-BE", "controle Mar-12-2025", []string{"Mar-12-2025"}},
		{"en-GB", "on 12-Mar-2025", []string{"12-Mar-2025"}},
		{"nl-BE", "op 7-mrt-2025", []string{"7-mrt-2025"}},
		{"nl-NL", "scan 12-MAR-2025 gedaan", []string{"12-MAR-2025"}},
		{"de-DE", "am 07-Mär-2025", []string{"07-Mär-2025"}},
		{"fr-FR", "le 07-févr-2025", []string{"07-févr-2025"}},
		// not dates
		{"en-US", "Feb-30-2025", nil},
		{"en-US", "Mar-12", nil},
		{"nl-NL", "code 12-MAR", nil},
		{"en-GB", "lot ABC-Mar-12-2025", nil},
		{"en-US", "Mar-12-3456", nil},
	})
}

// TestRomanMonths covers a Roman-numeral month between a day and a year.
func TestRomanMonths(t *testing.T) {
	runCases(t, []tcase{
		{"de-AT", "Kontrolle am 28 II 2025", []string{"28 II 2025"}},
		{"it-IT", "visita del 7 III 2025", []string{"7 III 2025"}},
		{"de-DE", "Befund 7.III.2025 unauffällig", []string{"7.III.2025"}},
		{"pt-BR", "em 7/XII/2024", []string{"7/XII/2024"}},
		{"fr-FR", "le 1-XI-24", []string{"1-XI-24"}},
		{"nl-BE", "7.V.2025", []string{"7.V.2025"}},
		// not dates: invalid day, no year, single letter with spaces, scores
		{"en-GB", "30 II 2025", []string{"2025"}},
		{"en-GB", "stage 2 III 2025", []string{"2025"}},
		{"en-GB", "NYHA 3 III", nil},
		{"en-GB", "5 X 2024", []string{"2024"}},
		{"en-GB", "7 IIII 2025", []string{"2025"}},
		{"de-DE", "7.III.", nil},
		{"en-GB", "7 III 2025 mg", nil},
	})
}

// TestHeaderCues covers short US dates after result and encounter cues.
func TestHeaderCues(t *testing.T) {
	runCases(t, []tcase{
		{"en-US", "DOS 3/7/25", []string{"3/7/25"}},
		{"en-US", "DOS: 03/07/2025", []string{"03/07/2025"}},
		{"en-US", "Visit 3/7/25 with Dr.", []string{"3/7/25"}},
		{"en-US", "Date of service 3/7/25", []string{"3/7/25"}},
		{"en-US", "Specimen date 3/7", []string{"3/7"}},
		{"en-US", "Collected 3/7/25 08:15", []string{"3/7/25 08:15"}},
		{"en-US", "Received: 3/7/25", []string{"3/7/25"}},
		{"en-US", "Reported 4/2/25", []string{"4/2/25"}},
		{"en-GB", "patient reported 7/10 pain", nil},
		{"es-ES", "tomar dos 1/2 comprimidos", nil},
		{"en-GB", "DOS 3/7", []string{"3/7"}},
		{"en-GB", "collected 3/7", []string{"3/7"}},
		{"en-US", "seen 3/7/25", []string{"3/7/25"}},
		// a one-digit day and month with a scale-like year stay out
		{"en-US", "Apgar 8/9/10", nil},
		{"en-US", "scores 8/9/10", nil},
		{"en-GB", "8-9-10 at birth", nil},
	})
}

// TestQuarters covers a quarter with its year.
func TestQuarters(t *testing.T) {
	runCases(t, []tcase{
		{"en-GB", "audit Q2 2024, repeat Q4 '23", []string{"Q2 2024", "Q4 '23"}},
		{"en-US", "planned Q1/2025", []string{"Q1/2025"}},
		{"nl-BE", "gepland 2e kwartaal 2024", []string{"2e kwartaal 2024"}},
		{"fr-FR", "prévu T2 2024", []string{"T2 2024"}},
		{"fr-BE", "au 1er trimestre 2025", []string{"1er trimestre 2025"}},
		{"de-DE", "im 2. Quartal 2024", []string{"2. Quartal 2024"}},
		{"en-GB", "the 3rd quarter of 2024", []string{"3rd quarter of 2024"}},
		// not dates
		{"en-GB", "Q5 2024", nil},
		{"en-GB", "Q2 results", nil},
		{"en-GB", "T2 2024", nil},
		{"fr-FR", "lésion T2 hyperintense", nil},
		{"en-GB", "a quarter of patients", nil},
		{"nl-BE", "2 kwartalen", nil},
		{"en-GB", "Q4 2000 mg", nil},
	})
}

// TestCodeYears keeps years after classification names, codes and
// document references out.
func TestCodeYears(t *testing.T) {
	runCases(t, []tcase{
		{"de-DE", "kodiert nach ICD-10-GM 2025", nil},
		{"en-US", "ICD-10-CM 2024 code", nil},
		{"en-GB", "SNOMED CT 2024 release", nil},
		{"en-GB", "MedDRA 27.0", nil},
		{"en-GB", "MedDRA 2024", nil},
		{"en-GB", "ICD-O-3 2019", nil},
		{"en-GB", "see chapter 2019 and section 2020", nil},
		{"nl-BE", "zie hoofdstuk 2010", nil},
		{"fr-FR", "voir chapitre 2012", nil},
		// events and diagnoses stay dates
		{"en-GB", "C-section 2019", []string{"2019"}},
		{"en-GB", "T2-DM 2015", []string{"2015"}},
		{"en-GB", "CT 2024 showed", []string{"2024"}},
		{"en-GB", "diagnosed with ICD-10 code in 2019", []string{"2019"}},
	})
}
