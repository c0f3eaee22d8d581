package surrogate

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/meddeid/meddeid/lexicon"
)

// minPool is the smallest list used on its own; smaller lists are too
// easy to invert, so the pool widens (see candidates).
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
	out := candidates(lx, kind, locale)
	if len(out) == 0 {
		return nil, fmt.Errorf("surrogate: no %s list", kind)
	}
	v, _ := pools.LoadOrStore(k, out)
	return v.([]string), nil
}

// candidates returns the pool entries of kind for locale, widening
// through scopes until there are minPool of them; before the country's
// lists a street pool tries streets composed from the language's street
// types and family names ("Peetersstraat", "Rue Lambert"). A Belgian
// French address so gets a French street, not a German one, and a
// Flemish patient a Belgian name.
func candidates(lx *lexicon.Lexicon, kind lexicon.Kind, locale string) []string {
	lang, _, _ := strings.Cut(strings.ReplaceAll(locale, "_", "-"), "-")
	var out []string
	composed := false
	for _, sc := range scopes(locale) {
		if sc.wide && kind == lexicon.Streets && !composed {
			composed = true
			if out = composeStreets(lx, lang, locale); len(out) >= minPool {
				return out
			}
		}
		if out = collect(lx.Where(kind, sc.match)); len(out) >= minPool {
			return out
		}
	}
	return out
}

// scope is one step of a pool's widening: which list locales it takes.
type scope struct {
	match func(listLocale string) bool
	// wide is set for the steps past the locale's language (its country,
	// every locale)
	wide bool
}

// scopes returns the widening steps for locale, narrowest first: the
// lists lexicon.Get gives it ("nl-BE" with the language-wide "nl"); for a
// regional locale its whole language ("nl", every region) and its country
// ("BE", any language); every locale.
func scopes(locale string) []scope {
	locale = strings.ReplaceAll(locale, "_", "-")
	lang, region, regional := strings.Cut(locale, "-")
	out := []scope{{match: func(have string) bool { return lexicon.LocaleMatches(have, locale) }}}
	if regional {
		out = append(out,
			scope{match: func(have string) bool { return lexicon.LocaleMatches(have, lang) }},
			scope{wide: true, match: func(have string) bool {
				_, r, ok := strings.Cut(strings.ReplaceAll(have, "_", "-"), "-")
				return ok && strings.EqualFold(r, region)
			}})
	}
	return append(out, scope{wide: true, match: func(string) bool { return true }})
}

// minStems is the fewest family names of a language that composeStreets
// combines with its street types.
const minStems = 50

// composeStreets builds street names for a language without street lists
// from its street types and the family names of locale: glued after the
// name in Dutch and German ("Peetersstraat"), before it with a space in
// the Romance languages ("Rue Lambert"), after it with a space otherwise
// ("Miller Road"). It returns nil when the language has no street types.
func composeStreets(lx *lexicon.Lexicon, lang, locale string) []string {
	var types []string
	for _, l := range lx.Get(lexicon.StreetTypes, lang) {
		types = append(types, l.Entries()...)
	}
	if len(types) == 0 {
		return nil
	}
	// the language's own family names: the street types multiply them
	// past minPool; a language with hardly any widens as family names do
	names := collect(lx.Get(lexicon.LastNames, lang))
	if len(names) < minStems {
		names = candidates(lx, lexicon.LastNames, locale)
	}
	seen := map[string]bool{}
	var out []string
	for _, t := range types {
		t = strings.TrimSpace(t)
		for _, n := range names {
			var st string
			switch lang {
			case "nl", "de":
				st = n + strings.ToLower(t)
			case "fr", "es", "it", "pt":
				st = t + " " + n
			default:
				st = n + " " + t
			}
			if k := lexicon.Key(st); k != "" && !seen[k] && usable(st) {
				seen[k] = true
				out = append(out, st)
			}
		}
	}
	slices.Sort(out)
	return out
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
