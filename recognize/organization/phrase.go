package organization

import (
	"fmt"
	"github.com/meddeid/meddeid/internal/keyfilter"
	"sort"
	"strings"
)

// headKind says where a head phrase stands relative to the name it heads.
type headKind uint8

const (
	headPrefix     headKind = iota // "Ziekenhuis X"
	headSuffix                     // "X Hospital"
	headUnitPrefix                 // "Dienst X"
	headUnitSuffix                 // "X Ward"
	headRoom                       // "kamer 412"
	headSpecialty                  // a specialty name, not a head
)

// phrase is one entry of a phrase list, tokenised like a text.
type phrase struct {
	toks  []string // lower-cased tokens
	cases []uint8  // required case per token (caseNone: any)
	kind  headKind
	label string
	langs []string // languages the entry is limited to; nil: all
	code  bool     // unit head that takes a ward or room code
	spec  bool     // unit head whose name must be a specialty or code; prefix head followed by a specialty; suffix head whose name holds a specialty
	cap   bool     // unit head whose specialty or name must be capitalised
	weak  bool     // suffix head that is also a plain word: no adjective in the name, nothing capitalised after it
	place bool     // lower-case prefix head that is generic before a place name alone
	ofPl  bool     // suffix head that needs "of <Place>" after it
	noNum bool     // suffix head that is a class before a number ("Group 2")
}

// phraseSet indexes phrases by their first lower-cased token, longest
// first within a bucket. A gate on the first tokens turns most words of a
// note away before the map is hashed.
type phraseSet struct {
	m    map[string][]*phrase
	gate *keyfilter.Gate
}

// newPhraseSet returns an empty phraseSet.
func newPhraseSet() phraseSet {
	return phraseSet{m: map[string][]*phrase{}, gate: &keyfilter.Gate{}}
}

// get returns the phrases whose first token is w, longest first.
func (ps phraseSet) get(w string) []*phrase {
	if ps.gate == nil || !ps.gate.May(w) {
		return nil
	}
	return ps.m[w]
}

// parsePhrase tokenises one data entry with its flags.
func parsePhrase(entry string, kind headKind, label string) (*phrase, error) {
	p := &phrase{kind: kind, label: label}
	var words []string
	for _, f := range strings.Fields(entry) {
		switch {
		case strings.HasPrefix(f, "@") && len(f) > 1:
			p.langs = append(p.langs, strings.ToLower(f[1:]))
		case f == "+code":
			p.code = true
		case f == "+spec":
			p.spec = true
		case f == "+cap":
			p.cap = true
		case f == "+weak":
			p.weak = true
		case f == "+noplace":
			p.place = true
		case f == "+ofplace":
			p.ofPl = true
		case f == "+nonum":
			p.noNum = true
		default:
			words = append(words, f)
		}
	}
	text := strings.Join(words, " ")
	toks, low := tokenize(text)
	if len(toks) == 0 {
		return nil, fmt.Errorf("empty entry %q", entry)
	}
	for _, t := range toks {
		p.toks = append(p.toks, low[t.lb:t.le])
		req := caseNone
		if t.kind == kindWord && kind != headSpecialty {
			switch {
			case t.cas == caseUpper && t.runes >= 2:
				req = caseUpper
			case t.cas != caseNone:
				req = caseTitle
			}
		}
		p.cases = append(p.cases, req)
	}
	return p, nil
}

// add inserts p.
func (ps phraseSet) add(p *phrase) {
	ps.m[p.toks[0]] = append(ps.m[p.toks[0]], p)
	ps.gate.Add(p.toks[0])
}

// sortBuckets orders each bucket longest first, then by kind, for
// deterministic matching.
func (ps phraseSet) sortBuckets() {
	for _, b := range ps.m {
		sort.SliceStable(b, func(i, j int) bool {
			if len(b[i].toks) != len(b[j].toks) {
				return len(b[i].toks) > len(b[j].toks)
			}
			return b[i].kind < b[j].kind
		})
	}
}

// matchAt reports whether p matches the tokens of s from i, and returns the
// index after its last token. A phrase never crosses a line break.
func (p *phrase) matchAt(s *scan, i int) (int, bool) {
	if i+len(p.toks) > len(s.toks) {
		return 0, false
	}
	for k, w := range p.toks {
		t := &s.toks[i+k]
		if k > 0 && t.nl {
			return 0, false
		}
		if s.lw(i+k) != w {
			return 0, false
		}
		switch p.cases[k] {
		case caseUpper:
			if t.cas != caseUpper {
				return 0, false
			}
		case caseTitle:
			if t.cas == caseNone {
				return 0, false
			}
		}
	}
	return i + len(p.toks), true
}

// appliesTo reports whether p may be used for a note in language lang
// ("" when unknown).
func (p *phrase) appliesTo(lang string) bool {
	if p.langs == nil || lang == "" {
		return true
	}
	for _, l := range p.langs {
		if l == lang {
			return true
		}
	}
	return false
}

// longest returns the end index of the longest phrase of ps matching at i
// for lang, and the phrase; ok is false when none matches.
func (ps phraseSet) longest(s *scan, i int, lang string) (int, *phrase, bool) {
	for _, p := range ps.get(s.lw(i)) {
		if !p.appliesTo(lang) {
			continue
		}
		if end, ok := p.matchAt(s, i); ok {
			return end, p, true
		}
	}
	return 0, nil, false
}
