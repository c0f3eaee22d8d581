package name

import (
	"testing"

	"github.com/meddeid/meddeid/lexicon"
)

// TestWordKeyMatchesFold checks that the fast Latin fold agrees with
// lexicon.Fold, which keyed the lexicon.
func TestWordKeyMatchesFold(t *testing.T) {
	for _, w := range []string{
		"Peeters", "PATIËNT", "Şahin", "Öztürk", "Ayşe", "Voß", "Wiśniewski", "Łukasz", "Dvořák",
		"Hélène", "Lefèvre", "Fernández", "Ribeiro", "Cœur", "Ærø", "Yılmaz", "Nguyễn", "Đức",
		"İstanbul", "Kowalczyk", "François", "Müller", "Ğ", "ÿ",
	} {
		if got, want := wordKey(w), lexicon.Fold(w); got != want {
			t.Errorf("wordKey(%q) = %q, lexicon.Fold = %q", w, got, want)
		}
	}
}
