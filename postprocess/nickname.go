package postprocess

import (
	"math/bits"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
)

// nicknameCueList are the words that introduce the name a person goes by
// ("roepnaam Jannie", "dite Mimi", "genannt Pepi", "aka Bobby"), found in
// lower case or capitalised and followed by a blank. French "dit" is left
// out: "il dit: …" is "he says".
var nicknameCueList = []string{
	"roepnaam", "bijnaam", "genaamd", "alias",
	"dite", "surnommé", "surnommée",
	"genannt", "rufname", "spitzname",
	"aka", "a.k.a.", "nickname", "goes by",
	"detto", "detta", "apelido", "apodo",
}

// nicknameTrigrams holds, for each of the first three bytes of a cue
// form, the set of cues (bit i for nicknameCueList[i]) that have that
// byte there; the first byte in either case. Every cue has three bytes
// or more, so a form can start at p only where the sets of text[p],
// text[p+1] and text[p+2] meet, and they meet at few places.
var nicknameTrigrams = func() (t [3][256]uint32) {
	for i, cue := range nicknameCueList {
		if i >= 32 || len(cue) < 3 || cue[0] < 'a' || cue[0] > 'z' {
			panic("postprocess: nicknameCueList does not fit nicknameTrigrams")
		}
		t[0][cue[0]] |= 1 << i
		t[0][cue[0]-('a'-'A')] |= 1 << i
		t[1][cue[1]] |= 1 << i
		t[2][cue[2]] |= 1 << i
	}
	return t
}()

// nicknameHit is an occurrence of form (2×cue, +1 when capitalised) at
// pos.
type nicknameHit struct {
	form uint8
	pos  int
}

// nicknameHits returns the occurrences of the cue forms in text, ordered
// by form and then position; overlapping occurrences of a form are all
// there. One pass over the text tests each position with
// nicknameTrigrams and compares the few cues left whole.
func nicknameHits(text string, buf []nicknameHit) []nicknameHit {
	hits := scanNicknames(&nicknameTrigrams, text, buf[:0])
	// The hits are in position order: a stable sort by form keeps the
	// positions of each form ascending.
	for i := 1; i < len(hits); i++ {
		for j := i; j > 0 && hits[j].form < hits[j-1].form; j-- {
			hits[j], hits[j-1] = hits[j-1], hits[j]
		}
	}
	return hits
}

// scanNicknames appends the occurrences of the cue forms in text to hits
// in position order, testing each position with the trigram sets t.
func scanNicknames(t *[3][256]uint32, text string, hits []nicknameHit) []nicknameHit {
	if len(text) < 3 {
		return hits
	}
	c0, c1 := text[0], text[1]
	for p := 2; p < len(text); p++ {
		c2 := text[p]
		if m := t[0][c0] & t[1][c1] & t[2][c2]; m != 0 {
			hits = appendNicknameHits(hits, text, p-2, m)
		}
		c0, c1 = c1, c2
	}
	return hits
}

// appendNicknameHits appends the forms of the cues of the set m that
// occur at p.
func appendNicknameHits(hits []nicknameHit, text string, p int, m uint32) []nicknameHit {
	for ; m != 0; m &= m - 1 {
		i := bits.TrailingZeros32(m)
		cue := nicknameCueList[i]
		if p+len(cue) > len(text) || text[p+1:p+len(cue)] != cue[1:] {
			continue
		}
		form := uint8(2 * i)
		if text[p] != cue[0] {
			form++ // capitalised
		}
		hits = append(hits, nicknameHit{form: form, pos: p})
	}
	return hits
}

// nicknameLabels are the cues that are also field labels, followed by a
// colon ("Roepnaam: Jan").
var nicknameLabels = map[string]bool{"roepnaam": true, "bijnaam": true, "rufname": true, "spitzname": true, "nickname": true, "apelido": true, "apodo": true, "alias": true}

// nicknameScore is the score of an added nickname span.
const nicknameScore = 0.85

// Nicknames adds the name a person goes by, with the label of the name it
// belongs to: a single capitalised word in quotes right after a detected
// name ("De Vos Godelieve ("Lieve")", "Josefine „Pepi" Winter") takes
// that name's label; one after a nickname cue ("roepnaam Jannie") takes
// the label of the nearest detected name before it on the line, or
// Name:Patient. Only spans that overlap nothing are added; spans is
// sorted and free of overlaps, and so is the result.
func Nicknames(text string, spans []document.Span) []document.Span {
	var added []document.Span
	for i, s := range spans {
		if !strings.HasPrefix(s.Label, "Name:") {
			continue
		}
		if b, e, ok := quotedWordAt(text, s.End); ok && !overlaps(spans[i+1:], b, e) {
			added = append(added, document.NewSpan(text, b, e, s.Label, nicknameScore, "nickname"))
		}
	}
	var buf [8]nicknameHit
	form, from := -1, 0
	for _, h := range nicknameHits(text, buf[:]) {
		if int(h.form) != form {
			form, from = int(h.form), 0
		}
		if h.pos < from {
			continue // overlaps the form's previous occurrence
		}
		cue := nicknameCueList[h.form/2]
		b := h.pos
		e := b + len(cue)
		from = e
		if r, _ := utf8.DecodeLastRuneInString(text[:b]); b > 0 && unicode.IsLetter(r) {
			continue
		}
		j := e
		for j < len(text) && (text[j] == ' ' || text[j] == ':' && nicknameLabels[cue]) {
			j++
		}
		if j == e {
			continue // "roepnaamJannie", "dites"
		}
		nb, ne, ok := quotedWordAt(text, j)
		if !ok {
			nb, ne, ok = capitalisedWordAt(text, j)
		}
		if ok && !overlaps(spans, nb, ne) && !overlaps(added, nb, ne) {
			added = append(added, document.NewSpan(text, nb, ne, labelBefore(text, spans, b), nicknameScore, "nickname"))
		}
	}
	if len(added) == 0 {
		return spans
	}
	out := append(append(make([]document.Span, 0, len(spans)+len(added)), spans...), added...)
	sortSpans(out)
	return out
}

// quotedWordAt finds a capitalised word in quotes (optionally in
// brackets) after optional blanks at i: ` ("Lieve")`, ` „Pepi"`,
// ` 'Bob'`, ` «Mimi»`. It returns the word's bounds.
func quotedWordAt(text string, i int) (int, int, bool) {
	k := i
	for k < len(text) && text[k] == ' ' {
		k++
	}
	if k == i && i > 0 {
		return 0, 0, false
	}
	if k < len(text) && text[k] == '(' {
		k++
	}
	r, size := utf8.DecodeRuneInString(text[k:])
	if !strings.ContainsRune("\"'„“‘«‹", r) {
		return 0, 0, false
	}
	b, e, ok := capitalisedWordAt(text, k+size)
	if !ok {
		return 0, 0, false
	}
	c, _ := utf8.DecodeRuneInString(text[e:])
	if !strings.ContainsRune("\"'“”‘’»›", c) {
		return 0, 0, false
	}
	return b, e, true
}

// capitalisedWordAt returns the bounds of a capitalised word of two or
// more letters starting at i.
func capitalisedWordAt(text string, i int) (int, int, bool) {
	w, e := wordAt(text, i)
	r, _ := utf8.DecodeRuneInString(w)
	if utf8.RuneCountInString(w) < 2 || !unicode.IsUpper(r) {
		return 0, 0, false
	}
	return i, e, true
}

// wordAt returns the run of letters (and inner hyphens) starting at i and
// its end; "" when no letter starts there.
func wordAt(text string, i int) (string, int) {
	e := i
	for e < len(text) {
		r, size := utf8.DecodeRuneInString(text[e:])
		if !unicode.IsLetter(r) && !(r == '-' && e > i) && !(r == '.' && e > i) {
			break
		}
		e += size
	}
	return strings.TrimRight(text[i:e], "-."), i + len(strings.TrimRight(text[i:e], "-."))
}

// overlaps reports whether [b, e) overlaps a span of spans.
func overlaps(spans []document.Span, b, e int) bool {
	for _, s := range spans {
		if s.Begin < e && b < s.End {
			return true
		}
	}
	return false
}

// labelBefore returns the label of the nearest name span that ends
// before i on i's line, or Name:Patient.
func labelBefore(text string, spans []document.Span, i int) string {
	lineStart := strings.LastIndexByte(text[:i], '\n') + 1
	label := "Name:Patient"
	for _, s := range spans {
		if s.End > i {
			break
		}
		if s.End > lineStart && strings.HasPrefix(s.Label, "Name:") {
			label = s.Label
		}
	}
	return label
}
