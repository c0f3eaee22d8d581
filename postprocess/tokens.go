package postprocess

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/internal/swar"
)

// token is one word of a text: a run of letters, digits and combining
// marks, with apostrophes between letters kept inside (O'Sullivan).
type token struct {
	// b and e are byte offsets into the text.
	b, e int
	// fb and fe delimit the folded form (lower case, no diacritics, no
	// apostrophes) in the folded string returned with the tokens. Offsets
	// rather than a string keep the slice free of pointers, so the
	// garbage collector never scans it.
	fb, fe int32
	// runes counts the runes of the folded form.
	runes int32
	// cap: the first rune is upper case; upper: every letter is upper
	// case; digit: the token contains a digit.
	cap, upper, digit bool
}

// Byte classes for the tokenizer: an ASCII letter or digit has one of
// classLower, classUpper and classDigit (classWord together); classSlow
// marks the bytes the ASCII fast path cannot decide, every byte of a
// multi-byte rune and the apostrophe; every other byte is 0 and ends a
// word.
const (
	classLower = 1 << iota
	classUpper
	classDigit
	classSlow
	classWord = classLower | classUpper | classDigit
)

var byteClass = func() (t [256]byte) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = classLower
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = classUpper
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = classDigit
	}
	t['\''] = classSlow
	for c := utf8.RuneSelf; c < len(t); c++ {
		t[c] = classSlow
	}
	return t
}()

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// tokenize splits text into words and returns them with the string that
// holds their folded forms, so a document costs a handful of allocations.
func tokenize(text string) ([]token, string) {
	return tokenizeInto(make([]token, 0, len(text)/6+1), text)
}

// tokenPool recycles token slices between documents.
var tokenPool = sync.Pool{New: func() any { return new([]token) }}

// tokenizeInto is tokenize appending to toks[:0].
//
// The folded string starts with the text with its ASCII capitals
// lowered: that is the folded form, at the same offsets, of every word
// of ASCII letters and digits that a byte of class 0 (or the end of the
// text) ends, and such a word, on the fast path (appendASCIIWords), needs
// only its bounds and the union of its bytes' classes. Every other word
// (one that starts with or runs into a non-ASCII byte or an apostrophe)
// is read by readWord, and its folded form follows the lowered text.
func tokenizeInto(toks []token, text string) ([]token, string) {
	toks = toks[:0]
	var buf [128]byte
	extra := buf[:0] // the folded forms of the words read by readWord
	for i := 0; ; {
		toks, i = appendASCIIWords(toks, text, i)
		if i >= len(text) {
			break
		}
		var t token
		var ok bool
		t, extra, i, ok = readWord(text, i, extra)
		if ok {
			t.fb += int32(len(text))
			t.fe += int32(len(text))
			toks = append(toks, t)
		}
	}
	return toks, foldedString(text, extra)
}

// foldedString returns text with its ASCII capitals lowered, followed by
// extra, built in place in a strings.Builder: one allocation.
func foldedString(text string, extra []byte) string {
	var b strings.Builder
	b.Grow(len(text) + len(extra))
	var chunk [512]byte
	for len(text) > 0 {
		n := copy(chunk[:], text)
		swar.LowerASCII(chunk[:n])
		b.Write(chunk[:n])
		text = text[n:]
	}
	b.Write(extra)
	return b.String()
}

// appendASCIIWords appends the words of text from byte i on that take
// tokenizeInto's fast path, and returns toks with the byte offset where
// it stopped: the end of the text, or the start of a word for readWord.
// It calls nothing (but append), so that the loop keeps its state in
// registers.
func appendASCIIWords(toks []token, text string, i int) ([]token, int) {
	for {
		for i < len(text) && byteClass[text[i]] == 0 {
			i++
		}
		if i >= len(text) {
			return toks, i
		}
		first := byteClass[text[i]]
		if first&classSlow != 0 {
			return toks, i
		}
		acc := first
		j := i + 1
		for ; j < len(text); j++ {
			c := byteClass[text[j]]
			if c&classWord == 0 {
				break
			}
			acc |= c
		}
		if j < len(text) && byteClass[text[j]]&classSlow != 0 {
			return toks, i
		}
		toks = append(toks, token{
			b: i, e: j,
			fb: int32(i), fe: int32(j), runes: int32(j - i),
			cap:   first == classUpper,
			upper: acc&(classLower|classUpper) == classUpper,
			digit: acc&classDigit != 0,
		})
		i = j
	}
}

// readWord reads the word that starts at byte i of text, appending its
// folded form to arena, and returns the byte offset after it; ok is false
// when no word starts there, and next skips the rune at i. It reads any
// word; tokenizeInto calls it for those off its ASCII fast path.
func readWord(text string, i int, arena []byte) (t token, _ []byte, next int, ok bool) {
	r, n := rune(text[i]), 1
	if r >= utf8.RuneSelf {
		r, n = utf8.DecodeRuneInString(text[i:])
	}
	if !isWordRune(r) || isApostrophe(r) {
		// 'ʼ' (a modifier letter) is a word rune but, as an apostrophe,
		// never starts a word.
		return t, arena, i + n, false
	}
	t = token{b: i, cap: unicode.IsUpper(r), upper: true}
	t.fb = int32(len(arena))
	ascii := true
	j := i
	letters := 0
	for j < len(text) {
		if c := text[j]; c < utf8.RuneSelf && c != '\'' {
			switch byteClass[c] {
			case classLower:
				letters++
				t.upper = false
			case classUpper:
				letters++
				c += 'a' - 'A'
			case classDigit:
				t.digit = true
			default:
				goto end
			}
			arena = append(arena, c)
			j++
			continue
		}
		ascii = false
		r, n := rune(text[j]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(text[j:])
		}
		if isApostrophe(r) {
			// Keep an apostrophe between two letters (O'Sullivan, d'Ans).
			nr, _ := utf8.DecodeRuneInString(text[min(j+n, len(text)):])
			if j > i && j+n < len(text) && unicode.IsLetter(nr) {
				j += n
				continue
			}
			break
		}
		if !isWordRune(r) {
			break
		}
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsLower(r) {
				t.upper = false
			}
		} else if unicode.IsDigit(r) {
			t.digit = true
		}
		j += n
	}
end:
	if letters == 0 {
		t.upper = false
	}
	t.e = j
	if !ascii {
		arena = appendFold(arena[:t.fb], text[i:j])
	}
	t.fe = int32(len(arena))
	t.runes = t.fe - t.fb
	if !ascii {
		t.runes = int32(utf8.RuneCount(arena[t.fb:t.fe]))
	}
	return t, arena, j, true
}

// within1 reports whether a and b differ by at most one insertion,
// deletion, substitution or transposition of adjacent runes (restricted
// Damerau–Levenshtein distance ≤ 1).
func within1(a, b string) bool {
	if a == b {
		return true
	}
	if swar.IsASCII(a) && swar.IsASCII(b) {
		return within1Seq([]byte(a), []byte(b))
	}
	return within1Seq([]rune(a), []rune(b))
}

func within1Seq[T byte | rune](a, b []T) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	switch len(a) - len(b) {
	case 0:
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		if i == len(a) {
			return true
		}
		if equalSeq(a[i+1:], b[i+1:]) {
			return true
		}
		return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && equalSeq(a[i+2:], b[i+2:])
	case 1:
		i := 0
		for i < len(b) && a[i] == b[i] {
			i++
		}
		return equalSeq(a[i+1:], b[i:])
	}
	return false
}

func equalSeq[T byte | rune](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
