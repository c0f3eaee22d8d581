package datetime

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/internal/devtest"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize"
)

// TestTokenizeReference checks tokenize, with its ASCII fast paths,
// against tokenizeRef, the plain rune-by-rune tokenizer, on the devset
// notes, on hand-picked strings and on random strings of words, numbers,
// punctuation and white space of every kind.
func TestTokenizeReference(t *testing.T) {
	texts := []string{
		"", " ", "\n", "a", "A", "Ab", "AB", "ab", "12", "1234567890", "12345678901234567890", "°12/03/1950",
		"Tue 5th March 2024 14:30", "MAART", "Maart", "mAart", "Février", "FÉVRIER", "février", "févRier",
		"déc.", "Dec.", "DEC", "ÉTÉ", "août", "AOÛT", "straße", "STRASSE", "tháng 5 năm", "Ｍａｒｃｈ",
		"word’s", "words'", "a\u00a0b", "a\u2028b", "a\u0085b", "x\u2009y", "\xff\xfe12/03", "ab\xffcd", "ab\xc3",
		"e\u0301te", "E\u0301TE", strings.Repeat("a", 59), strings.Repeat("a", 60), strings.Repeat("B", 61),
		strings.Repeat("a", 58) + "é", strings.Repeat("a", 59) + "é", strings.Repeat("é", 30), strings.Repeat("ÿ", 29) + "x",
		"İstanbul", "ǅemal", "ǄEMAL", "Ωmega", "ΩMEGA", "MAY may May mAY", "q1 Q2 wk23 WK 23", "DOB: 1/2/3",
		"\t\r\f\v \n\n  12\n\t-", "12\u00a0/\u200303",
	}
	if docs, ok, err := devtest.Load(); err == nil && ok {
		for _, d := range docs {
			texts = append(texts, d.Text)
		}
	}
	pieces := []string{
		"a", "B", "mar", "MAR", "Mars", "juin", "JUIN", "Juni", "mei", "maandag", "lundi", "op", "le", "sinds", "in",
		"é", "É", "ß", "ö", "Ö", "ñ", "\u0301", "ǅ", "1", "12", "2024", "1234567890123", "/", "-", ".", ":", "'", "’",
		"°", "*", " ", "  ", "\t", "\n", "\r", "\u00a0", "\u2028", "\u3000", "\xff", "\xc3", "€", "😀", "x", "Q", "wk",
	}
	rng := rand.New(rand.NewPCG(8, 42))
	for range 20000 {
		var b strings.Builder
		for n := rng.IntN(12); n >= 0; n-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	lexes := []*lexicon{lexiconFor(nil)}
	for _, p := range lang.All() {
		lexes = append(lexes, lexiconFor(p))
	}
	for ti, text := range texts {
		lex := lexes[ti%len(lexes)]
		got := tokenize(text, lex, nil)
		want := tokenizeRef(text, lex, nil)
		if len(got) != len(want) {
			t.Fatalf("text %d (%d bytes): %d tokens, want %d", ti, len(text), len(got), len(want))
		}
		for k := range got {
			if got[k] != want[k] {
				t.Fatalf("text %d (%d bytes): token %d = %+v, want %+v", ti, len(text), k, got[k], want[k])
			}
		}
	}
}

// tokenizeRef is the plain form of tokenize that reads every rune alike,
// the reference of TestTokenizeReference.
func tokenizeRef(text string, lex *lexicon, toks []token) []token {
	var buf [64]byte
	gap, gapN := uint8(gapNewline), 0
	i := 0
	for i < len(text) {
		c := text[i]
		var r rune
		size := 1
		if c < utf8.RuneSelf {
			r = rune(c)
		} else {
			r, size = utf8.DecodeRuneInString(text[i:])
		}
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			if gap == gapNone {
				gap = gapSpace
			}
			gapN++
			i++
			continue
		case c == '\n':
			gap = gapNewline
			gapN++
			i++
			continue
		case c >= utf8.RuneSelf && unicode.IsSpace(r):
			if r == '\u2028' || r == '\u2029' || r == '\u0085' {
				gap = gapNewline
			} else if gap == gapNone {
				gap = gapSpace
			}
			gapN += size
			i += size
			continue
		}
		t := token{b: int32(i), gap: gap, gapN: uint8(min(gapN, 255))}
		gap, gapN = gapNone, 0
		switch {
		case '0' <= c && c <= '9':
			j := i
			v := int64(0)
			for j < len(text) && '0' <= text[j] && text[j] <= '9' {
				if j-i < 10 {
					v = v*10 + int64(text[j]-'0')
				}
				j++
			}
			t.kind, t.e = tNum, int32(j)
			t.nd = uint8(min(j-i, 255))
			t.val = -1
			if j-i <= 9 {
				t.val = int32(v)
			}
			i = j
		case c < utf8.RuneSelf && ('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') || c >= utf8.RuneSelf && isLetter(r):
			j := i + size
			n := 0
			key := buf[:0]
			var allUp bool
			if c < utf8.RuneSelf {
				// ASCII fast path for the first letter
				allUp = 'A' <= c && c <= 'Z'
				if allUp {
					c += 'a' - 'A'
				}
				key = append(key, c)
			} else {
				allUp = unicode.IsUpper(r)
				key = utf8.AppendRune(key, unicode.ToLower(r))
			}
			firstUp := allUp
			n++
			for j < len(text) {
				if b := text[j]; b < utf8.RuneSelf {
					// ASCII fast path
					switch {
					case 'a' <= b && b <= 'z':
						allUp = false
					case 'A' <= b && b <= 'Z':
						b += 'a' - 'A'
					default:
						goto done
					}
					if len(key) < cap(buf)-4 {
						key = append(key, b)
					}
					n++
					j++
					continue
				}
				r2, s2 := utf8.DecodeRuneInString(text[j:])
				if !isLetter(r2) {
					break
				}
				if allUp && !unicode.IsUpper(r2) && !unicode.Is(unicode.Mn, r2) {
					allUp = false
				}
				if len(key) < cap(buf)-4 {
					key = utf8.AppendRune(key, unicode.ToLower(r2))
				}
				n++
				j += s2
			}
		done:
			t.kind, t.e = tWord, int32(j)
			t.upper = firstUp
			t.caps = allUp && n >= 2
			if len(key) < cap(buf)-4 {
				t.setWord(lex.lookup(key))
			}
			i = j
		default:
			t.kind, t.e, t.r = tPunct, int32(i+size), r
			i += size
		}
		toks = append(toks, t)
	}
	return toks
}

// BenchmarkTokenize tokenizes every devset note with the en-GB lexicon.
func BenchmarkTokenize(b *testing.B) {
	docs, ok, err := devtest.Load()
	if err != nil || !ok {
		b.Skip("no devset")
	}
	lex := lexiconFor(nil)
	var toks []token
	for b.Loop() {
		for _, d := range docs {
			toks = tokenize(d.Text, lex, toks[:0])
		}
	}
}

// cueAtRef is cueAt as first written: every key is rebuilt from its
// words.
func cueAtRef(s *scanner, idx []int, from int) bool {
	for start := from; start < len(idx); start++ {
		var key []byte
		for k := start; k >= from; k-- {
			key = recognize.AppendLower(key, s.tokText(idx[k]))
		}
		if len(key) > s.sh.maxBirth {
			return false
		}
		if s.sh.birth[string(key)] {
			return true
		}
	}
	return false
}

// TestCueAt compares cueAt with cueAtRef on the word runs before every
// token of the devset notes and of random texts made of birth cue words.
func TestCueAt(t *testing.T) {
	var texts []string
	if docs, ok, err := devtest.Load(); err == nil && ok {
		for _, d := range docs {
			texts = append(texts, d.Text)
		}
	}
	pieces := []string{"DOB", "dob", "Date", "date", "of", "birth", "BIRTH", "geb", "Geb", "datum", "née", "NÉE", "le", "né",
		"geboren", "op", "geboortedatum", "naissance", "de", "Geburtsdatum", "born", "on", "İ", "ǅ", "x", strings.Repeat("a", 70),
		" ", " ", ".", ":", "-", "\n", "12/03/1950"}
	rng := rand.New(rand.NewPCG(2, 77))
	for range 5000 {
		var b strings.Builder
		for n := rng.IntN(10); n >= 0; n-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
			if rng.IntN(3) > 0 {
				b.WriteByte(' ')
			}
		}
		texts = append(texts, b.String())
	}
	lexes := []*lexicon{lexiconFor(nil)}
	for _, p := range lang.All() {
		lexes = append(lexes, lexiconFor(p))
	}
	hits := 0
	for ti, text := range texts {
		lex := lexes[ti%len(lexes)]
		s := &scanner{text: text, lex: lex, sh: getShared(), toks: tokenize(text, lex, nil)}
		for i := range s.toks {
			var idx []int
			for j := i - 1; j >= 0 && len(idx) < 5; j-- {
				if s.toks[j].kind == tWord {
					idx = append(idx, j)
				}
			}
			for from := 0; from <= 2; from++ {
				got, want := s.cueAt(idx, from), cueAtRef(s, idx, from)
				if got != want {
					t.Fatalf("text %d, token %d, from %d: cueAt = %v, want %v", ti, i, from, got, want)
				}
				if want {
					hits++
				}
			}
		}
	}
	if hits < 100 {
		t.Errorf("only %d cues found: too few to compare", hits)
	}
}
