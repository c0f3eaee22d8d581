package identifier

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/internal/devtest/rectest"
	"github.com/meddeid/meddeid/lang"
)

type want struct {
	text, label string
	score       float64
}

func TestRecognize(t *testing.T) {
	// All numbers are invented; valid ones carry computed check digits.
	rrnDots := "85.07.12-163." + rrn("850712163", false)[9:]
	tests := []struct {
		name, lang, text string
		want             []want
	}{
		{"rrn dotted with cue", "nl-BE", "Rijksregisternr.: " + rrnDots + "\nAdres", []want{{rrnDots, LabelPatient, ScoreCueValid}}},
		{"rrn spaced no cue", "fr-BE", "patiente " + "850712 163 " + rrn("850712163", false)[9:] + " vue", []want{{"850712 163 " + rrn("850712163", false)[9:], LabelPatient, ScoreValid}}},
		{"rrn bare in BE", "nl-BE", "nummer " + rrn("051103287", true) + ".", []want{{rrn("051103287", true), LabelPatient, ScoreCueValid}}},
		{"rrn bare in BE no cue", "nl-BE", "gekend onder " + rrn("051103287", true) + ".", []want{{rrn("051103287", true), LabelPatient, ScoreValid}}},
		{"rrn bad checksum no cue", "nl-BE", "code 85.07.12-163.00 x", nil},
		{"rrn bad checksum with cue", "nl-BE", "INSZ 85.07.12-163.00 x", []want{{"85.07.12-163.00", LabelPatient, ScoreCue}}},
		{"bsn with cue", "nl-NL", "BSN: " + bsn("12345678") + " ·", []want{{bsn("12345678"), LabelPatient, ScoreCueValid}}},
		{"bsn without cue", "nl-NL", "waarde " + bsn("12345678") + " gemeten", nil},
		{"nhs spaced en-GB", "en-GB", "patient 943 476 5919 seen", []want{{"943 476 5919", LabelPatient, ScoreValid}}},
		{"nhs cue", "en-GB", "NHS No: 943 476 5919    Hospital No: QX1234567", []want{{"943 476 5919", LabelPatient, ScoreCueValid}, {"QX1234567", LabelPatient, ScoreCue}}},
		{"ssn valid", "en-US", "SSN 123-45-6789.", []want{{"123-45-6789", LabelPatient, ScoreCueValid}}},
		{"ssn no cue", "en-US", "number 123-45-6789 on file", []want{{"123-45-6789", LabelPatient, ScoreCueValid}}},
		{"ssn no cue plain", "en-US", "has 123-45-6789 on file", []want{{"123-45-6789", LabelPatient, ScoreValid}}},
		{"ssn area rule needs cue", "en-US", "has 987-65-4320 on file", nil},
		{"ssn area rule with cue", "en-US", "SSN: 987-65-4320    Insurance", []want{{"987-65-4320", LabelPatient, ScoreCue}}},
		{"nir spaced", "fr-FR", "NIR : 1 85 07 75 123 456 " + nirKey("1850775123456") + "\nAdresse", []want{{"1 85 07 75 123 456 " + nirKey("1850775123456"), LabelPatient, ScoreCueValid}}},
		{"iban grouped", "nl-BE", "rekening BE68 5390 0754 7034 graag", []want{{"BE68 5390 0754 7034", LabelPatient, ScoreValid}}},
		{"npi cue", "en-US", "Dr X (NPI 123456789" + npiDigit("123456789") + ")", []want{{"123456789" + npiDigit("123456789"), LabelCaregiver, ScoreCueValid}}},
		{"npi no cue", "en-US", "value 123456789" + npiDigit("123456789") + " seen", nil},
		{"kvnr", "de-DE", "Versichertennr. A123456780 (AOK)", []want{{"A123456780", LabelPatient, ScoreCueValid}}},
		{"kvnr no cue", "de-DE", "Karte A123456780 gesteckt", []want{{"A123456780", LabelPatient, ScoreValid}}},
		{"svnr", "de-AT", "geb. 01.01.1980, SVNR 1237 010180\n", []want{{"1237 010180", LabelPatient, ScoreCueValid}}},
		{"dni", "es-ES", "DNI: 12345678Z    NHC", []want{{"12345678Z", LabelPatient, ScoreCueValid}}},
		{"cpf", "pt-BR", "CPF: 123.456.789-09    Prontuário: 2023-0099-17", []want{{"123.456.789-09", LabelPatient, ScoreCueValid}, {"2023-0099-17", LabelPatient, ScoreCue}}},
		{"cf", "it-IT", "C.F.: RSSMRA85T10A562S\n", []want{{"RSSMRA85T10A562S", LabelPatient, ScoreCueValid}}},
		{"riziv cue", "nl-BE", "Cardioloog – RIZIV 1-23456-25-004\n", []want{{"1-23456-25-004", LabelCaregiver, ScoreCueValid}}},
		{"riziv no cue", "fr-BE", "Dr Dupont (1-23456-25-004)", []want{{"1-23456-25-004", LabelCaregiver, ScoreValid}}},
		{"big cue", "nl-NL", "internist, BIG 19034872101", []want{{"19034872101", LabelCaregiver, ScoreCue}}},
		{"big no cue", "nl-NL", "uitslag 19034872101 ok", nil},
		{"gmc cue", "en-GB", "Consultant: Dr A    GMC: 1234567\n", []want{{"1234567", LabelCaregiver, ScoreCue}}},
		{"gmc no cue", "en-GB", "count 1234567 cells", nil},
		{"lanr cue", "de-DE", "Fachärztin, LANR 123456601\n", []want{{"123456601", LabelCaregiver, ScoreCueValid}}},
		{"lanr bad check", "de-DE", "Fachärztin, LANR 123456701\n", []want{{"123456701", LabelCaregiver, ScoreCue}}},
		{"mrn", "en-US", "MRN: Q7781234    DOB: 01/02/1950", []want{{"Q7781234", LabelPatient, ScoreCue}}},
		{"qualifier in brackets", "en-US", "Medicaid ID (OH): 104582219937\nPrinted", []want{{"104582219937", LabelPatient, ScoreCue}}},
		{"measure in brackets", "en-US", "Weight (kg): 72", nil},
		{"nuss", "es-ES", "NIE Y3318624Z, NUSS 24 10928833 41. Varón", []want{{"Y3318624Z", LabelPatient, 0.99}, {"24 10928833 41", LabelPatient, ScoreCue}}},
		{"nre", "it-IT", "RICETTA ELETTRONICA NRE: 1200A4027381592 COGNOME", []want{{"1200A4027381592", LabelPatient, ScoreCue}}},
		{"cns", "pt-BR", "CNS: 706 5021 3496 2181 Endereço", []want{{"706 5021 3496 2181", LabelPatient, ScoreCue}}},
		{"clia", "en-US", "CLIA 36D0998712  PATIENT", []want{{"36D0998712", LabelCaregiver, ScoreCue}}},
		{"dossiernr suffix", "nl-BE", "Dossiernr: 0012345\n", []want{{"0012345", LabelPatient, ScoreCue}}},
		{"acct hash", "en-US", "Acct#: B00112233\n", []want{{"B00112233", LabelPatient, ScoreCue}}},
		{"hash attached", "en-US", "Health Plan #ZQX123456789\n", []want{{"ZQX123456789", LabelPatient, ScoreCue}}},
		{"numero de sejour", "fr-FR", "IPP : 700112233 – N° de séjour : 25X004411\n", []want{{"700112233", LabelPatient, ScoreCue}, {"25X004411", LabelPatient, ScoreCue}}},
		{"sample number with slashes", "fr-BE", "N° d'échantillon :\t26/0101/0042\t", []want{{"26/0101/0042", LabelPatient, ScoreCue}}},
		{"date after cue", "nl-BE", "Opnamenr.: 12/01/2025\n", nil},
		{"room excluded", "nl-BE", "kamer nr. 21456 links", nil},
		{"phone cue", "nl-BE", "Tel. nr. 0478123456", nil},
		{"lot excluded", "de-DE", "Lot-Nr. 123456 geimpft", nil},
		{"lab value", "en-GB", "Platelets 234567 /uL", nil},
		{"url path", "en-US", "see https://portal.example.org/p/1234567 now", nil},
		{"caregiver interpreter", "en-US", "(interpreter ID 40127).", []want{{"40127", LabelCaregiver, ScoreCue}}},
	}
	r := New()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := r.Recognize(tt.text, rectest.MustProfile(t, tt.lang))
			devtest.CheckSpans(t, tt.text, got, devtest.NoSurroundingSpace)
			if len(got) != len(tt.want) {
				var texts []string
				for _, g := range got {
					texts = append(texts, g.Text+" "+g.Label)
				}
				t.Fatalf("got %d spans %q, want %d", len(got), texts, len(tt.want))
			}
			for i, w := range tt.want {
				g := got[i]
				if g.Text != w.text || g.Label != w.label || g.Score == nil || *g.Score != w.score {
					sc := -1.0
					if g.Score != nil {
						sc = *g.Score
					}
					t.Errorf("span %d = %q %s %.2f, want %q %s %.2f", i, g.Text, g.Label, sc, w.text, w.label, w.score)
				}
			}
		})
	}
}

func nirKey(body string) string {
	k := 97 - mod97Test(body)
	return string([]byte{byte('0' + k/10), byte('0' + k%10)})
}

func npiDigit(body string) string { return string(rune('0' + luhnDigit("80840"+body))) }

func TestMatch(t *testing.T) {
	if name, free, ok := Match("943 476 5919", []string{"uk-nhs"}); !ok || name != "uk-nhs" || !free {
		t.Errorf("Match NHS = %q %v %v", name, free, ok)
	}
	if _, free, ok := Match("943 476 5919", nil); !ok || free {
		t.Errorf("NHS outside GB should need a cue: free=%v ok=%v", free, ok)
	}
	if _, _, ok := Match("943 476 5918", []string{"uk-nhs"}); ok {
		t.Errorf("bad NHS checksum matched")
	}
}

func TestCueBefore(t *testing.T) {
	p := rectest.MustProfile(t, "nl-BE")
	for _, tt := range []struct {
		text     string
		kind     Cue
		adjacent bool
	}{
		{"Vragen? Bel |056 24 87 10", CuePhone, true},
		{"of pieper |6341", CuePhone, true},
		{"Tel. nr. |0478123456", CuePhone, true},
		{"Patiëntnr.: |7043318", CuePatient, true},
		{"RIZIV |1-23456-25-004", CueCaregiver, true},
		{"Opnamenr.: |A25-001942", CuePatient, true},
		{"RIZIV-nr. voorschrijver: |1-23456-25-004", CueCaregiver, false},
		{"zijn 40 jaar |1234", CueNone, false},
	} {
		i := strings.IndexByte(tt.text, '|')
		k, adj := CueBefore(tt.text, i, p)
		if k != tt.kind || adj != tt.adjacent {
			t.Errorf("CueBefore(%q) = %v,%v want %v,%v", tt.text, k, adj, tt.kind, tt.adjacent)
		}
	}
}

// TestSplitAny compares splitAny with a plain split
// at every non-digit byte (the slice the function returned before it
// returned an array).
func TestSplitAny(t *testing.T) {
	ref := func(s string) []string {
		var out []string
		cur := 0
		for i := 0; i < len(s); i++ {
			if !isDigit(s[i]) {
				out = append(out, s[cur:i])
				cur = i + 1
			}
		}
		return append(out, s[cur:])
	}
	for _, s := range []string{"", "1", "12/03/2024", "2024-03-12", "1.2.3.4", "12//3", "/", "ab", "12-3", "é1.2"} {
		want := ref(s)
		got := splitAny(s)
		for k := range got {
			w := ""
			if k < len(want) {
				w = want[k]
			}
			if got[k] != w {
				t.Errorf("splitAny(%q)[%d] = %q, want %q", s, k, got[k], w)
			}
		}
	}
}

// randomIDText builds a text of up to n fragments: words, numbers,
// joiners, NINO-like and ID-like pieces, white space and non-ASCII.
func randomIDText(rng *rand.Rand, n int) string {
	frags := []string{"the", "Patient", "AB", "QQ", "nr", "ID:", " ", " ", " ", "  ", "\n", "\t", ".", "-", "/", ",", ":", "#",
		"é", "\u00a0", "1", "12", "123456", "34", "56", "C", "A", "9", "2024", "12/03/2024", "85.07.30-033.28",
		"AB123456C", "AB 12 34 56 C", "JK 123456 A", "x7", "a-b", "a.1", "1-a", "0472 12 34 56", "BE71 0961 2345 6769"}
	var sb strings.Builder
	for range rng.IntN(n + 1) {
		sb.WriteString(frags[rng.IntN(len(frags))])
	}
	return sb.String()
}

// TestSkipProse compares Recognize, which skips the prose between numbers,
// with reading every token, on the devset notes and random texts, under
// every profile.
func TestSkipProse(t *testing.T) {
	var texts []string
	if docs, ok, err := devtest.Load(); err == nil && ok {
		for _, d := range docs {
			texts = append(texts, d.Text)
		}
	}
	rng := rand.New(rand.NewPCG(11, 3))
	for range 3000 {
		texts = append(texts, randomIDText(rng, 30))
	}
	profiles := append([]*lang.Profile{nil}, lang.All()...)
	found := 0
	for k, text := range texts {
		p := profiles[k%len(profiles)]
		got, want := recognizeText(text, p, true), recognizeText(text, p, false)
		found += len(want)
		if !reflect.DeepEqual(got, want) {
			// offsets only: the texts may be clinical
			t.Fatalf("text %d: spans with skipping %v, without %v", k, bounds(got), bounds(want))
		}
	}
	if found < 500 {
		t.Errorf("only %d spans in the texts: too few to compare", found)
	}
}

// bounds lists the offsets and labels of spans, without their text.
func bounds(spans []document.Span) []string {
	var out []string
	for _, s := range spans {
		out = append(out, fmt.Sprintf("[%d,%d) %s", s.Begin, s.End, s.Label))
	}
	return out
}
