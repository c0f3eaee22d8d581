package name

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lexicon"
)

// tokKind is the kind of a token.
type tokKind uint8

const (
	tokWord  tokKind = iota // letters, possibly with digits and inner apostrophes
	tokNum                  // digits only
	tokPunct                // one punctuation or symbol rune
)

// token is a word, number or punctuation rune of a text, with the
// whitespace before it summarised.
//
// The ints come first and the flags together after them, so that a token
// takes 40 bytes rather than 48.
type token struct {
	b, e  int // byte offsets
	space int // whitespace bytes before the token (0: glued to the previous one)
	line  int // line number
	kind  tokKind
	nl    bool // a line break lies between the previous token and this one
	tab   bool // the whitespace before holds a tab
	cap   bool // word whose first rune is upper case
	upper bool // word of two or more letters, all upper case
	digit bool // word that holds a digit
	ascii bool // word or number known to be all ASCII (its key is the lower-cased text)
	punct byte // the byte of a punctuation token of one ASCII byte, else 0
}

// Byte classes for tokenize.
const (
	byteOther  = iota // ASCII punctuation or symbol
	byteBlank         // ' ', '\r', '\f', '\v'
	byteTab           // '\t'
	byteLine          // '\n'
	byteLetter        // ASCII letter
	byteDigit         // ASCII digit
	byteWide          // a byte of a multi-byte rune
)

// byteClass maps a byte to its class.
var byteClass = func() (t [256]uint8) {
	for c := range t {
		switch {
		case c >= utf8.RuneSelf:
			t[c] = byteWide
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			t[c] = byteLetter
		case '0' <= c && c <= '9':
			t[c] = byteDigit
		}
	}
	t[' '], t['\r'], t['\f'], t['\v'] = byteBlank, byteBlank, byteBlank, byteBlank
	t['\t'], t['\n'] = byteTab, byteLine
	return t
}()

// tokenize splits text into tokens.
func tokenize(text string, out []token) []token {
	out = out[:0]
	nl, tab, space, line := false, false, 0, 0
	for i := 0; i < len(text); {
		c := text[i]
		cls, size := byteClass[c], 1
		switch cls {
		case byteLine:
			nl, line = true, line+1
			space++
			i++
			continue
		case byteTab:
			tab = true
			space++
			i++
			continue
		case byteBlank:
			space++
			i++
			continue
		case byteWide:
			var r rune
			r, size = utf8.DecodeRuneInString(text[i:])
			if unicode.IsSpace(r) {
				if r == '\u2028' || r == '\u2029' || r == '\u0085' {
					nl, line = true, line+1
				}
				space++
				i += size
				continue
			}
			if isLetterSlow(r) {
				cls = byteLetter
			}
		}
		t := token{b: i, nl: nl, space: space, tab: tab, line: line}
		nl, tab, space = false, false, 0
		switch cls {
		case byteLetter:
			t.kind = tokWord
			t.e, t.digit, t.cap, t.upper, t.ascii = scanWordCase(text, i)
		case byteDigit:
			t.kind = tokNum
			j := i + 1
			for j < len(text) && byteClass[text[j]] == byteDigit {
				j++
			}
			if j < len(text) && (byteClass[text[j]] == byteLetter || text[j] >= utf8.RuneSelf && isLetterAt(text, j)) {
				// "59M", "2j4m": a word that holds digits.
				t.kind = tokWord
				t.e, _ = scanWord(text, i)
				t.digit = true
			} else {
				t.e, t.ascii = j, true
			}
		default:
			t.kind = tokPunct
			t.e = i + size
			if c < utf8.RuneSelf {
				t.punct = c
			}
		}
		out = append(out, t)
		i = t.e
	}
	return out
}

// isLetter reports whether r is a letter or a combining mark.
func isLetter(r rune) bool {
	if r < utf8.RuneSelf {
		return ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z')
	}
	return isLetterSlow(r)
}

// isLetterSlow is isLetter for runes outside ASCII.
func isLetterSlow(r rune) bool { return unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) }

func isLetterAt(text string, i int) bool {
	r, _ := utf8.DecodeRuneInString(text[i:])
	return isLetter(r)
}

// isApostrophe reports whether r is an apostrophe that may join a word.
func isApostrophe(r rune) bool { return r == '\'' || r == '\u2019' }

// scanWord returns the end of the word starting at i: letters and digits,
// and apostrophes between letters ("O'Sullivan", "d'Amico").
func scanWord(text string, i int) (end int, digit bool) {
	j := i
	for j < len(text) {
		if c := text[j]; 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
			j++
			continue
		} else if '0' <= c && c <= '9' {
			digit = true
			j++
			continue
		}
		r, size := rune(text[j]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(text[j:])
		}
		switch {
		case isLetter(r):
		case '0' <= r && r <= '9':
			digit = true
		case isApostrophe(r) && j > i && j+size < len(text) && isLetterAt(text, j+size) && !possessiveS(text, j+size):
		default:
			return j, digit
		}
		j += size
	}
	return j, digit
}

// scanWordCase is scanWord that also returns wordCase of the word, counting
// the case of ASCII letters in the same pass; ascii reports a word of
// ASCII letters and digits only (false: not known).
func scanWordCase(text string, i int) (end int, digit, capital, upper, ascii bool) {
	letters, uppers := 0, 0
	j := i
	for j < len(text) {
		c := text[j]
		switch {
		case 'a' <= c && c <= 'z':
			letters++
			j++
			continue
		case 'A' <= c && c <= 'Z':
			letters++
			uppers++
			j++
			continue
		case '0' <= c && c <= '9':
			digit = true
			j++
			continue
		case c < utf8.RuneSelf && c != '\'':
			// ASCII punctuation or space ends the word, as in scanWord.
			return j, digit, 'A' <= text[i] && text[i] <= 'Z', letters >= 2 && uppers == letters, true
		}
		// Apostrophes and other scripts: the general scan.
		end, digit = scanWord(text, i)
		capital, upper = wordCase(text[i:end])
		return end, digit, capital, upper, false
	}
	return j, digit, 'A' <= text[i] && text[i] <= 'Z', letters >= 2 && uppers == letters, true
}

// wordCase reports whether w starts with an upper-case letter and whether
// it has two or more letters, all upper case.
func wordCase(w string) (capital, upper bool) {
	letters, uppers := 0, 0
	ascii := true
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case c >= utf8.RuneSelf:
			ascii = false
		case 'A' <= c && c <= 'Z':
			letters++
			uppers++
			if i == 0 {
				capital = true
			}
		case 'a' <= c && c <= 'z':
			letters++
		}
	}
	if ascii {
		return capital, letters >= 2 && uppers == letters
	}
	letters, uppers, capital = 0, 0, false
	for k, r := range w {
		if !unicode.IsLetter(r) {
			continue
		}
		letters++
		if unicode.IsUpper(r) || unicode.IsTitle(r) {
			uppers++
			if k == 0 {
				capital = true
			}
		}
	}
	return capital, letters >= 2 && uppers == letters
}

// wordKey returns the folded look-up form of a word or phrase: lower case,
// without diacritics, as lexicon.Fold gives it. Latin letters take a fast
// path; other scripts go through lexicon.Fold.
func wordKey(w string) string {
	ascii, lower := true, true
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= utf8.RuneSelf {
			ascii = false
			break
		}
		if 'A' <= c && c <= 'Z' {
			lower = false
		}
	}
	switch {
	case ascii && lower:
		return w
	case ascii:
		return strings.ToLower(w)
	}
	var buf [64]byte
	return string(appendWordKey(buf[:0], w))
}

// appendWordKey appends wordKey(w) to dst.
func appendWordKey(dst []byte, w string) []byte {
	start := len(dst)
	for _, r := range w {
		switch {
		case r < utf8.RuneSelf:
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			dst = append(dst, byte(r))
		case r < 0x180:
			f, ok := latinFold[r]
			if !ok {
				return append(dst[:start], lexicon.Fold(w)...)
			}
			dst = append(dst, f...)
		default:
			return append(dst[:start], lexicon.Fold(w)...)
		}
	}
	return dst
}

// latinFold folds the letters of Latin-1 and Latin Extended-A that names
// use most, as lexicon.Fold does.
var latinFold = func() map[rune]string {
	m := map[rune]string{}
	for _, g := range []struct{ to, from string }{
		{"a", "àáâãäåÀÁÂÃÄÅāĀăĂąĄ"}, {"c", "çÇćĆčČĉĈċĊ"}, {"d", "ďĎ"}, {"e", "èéêëÈÉÊËēĒĕĔėĖęĘěĚ"},
		{"g", "ğĞĝĜġĠģĢ"}, {"i", "ìíîïÌÍÎÏīĪĭĬįĮİĩĨ"}, {"n", "ñÑńŃňŇņŅ"}, {"o", "òóôõöÒÓÔÕÖōŌŏŎőŐøØ"},
		{"u", "ùúûüÙÚÛÜūŪŭŬůŮűŰųŲũŨ"}, {"y", "ýÿÝŸ"}, {"s", "śŚšŠşŞŝŜ"}, {"z", "źŹžŽżŻ"}, {"r", "řŘŕŔ"},
		{"t", "ťŤţŢ"}, {"l", "łŁľĽĺĹ"}, {"ss", "ß"}, {"ae", "æÆ"}, {"oe", "œŒ"},
	} {
		for _, r := range g.from {
			m[r] = g.to
		}
	}
	return m
}()

// is reports whether t is the punctuation rune s.
func (t token) is(text, s string) bool { return t.kind == tokPunct && text[t.b:t.e] == s }

// glued reports whether t directly follows the previous token.
func (t token) glued() bool { return t.space == 0 }

// single reports whether t follows the previous token after exactly one
// space on the same line.
func (t token) single() bool { return t.space == 1 && !t.nl && !t.tab }

// possessiveS reports whether text at i is a lone "s" ending a word, as in
// the English possessive "Oduya's".
func possessiveS(text string, i int) bool {
	if text[i] != 's' {
		return false
	}
	return i+1 == len(text) || !isLetterAt(text, i+1)
}
