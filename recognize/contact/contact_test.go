package contact

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/internal/devtest/rectest"
)

func TestRecognize(t *testing.T) {
	// Every number is invented or from a range reserved for fiction.
	tests := []struct {
		name, lang, text string
		want             []string // span texts, in order
		score            float64  // score of the first span, when > 0
	}{
		{"be intl with (0)", "nl-BE", "Tel. +32 (0)3 821 30 00 – fax", []string{"+32 (0)3 821 30 00"}, ScoreValid},
		{"be mobile slash dots", "nl-BE", "gsm 0472/12.34.56.", []string{"0472/12.34.56"}, ScoreValid},
		{"be landline dash dots", "fr-BE", "Tél.: 03-821.30.00", []string{"03-821.30.00"}, ScoreValid},
		{"us fictional 555 with cue", "en-US", "call (555) 123-4567 today", []string{"(555) 123-4567"}, ScoreCue},
		{"us 555-01xx plausible", "en-US", "Daughter: (617) 555-0199.", []string{"(617) 555-0199"}, 0},
		{"us local with cue", "en-US", "Phone: 555-0123", []string{"555-0123"}, ScoreCue},
		{"uk london", "en-GB", "Switchboard 020 7946 0958", []string{"020 7946 0958"}, ScoreValid},
		{"nl mobile", "nl-NL", "bereikbaar op 06-12345678.", []string{"06-12345678"}, ScoreValid},
		{"at intl", "de-AT", "Sohn erreichbar unter +43 664 3928174.", []string{"+43 664 3928174"}, ScoreValid},
		{"uk fictional drama landline", "en-GB", "Ward contact: 01632 960123 (24 h)", []string{"01632 960123"}, 0},
		{"uk fictional mobile no cue", "en-GB", "Daughter Claire (07700 900461) lives nearby", []string{"07700 900461"}, ScorePlausible},
		{"fr fictional", "fr-FR", "Secrétariat : 01 99 00 12 34", []string{"01 99 00 12 34"}, 0},
		{"00 prefix", "nl-BE", "bel 0032 472 12 34 56", []string{"0032 472 12 34 56"}, ScoreValid},
		{"nl spaced dash", "nl-NL", "Telefoon 020 - 754 3300 ·", []string{"020 - 754 3300"}, ScoreValid},
		{"extension toestel", "nl-BE", "terugbellen naar Jolien, toestel 221. Dank", []string{"221"}, ScoreExtension},
		{"extension tel", "nl-BE", "tel. 4521", []string{"4521"}, ScoreExtension},
		{"extension bip", "fr-BE", "bip 123", []string{"123"}, ScoreExtension},
		{"extension pieper", "nl-BE", "of pieper 456.", []string{"456"}, ScoreExtension},
		{"extension sein", "nl-NL", "(sein 1234)", []string{"1234"}, ScoreExtension},
		{"extension ext", "en-GB", "ext. 2231", []string{"2231"}, ScoreExtension},
		{"extension poste", "fr-FR", "poste 3344", []string{"3344"}, ScoreExtension},
		{"extension bleep", "en-GB", "(bleep 4417)", []string{"4417"}, ScoreExtension},
		{"emergency number", "en-GB", "call 999 now", nil, 0},
		{"email", "nl-BE", "E-mail: griet.moens@example.be\n", []string{"griet.moens@example.be"}, ScoreEmail},
		{"email trailing dot", "en-GB", "by e-mail: a.b-c@mail.example.co.uk.", []string{"a.b-c@mail.example.co.uk"}, ScoreEmail},
		{"mention is not email", "en-US", "@Priya can you call", nil, 0},
		{"www url", "nl-NL", "· www.example.be\n", []string{"www.example.be"}, ScoreURL},
		{"https url", "en-US", "online: https://portal.example.org/p/123.", []string{"https://portal.example.org/p/123"}, ScoreURL},
		{"url in parens", "en-US", "(see https://example.org/a_(b))", []string{"https://example.org/a_(b)"}, ScoreURL},
		{"date slash", "nl-BE", "opname 14/01/2025 tot", nil, 0},
		{"date dots", "de-DE", "am 14.01.2025 gesehen", nil, 0},
		{"date and time", "nl-BE", "04/02/2025 07:42 spoed", nil, 0},
		{"blood pressure", "de-DE", "RR 168/102 mmHg", nil, 0},
		{"bp short", "en-US", "BP 120/80", nil, 0},
		{"lab values", "nl-BE", "Hb 13.2 g/dL, CRP 4.1, leuco 10.450 /µL", nil, 0},
		{"dose", "en-GB", "paracetamol 1000 mg 4 times", nil, 0},
		{"rrn is an id", "nl-BE", "patiënt 85.07.12-163.07 x", nil, 0},
		{"rrn after cue", "nl-BE", "INSZ 85071216307", nil, 0},
		{"nhs is an id", "en-GB", "NHS number 943 476 5919", nil, 0},
		{"number glued to letters", "nl-BE", "ref AB0472123456 x", nil, 0},
		{"decimal", "en-GB", "ratio 0.123456 only", nil, 0},
		{"local number without trunk", "nl-BE", "waarde 821 30 00 x", nil, 0},
	}
	r := New()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := r.Recognize(tt.text, rectest.MustProfile(t, tt.lang))
			devtest.CheckSpans(t, tt.text, got, devtest.NoSurroundingSpace)
			var texts []string
			for _, g := range got {
				texts = append(texts, g.Text)
				if g.Label != Label || g.Source != "contact" {
					t.Errorf("span %q label %q source %q", g.Text, g.Label, g.Source)
				}
			}
			if strings.Join(texts, "|") != strings.Join(tt.want, "|") {
				t.Fatalf("got %q, want %q", texts, tt.want)
			}
			if tt.score > 0 && *got[0].Score != tt.score {
				t.Errorf("score %.2f, want %.2f", *got[0].Score, tt.score)
			}
		})
	}
}

func TestIsDateWord(t *testing.T) {
	for w, want := range map[string]bool{"14/01/2025": true, "14.01.25": true, "2025-01-14": true, "0472/12.34": false, "03-821.30": false, "31/13/2025": false, "12/31/2024": true, "01.99.00": false} {
		if got := isDateWord(w); got != want {
			t.Errorf("isDateWord(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestNextPhoneStart compares nextPhoneStart with a byte-by-byte scan of
// phoneStart from every position of texts that mix prose, digits, the
// bytes around '('..'9' and non-ASCII bytes.
func TestNextPhoneStart(t *testing.T) {
	ref := func(text string, i int) int {
		for ; i < len(text); i++ {
			if phoneStart[text[i]] {
				return i
			}
		}
		return len(text)
	}
	texts := []string{"", "a", "0", "abcdefgh", "abcdefgh(", "Tel.: +32 (0)2 555 12 34, fax 02/555.12.35", "été\xa8\xb0\xb9\xa9 ok"}
	for c := range 256 {
		texts = append(texts, strings.Repeat("x", c%13)+string(rune(c))+"yyyyyyyyy", "zzzzzzz"+string([]byte{byte(c)})+"zzzzzzzz")
	}
	alphabet := "abc  .,;:-/)*'\"\t\n0189+(é\x27\x28\x29\x2f\x30\x39\x3a\xa8\xb9\xba\xff"
	rng := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		b := make([]byte, rng.IntN(40))
		for k := range b {
			if rng.IntN(4) == 0 {
				b[k] = alphabet[rng.IntN(len(alphabet))]
			} else {
				b[k] = 'a' + byte(rng.IntN(26))
			}
		}
		texts = append(texts, string(b))
	}
	for _, s := range texts {
		for i := 0; i <= len(s); i++ {
			if got, want := nextPhoneStart(s, i), ref(s, i); got != want {
				t.Fatalf("nextPhoneStart(%q, %d) = %d, want %d", s, i, got, want)
			}
		}
	}
}
