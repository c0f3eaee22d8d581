package profession

import "testing"

// TestCaregiverApposition checks roles written after a caregiver's name
// (a Dr/Prof title, a social title with a care role, a caregiver cue such
// as "seen by", or a staff possessive): none is a Profession, while the
// same pattern after a relative or with an age stays one.
func TestCaregiverApposition(t *testing.T) {
	runCases(t, []recCase{
		// German
		{"de-DE", "Rücksprache mit Frau Dr. Keller, Fachärztin für Allgemeinmedizin.", nil},
		{"de-DE", "Befund an Herrn Prof. Braun, Chefarzt der Radiologie.", nil},
		{"de-DE", "Frau Dr. Sommer, Diplom-Psychologin, sah die Patientin.", nil},
		{"de-DE", "Frau Dr. Roth, Chemikerin im Zentrallabor, validierte den Befund.", nil},
		{"de-AT", "Herr Mayr, Physiotherapeut, übernimmt die Mobilisation.", nil},
		{"de-DE", "Die Sekretärin von Prof. Lange vereinbart den Termin.", nil},
		{"de-DE", "Ehemann Peter, Bankkaufmann, begleitet sie.", []string{"Bankkaufmann"}},
		{"de-DE", "Herr Schulz, 58 J., Maurer, stürzte vom Gerüst.", []string{"Maurer"}},
		// French
		{"fr-FR", "Bilan réalisé par Mme Girard, orthophoniste.", nil},
		{"fr-BE", "Vu par M. Lefort, kinésithérapeute, ce matin.", nil},
		{"fr-BE", "Suivi par Mme Dubois, logopède, deux fois par semaine.", nil},
		{"fr-FR", "Validé par Dr Morel, biologiste médical.", nil},
		{"fr-FR", "Pr Lambert, chef de service, a revu le dossier.", nil},
		{"fr-FR", "La secrétaire du Dr Martin a appelé.", nil},
		{"fr-FR", "Sa fille Julie, infirmière, l'accompagne.", []string{"infirmière"}},
		{"fr-FR", "M. Petit, 62 ans, boulanger retraité, consulte pour une toux.", []string{"boulanger retraité"}},
		// Dutch
		{"nl-BE", "Besproken met dr. Janssens, klinisch chemicus.", nil},
		{"nl-BE", "Gezien door mevr. De Wolf, diëtiste.", nil},
		{"nl-NL", "Prof. dr. Peeters, afdelingshoofd, gaat akkoord.", nil},
		{"nl-BE", "De secretaresse van dr. Claes belde terug.", nil},
		{"nl-BE", "Dochter Lien, kleuterjuf, komt mee op consultatie.", []string{"kleuterjuf"}},
		{"nl-NL", "Dhr. Visser (61 jaar), vrachtwagenchauffeur, met pijn op de borst.", []string{"vrachtwagenchauffeur"}},
		// English
		{"en-GB", "Message left with Mr Okafor's secretary.", nil},
		{"en-GB", "Letter typed by Dr Patel's secretary, Jane.", nil},
		{"en-GB", "Seen by Mrs Cooper, speech and language therapist.", nil},
		{"en-GB", "Discussed with Dr Hale, consultant microbiologist.", nil},
		{"en-US", "Secretary to Dr Okafor will book the scan.", nil},
		{"en-GB", "His wife, Mrs Ann Lee, is a teacher.", []string{"teacher"}},
		{"en-GB", "Mr Lee, 64, retired bricklayer, lives alone.", []string{"retired bricklayer"}},
		// Spanish, Italian, Portuguese
		{"es-ES", "Valorada por la Dra. López, fisioterapeuta.", nil},
		{"es-ES", "Su hija Marta, enfermera, la acompaña.", []string{"enfermera"}},
		{"it-IT", "Visitato dalla Dott.ssa Bianchi, fisioterapista.", nil},
		{"pt-BR", "Avaliado pela Dra. Souza, nutricionista.", nil},
	})
}

// TestEmploymentStates checks employment-state phrases: the span holds
// the state and its preposition ("on sick leave", "met ziekteverlof"),
// never the copula, "since" or the date.
func TestEmploymentStates(t *testing.T) {
	runCases(t, []recCase{
		{"en-GB", "He was laid off in March.", []string{"laid off"}},
		{"en-US", "Lost his job last year and drinks more.", []string{"Lost his job"}},
		{"en-GB", "Currently on sick leave from work.", []string{"on sick leave"}},
		{"en-GB", "She is on maternity leave with her second child.", []string{"on maternity leave"}},
		{"en-GB", "Made redundant in 2023, now job seeking.", []string{"Made redundant"}},
		{"nl-BE", "Sinds januari met ziekteverlof.", []string{"met ziekteverlof"}},
		{"nl-NL", "Hij zit in de ziektewet na een hernia.", []string{"in de ziektewet"}},
		{"nl-NL", "Werkloos sinds 2022, woont alleen.", []string{"Werkloos"}},
		{"nl-BE", "Zij is met zwangerschapsverlof.", []string{"met zwangerschapsverlof"}},
		{"fr-FR", "Il est au chômage depuis un an.", []string{"au chômage"}},
		{"fr-BE", "Patiente en arrêt maladie depuis 3 semaines.", []string{"en arrêt maladie"}},
		{"fr-FR", "Elle est en congé maternité.", []string{"en congé maternité"}},
		{"de-DE", "Seit drei Wochen krankgeschrieben.", []string{"krankgeschrieben"}},
		{"de-DE", "Der Patient ist seit 2021 arbeitslos.", []string{"arbeitslos"}},
		{"de-DE", "Sie ist derzeit in Elternzeit.", []string{"in Elternzeit"}},
		{"de-AT", "Mutter, 31 J., in Karenz seit Mai.", []string{"in Karenz"}},
		{"nl-NL", "Sinds maart deels ziek gemeld bij de arbodienst.", []string{"ziek gemeld"}},
		// a sick note, a dressing, a drug: no state
		{"de-DE", "AU bis 07.06. ausgestellt.", nil},
		{"de-DE", "Krankschreibung bis Freitag.", nil},
		{"en-GB", "Fit note issued for two weeks.", nil},
		{"nl-BE", "Verlof aangevraagd voor de verpleging.", nil},
	})
}

// TestHobbyVerbs checks hobbies after verbs of stopping, starting and
// doing, multi-word hobbies, and the recent sports of the hobby lists.
func TestHobbyVerbs(t *testing.T) {
	runCases(t, []recCase{
		{"en-GB", "Stopped marathon running after the injury.", []string{"marathon running"}},
		{"en-GB", "Gave up golf last year because of back pain.", []string{"golf"}},
		{"en-GB", "Recently took up padel.", []string{"padel"}},
		{"en-US", "Enjoys bouldering and Nordic walking.", []string{"bouldering", "Nordic walking"}},
		{"en-US", "Hobbies: geocaching, fly fishing", []string{"geocaching", "fly fishing"}},
		{"en-GB", "Competes in dressage at county level.", []string{"dressage"}},
		{"en-US", "Plays pickleball three times a week.", []string{"pickleball"}},
		{"en-GB", "Stopped metformin because of diarrhoea.", nil},
		{"en-GB", "Gave up smoking in 2010.", nil},
		{"en-GB", "Took up the offer of physiotherapy.", nil},
		{"nl-BE", "Is gestopt met voetbal na de knieblessure.", []string{"voetbal"}},
		{"en-US", "He has stopped going to his softball league.", []string{"softball"}},
		{"en-US", "hi this is bri, i'm a nursing student at Lakeshore College", []string{"nursing student"}},
		{"en-US", "I am a retired teacher.", []string{"retired teacher"}},
		{"fr-BE", "Chauffeur de bus, actuellement en incapacité de travail.", []string{"Chauffeur de bus", "en incapacité de travail"}},
		{"fr-BE", "Le patient est en incapacité de marcher.", nil},
		{"de-DE", "Er war bis vor Kurzem ein starker Schachspieler im Schachverein.", []string{"Schachspieler"}},
		{"nl-BE", "Ze gaat elke dinsdag naar de seniorenclub; vroeger kaarten in de bridgeclub.", []string{"kaarten"}},
		{"en-GB", "Softball, he said, was over. The league closed.", nil},
		{"nl-NL", "Doet aan wadlopen en zeilen.", []string{"wadlopen", "zeilen"}},
		{"nl-BE", "Enkelverstuiking tijdens het padel.", []string{"padel"}},
		{"nl-BE", "Onlangs begonnen met pickleball.", []string{"pickleball"}},
		{"nl-BE", "Gestopt met roken sinds 2019.", nil},
		{"nl-BE", "Verslikt tijdens het eten.", nil},
		{"nl-BE", "Pijn tijdens het fietsen.", nil},
		{"fr-FR", "Il pratique la pêche à la mouche.", []string{"pêche à la mouche"}},
		{"fr-BE", "A arrêté le ski de fond l'an dernier.", []string{"ski de fond"}},
		{"fr-FR", "Elle a commencé le padel.", []string{"padel"}},
		{"fr-FR", "A arrêté le traitement par statine.", nil},
		{"de-DE", "Spielt seit Jahren Padel.", []string{"Padel"}},
		{"de-DE", "Macht regelmäßig Nordic Walking.", []string{"Nordic Walking"}},
		{"de-DE", "Hat mit dem Bouldern angefangen.", []string{"Bouldern"}},
		{"de-DE", "Hat mit dem Rauchen aufgehört.", nil},
	})
}

// TestCompoundHeads checks occupations built on a head noun: Dutch and
// German closed compounds and English multi-word heads.
func TestCompoundHeads(t *testing.T) {
	runCases(t, []recCase{
		{"nl-NL", "Hij is scheepswerktuigkundige.", []string{"scheepswerktuigkundige"}},
		{"nl-BE", "Werkt als bedrijfskundige bij een bank.", []string{"bedrijfskundige"}},
		{"nl-BE", "Vroeger meubelmaker, nu gepensioneerd.", []string{"meubelmaker", "gepensioneerd"}},
		{"nl-NL", "Zij is melkveehouder in Friesland.", []string{"melkveehouder"}},
		{"nl-BE", "Patiënt is autohandelaar.", []string{"autohandelaar"}},
		{"nl-BE", "Zoon is jeugdwerker.", []string{"jeugdwerker"}},
		{"nl-NL", "Hij werkt als dakbouwer.", []string{"dakbouwer"}},
		{"nl-BE", "Pacemaker gecontroleerd, goede werking.", nil},
		{"nl-BE", "Naaldhouder en schaar klaargelegd.", nil},
		{"nl-BE", "Advies gevraagd aan een deskundige.", nil},
		{"de-DE", "Er ist Bankkaufmann.", []string{"Bankkaufmann"}},
		{"de-DE", "Sie arbeitet als Industriekauffrau.", []string{"Industriekauffrau"}},
		{"de-DE", "Beruf: Bauarbeiter", []string{"Bauarbeiter"}},
		{"de-DE", "Der Patient ist Elektromeister.", []string{"Elektromeister"}},
		{"de-AT", "Vater ist Zahntechniker.", []string{"Zahntechniker"}},
		{"de-DE", "Hilfsarbeiterin, lebt allein.", []string{"Hilfsarbeiterin"}},
		{"de-DE", "Herzschrittmacher und Gipsverband unauffällig.", nil},
		{"en-US", "Mother is a home health aide.", []string{"home health aide"}},
		{"en-GB", "He works as a lifeguard supervisor.", []string{"lifeguard supervisor"}},
		{"en-GB", "She is a care assistant.", []string{"care assistant"}},
		{"en-US", "Father, a warehouse manager, is supportive.", []string{"warehouse manager"}},
		{"en-US", "Seen by the home health aide this morning.", nil},
		{"en-GB", "Ward manager informed of the fall.", nil},
	})
}

// TestSelfEmployed checks a self-employment word in brackets after an
// occupation: a Profession span of its own.
func TestSelfEmployed(t *testing.T) {
	runCases(t, []recCase{
		{"nl-NL", "Hij is loodgieter (ZZP'er).", []string{"loodgieter", "ZZP'er"}},
		{"nl-BE", "Beroep: kapster (zelfstandige)", []string{"kapster", "zelfstandige"}},
		{"nl-NL", "Partner Ruud (ZZP'er, schilder) woont mee.", []string{"ZZP'er", "schilder"}},
		{"en-GB", "Occupation: photographer (freelancer)", []string{"photographer", "freelancer"}},
		{"en-US", "Graphic designer (self-employed), lives with partner.", []string{"Graphic designer", "self-employed"}},
		{"fr-FR", "Profession : plombier (indépendant)", []string{"plombier", "indépendant"}},
		{"de-DE", "Beruf: Tischler (selbstständig)", []string{"Tischler", "selbstständig"}},
		{"nl-BE", "Transfer bed-stoel (zelfstandig), stappen met rollator.", nil},
	})
}

// TestNewCueNegatives holds look-alikes of the new cues: movements after
// "started"/"tijdens het", drugs after "stopped", staff with a head noun,
// and Dutch adjectives in "-kundige".
func TestNewCueNegatives(t *testing.T) {
	runCases(t, []recCase{
		{"en-GB", "Started walking with a frame on day 2.", nil},
		{"en-GB", "Stopped running a fever overnight.", nil},
		{"en-US", "Stop aspirin 5 days before surgery.", nil},
		{"en-GB", "Patient tried walking unaided.", nil},
		{"en-GB", "Back to work next week.", nil},
		{"en-GB", "Short of breath while swimming.", nil},
		{"en-GB", "Nurse manager aware of the incident.", nil},
		{"en-GB", "Discussed with the ward manager.", nil},
		{"en-US", "Injured during football practice.", []string{"football"}},
		{"nl-BE", "Begonnen met metformine 500 mg.", nil},
		{"nl-BE", "Na het voetbal pijn in de knie.", []string{"voetbal"}},
		{"nl-BE", "Heelkundige ingreep gepland op 12/3.", nil},
		{"nl-NL", "Geneeskundige verklaring afgeleverd.", nil},
		{"nl-BE", "Tandheelkundige sanering voor de klepoperatie.", nil},
		{"nl-BE", "Sociaal werker regelt de thuiszorg.", nil},
		{"fr-FR", "Douleur pendant la marche.", nil},
		{"fr-FR", "A repris le travail à mi-temps.", nil},
		{"fr-FR", "Entorse en jouant au rugby.", []string{"rugby"}},
		{"de-DE", "Beim Gehen Schmerzen im Knie.", nil},
		{"de-DE", "Während der Visite stabil.", nil},
		{"de-DE", "Sturz beim Reiten.", nil},
	})
}

// TestUSCareJobs checks American care and service jobs written as the
// patient's or a relative's occupation, abbreviations included, while the
// same credential after a caregiver's name or as the subject of an order
// is no Profession.
func TestUSCareJobs(t *testing.T) {
	runCases(t, []recCase{
		{"en-US", "She works as a CNA at a nursing home.", []string{"CNA"}},
		{"en-US", "She is an RN at a community hospital.", []string{"RN"}},
		{"en-US", "He is a retired LPN.", []string{"retired LPN"}},
		{"en-US", "Pt is a phlebotomist.", []string{"phlebotomist"}},
		{"en-US", "He works as a high school band director.", []string{"high school band director"}},
		{"en-US", "Her son is a certified nursing assistant.", []string{"certified nursing assistant"}},
		{"en-US", "Jane Smith, RN", nil},
		{"en-US", "RN to assess wound daily.", nil},
		{"en-US", "Per RN, pt ambulating.", nil},
	})
}

// TestUSHobbies checks American hobbies named with their game or object
// ("deer hunting", "bass fishing", "video games") after a hobby cue or
// label.
func TestUSHobbies(t *testing.T) {
	runCases(t, []recCase{
		{"en-US", "Enjoys deer hunting and bass fishing.", []string{"deer hunting", "bass fishing"}},
		{"en-US", "He plays video games most evenings.", []string{"video games"}},
		{"en-US", "Hobbies: woodworking, restoring old cars.", []string{"woodworking", "restoring old cars"}},
	})
}

// TestSectors checks a sector of work after a work verb and its
// preposition ("works in construction", "werkt in de bouw"): the person's
// occupation told by its trade, without the article.
func TestSectors(t *testing.T) {
	runCases(t, []recCase{
		{"en-US", "Works in construction, on his feet all day.", []string{"construction"}},
		{"en-US", "He worked in the oil fields for 20 years.", []string{"oil fields"}},
		{"nl-BE", "Hij werkt in de bouw.", []string{"bouw"}},
		{"nl-NL", "Zij werkte jaren in de horeca.", nil},
		{"fr-BE", "Il travaille dans le bâtiment.", []string{"bâtiment"}},
		{"de-DE", "Sie arbeitet in der Pflege.", []string{"Pflege"}},
		{"en-US", "She is working in the garden.", nil},
		{"en-US", "He works in the ICU at night.", nil},
	})
}

// TestItalianFrenchHobbyCues checks hobby cues with a preposition or a
// course ("frequenta il coro parrocchiale", "va in palestra", "suit des
// cours de yoga") and volunteering as an activity. "nel"/"nella" are no
// skip words: on held-out notes they took clinical phrases in.
func TestItalianFrenchHobbyCues(t *testing.T) {
	runCases(t, []recCase{
		{"it-IT", "Frequenta il coro parrocchiale.", []string{"coro parrocchiale"}},
		{"it-IT", "Fa volontariato due volte a settimana.", []string{"volontariato"}},
		{"it-IT", "Va in palestra tre volte a settimana.", []string{"palestra"}},
		{"fr-BE", "Elle suit des cours de yoga.", []string{"yoga"}},
		{"it-IT", "Va in ospedale per i controlli.", nil},
		{"fr-BE", "Cours de français pour adultes.", nil},
	})
}
