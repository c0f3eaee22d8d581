package name

import "testing"

// TestKinshipAndNursingTitles checks words that are both kin and a
// nursing title ("Sister", "Schwester", "sœur", "zuster"): with family
// context only the name is a span, labelled Other; with ward or staff
// context the title belongs to a caregiver's span. "Zr." and "Br." are
// always nursing titles.
func TestKinshipAndNursingTitles(t *testing.T) {
	runCases(t, []nameCase{
		{"fr sister", "fr-FR", "Accompagnée de sa sœur Zoé, qui vit à côté.", []want{{"Zoé", "O"}}},
		{"fr sister capital", "fr-BE", "Sœur Zoé (sœur de la patiente) a apporté les médicaments.", []want{{"Zoé", "O"}}},
		{"en sibling", "en-US", "Sister Marisol (sibling) will drive her home.", []want{{"Marisol", "O"}}},
		{"en sister lower", "en-GB", "Lives with her sister Marisol and two cats.", []want{{"Marisol", "O"}}},
		{"en ward sister", "en-GB", "Ward round: Sister Brennan, nurse in charge on Ward 7, agreed the plan.", []want{{"Sister Brennan", "C"}}},
		{"en handover sister", "en-GB", "Handed over to Sister Okafor at 20:00.", []want{{"Sister Okafor", "C"}}},
		{"nl brother", "nl-BE", "Broer Tim brengt hem naar huis.", []want{{"Tim", "O"}}},
		{"nl zr", "nl-BE", "Overdracht nachtdienst: zr. Janssens belt de arts.", []want{{"zr. Janssens", "C"}}},
		{"nl br", "nl-NL", "Medicatie gecontroleerd door Br. Peeters.", []want{{"Br. Peeters", "C"}}},
		{"de sister kin", "de-DE", "Ihre Schwester Anna begleitet sie zur Aufnahme.", []want{{"Anna", "O"}}},
		{"de sister family line", "de-DE", "Angehörige: Schwester Anna (Tochter des Bruders), Tel. folgt.", []want{{"Anna", "O"}}},
		{"de nurse", "de-DE", "Pflegeübergabe Frühdienst: Schwester Petra übernimmt Zimmer 12.", []want{{"Schwester Petra", "C"}}},
		{"de nursing note", "de-AT", "Pflegebericht Station 3\n\nBewohnerin schlief gut.\nSchwester Maria hat den Verband gewechselt.", []want{{"Schwester Maria", "C"}}},
		{"de letter kin", "de-DE", "Arztbrief\n\nDie Patientin lebt allein.\nSchwester Maria (Tochter) kommt täglich.", []want{{"Maria", "O"}}},
		{"en sister given name", "en-US", "Sister Marisol will drive her home after discharge.", []want{{"Marisol", "O"}}},
		{"en sister family name", "en-GB", "Sister Brennan gave the 22:00 medication.", []want{{"Sister Brennan", "C"}}},
	})
}

// TestCredentialsAndServices checks that post-nominals and a trailing
// service ("du SAU", "of the stroke team", "van de spoed") stay outside
// the span.
func TestCredentialsAndServices(t *testing.T) {
	runCases(t, []nameCase{
		{"en RN", "en-US", "Assessed by Jane Porter, RN, at the bedside.", []want{{"Jane Porter", "C"}}},
		{"newborn in apposition", "fr-FR", "Nouveau-né : garçon, Timéo, 3 460 g, 50 cm.", []want{{"Timéo", "O"}}},
		{"baby without a name", "en-GB", "The baby, 3.4 kg, feeding well.", nil},
		{"role noun in lower case is no title", "en-US", "Spoke with nurse Becky Lindqvist about the dressing.", []want{{"Becky Lindqvist", "C"}}},
		{"role title capitalised", "en-GB", "Seen by Sister Jones on the ward.", []want{{"Sister Jones", "C"}}},
		{"month as given name with a role", "en-GB", "April Mason RN | District Nurse", []want{{"April Mason", "C"}}},
		{"month before a name without a role", "en-GB", "In April Smith was admitted.", nil},
		{"en PhD FRCP", "en-GB", "Reviewed by Dr Amir Kumar, PhD, FRCP.", []want{{"Dr Amir Kumar", "C"}}},
		{"en MD", "en-US", "Signed: Laura Benson, MD", []want{{"Laura Benson", "C"}}},
		{"fr du SAU", "fr-FR", "Avis du Dr Okafor du SAU demandé.", []want{{"Dr Okafor", "C"}}},
		{"fr de la", "fr-BE", "Discuté avec le Dr Lemaire de la Réanimation.", []want{{"Dr Lemaire", "C"}}},
		{"en of the", "en-GB", "Discussed with Dr Patel of the Stroke Team.", []want{{"Dr Patel", "C"}}},
		{"nl van de", "nl-BE", "Overlegd met dr. Peeters van de Spoed.", []want{{"dr. Peeters", "C"}}},
		{"nl particle name kept", "nl-NL", "Overlegd met dr. Van der Berg over de uitslag.", []want{{"dr. Van der Berg", "C"}}},
		{"de von der", "de-DE", "Rücksprache mit Dr. Wolf von der Intensivstation.", []want{{"Dr. Wolf", "C"}}},
	})
}

// TestEponymScores checks an eponym joined by a hyphen or followed by a
// score, index or sign word: never a name.
func TestEponymScores(t *testing.T) {
	runCases(t, []nameCase{
		{"de barthel", "de-DE", "Barthel-Index bei Aufnahme 45 Punkte.", nil},
		{"de glasgow", "de-DE", "Glasgow-Coma-Skala 14, Apgar-Score 9/10.", nil},
		{"de lasegue", "de-AT", "Lasègue-Zeichen rechts positiv bei 40°.", nil},
		{"nl babinski", "nl-BE", "Babinski-teken negatief, Romberg-test normaal.", nil},
		{"en kernig", "en-GB", "Kernig sign negative, Brudzinski sign negative.", nil},
		{"en barthel", "en-GB", "Barthel index 60/100, Waterlow score 12.", nil},
		{"de herr barthel", "de-DE", "Herr Barthel wurde heute entlassen.", []want{{"Herr Barthel", "P"}}},
	})
}

// TestRolesAndHousehold checks names introduced by workplace relations and
// children listed in a household line, and typist initials only in a
// clear signature position.
func TestRolesAndHousehold(t *testing.T) {
	runCases(t, []nameCase{
		{"line manager", "en-GB", "Referred by line manager Sarah Collins after a fall at work.", []want{{"Sarah Collins", "O"}}},
		{"employer nl", "nl-BE", "Leidinggevende Koen Maes belde over de werkhervatting.", []want{{"Koen Maes", "O"}}},
		{"household en", "en-GB", "Household: pt and 2 children, Mia (8 mo) and Leo (3).", []want{{"Mia", "O"}, {"Leo", "O"}}},
		{"household nl", "nl-NL", "Gezin: partner en kinderen Lotte (6) en Daan (4 jaar).", []want{{"Lotte", "O"}, {"Daan", "O"}}},
		{"household fr", "fr-FR", "Vit avec ses enfants Léa (6 ans) et Hugo (3 ans).", []want{{"Léa", "O"}, {"Hugo", "O"}}},
		{"household de", "de-DE", "Kinder: Lena (7) und Paul (4).", []want{{"Lena", "O"}, {"Paul", "O"}}},
		{"household no kin word", "en-GB", "Household: pt, husband and Mia (8 mo).", []want{{"Mia", "O"}}},
		{"household nl label", "nl-BE", "Gezinssamenstelling: mama, papa, Noor (5) en Sem (2 j)", []want{{"Noor", "O"}, {"Sem", "O"}}},
		{"age not household", "en-GB", "Seen with Mia (8 mo) in clinic today.", nil},
		{"typed by", "en-GB", "Dictated by Dr Sam Hill\nTyped by: MT", []want{{"Dr Sam Hill", "C"}, {"MT", "C"}}},
		{"time by", "en-US", "Vitals entered by Jane Porter, RN, at 08:12 by MT", []want{{"Jane Porter", "C"}}},
		{"slash initials", "nl-BE", "dr. K. Wouters\nKW/js", []want{{"dr. K. Wouters", "C"}, {"KW", "C"}, {"js", "C"}}},
		{"slash initials after label", "en-GB", "Dictated: IR/tb     cc: GP", []want{{"IR", "C"}, {"tb", "C"}}},
		{"slash initials in text", "nl-BE", "Gezien.\nKW/js kwam langs.", nil},
		{"slash initials in column", "es-ES", "Fdo.: Dra. L. Ferrer Paz    LFP/is\n", []want{{"Dra. L. Ferrer Paz", "C"}, {"LFP", "C"}, {"is", "C"}}},
		{"slash abbreviations after field", "en-GB", "PMH: HT/dm\nAllergies: NKDA/nil", nil},
	})
}

// TestPatientMessages checks the sign-off and greeting of a message the
// patient wrote: the patient's own name; a clinician's letter keeps its
// signature a caregiver.
func TestPatientMessages(t *testing.T) {
	runCases(t, []nameCase{
		{"portal dash", "en-US", "Portal message: \"Hi Dr. Ng, my knee is still swollen, should I stop the ibuprofen?\" – Carla Mendes", []want{{"Dr. Ng", "C"}, {"Carla Mendes", "P"}}},
		{"portal greeting", "en-GB", "Patient message:\nHello Dr Shah,\nI still have the rash on my arm. Can I come in?\nThanks,\nOwen Tate", []want{{"Dr Shah", "C"}, {"Owen Tate", "P"}}},
		{"nl groetjes", "nl-BE", "Bericht via portaal:\nBeste dokter,\nMijn bloeddruk blijft hoog, mag ik de dosis verhogen?\nGroetjes, Anouk", []want{{"Anouk", "P"}}},
		{"fr patient", "fr-FR", "Message patient : « Bonjour Docteur, j'ai encore de la fièvre ce matin. » Bien à vous, Julien Roux", []want{{"Julien Roux", "P"}}},
		{"de patient", "de-DE", "Nachricht der Patientin:\nHallo Frau Dr. Berger,\nich habe seit gestern wieder Schwindel.\nLiebe Grüße\nSabine Vogt", []want{{"Frau Dr. Berger", "C"}, {"Sabine Vogt", "P"}}},
		{"clinician letter", "en-GB", "Dear Dr Shah,\nI saw your patient today.\nKind regards,\nDr Owen Tate", []want{{"Dr Shah", "C"}, {"Dr Owen Tate", "C"}}},
	})
}

// TestSignOffInitials checks clinician initials at the end of a message
// and in brackets after a caregiver's name; credentials are no initials.
func TestSignOffInitials(t *testing.T) {
	runCases(t, []nameCase{
		{"dash initials", "en-US", "Please call him today, recheck BG in 3 days. Thx 👍 – JK", []want{{"JK", "C"}}},
		{"dash acronym", "en-GB", "Repeat bloods next week. – ECG", nil},
		{"bracket mixed", "nl-NL", "Overdracht door Anouk (AvD) om 07:00.", []want{{"Anouk", "C"}, {"AvD", "C"}}},
		{"bracket credential", "en-US", "Physiotherapy with Laura Green (PT) twice weekly.", []want{{"Laura Green", "C"}}},
	})
}

// TestSignOffNegatives checks abbreviations after a dash at the end of a
// line: no initials.
func TestSignOffNegatives(t *testing.T) {
	runCases(t, []nameCase{
		{"prn", "en-GB", "Paracetamol 1 g QDS. – PRN", nil},
		{"ct", "en-GB", "Head injury on warfarin! – CT", nil},
		{"credential", "en-US", "Wound reviewed. – RN", nil},
	})
}
