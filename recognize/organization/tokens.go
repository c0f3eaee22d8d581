package organization

import (
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/internal/swar"
)

// Case classes of a token.
const (
	caseNone  uint8 = iota // no letter, or lower case first
	caseTitle              // first letter upper case ("Sint", "BlueHarbor", "HBs")
	caseUpper              // every letter upper case ("AZ", "CHU", "A")
)

// Token kinds.
const (
	kindWord  uint8 = iota // letters and digits
	kindPunct              // one other rune
)

// tok is one token of a text: a run of letters, marks and digits, or one
// punctuation rune. Offsets are bytes into the text and into the lowered
// text of the scan.
type tok struct {
	b, e   int32
	lb, le int32
	kind   uint8
	cas    uint8
	digits uint8 // number of ASCII digits
	runes  uint8 // number of runes, capped at 255
	nl     bool  // a line break, a tab or three spaces (a column) lie between the previous token and this one
	sp     bool  // white space lies between the previous token and this one
	lower  bool  // the second letter is lower case ("Sint", not "HBs")
}

// isWord reports whether t is a word token.
func (t *tok) isWord() bool { return t.kind == kindWord }

// isCap reports whether t is a word starting with a capital.
func (t *tok) isCap() bool { return t.kind == kindWord && t.cas != caseNone }

// isNumber reports whether t is made of ASCII digits only.
func (t *tok) isNumber() bool { return t.kind == kindWord && int(t.digits) == int(t.runes) }

// hasDigit reports whether t holds an ASCII digit.
func (t *tok) hasDigit() bool { return t.digits > 0 }

// scan is the tokenised text of one Recognize call.
type scan struct {
	text  string
	low   string // lower-cased token texts, apostrophes folded to "'"
	toks  []tok
	langs string // the profile's language ("nl"), "" when unknown
}

// lw returns the lower-cased text of token i.
func (s *scan) lw(i int) string {
	t := &s.toks[i]
	return s.low[t.lb:t.le]
}

// begin and end return the byte offsets of token i in the text.
func (s *scan) begin(i int) int { return int(s.toks[i].b) }
func (s *scan) end(i int) int   { return int(s.toks[i].e) }

// glued reports whether token i follows token i-1 without white space.
func (s *scan) glued(i int) bool { return i > 0 && i < len(s.toks) && !s.toks[i].sp && !s.toks[i].nl }

// punct reports whether token i is the punctuation rune r.
func (s *scan) punct(i int, r byte) bool {
	return i >= 0 && i < len(s.toks) && s.toks[i].kind == kindPunct && s.toks[i].le-s.toks[i].lb == 1 && s.low[s.toks[i].lb] == r
}

// dash reports whether token i is an en or em dash.
func (s *scan) dash(i int) bool {
	if i < 0 || i >= len(s.toks) || s.toks[i].kind != kindPunct {
		return false
	}
	w := s.lw(i)
	return w == "–" || w == "—"
}

// isSpace reports whether r separates tokens.
func isSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\v' || r == '\f' || r == 0x85 || r == 0xA0 || r >= 0x2000 && unicode.IsSpace(r)
}

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// buffers are the reusable token, lowered-text and candidate buffers of
// one scan.
type buffers struct {
	toks  []tok
	low   []byte
	cands []cand
}

var bufPool = sync.Pool{New: func() any { return new(buffers) }}

// tokenize splits text into tokens and builds the lowered token texts.
func tokenize(text string) ([]tok, string) {
	toks, low := tokenizeInto(text, nil, nil)
	return toks, string(low)
}

// tokenizeInto is tokenize appending to the given buffers; the lowered
// texts are returned as bytes.
//
// Most of a note is ASCII. A word token made of ASCII letters and digits
// takes a fast path: one table look-up per byte counts its capitals and
// digits (see asciiClass), its bytes are copied in one append and only
// its capitals are lowered afterwards. A word with a non-ASCII rune is
// read again by slowWord, rune by rune.
func tokenizeInto(text string, toks []tok, low []byte) ([]tok, []byte) {
	toks, low = toks[:0], low[:0]
	sp, nl := false, false
	blanks := 0 // the run of spaces so far: a tab or three spaces part columns
	for i := 0; i < len(text); {
		c := text[i]
		k := asciiClass[c]
		if k == clSpace {
			sp = true
			if blanks++; c != ' ' && c != '\v' && c != '\f' || blanks >= 3 {
				nl = true
			}
			i++
			continue
		}
		t := tok{b: int32(i), lb: int32(len(low)), sp: sp, nl: nl}
		if k&clWord != 0 {
			// counts: capitals in the low 32 bits, digits above
			var counts uint64
			j := i
			for ; j < len(text); j++ {
				k := asciiClass[text[j]]
				if k&clWord == 0 {
					break
				}
				counts += k
			}
			if j < len(text) && text[j] >= utf8.RuneSelf {
				// the word may go on with a non-ASCII rune
				var n int
				low, n = slowWord(text, i, low, &t)
				toks = append(toks, t)
				i = n
				sp, nl, blanks = false, false, 0
				continue
			}
			uppers := int(counts & (1<<32 - 1))
			digits := int(counts >> 32 & (1<<31 - 1))
			low = append(low, text[i:j]...)
			if uppers > 0 {
				swar.LowerASCII(low[t.lb:])
			}
			if letters := j - i - digits; letters > 0 {
				title, lower := firstLetters(text[i:j], uppers, digits)
				if title {
					t.cas = caseTitle
				}
				if uppers == letters {
					t.cas = caseUpper
				}
				t.lower = lower
			}
			t.runes = uint8(min(j-i, 255))
			t.digits = uint8(min(digits, 255))
			t.e = int32(j)
			t.le = int32(len(low))
			toks = append(toks, t)
			sp, nl, blanks = false, false, 0
			i = j
			continue
		}
		if c < utf8.RuneSelf {
			// ASCII punctuation, kept as is ('`' folds to an apostrophe)
			if c == '`' {
				c = '\''
			}
			low = append(low, c)
			t.kind = kindPunct
			t.e = int32(i + 1)
			t.le = int32(len(low))
			t.runes = 1
			toks = append(toks, t)
			sp, nl, blanks = false, false, 0
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		if isSpace(r) {
			sp = true
			i += n
			continue
		}
		sp, nl, blanks = false, false, 0
		if isWordRune(r) {
			low, i = slowWord(text, i, low, &t)
			toks = append(toks, t)
			continue
		}
		t.kind = kindPunct
		t.e = int32(i + n)
		switch r {
		case '\u2019', '\u2018', '\u00b4':
			low = append(low, '\'')
		case '\u2010', '\u2011':
			low = append(low, '-')
		default:
			low = append(low, text[i:i+n]...)
		}
		t.le = int32(len(low))
		t.runes = 1
		toks = append(toks, t)
		i += n
	}
	return toks, low
}

// Byte classes of asciiClass. A word byte has the top bit; adding the
// classes of a word's bytes counts its capitals in the low 32 bits and
// its digits in bits 32 to 62 (the top bit only flips: texts are shorter
// than 1<<31 bytes, so neither count overflows).
const (
	clWord  uint64 = 1 << 63        // an ASCII letter or digit
	clLower        = clWord         // a-z
	clUpper        = clWord | 1     // A-Z
	clDigit        = clWord | 1<<32 // 0-9
	clSpace uint64 = 1              // an ASCII byte isSpace accepts
)

// asciiClass is the class of each byte; 0 for other ASCII bytes and for
// the bytes of non-ASCII runes.
var asciiClass = func() (t [256]uint64) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = clLower
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = clUpper
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = clDigit
	}
	for _, c := range " \t\n\r\v\f" {
		t[c] = clSpace
	}
	return t
}()

// firstLetters reports, for a word w of ASCII letters and digits with the
// given numbers of capitals and digits, whether its first letter is a
// capital and whether its second letter is lower case.
func firstLetters(w string, uppers, digits int) (title, lower bool) {
	if uppers == 0 {
		return false, len(w)-digits >= 2
	}
	n := 0 // letters seen
	for i := 0; i < len(w); i++ {
		c := w[i]
		if '0' <= c && c <= '9' {
			continue
		}
		up := 'A' <= c && c <= 'Z'
		if n == 1 {
			return title, !up
		}
		title = up
		n++
	}
	return title, false
}

// slowWord reads the word token that starts at text[i] rune by rune,
// appending its lower case to low and setting the word fields of t; it
// returns the end of the word. It is the path of words with a non-ASCII
// rune: ASCII letters and digits take a loop without function calls.
func slowWord(text string, i int, low []byte, t *tok) ([]byte, int) {
	var w wordStats
	j := i
	for j < len(text) {
		// the ASCII letters and digits of the word
		for j < len(text) {
			c := text[j]
			switch {
			case 'a' <= c && c <= 'z':
				if w.letters == 1 {
					w.lower = true
				}
				w.letters++
			case 'A' <= c && c <= 'Z':
				if w.letters == 0 {
					w.title = true
				}
				w.letters++
				w.uppers++
				c += 'a' - 'A'
			case '0' <= c && c <= '9':
				w.digits++
			default:
				goto other
			}
			w.runes++
			low = append(low, c)
			j++
		}
		break
	other:
		if text[j] < utf8.RuneSelf {
			break
		}
		var n int
		if low, n = w.addRune(text[j:], low); n == 0 {
			break
		}
		j += n
	}
	if w.title {
		t.cas = caseTitle
	}
	if w.letters > 0 && w.uppers == w.letters {
		t.cas = caseUpper
	}
	t.lower = w.lower
	t.runes = uint8(min(w.runes, 255))
	t.digits = uint8(min(w.digits, 255))
	t.e = int32(j)
	t.le = int32(len(low))
	return low, j
}

// wordStats counts the runes, digits, letters and capitals of a word
// token as tokenizeInto reads it.
type wordStats struct {
	runes, digits, letters, uppers int
	title, lower                   bool // first letter upper case; second lower case
}

// addRune reads the non-ASCII rune at the start of s into w, appending
// its lower case to low. It returns 0 when the rune ends the word.
func (w *wordStats) addRune(s string, low []byte) ([]byte, int) {
	r, n := utf8.DecodeRuneInString(s)
	if !isWordRune(r) {
		return low, 0
	}
	w.runes++
	if unicode.IsLetter(r) {
		if unicode.IsUpper(r) {
			if w.letters == 0 {
				w.title = true
			}
			w.uppers++
		} else if w.letters == 1 {
			w.lower = true
		}
		w.letters++
	}
	return utf8.AppendRune(low, unicode.ToLower(r)), n
}
