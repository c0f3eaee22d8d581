package surrogate

import (
	_ "embed"
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
// through scopes until there are minPool of them (towns first from the
// locale's own lists alone); before the country's
// lists a street pool tries streets composed from the language's street
// types and family names ("Peetersstraat", "Rue Lambert"). A Belgian
// French address so gets a French street, not a German one, and a
// Flemish patient a Belgian name.
func candidates(lx *lexicon.Lexicon, kind lexicon.Kind, locale string) []string {
	tag := strings.ReplaceAll(locale, "_", "-")
	lang, _, regional := strings.Cut(tag, "-")
	scs := scopes(locale)
	if kind == lexicon.Cities && regional {
		// Towns are a country's: a British note gets British towns, a
		// Flemish one Belgian towns, before the language's (American,
		// Dutch) lists are mixed in.
		exact := scope{match: func(have string) bool { return strings.EqualFold(strings.ReplaceAll(have, "_", "-"), tag) }}
		scs = append([]scope{exact}, scs...)
	}
	var out []string
	composed := false
	for _, sc := range scs {
		if sc.wide && kind == lexicon.Streets && !composed {
			composed = true
			if out = composeStreets(lx, lang, locale); len(out) >= minPool {
				return out
			}
		}
		set := slices.DeleteFunc(lx.Where(kind, sc.match), func(l *lexicon.List) bool { return englishFallback(lx, l) })
		if out = collect(set, extraFor(kind, sc.match)...); len(out) >= minPool {
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
	inLang := func(have string) bool { return lexicon.LocaleMatches(have, lang) }
	types = append(types, extraFor(lexicon.StreetTypes, inLang)...)
	if len(types) == 0 {
		return nil
	}
	// the language's own family names: the street types multiply them
	// past minPool; a language with hardly any widens as family names do
	names := collect(lx.Get(lexicon.LastNames, lang))
	if len(names) < minStems {
		// a language the lexicons lack (es, it, pt): the surrogate lists'
		names = collect(nil, extraFor(lexicon.LastNames, inLang)...)
	}
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

// collect returns the usable entries of the lists of set (but philter's)
// and of extra, deduplicated by key and sorted.
func collect(set lexicon.Set, extra ...string) []string {
	seen := map[string]bool{}
	var out []string
	add := func(e string) {
		if !usable(e) {
			return
		}
		key := lexicon.Key(e)
		if key == "" || seen[key] {
			return
		}
		seen[key] = true
		out = append(out, e)
	}
	for _, l := range set {
		if strings.Contains(l.Source, "philter") {
			continue
		}
		for _, e := range l.Entries() {
			add(e)
		}
	}
	for _, e := range extra {
		add(e)
	}
	slices.Sort(out)
	return out
}

// familyNamesTSV holds family names by language for the surrogate pools
// only (tools/genlex, from the npm package chance): lines
// "lang<TAB>name". They widen the Dutch pool, whose faker lists hold 157
// names, and give Italian and Spanish notes names of their language;
// detection does not read them.
//
//go:embed data/lastnames.chance.tsv
var familyNamesTSV string

// surrogatesTSV holds faker's es, it, pt_BR and vi lists (tools/genlex),
// for the surrogate pools only: lines "kind<TAB>locale<TAB>entry", kinds
// firstnames, lastnames, cities and streettypes. Spanish, Italian,
// Brazilian and Vietnamese notes so get names, towns and streets of their
// language instead of every locale's.
//
//go:embed data/surrogates.faker.tsv
var surrogatesTSV string

// extraKey is a surrogate-only list: its kind and locale.
type extraKey struct {
	kind   lexicon.Kind
	locale string
}

// extraLists are familyNamesTSV and surrogatesTSV by kind and locale.
var extraLists = sync.OnceValue(func() map[extraKey][]string {
	out := map[extraKey][]string{}
	for line := range strings.SplitSeq(familyNamesTSV, "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		lang, name, ok := strings.Cut(line, "\t")
		if !ok || name == "" {
			panic("surrogate: embedded lastnames.chance.tsv: malformed line")
		}
		// "van der Velde": the surrogate drops particles (see Name), so
		// the pool takes the name without them
		for {
			w, rest, more := strings.Cut(name, " ")
			if !more || w == "" || strings.ToLower(w) != w {
				break
			}
			name = rest
		}
		k := extraKey{lexicon.LastNames, lang}
		out[k] = append(out[k], name)
	}
	for line := range strings.SplitSeq(surrogatesTSV, "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		kind, rest, ok1 := strings.Cut(line, "\t")
		locale, entry, ok2 := strings.Cut(rest, "\t")
		if !ok1 || !ok2 || entry == "" {
			panic("surrogate: embedded surrogates.faker.tsv: malformed line")
		}
		k := extraKey{lexicon.Kind(kind), locale}
		out[k] = append(out[k], entry)
	}
	return out
})

// extraFor returns the surrogate-only entries of kind whose locale a
// scope takes, in a fixed locale order.
func extraFor(kind lexicon.Kind, match func(string) bool) []string {
	lists := extraLists()
	var locales []string
	for k := range lists {
		if k.kind == kind && match(k.locale) {
			locales = append(locales, k.locale)
		}
	}
	slices.Sort(locales)
	var out []string
	for _, l := range locales {
		out = append(out, lists[extraKey{kind, l}]...)
	}
	return out
}

// fallbacks caches englishFallback per list source.
var fallbacks sync.Map // string -> bool

// englishFallback reports whether l is a faker list of another language
// that holds only entries of faker's English list of its kind: faker
// gives fr_BE its English family names ("Flatley", "Dibbert"), which
// read as foreign in a Belgian note, so the pools leave such a list out
// (detection still reads it).
func englishFallback(lx *lexicon.Lexicon, l *lexicon.List) bool {
	lang, _, _ := strings.Cut(strings.ReplaceAll(l.Locale, "_", "-"), "-")
	if !strings.HasSuffix(l.Source, ".faker.txt.gz") || lang == "" || strings.EqualFold(lang, "en") || l.Len() == 0 {
		return false
	}
	if v, ok := fallbacks.Load(l.Source); ok {
		return v.(bool)
	}
	var en lexicon.Set
	for _, e := range lx.Get(l.Kind, "en") {
		if e.Locale == "en" && strings.HasSuffix(e.Source, ".faker.txt.gz") {
			en = append(en, e)
		}
	}
	all := len(en) > 0
	for k := range l.Keys() {
		if !en.ContainsKey(k) {
			all = false
			break
		}
	}
	fallbacks.Store(l.Source, all)
	return all
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
