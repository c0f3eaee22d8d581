package organization

import "testing"

// The tests below cover categories of organisation mentions beyond the
// development set: care suffix heads, institutes and centres, suppliers and
// firms, room and site codes, emergency services, boundaries and generic
// bodies. Every name is invented.

func TestCareSuffixHeads(t *testing.T) {
	runCases(t, []orgCase{
		{"specialty associates", "en-US", "Follow-up with Dr Reyes at Lakeshore Dermatology Associates in 3 months.",
			[]string{"Lakeshore Dermatology Associates|H"}},
		{"two-word specialty associates", "en-US", "Seen by Northfield Pediatric Cardiology Associates last spring.",
			[]string{"Northfield Pediatric Cardiology Associates|H"}},
		{"care group with company form", "en-US", "Billing: Lakeshore Dermatology Associates LLC",
			[]string{"Lakeshore Dermatology Associates LLC|H"}},
		{"plain associates", "en-US", "Works as a bookkeeper for Brannigan Associates.",
			[]string{"Brannigan Associates|O"}},
		{"labs and laboratory", "en-US", "Specimen sent to Copperfield Labs; culture at Summit Ridge Laboratory.",
			[]string{"Copperfield Labs|H", "Summit Ridge Laboratory|H"}},
		{"drug store and chemist", "en-GB", "Prescription sent to Harlow Drug; dosette box from Whitcombe Chemist.",
			[]string{"Harlow Drug|H", "Whitcombe Chemist|H"}},
		{"elided pharmacy names", "en-GB", "Blister packs from O'Brien's Pharmacy and D'Souza Chemists.",
			[]string{"O'Brien's Pharmacy|H", "D'Souza Chemists|H"}},
		{"women's and children's", "en-GB", "Booked at Rosehill Women's Centre; son admitted to Harbourside Children's Unit.",
			[]string{"Rosehill Women's Centre|H", "Harbourside Children's Unit|H"}},
		{"rehab teams", "en-GB", "Input from Greystone Rehab Team and Millford Rehabilitation Team.",
			[]string{"Greystone Rehab Team|H", "Millford Rehabilitation Team|H"}},
		{"occupational health", "en-GB", "Fit note sent to Castlegate Occupational Health.",
			[]string{"Castlegate Occupational Health|H"}},
		{"specialty practice", "en-US", "Mole check at Lakeshore Dermatology. Referred to Bellhaven Cardiology.",
			[]string{"Lakeshore Dermatology|H", "Bellhaven Cardiology|H"}},
		{"hospice and homes", "en-GB", "Resident of Birchwood Care Home since 2021; previously Elmcroft Nursing Home; now St Columba's Hospice.",
			[]string{"Birchwood Care Home|H", "Elmcroft Nursing Home|H", "St Columba's Hospice|H"}},
		{"named clinic", "en-GB", "Seen at the Harwood Clinic and at St Mary's Clinic.",
			[]string{"Harwood Clinic|H", "St Mary's Clinic|H"}},
		{"street before a heading", "en-US", "Pharmacy: Thrifty Drug, Elm St. Labs drawn at noon.", []string{"Thrifty Drug|H"}},
		{"lab headings", "en-US", "Admission Labs: pending. Repeat Labs in the morning. Outside Labs reviewed. Pertinent Labs below.", nil},
		{"drug words", "en-US", "Study Drug discontinued; Antiepileptic Drug Levels normal; Urine Drug Screen negative.", nil},
		{"specialty headings", "en-US", "Interventional Cardiology consulted. Paediatric Dermatology review. Discuss Cardiology. Inform Neurology.", nil},
		{"specialty group without name", "en-US", "Dermatology Associates to review; Cardiology Group meeting.", nil},
		{"generic teams", "en-GB", "Community Rehab Team to assess. Occupational Health review requested. Neuro Rehab Team.", nil},
		{"generic women's health", "en-GB", "Women's Health clinic next week. Children's Unit staff informed.", nil},
		{"generic clinics", "en-GB", "Rapid Access Clinic; Nurse Led Clinic; Outpatient Clinic.", nil},
	})
}

func TestInstitutesAndCentres(t *testing.T) {
	runCases(t, []orgCase{
		{"adjective before institute", "nl-BE", "Radiotherapie gepland in het Radiotherapeutisch Instituut Zeeland.",
			[]string{"Radiotherapeutisch Instituut Zeeland|H"}},
		{"regional laboratory with hyphenated place", "nl-NL", "Kweek ingestuurd naar Regionaal Laboratorium Wetterveld-Oosterhaven.",
			[]string{"Regionaal Laboratorium Wetterveld-Oosterhaven|H"}},
		{"german adjective", "de-DE", "Städtisches Klinikum Birkenfeld – Klinik für Innere Medizin",
			[]string{"Städtisches Klinikum Birkenfeld|H", "Klinik für Innere Medizin|H"}},
		{"centre with specialty and name", "fr-BE", "Suivi au Centre de Dermatologie Les Tilleuls.",
			[]string{"Centre de Dermatologie Les Tilleuls|H"}},
		{"centre d'imagerie", "fr-FR", "IRM au Centre d'Imagerie Val Fleuri le 3 mai.",
			[]string{"Centre d'Imagerie Val Fleuri|H"}},
		{"consultation as department", "fr-BE", "Consultation de Rhumatologie – Dr Lemaire",
			[]string{"Consultation de Rhumatologie|H"}},
		{"care home and unit", "de-DE", "Seniorenzentrum Lindenhof, Wohnbereich 2",
			[]string{"Seniorenzentrum Lindenhof|H", "Wohnbereich 2|H"}},
		{"care home with article", "de-DE", "Einzug ins Seniorenzentrum Am Mühlbach.",
			[]string{"Seniorenzentrum Am Mühlbach|H"}},
		{"home care field fr", "fr-BE", "Infirmière à domicile : Soins Horizon (passage 2x/jour)",
			[]string{"Soins Horizon|H"}},
		{"home care field nl", "nl-BE", "thuisverpleging: Zorgsaam", []string{"Zorgsaam|H"}},
		{"home care field de", "de-DE", "Pflegedienst: Vitalis Mobil", []string{"Vitalis Mobil|H"}},
		{"article inside the name", "fr-BE", "Centre de Revalidation Neurologique Les Acacias dès lundi.",
			[]string{"Centre de Revalidation Neurologique Les Acacias|H"}},
		{"home care field with lexicon name", "nl-BE", "thuiszorg: Familiehulp; thuisverpleging: Wit-Gele Kruis.",
			[]string{"Familiehulp|H", "Wit-Gele Kruis|H"}},
		{"generic centre", "fr-BE", "Centre de Dermatologie à contacter.", nil},
		{"lower-case consultation", "fr-FR", "Consultation de pneumologie prévue ; suivi en consultation de pneumologie.", nil},
		{"home care nurse by name", "fr-BE", "Infirmière à domicile : Mme Lambert. Infirmière à domicile : Claire Dubois.", nil},
		{"home care nurse nl", "nl-BE", "thuisverpleging: Mevr. Janssens, 2x/dag", nil},
		{"adjective before lab values", "nl-NL", "Klinisch Laboratorium Hb 7,4; Medisch Laboratorium: Hb 12,3.", nil},
	})
}

func TestCompaniesAndSuppliers(t *testing.T) {
	runCases(t, []orgCase{
		{"sanitätshaus", "de-DE", "Rollator über Sanitätshaus Kästner geliefert.", []string{"Sanitätshaus Kästner|O"}},
		{"rederij", "nl-NL", "Vader is matroos bij Rederij Zeewolk.", []string{"Rederij Zeewolk|O"}},
		{"supplier fr", "fr-BE", "Lit médicalisé livré par MédiConfort la semaine passée.", []string{"MédiConfort|O"}},
		{"supplier nl", "nl-NL", "Zuurstofconcentrator geleverd door OxyThuis.", []string{"OxyThuis|O"}},
		{"supplier de", "de-DE", "Pflegebett geliefert durch RehaVital.", []string{"RehaVital|O"}},
		{"supplier en", "en-GB", "Zimmer frame supplied by CareQuip.", []string{"CareQuip|O"}},
		{"society of place", "en-US", "Referred to the Legal Aid Society of Cleveland for housing issues.",
			[]string{"Legal Aid Society of Cleveland|O"}},
		{"supplied by people", "en-GB", "Commode supplied by the district nurses; supplied by Dr Patel; supplied by Jane Smith.", nil},
		{"supplied by pharmacy", "nl-NL", "Zuurstof geleverd door de apotheek.", nil},
		{"classification bodies", "en-US", "ASA class II per American Society of Anesthesiologists; New York Heart Association class III.", nil},
		{"guideline bodies", "en-US", "American Heart Association guidelines followed.", nil},
		{"german nouns after a firm word", "de-DE", "In der Bäckerei Schmerzen beim Heben. Arbeitet in einer Bäckerei Vollzeit.", nil},
	})
}

func TestRoomsAndSites(t *testing.T) {
	runCases(t, []orgCase{
		{"boxes and theatre", "nl-BE", "Patiënt ligt in Box 6. Overgebracht naar box C3. Ingreep in OK 4 om 14u.",
			[]string{"Box 6|H", "box C3|H", "OK 4|H"}},
		{"box field", "nl-BE", "Locatie: Box 6", []string{"Box 6|H"}},
		{"ward acronym and code", "nl-NL", "Opname PAAZ 3B sinds vrijdag.", []string{"PAAZ 3B|H"}},
		{"ward code in brackets", "nl-BE", "Afdeling Longziekten (B4)", []string{"Afdeling Longziekten|H", "B4|H"}},
		{"unit and bed letter", "fr-FR", "Transfert en unité 52 ce jour, chambre 214 lit B.",
			[]string{"unité 52|H", "chambre 214 lit B|H"}},
		{"room and bed letter nl", "nl-BE", "Daarna kamer 12 bed A.", []string{"kamer 12 bed A|H"}},
		{"site after hospital nl", "nl-BE", "AZ Oosterlinde, locatie Waasmunster", []string{"AZ Oosterlinde|H", "locatie Waasmunster|H"}},
		{"site after hospital fr", "fr-BE", "Hospitalisé au CHU Mont-Godinne, site Godinne.", []string{"CHU Mont-Godinne|H", "site Godinne|H"}},
		{"postal boxes", "en-GB", "PO Box 12, P.O. Box 6.", nil},
		{"durations after ward words", "en-US", "ICU 24h, transferred out of ICU 2 days later. CCU 3 days.", nil},
		{"ok as okay", "nl-BE", "Alles OK 3 dagen na operatie. OK 3x per dag gecontroleerd.", nil},
		{"unit as dose", "fr-FR", "1 unité 3 fois par jour ; unité de soins intensifs.", nil},
		{"site as body site", "fr-FR", "Le point de ponction : site 2 propre.", nil},
		{"ward code before hospital", "nl-NL", "Opname op Afdeling Cardiologie (C3) van het Ziekenhuis Rivierdal.",
			[]string{"Afdeling Cardiologie|H", "C3|H", "Ziekenhuis Rivierdal|H"}},
		{"plain bracket number", "nl-BE", "Afdeling Longziekten (2)", []string{"Afdeling Longziekten|H"}},
		{"theatre as a place", "en-GB", "Back to theatre 2 days later; theatre list tomorrow.", nil},
	})
}

func TestEmergencyServices(t *testing.T) {
	runCases(t, []orgCase{
		{"zone de secours", "fr-BE", "Amené par l'ambulance de la Zone de secours Hainaut-Est.",
			[]string{"Zone de secours Hainaut-Est|H"}},
		{"brandweerzone", "nl-BE", "Brandweerzone Kempenland ter plaatse.", []string{"Brandweerzone Kempenland|H"}},
		{"hulpverleningszone", "nl-BE", "Vervoer door Hulpverleningszone Westkust.", []string{"Hulpverleningszone Westkust|H"}},
		{"rettungsdienst", "de-DE", "Übergabe durch den Rettungsdienst Oberlausitz.", []string{"Rettungsdienst Oberlausitz|H"}},
		{"generic zone", "fr-BE", "Amenée par la zone de secours.", nil},
		{"generic rettungsdienst", "de-DE", "Vom Rettungsdienst gebracht. Der Rettungsdienst Übergabe erfolgte.", nil},
	})
}

func TestBoundaries(t *testing.T) {
	runCases(t, []orgCase{
		{"generic compound before hospital", "nl-BE", "Opvolging in het dagziekenhuis AZ Lindeveld.", []string{"AZ Lindeveld|H"}},
		{"generic service and town", "nl-NL", "Vaccinaties via consultatiebureau Zwolle.", nil},
		{"named service", "nl-NL", "Vaccinaties via consultatiebureau De Kleine Reus.", []string{"consultatiebureau De Kleine Reus|H"}},
		{"town after saint's name", "fr-BE", "Opérée à la Clinique Saint-Joseph de Mons.", []string{"Clinique Saint-Joseph|H"}},
		{"town after saint's name nl", "nl-BE", "Eerder in AZ Sint-Jan van Brugge en AZ Sint-Lucas in Gent.", []string{"AZ Sint-Jan|H", "AZ Sint-Lucas|H"}},
		{"place as the name", "fr-BE", "Centre Hospitalier de Namur – Service de Cardiologie",
			[]string{"Centre Hospitalier de Namur|H", "Service de Cardiologie|H"}},
		{"private hospital and town", "fr-FR", "Hôpital Privé Saint-Martin de Caen; Hôpital Privé des Alpes.",
			[]string{"Hôpital Privé Saint-Martin|H", "Hôpital Privé des Alpes|H"}},
		{"saint's full name", "fr-BE", "Clinique Notre-Dame de Grâce; Hôpital Saint-Vincent de Paul.",
			[]string{"Clinique Notre-Dame de Grâce|H", "Hôpital Saint-Vincent de Paul|H"}},
		{"crèche includes head", "fr-BE", "Sa fille va à la crèche Les Petits Lutins, son fils à l'école Les Tilleuls.",
			[]string{"crèche Les Petits Lutins|O", "école Les Tilleuls|O"}},
		{"school includes head", "nl-BE", "Zoon gaat naar school De Klimop; op school Frans en wiskunde.", []string{"school De Klimop|O"}},
		{"crèche nl", "nl-BE", "Kleinzoon gaat naar de crèche De Speelvogel.", []string{"crèche De Speelvogel|O"}},
	})
}

func TestGenericBodies(t *testing.T) {
	runCases(t, []orgCase{
		{"emergency service kinds", "fr-FR", "Prise en charge par le SMUR, régulation SAMU 75, admission au SAU.", nil},
		{"regulator as rule", "en-GB", "Advised not to drive, in line with DVLA guidance. DVLA Group 2 licence. Meets DVLA standards. As per DVLA.", nil},
		{"regulator as party", "en-GB", "She has informed the DVLA.", []string{"DVLA|O"}},
		{"public insurer after cue", "en-US", "Covered by Medicaid since 2019.", []string{"Medicaid|H"}},
		{"public insurers on insurance line", "en-US", "Insurance: Medicare (primary), Medicaid (secondary)", []string{"Medicare|H", "Medicaid|H"}},
		{"public insurers as eligibility", "en-US", "ID: 55201 – Medicare/Medicaid eligibility pending.", nil},
		{"ocmw alone", "nl-BE", "Contact opgenomen met het OCMW.", nil},
		{"cpas alone", "fr-BE", "Aide financière du CPAS demandée.", nil},
		{"ocmw field", "nl-BE", "Begeleiding: OCMW", []string{"OCMW|H"}},
		{"ocmw with town", "nl-BE", "Maaltijden via het OCMW Harelbeke.", []string{"OCMW Harelbeke|H"}},
	})
}
