package datetime

import (
	"unicode"
	"unicode/utf8"
)

// tokKind classifies a token.
type tokKind uint8

const (
	tNum   tokKind = iota + 1 // a run of ASCII digits
	tWord                     // a run of letters
	tPunct                    // one other non-space rune
)

// Gap kinds: the whitespace before a token.
const (
	gapNone    = 0 // directly attached to the previous token
	gapSpace   = 1 // spaces or tabs on the same line
	gapNewline = 2 // the whitespace holds a line break
)

// token is one unit of the scanned text. Whitespace is not a token; each
// token records the whitespace before it.
type token struct {
	b, e  int32
	val   int32 // value of a number of at most 9 digits, else -1
	r     rune  // the rune of a punctuation token
	w     *wordInfo
	kind  tokKind
	gap   uint8 // gapNone, gapSpace or gapNewline
	gapN  uint8 // whitespace bytes before, saturated at 255
	nd    uint8 // digits of a number, saturated at 255
	upper bool  // a word that starts with an upper-case letter
	caps  bool  // a word of two or more letters, all upper-case
}

// tokenize splits text into tokens, appending to toks, and looks words up
// in the lexicon.
func tokenize(text string, lex *lexicon, toks []token) []token {
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
				t.w = lex.lookup(key)
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
