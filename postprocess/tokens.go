package postprocess

import (
	"sync"
	"unicode"
	"unicode/utf8"
)

// token is one word of a text: a run of letters, digits and combining
// marks, with apostrophes between letters kept inside (O'Sullivan).
type token struct {
	// b and e are byte offsets into the text.
	b, e int
	// fb and fe delimit the folded form (lower case, no diacritics, no
	// apostrophes) in the folded string returned with the tokens. Offsets
	// rather than a string keep the slice free of pointers, so the
	// garbage collector never scans it.
	fb, fe int32
	// runes counts the runes of the folded form.
	runes int32
	// cap: the first rune is upper case; upper: every letter is upper
	// case; digit: the token contains a digit.
	cap, upper, digit bool
}

// ASCII character classes for the tokenizer's fast path.
const (
	classNone = iota
	classLower
	classUpper
	classDigit
)

var asciiClass = func() (t [utf8.RuneSelf]byte) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = classLower
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = classUpper
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = classDigit
	}
	return t
}()

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// tokenize splits text into words and returns them with the string that
// holds their folded forms, so a document costs a handful of allocations.
func tokenize(text string) ([]token, string) {
	return tokenizeInto(make([]token, 0, len(text)/6+1), text)
}

// tokenPool recycles token slices between documents.
var tokenPool = sync.Pool{New: func() any { return new([]token) }}

// tokenizeInto is tokenize appending to toks[:0].
func tokenizeInto(toks []token, text string) ([]token, string) {
	toks = toks[:0]
	arena := make([]byte, 0, len(text)+len(text)/8)
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf && asciiClass[c] == 0 {
			i++
			continue
		}
		r, n := rune(c), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(text[i:])
		}
		if !isWordRune(r) || isApostrophe(r) {
			// 'ʼ' (a modifier letter) is a word rune but, as an
			// apostrophe, never starts a word: taken for one it made an
			// empty token and the loop stood still.
			i += n
			continue
		}
		t := token{b: i, cap: unicode.IsUpper(r), upper: true}
		t.fb = int32(len(arena))
		ascii := true
		j := i
		letters := 0
		for j < len(text) {
			if c := text[j]; c < utf8.RuneSelf && c != '\'' {
				switch asciiClass[c] {
				case classLower:
					letters++
					t.upper = false
				case classUpper:
					letters++
					c += 'a' - 'A'
				case classDigit:
					t.digit = true
				default:
					goto end
				}
				arena = append(arena, c)
				j++
				continue
			}
			ascii = false
			r, n := rune(text[j]), 1
			if r >= utf8.RuneSelf {
				r, n = utf8.DecodeRuneInString(text[j:])
			}
			if isApostrophe(r) {
				// Keep an apostrophe between two letters (O'Sullivan, d'Ans).
				nr, _ := utf8.DecodeRuneInString(text[min(j+n, len(text)):])
				if j > i && j+n < len(text) && unicode.IsLetter(nr) {
					j += n
					continue
				}
				break
			}
			if !isWordRune(r) {
				break
			}
			if unicode.IsLetter(r) {
				letters++
				if unicode.IsLower(r) {
					t.upper = false
				}
			} else if unicode.IsDigit(r) {
				t.digit = true
			}
			j += n
		}
	end:
		if letters == 0 {
			t.upper = false
		}
		t.e = j
		if !ascii {
			arena = appendFold(arena[:t.fb], text[i:j])
		}
		t.fe = int32(len(arena))
		t.runes = t.fe - t.fb
		if !ascii {
			t.runes = int32(utf8.RuneCount(arena[t.fb:t.fe]))
		}
		toks = append(toks, t)
		i = j
	}
	return toks, string(arena)
}

// within1 reports whether a and b differ by at most one insertion,
// deletion, substitution or transposition of adjacent runes (restricted
// Damerau–Levenshtein distance ≤ 1).
func within1(a, b string) bool {
	if a == b {
		return true
	}
	if isASCII(a) && isASCII(b) {
		return within1Seq([]byte(a), []byte(b))
	}
	return within1Seq([]rune(a), []rune(b))
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func within1Seq[T byte | rune](a, b []T) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	switch len(a) - len(b) {
	case 0:
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		if i == len(a) {
			return true
		}
		if equalSeq(a[i+1:], b[i+1:]) {
			return true
		}
		return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && equalSeq(a[i+2:], b[i+2:])
	case 1:
		i := 0
		for i < len(b) && a[i] == b[i] {
			i++
		}
		return equalSeq(a[i+1:], b[i:])
	}
	return false
}

func equalSeq[T byte | rune](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
