package lexicon

import (
	"strings"
	"sync"
)

// Lexicon is a collection of lists. It is immutable and safe for
// concurrent use; LoadDir returns a new Lexicon rather than changing one.
type Lexicon struct {
	lists []*List // sorted by kind, locale, source
	// derived holds the values Derived built over the lists:
	// key → func() any (a sync.OnceValue).
	derived sync.Map
}

// Derived returns the value build derives from lx, calling build on the
// first call with key only: every later call with an equal key, from any
// goroutine, returns that same value. The recognizers of several
// registries over one lexicon (the pipeline's and the pseudonymiser's
// audit) thus share one index rather than each building its own. key
// should be of an unexported type of the calling package so that packages
// cannot collide; build must depend on lx only and its result must not be
// changed afterwards. The value lives as long as lx.
func (lx *Lexicon) Derived(key any, build func(*Lexicon) any) any {
	if f, ok := lx.derived.Load(key); ok {
		return f.(func() any)()
	}
	f, _ := lx.derived.LoadOrStore(key, sync.OnceValue(func() any { return build(lx) }))
	return f.(func() any)()
}

// Lists returns all lists, ordered by kind, locale and source.
func (lx *Lexicon) Lists() []*List {
	return append([]*List(nil), lx.lists...)
}

// Get returns the lists of kind that apply to locale:
//
//   - "" or "*" selects every locale;
//   - a bare language ("nl") selects that language and all its regions;
//   - a regional tag ("nl-BE", "nl_BE") selects that region and the
//     language-wide lists ("nl"), not other regions.
//
// Lists without a locale (eponyms, particles, a hospital's own lists) are
// always included. Tags compare case-insensitively.
func (lx *Lexicon) Get(kind Kind, locale string) Set {
	return lx.Where(kind, func(have string) bool { return LocaleMatches(have, locale) })
}

// Where returns the lists of kind whose locale tag (as written, "" for
// none) match accepts, in the lexicon's order.
func (lx *Lexicon) Where(kind Kind, match func(listLocale string) bool) Set {
	var out Set
	for _, l := range lx.lists {
		if l.Kind == kind && match(l.Locale) {
			out = append(out, l)
		}
	}
	return out
}

// FirstNames returns the first-name lists for locale (see Get).
func (lx *Lexicon) FirstNames(locale string) Set { return lx.Get(FirstNames, locale) }

// LastNames returns the family-name lists for locale (see Get).
func (lx *Lexicon) LastNames(locale string) Set { return lx.Get(LastNames, locale) }

// Particles returns the name-particle lists for locale (see Get).
func (lx *Lexicon) Particles(locale string) Set { return lx.Get(Particles, locale) }

// Cities returns the city lists for locale (see Get).
func (lx *Lexicon) Cities(locale string) Set { return lx.Get(Cities, locale) }

// Streets returns the street-name lists for locale (see Get).
func (lx *Lexicon) Streets(locale string) Set { return lx.Get(Streets, locale) }

// StreetTypes returns the street-type lists for locale (see Get).
func (lx *Lexicon) StreetTypes(locale string) Set { return lx.Get(StreetTypes, locale) }

// Countries returns the country lists for locale (see Get).
func (lx *Lexicon) Countries(locale string) Set { return lx.Get(Countries, locale) }

// CommonWords returns the common-word whitelists for locale (see Get).
func (lx *Lexicon) CommonWords(locale string) Set { return lx.Get(CommonWords, locale) }

// Eponyms returns the medical-eponym lists (see Get).
func (lx *Lexicon) Eponyms(locale string) Set { return lx.Get(Eponyms, locale) }

// Regions returns the region and province lists for locale (see Get).
func (lx *Lexicon) Regions(locale string) Set { return lx.Get(Regions, locale) }

// Professions returns the profession lists for locale (see Get).
func (lx *Lexicon) Professions(locale string) Set { return lx.Get(Professions, locale) }

// Hobbies returns the hobby lists for locale (see Get).
func (lx *Lexicon) Hobbies(locale string) Set { return lx.Get(Hobbies, locale) }

// Organizations returns the organisation-name lists for locale (see Get).
func (lx *Lexicon) Organizations(locale string) Set { return lx.Get(Organizations, locale) }

// WorldPlaces returns the towns of the whole world for locale.
func (lx *Lexicon) WorldPlaces(locale string) Set { return lx.Get(WorldPlaces, locale) }

// LocaleMatches reports whether a list tagged have serves a request for
// want, as Get selects lists: "" and "*" want every list, a list without
// a tag serves every request, a bare language wants all its regions and a
// regional tag its own region and the language-wide lists.
func LocaleMatches(have, want string) bool {
	if have == "" || want == "" || want == "*" {
		return true
	}
	have = strings.ToLower(strings.ReplaceAll(have, "_", "-"))
	want = strings.ToLower(strings.ReplaceAll(want, "_", "-"))
	if have == want {
		return true
	}
	wantLang, _, wantRegional := strings.Cut(want, "-")
	haveLang, _, haveRegional := strings.Cut(have, "-")
	if haveLang != wantLang {
		return false
	}
	// "nl" wants every nl list; "nl-BE" wants "nl" but not "nl-NL".
	return !wantRegional || !haveRegional
}
