package age

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// stemSet matches lower-case words exactly or, for entries written with a
// trailing "*", by prefix. Entries of two words ("head control") match a
// word together with the one before it.
type stemSet struct {
	exact    wordSet
	prefixes [256][]string // by first byte
}

// newStemSet compiles a word list of data/context.yaml.
func newStemSet(ws []string) *stemSet {
	s := &stemSet{exact: wordSet{}}
	for _, w := range ws {
		w = strings.ToLower(strings.TrimSpace(w))
		if w == "" {
			continue
		}
		if p, ok := strings.CutSuffix(w, "*"); ok && p != "" {
			s.prefixes[p[0]] = append(s.prefixes[p[0]], p)
			continue
		}
		s.exact[w] = true
	}
	return s
}

// has reports whether the lower-case word w is in the set.
func (s *stemSet) has(w string) bool {
	if w == "" {
		return false
	}
	if s.exact[w] {
		return true
	}
	for _, p := range s.prefixes[w[0]] {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// maxSentence bounds how far the sentence scanners look, in bytes.
const maxSentence = 240

// sentenceStart returns where the sentence holding byte i begins: after a
// line break or after '.', '!', '?' or ';' followed by a blank, at most
// maxSentence bytes back.
func sentenceStart(text string, i int) int {
	lim := max(i-maxSentence, 0)
	for j := i - 1; j >= lim; j-- {
		switch text[j] {
		case '\n', '\r':
			return j + 1
		case '!', '?', ';', '.':
			if j+1 < len(text) && (text[j+1] == ' ' || text[j+1] == '\t') {
				return j + 1
			}
		}
	}
	return lim
}

// sentenceEnd returns where the sentence holding byte i ends (exclusive).
func sentenceEnd(text string, i int) int {
	lim := min(i+maxSentence, len(text))
	for j := i; j < lim; j++ {
		switch text[j] {
		case '\n', '\r':
			return j
		case '!', '?', ';', '.':
			if j+1 >= len(text) || text[j+1] == ' ' || text[j+1] == '\t' || text[j+1] == '\n' {
				return j
			}
		}
	}
	return lim
}

// clauseStart returns where the clause holding byte i begins: like
// sentenceStart, but a comma, colon or bracket also ends a clause.
func clauseStart(text string, i int) int {
	s := sentenceStart(text, i)
	for j := i - 1; j >= s; j-- {
		switch text[j] {
		case ',', ':', '(', ')', '[', ']', '|':
			return j + 1
		}
	}
	return s
}

// isWordByte reports whether the rune r belongs to a context word.
func isContextRune(r rune) bool {
	return unicode.IsLetter(r) || r == '\'' || r == '’' || r == '-' || r == '/'
}

// anyWord reports whether a word of text[b:e] (or a pair of neighbouring
// words) is in set.
func anyWord(text string, b, e int, set *stemSet) bool {
	prev := ""
	for i := b; i < e; {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !isContextRune(r) {
			i += n
			continue
		}
		j := i
		for j < e {
			r, n := utf8.DecodeRuneInString(text[j:])
			if !isContextRune(r) {
				break
			}
			j += n
		}
		w := strings.ToLower(strings.Trim(text[i:j], "-/'’"))
		if set.has(w) || prev != "" && set.exact[prev+" "+w] {
			return true
		}
		prev = w
		i = j
	}
	return false
}

// nextWords returns up to cap(buf) lower-case words after byte e on the
// same line, skipping blanks (and commas when commas is true) between them.
func nextWords(text string, e int, buf []string, commas bool) []string {
	out := buf[:0]
	i := e
	for len(out) < cap(buf) && i < len(text) {
		for i < len(text) && (text[i] == ' ' || text[i] == '\t' || commas && text[i] == ',') {
			i++
		}
		j := i
		for j < len(text) {
			r, n := utf8.DecodeRuneInString(text[j:])
			if !isContextRune(r) {
				break
			}
			j += n
		}
		if j == i {
			break
		}
		out = append(out, strings.ToLower(text[i:j]))
		i = j
	}
	return out
}
