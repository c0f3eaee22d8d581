package dateshift

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// tkind is the kind of a token of a date text.
type tkind uint8

const (
	tNum  tkind = iota // a run of ASCII digits
	tWord              // a run of letters (with combining marks)
	tSep               // anything else: spaces, punctuation, symbols
	tApos              // an apostrophe year: ' or ’ followed by two digits
)

// token is one piece of a date text; text is the source, low its
// lower-case form used for matching (separators with whitespace runs
// collapsed to one space).
type token struct {
	kind tkind
	text string
	low  string
	// off is the byte offset of text in the tokenized string
	off int
}

func isApostrophe(r rune) bool { return r == '\'' || r == '’' || r == '‘' || r == '`' || r == '´' }

func isLetter(r rune) bool { return unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) }

// tokenize splits s into tokens; concatenating the texts gives s back.
func tokenize(s string) []token {
	// most date texts have at most 8 tokens ("3 november 2024" has 5)
	return tokenizeInto(s, make([]token, 0, min(len(s), 8)))
}

// tokenizeInto is tokenize appending to out (a caller's buffer).
func tokenizeInto(s string, out []token) []token {
	i := 0
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		j := i + n
		switch {
		case r >= '0' && r <= '9':
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			out = append(out, token{kind: tNum, text: s[i:j], off: i})
		case isLetter(r):
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if !isLetter(r2) {
					break
				}
				j += n2
			}
			out = append(out, token{kind: tWord, text: s[i:j], off: i})
		case isApostrophe(r) && j+2 <= len(s) && isDigit(s[j]) && isDigit(s[j+1]) && (j+2 == len(s) || !isDigit(s[j+2])) && (i == 0 || !isLetterBefore(s, i)):
			j += 2
			out = append(out, token{kind: tApos, text: s[i:j], off: i})
		default:
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if (r2 >= '0' && r2 <= '9') || isLetter(r2) {
					break
				}
				if isApostrophe(r2) && j+2 < len(s)+0 && j+n2+2 <= len(s) && isDigit(s[j+n2]) && isDigit(s[j+n2+1]) {
					break
				}
				j += n2
			}
			out = append(out, token{kind: tSep, text: s[i:j], off: i})
		}
		i = j
	}
	for k := range out {
		out[k].low = lowerTok(out[k])
	}
	return out
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

func isLetterBefore(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return isLetter(r)
}

func lowerTok(t token) string {
	if t.kind != tSep {
		return strings.ToLower(t.text)
	}
	if strings.TrimSpace(t.text) == "" {
		return " "
	}
	if low, ok := asciiSepLow(t.text); ok {
		return low
	}
	return strings.Join(strings.Fields(strings.ToLower(t.text)), " ")
}

// asciiSepLow is lowerTok's result for the separator s, which is not all
// white space, when it is a substring of s: s is ASCII without upper-case
// letters, and its white space inside is single spaces (",", "/", ", ").
// Then the fields of s joined by spaces are s without its leading and
// trailing white space. ok is false otherwise.
func asciiSepLow(s string) (low string, ok bool) {
	b, e := 0, len(s)
	for b < e && isASCIISpace(s[b]) {
		b++
	}
	for e > b && isASCIISpace(s[e-1]) {
		e--
	}
	for i := b; i < e; i++ {
		c := s[i]
		switch {
		case c >= utf8.RuneSelf || c >= 'A' && c <= 'Z':
			return "", false
		case isASCIISpace(c) && (c != ' ' || isASCIISpace(s[i+1])):
			// (s[i+1] exists: s[e-1] is not white space)
			return "", false
		}
	}
	return s[b:e], true
}

// isASCIISpace reports the ASCII bytes that unicode.IsSpace accepts.
func isASCIISpace(c byte) bool {
	switch c {
	case '\t', '\n', '\v', '\f', '\r', ' ':
		return true
	}
	return false
}

// hasSpace reports whether a separator text contains whitespace.
func hasSpace(s string) bool {
	return strings.IndexFunc(s, unicode.IsSpace) >= 0
}
