package age

import "testing"

// Milestones and ages at an event in a pediatric sentence.
func TestMilestones(t *testing.T) {
	runCases(t, []ageCase{
		{"en walked at", "en-GB", "He walked at 14 months and talks in phrases.", []string{"14 months"}},
		{"en words around", "en-US", "First words around 18 months, now 3-word sentences.", []string{"18 months"}},
		{"en sat mo", "en-US", "Sat unaided at 7 mo, crawled at 9 mo.", []string{"7 mo", "9 mo"}},
		{"en at about pronoun", "en-GB", "At about 3 weeks he started to vomit after feeds.", []string{"3 weeks"}},
		{"en child context", "en-GB", "The baby was admitted at 5 weeks with bronchiolitis.", []string{"5 weeks"}},
		{"en label", "en-GB", "Walking: 13 months\n", []string{"13 months"}},
		{"fr marche", "fr-FR", "Marche acquise à 14 mois, propreté diurne à 3 ans.", []string{"14 mois", "3 ans"}},
		{"fr mots vers", "fr-BE", "Premiers mots vers 18 mois.", []string{"18 mois"}},
		{"fr pronoun", "fr-FR", "À 3 semaines, il a présenté des régurgitations.", []string{"3 semaines"}},
		{"fr sourire", "fr-BE", "Sourire réponse à 6 semaines, tenue de tête à 3 mois.", []string{"6 semaines", "3 mois"}},
		{"nl zat los", "nl-BE", "Zat los op 8 maanden, kroop op 10 mnd.", []string{"8 maanden", "10 mnd"}},
		{"nl liep met", "nl-NL", "Hij liep met 13 maanden.", []string{"13 maanden"}},
		{"nl eerste woordjes", "nl-BE", "Eerste woordjes rond 12 maanden.", []string{"12 maanden"}},
		{"nl pronoun", "nl-NL", "Op ongeveer 3 weken begon hij te spugen.", []string{"3 weken"}},
		{"de laufen mit", "de-DE", "Freies Laufen mit 12 Monaten, erste Worte mit 14 Monaten.", []string{"12 Monaten", "14 Monaten"}},
		{"de pronoun", "de-AT", "Mit 3 Wochen begann er zu spucken.", []string{"3 Wochen"}},
		{"de Säugling", "de-DE", "Der Säugling wurde mit 6 Wochen stationär aufgenommen.", []string{"6 Wochen"}},
	})
}

// Follow-up intervals, treatments and gestational ages stay out of the
// milestone rule.
func TestMilestonesNegative(t *testing.T) {
	runCases(t, []ageCase{
		{"fr contrôle", "fr-FR", "Contrôle à 3 mois chez l'enfant.", nil},
		{"fr contrôle years", "fr-BE", "Contrôle à 2 ans.", nil},
		{"fr revoir", "fr-BE", "Bébé à revoir à 1 mois.", nil},
		{"fr traitement after", "fr-FR", "L'enfant sera revu à 3 mois de traitement.", nil},
		{"fr accouchement", "fr-FR", "Accouchement du bébé à 38 semaines.", nil},
		{"en review", "en-GB", "Review the baby at 6 weeks.", nil},
		{"en review after", "en-GB", "Baby at 6 weeks review was well.", nil},
		{"en treatment", "en-US", "Treatment of the infant stopped at 3 months.", nil},
		{"en born at", "en-GB", "Born at 34 weeks, the baby did well.", nil},
		{"en no context", "en-GB", "Sputum cultures at 3 weeks were negative.", nil},
		{"en for", "en-GB", "The child walked for 3 weeks with a limp.", nil},
		{"nl controle", "nl-BE", "Controle van het kind op 3 maanden.", nil},
		{"nl controle over", "nl-BE", "Zitten goed; controle over 3 maanden.", nil},
		{"nl zwanger", "nl-NL", "Baby geboren op 37 weken.", nil},
		{"de kontrolle", "de-DE", "Kontrolle des Kindes mit 4 Monaten.", nil},
		{"de kontrolle in", "de-DE", "Kind läuft; Kontrolle in 4 Wochen.", nil},
		{"de no context", "de-DE", "Mit 3 Wochen Verzögerung kam der Befund.", nil},
	})
}

// Possessives, of-phrases, age nouns before the number, appositives.
func TestPersonForms(t *testing.T) {
	runCases(t, []ageCase{
		{"fr depuis ses", "fr-FR", "Eczéma depuis ses 6 mois.", []string{"6 mois"}},
		{"nl sinds zijn", "nl-BE", "Eczeem sinds zijn 6 maanden.", []string{"6 maanden"}},
		{"en since his", "en-GB", "Eczema since his 6 months.", []string{"6 months"}},
		{"de seit seinem", "de-DE", "Neurodermitis seit seinem 3. Lebensmonat.", []string{"3. Lebensmonat"}},
		{"de im Lebensjahr", "de-AT", "Fieberkrampf im 2. Lebensjahr.", []string{"2. Lebensjahr"}},
		{"nl levensjaar", "nl-NL", "astma in zijn 3e levensjaar", []string{"3e levensjaar"}},
		{"fr jours de vie", "fr-FR", "ictère à J3, soit 3 jours de vie", []string{"3 jours"}},
		{"en age now", "en-GB", "Age now 7 months, feeding well.", []string{"7 months"}},
		{"en corrected age", "en-US", "Her corrected age today is 10 weeks.", []string{"10 weeks"}},
		{"nl gecorrigeerde", "nl-BE", "gecorrigeerde leeftijd 6 weken", []string{"6 weken"}},
		{"fr âge corrigé", "fr-FR", "âge corrigé 3 mois", []string{"3 mois"}},
		{"de Lebensalter", "de-DE", "Lebensalter 4 Monate", []string{"4 Monate"}},
		{"de Alter heute", "de-DE", "Alter heute 4 Monate", []string{"4 Monate"}},
		{"en age at onset", "en-GB", "Age at onset: 3 years\n", []string{"3 years"}},
		{"fr patiente de", "fr-FR", "Il s'agit d'une patiente de 38 ans.", []string{"38 ans"}},
		// ages listed after a plural child word, after a joiner or as a
		// comma list that ends with one
		{"fr enfants de list", "fr-BE", "Mariée, deux enfants de 13 ans et 10 ans.", []string{"13 ans", "10 ans"}},
		{"nl comma list", "nl-BE", "Twee kinderen van 8 jaar, 11 jaar en 14 jaar.", []string{"8 jaar", "11 jaar", "14 jaar"}},
		{"nl duration after comma", "nl-BE", "Een vrouw van 45 jaar, 3 jaar geleden geopereerd.", []string{"45 jaar"}},
		{"nl count after joiner", "nl-BE", "Zoon van 12 jaar en 2 opnames.", []string{"12 jaar"}},
		{"fr homme de", "fr-BE", "un homme de 52 ans, fumeur", []string{"52 ans"}},
		{"fr fillette de", "fr-FR", "une fillette de 4 ans", []string{"4 ans"}},
		{"it di anni", "it-IT", "Le invio la Sig.ra Rosa Bianco, di anni 57, insegnante", []string{"57"}},
		{"fr elle a", "fr-FR", "Elle a 72 ans et vit seule.", []string{"72 ans"}},
		{"fr monsieur a", "fr-BE", "Monsieur a 67 ans.", []string{"67 ans"}},
		{"fr qui a", "fr-FR", "la patiente qui a 58 ans", []string{"58 ans"}},
		{"fr name a", "fr-FR", "Mme Dupont a 81 ans.", []string{"81 ans"}},
		{"fr full name a", "fr-BE", "Jean Dupont a 81 ans.", []string{"81 ans"}},
		{"nl vrouw van", "nl-BE", "een vrouw van 45 jaar", []string{"45 jaar"}},
		{"nl meisje van", "nl-NL", "meisje van 3 jaar met koorts", []string{"3 jaar"}},
		{"de Mann von", "de-DE", "ein Mann von 60 Jahren", []string{"60 Jahren"}},
		{"en woman of", "en-GB", "a woman of 45 years", []string{"45 years"}},
		{"fr votre patient", "fr-BE", "Je revois votre patient, 67 ans, pour une toux.", []string{"67 ans"}},
		{"fr name sem", "fr-FR", "Zoé, 3 sem., adressée pour ictère.", []string{"3 sem."}},
		{"en kin name", "en-GB", "Her son Tom, 4 years, is well.", []string{"4 years"}},
		{"nl haar zoon", "nl-BE", "haar zoon (12 jaar) is gezond", []string{"12 jaar"}},
		{"de Tochter", "de-DE", "Tochter Lea, 7 J., gesund.", []string{"7 J."}},
		{"nl name mnd", "nl-NL", "Mevr. Fleur Jansen, 4 mnd., op controle.", []string{"4 mnd."}},
		{"en name wk", "en-GB", "Re: Alfie Moss, 2 wk., jaundice", []string{"2 wk."}},
		{"en children list", "en-US", "married; two children (9 and 12). Never smoked.", []string{"9", "12"}},
		{"en ages list after cue", "en-US", "Married; two children, ages 6 and 9. Volunteers.", []string{"6", "9"}},
		{"en aged list of three", "en-US", "three kids aged 3, 5 and 8.", []string{"3", "5", "8"}},
		{"en bare list stops at a count", "en-GB", "aged 65 and 2 admissions this year", []string{"65"}},
		{"fr shared unit", "fr-BE", "Deux enfants de 6 et 9 ans, scolarisés.", []string{"6", "9 ans"}},
		{"fr appositive after a bracketed country", "fr-BE", "Née le 12/05/1939 à Casablanca (Maroc), 86 a\nArrivée en Belgique en 1972.", []string{"86 a"}},
		{"nl bracket before a duration", "nl-BE", "Pijn (VAS 6/10), 2 dagen geleden begonnen.", nil},
		{"nl shared unit", "nl-BE", "Twee kinderen van 6 en 9 jaar.", []string{"6", "9 jaar"}},
		{"en shared unit duration", "en-GB", "Smoked for 6 and 9 years in two spells.", nil},
		{"de Kinder list", "de-DE", "zwei Kinder (3, 5 und 8 J.)", []string{"3", "5", "8 J."}},
		{"en family event", "en-US", "Family history: mother with breast cancer at 52, father with MI at 60.", []string{"52", "60"}},
	})
}

// Durations and other non-ages near the new rules.
func TestPersonFormsNegative(t *testing.T) {
	runCases(t, []ageCase{
		{"fr depuis", "fr-FR", "Eczéma depuis 6 mois.", nil},
		{"fr ses séjour", "fr-FR", "pendant ses 3 semaines d'hospitalisation", nil},
		{"fr depuis ses hospit", "fr-FR", "depuis ses 3 semaines d'hospitalisation", nil},
		{"nl zijn weken vakantie", "nl-BE", "na zijn 2 weken vakantie", nil},
		{"en since", "en-GB", "Since 3 weeks unwell.", nil},
		{"de seit", "de-DE", "Seit 4 Wochen Husten.", nil},
		{"en for years", "en-US", "Smoked for 5 years.", nil},
		{"en x months", "en-GB", "Methotrexate x 3 months.", nil},
		{"fr il y a", "fr-FR", "Fracture il y a 2 ans.", nil},
		{"fr il y a subject", "fr-FR", "Il y a 3 ans, il a fait un AVC.", nil},
		{"fr a eu", "fr-FR", "Il a eu 3 ans de chimiothérapie.", nil},
		{"fr a without subject", "fr-FR", "Le traitement a 3 mois de recul.", nil},
		{"fr a after one word", "fr-FR", "Traitement a 3 mois.", nil},
		{"en bone age", "en-GB", "Bone age 10 years on X-ray.", nil},
		{"fr âge osseux", "fr-FR", "âge osseux 3 ans", nil},
		{"fr âge gestationnel", "fr-FR", "âge gestationnel de 34 semaines", nil},
		{"en gestational age", "en-GB", "corrected gestational age 34 weeks", nil},
		{"en age for", "en-GB", "age-appropriate diet for 3 months", nil},
		{"fr traitement de", "fr-FR", "un traitement de 3 mois", nil},
		{"nl kuur van", "nl-BE", "een kuur van 10 dagen", nil},
		{"de Therapie von", "de-DE", "eine Therapie von 6 Wochen", nil},
		{"fr drug name", "fr-FR", "Amoxicilline, 7 jours, 500 mg 3x/j", nil},
		{"de noun comma", "de-DE", "Sportpause, 6 Wochen, dann Belastung.", nil},
		{"en drug line", "en-GB", "Flucloxacillin, 7 days, 500 mg qds", nil},
		{"en children count", "en-GB", "children (2) at home", nil},
		{"en list no kin", "en-GB", "values (9 and 12) normal", nil},
		{"en family time", "en-GB", "mother will call at 10 tomorrow", nil},
		{"en family dose", "en-GB", "father's BP at 145, repeat", nil},
		{"en family review", "en-GB", "mother, review at 6,", nil},
	})
}

// "Sex/Age" shorthand and abbreviated units with a dot.
func TestShorthandAndDots(t *testing.T) {
	runCases(t, []ageCase{
		{"en sex/age", "en-GB", "Sex/Age: F/58\n", []string{"58"}},
		{"en age/sex", "en-US", "Age/Sex: 58/F   MRN 123", []string{"58"}},
		{"nl geslacht/leeftijd", "nl-BE", "Geslacht/leeftijd: M/72\n", []string{"72"}},
		{"fr sexe/âge", "fr-FR", "Sexe/âge : F/81\n", []string{"81"}},
		{"de spaced", "de-DE", "Geschlecht / Alter: W / 44\n", []string{"44"}},
		{"fr unit", "fr-BE", "Sexe/âge : M/81 ans\n", []string{"81 ans"}},
		{"en dot wk", "en-GB", "Sister Amy, 2 wk., well", []string{"2 wk."}},
		{"en mths dot", "en-GB", "Baby (8 mths.) feeding", []string{"8 mths."}},
		{"fr sem dot", "fr-FR", "le petit frère, 3 sem., va bien", []string{"3 sem."}},
		{"nl jrs extra", "nl-NL", "Dochter (14 jrs) woont thuis", []string{"14 jrs"}},
		{"nl dgn extra", "nl-BE", "Zoontje, 5 dgn, geel", []string{"5 dgn"}},
	})
	runCases(t, []ageCase{
		{"ratio", "en-GB", "Ratio: 1/58\n", nil},
		{"bp", "en-GB", "BP: 120/80\n", nil},
		{"no label", "en-GB", "Dose: F/58\n", nil},
		{"fraction label", "en-GB", "Sex/Age: 3/4\n", nil},
		{"wk dot duration", "en-GB", "Antibiotics for 2 wk. then stop", nil},
		{"sem dot duration", "fr-FR", "Repos 3 sem., puis reprise", nil},
	})
}

// "with" prepositions and other traps of the milestone rule.
func TestMilestoneTraps(t *testing.T) {
	runCases(t, []ageCase{
		{"nl met koorts", "nl-BE", "Kind met 3 dagen koorts en hoest.", nil},
		{"de mit Fieber", "de-DE", "Kind mit 3 Tagen Fieber.", nil},
		{"en history", "en-GB", "The infant has a 3 week history of cough.", nil},
		{"en son adult", "en-GB", "His son will bring him back at 2 weeks.", nil},
		{"en average age", "en-GB", "average age of onset 3 years", nil},
		{"en six week check", "en-GB", "Seen at her 6 weeks check by the GP, baby well.", nil},
		{"nl met en", "nl-NL", "Liep met 13 maanden en praatte met 2 jaar.", []string{"13 maanden", "2 jaar"}},
	})
}

// Appositive traps: adult patients with intervals, doctors, follow-ups.
func TestAppositiveTraps(t *testing.T) {
	runCases(t, []ageCase{
		{"nl patiënt weken na", "nl-BE", "Patiënte, 2 weken na de operatie, stabiel.", nil},
		{"de Wochen nach", "de-DE", "Patientin, 3 Wochen nach OP, stabil.", nil},
		{"en doctor", "en-GB", "Dr. Peeters, 6 weeks.", nil},
		{"en follow-up name", "en-GB", "Follow-up with Anna Peeters, 6 weeks.", nil},
		{"fr nourrisson", "fr-BE", "Nourrisson, 3 semaines, fébrile.", []string{"3 semaines"}},
		{"en patient weeks", "en-GB", "Patient, 3 weeks, reviewed.", nil},
	})
}

// Bare numbers set off after a person, and family events joined by "and".
func TestBareAppositive(t *testing.T) {
	runCases(t, []ageCase{
		{"en title name", "en-GB", "Mr John Smith, 45, presents with chest pain.", []string{"45"}},
		{"en name paren", "en-US", "Jane Doe (45) was seen.", []string{"45"}},
		{"fr patiente", "fr-FR", "La patiente, 71, chute.", []string{"71"}},
		{"en family and", "en-GB", "mother had a stroke at 70 and father died at 81.", []string{"70", "81"}},
	})
	runCases(t, []ageCase{
		{"en doctor", "en-GB", "Dr John Smith, 45, Harley Street", nil},
		{"en lab", "en-GB", "Labs: CRP, 45, rising", nil},
		{"en list", "en-GB", "Scores: Anna Lee, 12, 14, 15", nil},
		{"en family and time", "en-GB", "mother will call at 10 and 12 tomorrow", nil},
	})
}
