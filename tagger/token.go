package tagger

import (
	"slices"
	"unicode"
	"unicode/utf8"
)

// Token is one token of a text: Text[Begin:End] with byte offsets.
type Token struct {
	Begin, End int
	// LineStart is true when only spaces separate the token from the start
	// of its line (or of the text).
	LineStart bool
	// SpaceBefore is true when white space precedes the token.
	SpaceBefore bool
}

// runeClass groups runes for tokenization.
type runeClass uint8

const (
	classSpace runeClass = iota
	classLetter
	classDigit
	classOther
)

func classOf(r rune) runeClass {
	if r < utf8.RuneSelf {
		return asciiClass[r]
	}
	return classOfRune(r)
}

// asciiClass holds classOfRune of every ASCII rune.
var asciiClass = func() (t [utf8.RuneSelf]runeClass) {
	for r := range t {
		t[r] = classOfRune(rune(r))
	}
	return t
}()

func classOfRune(r rune) runeClass {
	switch {
	case unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r):
		return classLetter
	case unicode.IsDigit(r):
		return classDigit
	case unicode.IsSpace(r):
		return classSpace
	default:
		return classOther
	}
}

// Tokenize splits text into tokens: maximal runs of letters (with their
// combining marks), maximal runs of digits, and every other non-space rune
// as a token of its own. White space separates tokens and is not a token.
// Offsets are UTF-8 byte offsets; invalid bytes are single "other" tokens.
func Tokenize(text string) []Token { return tokenizeInto(nil, text) }

// tokenizeInto is Tokenize appending to toks[:0].
func tokenizeInto(toks []Token, text string) []Token {
	toks = slices.Grow(toks[:0], len(text)/4+1)
	lineStart, space := true, false
	for i := 0; i < len(text); {
		r, n := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(text[i:])
		}
		c := classOf(r)
		if c == classSpace {
			if r == '\n' || r == '\r' || r == '\u2028' {
				lineStart = true
			}
			space = true
			i += n
			continue
		}
		j := i + n
		if c != classOther {
			for j < len(text) {
				r2, n2 := rune(text[j]), 1
				if r2 >= utf8.RuneSelf {
					r2, n2 = utf8.DecodeRuneInString(text[j:])
				}
				if classOf(r2) != c {
					break
				}
				j += n2
			}
		}
		toks = append(toks, Token{Begin: i, End: j, LineStart: lineStart, SpaceBefore: space || i == 0})
		lineStart, space = false, false
		i = j
	}
	return toks
}
