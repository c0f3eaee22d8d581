package identifier

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/lang"
)

func phoneCueRef(text string, start int, p *lang.Profile) bool {
	k, adjacent := CueBefore(text, start, p)
	return k == CuePhone && adjacent
}

func TestPhoneCueBefore(t *testing.T) {
	nlBE, _ := lang.Get("nl-BE")
	enGB, _ := lang.Get("en-GB")
	frFR, _ := lang.Get("fr-FR")
	tests := []struct {
		text string
		p    *lang.Profile
		want bool
	}{
		{"Tel. 4521", nlBE, true},
		{"tel. nr 4521", nlBE, true},
		{"bleep 4417", enGB, true},
		{"Tel. van de patiënt 4521", nlBE, false},
		{"kamer 4521", nlBE, false},
		{"MRN 4521", enGB, false},
		{"nr 4521", nlBE, false},
		{"", nil, false},
		{"tél. interne 5238", frFR, false},
		{"poste tél 5238", frFR, true},
	}
	for _, tt := range tests {
		start := strings.LastIndexAny(tt.text, " ") + 1
		if tt.text == "" {
			start = 0
		}
		if got := PhoneCueBefore(tt.text, start, tt.p); got != tt.want {
			t.Errorf("PhoneCueBefore(%q) = %v, want %v", tt.text, got, tt.want)
		}
		if got, ref := PhoneCueBefore(tt.text, start, tt.p), phoneCueRef(tt.text, start, tt.p); got != ref {
			t.Errorf("PhoneCueBefore(%q) = %v, CueBefore says %v", tt.text, got, ref)
		}
	}
	if PhoneCueBefore("tel", -1, nil) || PhoneCueBefore("tel", 4, nil) {
		t.Error("out-of-range start reported a cue")
	}
}

// TestPhoneCueBeforeMatchesCueBefore checks the shortcut against
// CueBefore at every digit of generated labels and of the devset texts.
func TestPhoneCueBeforeMatchesCueBefore(t *testing.T) {
	words := []string{"tel", "Tel.", "tél", "nr", "no", "n°", "#", "nummer", "gsm", "fax", "MRN", "patient", "van", "de", "kamer", "bleep", "ext", "lijn", "interne", "Home", "phone", "-", ":", "\t", "  ", "\n", "record no", "nhs no", "riziv", "hulplijn", "Durchwahl", "Rufnummer", "(", ")", "x"}
	rng := rand.New(rand.NewPCG(1, 2))
	profiles := append([]*lang.Profile{nil}, lang.All()...)
	var texts []string
	for range 20000 {
		var sb strings.Builder
		for n := rng.IntN(7); n >= 0; n-- {
			sb.WriteString(words[rng.IntN(len(words))])
			if rng.IntN(3) > 0 {
				sb.WriteByte(' ')
			}
		}
		sb.WriteString("4521")
		texts = append(texts, sb.String())
	}
	positive := 0
	for i, text := range texts {
		p := profiles[i%len(profiles)]
		start := len(text) - 4
		got, ref := PhoneCueBefore(text, start, p), phoneCueRef(text, start, p)
		if got != ref {
			t.Fatalf("%q (%v): PhoneCueBefore %v, CueBefore %v", text, p != nil, got, ref)
		}
		if got {
			positive++
		}
	}
	if positive < len(texts)/20 {
		t.Fatalf("only %d of %d generated labels hold an adjacent phone cue", positive, len(texts))
	}
	docs, ok, err := devtest.Load()
	if err != nil {
		t.Fatal(err)
	}
	if !ok {
		return
	}
	checked := 0
	for _, d := range docs {
		p, _ := lang.Get(d.Language)
		for i := 0; i < len(d.Text); i++ {
			if c := d.Text[i]; c < '0' || c > '9' {
				continue
			}
			for _, q := range []*lang.Profile{p, nil} {
				if got, ref := PhoneCueBefore(d.Text, i, q), phoneCueRef(d.Text, i, q); got != ref {
					t.Fatalf("devset doc %s offset %d: PhoneCueBefore %v, CueBefore %v", d.ID, i, got, ref)
				}
			}
			checked++
		}
	}
	t.Logf("checked %d digit positions", checked)
}
