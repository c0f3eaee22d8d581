package surrogate

import (
	"strings"

	"github.com/meddeid/meddeid/lexicon"
)

// Place replaces a location or address with lexicon entries for locale
// (every locale when its lists are small). A bare locality ("Gent",
// "Salem, OR") becomes a city; in an address the street words become a
// street name, the words beside a postal code a city, and every number
// (house number, box, postal code) keyed digits of the same length and
// format. Case is kept per word run; short ALL-CAPS codes after a comma
// (a state, "OR") stay. The result never equals the original.
func (g *Generator) Place(text, locale string) (string, error) {
	if !hasLetter(text) && !hasDigit(text) {
		return "", ErrEmpty
	}
	segs := strings.Split(text, ",")
	address := hasDigit(text)
	streetDone := false
	prevNumberOnly := false
	for i, seg := range segs {
		var tokBuf [4]token
		toks, tail := tokenize(seg, tokBuf[:0])
		short, postal, words := false, false, false
		for _, t := range toks {
			switch {
			case hasDigit(t.core) && strings.Contains(t.pre, "("):
				// "(29)": a department or area code, not a house number.
			case hasDigit(t.core):
				n := countDigits(t.core)
				if (n >= 4 && (i > 0 || len(segs) == 1)) || (hasASCIIUpper(t.core) && len(t.core) >= 3 && i > 0) {
					postal = true
				} else {
					short = true
				}
			case hasLetter(t.core):
				words = true
			}
		}
		kind := lexicon.Cities
		keepWords := false
		switch {
		case !address:
			if i > 0 && isCode(toks) {
				keepWords = true
			}
		case !streetDone && words && !postal && (short || prevNumberOnly):
			kind = lexicon.Streets
			streetDone = true
		case postal:
		case short || (i > 0 && isCode(toks)):
			keepWords = true // "Apt 3", a state code
		}
		out, err := g.placeSegment(toks, kind, locale, keepWords)
		if err != nil {
			return "", err
		}
		segs[i] = out + tail
		prevNumberOnly = (short || postal) && !words
	}
	out := strings.Join(segs, ",")
	if lexicon.Key(out) == lexicon.Key(text) {
		return "", ErrEmpty
	}
	return out, nil
}

// isCode reports a segment that is one short ALL-CAPS word ("OR", "MA").
func isCode(toks []token) bool {
	return len(toks) == 1 && len(toks[0].core) <= 3 && !hasDigit(toks[0].core) &&
		strings.ToUpper(toks[0].core) == toks[0].core
}

// placeSegment replaces the word runs of a segment with one entry of
// kind each, and numbers with keyed numbers.
func (g *Generator) placeSegment(toks []token, kind lexicon.Kind, locale string, keepWords bool) (string, error) {
	var b strings.Builder
	for i := 0; i < len(toks); {
		t := toks[i]
		if hasDigit(t.core) || !hasLetter(t.core) || keepWords || isShortCode(t.core) {
			b.WriteString(t.sep + t.pre)
			if hasDigit(t.core) {
				b.WriteString(g.number(t.core))
			} else {
				b.WriteString(t.core)
			}
			b.WriteString(t.post)
			i++
			continue
		}
		// A run of words, up to a number or punctuation that ends it.
		j := i + 1
		for j < len(toks) && hasLetter(toks[j].core) && !hasDigit(toks[j].core) && toks[j-1].post == "" && toks[j].pre == "" {
			j++
		}
		var run strings.Builder
		for k := i; k < j; k++ {
			if k > i {
				run.WriteString(toks[k].sep)
			}
			run.WriteString(toks[k].core)
		}
		p, err := pool(kind, locale)
		if err != nil {
			return "", err
		}
		key := lexicon.Key(run.String())
		s := g.stream(placeDomain(kind), key)
		b.WriteString(t.sep + t.pre)
		b.WriteString(withCaseOf(run.String(), s.pick(p, key)))
		b.WriteString(toks[j-1].post)
		i = j
		if kind == lexicon.Streets {
			keepWords = true // "bus 3", "Apt 2" after the street name
		}
	}
	return b.String(), nil
}

// placeDomain returns "place-" + kind, the domain of a place stream, as a
// constant for the kinds Place draws: the stream keeps its domain, so a
// concatenation would be allocated for every segment.
func placeDomain(kind lexicon.Kind) string {
	switch kind {
	case lexicon.Cities:
		return "place-cities"
	case lexicon.Streets:
		return "place-streets"
	}
	return "place-" + string(kind)
}

// number replaces the digits of a number with keyed digits (a leading
// non-zero digit stays non-zero) and its letters with keyed letters,
// never returning it unchanged.
func (g *Generator) number(core string) string {
	s := g.stream("place-number", normKey(core))
	for range 16 {
		var b strings.Builder
		lead := true
		for i := 0; i < len(core); i++ {
			c := core[i]
			switch {
			case isDigit(c):
				d := s.digit()
				for lead && c != '0' && d == '0' {
					d = s.digit()
				}
				lead = false
				b.WriteByte(d)
			case isUpper(c):
				b.WriteByte(byte('A' + s.intn(26)))
			case isLower(c):
				b.WriteByte(byte('a' + s.intn(26)))
			default:
				b.WriteByte(c)
				lead = true
			}
		}
		if out := b.String(); out != core {
			return out
		}
	}
	return core
}

// isShortCode reports a one- or two-letter ALL-CAPS word (a state code
// "MA", the "C" of "C/"), which an address keeps.
func isShortCode(core string) bool {
	return len(core) <= 2 && !hasDigit(core) && strings.ToUpper(core) == core
}

func hasASCIIUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if isUpper(s[i]) {
			return true
		}
	}
	return false
}
