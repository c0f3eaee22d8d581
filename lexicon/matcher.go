package lexicon

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Match is one occurrence of a list entry in a text.
type Match struct {
	// Begin and End are UTF-8 byte offsets of the entry in the text.
	Begin, End int
	// List is the kind of list the entry is in ("lastnames", "cities").
	List string
}

// Matcher finds the entries of a group of lists in running text. Entries
// are compared token by token on folded forms (see Key); between the
// tokens of a multi-token entry the text may hold spaces, one line break,
// hyphens, apostrophes and one abbreviation dot ("Sint-Niklaas",
// "Van den Bossche", "St. Louis"). A token must match a whole word:
// "Jansen" is not found in "Jansens" or "Jansenstraat".
//
// A Matcher is immutable and safe for concurrent use. Build one per
// configuration and keep it: construction walks every entry.
type Matcher struct {
	root map[string]int32 // first token -> node
	// rootFilter answers "no entry starts here" for most tokens without
	// probing root (see tokenFilter).
	rootFilter tokenFilter
	nodes      []node
	kinds      []Kind // bit i of node.mask is kinds[i]
}

// node is a trie node: the lists whose entries end here and the tokens
// that may follow.
type node struct {
	mask uint64
	next map[string]int32
	// apos marks a first token that some entry wrote after an apostrophe
	// ("'s-Hertogenbosch"); the match then absorbs a preceding apostrophe.
	apos bool
}

// NewMatcher builds a matcher over the given lists. At most 64 distinct
// kinds are supported (there are thirteen).
func NewMatcher(lists ...*List) *Matcher {
	size := 0
	for _, l := range lists {
		size += l.Len()
	}
	m := &Matcher{root: make(map[string]int32, size), nodes: make([]node, 1, size+1)}
	bit := map[Kind]uint64{}
	for _, l := range lists {
		if _, ok := bit[l.Kind]; !ok {
			m.kinds = append(m.kinds, l.Kind)
		}
		bit[l.Kind] = 0
	}
	slices.Sort(m.kinds)
	for i, k := range m.kinds {
		bit[k] = 1 << uint(i)
	}
	for _, l := range lists {
		b := bit[l.Kind]
		for i := range l.Len() {
			m.add(l.key(i), b)
		}
		// Entries written after an apostrophe ("'s-Gravenwezel") let a
		// match absorb the apostrophe in the text.
		for _, line := range apostropheLines(l.text) {
			if toks := splitKey(Key(line)); len(toks) > 0 {
				if idx, ok := m.root[toks[0]]; ok {
					m.nodes[idx].apos = true
				}
			}
		}
	}
	m.rootFilter = newTokenFilter(len(m.root))
	for k := range m.root {
		m.rootFilter.add(k)
	}
	return m
}

// apostropheLines returns the lines of text that start with an apostrophe.
func apostropheLines(text string) []string {
	var out []string
	for rest := text; len(rest) > 0; {
		line, after, _ := strings.Cut(rest, "\n")
		rest = after
		if strings.HasPrefix(line, "'") || strings.HasPrefix(line, "\u2019") {
			out = append(out, line)
		}
	}
	return out
}

// Matcher builds a matcher over the lists of the given kinds for locale
// (see Get). With no kinds it uses every kind except CommonWords.
func (lx *Lexicon) Matcher(locale string, kinds ...Kind) *Matcher {
	if len(kinds) == 0 {
		for _, k := range Kinds {
			if k != CommonWords {
				kinds = append(kinds, k)
			}
		}
	}
	var lists []*List
	for _, k := range kinds {
		lists = append(lists, lx.Get(k, locale)...)
	}
	return NewMatcher(lists...)
}

// add inserts one key under list bit b.
func (m *Matcher) add(key string, b uint64) {
	first, rest, multi := strings.Cut(key, " ")
	if first == "" {
		return
	}
	idx, ok := m.root[first]
	if !ok {
		idx = m.newNode()
		m.root[first] = idx
	}
	for multi {
		var t string
		t, rest, multi = strings.Cut(rest, " ")
		n := &m.nodes[idx]
		if n.next == nil {
			n.next = map[string]int32{}
		}
		child, ok := n.next[t]
		if !ok {
			child = m.newNode()
			m.nodes[idx].next[t] = child
		}
		idx = child
	}
	m.nodes[idx].mask |= b
}

// newNode appends an empty node and returns its index.
func (m *Matcher) newNode() int32 {
	m.nodes = append(m.nodes, node{})
	return int32(len(m.nodes) - 1)
}

// FindAll returns every occurrence of every entry in text, ordered by
// Begin, then End, then list kind. Overlapping occurrences are all
// reported ("Den Haag" gives the city and, if listed, the names "Den" and
// "Haag"); callers choose among them.
func (m *Matcher) FindAll(text string) []Match {
	// Collect into a stack buffer and copy once: growing a slice from
	// nil would allocate at 1, 2, 4, 8… matches.
	var arr [32]Match
	out := m.appendMatches(arr[:0], text, false)
	if len(out) == 0 {
		return nil
	}
	return slices.Clone(out)
}

// AppendAll is FindAll appending to out, so that a caller can reuse one
// slice across texts.
func (m *Matcher) AppendAll(out []Match, text string) []Match {
	return m.appendMatches(out, text, false)
}

// AppendFirst is AppendAll limited to the entries that start at the first
// token of text: the matches of AppendAll that a caller looking for an
// entry at the start of text reads, without folding the tokens after it.
func (m *Matcher) AppendFirst(out []Match, text string) []Match {
	return m.appendMatches(out, text, true)
}

// appendMatches is AppendAll, or AppendFirst when first is set.
func (m *Matcher) appendMatches(out []Match, text string, first bool) []Match {
	var arr [64]byte
	buf, scratch := arr[:0], []byte(nil)
	for i := 0; ; {
		b, e := nextToken(text, i)
		if b < 0 {
			break
		}
		i = e
		out, buf, scratch = m.matchAt(out, text, b, e, buf, scratch)
		if first {
			break
		}
	}
	return out
}

// matchAt appends the matches of the entries that start with the token
// text[b:e]; buf and scratch are fold buffers, returned for reuse.
func (m *Matcher) matchAt(out []Match, text string, b, e int, buf, scratch []byte) ([]Match, []byte, []byte) {
	var h uint64
	buf, scratch, h = foldHashToken(buf[:0], scratch, text[b:e])
	if !m.rootFilter.hasHash(h) {
		return out, buf, scratch
	}
	idx, ok := m.root[string(buf)]
	if !ok {
		return out, buf, scratch
	}
	begin := b
	if m.nodes[idx].apos {
		begin = absorbApostrophe(text, b)
	}
	out = m.emit(out, begin, e, m.nodes[idx].mask)
	// Walk on for multi-token entries.
	end := e
	for m.nodes[idx].next != nil {
		nb, ne := nextToken(text, end)
		if nb < 0 || !joinable(text[end:nb]) {
			break
		}
		buf, scratch = appendFoldToken(buf[:0], scratch, text[nb:ne])
		child, ok := m.nodes[idx].next[string(buf)]
		if !ok {
			break
		}
		idx, end = child, ne
		out = m.emit(out, begin, end, m.nodes[idx].mask)
	}
	return out, buf, scratch
}

// emit appends one match per kind bit set in mask.
func (m *Matcher) emit(out []Match, begin, end int, mask uint64) []Match {
	for i := 0; mask != 0; i++ {
		if mask&1 != 0 {
			out = append(out, Match{Begin: begin, End: end, List: string(m.kinds[i])})
		}
		mask >>= 1
	}
	return out
}

// absorbApostrophe returns b moved back over one apostrophe directly
// before it, if there is one.
func absorbApostrophe(text string, b int) int {
	if b > 0 && text[b-1] == '\'' {
		return b - 1
	}
	if r, size := utf8.DecodeLastRuneInString(text[:b]); r == '\u2019' || r == '\u2018' {
		return b - size
	}
	return b
}

// maxGap is the longest run of bytes allowed between two tokens of one
// entry.
const maxGap = 8

// joinable reports whether gap may separate two tokens of one entry:
// spaces, at most one line break, hyphens, apostrophes and at most one
// dot, directly after the first token.
func joinable(gap string) bool {
	if len(gap) > maxGap {
		return false
	}
	newlines := 0
	for i, r := range gap {
		switch r {
		case ' ', '\t', '\u00a0', '\r', '-', '\'', '\u2019', '\u2018', '\u2010', '\u2011', '\u2013':
		case '\n':
			if newlines++; newlines > 1 {
				return false
			}
		case '.':
			if i != 0 {
				return false
			}
		default:
			return false
		}
	}
	return true
}
