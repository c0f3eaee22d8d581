package surrogate

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

const (
	consonants = "bcdfghjklmnprstvz"
	vowels     = "aeiou"
)

// Shape replaces every digit with a keyed digit and every letter with a
// keyed letter of the same case, keeping separators and length. Letters
// alternate consonant and vowel so words stay pronounceable. A leading
// run of letters followed by a digit (a record-number prefix such as
// "MRN" or "P") is kept, since it names the format, not the person.
func (g *Generator) Shape(text string) (string, error) {
	keep := prefixLen(text)
	if !hasAlnum(text[keep:]) {
		keep = 0
		if !hasAlnum(text) {
			return "", ErrEmpty
		}
	}
	s := g.stream("shape", normKey(text))
	for range 8 {
		out := text[:keep] + s.replace(text[keep:])
		if out != text {
			return out, nil
		}
	}
	return "", ErrEmpty
}

// prefixLen returns the length of a leading ASCII letter run (with an
// optional '-' or space) that is directly followed by a digit.
func prefixLen(text string) int {
	i := 0
	for i < len(text) && (isUpper(text[i]) || isLower(text[i])) {
		i++
	}
	if i == 0 || i > 4 {
		return 0
	}
	j := i
	if j < len(text) && (text[j] == '-' || text[j] == ' ' || text[j] == '/') {
		j++
	}
	if j < len(text) && isDigit(text[j]) {
		return j
	}
	return 0
}

func hasAlnum(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}

// replace maps digits to keyed digits and letters (any script) to keyed
// ASCII letters of the same case, alternating consonant and vowel within
// a word.
func (s *stream) replace(text string) string {
	var b strings.Builder
	b.Grow(len(text))
	vowel := false
	for _, r := range text {
		switch {
		case r < utf8.RuneSelf && isDigit(byte(r)):
			b.WriteByte(s.digit())
		case unicode.IsLetter(r):
			c := s.letter(vowel)
			vowel = !vowel
			if unicode.IsUpper(r) {
				c = c - 'a' + 'A'
			}
			b.WriteByte(c)
		default:
			vowel = false
			b.WriteRune(r)
		}
	}
	return b.String()
}

func (s *stream) letter(vowel bool) byte {
	if vowel {
		return vowels[s.intn(len(vowels))]
	}
	return consonants[s.intn(len(consonants))]
}
