package organization

import (
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// refTokenize is tokenize written rune by rune without fast paths: the
// reference the ASCII-run path of tokenizeInto is checked against.
func refTokenize(text string) ([]tok, string) {
	var toks []tok
	var low []byte
	sp, nl := false, false
	blanks := 0
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		if isSpace(r) {
			sp = true
			if r < utf8.RuneSelf {
				if blanks++; r == '\n' || r == '\r' || r == '\t' || blanks >= 3 {
					nl = true
				}
			}
			i += n
			continue
		}
		t := tok{b: int32(i), lb: int32(len(low)), sp: sp, nl: nl}
		sp, nl, blanks = false, false, 0
		if !isWordRune(r) {
			t.kind = kindPunct
			t.e = int32(i + n)
			switch r {
			case '\u2019', '\u2018', '`', '\u00b4':
				low = append(low, '\'')
			case '\u2010', '\u2011':
				low = append(low, '-')
			default:
				low = append(low, text[i:i+n]...)
			}
			t.le, t.runes = int32(len(low)), 1
			toks = append(toks, t)
			i += n
			continue
		}
		var w wordStats
		j := i
		for j < len(text) {
			r, n := utf8.DecodeRuneInString(text[j:])
			if !isWordRune(r) {
				break
			}
			w.runes++
			if '0' <= r && r <= '9' {
				w.digits++
			}
			if unicode.IsLetter(r) {
				if unicode.IsUpper(r) {
					if w.letters == 0 {
						w.title = true
					}
					w.uppers++
				} else if w.letters == 1 {
					w.lower = true
				}
				w.letters++
			}
			low = utf8.AppendRune(low, unicode.ToLower(r))
			j += n
		}
		if w.title {
			t.cas = caseTitle
		}
		if w.letters > 0 && w.uppers == w.letters {
			t.cas = caseUpper
		}
		t.lower = w.lower
		t.runes = uint8(min(w.runes, 255))
		t.digits = uint8(min(w.digits, 255))
		t.e, t.le = int32(j), int32(len(low))
		toks = append(toks, t)
		i = j
	}
	return toks, string(low)
}

// TestTokenizeMatchesRef compares tokenizeInto with refTokenize.
func TestTokenizeMatchesRef(t *testing.T) {
	texts := []string{"", " ", "a", "AZ Sint-Jan", "HBs aB Ab ab AB", "BlueHarbor3x 12a A1b", "Ziekenhuis\tOost   Noord\r\nWest",
		"CHU Émile Ärztehaus İstanbul ÉCOLE café", "Straße 12–14 „x” ‘y’ `z´ a\u2010b c\u2011d", "a\u00a0b\u2003C\u0085d",
		"e\u0301cole ÀB Àb àB", "ab\xffCD \xff", "x٣٤y ΣΑΣ ǅx", strings.Repeat("Lang", 80) + " " + strings.Repeat("9", 300),
		"Dr. Jan-Peter (UZ Leuven), afd. K-3; tel: 0123",
		"3Ab 12abc a1B ABC123 x X Xy xY 9 A9b 9A 9a 99AB 1a2B 1A2b 1A2B3c AbC aBC",
		"caféX CAFÉ Éa éA 3É 3é É É3 a’b a`b a´b", "  \v\f x \t y   z\n\n w", "   x",
		"a b    c", "Kapucijnenlaan 41\nAZ Sint-Elooi – Dienst Cardiologie"}
	for _, s := range texts {
		checkTokenize(t, s)
	}
}

// checkTokenize compares tokenizeInto with refTokenize on s.
func checkTokenize(t *testing.T, s string) {
	t.Helper()
	toks, low := tokenizeInto(s, nil, nil)
	wt, wl := refTokenize(s)
	if string(low) != wl {
		t.Errorf("tokenizeInto(%q) low = %q, want %q", s, low, wl)
	}
	if len(toks) != len(wt) {
		t.Errorf("tokenizeInto(%q) = %d tokens, want %d", s, len(toks), len(wt))
		return
	}
	for i := range toks {
		if toks[i] != wt[i] {
			t.Errorf("tokenizeInto(%q) token %d = %+v, want %+v", s, i, toks[i], wt[i])
		}
	}
}

// FuzzTokenize compares tokenizeInto with refTokenize on any text.
func FuzzTokenize(f *testing.F) {
	for _, s := range []string{"AZ Sint-Jan", "3Ab xY caféX", "a\u2019b  c\td", "\xffAB\xc3"} {
		f.Add(s)
	}
	f.Fuzz(checkTokenize)
}

// TestSortByOffsetMatchesSortSlice checks that sortByOffset leaves
// candidates with equal starts in the order sort.Slice gave them.
func TestSortByOffsetMatchesSortSlice(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := range 80 {
		for range 20 {
			cs := make([]cand, n)
			for i := range cs {
				cs[i] = cand{b: rng.IntN(n/3 + 1), e: i}
			}
			want := slices.Clone(cs)
			sort.Slice(want, func(i, j int) bool { return want[i].b < want[j].b })
			sortByOffset(cs)
			if !slices.Equal(cs, want) {
				t.Fatalf("sortByOffset of %d candidates differs from sort.Slice", n)
			}
		}
	}
}
