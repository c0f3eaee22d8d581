package postprocess

import (
	"slices"
	"unicode/utf8"
)

// Scores of injected spans: a full name is near certain, a lone family or
// given name a little less.
const (
	scoreFull     = 0.99
	scoreInitials = 0.97
	scoreFamily   = 0.95
	scoreGiven    = 0.9
	scoreKnown    = 0.95
	scoreBirth    = 0.9
)

// minFuzzyRunes is the shortest name part matched with one edit.
const minFuzzyRunes = 5

// minGivenAlone is the shortest given name matched on its own.
const minGivenAlone = 4

// nameModel is a person's name compiled for matching: folded tokens.
type nameModel struct {
	label   string
	patient bool
	// givens are the given-name variants: the full given name, then its
	// first part when it has several ("Hendrik Jan" → "Hendrik").
	givens [][]string
	// initial is the folded first letter of the given name; "" if none.
	initial string
	// family is the full family name; parts are its components when it
	// has several ("Pemberton-Shah" → "Pemberton", "Shah").
	family []string
	parts  [][]string
}

// foldedWords returns the folded tokens of a name.
func foldedWords(s string) []string {
	var buf [8]token
	toks, folded := tokenizeInto(buf[:0], s)
	out := make([]string, len(toks))
	for i, t := range toks {
		out[i] = folded[t.fb:t.fe]
	}
	return out
}

func compile(p Person) nameModel {
	m := nameModel{label: p.Label, patient: p.Label == LabelPatient}
	if g := foldedWords(p.Given); len(g) > 0 {
		m.givens = append(m.givens, g)
		if len(g) > 1 && !particles[g[0]] {
			m.givens = append(m.givens, g[:1])
		}
		r, _ := utf8.DecodeRuneInString(g[0])
		m.initial = string(r)
	}
	m.family = foldedWords(p.Family)
	// Components: particles attach to the following word. Each is a run
	// of m.family (capped, so that an append cannot write into it), and
	// only a family name of several keeps them.
	var buf [4][]string
	parts := buf[:0]
	start := 0
	for i, w := range m.family {
		if !particles[w] {
			parts = append(parts, m.family[start:i+1:i+1])
			start = i + 1
		}
	}
	if len(parts) > 1 {
		m.parts = slices.Clone(parts)
	}
	return m
}

// matcher finds name models in a tokenized text.
type matcher struct {
	text string
	toks []token
	// folded holds the folded forms of toks.
	folded string
	// famFirst is set for languages that write the family name first.
	famFirst bool
}

// f returns the folded form of token k.
func (m *matcher) f(k int) string { return m.folded[m.toks[k].fb:m.toks[k].fe] }

// eq reports whether token k matches the folded name word w: equal, or
// one edit away when w has at least minFuzzyRunes runes.
func (m *matcher) eq(k int, w string) bool {
	t := &m.toks[k]
	f := m.f(k)
	if f == w {
		return true
	}
	if t.digit || len(f) < minFuzzyRunes-1 || len(w) < minFuzzyRunes {
		return false
	}
	n := int32(utf8.RuneCountInString(w))
	if n < minFuzzyRunes || t.runes < n-1 || t.runes > n+1 {
		return false
	}
	return within1(f, w)
}

// nameSep reports whether the text between tokens k and k+1 joins parts
// of one name: one or two spaces, or a hyphen.
func (m *matcher) nameSep(k int) bool {
	if k+1 >= len(m.toks) {
		return false
	}
	s := m.text[m.toks[k].e:m.toks[k+1].b]
	switch s {
	case " ", "  ", "-", "\u00a0", "‐", "‑":
		return true
	}
	return false
}

// spaceSep reports whether tokens k and k+1 are separated by spaces only
// (one or two, same line).
func (m *matcher) spaceSep(k int) bool {
	if k+1 >= len(m.toks) {
		return false
	}
	s := m.text[m.toks[k].e:m.toks[k+1].b]
	return s == " " || s == "  " || s == "\u00a0"
}

// seq matches the words of seq at token k and returns the index after the
// last matched token, or -1.
func (m *matcher) seq(k int, seq []string) int {
	if len(seq) == 0 || k+len(seq) > len(m.toks) {
		return -1
	}
	for i, w := range seq {
		if i > 0 && !m.nameSep(k+i-1) {
			return -1
		}
		if !m.eq(k+i, w) {
			return -1
		}
	}
	return k + len(seq)
}

// isInitial reports whether token k is a single capital letter.
func (m *matcher) isInitial(k int) bool {
	if k >= len(m.toks) {
		return false
	}
	t := &m.toks[k]
	return t.runes == 1 && t.cap && !t.digit
}

// initials parses a group of initials at token k ("J.", "J.P.", "J.-P.",
// "H. J.", "JP") and returns the index of the next token, the byte end of
// the group (after a final dot) and the group's first folded letter.
func (m *matcher) initials(k int) (next, end int, first string, ok bool) {
	if k >= len(m.toks) {
		return 0, 0, "", false
	}
	t := &m.toks[k]
	if t.upper && !t.digit && t.runes >= 2 && t.runes <= 3 {
		// "JP Peeters": an all-caps token of two or three letters.
		r, _ := utf8.DecodeRuneInString(m.f(k))
		return k + 1, t.e, string(r), true
	}
	if !m.isInitial(k) {
		return 0, 0, "", false
	}
	first = m.f(k)
	j := k
	for {
		end = m.toks[j].e
		if end < len(m.text) && m.text[end] == '.' {
			end++
		}
		if j+1 >= len(m.toks) || !m.isInitial(j+1) {
			break
		}
		gap := m.text[m.toks[j].e:m.toks[j+1].b]
		if gap != "." && gap != ".-" && gap != "-" && gap != ". " && gap != "" {
			break
		}
		j++
	}
	return j + 1, end, first, true
}

// capOK reports whether token k is written with a capital (or all caps),
// as a name standing on its own must be.
func (m *matcher) capOK(k int) bool { return m.toks[k].cap }
