package age

import (
	"slices"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/lang"
)

// ageCase is one input with the span texts expected (in order).
type ageCase struct {
	name string
	lang string
	text string
	want []string
}

func runCases(t *testing.T, cases []ageCase) {
	t.Helper()
	rec := New()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, _ := lang.Get(c.lang)
			spans := rec.Recognize(c.text, p)
			var got []string
			for _, s := range spans {
				got = append(got, s.Text)
				if s.Label != Label || s.Source != Name {
					t.Errorf("span %q: label %q source %q", s.Text, s.Label, s.Source)
				}
				if s.Text != c.text[s.Begin:s.End] {
					t.Errorf("span text %q does not match offsets", s.Text)
				}
			}
			if !slices.Equal(got, c.want) {
				t.Fatalf("got %q, want %q", got, c.want)
			}
		})
	}
}

func TestAgesPositive(t *testing.T) {
	runCases(t, []ageCase{
		{"nl adjectival", "nl-BE", "Een 58-jarige man met dyspneu.", []string{"58-jarige"}},
		{"nl appositive jaar", "nl-BE", "Zus Anke (27 jaar) is gezond.", []string{"27 jaar"}},
		{"nl appositive j", "nl-BE", "Mevr. Peeters, 83 j, valt thuis.", []string{"83 j"}},
		{"nl months kin", "nl-BE", "Zusje Lien, 5 mnd, gezond.", []string{"5 mnd"}},
		{"nl compound", "nl-BE", "Leeftijd: 1j7m\nINSZ", []string{"1j7m"}},
		{"nl jr dash", "nl-NL", "Pat: Visser, K. – 61 jr – huisarts", []string{"61 jr"}},
		{"nl jaar oud", "nl-NL", "Hij is nu 6 jaar oud.", []string{"6 jaar oud"}},
		{"nl leeftijd bare", "nl-NL", "Leeftijd: 47\nBSN", []string{"47"}},
		{"nl vanaf", "nl-NL", "dementie vanaf ongeveer 78 jaar.", []string{"78 jaar"}},
		{"nl tot", "nl-BE", "medicatie tot 14 j.", []string{"14 j"}},
		{"en yo", "en-GB", "Mr Tom Bell, 66 yo. Chest pain.", []string{"66 yo"}},
		{"en y/o", "en-US", "Pt: Jane Roe | 29 y/o F | MRN", []string{"29 y/o"}},
		{"en year-old", "en-US", "a 15-year-old girl", []string{"15-year-old"}},
		{"en weeks old", "en-GB", "DOB 01/02/2024, 9 weeks old\n", []string{"9 weeks old"}},
		{"en yrs after dob", "en-GB", "DOB: 02/03/1950 (74 yrs)\n", []string{"74 yrs"}},
		{"en Age colon", "en-GB", "Name: Smith, Ann    Age: 51    MRN", []string{"51"}},
		{"en at age", "en-US", "moved to Ohio at age 9. Lives", []string{"9"}},
		{"en sex attached", "en-GB", "Clinical details: 71F, collapse.", []string{"71"}},
		{"en sex spaced", "en-GB", "JONES, Peter, 80 M\nS: fall", []string{"80"}},
		{"en sex after name", "en-GB", "PATEL, Ravi 44M\nS: pain", []string{"44"}},
		{"en from weeks", "en-GB", "From about 4 weeks he has had reflux.", []string{"4 weeks"}},
		{"en sibling years", "en-GB", "Younger brother (6 years) is well.", []string{"6 years"}},
		{"fr ans", "fr-BE", "M. Jean Lenoir, 61 ans, menuisier.", []string{"61 ans"}},
		{"fr a", "fr-FR", "Mme Martin, 79 a, ch. 4", []string{"79 a"}},
		{"fr attached a", "fr-FR", "M. Roux, 91a, chute", []string{"91a"}},
		{"fr âgé de", "fr-FR", "le petit Léo, âgé de 4 mois, pour avis", []string{"4 mois"}},
		{"fr à ans", "fr-FR", "père décédé à 52 ans (infarctus)", []string{"52 ans"}},
		{"en sex marker after a quote", "en-GB", "Clinical details (as written): \"45F, FOOSH Sept 2024\"", []string{"45"}},
		{"nl died at then after", "nl-BE", "Vader overleden op 79 jaar na een CVA.", []string{"79 jaar"}},
		{"en died at years after", "en-GB", "Her mother died at 81 years after a long illness.", []string{"81 years"}},
		{"fr after date", "fr-BE", "née le 01/01/1950 (75 ans)\n", []string{"75 ans"}},
		{"de J dot", "de-DE", "Krause, Jana, 37 J., Lehrerin", []string{"37 J."}},
		{"de jährige", "de-AT", "Die 82-jährige Patientin", []string{"82-jährige"}},
		{"de Jahre", "de-DE", "Tochter Lea (12 Jahre) gesund", []string{"12 Jahre"}},
		{"de Alter colon", "de-DE", "Alter: 55\n", []string{"55"}},
		{"it anni", "it-IT", "nata il 01/02/1960 (64 anni)\n", []string{"64 anni"}},
		{"es años", "es-ES", "Edad: 38 años\n", []string{"38 años"}},
		{"pt anos", "pt-BR", "Paciente: Maria Souza – 47 anos\nCPF", []string{"47 anos"}},
		{"vi tuổi", "vi-VN", "người bệnh nữ 65 tuổi, ho", []string{"65 tuổi"}},
		{"vi cue", "vi-VN", "Tuổi: 58    Giới: Nữ", []string{"58"}},
		{"two ages", "nl-BE", "moeder An (40 jaar) en vader Jo (42 jaar).", []string{"40 jaar", "42 jaar"}},
	})
}

func TestAgesNegative(t *testing.T) {
	runCases(t, []ageCase{
		{"nl sinds", "nl-BE", "Klachten sinds 5 jaar, nu erger.", nil},
		{"nl geleden", "nl-BE", "Operatie 2 jaar geleden.", nil},
		{"nl controle over", "nl-BE", "Controle over 3 maanden.", nil},
		{"nl na mnd", "nl-BE", "Herevaluatie na 3 mnd.", nil},
		{"nl per jaar", "nl-BE", "Drie keer per jaar griep.", nil},
		{"nl pakjaren", "nl-BE", "ex-roker (25 pakjaren)", nil},
		{"nl zwangerschap", "nl-NL", "bij 32 weken zwangerschap", nil},
		{"nl gedurende", "nl-BE", "Amoxicilline gedurende 7 dagen.", nil},
		{"nl jaar lang", "nl-BE", "rookte 20 jaar lang", nil},
		{"en for weeks", "en-GB", "Cough for 3 weeks.", nil},
		{"en since years", "en-GB", "Diabetic since 2 years.", nil},
		{"en ago", "en-US", "Seen 3 weeks ago by GP.", nil},
		{"en times weeks", "en-GB", "Doxycycline x 2 weeks.", nil},
		{"en in weeks", "en-GB", "Review in 6 weeks.", nil},
		{"en gestation plus", "en-GB", "born at 39+2 w by section", nil},
		{"en pack years", "en-US", "smoker, 40 PY.", nil},
		{"en history hyphen", "en-US", "a 3-year history of cough", nil},
		{"en range", "en-GB", "symptoms for 2-3 days", nil},
		{"en dose", "en-GB", "Bisoprolol 5 mg daily, ramipril 2.5 mg.", nil},
		{"en temp F", "en-US", "T 99.1 F, HR 88", nil},
		{"en lab", "en-US", "Hb 11.2 g/dL, WBC 8.1", nil},
		{"en plain weeks", "en-GB", "antibiotics (7 days) completed", nil},
		{"fr il y a", "fr-FR", "Chute il y a 3 ans.", nil},
		{"fr depuis", "fr-BE", "Toux depuis 2 semaines.", nil},
		{"fr SA", "fr-BE", "grossesse de 18 SA.", nil},
		{"fr pendant j", "fr-BE", "Augmentin pendant 5 j.", nil},
		{"fr 5 j plain", "fr-FR", "Amoxicilline 1 g 3x/j 5 j", nil},
		{"de seit", "de-DE", "Beschwerden seit 4 Jahren.", nil},
		{"de vor", "de-DE", "Sturz vor 3 Wochen.", nil},
		{"de SSW", "de-DE", "in der 30. SSW", nil},
		{"es hace", "es-ES", "dolor desde hace 2 años", nil},
		{"it fa", "it-IT", "intervento 3 anni fa", nil},
		{"vi năm", "vi-VN", "hút thuốc lá 30 năm", nil},
		{"stage code", "de-AT", "Niereninsuffizienz G3a, Typ 2a.", nil},
		{"nyha", "en-GB", "NYHA III, EF 35 %", nil},
		{"title M.", "fr-FR", "Revu le 12 M. Dupont", nil},
		{"date", "nl-BE", "Opname 14.02.2025 tot 20.02.2025.", nil},
	})
}

func TestScores(t *testing.T) {
	rec := New()
	p, _ := lang.Get("nl-BE")
	cases := []struct {
		text string
		min  float64
		max  float64
	}{
		{"een 45-jarige man", 0.95, 0.95},
		{"Zoon Jef (45 jaar) woont", 0.6, 0.8},
		{"Leeftijd: 45 jaar", 0.95, 0.95},
	}
	for _, c := range cases {
		spans := rec.Recognize(c.text, p)
		if len(spans) != 1 || spans[0].Score == nil {
			t.Fatalf("%q: got %d spans", c.text, len(spans))
		}
		if s := *spans[0].Score; s < c.min || s > c.max {
			t.Errorf("%q: score %.2f not in [%.2f, %.2f]", c.text, s, c.min, c.max)
		}
	}
}

func TestRecognizerInfo(t *testing.T) {
	rec := New()
	if rec.Name() != "age" {
		t.Errorf("name %q", rec.Name())
	}
	if l := rec.Labels(); len(l) != 1 || l[0] != "Age_Birthdate" {
		t.Errorf("labels %v", l)
	}
	if rec.Languages() != nil {
		t.Errorf("languages %v, want nil (all)", rec.Languages())
	}
}

func TestNilProfile(t *testing.T) {
	spans := New().Recognize("Dhr. Jan Smet, 72 j, komt", nil)
	if len(spans) != 1 || spans[0].Text != "72 j" {
		t.Fatalf("got %v", spans)
	}
}

// TestReadLeftWordsLowered checks that readLeft's words are its raw words
// lower-cased by strings.ToLower, through the one-span ASCII fast path
// and the per-word path for other text.
func TestReadLeftWordsLowered(t *testing.T) {
	for _, text := range []string{
		"Age 34",
		"The Patient's AGE. 34",
		"at age 6",
		"Alter des Patienten 34",
		"ÉLÈVE Âgé de 34",
		"İstanbul DOĞUMLU 34",
		"Mr. Ångström, St. 34",
		"no context\n34",
		"dr. J.-P. Van Damme 34",
	} {
		var buf [3 * maxLeftWords]string
		lc := readLeft(text, strings.LastIndexByte(text, ' ')+1, buf[:])
		if len(lc.words) != len(lc.raw) {
			t.Fatalf("%q: %d words, %d raw", text, len(lc.words), len(lc.raw))
		}
		for k, w := range lc.raw {
			if want := strings.ToLower(w); lc.words[k] != want {
				t.Errorf("%q: word %d = %q, want %q", text, k, lc.words[k], want)
			}
		}
	}
}
