package profession

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/internal/swar"
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

// tokenize sets d.toks to the word tokens of text. Keys of words that
// need folding are built in d.arena, converted to a string once.
//
// It runs in two passes, each with few variables live in its loop:
// splitWords finds the words, and the keys of lower-case ASCII words
// (the words themselves); the keys of the others are folded after it.
func (d *doc) tokenize(text string) {
	out, fold := splitWords(text, d.toks[:0])
	if fold > 0 {
		// the keys' ends in the arena, in token order
		arena, ends := d.arena[:0], d.folded[:0]
		for k := range out {
			if t := &out[k]; t.key == "" {
				arena = appendKey(arena, text[t.b:t.e])
				ends = append(ends, len(arena))
			}
		}
		keys := string(arena)
		start, n := 0, 0
		for k := range out {
			if t := &out[k]; t.key == "" {
				t.key = keys[start:ends[n]]
				start = ends[n]
				n++
			}
		}
		d.arena, d.folded = arena, ends
	}
	d.toks = out
}

// splitWords appends the word tokens of text to out, and returns them
// with the number of them left without a key: those that hold a capital
// or a non-ASCII rune, whose key needs folding. Most of a note is ASCII:
// a run of ASCII letters and digits is read with one table look-up per
// byte (asciiClass).
func splitWords(text string, out []token) ([]token, int) {
	fold := 0
	for i := 0; i < len(text); {
		k := asciiClass[text[i]]
		if k == 0 {
			i++ // ASCII, no letter or digit
			continue
		}
		t := token{b: i}
		if k == clOther {
			r, size := utf8.DecodeRuneInString(text[i:])
			if !lexicon.IsWordRune(r) {
				i += size
				continue
			}
			t.upper, t.digit = unicode.IsUpper(r), unicode.IsDigit(r)
		} else {
			t.upper, t.digit = k == clUpper, k == clDigit
		}
		// the ASCII letters and digits of the word; seen collects their
		// classes
		seen := uint8(0)
		for ; i < len(text); i++ {
			k := asciiClass[text[i]]
			if k&clWord == 0 {
				break
			}
			seen |= k
		}
		if i < len(text) && text[i] >= utf8.RuneSelf {
			// the word may go on with non-ASCII runes: then its key needs
			// folding
			if j := wordEnd(text, i); j > i {
				seen, i = clCap, j
			}
		}
		t.e = i
		if seen&clCap == 0 {
			t.key = text[t.b:i] // ASCII without capitals: its own key
		} else {
			fold++
		}
		out = append(out, t)
	}
	return out, fold
}

// wordEnd returns the end of the word that goes on at text[i].
func wordEnd(text string, i int) int {
	for i < len(text) {
		c := text[i]
		if c < utf8.RuneSelf {
			if asciiClass[c]&clWord == 0 {
				break
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if !lexicon.IsWordRune(r) {
			break
		}
		i += size
	}
	return i
}

// Byte classes of asciiClass: the bits of a letter or digit and of a
// capital, and clOther for the bytes of non-ASCII runes.
const (
	clWord  uint8            = 1 << iota // an ASCII letter or digit
	clCap                                // with clWord: A-Z
	clNum                                // with clWord: 0-9
	clOther                              // a byte of a non-ASCII rune
	clLower = clWord                     // a-z
	clUpper = clWord | clCap             // A-Z
	clDigit = clWord | clNum             // 0-9
)

// asciiClass is the class of each byte; 0 for ASCII bytes that are no
// letter or digit.
var asciiClass = func() (t [256]uint8) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = clLower
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = clUpper
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = clDigit
	}
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = clOther
	}
	return t
}()

// appendKey appends the lexicon key of the word w to dst: lower-cased
// ASCII directly, anything else through lexicon.AppendKey (which, unlike
// lexicon.Key, builds no intermediate string).
func appendKey(dst []byte, w string) []byte {
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf {
			return lexicon.AppendKey(dst, w)
		}
	}
	n := len(dst)
	dst = append(dst, w...)
	swar.LowerASCII(dst[n:])
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
	switch gap {
	case "":
		return gapJoin
	case " ":
		return gapSpace // most gaps: one space
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
