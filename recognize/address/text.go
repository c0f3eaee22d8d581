package address

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/internal/swar"
	"github.com/meddeid/meddeid/recognize"
)

// token is a word of the text: a run of letters, digits and the joiners
// "-", "'", "’" and a final "." of an abbreviation.
type token struct {
	begin, end int
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

func isBlank(r rune) bool { return r == ' ' || r == '\t' || r == '\u00a0' || r == '\u202f' }

func isNameRune(r rune) bool {
	return unicode.IsLetter(r) || r == '-' || r == '\'' || r == '’'
}

// asciiNameRune is isNameRune for the ASCII bytes, read without a call.
var asciiNameRune = func() (t [utf8.RuneSelf]bool) {
	for c := range utf8.RuneSelf {
		t[c] = isNameRune(rune(c))
	}
	return t
}()

// letterAt reports whether a letter starts at byte i. An ASCII byte is
// read by the table (asciiLetter); other runes are decoded.
func letterAt(text string, i int) bool {
	if i < 0 || i >= len(text) {
		return false
	}
	if c := text[i]; c < utf8.RuneSelf {
		return asciiLetter[c]
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsLetter(r)
}

// asciiLetter reports unicode.IsLetter for the ASCII bytes.
var asciiLetter = func() (t [utf8.RuneSelf]bool) {
	for c := range utf8.RuneSelf {
		t[c] = unicode.IsLetter(rune(c))
	}
	return t
}()

// letterBefore reports whether a letter ends at byte i (an ASCII byte
// read by the table, as in letterAt).
func letterBefore(text string, i int) bool {
	if i <= 0 {
		return false
	}
	if c := text[i-1]; c < utf8.RuneSelf {
		return asciiLetter[c]
	}
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	return unicode.IsLetter(r)
}

// Byte classes of wordBeforeClass and wordAfterClass.
const (
	classStop = iota // an ASCII byte that ends a word
	classWord        // an ASCII byte of a word
	classRune        // a byte of a non-ASCII rune: decode it
)

// wordBeforeClass classifies the bytes for wordBefore: the ASCII name
// runes and "/" are word bytes. wordAfterClass classifies them for
// wordAfter, where "/" is no word byte.
var wordBeforeClass, wordAfterClass = wordClasses("/"), wordClasses("")

// wordClasses classifies the bytes: the ASCII name runes and the bytes of
// extra are word bytes.
func wordClasses(extra string) (t [256]uint8) {
	for c := range 256 {
		switch {
		case c >= utf8.RuneSelf:
			t[c] = classRune
		case asciiNameRune[c] || strings.IndexByte(extra, byte(c)) >= 0:
			t[c] = classWord
		}
	}
	return t
}

// wordBefore returns the name-like word ending at i (letters, "-", "'")
// with an optional trailing "." included when the text has one at i.
func wordBefore(text string, i int) token {
	j := i
	for j > 0 {
		// one table read per byte: an ASCII byte of a word, any other
		// ASCII byte, or a non-ASCII byte to decode
		if k := wordBeforeClass[text[j-1]]; k == classWord {
			j--
			continue
		} else if k == classStop {
			break
		}
		r, n := utf8.DecodeLastRuneInString(text[:j])
		if !isNameRune(r) && r != '/' {
			break
		}
		j -= n
	}
	return token{j, i}
}

// wordAfter returns the name-like word starting at i.
func wordAfter(text string, i int) token {
	j := i
	for j < len(text) {
		// one table read per byte, as in wordBefore ("/" is no word byte here)
		if k := wordAfterClass[text[j]]; k == classWord {
			j++
			continue
		} else if k == classStop {
			break
		}
		r, n := utf8.DecodeRuneInString(text[j:])
		if !isNameRune(r) {
			break
		}
		j += n
	}
	return token{i, j}
}

// oneBlankBefore returns the offset before a single blank ending at i, or
// -1 when text[:i] does not end in exactly one blank.
func oneBlankBefore(text string, i int) int {
	if i <= 0 {
		return -1
	}
	// an ASCII byte without decoding: only " " and "\t" are blanks
	if c := text[i-1]; c < utf8.RuneSelf {
		if c == ' ' || c == '\t' {
			return i - 1
		}
		return -1
	}
	r, n := utf8.DecodeLastRuneInString(text[:i])
	if !isBlank(r) {
		return -1
	}
	return i - n
}

// oneBlankAfter returns the offset after a single blank at i, or -1.
func oneBlankAfter(text string, i int) int {
	if i >= len(text) {
		return -1
	}
	// an ASCII byte without decoding: only " " and "\t" are blanks
	if c := text[i]; c < utf8.RuneSelf {
		if c == ' ' || c == '\t' {
			return i + 1
		}
		return -1
	}
	r, n := utf8.DecodeRuneInString(text[i:])
	if !isBlank(r) {
		return -1
	}
	return i + n
}

// isCapitalised reports whether text[t] starts with an upper-case letter.
func isCapitalised(text string, t token) bool {
	if t.begin >= t.end {
		return false
	}
	// an ASCII letter without decoding; other runes decoded
	if c := text[t.begin]; c < utf8.RuneSelf {
		return c-'A' < 26
	}
	r, _ := utf8.DecodeRuneInString(text[t.begin:])
	return unicode.IsUpper(r)
}

// lower returns the lower-cased token text.
func lower(text string, t token) string { return strings.ToLower(text[t.begin:t.end]) }

// hasWord reports whether the lower-cased w is in set, without allocating.
func (s wordSet) hasWord(w string) bool { return s.has(w, token{0, len(w)}) }

// has reports whether the lower-cased text of t is in set, without
// allocating. A word whose first and last bytes are ASCII, the common
// case, is first tested by those bytes alone (see wordFilter.ends), which
// rejects most words before they are lower-cased; the others are folded
// into a stack buffer (words longer than it are folded on the heap) and
// looked up.
func (s wordSet) has(text string, t token) bool {
	if s.f == nil {
		return false
	}
	if t.begin < t.end {
		if first, last := text[t.begin], text[t.end-1]; first|last < utf8.RuneSelf && !s.f.mayEnd(first, last) {
			return false
		}
	}
	w := text[t.begin:t.end]
	var buf [64]byte
	if len(w) > len(buf) {
		return s.hasBytes(appendLower(buf[:0], w))
	}
	// short ASCII words (nearly all) are folded here, without a call
	k := buf[:len(w)]
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= utf8.RuneSelf {
			k = recognize.AppendLower(k[:i], w[i:]) // k[:i] holds the folded ASCII prefix
			break
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		k[i] = c
	}
	return s.f.gate.MayBytes(k) && s.m[string(k)]
}

// hasBytes reports whether the lower-case word k is in s.
func (s wordSet) hasBytes(k []byte) bool {
	return s.f != nil && s.f.gate.MayBytes(k) && s.m[string(k)]
}

// hasApostrophe reports whether s holds "'" or "’", as
// strings.ContainsAny(s, "'’") does, without decoding every rune: the
// bytes of "’" (E2 80 99) always decode as that rune, since no byte of
// it continues an earlier sequence.
func hasApostrophe(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\'':
			return true
		case 0xE2:
			if i+2 < len(s) && s[i+1] == 0x80 && s[i+2] == 0x99 {
				return true
			}
		}
	}
	return false
}

// lineBounds returns the start and end of the line holding byte i.
func lineBounds(text string, i int) (int, int) {
	s := swar.LastIndexByte(text, i, '\n') + 1
	e := strings.IndexByte(text[i:], '\n')
	if e < 0 {
		return s, len(text)
	}
	return s, i + e
}
