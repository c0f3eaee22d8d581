package age

import "testing"

// Header fields with a glued unit letter: "72Y/F", "Age: 72Y", "72Y M".
func TestGluedUnitHeaders(t *testing.T) {
	runCases(t, []ageCase{
		{"age/sex glued", "en-US", "AGE/SEX: 72Y/F\n", []string{"72Y"}},
		{"age glued", "en-US", "Age: 72Y\nMRN: 1234", []string{"72Y"}},
		{"line start Y M", "en-US", "72Y M with chest pain.", []string{"72Y"}},
		{"age months peds", "en-US", "Pediatric clinic. Age: 3M, infant with fever.", []string{"3M"}},
		{"age M adult", "en-US", "Age: 72M\nCardiology clinic.", []string{"72"}},
		{"age 3M adult", "en-US", "Age: 30M, smoker.", []string{"30"}},
		{"name Y F", "en-US", "DOE, John 45Y/M\n", []string{"45Y"}},
	})
}

func TestGluedUnitHeadersNegative(t *testing.T) {
	runCases(t, []ageCase{
		{"3M company", "en-US", "Used a 3M dressing on the wound.", nil},
		{"q3mo", "en-US", "Labs q3mo.", nil},
		{"x 6 wks", "en-US", "PT x 6 wks.", nil},
		{"dollar per mo", "en-US", "Rent is $1,250/mo.", nil},
		{"nl om de", "nl-BE", "Controle om de 3 mnd.", nil},
		{"Y without sex", "en-US", "Plan: 72Y review.", nil},
	})
}

// Fractional ages: "2 1/2 years", "2½ jaar".
func TestFractionAges(t *testing.T) {
	runCases(t, []ageCase{
		{"en cue", "en-US", "Age: 2 1/2 years\n", []string{"2 1/2 years"}},
		{"nl half", "nl-BE", "Zoon Daan, 2½ jaar, hoest.", []string{"2½ jaar"}},
		{"nl fraction", "nl-BE", "een meisje van 2 1/2 jaar", []string{"2 1/2 jaar"}},
		{"fr fraction", "fr-FR", "un garçon de 1 1/2 ans", []string{"1 1/2 ans"}},
	})
}

func TestFractionAgesNegative(t *testing.T) {
	runCases(t, []ageCase{
		{"for", "en-US", "Smoked for 2 1/2 years.", nil},
		{"since nl", "nl-BE", "Klachten sinds 2½ jaar.", nil},
		{"dose", "en-US", "Take 1 1/2 tablets.", nil},
	})
}

// Ages in parentheses after a first name with a relative context.
func TestNameParenAges(t *testing.T) {
	runCases(t, []ageCase{
		{"en children", "en-US", "She has 2 children, Jaylen (8 mo) and Aniyah (2 1/2 years).", []string{"8 mo", "2 1/2 years"}},
		{"nl zoon", "nl-BE", "Haar zoon Daan (4 jr) is gezond.", []string{"4 jr"}},
		{"fr fille", "fr-FR", "sa fille Lina (6 ans) va bien.", []string{"6 ans"}},
		{"en mos", "en-US", "Lives with daughter Mia (9 mos).", []string{"9 mos"}},
		{"en list after bracket", "en-US", "Kids: Noah (4 yrs), Ava (8 mo) and Eli (3 wks).", []string{"4 yrs", "8 mo", "3 wks"}},
	})
}

func TestNameParenAgesNegative(t *testing.T) {
	runCases(t, []ageCase{
		{"drug", "en-US", "He started Augmentin (7 days).", nil},
		{"drug mo", "en-US", "He is on Humira (6 mo) now.", nil},
		{"drug list", "en-US", "Her daughter takes iron, Ferrosol (3 mo) and vitamin D.", nil},
		{"no relative", "en-US", "Seen by nurses, Bright (6 wks) follow-up.", nil},
	})
}

// Name + comma + composite age.
func TestCompositeAges(t *testing.T) {
	runCases(t, []ageCase{
		{"nl en", "nl-BE", "Patiënt: Lucas Wuyts, 3 jaar en 2 mnd\n", []string{"3 jaar en 2 mnd"}},
		{"en and", "en-US", "Emma, 4 years and 3 months, seen today.", []string{"4 years and 3 months"}},
		{"fr demi", "fr-FR", "Léa, 2 ans et demi, consulte pour toux.", []string{"2 ans et demi"}},
	})
}

func TestCompositeAgesNegative(t *testing.T) {
	runCases(t, []ageCase{
		{"for and", "en-US", "Cough for 4 years and 3 months.", nil},
		{"nl sinds", "nl-BE", "Klachten sinds 3 jaar en 2 maanden.", nil},
		{"fr depuis demi", "fr-FR", "Toux depuis 2 ans et demi.", nil},
		{"en x wks", "en-US", "Emma, PT x 6 wks and 3 days.", nil},
	})
}

// A bare number after "is" with a person subject.
func TestIsBareAge(t *testing.T) {
	runCases(t, []ageCase{
		{"pt is", "en-US", "Pt is 56 and lives alone.", []string{"56"}},
		{"patient is", "en-US", "The patient is 56, a smoker.", []string{"56"}},
		{"he is", "en-US", "He is 56.", []string{"56"}},
		{"she's", "en-US", "She's 72 and independent.", []string{"72"}},
		{"nl patiënt is jaar", "nl-BE", "Patiënt is 56 jaar.", []string{"56 jaar"}},
	})
}

func TestIsBareAgeNegative(t *testing.T) {
	runCases(t, []ageCase{
		{"kg", "en-US", "Pt is 56 kg.", nil},
		{"score", "en-US", "He is 56 points on the scale.", nil},
		{"percent", "en-US", "She is 72 % saturated.", nil},
		{"bp", "en-US", "HR is 56.", nil},
		{"it is", "en-US", "It is 56 today.", nil},
		{"slash", "en-US", "He is 5/10 pain.", nil},
		{"he is on", "en-US", "He is on 56 units of insulin.", nil},
		{"she's mmHg", "en-US", "She's 72 mmHg systolic.", nil},
		{"pt is bed", "en-US", "Pt is 56 in bed 4.", nil},
	})
}

// Ages introduced by "age of", "l'âge de", "leeftijd".
func TestAgeOfPhrases(t *testing.T) {
	runCases(t, []ageCase{
		{"fr depuis l'âge", "fr-FR", "Asthme depuis l'âge de 16 ans.", []string{"16 ans"}},
		{"nl sinds zijn 16e", "nl-BE", "Rookt sinds zijn 16e.", []string{"16e"}},
		{"en since age", "en-US", "Smoking since age 16.", []string{"16"}},
		{"en from the age of", "en-GB", "Diabetic from the age of 16.", []string{"16"}},
		{"de Lebensjahr", "de-DE", "Raucher seit dem 16. Lebensjahr.", []string{"16. Lebensjahr"}},
		{"nl jarige leeftijd", "nl-BE", "Op 16-jarige leeftijd gestart.", []string{"16-jarige"}},
		{"en since his 16th", "en-GB", "Smoker since his 16th, 20/day.", []string{"16th"}},
		{"fr à l'âge de", "fr-BE", "Opérée à l'âge de 3 ans.", []string{"3 ans"}},
	})
}

func TestAgeOfPhrasesNegative(t *testing.T) {
	runCases(t, []ageCase{
		{"nl sinds 16 jaar", "nl-BE", "Rookt sinds 16 jaar.", nil},
		{"fr depuis ans", "fr-FR", "Asthme depuis 16 ans.", nil},
		{"en since 16", "en-US", "Admitted since 16 June.", nil},
		{"en since the 16th", "en-US", "Admitted since the 16th.", nil},
		{"fr âge osseux", "fr-FR", "Âge osseux de 12 ans.", nil},
	})
}
