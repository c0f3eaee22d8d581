package postprocess

import (
	"github.com/meddeid/meddeid/internal/rarescan"
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

// nicknameKey is a cue tested at each hit of its scan's byte, which
// stands at offset off of the cue; forms says which of its lower-case (1)
// and capitalised (2) forms the scan finds.
type nicknameKey struct {
	cue   uint8
	forms uint8
	off   int
}

// nicknameScan is one pass of strings.IndexByte over a note for the byte
// c, with the cues to test at each hit.
type nicknameScan struct {
	c    byte
	keys []nicknameKey
}

// nicknameScans finds every cue form of nicknameCueList in a dozen passes
// instead of one per form: a cue is keyed on its rarest byte after the
// first (see rarescan.ByteRank; '.' and ' ' count as common), which its two forms
// share, unless that byte is one of the commonest letters, when each form
// is keyed on its first letter. Cues with the same key byte share a pass.
var nicknameScans = func() []nicknameScan {
	var out []nicknameScan
	add := func(c byte, k nicknameKey) {
		for i := range out {
			if out[i].c == c {
				out[i].keys = append(out[i].keys, k)
				return
			}
		}
		out = append(out, nicknameScan{c: c, keys: []nicknameKey{k}})
	}
	rank := func(c byte) uint8 {
		if c == '.' || c == ' ' {
			return 0
		}
		return rarescan.ByteRank[c]
	}
	for i, cue := range nicknameCueList {
		r := 1
		for j := 2; j < len(cue); j++ {
			if rank(cue[j]) > rank(cue[r]) {
				r = j
			}
		}
		if rank(cue[r]) > rarescan.ByteRank['n'] {
			add(cue[r], nicknameKey{cue: uint8(i), forms: 3, off: r})
			continue
		}
		add(cue[0], nicknameKey{cue: uint8(i), forms: 1})
		add(cue[0]-('a'-'A'), nicknameKey{cue: uint8(i), forms: 2})
	}
	return out
}()

// nicknameHit is an occurrence of form (2×cue, +1 when capitalised) at
// pos.
type nicknameHit struct {
	form uint8
	pos  int
}

// nicknameHits returns the occurrences of the cue forms in text, ordered
// by form and then position; overlapping occurrences of a form are all
// there.
func nicknameHits(text string, buf []nicknameHit) []nicknameHit {
	hits := buf[:0]
	for _, sc := range nicknameScans {
		for i := 0; ; i++ {
			o := strings.IndexByte(text[i:], sc.c)
			if o < 0 {
				break
			}
			i += o
			for _, k := range sc.keys {
				cue := nicknameCueList[k.cue]
				p := i - k.off
				if p < 0 || p+len(cue) > len(text) || text[p+1:p+len(cue)] != cue[1:] {
					continue
				}
				switch {
				case text[p] == cue[0] && k.forms&1 != 0:
					hits = append(hits, nicknameHit{form: 2 * k.cue, pos: p})
				case text[p] == cue[0]-('a'-'A') && k.forms&2 != 0:
					hits = append(hits, nicknameHit{form: 2*k.cue + 1, pos: p})
				}
			}
		}
	}
	// Each form comes from one scan, in order: a stable sort by form
	// keeps the positions ascending.
	for i := 1; i < len(hits); i++ {
		for j := i; j > 0 && hits[j].form < hits[j-1].form; j-- {
			hits[j], hits[j-1] = hits[j-1], hits[j]
		}
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
