package address

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// lowerSamples mixes ASCII, Latin, Greek, Cyrillic, Turkish dotted I,
// invalid UTF-8 and punctuation that clauseWords trims.
var lowerSamples = []string{
	"", "a", "Rue", "RUE de la Gare", "Straße", "MÜNCHENER Allee", "İstanbul", "ΑΘΗΝΑ", "Москва",
	"\xff", "ab\xffCD", "\xe2\x80", "Jean-Pierre'", "l’Hôpital’", "O'Brien-", "x\u00a0Y", "ǅemal",
	"Sint-Niklaas, en 'S-Hertogenbosch", "born in  Quebec  City -  Canada", strings.Repeat("Long", 20),
}

// TestAppendLowerMatchesToLower checks the allocation-free lower-casing
// against strings.ToLower, and wordSet.has against contains(ToLower).
func TestAppendLowerMatchesToLower(t *testing.T) {
	var words []string
	for _, s := range lowerSamples {
		words = append(words, strings.ToLower(s))
	}
	set := newWordSet(words)
	for _, s := range lowerSamples {
		if got, want := string(appendLower(nil, s)), strings.ToLower(s); got != want {
			t.Errorf("appendLower(%q) = %q, want %q", s, got, want)
		}
		if got, want := string(appendLower([]byte("X"), s)), "X"+strings.ToLower(s); got != want {
			t.Errorf("appendLower(X, %q) = %q, want %q", s, got, want)
		}
		for _, w := range []string{s, s + "x", "Q" + s} {
			if got, want := set.hasWord(w), set.contains(strings.ToLower(w)); got != want {
				t.Errorf("hasWord(%q) = %v, want %v", w, got, want)
			}
			if got, want := set.hasBytes([]byte(strings.ToLower(w))), set.contains(strings.ToLower(w)); got != want {
				t.Errorf("hasBytes(%q) = %v, want %v", w, got, want)
			}
		}
	}
	var empty wordSet
	if empty.hasWord("a") || empty.hasBytes([]byte("a")) {
		t.Error("the zero wordSet holds a word")
	}
}

// clauseWordsRef is the plain definition of clauseWords.
func clauseWordsRef(text string, b, e int) []string {
	var out []string
	for i := b; i < e; {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !unicode.IsLetter(r) {
			i += n
			continue
		}
		j := i
		for j < e {
			r, n := utf8.DecodeRuneInString(text[j:])
			if !isNameRune(r) {
				break
			}
			j += n
		}
		out = append(out, strings.ToLower(strings.TrimRight(text[i:j], "-'’")))
		i = j
	}
	return out
}

// TestClauseWordsMatchesRef compares clauseWords with its definition on
// every sub-range of the samples.
func TestClauseWordsMatchesRef(t *testing.T) {
	for _, s := range lowerSamples {
		for b := 0; b <= len(s); b++ {
			for e := b; e <= len(s); e++ {
				if got, want := clauseWords(s, b, e), clauseWordsRef(s, b, e); !slices.Equal(got, want) {
					t.Errorf("clauseWords(%q, %d, %d) = %q, want %q", s, b, e, got, want)
				}
			}
		}
	}
}

// TestHasMatchesContains compares wordSet.has, with its test of the first
// and last bytes before lower-casing, with contains(strings.ToLower) on
// every sub-token of the samples in several cases, against sets that hold
// some of those tokens lower-cased (runes that change length when
// lower-cased included: "İ", the Kelvin sign).
func TestHasMatchesContains(t *testing.T) {
	samples := append([]string{"\u212Aelvin", "KELVIN", "ab\u0130c", "abic", "Rue.", "PO Box", "C/", "'s-Gravenhage"}, lowerSamples...)
	var texts []string
	for _, s := range samples {
		texts = append(texts, s, strings.ToUpper(s), strings.ToLower(s))
	}
	var words []string
	for k, s := range texts {
		for b := 0; b <= len(s); b++ {
			for e := b; e <= len(s); e++ {
				if (b+e+k)%3 == 0 {
					words = append(words, strings.ToLower(s[b:e]))
				}
			}
		}
	}
	sets := []wordSet{newWordSet(words), newWordSet([]string{"kelvin", "abic", "rue", "po box"}), {}}
	for _, set := range sets {
		for _, s := range texts {
			for b := 0; b <= len(s); b++ {
				for e := b; e <= len(s); e++ {
					got, want := set.has(s, token{b, e}), set.contains(strings.ToLower(s[b:e]))
					if got != want {
						t.Fatalf("has(%q) = %v, want %v", s[b:e], got, want)
					}
				}
			}
		}
	}
}
