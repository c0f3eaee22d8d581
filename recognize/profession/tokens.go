package profession

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lexicon"
)

// token is one word of the text: a run of letters, digits and marks, as
// lexicon.Key splits words.
type token struct {
	b, e  int      // byte offsets in the text
	key   string   // lexicon.Key of the word
	upper bool     // starts with an upper-case letter
	digit bool     // starts with a digit
	ends  wordEnds // the phrase sets with a phrase starting or ending with key (set by newDoc)
}

// tokenize appends the word tokens of text to out. Keys of words that
// need folding are built in one arena, converted to a string once.
func tokenize(out []token, text string) []token {
	arena := make([]byte, 0, len(text)/8+16)
	// indexes of tokens whose key lies in the arena, and the key's offsets
	// there; the stack array holds the folded words of most texts
	var foldedBuf [48]int
	folded := foldedBuf[:0]
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			if !lexicon.IsWordRune(rune(c)) {
				i++
				continue
			}
		} else if r, size := utf8.DecodeRuneInString(text[i:]); !lexicon.IsWordRune(r) {
			i += size
			continue
		}
		b := i
		lower := true // ASCII without capitals: the word is its own key
		for i < len(text) {
			c := text[i]
			if c < utf8.RuneSelf {
				if !lexicon.IsWordRune(rune(c)) {
					break
				}
				if 'A' <= c && c <= 'Z' {
					lower = false
				}
				i++
				continue
			}
			r, size := utf8.DecodeRuneInString(text[i:])
			if !lexicon.IsWordRune(r) {
				break
			}
			lower = false
			i += size
		}
		w := text[b:i]
		r, _ := utf8.DecodeRuneInString(w)
		t := token{b: b, e: i, upper: unicode.IsUpper(r), digit: unicode.IsDigit(r)}
		if lower {
			t.key = w
		} else {
			start := len(arena)
			arena = appendKey(arena, w)
			folded = append(folded, len(out), start, len(arena))
		}
		out = append(out, t)
	}
	if len(folded) > 0 {
		keys := string(arena)
		for j := 0; j < len(folded); j += 3 {
			out[folded[j]].key = keys[folded[j+1]:folded[j+2]]
		}
	}
	return out
}

// appendKey appends the lexicon key of the word w to dst: lower-cased
// ASCII directly, anything else through lexicon.AppendKey (which, unlike
// lexicon.Key, builds no intermediate string).
func appendKey(dst []byte, w string) []byte {
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf {
			return lexicon.AppendKey(dst, w)
		}
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}

// gapKind classifies the text between two tokens.
type gapKind uint16

const (
	gapSpace gapKind = 1 << iota // only spaces and tabs
	gapJoin                      // spaces with hyphens, apostrophes or a slash: one word group
	gapComma                     // a comma, an opening bracket or a dash between spaces
	gapColon                     // a colon
	gapStop                      // a sentence end or a semicolon
	gapLine                      // a line break
	gapClose                     // a closing bracket
	gapDot                       // a dot after a word longer than three bytes
	gapOther                     // anything else
)

// classifyGap describes gap, the text between two tokens. prevLen is the
// byte length of the token before the gap: a dot after a short token
// ("Dr.", "J.") is an abbreviation, not a sentence end.
func classifyGap(gap string, prevLen int) gapKind {
	if gap == "" {
		return gapJoin
	}
	var k gapKind
	for i := 0; i < len(gap); i++ {
		switch c := gap[i]; c {
		case ' ', '\t':
		case '-':
			if (i > 0 && gap[i-1] == ' ') || (i+1 < len(gap) && gap[i+1] == ' ') {
				k |= gapComma
			} else {
				k |= gapJoin
			}
		case '\'', '/':
			k |= gapJoin
		case ',', '(', '[':
			k |= gapComma
		case ':':
			k |= gapColon
		case ';', '!', '?', '|':
			k |= gapStop
		case '.':
			if prevLen > 3 || i > 0 {
				k |= gapDot
			}
		case '\n', '\r':
			k |= gapLine
		case ')', ']':
			k |= gapClose
		default:
			if c >= utf8.RuneSelf {
				r, size := utf8.DecodeRuneInString(gap[i:])
				switch r {
				case '\u2019', '\u2018', '\u2010', '\u2011':
					k |= gapJoin
				case '\u2013', '\u2014':
					k |= gapComma
				case '\u00a0':
				case '\u2022', '\u00b7':
					k |= gapStop
				default:
					k |= gapOther
				}
				i += size - 1
				continue
			}
			k |= gapOther
		}
	}
	if k == 0 {
		return gapSpace
	}
	return k
}

// joins reports whether a gap of kind k keeps two tokens in one phrase:
// spaces, hyphens, apostrophes and slashes on one line.
func joins(k gapKind) bool { return k&^(gapSpace|gapJoin) == 0 }

// spaceOnly reports whether a gap of kind k holds only spaces.
func spaceOnly(k gapKind) bool { return k == gapSpace }

// hasHyphenOrSlash reports whether gap holds a hyphen or slash.
func hasHyphenOrSlash(gap string) bool { return strings.ContainsAny(gap, "-/\u2010\u2011") }
