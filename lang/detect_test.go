package lang

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
)

func TestDetectSentences(t *testing.T) {
	tests := []struct {
		text, want string
	}{
		{"De patiënt werd gisteren opgenomen op de afdeling en heeft geen koorts meer.", "nl-BE"},
		{"De patiënt belde met zijn gsm naar de huisartsenwachtpost; het riziv-nummer staat op het voorschrift.", "nl-BE"},
		{"Mevrouw is door de huisartsenpost naar de SEH verwezen, haar BSN is bekend bij de zorgverzekeraar.", "nl-NL"},
		{"The patient was seen in clinic today and there has been no change in his symptoms.", "en-GB"},
		{"She was referred by her GP to A&E; NHS number on the letter, mum is with her on the ward.", "en-GB"},
		{"He was admitted on 12/25/2023 and his Medicare insurance covers the visit at the center.", "en-US"},
		{"Follow-up on 03/14/2024 with his PCP; the patient has no insurance and pays the copay himself.", "en-US"},
		{"Le patient a été vu ce matin et il ne présente plus de fièvre depuis hier.", "fr-BE"},
		{"Patiente joignable sur son GSM, numéro INAMI du médecin sur la prescription, elle a septante ans.", "fr-BE"},
		{"Le patient est adressé par son médecin traitant, carte vitale et numéro de sécurité sociale à jour.", "fr-FR"},
		{"Der Patient wurde heute in der Notaufnahme aufgenommen und ist seit gestern fieberfrei.", "de-DE"},
		{"Die Patientin ist bei der AOK versichert, der Hausarzt hat eine Überweisung ausgestellt.", "de-DE"},
		{"Die Patientin wurde am 3. Jänner im LKH Graz aufgenommen, die e-card liegt vor.", "de-AT"},
		{"El paciente acude a urgencias por dolor torácico y no presenta fiebre desde ayer.", "es-ES"},
		{"Il paziente è stato ricoverato per dolore addominale e non presenta febbre da ieri.", "it-IT"},
		{"O paciente foi internado com dor no peito e não apresenta febre desde ontem.", "pt-BR"},
		{"Bệnh nhân nam, 72 tuổi, vào viện vì đau ngực và khó thở trong hai ngày.", "vi-VN"},
	}
	for _, tc := range tests {
		p, conf := Detect(tc.text)
		if p == nil {
			t.Fatalf("Detect returned nil for %q", tc.text)
		}
		if p.Code != tc.want {
			t.Errorf("Detect(%q) = %s (%.2f), want %s", tc.text, p.Code, conf, tc.want)
		}
		if conf <= 0 || conf > 1 {
			t.Errorf("Detect(%q) confidence %.2f outside (0,1]", tc.text, conf)
		}
	}
}

func TestDetectNoEvidence(t *testing.T) {
	for _, text := range []string{"", "12/03/2024 14:30", "!!! ###", "xyzzy qwfp"} {
		p, conf := Detect(text)
		if p == nil || p.Code != FallbackCode {
			t.Errorf("Detect(%q) = %v, want fallback %s", text, p, FallbackCode)
		}
		if conf != 0 {
			t.Errorf("Detect(%q) confidence %.2f, want 0", text, conf)
		}
	}
}

func TestDetectReadsOnlySample(t *testing.T) {
	head := strings.Repeat("de patiënt is in de ", DetectSample/20+1)
	p, _ := Detect(head + strings.Repeat(" the and of to ", 1000))
	if Base(p.Code) != "nl" {
		t.Errorf("Detect read past the sample: got %s", p.Code)
	}
	// A multi-byte rune straddling the cut must not break anything.
	p, _ = Detect(strings.Repeat("é", DetectSample) + " the")
	if p == nil {
		t.Fatal("nil profile")
	}
}

func TestDateOrderVotes(t *testing.T) {
	tests := []struct {
		in       string
		dmy, mdy int
	}{
		{"seen 25/12/2024 and 13.01.24", 2, 0},
		{"on 12/25/2024 and 1-31-24", 0, 2},
		{"on 03/04/2024", 0, 0},
		{"ratio 120/80/2", 0, 0},
		{"v1.20.3", 0, 0},
	}
	for _, tc := range tests {
		dmy, mdy := dateOrderVotes([]byte(tc.in))
		if dmy != tc.dmy || mdy != tc.mdy {
			t.Errorf("dateOrderVotes(%q) = %d,%d want %d,%d", tc.in, dmy, mdy, tc.dmy, tc.mdy)
		}
	}
}

func TestCountPhraseBoundaries(t *testing.T) {
	tests := []struct {
		s, cue string
		want   int
	}{
		{"tel +32 475 12", "+32", 1},
		{"tel +32475", "+32", 1},
		{"seen in a&e today, a&e again", "a&e", 2},
		{"kind en gezin langs", "kind en gezin", 1},
		{"kind en gezinnen", "kind en gezin", 0},
		{"wkind en gezin", "kind en gezin", 0},
	}
	for _, tc := range tests {
		first := []rune(tc.cue)[0]
		last := []rune(tc.cue)[len([]rune(tc.cue))-1]
		c := phraseCue{text: tc.cue, bytes: []byte(tc.cue), checkBefore: isWordRune(first), checkAfter: isWordRune(last) && !('0' <= last && last <= '9')}
		if got := countPhrase([]byte(tc.s), c); got != tc.want {
			t.Errorf("countPhrase(%q, %q) = %d, want %d", tc.s, tc.cue, got, tc.want)
		}
	}
}

func TestResolve(t *testing.T) {
	nl := "De patiënt werd opgenomen op de afdeling en heeft geen koorts."
	tests := []struct {
		override, doc, text, want string
		wantErr                   bool
	}{
		{"fr-FR", "nl-BE", nl, "fr-FR", false},
		{"de", "", nl, "de-DE", false},
		{"xx", "nl-BE", nl, "", true},
		{"", "nl-NL", "The patient was seen.", "nl-NL", false},
		{"", "fr-CH", nl, "fr-BE", false},
		{"", "EN_us", nl, "en-US", false},
		{"", "tr-TR", nl, "nl-BE", false},
		{"", "", nl, "nl-BE", false},
		{"", "", "", FallbackCode, false},
		{"  ", "und", "", FallbackCode, false},
	}
	for _, tc := range tests {
		p, err := Resolve(tc.override, tc.doc, tc.text)
		if tc.wantErr {
			if err == nil {
				t.Errorf("Resolve(%q, %q) want error", tc.override, tc.doc)
			}
			continue
		}
		if err != nil || p == nil {
			t.Errorf("Resolve(%q, %q) = %v, %v", tc.override, tc.doc, p, err)
			continue
		}
		if p.Code != tc.want {
			t.Errorf("Resolve(%q, %q) = %s, want %s", tc.override, tc.doc, p.Code, tc.want)
		}
	}
}

// TestDetectDevset checks Detect against the gold language of every devset
// note: the base language must match for at least 90% of them. Region
// agreement is logged, not asserted.
func TestDetectDevset(t *testing.T) {
	docs, ok, err := devtest.Load()
	if err != nil {
		t.Fatal(err)
	}
	if !ok {
		t.Skip("devset not present")
	}
	baseOK, regionOK := 0, 0
	for _, d := range docs {
		p, conf := Detect(d.Text)
		if Base(p.Code) == Base(d.Language) {
			baseOK++
		} else {
			t.Logf("base miss: %s gold %s got %s (%.2f)", d.ID, d.Language, p.Code, conf)
		}
		if strings.EqualFold(p.Code, d.Language) {
			regionOK++
		} else if Base(p.Code) == Base(d.Language) {
			t.Logf("region miss: %s gold %s got %s", d.ID, d.Language, p.Code)
		}
	}
	t.Logf("devset: base %d/%d, region %d/%d", baseOK, len(docs), regionOK, len(docs))
	if float64(baseOK) < 0.9*float64(len(docs)) {
		t.Errorf("base language right for %d/%d documents, want >= 90%%", baseOK, len(docs))
	}
}

func BenchmarkDetect(b *testing.B) {
	docs, ok, err := devtest.Load()
	if err != nil || !ok || len(docs) == 0 {
		b.Skip("devset not present")
	}
	total := 0
	for _, d := range docs {
		total += len(d.Text)
	}
	Detect("") // build indexes outside the timer
	b.SetBytes(int64(total))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, d := range docs {
			Detect(d.Text)
		}
	}
	b.ReportMetric(float64(b.N*len(docs))/b.Elapsed().Seconds(), "docs/s")
}

func TestPhoneShapeVotes(t *testing.T) {
	tests := []struct {
		in   string
		want string // region or "" for no vote
	}{
		{"call (206) 555-0123 today", "US"},
		{"cell 206-555-0123", "US"},
		{"mob 07700 900123", "GB"},
		{"tel 01632 960123", "GB"},
		{"bel 06-12345678", "NL"},
		{"tel 020-1234567", "NL"},
		{"tel 02 123 45 67", "BE"},
		{"gsm 0475/12.34.56", "BE"},
		{"gsm 0475 12 34 56", "BE"},
		{"tél 01 23 45 67 89", "FR"},
		{"Handy 0151 23456789", "DE"},
		{"Handy 0664 1234567", "AT"},
		{"op 06-02-2025 07:42", ""},
		{"op 04/02/2025 07:42", ""},
		{"RR 164/92, pols 98", ""},
		{"+32 475 12 34 56", ""},
	}
	for _, tc := range tests {
		v := phoneShapeVotes([]byte(tc.in))
		got := ""
		for r, n := range v {
			if n > 0 {
				if got != "" {
					t.Errorf("%q votes for several regions: %v", tc.in, v)
				}
				got = phoneRegions[r]
			}
		}
		if got != tc.want {
			t.Errorf("phoneShapeVotes(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
