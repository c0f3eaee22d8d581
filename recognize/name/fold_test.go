package name

import (
	"strings"
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

func TestScanWordCase(t *testing.T) {
	for _, text := range []string{
		"Peeters", "PEETERS jr", "O'Sullivan,", "d'Amico", "Oduya's", "59M", "A", "AB", "Ab1",
		"Émile", "ÉMILE", "straße", "Nguyễn Văn", "VAN-DAM", "x\u2019Y", "ab'", "K.", "MRI's", "ΑΒΓ",
	} {
		end, digit := scanWord(text, 0)
		capital, upper := wordCase(text[:end])
		e2, d2, c2, u2, a2 := scanWordCase(text, 0)
		if a2 && wordKey(text[:end]) != strings.ToLower(text[:end]) {
			t.Errorf("scanWordCase(%q) reports ASCII", text)
		}
		if e2 != end || d2 != digit || c2 != capital || u2 != upper {
			t.Errorf("scanWordCase(%q) = %d %v %v %v, want %d %v %v %v", text, e2, d2, c2, u2, end, digit, capital, upper)
		}
	}
}
