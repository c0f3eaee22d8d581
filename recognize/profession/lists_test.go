package profession

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/lexicon"
)

// TestListSizes checks that the embedded professions and hobbies lists of
// every language are broad enough, carry their header, and hold a few
// entries every list must have (both genders, employment states).
func TestListSizes(t *testing.T) {
	lx, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		lang              string
		minProf, minHobby int
		must              []string
	}{
		{"nl", 600, 100, []string{"bakker", "kapster", "verpleegkundige", "lerares", "gepensioneerd", "werkloos", "arbeidsongeschikt", "huisvrouw", "student", "roeien", "duivenmelker"}},
		{"en", 600, 100, []string{"plumber", "waitress", "nurse", "retired", "unemployed", "student", "housewife", "bowls", "angler"}},
		{"fr", 600, 90, []string{"boulanger", "boulangère", "infirmière", "retraité", "chômeur", "chômeuse", "étudiant", "femme au foyer", "pétanque"}},
		{"de", 600, 100, []string{"Bäcker", "Bäckerin", "Lehrerin", "pensioniert", "arbeitslos", "Rentner", "Hausfrau", "Student", "Angler"}},
		{"es", 150, 30, []string{"camarero", "camarera", "jubilado", "jubilada", "desempleado", "fútbol"}},
		{"it", 120, 30, []string{"impiegato", "impiegata", "pensionato", "pensionata", "disoccupato", "calcio"}},
		{"pt", 100, 25, []string{"professor", "professora", "aposentado", "aposentada", "desempregado", "futebol"}},
		{"vi", 40, 12, []string{"nông dân", "giáo viên", "hưu trí", "bóng đá"}},
	}
	for _, tt := range tests {
		prof, hob := lx.Professions(tt.lang), lx.Hobbies(tt.lang)
		if n := prof.Len(); n < tt.minProf {
			t.Errorf("%s: %d professions < %d", tt.lang, n, tt.minProf)
		}
		if n := hob.Len(); n < tt.minHobby {
			t.Errorf("%s: %d hobbies < %d", tt.lang, n, tt.minHobby)
		}
		for _, w := range tt.must {
			if !prof.Contains(w) && !hob.Contains(w) {
				t.Errorf("%s: %q missing", tt.lang, w)
			}
		}
		for _, set := range []lexicon.Set{prof, hob} {
			for _, l := range set {
				if !strings.HasSuffix(l.Source, ".meddeid.txt") {
					continue
				}
				if !strings.HasPrefix(l.Header, string(l.Kind)+":") || !strings.Contains(l.Header, "licence:") {
					t.Errorf("%s: header %q", l.Source, l.Header)
				}
			}
		}
	}
}
