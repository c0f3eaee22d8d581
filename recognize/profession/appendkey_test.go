package profession

import (
	"testing"

	"github.com/meddeid/meddeid/lexicon"
)

// TestAppendKeyMatchesKey compares appendKey with lexicon.Key.
func TestAppendKeyMatchesKey(t *testing.T) {
	for _, w := range []string{"", "a", "Arzt", "VERPLEEGKUNDIGE", "Ärztin", "médico", "ENFERMEIRA", "Straße", "İpek", "ab\xffCD", "ǅx", "e\u0301cole"} {
		if got, want := string(appendKey([]byte("x"), w)), "x"+lexicon.Key(w); got != want {
			t.Errorf("appendKey(%q) = %q, want %q", w, got, want)
		}
	}
}
