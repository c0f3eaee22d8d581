package lexicon

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The reference implementations below are the plain forms of the fast
// paths in fold.go and list.go; the tests check that both agree.

// refNextToken is nextToken decoding every rune.
func refNextToken(s string, i int) (begin, end int) {
	begin = -1
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		if IsWordRune(r) {
			if begin < 0 {
				begin = i
			}
		} else if begin >= 0 {
			return begin, i
		}
		i += size
	}
	if begin < 0 {
		return -1, -1
	}
	return begin, len(s)
}

// refFoldToken is appendFoldToken through the normaliser alone.
func refFoldToken(tok string) string {
	d := appendFoldDecomposed(nil, norm.NFKD.AppendString(nil, tok))
	return string(keepWordRunes(d, 0))
}

// refKey is Key built from the reference tokeniser and folder.
func refKey(s string) string {
	var toks []string
	for i := 0; ; {
		b, e := refNextToken(s, i)
		if b < 0 {
			break
		}
		if f := refFoldToken(s[b:e]); f != "" {
			toks = append(toks, f)
		}
		i = e
	}
	return strings.Join(toks, " ")
}

// fastPathTexts are texts that exercise the ASCII and non-ASCII paths.
var fastPathTexts = []string{
	"", " ", "a", "A", "Z", "z", "@[`{", "0189", "Jansen", "JANSEN", "van der Berg",
	"Sint-Niklaas", "'s-Hertogenbosch", "O’Brien", "Müller-Lüdenscheid", "Straße 12",
	"Ĳsselstein", "ﬁne", "İstanbul", "x\u0300y", "\u0300", "a\u00a0b", "ŀl", "Łódź",
	"日本語 テキスト", "\xff\xfeab\xc3", "ab\xc3", "tab\tnew\nline", "e\u0301cole",
	"Ωmega ΣΙΣΥΦΟΣ", "٣٤٥ digits", "x—y–z", strings.Repeat("Lange", 30) + " woord",
	strings.Repeat("ä", 40), "a.b,c;d:e!f?g(h)i[j]k{l}m/n\\o|p",
}

// randomText returns a text mixing ASCII, Latin, other scripts, marks and
// invalid bytes.
func randomText(rng *rand.Rand) string {
	pieces := []string{"a", "B", "z", "Z", "0", "9", " ", "-", "'", ".", "\n", "é", "É", "ß", "ø",
		"\u0301", "ĳ", "ﬁ", "Ω", "日", "’", "\u00a0", "\xff", "\xc3", "@", "`", "[", "{", "~", "ǅ", "ɐ", "Ṡ"}
	var b strings.Builder
	for n := rng.IntN(24); n > 0; n-- {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}

func fastPathCorpus() []string {
	rng := rand.New(rand.NewPCG(1, 2))
	texts := append([]string(nil), fastPathTexts...)
	for range 5000 {
		texts = append(texts, randomText(rng))
	}
	return texts
}

func TestNextTokenMatchesReference(t *testing.T) {
	for _, s := range fastPathCorpus() {
		for i := 0; i <= len(s); i++ {
			b, e := nextToken(s, i)
			rb, re := refNextToken(s, i)
			if b != rb || e != re {
				t.Fatalf("nextToken(%q, %d) = %d, %d, reference %d, %d", s, i, b, e, rb, re)
			}
		}
	}
}

// refTokens calls f with every token the reference tokenizer finds in
// the fast-path corpus.
func refTokens(f func(tok string)) {
	for _, s := range fastPathCorpus() {
		for i := 0; ; {
			b, e := refNextToken(s, i)
			if b < 0 {
				break
			}
			i = e
			f(s[b:e])
		}
	}
}

func TestFoldTokenMatchesReference(t *testing.T) {
	var scratch []byte
	refTokens(func(tok string) {
		var got []byte
		got, scratch = appendFoldToken([]byte("prefix"), scratch, tok)
		if want := "prefix" + refFoldToken(tok); string(got) != want {
			t.Fatalf("appendFoldToken(%q) = %q, reference %q", tok, got, want)
		}
	})
}

func TestKeyMatchesReference(t *testing.T) {
	for _, s := range fastPathCorpus() {
		if got, want := Key(s), refKey(s); got != want {
			t.Fatalf("Key(%q) = %q, reference %q", s, got, want)
		}
	}
}

// refContainsKey is ContainsKey as a binary search over every key.
func refContainsKey(l *List, key string) bool {
	lo, hi := 0, l.Len()
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if l.key(m) < key {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo < l.Len() && l.key(lo) == key
}

func TestContainsKeyMatchesReference(t *testing.T) {
	lx, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	small := newList(LastNames, "", "t", "Zz\n\xff\n\x01\nÉmile\naa\nab\nb\n")
	empty := newList(LastNames, "", "t", "# only a header\n")
	rng := rand.New(rand.NewPCG(3, 4))
	probes := append(fastPathCorpus(), "\x00", "\xff", "\x01", "zz", "aa", "a", "b", "ba", "zzzzzz")
	for _, l := range append(lx.Lists(), small, empty) {
		keys := probes
		for i := 0; i < l.Len(); i += 1 + rng.IntN(50) {
			k := l.key(i)
			keys = append(keys, k, k+"a", k[:len(k)-1], Key(k+" x"))
		}
		for _, k := range keys {
			if got, want := l.ContainsKey(k), refContainsKey(l, k); got != want {
				t.Fatalf("%s: ContainsKey(%q) = %v, reference %v", l.Source, k, got, want)
			}
		}
	}
}

func TestContainsMatchesKeyLookup(t *testing.T) {
	lx, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	set := lx.LastNames("nl")
	words := append(fastPathCorpus(), "Jansen", "JANSEN", "Van den Bossche", "Müller", strings.Repeat("Ab", 40))
	for i := 0; i < set[0].Len(); i += 97 {
		words = append(words, strings.ToUpper(set[0].key(i)))
	}
	for _, w := range words {
		k := Key(w)
		if got, want := set.Contains(w), set.ContainsKey(k); got != want {
			t.Fatalf("Set.Contains(%q) = %v, ContainsKey(Key) %v", w, got, want)
		}
		for _, l := range set {
			if got, want := l.Contains(w), l.ContainsKey(k); got != want {
				t.Fatalf("%s: Contains(%q) = %v, ContainsKey(Key) %v", l.Source, w, got, want)
			}
		}
	}
	if n := testing.AllocsPerRun(100, func() { set.Contains("Jansen-Müller") }); n != 0 {
		t.Errorf("Set.Contains allocates %v times, want 0", n)
	}
}

func TestAppendKeyMatchesKey(t *testing.T) {
	var buf []byte
	for _, s := range fastPathCorpus() {
		buf = AppendKey(append(buf[:0], "pre"...), s)
		if got, want := string(buf), "pre"+Key(s); got != want {
			t.Fatalf("AppendKey(%q) = %q, want %q", s, got, want)
		}
	}
	var arr [64]byte
	if n := testing.AllocsPerRun(100, func() { AppendKey(arr[:0], "Sint-Niklaas Müller") }); n != 0 {
		t.Errorf("AppendKey allocates %v times, want 0", n)
	}
}
