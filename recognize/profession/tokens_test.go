package profession

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lexicon"
)

// refTokenize is tokenize written rune by rune without fast paths: the
// reference the ASCII path of tokenize is checked against.
func refTokenize(text string) []token {
	var out []token
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if !lexicon.IsWordRune(r) {
			i += size
			continue
		}
		b := i
		for i < len(text) {
			r, size := utf8.DecodeRuneInString(text[i:])
			if !lexicon.IsWordRune(r) {
				break
			}
			i += size
		}
		w := text[b:i]
		out = append(out, token{b: b, e: i, key: lexicon.Key(w), upper: unicode.IsUpper(r), digit: unicode.IsDigit(r)})
	}
	return out
}

// checkTokenize compares tokenize with refTokenize on s.
func checkTokenize(t *testing.T, s string) {
	t.Helper()
	var d doc
	d.tokenize(s)
	got, want := d.toks, refTokenize(s)
	if len(got) != len(want) {
		t.Errorf("tokenize(%q) = %d tokens, want %d", s, len(got), len(want))
		return
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("tokenize(%q) token %d = %+v, want %+v", s, i, got[i], want[i])
		}
	}
}

// TestTokenizeMatchesRef compares tokenize with refTokenize.
func TestTokenizeMatchesRef(t *testing.T) {
	for _, s := range []string{"", " ", "a", "A", "9", "é", "Arzt", "gepensioneerd landbouwer, 3Ab a1B ABC123 xY",
		"Ärztin médico ENFERMEIRA Straße İpek ǅx e\u0301cole", "caféX CAFÉ Éa éA 3É 3é É É3 aéb aÉb AéB",
		"ab\xffCD \xff \xc3", "x٣٤y ΣΑΣ", "a\u2019b a\u00a0b a\u2010b", "Kfz-Mechaniker (zzp); docente Frans.\nHobby: Lesen, Kochen",
		strings.Repeat("Lang", 80) + " " + strings.Repeat("9", 300) + strings.Repeat("ab", 40)} {
		checkTokenize(t, s)
	}
}

// FuzzTokenize compares tokenize with refTokenize on any text.
func FuzzTokenize(f *testing.F) {
	for _, s := range []string{"Arzt Ärztin", "3Ab xY caféX", "a\u2019b  c\td", "\xffAB\xc3"} {
		f.Add(s)
	}
	f.Fuzz(checkTokenize)
}
