package postprocess

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
)

// PlaceSeedMinScore is the lowest score of an address span whose town is
// propagated (see PropagatePlaces).
const PlaceSeedMinScore = 0.8

// placeScore is the score of a propagated town.
const placeScore = 0.75

// maxPlaceWords is the most words of a propagated town
// ("Freiburg im Breisgau", "Berwick-upon-Tweed" is one).
const maxPlaceWords = 4

// PropagatePlaces marks the other whole-word occurrences of the towns that
// the address recognizer found with confidence (score ≥
// PlaceSeedMinScore): a town written after its postal code in an address
// ("Rue de l'Église 7, 5100 Jambes"), before a British postcode ("Topsham
// EX3 0HF"), as a later part of an address ("…, Evanston, IL") or as a
// place span of its own. A town named once in an address is the same
// place when the note mentions it again ("la consultation ONE de Jambes",
// "Gezondheidscentrum Het Ambacht, Heiloo"), where no cue may precede it.
// Occurrences must match case and diacritics exactly and overlap no span;
// they take the label of the address the town was read from. It returns
// spans plus the new spans, sorted; spans is not modified.
func PropagatePlaces(text string, spans []document.Span) []document.Span {
	seeds := map[string]string{}
	var order []string
	for _, s := range spans {
		if s.Source != "address" || spanScore(s) < PlaceSeedMinScore ||
			!strings.HasPrefix(s.Label, "Address_Location") || s.End > len(text) {
			continue
		}
		for _, t := range townsIn(text[s.Begin:s.End]) {
			if _, ok := seeds[t]; !ok {
				seeds[t] = s.Label
				order = append(order, t)
			}
		}
	}
	// Longer towns first, so "Freiburg im Breisgau" is placed before
	// "Freiburg".
	return claimLongestFirst(text, spans, order, func(string, int) bool { return true },
		func(t string, b, e int) document.Span {
			return document.NewSpan(text, b, e, seeds[t], placeScore, "propagate")
		})
}

// townsIn returns the towns written in the text of one address span: a
// place span of its own ("Charleroi"); the words after a postal code in a
// later comma-separated part ("…, 3581 GD Utrecht", "…, 94100
// Saint-Maur-des-Fossés"); the words before a British or Canadian postcode
// ("Topsham EX3 0HF"); a later part made only of capitalised words ("…,
// Swanage, Dorset BH19 2LD"). The first part of a longer address is its
// street and gives no town.
func townsIn(addr string) []string {
	parts := strings.Split(addr, ",")
	var towns []string
	for k, p := range parts {
		words := strings.Fields(p)
		if len(words) == 0 {
			continue
		}
		if k == 0 && len(parts) > 1 {
			continue
		}
		switch {
		case isPostalCode(words[0]):
			if k == 0 {
				continue // "2200 Lakeview Blvd": a house number, not a postal code
			}
			words = words[1:]
			if len(words) > 0 && isPostalSuffix(words[0]) {
				words = words[1:] // "3581 GD Utrecht"
			}
		case len(words) > 2 && isUKPostcode(words[len(words)-2], words[len(words)-1]):
			words = words[:len(words)-2] // "Topsham EX3 0HF"
		}
		// "41043 Formigine (MO)": a province code in brackets
		if n := len(words); n > 0 && strings.HasPrefix(words[n-1], "(") {
			words = words[:n-1]
		}
		if t, ok := townWords(words); ok {
			towns = append(towns, t)
		}
	}
	return towns
}

// townWords joins one to maxPlaceWords words into a town when they read as
// one: no digits, the first and last capitalised, lower-case words only
// inside ("Freiburg im Breisgau"), and at least three letters in all.
func townWords(words []string) (string, bool) {
	if len(words) == 0 || len(words) > maxPlaceWords {
		return "", false
	}
	for i, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		if hasDigit(w) || strings.ContainsAny(w, "()/@.:;") || !unicode.IsLetter(r) {
			return "", false
		}
		if (i == 0 || i == len(words)-1) && !unicode.IsUpper(r) {
			return "", false
		}
	}
	t := strings.Join(words, " ")
	if utf8.RuneCountInString(t) < 3 {
		return "", false
	}
	return t, true
}

// isPostalCode reports whether w reads as a European postal code: four or
// five digits, optionally after a country letter and a hyphen ("B-5100").
func isPostalCode(w string) bool {
	if i := strings.IndexByte(w, '-'); i > 0 && i <= 2 {
		w = w[i+1:]
	}
	if len(w) < 4 || len(w) > 5 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isDigitByte(w[i]) {
			return false
		}
	}
	return true
}

// isUKPostcode reports whether out and in are the two halves of a British
// postcode ("EX3 0HF", "BH19 2LD", "SW1A 1AA"): one or two letters, a digit,
// an optional letter or digit; then a digit and two letters.
func isUKPostcode(out, in string) bool {
	if len(in) != 3 || !isDigitByte(in[0]) || !isUpperByte(in[1]) || !isUpperByte(in[2]) {
		return false
	}
	if len(out) < 2 || len(out) > 4 || !isUpperByte(out[0]) {
		return false
	}
	i := 1
	if isUpperByte(out[i]) {
		i++
	}
	if i >= len(out) || !isDigitByte(out[i]) {
		return false
	}
	i++
	if i < len(out) && (isDigitByte(out[i]) || isUpperByte(out[i])) {
		i++
	}
	return i == len(out)
}

func isUpperByte(c byte) bool { return c >= 'A' && c <= 'Z' }

// isPostalSuffix reports whether w is the two capital letters of a Dutch
// postal code ("3581 GD").
func isPostalSuffix(w string) bool {
	return len(w) == 2 && isUpperByte(w[0]) && isUpperByte(w[1])
}

func hasDigit(w string) bool {
	return strings.ContainsAny(w, "0123456789")
}
