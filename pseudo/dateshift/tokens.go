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
			out = append(out, token{kind: tNum, text: s[i:j]})
		case isLetter(r):
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if !isLetter(r2) {
					break
				}
				j += n2
			}
			out = append(out, token{kind: tWord, text: s[i:j]})
		case isApostrophe(r) && j+2 <= len(s) && isDigit(s[j]) && isDigit(s[j+1]) && (j+2 == len(s) || !isDigit(s[j+2])) && (i == 0 || !isLetterBefore(s, i)):
			j += 2
			out = append(out, token{kind: tApos, text: s[i:j]})
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
			out = append(out, token{kind: tSep, text: s[i:j]})
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
	return strings.Join(strings.Fields(strings.ToLower(t.text)), " ")
}

// hasSpace reports whether a separator text contains whitespace.
func hasSpace(s string) bool {
	return strings.IndexFunc(s, unicode.IsSpace) >= 0
}
