package lexicon

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Fold returns s lower-cased, compatibility-decomposed (NFKD) and stripped
// of diacritics, with a few letters spelled out ("ß" → "ss", "æ" → "ae",
// "œ" → "oe", "ø" → "o", "ł" → "l") and typographic apostrophes and
// hyphens replaced by ASCII ones. Punctuation and spaces are kept.
func Fold(s string) string {
	if isFoldedASCII(s) {
		return s
	}
	return string(appendFold(nil, nil, s))
}

// Key returns the look-up key of s: the folded word tokens of s (runs of
// letters and digits) joined by one space. Punctuation between tokens
// (hyphens, apostrophes, dots) is dropped, so "Sint-Niklaas" and
// "sint niklaas" share the key "sint niklaas".
func Key(s string) string {
	if isKeyASCII(s) {
		return s
	}
	// Most keys are short: fold into a stack buffer so that the only
	// allocation is the returned string.
	var arr [64]byte
	k, _ := appendKey(arr[:0], nil, s)
	return string(k)
}

// AppendKey appends the key of s (see Key) to dst and returns the
// extended slice. With a reused or stack buffer it allocates nothing: a
// caller that only looks the key up ("m[string(AppendKey(buf[:0], w))]",
// or appending it to a larger key) saves the string Key would build.
func AppendKey(dst []byte, s string) []byte {
	if isKeyASCII(s) {
		return append(dst, s...)
	}
	dst, _ = appendKey(dst, nil, s)
	return dst
}

// isFoldedASCII reports whether s is ASCII without capital letters.
func isFoldedASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || ('A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}

// isKeyASCII reports whether s is already a key made of ASCII: lower-case
// letters and digits, single spaces between tokens.
func isKeyASCII(s string) bool {
	if s == "" || s[0] == ' ' || s[len(s)-1] == ' ' {
		return s == ""
	}
	prevSpace := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ':
			if prevSpace {
				return false
			}
			prevSpace = true
			continue
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
		default:
			return false
		}
		prevSpace = false
	}
	return true
}

// appendKey appends the key of s to dst; scratch is a reusable
// decomposition buffer, returned for reuse.
func appendKey(dst, scratch []byte, s string) ([]byte, []byte) {
	start := len(dst)
	for i := 0; i < len(s); {
		b, e := nextToken(s, i)
		if b < 0 {
			break
		}
		mark := len(dst)
		if mark > start {
			dst = append(dst, ' ')
		}
		n := len(dst)
		dst, scratch = appendFoldToken(dst, scratch, s[b:e])
		if len(dst) == n { // the token folded to nothing (a lone mark)
			dst = dst[:mark]
		}
		i = e
	}
	return dst, scratch
}

// appendFoldToken appends the folded form of tok to dst; scratch is a
// reusable decomposition buffer, returned for reuse. Apostrophes and
// hyphens that folding introduces inside a token are dropped.
func appendFoldToken(dst, scratch []byte, tok string) ([]byte, []byte) {
	// ASCII fast path: reserve room for tok once and lower-case it in one
	// pass (no per-byte append, no growslice); the first non-ASCII byte
	// sends the whole token to the slow path.
	n := len(dst)
	dst = slices.Grow(dst, len(tok))[:n+len(tok)]
	out := dst[n:]
	for i := 0; i < len(tok) && i < len(out); i++ {
		c := tok[i]
		if c >= utf8.RuneSelf {
			return appendFoldTokenSlow(dst[:n], scratch, tok)
		}
		out[i] = asciiLower[c]
	}
	return dst, scratch
}

// appendFoldTokenSlow is appendFoldToken for a token that holds a
// non-ASCII byte.
func appendFoldTokenSlow(dst, scratch []byte, tok string) ([]byte, []byte) {
	if d, ok := appendFoldLatin(dst, tok); ok {
		return d, scratch
	}
	n := len(dst)
	scratch = norm.NFKD.AppendString(scratch[:0], tok)
	dst = appendFoldDecomposed(dst, scratch)
	return keepWordRunes(dst, n), scratch
}

// asciiLower maps an ASCII byte to its lower-case form.
var asciiLower = func() (t [utf8.RuneSelf]byte) {
	for c := range t {
		t[c] = byte(c)
		if 'A' <= c && c <= 'Z' {
			t[c] += 'a' - 'A'
		}
	}
	return t
}()

// keepWordRunes drops the non-word runes of b[n:]: a compatibility
// decomposition can yield some (the space in "´", the dot in "ŀ"), and a
// token holds only letters and digits.
func keepWordRunes(b []byte, n int) []byte {
	out := b[:n]
	for i := n; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if IsWordRune(r) {
			out = append(out, b[i:i+size]...)
		}
		i += size
	}
	return out
}

// latinLimit bounds the runes folded by table: Latin-1, Latin
// Extended-A and -B.
const latinLimit = 0x250

// latinFold holds, for every word rune below latinLimit, its folded form
// as a one-rune token (see appendFoldToken), to skip the normaliser for
// common letters.
var latinFold = func() (t [latinLimit]string) {
	for r := rune(0); r < latinLimit; r++ {
		if IsWordRune(r) {
			t[r] = string(keepWordRunes(appendFold(nil, nil, string(r)), 0))
		}
	}
	return t
}()

// appendFoldLatin appends the folded form of tok (a word token) to dst
// when every rune of tok is below latinLimit; otherwise it returns dst
// unchanged and false.
func appendFoldLatin(dst []byte, tok string) ([]byte, bool) {
	n := len(dst)
	for _, r := range tok {
		if r >= latinLimit {
			return dst[:n], false
		}
		dst = append(dst, latinFold[r]...)
	}
	return dst, true
}

// appendFold appends the folded form of s (see Fold) to dst, using
// scratch for the decomposition.
func appendFold(dst, scratch []byte, s string) []byte {
	return appendFoldDecomposed(dst, norm.NFKD.AppendString(scratch[:0], s))
}

// appendFoldDecomposed appends the folded form of the NFKD text d to dst.
func appendFoldDecomposed(dst, d []byte) []byte {
	for i := 0; i < len(d); {
		r, size := utf8.DecodeRune(d[i:])
		i += size
		if r < utf8.RuneSelf {
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			dst = append(dst, byte(r))
			continue
		}
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		if sp, ok := spelled[r]; ok {
			dst = append(dst, sp...)
			continue
		}
		dst = utf8.AppendRune(dst, unicode.ToLower(r))
	}
	return dst
}

// spelled lists letters that do not decompose but have a conventional
// ASCII spelling, and typographic punctuation with an ASCII equivalent.
var spelled = map[rune]string{
	'ß': "ss", 'ẞ': "ss", 'æ': "ae", 'Æ': "ae", 'œ': "oe", 'Œ': "oe",
	'ø': "o", 'Ø': "o", 'ł': "l", 'Ł': "l", 'đ': "d", 'Đ': "d",
	'ð': "d", 'Ð': "d", 'þ': "th", 'Þ': "th", 'ı': "i",
	'\u2018': "'", '\u2019': "'", '\u02bc': "'", '\u2032': "'",
	'\u2010': "-", '\u2011': "-", '\u2012': "-", '\u2013': "-", '\u2014': "-", '\u2212': "-",
}

// IsWordRune reports whether r belongs to a word token: a letter, a digit
// or a combining mark. Recognizers that tokenise like the lexicon use it.
// It is small enough to inline: an ASCII rune costs a table look-up, no
// call.
func IsWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiWord[r]
	}
	return isWordRuneSlow(r)
}

// isWordRuneSlow is IsWordRune for non-ASCII runes.
func isWordRuneSlow(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.M, r)
}

// asciiWord marks ASCII letters and digits.
var asciiWord = func() (t [utf8.RuneSelf]bool) {
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] = true
		t[c-'a'+'A'] = true
	}
	return t
}()

// nextToken returns the byte range of the first word token in s at or
// after i, or -1, -1 when there is none.
func nextToken(s string, i int) (begin, end int) {
	// The inner loops step over ASCII bytes with one table look-up each
	// (byteClass); only a non-ASCII byte leaves them to decode a rune.
	cls := &byteClass
	for {
		for uint(i) < uint(len(s)) && cls[s[i]] == classGap {
			i++
		}
		if i >= len(s) {
			return -1, -1
		}
		if cls[s[i]] == classWord {
			break
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if isWordRuneSlow(r) {
			break
		}
		i += size
	}
	begin = i
	for {
		for uint(i) < uint(len(s)) && cls[s[i]] == classWord {
			i++
		}
		if i >= len(s) {
			return begin, len(s)
		}
		if cls[s[i]] == classGap {
			return begin, i
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isWordRuneSlow(r) {
			return begin, i
		}
		i += size
	}
}

// Byte classes of byteClass.
const (
	classGap   = iota // an ASCII byte outside word tokens
	classWord         // an ASCII letter or digit
	classMulti        // a byte of a multi-byte rune (or an invalid byte)
)

// byteClass classifies every byte for nextToken.
var byteClass = func() (t [256]uint8) {
	for c := range t {
		switch {
		case c >= utf8.RuneSelf:
			t[c] = classMulti
		case asciiWord[c]:
			t[c] = classWord
		}
	}
	return t
}()

// splitKey splits a key into its tokens.
func splitKey(key string) []string {
	if key == "" {
		return nil
	}
	return strings.Split(key, " ")
}
