package surrogate

import (
	"strings"

	"github.com/meddeid/meddeid/lexicon"
)

// ErrTypeOnly is returned for an organisation name made only of type and
// function words ("Emergency Department"): there is no proper name to
// replace, and the caller uses a placeholder.
var ErrTypeOnly = errTypeOnly{}

type errTypeOnly struct{}

func (errTypeOnly) Error() string { return "surrogate: organisation has only type words" }

// maxOrgPhrase is the longest type phrase, in words, looked up.
const maxOrgPhrase = 3

// Organization replaces the proper-name words of an organisation with a
// keyed city or family name of locale, keeping its type and function
// words as written (data/orgwords.txt: "AZ", "Ziekenhuis", "Klinikum",
// "GmbH", "für", ...). Each run of name words becomes one name in the
// run's case; numbers become keyed numbers; a "'s" stays. The result
// never equals the original.
func (g *Generator) Organization(text, locale string) (string, error) {
	var tokBuf [4]token
	toks, tail := tokenize(text, tokBuf[:0])
	keep := make([]bool, len(toks))
	for i := 0; i < len(toks); {
		n := orgPhrase(toks[i:])
		for k := i; k < i+n; k++ {
			keep[k] = true
		}
		i += max(n, 1)
	}
	var b strings.Builder
	replaced := false
	for i := 0; i < len(toks); {
		t := toks[i]
		if keep[i] || !hasLetter(t.core) && !hasDigit(t.core) {
			b.WriteString(t.sep + t.pre + t.core + t.post)
			i++
			continue
		}
		if hasDigit(t.core) {
			b.WriteString(t.sep + t.pre + g.number(t.core) + t.post)
			replaced = true
			i++
			continue
		}
		j := i + 1
		for j < len(toks) && !keep[j] && hasLetter(toks[j].core) && !hasDigit(toks[j].core) && toks[j-1].post == "" && toks[j].pre == "" {
			j++
		}
		var run strings.Builder
		for k := i; k < j; k++ {
			if k > i {
				run.WriteString(toks[k].sep)
			}
			run.WriteString(toks[k].core)
		}
		word, suffix := run.String(), ""
		for _, s := range []string{"'s", "’s"} {
			if w, ok := strings.CutSuffix(word, s); ok && w != "" {
				word, suffix = w, s
			}
		}
		out, err := g.orgName(word, locale)
		if err != nil {
			return "", err
		}
		b.WriteString(t.sep + t.pre + out + suffix + toks[j-1].post)
		replaced = true
		i = j
	}
	if !replaced {
		return "", ErrTypeOnly
	}
	b.WriteString(tail)
	return b.String(), nil
}

// orgPhrase returns the number of leading tokens that form a type or
// function phrase, longest first, or 0.
func orgPhrase(toks []token) int {
	for n := min(maxOrgPhrase, len(toks)); n > 0; n-- {
		var s strings.Builder
		for k := range n {
			if k > 0 {
				s.WriteByte(' ')
			}
			s.WriteString(toks[k].core)
		}
		key := lexicon.Key(s.String())
		if key == "" {
			key = s.String()
		}
		if orgWords[key] {
			return n
		}
	}
	return 0
}

// orgName draws a city or a family name for one run of name words; an
// ALL-CAPS acronym gets keyed letters of the same length instead.
func (g *Generator) orgName(word, locale string) (string, error) {
	key := lexicon.Key(word)
	s := g.stream("org", key)
	if len(word) <= 6 && len(word) > 1 && strings.ToUpper(word) == word && !strings.Contains(word, " ") {
		return g.number(word), nil
	}
	kind := lexicon.Cities
	if s.intn(2) == 1 {
		kind = lexicon.LastNames
	}
	p, err := pool(kind, locale)
	if err != nil {
		return "", err
	}
	return withCaseOf(word, s.pick(p, key)), nil
}
