package surrogate

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/meddeid/meddeid/lexicon"
)

// minPool is the smallest locale list used on its own; smaller lists are
// too easy to invert, so the pool falls back to every locale.
const minPool = 200

// pools caches the surrogate candidates per kind and locale.
var pools sync.Map // poolKey -> []string

type poolKey struct {
	kind   lexicon.Kind
	locale string
}

// pool returns the candidate entries of kind for locale: single-line
// entries made of letters (and inner hyphens, apostrophes, spaces),
// deduplicated by key and sorted, so the order does not depend on list
// loading. Noisy lowercase-only sources (philter) are left out.
func pool(kind lexicon.Kind, locale string) ([]string, error) {
	k := poolKey{kind, locale}
	if v, ok := pools.Load(k); ok {
		return v.([]string), nil
	}
	lx, err := lexicon.Load()
	if err != nil {
		return nil, fmt.Errorf("surrogate: load lexicon: %w", err)
	}
	out := collect(lx.Get(kind, locale))
	if len(out) < minPool {
		out = collect(lx.Get(kind, "*"))
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("surrogate: no %s list", kind)
	}
	v, _ := pools.LoadOrStore(k, out)
	return v.([]string), nil
}

func collect(set lexicon.Set) []string {
	seen := map[string]bool{}
	var out []string
	for _, l := range set {
		if strings.Contains(l.Source, "philter") {
			continue
		}
		for _, e := range l.Entries() {
			if !usable(e) {
				continue
			}
			key := lexicon.Key(e)
			if key == "" || seen[key] {
				continue
			}
			seen[key] = true
			out = append(out, e)
		}
	}
	slices.Sort(out)
	return out
}

// usable accepts entries that start with an upper-case letter and hold
// only letters, spaces, hyphens, apostrophes and periods.
func usable(e string) bool {
	for i, r := range e {
		switch {
		case i == 0 && !unicode.IsUpper(r):
			return false
		case unicode.IsLetter(r), r == ' ', r == '-', r == '\'', r == '.':
		default:
			return false
		}
	}
	return e != ""
}

// pick draws an entry of p from s whose key differs from every key in
// avoid (the original), redrawing as needed.
func (s *stream) pick(p []string, avoid ...string) string {
	for range 64 {
		e := p[s.index(len(p))]
		if !slices.Contains(avoid, lexicon.Key(e)) {
			return e
		}
	}
	return p[0]
}

// index returns a value in [0, n) for any n > 0.
func (s *stream) index(n int) int {
	var v uint64
	for range 8 {
		v = v<<8 | uint64(s.byte())
	}
	return int(v % uint64(n))
}
