package profession

import (
	"slices"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

// recCase is one table entry: the span texts expected in text (nil: none).
type recCase struct {
	code, text string
	want       []string
}

// runCases checks that the recognizer finds exactly want in each text.
func runCases(t *testing.T, cases []recCase) {
	t.Helper()
	r := New(nil)
	for _, tc := range cases {
		p := rectest.MustProfile(t, tc.code)
		spans := r.Recognize(tc.text, p)
		devtest.CheckSpans(t, tc.text, spans, devtest.NoSurroundingSpace, devtest.NoLineBreak)
		var got []string
		for _, s := range spans {
			got = append(got, s.Text)
			if s.Label != Label || s.Source != Name || s.Score == nil || *s.Score < 0.6 || *s.Score > 0.95 {
				t.Errorf("%s %q: bad span %+v", tc.code, tc.text, s)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s %q:\n got  %q\n want %q", tc.code, tc.text, got, tc.want)
		}
	}
}

func TestDutch(t *testing.T) {
	runCases(t, []recCase{
		// occupations with light context
		{"nl-BE", "Patiënt is 58 jaar, metselaar van beroep, rookt niet.", []string{"metselaar"}},
		{"nl-BE", "Hij werkt als heftruckchauffeur in de haven.", []string{"heftruckchauffeur"}},
		{"nl-BE", "Werkt sinds 2010 als administratief bediende bij een verzekeraar.", []string{"administratief bediende"}},
		{"nl-NL", "Mevrouw is 44 jaar en werkzaam als kapster.", []string{"kapster"}},
		{"nl-BE", "Zoon Bart (41 j), bestelwagenchauffeur, woont in Gent.", []string{"bestelwagenchauffeur"}},
		{"nl-BE", "Vroeger lasser bij een scheepswerf, nu werkloos.", []string{"lasser", "werkloos"}},
		{"nl-NL", "75-jarige man, gepensioneerd timmerman, weduwnaar.", []string{"gepensioneerd timmerman"}},
		{"nl-BE", "Een 52-jarige leerkracht wiskunde met thoracale pijn.", []string{"leerkracht wiskunde"}},
		{"nl-BE", "Patiënte (21 jaar), studente verpleegkunde aan de hogeschool.", []string{"studente verpleegkunde"}},
		{"nl-BE", "Voormalig mijnwerker, stoflong bekend.", []string{"mijnwerker"}},
		{"nl-NL", "Beroep: tegelzetter (zzp)", []string{"tegelzetter", "zzp"}},
		{"nl-BE", "Beroep: verpleegkundige op intensieve zorg", []string{"verpleegkundige"}},
		{"nl-BE", "Echtgenote Martine (56 j), kinesitherapeute, is aanwezig.", []string{"kinesitherapeute"}},
		{"nl-BE", "Dochter is verpleegkundige en komt dagelijks langs.", []string{"verpleegkundige"}},
		{"nl-NL", "Sociale anamnese: huisvrouw, getrouwd, 3 kinderen.", []string{"huisvrouw"}},
		{"nl-BE", "Zij is sinds 2022 arbeidsongeschikt na een burn-out.", []string{"arbeidsongeschikt"}},
		{"nl-NL", "Hij is ZZP'er in de bouw.", []string{"ZZP'er"}},
		// hobbies need a cue
		{"nl-BE", "Hobby's: fietsen, zwemmen en tuinieren.", []string{"fietsen", "zwemmen", "tuinieren"}},
		{"es-ES", "Le gusta jugar a la petanca en el hogar.", []string{"petanca"}},
		{"nl-BE", "Ze gaat wekelijks kaarten in de seniorenclub.", []string{"kaarten"}},
		{"en-US", "Hobbies include woodworking; he uses a respirator.", []string{"woodworking"}},
		{"en-US", "He works as a UPS driver.", []string{"driver"}},
		{"de-DE", "In der Freizeit Angeln, Mitglied im Kleingartenverein.", []string{"Angeln"}},
		{"nl-BE", "Zij is een echte wandelaar. Het is wandelen of niets.", []string{"wandelaar"}},
		{"fr-FR", "Il est un grand randonneur; il est marcher ou rien.", []string{"randonneur"}},
		{"nl-BE", "Zijn grote hobby is duivensport.", []string{"duivensport"}},
		{"pt-BR", "Gosta de pescar aos domingos.", []string{"pescar"}},
		{"en-GB", "He misses singing more than anything.", []string{"singing"}},
		{"it-IT", "Appassionata di ricamo, che ha abbandonato.", []string{"ricamo"}},
		{"es-ES", "Situación social: conductor de autocar jubilado. Su hija es peluquera.", []string{"conductor de autocar jubilado", "peluquera"}},
		{"fr-BE", "Il aime jouer aux cartes au café du quartier.", []string{"cartes"}},
		{"nl-BE", "Hij speelt nog wekelijks tennis.", []string{"tennis"}},
		// instruments, choirs and clubs after membership and singing cues
		{"nl-BE", "Speelt gitaar in een band.", []string{"gitaar"}},
		{"nl-BE", "Lid van de harmonie sinds zijn tiende.", []string{"harmonie"}},
		{"en-GB", "Member of the local cycling club.", []string{"cycling club"}},
		{"de-DE", "Sie singt im Kirchenchor.", []string{"Kirchenchor"}},
		{"en-GB", "Plays with his son at weekends.", nil},
		{"nl-NL", "Fanatiek wielrenner, 200 km per week.", []string{"wielrenner"}},
		{"nl-BE", "Patiënt is een fervent hengelaar.", []string{"hengelaar"}},
		{"nl-BE", "Amateurwielrenner, valpartij tijdens training.", []string{"Amateurwielrenner"}},
		{"nl-BE", "Pijn bij het fietsen.", nil},
		{"nl-BE", "Kan niet meer fietsen of zwemmen.", nil},
		// caregivers and generic uses are not Professions
		{"nl-BE", "Verwezen door de huisarts wegens dyspnoe.", nil},
		{"nl-BE", "Besproken met huisarts dr. Peeters.", nil},
		{"nl-BE", "Dr. An Claes, cardioloog", nil},
		{"nl-NL", "Met vriendelijke groet,\nJ. de Boer, verpleegkundig specialist", nil},
		{"nl-BE", "Huisarts: dr. Willems, Kerkstraat 3", nil},
		{"nl-BE", "Verpleegkundige: Sofie", nil},
		{"nl-BE", "De kinesitherapeut komt 3x per week aan huis.", nil},
		{"nl-BE", "Gezien door diëtiste Katrien.", nil},
		{"nl-BE", "Advies: verder opvolgen door uw huisarts.", nil},
		{"nl-BE", "Thuisverpleging 2x/dag; poetshulp 1x/week.", nil},
		{"nl-BE", "Zelfstandige transfer bed-stoel, zelfstandig stappen.", nil},
		{"nl-NL", "Patiënt: Bakker, Jan, geboren 1960", nil},
		{"nl-NL", "Aan: dhr. Kok, huisarts te Utrecht", nil},
		{"nl-BE", "Mevr. De Smet-Visser werd opgenomen.", nil},
		{"nl-BE", "De student geneeskunde nam bloed af.", nil},
	})
}

func TestEnglish(t *testing.T) {
	runCases(t, []recCase{
		{"en-GB", "He works as a plasterer and smokes 10/day.", []string{"plasterer"}},
		{"en-GB", "Occupation: bus driver", []string{"bus driver"}},
		{"en-GB", "Retired postman, lives with his wife.", []string{"Retired postman"}},
		{"en-US", "She is a third-grade teacher at a public school.", []string{"third-grade teacher"}},
		{"en-US", "42-year-old electrician presenting with chest pain.", []string{"electrician"}},
		{"en-US", "Social history: former coal miner, quit smoking in 2001.", []string{"coal miner"}},
		{"en-GB", "Wife Sue is a nurse at the local hospice.", []string{"nurse"}},
		{"en-US", "Mother (38), physical therapist; father unemployed.", []string{"physical therapist", "unemployed"}},
		{"en-GB", "He is currently unemployed.", []string{"unemployed"}},
		{"en-US", "Daughter, a pharmacist, manages his medications.", []string{"pharmacist"}},
		{"en-US", "Works part-time as a cashier at a grocery store.", []string{"cashier"}},
		{"en-GB", "Previously a primary school teacher.", []string{"primary school teacher"}},
		{"en-US", "Plays ice hockey twice a week.", []string{"ice hockey"}},
		{"en-GB", "Keen golfer and enjoys hill walking.", []string{"golfer", "hill walking"}},
		{"en-US", "Hobbies: fishing, woodworking", []string{"fishing", "woodworking"}},
		{"en-GB", "Running IV fluids at 100 ml/h.", nil},
		{"en-US", "Walking with a frame.", nil},
		{"en-GB", "Discussed with the nurse in charge.", nil},
		{"en-GB", "Call your doctor if symptoms worsen.", nil},
		{"en-GB", "Reviewed by Dr Patel, consultant cardiologist.", nil},
		{"en-US", "Triage nurse: Jones RN", nil},
		{"en-US", "Interpreter used for the consultation.", nil},
		{"en-US", "Seen by the physical therapist today.", nil},
		{"en-GB", "Pilot study of a new driver mutation assay.", nil},
		{"en-GB", "Farmer's lung was considered.", nil},
		{"en-GB", "Mrs Baker attended with her son.", nil},
		{"en-US", "Referred by Sarah Cooper, social worker.", nil},
		{"en-GB", "Tennis elbow on the right.", nil},
	})
}

func TestFrench(t *testing.T) {
	runCases(t, []recCase{
		{"fr-FR", "Patient de 45 ans, boulanger, sans antécédent.", []string{"boulanger"}},
		{"fr-BE", "Il travaille comme ouvrier du bâtiment.", []string{"ouvrier du bâtiment"}},
		{"fr-FR", "Profession : aide-soignante en EHPAD", []string{"aide-soignante"}},
		{"fr-FR", "Ancien militaire, retraité depuis 2015.", []string{"militaire", "retraité"}},
		{"fr-BE", "Mode de vie : agricultrice retraitée, veuve.", []string{"agricultrice retraitée"}},
		{"fr-FR", "Son fils, 30 ans, étudiant en médecine, l'accompagne.", []string{"étudiant en médecine"}},
		{"fr-FR", "Elle est professeure de mathématiques au lycée.", []string{"professeure de mathématiques"}},
		{"fr-BE", "Sa mère, infirmière, est présente.", []string{"infirmière"}},
		{"fr-FR", "Loisirs : randonnée et natation.", []string{"randonnée", "natation"}},
		{"fr-FR", "Il joue au football en club.", []string{"football"}},
		{"fr-FR", "Adressé par le médecin traitant.", nil},
		{"fr-FR", "Médecin traitant : Dr Martin", nil},
		{"fr-BE", "Dr Sophie Lambert, médecin assistante", nil},
		{"fr-FR", "L'infirmière a posé une voie veineuse.", nil},
		{"fr-FR", "Troubles de la marche depuis 3 mois.", nil},
		{"fr-BE", "Validé par Marc Dubois, biologiste clinique.", nil},
	})
}

func TestGerman(t *testing.T) {
	runCases(t, []recCase{
		{"de-DE", "Beruf: Krankenschwester im Schichtdienst", []string{"Krankenschwester"}},
		{"de-DE", "Der 54-jährige Patient, Dachdecker, stürzte von der Leiter.", []string{"Dachdecker"}},
		{"de-AT", "Pensionierter Hauptschullehrer, lebt mit Ehefrau.", []string{"Pensionierter Hauptschullehrer"}},
		{"de-DE", "Er arbeitet als Lagerist bei einer Spedition.", []string{"Lagerist"}},
		{"de-DE", "Die Tochter (32 J.), Erzieherin, begleitet die Patientin.", []string{"Erzieherin"}},
		{"de-DE", "Seit 2020 arbeitslos, vorher Kfz-Mechaniker.", []string{"arbeitslos", "Kfz-Mechaniker"}},
		{"de-AT", "Die Patientin ist Rentnerin und lebt allein.", []string{"Rentnerin"}},
		{"de-DE", "Er ist Straßenbahnfahrer.", []string{"Straßenbahnfahrer"}},
		{"de-DE", "In der Freizeit begeisterter Radfahrer und Wanderer.", []string{"Radfahrer", "Wanderer"}},
		{"de-DE", "Er spielt Tennis im Verein.", []string{"Tennis"}},
		{"de-DE", "Unfallhergang: Radfahrer vs. PKW.", nil},
		{"de-DE", "Herr Koch wurde stationär aufgenommen.", nil},
		{"de-DE", "Patientin: Fischer, Anna", nil},
		{"de-DE", "Rücksprache mit dem Hausarzt erfolgt.", nil},
		{"de-DE", "Dr. med. Julia Weber, Fachärztin für Innere Medizin", nil},
		{"de-DE", "Schrittmacher und Muskelkraft unauffällig.", nil},
	})
}

func TestOtherLanguages(t *testing.T) {
	runCases(t, []recCase{
		{"es-ES", "Profesión: camarero en un hotel", []string{"camarero"}},
		{"es-ES", "Varón de 67 años, jubilado, exfumador.", []string{"jubilado"}},
		{"es-ES", "Trabaja como enfermera en una residencia.", []string{"enfermera"}},
		{"es-ES", "Valorado por la enfermera de planta.", nil},
		{"it-IT", "Professione: insegnante di matematica", []string{"insegnante di matematica"}},
		{"it-IT", "Paziente di 70 anni, pensionato, ex muratore.", []string{"pensionato", "muratore"}},
		{"it-IT", "Il medico curante è stato informato.", nil},
		{"pt-BR", "Profissão: pedreiro", []string{"pedreiro"}},
		{"pt-BR", "Esposa Maria, professora de português, acompanha.", []string{"professora de português"}},
		{"pt-BR", "Avaliado pelo médico plantonista.", nil},
		{"vi-VN", "Nghề nghiệp: giáo viên", []string{"giáo viên"}},
		{"vi-VN", "Nghề nghiệp: hưu trí", []string{"hưu trí"}},
	})
}

// TestNoProfile checks that a text without a profile gives no spans.
func TestNoProfile(t *testing.T) {
	if got := New(nil).Recognize("Beroep: bakker", nil); got != nil {
		t.Errorf("nil profile: got %v", got)
	}
}
