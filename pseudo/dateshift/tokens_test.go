package dateshift

import (
	"strings"
	"testing"
)

// TestLowerTok checks lowerTok (and its ASCII separator fast path)
// against the definition: lower case, white space runs collapsed to one
// space, a separator of white space alone a single space.
func TestLowerTok(t *testing.T) {
	ref := func(tk token) string {
		if tk.kind != tSep {
			return strings.ToLower(tk.text)
		}
		if strings.TrimSpace(tk.text) == "" {
			return " "
		}
		return strings.Join(strings.Fields(strings.ToLower(tk.text)), " ")
	}
	for _, s := range []string{
		"/", "-", ".", ", ", " , ", " - ", ".  ", "\t/\n", " ", "  ", "\t", "/ /", "/  /", "/\t/", ". ,",
		"A", " X ", "@", "\u00a0/", "/\u00a0", "–", " – ", "\v.\f", "/\r", ".\u0085", "Ä", "'",
	} {
		for _, k := range []tkind{tSep, tWord, tNum} {
			tk := token{kind: k, text: s}
			if got, want := lowerTok(tk), ref(tk); got != want {
				t.Errorf("lowerTok(%d, %q) = %q, want %q", k, s, got, want)
			}
		}
	}
}

// TestSpanText checks that spanText gives the tokens' texts concatenated.
func TestSpanText(t *testing.T) {
	for _, s := range []string{"3 november 2024", "14:30 uur", "Mo., 3. März '24", "1990s", "30MAR2024", "été 2023", "x"} {
		toks := tokenize(s)
		for i := range toks {
			for j := i + 1; j <= len(toks); j++ {
				var want strings.Builder
				for _, tk := range toks[i:j] {
					want.WriteString(tk.text)
				}
				if got := spanText(s, toks[i:j]); got != want.String() {
					t.Errorf("spanText(%q, %d:%d) = %q, want %q", s, i, j, got, want.String())
				}
			}
		}
	}
}
