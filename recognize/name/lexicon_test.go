package name

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/meddeid/meddeid/internal/devtest/rectest"
	"github.com/meddeid/meddeid/lexicon"
)

// TestHospitalLexicon checks that lists added with LoadDir reach the
// recognizer: an invented name is found only once its parts are listed.
func TestHospitalLexicon(t *testing.T) {
	text := "Vanochtend belde Zorvan Quixblat over de uitslag."
	p := rectest.MustProfile(t, "nl-BE")
	if got := New(nil).Recognize(text, p); len(got) != 0 {
		t.Fatalf("embedded lexicon: got %v, want no span", got)
	}
	dir := t.TempDir()
	for name, body := range map[string]string{
		"firstnames.txt": "# firstnames: test\nZorvan\n",
		"lastnames.txt":  "# lastnames: test\nQuixblat\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	base, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	lx, err := base.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := New(lx).Recognize(text, p)
	if len(got) != 1 || got[0].Text != "Zorvan Quixblat" {
		t.Fatalf("hospital lexicon: got %v, want one span «Zorvan Quixblat»", got)
	}
}

// TestNilProfile checks that a note of unknown language still gets the
// cues of every language.
func TestNilProfile(t *testing.T) {
	got := New(nil).Recognize("Patiënt: dhr. Jan Peeters\nHausarzt: Dr. Karl Weber", nil)
	if len(got) != 2 || got[0].Label != LabelPatient || got[1].Label != LabelCaregiver {
		t.Fatalf("got %v, want a patient and a caregiver", got)
	}
}
