package postprocess

import (
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

// nicknameForm is a cue as searched for, with the offset of its rarest
// byte (see indexRare).
type nicknameForm struct {
	s    string
	rare int
}

// nicknameForms holds, for each cue of nicknameCueList, its lower-case
// and capitalised forms.
var nicknameForms = func() [][2]nicknameForm {
	out := make([][2]nicknameForm, len(nicknameCueList))
	for i, cue := range nicknameCueList {
		for j, f := range [2]string{cue, strings.ToUpper(cue[:1]) + cue[1:]} {
			out[i][j] = nicknameForm{s: f, rare: rareOffset(f)}
		}
	}
	return out
}()

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
	for ci, cue := range nicknameCueList {
		for _, form := range nicknameForms[ci] {
			for from := 0; ; {
				k := indexRare(text[from:], form.s, form.rare)
				if k < 0 {
					break
				}
				b := from + k
				e := b + len(form.s)
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
