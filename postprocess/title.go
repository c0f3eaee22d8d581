package postprocess

import (
	"unicode"
	"unicode/utf8"
)

// maxTitleWords bounds a title chain ("Frau Dr. med.", "Prof. dr.").
const maxTitleWords = 4

// TitleStart returns where a chain of titles directly preceding
// text[begin:] starts ("Dr. ", "Prof. Dr. med. ", "de heer "), or begin
// when there is none. Titles come from every language profile; a title
// must be separated from what follows by one or two spaces on the same
// line, and a one-letter title ("M.") needs its dot and a capital.
func TitleStart(text string, begin int) int {
	pos := begin
	for range maxTitleWords {
		ws, we, ok := wordBefore(text, pos)
		if !ok {
			break
		}
		// A two-word title first ("de heer", "prof dr"), then one word.
		if ws2, _, ok := wordBefore(text, ws); ok && isTitle(text[ws2:we]) {
			pos = ws2
			continue
		}
		if titleWordOK(text[ws:we]) && isTitle(text[ws:we]) {
			pos = ws
			continue
		}
		break
	}
	return pos
}

// titleWordOK rejects a bare one-letter word: a one-letter title must be
// a capital with a dot ("M."), so that a stray letter is not absorbed.
func titleWordOK(w string) bool {
	letters := 0
	for _, r := range w {
		if unicode.IsLetter(r) {
			letters++
		}
	}
	if letters != 1 {
		return letters > 1
	}
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) && w[len(w)-1] == '.'
}

// wordBefore finds the word (letters, dots and hyphens) that ends one or
// two spaces before pos, on the same line.
func wordBefore(text string, pos int) (ws, we int, ok bool) {
	j := pos
	spaces := 0
	for j > 0 && spaces <= 2 {
		r, n := utf8.DecodeLastRuneInString(text[:j])
		if r != ' ' && r != '\u00a0' {
			break
		}
		j -= n
		spaces++
	}
	if spaces == 0 || spaces > 2 {
		return 0, 0, false
	}
	we = j
	for j > 0 {
		r, n := utf8.DecodeLastRuneInString(text[:j])
		if !(unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) || r == '.' || r == '-') {
			break
		}
		j -= n
	}
	if j == we {
		return 0, 0, false
	}
	// The word must start with a letter.
	for j < we && (text[j] == '.' || text[j] == '-') {
		j++
	}
	if j == we {
		return 0, 0, false
	}
	return j, we, true
}
