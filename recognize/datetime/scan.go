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
		switch {
		case cl&bcSpace != 0:
			if gap == gapNone {
				gap = gapSpace
			}
			gapN++
			i++
			continue
		case cl&bcNewline != 0:
			gap = gapNewline
			gapN++
			i++
			continue
		case cl&bcDigit != 0:
			j := i
			v := int64(0)
			for j < len(text) && tokClass[text[j]]&bcDigit != 0 {
				if j-i < 10 {
					v = v*10 + int64(text[j]-'0')
				}
				j++
			}
			val := int32(-1)
			if j-i <= 9 {
				val = int32(v)
			}
			toks = append(toks, token{b: int32(i), e: int32(j), val: val, kind: tNum, gap: gap, gapN: uint8(min(gapN, 255)), nd: uint8(min(j-i, 255))})
			i = j
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
				t := wordAt(text, i, lex)
				t.gap, t.gapN = gap, uint8(min(gapN, 255))
				toks = append(toks, t)
				i = int(t.e)
				break
			}
			var w *wordInfo
			if j-i < maxKey && lex.mayHold(h) {
				if (cl|seen)&bcUpper == 0 {
					w = lex.words[text[i:j]]
				} else {
					var buf [maxKey]byte
					key := buf[:j-i]
					for k := range key {
						key[k] = text[i+k] | 0x20
					}
					w = lex.words[string(key)]
				}
			}
			up := cl&bcUpper != 0
			toks = append(toks, token{b: int32(i), e: int32(j), w: w, kind: tWord, gap: gap, gapN: uint8(min(gapN, 255)),
				upper: up, caps: up && seen&bcLower == 0 && j-i >= 2})
			i = j
		case cl&bcHigh != 0:
			r, size := utf8.DecodeRuneInString(text[i:])
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
			var t token
			if isLetter(r) {
				t = wordAt(text, i, lex)
			} else {
				t = token{b: int32(i), e: int32(i + size), kind: tPunct, r: r}
			}
			t.gap, t.gapN = gap, uint8(min(gapN, 255))
			toks = append(toks, t)
			i = int(t.e)
		default:
			toks = append(toks, token{b: int32(i), e: int32(i + 1), r: rune(c), kind: tPunct, gap: gap, gapN: uint8(min(gapN, 255))})
			i++
		}
		gap, gapN = gapNone, 0
	}
	return toks
}

// wordAt reads the word starting with the letter at text[i], of any
// letters, and looks it up; the token's gap is left to the caller.
func wordAt(text string, i int, lex *lexicon) token {
	var buf [64]byte
	key := buf[:0]
	var allUp bool
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
	t := token{b: int32(i), e: int32(j), kind: tWord, upper: firstUp, caps: allUp && n >= 2}
	if len(key) < maxKey {
		t.w = lex.lookup(key)
	}
	return t
}
