package address

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"
)

// headToken is headWord for the word text[t] (a dotted abbreviation
// without its dots: "S.r.l"), lower-cased without
// allocating when it is short.
func (pr *placeRules) headToken(text string, t token) (care, ok bool) {
	var buf [48]byte
	w := text[t.begin:t.end]
	if len(w) > len(buf) {
		return pr.headWord(strings.ToLower(w))
	}
	b := buf[:0]
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= utf8.RuneSelf {
			return pr.headWord(strings.ToLower(w))
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c == '.' && i+1 < len(w) {
			continue // "S.r.l" is "srl"
		}
		b = append(b, c)
	}
	return pr.headBytes(b)
}

// headBytes is headWord on a lower-case byte slice; map look-ups with
// string(b[i:]) do not allocate.
func (pr *placeRules) headBytes(w []byte) (care, ok bool) {
	if pr.careHeads.contains(string(w)) {
		return true, true
	}
	if pr.otherHeads.contains(string(w)) {
		return false, true
	}
	if k := bytes.LastIndexByte(w, '-'); k >= 0 {
		return pr.headBytes(w[k+1:])
	}
	for i := minCompoundPrefix; i < len(w)-2; i++ {
		if pr.careHeads.contains(string(w[:i])) {
			return true, true
		}
	}
	for i := 1; i+minCompoundHead <= len(w); i++ {
		if pr.careHeads.contains(string(w[i:])) {
			return true, true
		}
		if pr.otherHeads.contains(string(w[i:])) {
			return false, true
		}
	}
	return false, false
}

// headWord reports whether the lower-case word w is an organisation head,
// or ends in one after a hyphen or inside a compound ("st.-marien-hospital",
// "kreisklinik"), or starts with a long care head ("ziekenhuisgroep"), and
// whether it is a care head.
func (pr *placeRules) headWord(w string) (care, ok bool) { return pr.headBytes([]byte(w)) }

// drugName reports whether the lower-case w ends like a drug's
// international name ("ramipril", "bisoprolol", "atorvastatin").
func (pr *placeRules) drugName(w string) bool {
	for _, s := range pr.drugSuffixes {
		if len(w) > len(s)+2 && strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}

// toponym reports whether the lower-case w ends like a town of language
// ("puddlebrook", "unterwaldkirchen") with at least three letters before
// the ending.
func (pr *placeRules) toponym(language, w string) bool {
	for _, s := range pr.toponymSuffix[language] {
		if strings.HasSuffix(w, s) && utf8.RuneCountInString(w)-utf8.RuneCountInString(s) >= 3 {
			return true
		}
	}
	return false
}

// titleCase reports whether the word text[t] starts upper-case and has a
// lower-case letter (not an acronym: "ICU", "NHS").
func titleCase(text string, t token) bool {
	if !isCapitalised(text, t) {
		return false
	}
	for _, r := range text[t.begin:t.end] {
		if unicode.IsLower(r) {
			return true
		}
	}
	return false
}

// unelided returns the start of t without an elided article ("l'EHPAD",
// "d'Arlon").
func unelided(text string, t token) int {
	w := text[t.begin:t.end]
	for _, p := range [...]string{"l'", "d'", "l’", "d’", "L'", "D'", "L’", "D’"} {
		if len(w) > len(p) && strings.HasPrefix(w, p) {
			return t.begin + len(p)
		}
	}
	return t.begin
}

// minCompoundHead is the length from which an organisation head word
// also counts at the end of a compound ("Huisartsenpraktijk",
// "Kreisklinikum").
const minCompoundHead = 5

// minCompoundPrefix is the length from which a care head also counts at
// the start of a compound ("Ziekenhuisgroep", "Klinikverbund").
const minCompoundPrefix = 6

// isHead reports whether the lower-case word w is an organisation head
// word or a compound ending in one.
func (pr *placeRules) isHead(w string) bool {
	_, ok := pr.headWord(w)
	return ok
}

// specialty reports whether the lower-case word w names a medical
// specialty by its ending ("nefrologie", "rheumatology", "médecine").
func (pr *placeRules) specialty(w string) bool {
	for _, s := range pr.specialties {
		if strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}
