package postprocess

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// foldTable maps a rune below foldLimit to its case- and diacritic-folded
// base letter (0 when the rune folds to itself lower-cased).
const foldLimit = 0x2000

var foldTable [foldLimit]rune

// multiFold holds runes that fold to more than one letter.
var multiFold = map[rune]string{'ß': "ss", 'ẞ': "ss", 'æ': "ae", 'Æ': "ae", 'œ': "oe", 'Œ': "oe", 'ĳ': "ij", 'Ĳ': "ij"}

func init() {
	special := map[rune]rune{'ı': 'i', 'İ': 'i', 'ø': 'o', 'Ø': 'o', 'đ': 'd', 'Đ': 'd', 'ł': 'l', 'Ł': 'l', 'ð': 'd', 'Ð': 'd', 'þ': 't', 'Þ': 't'}
	for r := rune(0); r < foldLimit; r++ {
		if r < utf8.RuneSelf {
			foldTable[r] = unicode.ToLower(r)
			continue
		}
		if s, ok := special[r]; ok {
			foldTable[r] = s
			continue
		}
		d := norm.NFD.String(string(r))
		base, _ := utf8.DecodeRuneInString(d)
		foldTable[r] = unicode.ToLower(base)
	}
}

// appendFold appends the folded form of s (lower case, diacritics removed,
// apostrophes dropped) to dst.
func appendFold(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c != '\'' {
				if 'A' <= c && c <= 'Z' {
					c += 'a' - 'A'
				}
				dst = append(dst, c)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		if isApostrophe(r) || unicode.Is(unicode.Mn, r) {
			continue
		}
		if m, ok := multiFold[r]; ok {
			dst = append(dst, m...)
			continue
		}
		if r < foldLimit {
			r = foldTable[r]
		} else {
			r = unicode.ToLower(r)
		}
		dst = utf8.AppendRune(dst, r)
	}
	return dst
}

// fold returns the folded form of s.
func fold(s string) string { return string(appendFold(nil, s)) }

func isApostrophe(r rune) bool { return r == '\'' || r == '’' || r == 'ʼ' }
