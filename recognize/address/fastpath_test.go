package address

import (
	"math/rand"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/internal/swar"
)

// The plain forms of functions with a quick pre-test: the tests below
// compare them with the package's on texts built from their words.

func ruralRouteRef(text string, i, j int) (int, int, bool) {
	if i == 0 || text[i-1] != ' ' {
		return 0, 0, false
	}
	b := -1
	for _, w := range ruralRouteWords {
		if i >= len(w) && text[i-len(w):i] == w && (i == len(w) || !letterAt(text, i-len(w)-1)) {
			b = i - len(w)
			break
		}
	}
	if b < 0 || j-i > 3 {
		return 0, 0, false
	}
	k := j
	if k < len(text) && text[k] == ',' {
		k++
	}
	if !strings.HasPrefix(text[k:], " Box ") {
		return 0, 0, false
	}
	k += len(" Box ")
	d := k
	for d < len(text) && isDigit(text[d]) {
		d++
	}
	if d == k || d-k > 5 || letterAt(text, d) {
		return 0, 0, false
	}
	return b, d, true
}

func numberMarkBeforeRef(text string, i int) int {
	if i == 0 {
		return i
	}
	for _, m := range [...]string{"nº ", "n° ", "n.º ", "Nº ", "N° ", "nº", "n°"} {
		if i >= len(m) && text[i-len(m):i] == m && (i == len(m) || !letterAt(text, i-len(m)-1) && !isDigit(text[i-len(m)-1])) {
			return i - len(m)
		}
	}
	return i
}

func usHighwayAtRef(text string, k int) (int, bool) {
	for _, w := range usHighways {
		if !strings.HasPrefix(text[k:], w) {
			continue
		}
		d := k + len(w)
		if d >= len(text) || text[d] != ' ' && text[d] != '-' {
			continue
		}
		d++
		e := d
		for e < len(text) && isDigit(text[e]) {
			e++
		}
		if e == d || e-d > 4 {
			continue
		}
		if e < len(text) && isUpper(text[e]) && !letterAt(text, e+1) {
			e++
		}
		if letterAt(text, e) || e < len(text) && isDigit(text[e]) {
			continue
		}
		return e, true
	}
	return 0, false
}

func entryEndRef(text string, b int) int {
	le := min(len(text), b+maxPlaceBytes)
	for k := b; k < le; k++ {
		if c := text[k]; c == '\n' || c == ',' || c == ';' || c == ':' || c == '(' || c == ')' {
			return k
		}
	}
	return le
}

// fastPathTexts returns texts built from the words of the functions
// above, digits, separators and non-ASCII bytes.
func fastPathTexts(n int) []string {
	pieces := []string{" ", " ", ",", ", ", "-", ".", "\n", ":", ";", "(", ")", "1", "12", "123", "1234", "123456", "A", "a", "é", "º", "°", "\xc2", "x",
		" Box ", "Box", "State", "County", "Farm", "Rd"}
	pieces = append(pieces, ruralRouteWords[:]...)
	pieces = append(pieces, usHighways...)
	pieces = append(pieces, "nº ", "n° ", "n.º ", "Nº ", "N° ", "nº", "n°", "n.", "N")
	rng := rand.New(rand.NewSource(7))
	out := []string{"", "RR 2 Box 14", "Rural Route 3, Box 7", "HC 1 Box 5", "Rua Augusta, nº 455", "n° 12", "2250 US-41", "Hwy 12A", "State Route 9"}
	for range n {
		var sb strings.Builder
		for range 1 + rng.Intn(10) {
			sb.WriteString(pieces[rng.Intn(len(pieces))])
		}
		out = append(out, sb.String())
	}
	return out
}

// TestFastPathsMatchRef compares ruralRoute, numberMarkBefore,
// usHighwayAt and entryAt's stop bytes with their plain forms at every
// offset (every digit run for ruralRoute).
func TestFastPathsMatchRef(t *testing.T) {
	for _, text := range fastPathTexts(30000) {
		for i := 0; i <= len(text); i++ {
			if got, want := numberMarkBefore(text, i), numberMarkBeforeRef(text, i); got != want {
				t.Fatalf("numberMarkBefore(%q, %d) = %d, want %d", text, i, got, want)
			}
			if i < len(text) {
				e1, ok1 := usHighwayAt(text, i)
				e2, ok2 := usHighwayAtRef(text, i)
				if e1 != e2 || ok1 != ok2 {
					t.Fatalf("usHighwayAt(%q, %d) = %d %v, want %d %v", text, i, e1, ok1, e2, ok2)
				}
				le := min(len(text), i+maxPlaceBytes)
				k := i
				for k < le && !entryStop[text[k]] {
					k++
				}
				if want := entryEndRef(text, i); k != want {
					t.Fatalf("entryStop end (%q, %d) = %d, want %d", text, i, k, want)
				}
			}
			if i < len(text) && isDigit(text[i]) && (i == 0 || !isDigit(text[i-1])) {
				j := i
				for j < len(text) && isDigit(text[j]) {
					j++
				}
				b1, e1, ok1 := ruralRoute(text, i, j)
				b2, e2, ok2 := ruralRouteRef(text, i, j)
				if b1 != b2 || e1 != e2 || ok1 != ok2 {
					t.Fatalf("ruralRoute(%q, %d, %d) = %d %d %v, want %d %d %v", text, i, j, b1, e1, ok1, b2, e2, ok2)
				}
			}
		}
	}
}

// TestHasApostrophe compares hasApostrophe with strings.ContainsAny on
// every substring of samples with apostrophes, broken sequences and
// invalid bytes.
func TestHasApostrophe(t *testing.T) {
	samples := append([]string{"l’Hôpital", "O'Brien", "\xe2\x80", "\xe2\x80\x98", "\xc3\xe2\x80\x99x", "\xe2\xe2\x80\x99", "’", "'", "a\x80\x99"}, lowerSamples...)
	for _, s := range samples {
		for b := 0; b <= len(s); b++ {
			for e := b; e <= len(s); e++ {
				if got, want := hasApostrophe(s[b:e]), strings.ContainsAny(s[b:e], "'’"); got != want {
					t.Errorf("hasApostrophe(%q) = %v, want %v", s[b:e], got, want)
				}
			}
		}
	}
}

// TestASCIIFastPaths compares letterAt, letterBefore, oneBlankBefore,
// oneBlankAfter and isCapitalised, which read an ASCII byte inline, with
// their definitions by decoded runes at every offset of the samples.
func TestASCIIFastPaths(t *testing.T) {
	samples := append([]string{"a b\tc\u00a0d\u202fE", "\u00a0", " \t", "Élan École", "ǅ", "\xff \xc2"}, lowerSamples...)
	samples = append(samples, fastPathTexts(300)...)
	for _, s := range samples {
		for i := 0; i <= len(s); i++ {
			var want bool
			if i < len(s) {
				r, _ := utf8.DecodeRuneInString(s[i:])
				want = unicode.IsLetter(r)
			}
			if got := letterAt(s, i); got != want {
				t.Fatalf("letterAt(%q, %d) = %v, want %v", s, i, got, want)
			}
			want = false
			if i > 0 {
				r, _ := utf8.DecodeLastRuneInString(s[:i])
				want = unicode.IsLetter(r)
			}
			if got := letterBefore(s, i); got != want {
				t.Fatalf("letterBefore(%q, %d) = %v, want %v", s, i, got, want)
			}
			wantB := -1
			if i > 0 {
				if r, n := utf8.DecodeLastRuneInString(s[:i]); isBlank(r) {
					wantB = i - n
				}
			}
			if got := oneBlankBefore(s, i); got != wantB {
				t.Fatalf("oneBlankBefore(%q, %d) = %d, want %d", s, i, got, wantB)
			}
			wantA := -1
			if i < len(s) {
				if r, n := utf8.DecodeRuneInString(s[i:]); isBlank(r) {
					wantA = i + n
				}
			}
			if got := oneBlankAfter(s, i); got != wantA {
				t.Fatalf("oneBlankAfter(%q, %d) = %d, want %d", s, i, got, wantA)
			}
			for e := i; e <= len(s) && e <= i+2; e++ {
				want = false
				if i < e {
					r, _ := utf8.DecodeRuneInString(s[i:])
					want = unicode.IsUpper(r)
				}
				if got := isCapitalised(s, token{i, e}); got != want {
					t.Fatalf("isCapitalised(%q, %d, %d) = %v, want %v", s, i, e, got, want)
				}
			}
		}
	}
	if letterAt("a", -1) || oneBlankAfter(" ", -0) != 1 {
		t.Error("edge offsets")
	}
}

// TestPrepsForByCode compares prepsFor, which indexes two-letter codes,
// with a search of prepsByLang by name for every language, unknown and
// odd codes.
func TestPrepsForByCode(t *testing.T) {
	pr := compile().places
	langs := []string{"", "x", "zz", "aa", "NL", "n1", "nl-BE", "\xffa", "{a", "a{"}
	for _, l := range pr.prepsByLang {
		langs = append(langs, l.language, strings.ToUpper(l.language))
	}
	for _, lang := range langs {
		wantP, wantA := pr.allPreps, pr.allArticlePreps
		for _, l := range pr.prepsByLang {
			if l.language == lang {
				wantP, wantA = l.preps, l.articles
			}
		}
		if p, a := pr.prepsFor(lang); p.f != wantP.f || a.f != wantA.f {
			t.Errorf("prepsFor(%q) differs from the search by name", lang)
		}
	}
}

// placeEdgesRef and isAllCapsRef are the plain forms of placeEdges and
// isAllCaps.
func placeEdgesRef(text string, b, e int) bool {
	if b > 0 {
		r, _ := utf8.DecodeLastRuneInString(text[:b])
		if unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("-.@/_&", r) {
			return false
		}
	}
	if e < len(text) {
		r, _ := utf8.DecodeRuneInString(text[e:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '@' || r == '_' {
			return false
		}
		if (r == '-' || r == '.') && letterAt(text, e+1) {
			return false
		}
	}
	return true
}

func isAllCapsRef(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			if !unicode.IsUpper(r) {
				return false
			}
			n++
		}
	}
	return n > 3
}

// TestPlaceEdgesAllCaps compares placeEdges and isAllCaps with their
// plain forms on every range of the samples.
func TestPlaceEdgesAllCaps(t *testing.T) {
	samples := append([]string{"GENT-Sint", "ÉCOLE", "ABCé", "ABCD", "ABC", "xÉCOLEx", "gent.be", "a@Gent_", "&Gent/", "\xffGENT\xff"}, lowerSamples...)
	samples = append(samples, fastPathTexts(200)...)
	for _, s := range samples {
		for b := 0; b <= len(s); b++ {
			for e := b; e <= len(s); e++ {
				if got, want := placeEdges(s, b, e), placeEdgesRef(s, b, e); got != want {
					t.Fatalf("placeEdges(%q, %d, %d) = %v, want %v", s, b, e, got, want)
				}
				if got, want := isAllCaps(s[b:e]), isAllCapsRef(s[b:e]); got != want {
					t.Fatalf("isAllCaps(%q) = %v, want %v", s[b:e], got, want)
				}
			}
		}
	}
}

// wordBeforeRef is the plain form of wordBefore.
func wordBeforeRef(text string, i int) token {
	j := i
	for j > 0 {
		r, n := utf8.DecodeLastRuneInString(text[:j])
		if !isNameRune(r) && r != '/' {
			break
		}
		j -= n
	}
	return token{j, i}
}

// TestWordBeforeClass compares wordBefore with its plain form at every
// offset of the samples.
func TestWordBeforeClass(t *testing.T) {
	samples := append([]string{"C/ Almendros", "l’Hôpital’s", "O'Brien-Smith", "a\xffb", "ǅemal/x"}, lowerSamples...)
	samples = append(samples, fastPathTexts(300)...)
	for _, s := range samples {
		for i := 0; i <= len(s); i++ {
			if got, want := wordBefore(s, i), wordBeforeRef(s, i); got != want {
				t.Fatalf("wordBefore(%q, %d) = %v, want %v", s, i, got, want)
			}
		}
	}
}

// TestASCIISpace checks asciiSpace against unicode.IsSpace.
func TestASCIISpace(t *testing.T) {
	for c := range utf8.RuneSelf {
		if asciiSpace[c] != unicode.IsSpace(rune(c)) {
			t.Errorf("asciiSpace[%q] = %v", rune(c), asciiSpace[c])
		}
	}
}

// orgLineBeforeRef is orgLineBefore without its quick test.
func orgLineBeforeRef(r *rules, text string, b, e int) (care, ok bool) {
	ls, le := lineBounds(text, b)
	if ls < 2 || strings.TrimSpace(text[ls:b]) != "" || strings.TrimSpace(text[e:le]) != "" {
		return false, false
	}
	pe := ls - 1
	for pe > 0 && (text[pe-1] == ' ' || text[pe-1] == '\t' || text[pe-1] == ',' || text[pe-1] == '\r') {
		pe--
	}
	ps := swar.LastIndexByte(text, pe, '\n') + 1
	if pe <= ps {
		return false, false
	}
	return r.orgHeadBefore(text, ps, pe)
}

// TestOrgLineBeforeQuick compares orgLineBefore with its plain form for
// every word of letterhead-like texts.
func TestOrgLineBeforeQuick(t *testing.T) {
	r := compile()
	texts := []string{"Castle Street Medical Centre\nTopsham\n", "Castle Street Medical Centre,\r\n \tTopsham", "St Mary's Hospital\n\u00a0Paddington", "Harbour Surgery\nx Topsham", "Harbour Surgery\n\vTopsham \n"}
	texts = append(texts, fastPathTexts(300)...)
	for _, text := range texts {
		for b := 0; b < len(text); b++ {
			e := wordAfter(text, b).end
			c1, ok1 := r.orgLineBefore(text, b, e)
			c2, ok2 := orgLineBeforeRef(r, text, b, e)
			if c1 != c2 || ok1 != ok2 {
				t.Fatalf("orgLineBefore(%q, %d) = %v %v, want %v %v", text, b, c1, ok1, c2, ok2)
			}
		}
	}
}

// wordAfterRef is the plain form of wordAfter.
func wordAfterRef(text string, i int) token {
	j := i
	for j < len(text) {
		r, n := utf8.DecodeRuneInString(text[j:])
		if !isNameRune(r) {
			break
		}
		j += n
	}
	return token{i, j}
}

// TestWordAfterClass compares wordAfter with its plain form at every
// offset of the samples.
func TestWordAfterClass(t *testing.T) {
	samples := append([]string{"C/ Almendros", "l’Hôpital’s", "O'Brien-Smith", "a\xffb", "ǅemal/x"}, lowerSamples...)
	samples = append(samples, fastPathTexts(300)...)
	for _, s := range samples {
		for i := 0; i <= len(s); i++ {
			if got, want := wordAfter(s, i), wordAfterRef(s, i); got != want {
				t.Fatalf("wordAfter(%q, %d) = %v, want %v", s, i, got, want)
			}
		}
	}
}
