package postprocess

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// tokenizeRef is tokenize without the ASCII fast path: every word is
// read by readWord.
func tokenizeRef(text string) ([]token, string) {
	var toks []token
	var arena []byte
	for i := 0; i < len(text); {
		var t token
		var ok bool
		t, arena, i, ok = readWord(text, i, arena)
		if ok {
			toks = append(toks, t)
		}
	}
	return toks, string(arena)
}

// TestTokenizeMatchesReference checks the tokenizer's ASCII fast path
// against readWord on fixed and random texts.
func TestTokenizeMatchesReference(t *testing.T) {
	texts := []string{
		"", "a", "A", "9", "'", "’", "é", "Jan Peeters, 12/03/2024: dhr. O'Brien-Smith",
		"MÜLLER Jürgen d'Ans l'hôpital ABC12 x9Y 'quoted' rock’n’roll ÉLODIE Straße ĲSSEL",
		"end with apostrophe' and' 'start", "Ωmega αβγ 東京 e\u0301te\u0301 x\u0301", "a'b'c '' a''b",
		"tail ASCII then é", "ab\u00a0cd\ttab\nnew-line", "\xff\xfe bad utf8 a\xffb",
	}
	alphabet := []string{"a", "b", "Z", "Q", "1", "0", " ", ".", "-", "'", "’", "é", "É", "ß", "\u0301", "東", "\n", "ʼ", "\xff", "ı"}
	r := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		var b strings.Builder
		for range r.IntN(24) {
			b.WriteString(alphabet[r.IntN(len(alphabet))])
		}
		texts = append(texts, b.String())
	}
	// The folded forms may lie elsewhere in the folded string: compare
	// them, and every other field, token by token.
	type word struct {
		b, e              int
		folded            string
		runes             int32
		cap, upper, digit bool
	}
	words := func(toks []token, folded string) []word {
		out := make([]word, len(toks))
		for i, t := range toks {
			out[i] = word{t.b, t.e, folded[t.fb:t.fe], t.runes, t.cap, t.upper, t.digit}
		}
		return out
	}
	for _, text := range texts {
		got := words(tokenize(text))
		want := words(tokenizeRef(text))
		if !slices.Equal(got, want) {
			t.Errorf("tokenize(%q) = %v, want %v", text, got, want)
		}
	}
}
