package datetime

import (
	"slices"
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
	val   int32  // value of a number of at most 9 digits, else -1
	r     rune   // the rune of a punctuation token
	wi    uint16 // a word's entry in lexicon.infos, 0 for none
	flags uint16 // a word's lexicon flags
	kind  tokKind
	gap   uint8 // gapNone, gapSpace or gapNewline
	gapN  uint8 // whitespace bytes before, saturated at 255
	nd    uint8 // digits of a number, saturated at 255
	upper bool  // a word that starts with an upper-case letter
	caps  bool  // a word of two or more letters, all upper-case
	phr   bool  // a word that starts lexicon phrases
}

// setWord records the lexicon entry w (or none, when nil) of a word token.
func (t *token) setWord(w *wordInfo) {
	if w != nil {
		t.wi, t.flags, t.phr = w.id, w.flags, len(w.phrases) > 0
	}
}

// Byte classes of tokClass, for tokenize's ASCII fast paths.
const (
	bcSpace   = 1 << iota // ' ', '\t', '\r', '\f', '\v'
	bcNewline             // '\n'
	bcDigit               // '0'-'9'
	bcUpper               // 'A'-'Z'
	bcLower               // 'a'-'z'
	bcHigh                // a byte of a multi-byte rune (>= 0x80)
)

// tokClass gives the byte class of every byte; other ASCII bytes
// (punctuation, control characters) have class 0.
var tokClass = func() (t [256]uint8) {
	for _, c := range " \t\r\f\v" {
		t[c] = bcSpace
	}
	t['\n'] = bcNewline
	for c := '0'; c <= '9'; c++ {
		t[c] = bcDigit
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = bcLower, bcUpper
	}
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = bcHigh
	}
	return t
}()

// FNV-1a parameters of keyHash.
const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

// maxKey bounds the byte length of a lower-case word that tokenize looks
// up in the lexicon; longer words are never date words.
const maxKey = 60

// tokenize splits text into tokens, appending to toks, and looks words up
// in the lexicon.
//
// Words of ASCII letters, the usual case, are read by a fast path that
// hashes the lower-case word as it goes (keyHash) and consults the
// lexicon's filter before building a key; a word with other letters is
// read again by wordAt, the general path. The two agree on every input
// (TestTokenizeReference).
func tokenize(text string, lex *lexicon, toks []token) []token {
	gap, gapN := uint8(gapNewline), 0
	i := 0
	for i < len(text) {
		c := text[i]
		cl := tokClass[c]
		if cl&(bcSpace|bcNewline) != 0 {
			if cl&bcNewline != 0 {
				gap = gapNewline
			} else if gap == gapNone {
				gap = gapSpace
			}
			gapN++
			i++
			continue
		}
		r, size := rune(c), 1
		if cl&bcHigh != 0 {
			r, size = utf8.DecodeRuneInString(text[i:])
			if unicode.IsSpace(r) {
				if r == '\u2028' || r == '\u2029' || r == '\u0085' {
					gap = gapNewline
				} else if gap == gapNone {
					gap = gapSpace
				}
				gapN += size
				i += size
				continue
			}
		}
		// a token: fill it in place
		if len(toks) == cap(toks) {
			toks = slices.Grow(toks, 1)
		}
		toks = toks[:len(toks)+1]
		t := &toks[len(toks)-1]
		*t = token{b: int32(i), gap: gap, gapN: uint8(min(gapN, 255))}
		gap, gapN = gapNone, 0
		switch {
		case cl&bcDigit != 0:
			j := i
			v := int64(0)
			for j < len(text) && tokClass[text[j]]&bcDigit != 0 {
				if j-i < 10 {
					v = v*10 + int64(text[j]-'0')
				}
				j++
			}
			t.kind, t.e, t.nd, t.val = tNum, int32(j), uint8(min(j-i, 255)), -1
			if j-i <= 9 {
				t.val = int32(v)
			}
		case cl&(bcUpper|bcLower) != 0:
			// ASCII word: hash its lower-case form while reading it
			h := (fnvOffset ^ uint32(c|0x20)) * fnvPrime
			var seen uint8 // classes of the letters after the first
			j := i + 1
			for j < len(text) {
				b := text[j]
				k := tokClass[b]
				if k&(bcUpper|bcLower) == 0 {
					break
				}
				seen |= k
				h = (h ^ uint32(b|0x20)) * fnvPrime
				j++
			}
			if j < len(text) && tokClass[text[j]]&bcHigh != 0 {
				// the word may go on with a non-ASCII letter
				wordAt(text, lex, t)
				break
			}
			t.kind, t.e = tWord, int32(j)
			t.upper = cl&bcUpper != 0
			t.caps = t.upper && seen&bcLower == 0 && j-i >= 2
			if j-i < maxKey && lex.mayHold(h) {
				t.setWord(lex.findFold(h, text[i:j]))
			}
		case cl&bcHigh != 0 && isLetter(r):
			wordAt(text, lex, t)
		default:
			t.kind, t.e, t.r = tPunct, int32(i+size), r
		}
		i = int(t.e)
	}
	return toks
}

// wordAt reads the word of any letters that starts at t.b and looks it
// up, filling in t.
func wordAt(text string, lex *lexicon, t *token) {
	var buf [64]byte
	key := buf[:0]
	var allUp bool
	i := int(t.b)
	j := i
	if c := text[i]; c < utf8.RuneSelf {
		allUp = 'A' <= c && c <= 'Z'
		if allUp {
			c += 'a' - 'A'
		}
		key = append(key, c)
		j++
	} else {
		r, size := utf8.DecodeRuneInString(text[i:])
		allUp = unicode.IsUpper(r)
		key = utf8.AppendRune(key, unicode.ToLower(r))
		j += size
	}
	firstUp := allUp
	n := 1
	for j < len(text) {
		if b := text[j]; b < utf8.RuneSelf {
			switch {
			case 'a' <= b && b <= 'z':
				allUp = false
			case 'A' <= b && b <= 'Z':
				b += 'a' - 'A'
			default:
				goto done
			}
			if len(key) < maxKey {
				key = append(key, b)
			}
			n++
			j++
			continue
		}
		r, size := utf8.DecodeRuneInString(text[j:])
		if !isLetter(r) {
			break
		}
		if allUp && !unicode.IsUpper(r) && !unicode.Is(unicode.Mn, r) {
			allUp = false
		}
		if len(key) < maxKey {
			key = utf8.AppendRune(key, unicode.ToLower(r))
		}
		n++
		j += size
	}
done:
	t.kind, t.e, t.upper, t.caps = tWord, int32(j), firstUp, allUp && n >= 2
	if len(key) < maxKey {
		t.setWord(lex.lookup(key))
	}
}
