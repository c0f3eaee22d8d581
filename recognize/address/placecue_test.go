package address

import "testing"

// TestPlacesAfterOrganisation: a town after an organisation's name and a
// comma, or in brackets after it (category 1), is the organisation's
// town: Caregiver for a care institution or a caregiver, Other for an
// employer, school or club. Towns missing from the lists count too.
func TestPlacesAfterOrganisation(t *testing.T) {
	runPlaceCases(t, NewWith(nil), []placeCase{
		// English
		{"en-GB", "Seen at Harbourside Medical Center, Bridport.", []string{"Bridport|C"}},
		{"en-GB", "Repeat prescriptions via Boots Pharmacy, Wimborne.", []string{"Wimborne|C"}},
		{"en-GB", "Discharged from St Mary's Hospital, Newport on Friday.", []string{"Newport|C"}},
		{"en-GB", "Under follow-up at Royal Devon Infirmary, Shillingstone.", []string{"Shillingstone|C"}},
		// a town of two words the world knows, whose first word is also
		// in the US first-name list
		{"en-US", "Meds filled at Riverside Pharmacy, Chippewa Falls.", []string{"Chippewa Falls|C"}},
		{"en-US", "Meds filled at Riverside Pharmacy, Chippewa Smith.", nil},
		// a letterhead: the town alone on the line under the organisation
		{"en-GB", "Dr S. Young\nCastle Street Medical Centre\nTopsham\n\nDear Dr Young,", []string{"Topsham|C"}},
		{"en-GB", "Dr S. Young\nCastle Street Medical Centre,\nWimborne\n\nDear Dr Young,", []string{"Wimborne|C"}},
		{"en-GB", "Castle Street Medical Centre\nReferral letter\n", nil},
		{"en-GB", "Castle Street Medical Centre\nTopsham Road 12\n", nil},
		{"en-GB", "Seen in clinic today\nTopsham\n", nil},
		{"en-GB", "Registered with Orchard Lane Surgery, Puddlecombe", []string{"Puddlecombe|C"}},
		// a post town in no list at a line start, before its postcode
		{"en-GB", "Castle Street Surgery\n7 Fore Street,\nPuddlecombe EX3 0HF\n\nDear Dr Young,", []string{"7 Fore Street|C", "Puddlecombe EX3 0HF|C"}},
		{"en-GB", "Castle Street Surgery\n7 Fore Street,\nReferral EX3 0HF\n", []string{"7 Fore Street|C", "EX3 0HF|C"}},
		// a care institution's town name used alone after "at", once the
		// note has named the institution in full
		{"en-GB", "Thrombolysed at Puddlecombe Infirmary. Videofluoroscopy at Puddlecombe on Tuesday.", []string{"Puddlecombe|C"}},
		{"en-GB", "Videofluoroscopy at Puddlecombe on Tuesday.", nil},
		{"en-GB", "Thrombolysed at Puddlecombe Infirmary. Seen at Reception on Tuesday.", nil},
		// a sports club's town after its abbreviation; a town in no list
		// needs the founding year or "e.V."
		{"de-DE", "Vereinssport (Fußball beim TuS Dellbrück 1910 e.V.) pausieren.", []string{"Dellbrück|O"}},
		{"de-DE", "Vereinssport (Fußball beim TuS Dellbrück) pausieren.", nil},
		{"fr-BE", "Le patient joue au football au R. Olympic Gilly : arrêt du sport.", []string{"Gilly|O"}},
		{"nl-BE", "Hij speelt bij KV Mechelen en traint 3x/week.", []string{"Mechelen|O"}},
		{"fr-BE", "Courrier transmis à R. Gilly pour avis.", nil},
		{"nl-BE", "Hij speelt bij KV Jansen en traint 3x/week.", nil},
		// a lower-case head word before the organisation's proper name
		{"fr-BE", "Fréquente la crèche Les P'tits Loups à Erpent depuis ses 6 mois.", []string{"Erpent|O"}},
		{"en-GB", "She attends the nursery Little Stars in Puddlecombe.", []string{"Puddlecombe|O"}},
		{"en-GB", "She picks up her tablets at the pharmacy in Puddlecombe.", nil},
		{"fr-BE", "Fréquente la crèche à Erpent depuis ses 6 mois.", nil},
		{"en-GB", "He drives for Carter Logistics Ltd, Basingstoke.", []string{"Basingstoke|O"}},
		{"en-GB", "She teaches at Fernhill Primary School, Wareham.", []string{"Wareham|O"}},
		{"en-GB", "Her son drives for Hollis Haulage Ltd, Felixstowe.", []string{"Felixstowe|O"}},
		{"en-GB", "Dept of Acute Medicine, St Luke's NHS Foundation Trust, Leeds", []string{"Leeds|C"}},
		{"en-GB", "Urology Outpatients, Abbeyfield, Truro", []string{"Truro|C"}},
		{"en-GB", "Conveyed by South Western Ambulance Service (Blandford).", []string{"Blandford|C"}},
		{"en-GB", "GP: Dr Rhiannon Clark (Norwich). Works for Clark Ltd.", []string{"Norwich|C"}},
		{"en-GB", "GP: Dr Amy Shah, Puddletown", []string{"Puddletown|C"}},
		{"en-US", "Department of Nephrology, Valley View Children's Hospital, Seattle", []string{"Seattle|C"}},
		{"en-US", "Seen at Lakeside Medical Center, Dayton.", []string{"Dayton|C"}},
		// Dutch
		{"nl-BE", "Opgenomen in WZC De Linde, Retie.", []string{"Retie|C"}},
		{"nl-BE", "Ontslagen uit Ziekenhuis Maas en Kempen, Maaseik.", []string{"Maaseik|C"}},
		{"nl-BE", "Hij werkt bij Transport Heirman BV, Zele.", []string{"Zele|O"}},
		{"nl-BE", "Opvolging door Apotheek De Zwaan, Kessel-Lo.", []string{"Kessel-Lo|C"}},
		{"nl-NL", "Ziekenhuisgroep Diaconessenhuis, Stein", []string{"Stein|C"}},
		// French
		{"fr-BE", "Elle vit à la maison de repos Les Glycines, Ciney.", []string{"Ciney|C"}},
		{"fr-BE", "Amené par le SMUR (Libramont).", []string{"Libramont|C"}},
		{"fr-FR", "Résidente de l'EHPAD Les Jardins (Mâcon).", []string{"Mâcon|C"}},
		{"fr-FR", "Résidente de l'EHPAD Les Tilleuls (Marcilly-sur-Seine).", []string{"Marcilly-sur-Seine|C"}},
		{"fr-FR", "Hôpital privé Bel-Air, Paris", []string{"Paris|C"}},
		{"fr-FR", "Il est chauffeur chez Transports Martin SARL, Troyes.", []string{"Troyes|O"}},
		// German
		{"de-DE", "Hausarzt: Dr. Weber, Dresden-Klotzsche", []string{"Dresden-Klotzsche|C"}},
		{"de-DE", "Er arbeitet bei Brandt Logistik GmbH, Gütersloh.", []string{"Gütersloh|O"}},
		{"de-DE", "St.-Marien-Hospital Nord, Erfurt", []string{"Erfurt|C"}},
		{"de-DE", "Verlegt aus dem Kreisklinikum Nord, Niederwaldkirchen.", []string{"Niederwaldkirchen|C"}},
		{"de-AT", "Hausärztin: Dr. Huber, Wien-Floridsdorf", []string{"Wien-Floridsdorf|C"}},
		{"de-DE", "Hausarzt: Dr. Müller (Bad Homburg).", []string{"Bad Homburg|C"}},
		{"en-GB", "SWASFT (Poole) crew on scene.", []string{"Poole|C"}},
		{"fr-BE", "Médecin traitant : Dr Martin (Ciney).", []string{"Ciney|C"}},
		{"fr-BE", "Suivi à la Clinique Saint-Pierre, Ottignies.", []string{"Ottignies|C"}},
		{"fr-FR", "Centre Hospitalier Saint-Joseph (Pontoise), Pontoise", []string{"Pontoise|C", "Pontoise|C"}},
		// a town before a postcode joins it
		{"en-GB", "City Hospital, Nottingham, NG5 1PB.", []string{"Nottingham, NG5 1PB|C"}},
	})
}

// TestPlacesAfterOrganisationNegative: what follows an organisation's
// comma or bracket is often no town: a department, a person, a date, a
// list of other organisations, a hospital's own name after a department.
func TestPlacesAfterOrganisationNegative(t *testing.T) {
	runPlaceCases(t, NewWith(nil), []placeCase{
		{"en-GB", "Royal Devon Hospital, Cardiology Department, ward 5.", nil},
		{"en-GB", "Seen at Harbourside Medical Center, Tuesday clinic.", nil},
		{"en-GB", "Boots Pharmacy, Superdrug, Tesco and Lloyds all out of stock.", nil},
		{"en-GB", "Westfield Hospital, Jenkins Ward", nil},
		{"en-GB", "Derriford Hospital, East Wing", nil},
		{"en-GB", "Referrer: Dr Mayert (Rheumatology Outpatients).", nil},
		{"en-GB", "Bilateral cataract surgery (Apr 2004, Kingsway).", nil},
		{"en-GB", "Seen at the Surgery (ICU) today.", nil},
		{"en-GB", "Carter Logistics Ltd, Company No 0123.", nil},
		{"en-GB", "Dear Dr Patel, thank you for seeing Mrs Kent.", nil},
		{"en-US", "To: Dr. Tamia Sanchez, GP, Elmwood Family Medicine", nil},
		{"nl-BE", "Aan Ann-Sophie Claeys, Kliniek Nefrologie, Sint-Pieter", nil},
		{"nl-BE", "Gevraagd door Dr. Janssens (Dienst Pneumologie): COPD?", nil},
		{"nl-BE", "Aan: dhr. Kok, huisarts, Huisartsenpraktijk Westerpark", nil},
		{"fr-BE", "À l'attention de L. Lambert, Clinique Médecine interne, Haute Senne", nil},
		{"fr-BE", "Adressée en Unité Gériatrie (Dre Monroe).", nil},
		{"fr-FR", "Pharmacie du Centre (Ramipril 5 mg).", nil},
		{"de-DE", "Praxis Dr. Krause, Dienstag geschlossen.", nil},
		{"de-DE", "Klinikum Nord, Abteilung Kardiologie", nil},
		{"en-GB", "GP: Dr Smith (Locum). Seen with Dr Jones (Registrar).", nil},
		{"en-GB", "Pharmacy, Monday: dosette delivered.", nil},
		{"en-GB", "Called the Surgery, Dr Lee unavailable.", nil},
		{"en-GB", "Admitted via EAU, Ward 12.", nil},
		{"en-GB", "She attends Wareham Middle School, Year 7.", nil},
		{"en-US", "Discharged to Sunrise Assisted Living (Room 12).", nil},
		{"en-US", "Seen by Dr. Garcia (PCP).", nil},
		{"nl-BE", "Ontslag naar WZC Ter Linde, kamer 12.", nil},
		{"nl-BE", "Verwezen door dr. Claes, Spoedgevallen.", nil},
		{"fr-BE", "Maison de repos Les Tilleuls, chambre 12.", nil},
		{"fr-FR", "EHPAD Les Jardins (chambre 12).", nil},
		{"fr-FR", "Adressé par SOS Médecins (Dr Petit).", nil},
		{"de-DE", "Hausarzt: Dr. Meier (Vertretung).", nil},
		{"de-DE", "Klinikum Großhadern, Station G5.", nil},
		{"de-DE", "ZNA Kreisklinik Freiburg im Breisgau 28.01.2023", nil},
	})
}

// TestPlacesAfterMovementCues: towns after provenance and movement cues
// (category 2) with their referents: a person's origin is the patient's,
// a place passed or nearby is Other.
func TestPlacesAfterMovementCues(t *testing.T) {
	runPlaceCases(t, NewWith(nil), []placeCase{
		{"en-GB", "A retired farmer from Wimborne.", []string{"Wimborne|P"}},
		{"en-GB", "A retired farmer from Puddlebrook, lives alone.", []string{"Puddlebrook|P"}},
		{"en-GB", "Originally from Knockholt, moved here in 1990.", []string{"Knockholt|P"}},
		{"en-GB", "Her husband, a builder from Sturminster, is her carer.", []string{"Sturminster|O"}},
		{"en-GB", "He fell off a ladder near Shaftesbury.", []string{"Shaftesbury|O"}},
		{"en-GB", "Came off his motorbike near Winterbourne Kingston.", []string{"Winterbourne Kingston|O"}},
		{"en-GB", "A lorry driver working out of Felixstowe.", []string{"Felixstowe|O"}},
		// a town that is also an English word, after a cue asking for a
		// place: the world gazetteer decides
		{"en-GB", "A fisherman working out of Amble, and his sister.", []string{"Amble|O"}},
		{"en-GB", "Took a walk near Window, and his sister.", nil},
		// a work location
		{"nl-NL", "Buschauffeur, standplaats Wageningen; sinds maart ziek.", []string{"Wageningen|O"}},
		{"en-US", "A paramedic stationed in Eau Claire since 2019.", []string{"Eau Claire|O"}},
		{"fr-BE", "Chauffeur routier basé à Ciney.", []string{"Ciney|O"}},
		{"en-GB", "Lives near Dorchester with his wife.", []string{"Dorchester|P"}},
		{"fr-FR", "Accident sur la D190 à hauteur de Saint-Avold.", []string{"D190|O", "Saint-Avold|O"}},
		{"fr-BE", "Accident de moto près de Dinant.", []string{"Dinant|O"}},
		{"fr-BE", "Chute de vélo rue des Lilas à Verviers.", []string{"rue des Lilas|O", "Verviers|O"}},
		{"fr-BE", "Collision à proximité de Florenville.", []string{"Florenville|O"}},
		{"nl-BE", "Een vrachtwagenchauffeur uit Lokeren.", []string{"Lokeren|P"}},
		{"nl-BE", "Aanrijding in de buurt van Aalst.", []string{"Aalst|O"}},
		{"nl-BE", "Fietsongeval ter hoogte van Oostmalle.", []string{"Oostmalle|O"}},
		{"de-DE", "Ein Landwirt aus Cottbus.", []string{"Cottbus|P"}},
		{"de-DE", "Sturz vom Pferd bei Bautzen.", []string{"Bautzen|O"}},
		{"de-DE", "Auffahrunfall bei Kaltenkirchen.", []string{"Kaltenkirchen|O"}},
		{"de-DE", "Die Patientin lebt mit ihrer Mutter Ursula in München.", []string{"München|P"}},
		{"de-DE", "Ein Maurer aus Schwarzenbach.", []string{"Schwarzenbach|P"}},
		{"nl-BE", "Hij is landbouwer uit Meerhout.", []string{"Meerhout|P"}},
		{"fr-FR", "Vient de Marseille.", []string{"Marseille|P"}},
		{"en-GB", "Originally from Hong Kong, moved in 1998.", []string{"Hong Kong|P"}},
	})
}

// TestPlacesAfterMovementCuesNegative: after the same cues stand persons,
// drugs, departments, months, eponyms and organs.
func TestPlacesAfterMovementCuesNegative(t *testing.T) {
	runPlaceCases(t, NewWith(nil), []placeCase{
		{"en-GB", "A letter from Jan about her.", nil},
		{"en-GB", "Switched from Ramipril to Losartan.", nil},
		{"en-GB", "Changed from Bisoprolol because of bradycardia.", nil},
		{"en-GB", "Referred from Cardiology.", nil},
		{"en-GB", "Worse from March onwards; better from Christmas.", nil},
		{"en-GB", "Lesion near Broca's area.", nil},
		{"en-GB", "Sent from ICU to the ward.", nil},
		{"en-GB", "A nurse from Oncology phoned.", nil},
		{"en-GB", "Letter from Smith regarding the results.", nil},
		{"en-GB", "A retired farmer from Monday onwards.", nil},
		{"en-GB", "Located near Wernicke territory.", nil},
		{"nl-BE", "Overgeschakeld naar Bisoprolol.", nil},
		{"nl-BE", "Ontslag uit Cardiologie.", nil},
		{"de-DE", "Schmerzen bei Belastung, Besserung bei Bedarf.", nil},
		{"de-DE", "Kontrolle bei Dr. Weber und bei Frau Schmidt.", nil},
		{"de-DE", "Ein Pfleger aus Kardiologie.", nil},
		{"fr-BE", "Douleur près de Noël.", nil},
		{"en-GB", "A nurse from Macmillan called.", nil},
		{"en-GB", "Referred by a doctor from Médecins Sans Frontières.", nil},
		{"en-GB", "A student from Oxford Brookes shadowed.", nil},
		{"en-GB", "Mass near Hilum on CXR.", nil},
		{"en-GB", "Pain radiating from Left shoulder; came from Theatre at 16:00.", nil},
		{"en-GB", "Tenderness near Scar.", nil},
		{"nl-BE", "Pijn in de buurt van Navel; zwelling ter hoogte van Achillespees.", nil},
		{"nl-BE", "Bezoek van een verpleegkundige uit Thuiszorg.", nil},
		{"fr-BE", "Douleur à hauteur de Genou droit, lésion à proximité de Cicatrice.", nil},
		{"de-DE", "Schmerzen bei Bewegung und bei Nacht, Besserung bei Ruhe.", nil},
		{"de-DE", "Eine Pflegekraft aus Sozialstation; wohnt nahe Bahnhof.", nil},
	})
}

// TestRoads: road numbers after a road cue are Other (category 3); lab
// values, vitamins, codes, isotopes and ward names are not.
func TestRoads(t *testing.T) {
	runPlaceCases(t, NewWith(nil), []placeCase{
		{"en-GB", "RTC westbound A35, car vs van.", []string{"A35|O"}},
		{"en-GB", "Collision on the M25 at junction 9.", []string{"M25|O"}},
		{"en-GB", "Knocked off his bike on the B3390.", []string{"B3390|O"}},
		{"en-GB", "Hit by a lorry on the A35 road.", []string{"A35|O"}},
		{"en-US", "MVC on I-94 eastbound.", []string{"I-94|O"}},
		{"en-US", "Rollover on Route 9 last night.", []string{"Route 9|O"}},
		{"en-US", "Crash on Highway 101 near Bakersfield.", []string{"Highway 101|O", "Bakersfield|O"}},
		{"fr-FR", "Accident sur la N7.", []string{"N7|O"}},
		{"fr-FR", "Sortie de route sur la D190.", []string{"D190|O"}},
		{"nl-BE", "Kettingbotsing op de E40.", []string{"E40|O"}},
		{"nl-BE", "Ongeval op de R4 richting Gent.", []string{"R4|O", "Gent|O"}},
		{"nl-NL", "Aanrijding op de A12.", []string{"A12|O"}},
		{"de-DE", "Auffahrunfall auf der B96.", []string{"B96|O"}},
		{"de-DE", "Unfall auf der A9 bei Ingolstadt.", []string{"A9|O", "Ingolstadt|O"}},
		// not roads
		{"en-GB", "HbA1c 54, A1c stable; E10.9 coded; B12 low; D3 started; A12 score.", nil},
		{"en-GB", "Started on D3 and on B12 injections.", nil},
		{"en-GB", "Treated with I-131 on the E1 ward.", nil},
		{"en-GB", "Code E10.9 and A1 on the form.", nil},
		{"fr-FR", "Taux de B12 bas, vitamine D3 prescrite, la D3 est arrêtée.", nil},
		{"de-DE", "Der B12-Spiegel ist niedrig, die B12 wird substituiert.", nil},
		{"nl-BE", "De vitamine B12 en de D3 worden opgevolgd.", nil},
	})
}

// TestUnknownVillages: after a strong cue a capitalised name missing from
// every list is a place (category 4), with the usual two-word forms.
func TestUnknownVillages(t *testing.T) {
	runPlaceCases(t, NewWith(nil), []placeCase{
		{"en-GB", "Lives in Little Snoring with her husband.", []string{"Little Snoring|P"}},
		{"en-GB", "Lives in Mount Hollybank.", []string{"Mount Hollybank|P"}},
		{"en-GB", "Lives in Port Isaac.", []string{"Port Isaac|P"}},
		{"en-GB", "Moved to Fort Kent in 2010.", []string{"Fort Kent|P"}},
		{"en-GB", "Lives in East Knoyle.", []string{"East Knoyle|P"}},
		{"en-GB", "Lives in Great Bedwyn.", []string{"Great Bedwyn|P"}},
		{"en-GB", "Grew up in Blue Anchor.", []string{"Blue Anchor|P"}},
		{"en-GB", "Lives in St Agnes with her husband.", []string{"St Agnes|P"}},
		{"en-GB", "Lives in St. Agnes.", []string{"St. Agnes|P"}},
		{"en-GB", "Moved to Mt Pleasant.", []string{"Mt Pleasant|P"}},
		{"fr-FR", "Domiciliée à Saint-Martin-sous-Montaigu.", []string{"Saint-Martin-sous-Montaigu|P"}},
		{"de-DE", "Wohnt in Sankt Florian.", []string{"Sankt Florian|P"}},
		{"fr-FR", "Domiciliée à Bar-sur-Aube.", []string{"Bar-sur-Aube|P"}},
		{"fr-FR", "Né à Vitry-sous-Bois.", []string{"Vitry-sous-Bois|P"}},
		{"nl-BE", "Woont in Sint-Gillis-Waas.", []string{"Sint-Gillis-Waas|P"}},
		{"de-DE", "Wohnt in Bad Kissingen.", []string{"Bad Kissingen|P"}},
		{"de-DE", "Wohnt in Oberwaldhausen.", []string{"Oberwaldhausen|P"}},
		// ordinary words, facilities and persons stay out
		{"en-GB", "Lives in West Street.", nil},
		{"en-GB", "Lives in St Mary's Court.", nil},
		{"en-GB", "Admitted to St Mary's, lives in St.", nil},
		{"en-GB", "Lives in North Wing of the care home.", nil},
		{"de-DE", "Wohnt in Betreutem Wohnen.", nil},
		{"de-DE", "Wohnt bei Herrn Schmidt.", nil},
	})
}

// TestNamedRoads: roads named after a town, without a house number, in an
// accident description (category 5) are Other.
func TestNamedRoads(t *testing.T) {
	runPlaceCases(t, NewWith(nil), []placeCase{
		{"fr-BE", "Accident de voiture chaussée de Louvain.", []string{"chaussée de Louvain|O"}},
		{"fr-BE", "Renversé à vélo sur la Chaussée de Mons à Anderlecht.", []string{"Chaussée de Mons|O", "Anderlecht|O"}},
		// the town after the street, in no list
		{"fr-BE", "Arrêt au feu rouge, chaussée de Tongres à Rocourt.", []string{"chaussée de Tongres|O", "Rocourt|O"}},
		{"nl-BE", "Gevallen met de fiets in de Kloosterstraat in Puddlebeek.", []string{"Kloosterstraat|O", "Puddlebeek|O"}},
		{"nl-BE", "Gevallen met de fiets in de Kloosterstraat in Januari.", []string{"Kloosterstraat|O"}},
		{"fr-BE", "Accident chaussée de Tongres à Pierre.", []string{"chaussée de Tongres|O"}},
		{"nl-BE", "Aanrijding op de steenweg op Mol.", []string{"steenweg op Mol|O"}},
		{"fr-FR", "Accident sur la route de Troyes.", []string{"route de Troyes|O"}},
		{"fr-FR", "Accident de scooter sur la route d'Arlon.", []string{"route d'Arlon|O"}},
		// "route" without travel or accident: no street
		{"fr-FR", "Feuille de route de Dupont validée.", nil},
		{"fr-FR", "La route de Compostelle est un projet.", nil},
		{"fr-FR", "Traitement en route nationale? Non.", nil},
	})
}

// TestLetterPlaceLineDates: a letter's place line is recognised with
// dates written in the usual compact forms.
func TestLetterPlaceLineDates(t *testing.T) {
	runPlaceCases(t, NewWith(nil), []placeCase{
		{"fr-BE", "Marche-en-Famenne, le 11MAR2023", []string{"Marche-en-Famenne|C"}},
		{"nl-BE", "Wevelgem, 03MEI2023", []string{"Wevelgem|C"}},
		{"nl-BE", "Assebroek, 17-SEP-2024", []string{"Assebroek|C"}},
		{"nl-NL", "Zwolle, 11de van juli 2024", []string{"Zwolle|C"}},
		{"en-GB", "Cheddleton, 3rd of March 2024", []string{"Cheddleton|C"}},
		{"nl-BE", "Datum, 03MEI2023", nil},
	})
}
