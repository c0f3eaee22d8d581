package surrogate

import (
	"embed"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lexicon"
)

//go:embed data/*.txt
var dataFS embed.FS

// titles are the keys of the forms of address and degrees that a name
// surrogate keeps; orgWords the keys of the organisation type and
// function words that an organisation surrogate keeps.
var (
	titles   = loadWords("data/titles.txt")
	orgWords = loadWords("data/orgwords.txt")
)

// loadWords reads an embedded word list into a set of lexicon keys.
// A missing file is a build error, so it panics.
func loadWords(name string) map[string]bool {
	raw, err := dataFS.ReadFile(name)
	if err != nil {
		panic("surrogate: embedded " + name + ": " + err.Error())
	}
	out := map[string]bool{}
	for line := range strings.SplitSeq(string(raw), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		if k := lexicon.Key(line); k != "" {
			out[k] = true
		} else {
			out[line] = true
		}
	}
	return out
}

// token is one whitespace-separated piece of a text with the text before
// it (sep) and punctuation around its core.
type token struct {
	sep, pre, core, post string
}

// tokenize splits text into tokens, appended to toks (a caller's buffer;
// one for a few words saves growing from nil); joining sep+pre+core+post
// of every token, plus tail, gives text back.
func tokenize(text string, toks []token) ([]token, string) {
	i := 0
	for i < len(text) {
		j := i
		for j < len(text) {
			r, n := utf8.DecodeRuneInString(text[j:])
			if !unicode.IsSpace(r) {
				break
			}
			j += n
		}
		if j == len(text) {
			return toks, text[i:]
		}
		k := j
		for k < len(text) {
			r, n := utf8.DecodeRuneInString(text[k:])
			if unicode.IsSpace(r) {
				break
			}
			k += n
		}
		word := text[j:k]
		core := strings.TrimLeftFunc(word, isPunct)
		pre := word[:len(word)-len(core)]
		trimmed := strings.TrimRightFunc(core, isPunct)
		post := core[len(trimmed):]
		toks = append(toks, token{sep: text[i:j], pre: pre, core: trimmed, post: post})
		i = k
	}
	return toks, ""
}

// isPunct marks the punctuation trimmed off a token (periods stay, as
// they belong to initials and abbreviations).
func isPunct(r rune) bool {
	return r != '.' && r != '\'' && r != '&' && !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// withCaseOf renders s in the case pattern of model: ALL CAPS, all lower
// case, or as written.
func withCaseOf(model, s string) string {
	upper, lower, letters := 0, 0, 0
	for _, r := range model {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			} else if unicode.IsLower(r) {
				lower++
			}
		}
	}
	switch {
	case letters > 1 && upper == letters:
		return strings.ToUpper(s)
	case letters > 0 && lower == letters:
		return strings.ToLower(s)
	}
	return s
}

func hasDigit(s string) bool {
	return strings.IndexFunc(s, unicode.IsDigit) >= 0
}

func hasLetter(s string) bool {
	return strings.IndexFunc(s, unicode.IsLetter) >= 0
}
