package age

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// leftContext describes what stands on the same line before a number.
type leftContext struct {
	// words are up to maxLeftWords words directly before the number,
	// nearest first, lower-cased, stopping at punctuation or line start.
	words []string
	// rawFirst is the nearest word as written (for capitalisation).
	rawFirst string
	// raw are the words of words as written (dots trimmed), nearest first.
	raw []string
	// punct is the punctuation rune directly before the number (spaces
	// skipped), or 0 when a word or the line start comes first.
	punct rune
	// punctWords are, when punct != 0, up to maxLeftWords words before the
	// punctuation, nearest first, as written.
	punctWords []string
	// lineStart is true when only blanks separate the number from the
	// start of its line.
	lineStart bool
}

const maxLeftWords = 4

// isBlank reports whether r is a space or tab (not a line break).
func isBlank(r rune) bool { return r == ' ' || r == '\t' || r == '\u00a0' || r == '\u202f' }

// isTokenRune reports whether r belongs to a word token: letters, digits
// and the joiners of names, dates and abbreviations.
func isTokenRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’' || r == '/' || r == '.' || r == '-'
}

// asciiToken marks the ASCII bytes isTokenRune accepts.
var asciiToken = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = isTokenRune(rune(c))
	}
	return t
}()

// skipBlanksBack returns the offset before trailing blanks of text[:i].
func skipBlanksBack(text string, i int) int {
	for i > 0 {
		if c := text[i-1]; c < utf8.RuneSelf {
			if c != ' ' && c != '\t' {
				break
			}
			i--
			continue
		}
		r, n := utf8.DecodeLastRuneInString(text[:i])
		if !isBlank(r) {
			break
		}
		i -= n
	}
	return i
}

// wordBack returns the token ending at i (after trimming a trailing dot
// that ends an abbreviation is left to the caller) and its start.
func wordBack(text string, i int) (string, int) {
	j := i
	for j > 0 {
		if c := text[j-1]; c < utf8.RuneSelf {
			if !asciiToken[c] {
				break
			}
			j--
			continue
		}
		r, n := utf8.DecodeLastRuneInString(text[:j])
		if !isTokenRune(r) {
			break
		}
		j -= n
	}
	return text[j:i], j
}

// maxBracket bounds a bracket read over before a comma (see readLeft).
const maxBracket = 40

// readLeft builds the left context of the number starting at byte nb. buf
// (3*maxLeftWords long) backs the word slices, so no allocation is needed.
func readLeft(text string, nb int, buf []string) leftContext {
	lc := leftContext{words: buf[:0:maxLeftWords], punctWords: buf[maxLeftWords : maxLeftWords : 2*maxLeftWords],
		raw: buf[2*maxLeftWords : 2*maxLeftWords : 3*maxLeftWords]}
	i := skipBlanksBack(text, nb)
	if i == 0 || text[i-1] == '\n' || text[i-1] == '\r' {
		lc.lineStart = true
		return lc
	}
	r, n := utf8.DecodeLastRuneInString(text[:i])
	if !isTokenRune(r) || r == '-' || r == '/' {
		lc.punct = r
		i = skipBlanksBack(text, i-n)
		if r == ',' && i > 0 && text[i-1] == ')' {
			// a bracket before the comma is read over: "à Casablanca
			// (Maroc), 86 a", "Jan (zoon), 12 j"
			if o := strings.LastIndexByte(text[max(i-maxBracket, 0):i-1], '('); o >= 0 {
				o += max(i-maxBracket, 0)
				if !strings.ContainsAny(text[o:i], "\n\r,") {
					i = skipBlanksBack(text, o)
				}
			}
		}
		for len(lc.punctWords) < maxLeftWords && i > 0 {
			w, j := wordBack(text, i)
			if w == "" {
				break
			}
			lc.punctWords = append(lc.punctWords, strings.Trim(w, ".-/"))
			i = skipBlanksBack(text, j)
		}
		return lc
	}
	var starts [maxLeftWords]int // where each word of lc.raw starts
	for len(lc.raw) < maxLeftWords && i > 0 {
		w, j := wordBack(text, i)
		if w == "" {
			break
		}
		if len(lc.raw) == 0 {
			lc.rawFirst = w
		}
		starts[len(lc.raw)] = j
		lc.raw = append(lc.raw, strings.TrimRight(w, "."))
		i = skipBlanksBack(text, j)
	}
	lowerWords(text, &lc, starts[:len(lc.raw)])
	return lc
}

// lowerWords sets lc.words to the lower-cased lc.raw, whose words start
// at starts in text. Where the span of text from the farthest word to
// the end of the nearest is ASCII it is lower-cased once (at most one
// allocation) and the words are sliced from it: ASCII lower-casing maps
// byte to byte, so offsets carry over. Otherwise each word is lowered by
// strings.ToLower.
func lowerWords(text string, lc *leftContext, starts []int) {
	if len(starts) == 0 {
		return
	}
	lo, hi := starts[len(starts)-1], starts[0]+len(lc.raw[0])
	span := text[lo:hi]
	upper := false
	for k := 0; k < len(span); k++ {
		c := span[k]
		if c >= utf8.RuneSelf {
			for _, w := range lc.raw {
				lc.words = append(lc.words, strings.ToLower(w))
			}
			return
		}
		upper = upper || 'A' <= c && c <= 'Z'
	}
	low := span
	if upper {
		low = strings.ToLower(span)
	}
	for k, w := range lc.raw {
		b := starts[k] - lo
		lc.words = append(lc.words, low[b:b+len(w)])
	}
}

// lazyLeft reads the left context of the number at byte nb once, on
// first use: several rules of one number consult it.
type lazyLeft struct {
	text string
	nb   int
	buf  []string
	lc   leftContext
	done bool
}

// get returns the left context (see readLeft).
func (l *lazyLeft) get() leftContext {
	if !l.done {
		l.lc, l.done = readLeft(l.text, l.nb, l.buf), true
	}
	return l.lc
}

// phraseIn reports whether the nearest 1..len(words) words, read in text
// order, form a phrase of set. words are nearest first.
func phraseIn(words []string, set wordSet) bool {
	var arr [96]byte
	for n := 1; n <= len(words); n++ {
		b := arr[:0]
		for k := n - 1; k >= 0; k-- {
			b = append(b, words[k]...)
			if k > 0 {
				b = append(b, ' ')
			}
		}
		if set[string(b)] {
			return true
		}
	}
	return false
}

// stripFillers drops leading (nearest) filler words.
func stripFillers(words []string, fillers wordSet) []string {
	for len(words) > 0 && fillers[words[0]] {
		words = words[1:]
	}
	return words
}

// rightWords returns up to two lower-case words after byte e on the same
// line, with the blanks between them, e.g. "ago" or "de grossesse".
func rightWords(text string, e int) (one, two string) {
	i := e
	for i < len(text) {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !isBlank(r) {
			break
		}
		i += n
	}
	w1s := i
	for i < len(text) {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !(unicode.IsLetter(r) || r == '\'' || r == '’' || r == '-') {
			break
		}
		i += n
	}
	if i == w1s {
		return "", ""
	}
	one = strings.ToLower(text[w1s:i])
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	w2s := i
	for i < len(text) {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !(unicode.IsLetter(r) || r == '\'' || r == '’') {
			break
		}
		i += n
	}
	if i > w2s {
		two = one + " " + strings.ToLower(text[w2s:i])
	}
	return one, two
}

// appositiveEnd reports whether what follows byte e closes an appositive:
// punctuation, the end of the line, or a sex marker.
func appositiveEnd(text string, e int, sex wordSet) bool {
	i := e
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i >= len(text) {
		return true
	}
	switch text[i] {
	case ',', ')', ';', '|', '\n', '\r', ':', ']':
		return true
	case '.':
		return i+1 >= len(text) || text[i+1] == ' ' || text[i+1] == '\n'
	}
	r, n := utf8.DecodeRuneInString(text[i:])
	if r == '–' || r == '—' || r == '-' {
		return true
	}
	if unicode.IsUpper(r) && sex[strings.ToLower(string(r))] && (i+n >= len(text) || !isWordRune(text, i+n)) {
		return true
	}
	return false
}

// isCapitalised reports whether w starts with an upper-case letter.
func isCapitalised(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// hasDigit reports whether w contains an ASCII digit.
func hasDigit(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= '0' && w[i] <= '9' {
			return true
		}
	}
	return false
}
