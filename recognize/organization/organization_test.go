package organization

import (
	"slices"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// orgCase is one input with the spans expected, in order, each written
// "text|H" (Organization:Healthcare) or "text|O" (Organization:Other). The
// organisations are invented.
type orgCase struct {
	name string
	lang string
	text string
	want []string
}

func runCases(t *testing.T, cases []orgCase) {
	t.Helper()
	rec := New(nil)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			spans := rec.Recognize(c.text, rectest.MustProfile(t, c.lang))
			var got []string
			for _, s := range spans {
				if s.Text != c.text[s.Begin:s.End] || s.Source != Name {
					t.Errorf("span %q: text does not match offsets or source %q", s.Text, s.Source)
				}
				if s.Score == nil || *s.Score < 0.6 || *s.Score > 0.95 {
					t.Errorf("span %q: score out of range", s.Text)
				}
				switch s.Label {
				case LabelHealthcare:
					got = append(got, s.Text+"|H")
				case LabelOther:
					got = append(got, s.Text+"|O")
				default:
					t.Errorf("span %q: label %q", s.Text, s.Label)
				}
			}
			if !slices.Equal(got, c.want) {
				t.Fatalf("got %q, want %q", got, c.want)
			}
		})
	}
}

func TestDutch(t *testing.T) {
	runCases(t, []orgCase{
		{"trade compound and rehabilitation centre", "nl-BE", "Zaakvoerder van schrijnwerkerij Vermandel in Zele; revalidatie in CRF Zonnedries.",
			[]string{"schrijnwerkerij Vermandel|O", "CRF Zonnedries|H"}},
		{"physiotherapy centre and technical school", "nl-BE", "Kine bij Kine Centrum De Leie; kleinzoon zit op het VTI Kortrijk.", []string{"Kine Centrum De Leie|H", "VTI Kortrijk|O"}},
		{"club and family house", "nl-NL", "Zaalvoetbal bij ZVV De Kolk; moeder sliep in Familiehuis Noorderlicht.",
			[]string{"ZVV De Kolk|O", "Familiehuis Noorderlicht|O"}},
		{"hospital and department", "nl-BE", "AZ Sint-Remigius – Dienst Neurologie\nKerkstraat 4, 8500 Kortrijk",
			[]string{"AZ Sint-Remigius|H", "Dienst Neurologie|H"}},
		{"physio and lab", "nl-NL", "Fysiotherapie bij Fysiotherapie Heiloo-Oost; PCR bij Labcentrum Gelderse Vallei (labnr 4)", []string{"Fysiotherapie Heiloo-Oost|H", "Labcentrum Gelderse Vallei|H"}},
		{"insurer and service centre", "nl-NL", "Verzekerd bij Zorgverzekeraar De Eendracht, kaarten in het Lokaal Dienstencentrum 't Pleintje.", []string{"Zorgverzekeraar De Eendracht|O", "Lokaal Dienstencentrum 't Pleintje|O"}},
		{"school health and branch", "nl-BE", "Vrij CLB Kempen – vestiging Mol, Rozenberg", []string{"Vrij CLB Kempen|H", "vestiging Mol|H"}},
		{"out-of-hours post", "nl-NL", "TELEFOONNOTITIE HAP Vechtdal za 22 feb", []string{"HAP Vechtdal|H"}},
		{"ziekenhuis prefix", "nl-NL", "Verwijzing longarts Ziekenhuis Dommeldal voor X-thorax.",
			[]string{"Ziekenhuis Dommeldal|H"}},
		{"practice with article", "nl-NL", "Huisarts: dr. Smit, Huisartsenpraktijk De Wilgenhoek\n",
			[]string{"Huisartsenpraktijk De Wilgenhoek|H"}},
		{"compound practice", "nl-NL", "werkt als assistente bij Fysiotherapiepraktijk Noorderpark, 20 u/week",
			[]string{"Fysiotherapiepraktijk Noorderpark|H"}},
		{"ward code and room", "nl-BE", "Overdracht – afdeling C3 Chirurgie, kamer 318/2\n",
			[]string{"afdeling C3 Chirurgie|H", "kamer 318/2|H"}},
		{"room and bed", "nl-NL", "Dhr. Bos, kamer 4.12 bed 1: pijn op de borst",
			[]string{"kamer 4.12 bed 1|H"}},
		{"campus", "nl-BE", "Controle op de raadpleging (campus Zuiderpark) over 3 maanden.",
			[]string{"campus Zuiderpark|H"}},
		{"service with a specialty", "en-US", "Mercy Ridge Medical Center - Psychiatric Emergency Services\n2200 River Rd", []string{"Mercy Ridge Medical Center|H", "Psychiatric Emergency Services|H"}},
		{"service without a specialty", "en-GB", "Customer Service\nReferred to Social Services.", nil},
		{"columns part names", "nl-NL", "LABORATORIUM KLINISCHE CHEMIE        Ziekenhuis Gelderse Poort", []string{"Ziekenhuis Gelderse Poort|H"}},
		{"tab parts names", "vi-VN", "BỆNH VIỆN NHI SÀI GÒN\tCỘNG HÒA XÃ HỘI", []string{"BỆNH VIỆN NHI SÀI GÒN|H"}},
		{"ward code after a unit name", "nl-NL", "Opgenomen op afdeling Geriatrie B3 sinds maandag.", []string{"afdeling Geriatrie B3|H"}},
		{"count after a unit name", "nl-NL", "Op afdeling Geriatrie 3B dagen gelegen.", []string{"afdeling Geriatrie|H"}},
		{"maison de santé", "fr-FR", "Médecin traitant : Dr Claire Rouxel, Maison de santé des Quais, Bordeaux.",
			[]string{"Maison de santé des Quais|H"}},
		{"aux inside a name", "fr-BE", "Médicaments préparés par la Pharmacie de la Cage aux Ours.",
			[]string{"Pharmacie de la Cage aux Ours|H"}},
		{"maison de santé generic", "fr-FR", "Suivi à la maison de santé du quartier.", nil},
		{"site in brackets after an organisation", "fr-FR", "Bilans au laboratoire Biogaronne (site Thiers) ; pharmacie.",
			[]string{"laboratoire Biogaronne|H", "site Thiers|H"}},
		{"care organisation", "nl-BE", "Opname in WZC Ter Linden in Zwevegem vanaf maandag.",
			[]string{"WZC Ter Linden|H"}},
		{"lexicon insurer after field", "nl-BE", "Ziekenfonds: CM – aansluitingsnr. 123",
			[]string{"CM|H"}},
		{"lexicon care bodies", "nl-BE", "Thuisverpleging via Wit-Gele Kruis, vaccinaties volgens Kind en Gezin.",
			[]string{"Wit-Gele Kruis|H", "Kind en Gezin|H"}},
		{"ocmw with town", "nl-BE", "Maaltijden via het OCMW Harelbeke.",
			[]string{"OCMW Harelbeke|H"}},
		{"school and club", "nl-BE", "Juf in basisschool De Vlindertuin; speelt tennis bij tennisclub Ter Hulst.",
			[]string{"basisschool De Vlindertuin|O", "tennisclub Ter Hulst|O"}},
		{"school with elided article", "nl-BE", "Vroeger kleuterjuf in basisschool 't Zonneke.",
			[]string{"basisschool 't Zonneke|O"}},
		{"employer firm", "nl-BE", "Vader is lasser bij firma Metaalwerken Desmet.",
			[]string{"firma Metaalwerken Desmet|O"}},
		{"employer company form", "nl-BE", "Werkt als bediende bij Vandenbroucke Logistics NV in Menen.",
			[]string{"Vandenbroucke Logistics NV|O"}},
		{"employer after article", "nl-BE", "Zijn echtgenote werkt bij de Stad Kortrijk.", []string{"Stad Kortrijk|O"}},
		{"employer after work noun", "nl-BE", "Opgehaald op haar werk bij Vandewiele Textiles vanmiddag.", []string{"Vandewiele Textiles|O"}},
		{"employer after job words", "nl-NL", "Werkt als teamleider onderhoud bij Hoogovens Staalservice.", []string{"Hoogovens Staalservice|O"}},
		{"employer too far", "nl-NL", "Werkt als teamleider van de nachtploeg bij Hoogovens Staalservice.", nil},
		// a care institution without a head word after a transfer cue
		{"transfer bare name", "en-US", "Admitted to Sacred Heart for CHF.", []string{"Sacred Heart|H"}},
		{"transfer nl", "nl-BE", "Overgebracht naar Sint-Jozef met de ambulance.", []string{"Sint-Jozef|H"}},
		{"transfer to a person", "en-GB", "Referred to Jan Peeters for advice.", nil},
		{"transfer to a unit kind", "en-GB", "Same-day referral to the DVT clinic.", nil},
		{"transfer generic", "en-GB", "Transferred to Intensive Care overnight.", nil},
		{"transfer acronym", "en-GB", "Referred to TIA service.", nil},
		// heads added in stop 16
		{"fr club lower-case", "fr-BE", "Elle court au club Mosa Running.", []string{"club Mosa Running|O"}},
		{"fr home help", "fr-FR", "Aide par le SAAD Bastides et Vallées deux fois.", []string{"SAAD Bastides et Vallées|H"}},
		{"it group practice", "it-IT", "Medico: Medicina di Gruppo Il Castello.", []string{"Medicina di Gruppo Il Castello|H"}},
		{"nl ward code", "nl-BE", "Opname op kinderafdeling K2 gepland.", []string{"kinderafdeling K2|H"}},
		{"nl choir", "nl-BE", "Zingt in het kerkkoor Sint-Cecilia.", []string{"kerkkoor Sint-Cecilia|O"}},
		{"public company", "fr-BE", "Chauffeur de bus à la STIB depuis 2010.", []string{"STIB|O"}},
		{"no propagation into an address", "fr-FR", "SSIAD Le Bouscat – 12 rue Martin, 33110 Le Bouscat", []string{"SSIAD Le Bouscat|H"}},
		{"driving licence agency", "nl-NL", "Niet autorijden; melding bij het CBR volgt.",
			[]string{"CBR|O"}},
		{"polikliniek acronym", "nl-NL", "controle bij dr. Vos, polikliniek KNO, over 6 weken",
			[]string{"polikliniek KNO|H"}},
		{"one-word hospital names", "nl-BE", "Eerder opgenomen in het Sint-Andriesziekenhuis en later in het Antoniusziekenhuis.",
			[]string{"Sint-Andriesziekenhuis|H", "Antoniusziekenhuis|H"}},
		{"generic compounds", "nl-BE", "Opname in het kinderziekenhuis, daarna dagziekenhuis.", nil},
		{"generic hospital", "nl-BE", "Patiënt werd in het ziekenhuis opgenomen na een val.", nil},
		{"generic department", "nl-BE", "Op de spoeddienst werd een CT gedaan; raadpleging cardiologie over 3 maanden.", nil},
		{"lower-case unit", "nl-BE", "Overgeplaatst naar de dienst cardiologie.", nil},
		{"lymph node station", "nl-BE", "Lymfeklier station 7 en station 10R vergroot.", nil},
		{"bed duration", "nl-NL", "Ligt sinds 3 dagen in bed; kamerlucht saturatie 94%.", nil},
		{"insurer unit", "nl-BE", "Steunkousen klasse 2, 3 cm boven de enkel.", nil},
		{"lab values", "nl-BE", "Laboratorium: Hb 12,3 g/dl, CRP 45 mg/l.", nil},
		{"specialty after name", "nl-BE", "Verwezen naar dr. Peeters (neurologie).", nil},
		{"unit field", "nl-BE", "Afdeling: Geriatrie\nKamer: 214", []string{"Geriatrie|H"}},
	})
}

func TestEnglish(t *testing.T) {
	runCases(t, []orgCase{
		{"units named by their specialty", "en-US", "Paediatric Outpatients, then the Sleep Disorders Center.", []string{"Paediatric Outpatients|H", "Sleep Disorders Center|H"}},
		{"choir", "en-GB", "He sings with the Cornish Male Voice Choir and the church choir.", []string{"Cornish Male Voice Choir|O"}},
		{"church", "en-US", "She attends St. Mary's Catholic Church weekly; the church is nearby.", []string{"St. Mary's Catholic Church|O"}},
		{"employer after laid off from", "en-US", "He was laid off from Midwest Precision Castings last year.", []string{"Midwest Precision Castings|O"}},
		{"ems and nursing", "en-US", "brought in by Altoona Fire & EMS from Pine Haven Rehabilitation & Nursing (long-term care)", []string{"Altoona Fire & EMS|H", "Pine Haven Rehabilitation & Nursing|H"}},
		{"cooperative and social care", "en-GB", "worked at Northwoods Dairy Cooperative; referral to Bradford Children's Social Care today", []string{"Northwoods Dairy Cooperative|O", "Bradford Children's Social Care|O"}},
		{"neighbourhood team", "en-GB", "Referred to the Purbeck Neighbourhood Team; the community team will call.", []string{"Purbeck Neighbourhood Team|H"}},
		{"hospital and department", "en-GB", "Millbrook General Hospital – Department of Respiratory Medicine\n",
			[]string{"Millbrook General Hospital|H", "Department of Respiratory Medicine|H"}},
		{"saint possessive", "en-GB", "Fracture clinic at St Oswald's Hospital in 6 weeks.",
			[]string{"St Oswald's Hospital|H"}},
		{"repetition", "en-GB", "St Oswald's Hospital\n...\nFracture clinic at St Oswald's in 6 weeks.",
			[]string{"St Oswald's Hospital|H", "St Oswald's|H"}},
		{"surgery", "en-GB", "GP: Dr Anne Price, Hollybank Surgery, Leek",
			[]string{"Hollybank Surgery|H"}},
		{"trust and ward", "en-GB", "Fernvale NHS Foundation Trust\nWard: Heron Ward (stroke)",
			[]string{"Fernvale NHS Foundation Trust|H", "Heron Ward|H"}},
		{"bay and bed", "en-GB", "Nursing handover – Bay 4 Bed 6 – night shift",
			[]string{"Bay 4 Bed 6|H"}},
		{"ward code", "en-GB", "Transferred to Ward 7B overnight.", []string{"Ward 7B|H"}},
		// generic words written as a title in running text name a unit;
		// in lower case, in capitals or as a heading they do not
		{"titled unit", "en-GB", "Admitted to the Acute Medical Unit overnight.", []string{"Acute Medical Unit|H"}},
		{"titled unit nl", "nl-NL", "Overgeplaatst naar de Stroke Unit van het ziekenhuis.", []string{"Stroke Unit|H"}},
		{"lower-case unit", "en-GB", "Admitted to the acute medical unit overnight.", nil},
		{"capitals unit", "en-GB", "Admitted to the ACUTE MEDICAL UNIT overnight.", nil},
		{"unit heading", "en-GB", "Acute Medical Unit\nAdmitted overnight.", nil},
		{"possessive unit", "en-GB", "Seen in the Children's Assessment Unit at 10:00.", []string{"Children's Assessment Unit|H"}},
		{"possessive before named unit", "en-GB", "Royal Wessex Hospital\nChildren's Outpatient Department\nHarnham Road", []string{"Royal Wessex Hospital|H", "Children's Outpatient Department|H"}},
		{"possessive saint unit", "en-GB", "moved to St Mary's Assessment Unit today", []string{"St Mary's Assessment Unit|H"}},
		{"possessive heading alone", "en-GB", "Children's Ward\nAdmitted overnight.", nil},
		{"titled acronym unit", "en-US", "Accepted in transfer to the Medical ICU for monitoring.", []string{"Medical ICU|H"}},
		{"acronym unit generic", "en-US", "Transferred to ICU after surgery.", nil},
		{"ambulance service", "en-GB", "Her husband is a paramedic with North West Ambulance Service.",
			[]string{"North West Ambulance Service|H"}},
		{"care team with region", "en-GB", "Reablement via Mendip Intermediate Care Team from Monday.",
			[]string{"Mendip Intermediate Care Team|H"}},
		{"company", "en-GB", "Works as a joiner for Pritchard & Daughters Ltd.",
			[]string{"Pritchard & Daughters Ltd|O"}},
		{"club and nursery", "en-GB", "Plays bowls at Ashby Bowling Club; grandson attends Little Owls Day Nursery.",
			[]string{"Ashby Bowling Club|O", "Little Owls Day Nursery|O"}},
		{"us insurance field", "en-US", "Insurance: Medicare / Greenleaf Health Plan #GL4471\n",
			[]string{"Medicare|H", "Greenleaf Health Plan|H"}},
		{"ems and wing", "en-US", "Arrived by ambulance (Salem EMS). Admit to 6 East telemetry, bed 14.",
			[]string{"Salem EMS|H", "6 East|H", "bed 14|H"}},
		{"employer by context", "en-US", "Works part-time as a barista at Copperleaf Roasters; plays soccer.",
			[]string{"Copperleaf Roasters|O"}},
		{"school", "en-US", "She is a junior at Lincoln Ridge High School in Tacoma.",
			[]string{"Lincoln Ridge High School|O"}},
		{"emergency department", "en-US", "Crestview Medical Center – Emergency Department\nED PROVIDER NOTE",
			[]string{"Crestview Medical Center|H", "Emergency Department|H"}},
		{"generic hospital", "en-GB", "She was taken to the hospital by ambulance and seen in the ED.", nil},
		{"generic surgery", "en-GB", "Progress\nSurgery was uncomplicated. Cardiac Surgery review requested.", nil},
		{"hospital number", "en-GB", "NHS No: 999 123 4567    Hospital No: RHA4471023", nil},
		{"lower-case clinic", "en-GB", "MMSE 27/30 at the memory clinic; Fracture clinic follow-up.", nil},
		{"general hospital alone", "en-US", "Transferred to General Hospital for imaging.", nil},
		{"labs heading", "en-US", "Routine Labs: CBC, BMP. Admission Labs pending.", nil},
		{"room air", "en-GB", "Sats 95% on room air, bed rest for 2 days.", nil},
		{"scores named after places", "en-GB", "Manchester Triage category 2; Glasgow Coma Scale 15.", nil},
		{"works with person", "en-GB", "Works for Dr Patel as a receptionist; works at home.", nil},
		{"works for a person", "en-US", "Works for John Miller as a nanny.", nil},
		{"volunteer", "en-US", "Volunteers at the Oak Park Food Bank.", []string{"Oak Park Food Bank|O"}},
		{"self-pay", "en-US", "Insurance: Self-pay\n", nil},
	})
}

func TestFrench(t *testing.T) {
	runCases(t, []orgCase{
		{"capital unit", "fr-BE", "SERVICE DE NEUROLOGIE - UNITE 52\n", []string{"SERVICE DE NEUROLOGIE|H", "UNITE 52|H"}},
		{"home hospitalisation", "fr-FR", "Relais prévu par l'HAD Bordeaux Métropole pour les perfusions", []string{"HAD Bordeaux Métropole|H"}},
		{"residence", "fr-BE", "Établissement : Résidence Les Tilleuls (MRS agréée)", []string{"Résidence Les Tilleuls|H"}},
		{"cliniques universitaires", "fr-BE", "Transfert aux Cliniques universitaires Saint-Lambert.\nCLINIQUES UNIVERSITAIRES SAINT-LAMBERT\n",
			[]string{"Cliniques universitaires Saint-Lambert|H", "CLINIQUES UNIVERSITAIRES SAINT-LAMBERT|H"}},
		{"clinic and service", "fr-BE", "Clinique Notre-Dame de Grâce – Service de Cardiologie\n",
			[]string{"Clinique Notre-Dame de Grâce|H", "Service de Cardiologie|H"}},
		{"elided service", "fr-BE", "Hôpital Saint-Vincent – Service d'Imagerie médicale\n",
			[]string{"Hôpital Saint-Vincent|H", "Service d'Imagerie médicale|H"}},
		{"centre hospitalier", "fr-FR", "Centre Hospitalier de Valmont\nService de Neurologie – Unité Neurovasculaire",
			[]string{"Centre Hospitalier de Valmont|H", "Service de Neurologie|H", "Unité Neurovasculaire|H"}},
		{"rooms", "fr-FR", "Transmissions – Unité 2A – Mme Roux, ch. 14\nSéjour – chambre 208",
			[]string{"Unité 2A|H", "ch. 14|H", "chambre 208|H"}},
		{"revalidation centre", "fr-BE", "Réhabilitation au Centre de revalidation Les Hirondelles dès mai.",
			[]string{"Centre de revalidation Les Hirondelles|H"}},
		{"mutual after field", "fr-BE", "Mutuelle : Mutualité Saint-Hubert.\n", []string{"Mutualité Saint-Hubert|H"}},
		{"employer", "fr-BE", "Chauffeur chez Transports Lambert à Namur.", []string{"Transports Lambert|O"}},
		{"insurer head", "fr-FR", "Complémentaire : Mutuelle Gascogne Prévoyance", []string{"Mutuelle Gascogne Prévoyance|O"}},
		{"vaccination centre and club", "fr-BE", "Vaccin au Centre de vaccination Vaccimed de Charleroi. Football au RFC Olympic Marcinelle.",
			[]string{"Centre de vaccination Vaccimed|H", "RFC Olympic Marcinelle|O"}},
		{"hyphen-joined specialties", "fr-BE", "Service d'Endocrinologie-Diabétologie – Service de Pneumologie-Allergologie", []string{"Service d'Endocrinologie-Diabétologie|H", "Service de Pneumologie-Allergologie|H"}},
		{"school", "fr-BE", "Étudiante à la Haute École de la Dyle.", []string{"Haute École de la Dyle|O"}},
		{"generic", "fr-FR", "Hospitalisée dans le service des urgences ; examen clinique normal à l'hôpital.", nil},
		{"gestational age", "fr-FR", "Né à 38 SA + 4 j, Apgar 9/10/10.", nil},
	})
}

func TestGerman(t *testing.T) {
	runCases(t, []orgCase{
		{"genitive head", "de-AT", "über die Abteilung für Neurologie des Universitätsklinikums St. Pölten.", []string{"Abteilung für Neurologie|H", "Universitätsklinikums St. Pölten|H"}},
		{"insurer suffix", "de-DE", "Versichert bei: Spree-Havel BKK, KVNR R482153079", []string{"Spree-Havel BKK|H"}},
		{"care home compound and a clinical noun after a name", "de-DE", "Verlegung aus dem St. Marien-Hospital Bonn zur Anschlussheilbehandlung; lebt im Seniorenwohnheim Haus Rheinblick.",
			[]string{"St. Marien-Hospital Bonn|H", "Seniorenwohnheim Haus Rheinblick|H"}},
		{"club compound", "de-AT", "Hobbys: Schach im Schachklub Turm Bruck sowie Bergwandern.", []string{"Schachklub Turm Bruck|O"}},
		{"klinikum and clinic", "de-DE", "Klinikum Havelbrück · Klinik für Innere Medizin und Kardiologie\n",
			[]string{"Klinikum Havelbrück|H", "Klinik für Innere Medizin und Kardiologie|H"}},
		{"station code", "de-DE", "auf Station 4 Süd befand. Zi. 12: Fr. Weber", []string{"Station 4 Süd|H", "Zi. 12|H"}},
		{"suspended hyphens", "de-DE", "Klinik für Hals-, Nasen- und Ohrenheilkunde\nAbteilung für Kinder- und Jugendheilkunde\n",
			[]string{"Klinik für Hals-, Nasen- und Ohrenheilkunde|H", "Abteilung für Kinder- und Jugendheilkunde|H"}},
		{"hyphenated pharmacy", "de-DE", "Apotheke: Adler-Apotheke am Lietzensee, Tel. 030", []string{"Adler-Apotheke am Lietzensee|H"}},
		{"intensive care ward", "de-DE", "Übergabe an Intensivstation 2 Süd, Pflege", []string{"Intensivstation 2 Süd|H"}},
		{"day centre", "de-AT", "Anfrage Tagesstruktur bei Tageszentrum Simmering. Nächster Besuch", []string{"Tageszentrum Simmering|H"}},
		{"insurer", "de-DE", "Versichertennr. A123 (BKK Mittelrhein), versichert bei der AOK.",
			[]string{"BKK Mittelrhein|H", "AOK|H"}},
		{"club with form", "de-DE", "Mitglied im Schachverein Rochade e. V. und Busfahrer bei Havelland Reisen GmbH.",
			[]string{"Schachverein Rochade e. V.|O", "Havelland Reisen GmbH|O"}},
		{"kita", "de-DE", "Erzieherin in der Kita Regenbogen", []string{"Kita Regenbogen|O"}},
		{"practice at place", "de-DE", "Radiologie am Marktplatz · Marktplatz 2, 12345 Beispielstadt",
			[]string{"Radiologie am Marktplatz|H"}},
		{"hyphenated clinic", "de-DE", "Reha in der Albert-Schweitzer-Klinik, danach Herz-Klinik und Kreiskrankenhaus.",
			[]string{"Albert-Schweitzer-Klinik|H"}},
		{"generic", "de-DE", "Aufnahme über die Notaufnahme, passend zur Klinik. Im Krankenhaus Fieber bis 39 °C.", nil},
		{"praxis with doctor", "de-DE", "Einsender: Praxis Dr. med. Anna Berg", nil},
		{"specialty after letterhead", "de-DE", "Klinikum Am Lindenhof – Innere Medizin\nChefarzt: Prof. Dr. X",
			[]string{"Klinikum Am Lindenhof|H", "Innere Medizin|H"}},
		{"specialty in a sentence", "de-DE", "Klinikum Am Lindenhof, Innere Medizin und Kardiologie empfehlen", []string{"Klinikum Am Lindenhof|H"}},
		{"landesklinikum", "de-AT", "Landesklinikum Mostviertel – Abteilung für Innere Medizin\n",
			[]string{"Landesklinikum Mostviertel|H", "Abteilung für Innere Medizin|H"}},
	})
}

func TestOtherLanguages(t *testing.T) {
	runCases(t, []orgCase{
		{"it operative unit", "it-IT", "Ricoverata presso la U.O. di Medicina Interna, letto 6.", []string{"U.O. di Medicina Interna|H", "letto 6|H"}},
		{"vi room and unit", "vi-VN", "Phòng tư vấn 3.07, Khoa Dinh dưỡng", []string{"Phòng tư vấn 3.07|H", "Khoa Dinh dưỡng|H"}},
		{"churches", "pt-BR", "Frequenta a Igreja Batista da Lagoinha aos domingos.", []string{"Igreja Batista da Lagoinha|O"}},
		{"pt sector", "pt-BR", "Atendido no Setor de Emergência.", []string{"Setor de Emergência|H"}},
		{"lower-case unit heads with a specialty", "it-IT", "Poi nel reparto di Cardiologia; il reparto di appartenenza è chiuso.", []string{"reparto di Cardiologia|H"}},
		{"es schools", "es-ES", "Su hija estudia en el IES Miguel Hernández y el hijo en el CEIP Los Almendros.", []string{"IES Miguel Hernández|O", "CEIP Los Almendros|O"}},
		{"es ward", "es-ES", "Ingresó en la planta de Medicina Interna; vive en la planta baja.", []string{"planta de Medicina Interna|H"}},
		{"it pavilion", "it-IT", "presso la sala iniettiva del padiglione Rasori.", []string{"padiglione Rasori|H"}},
		{"es factory", "es-ES", "Trabajó en la fábrica de Mahou durante 25 años.", []string{"fábrica de Mahou|O"}},
		{"it company", "it-IT", "Lavora come operaio presso la ditta Ferraresi Srl di Carpi.", []string{"ditta Ferraresi Srl|O"}},
		{"es company and centre", "es-ES", "Trabajó en Autocares Guadarrama; juega en el Hogar del Jubilado de Colmenarejo.",
			[]string{"Autocares Guadarrama|O", "Hogar del Jubilado de Colmenarejo|O"}},
		{"es hospital", "es-ES", "Hospital Universitario Virgen del Rocío Alto – Servicio de Urgencias\n",
			[]string{"Hospital Universitario Virgen del Rocío Alto|H", "Servicio de Urgencias|H"}},
		{"es health centre", "es-ES", "Enfermera en el Centro de Salud Los Olivos. Ingreso en la Unidad Coronaria;",
			[]string{"Centro de Salud Los Olivos|H", "Unidad Coronaria|H"}},
		{"es generic", "es-ES", "Acude al hospital de día; cama 3 días.", nil},
		{"it hospital", "it-IT", "Ospedale Santa Maria Nuova – U.O.C. Cardiologia\n",
			[]string{"Ospedale Santa Maria Nuova|H", "U.O.C. Cardiologia|H"}},
		{"pt hospital and school", "pt-BR", "Hospital São Lucas do Norte – Ambulatório de Cardiologia\nprofessora na Escola Estadual Machado de Assis",
			[]string{"Hospital São Lucas do Norte|H", "Ambulatório de Cardiologia|H", "Escola Estadual Machado de Assis|O"}},
		{"vi hospital and department", "vi-VN", "Bệnh viện Đa khoa Thành Công\ntái khám tại Khoa Tim mạch hoặc khi đau ngực.",
			[]string{"Bệnh viện Đa khoa Thành Công|H", "Khoa Tim mạch|H"}},
		{"vi lower-case", "vi-VN", "chuyển khoa hô hấp", nil},
	})
}

func TestNoProfile(t *testing.T) {
	runCases(t, []orgCase{
		{"mixed", "", "AZ Sint-Remigius – Dienst Neurologie; Clinique Saint-Paul.",
			[]string{"AZ Sint-Remigius|H", "Dienst Neurologie|H", "Clinique Saint-Paul|H"}},
		{"empty", "", "", nil},
		{"no organisation", "", strings.Repeat("Patiënt stabiel. ", 10), nil},
	})
}
