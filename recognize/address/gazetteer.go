package address

import (
	"strings"

	"github.com/meddeid/meddeid/lexicon"
)

// gazetteer is the place look-up for one locale: a matcher over the city,
// region and country lists of the note's language (every region of it:
// a Dutch note names Belgian towns too) and of its country's other
// languages (a Flemish note names Walloon towns), plus the first names
// that make a short place name doubtful.
type gazetteer struct {
	m           *lexicon.Matcher
	firstNames  lexicon.Set
	common      lexicon.Set // ordinary words: a town found by context alone is none of them
	lastNames   lexicon.Set // family names: a town found by context alone is none of them
	eponyms     lexicon.Set
	professions lexicon.Set // "a retired farmer from X": a provenance cue
	orgs        lexicon.Set // health bodies: "SWASFT (Poole)"
	world       lexicon.Set // towns of the whole world: taken after a place cue only (see worldPlace)
}

// gazKey is the lexicon.Lexicon.Derived key of a locale's gazetteer.
type gazKey struct{ locale string }

// gazetteerFor returns the gazetteer for locale, building it on first use
// and sharing it with every Recognizer over the same lexicon (the
// pseudonymiser's audit registry has its own). It returns nil when the
// recognizer has no lexicon.
func (rc *Recognizer) gazetteerFor(locale string) *gazetteer {
	if rc.lx == nil {
		return nil
	}
	// rc.gaz is keyed by the locale as given, so a hit costs no
	// normalising copy; the shared Derived entry is keyed by its
	// normalised form.
	if v, ok := rc.gaz.Load(locale); ok {
		return v.(*gazetteer)
	}
	key := strings.ToLower(strings.ReplaceAll(locale, "_", "-"))
	g := rc.lx.Derived(gazKey{key}, func(lx *lexicon.Lexicon) any {
		// Ordinary words of the whole language: an American list helps a
		// British note too ("hilum", drug names).
		language, _, _ := strings.Cut(key, "-")
		return &gazetteer{
			m:           lexicon.NewMatcher(placeLists(lx, key)...),
			firstNames:  lx.FirstNames(key),
			common:      lx.CommonWords(language),
			lastNames:   lx.LastNames(key),
			eponyms:     lx.Eponyms(key),
			professions: lx.Professions(key),
			orgs:        lx.Organizations(key),
			world:       lx.WorldPlaces(key),
		}
	}).(*gazetteer)
	v, _ := rc.gaz.LoadOrStore(locale, g)
	return v.(*gazetteer)
}

// placeLists returns the city, region and country lists for locale (a
// lower-case tag, "" for every locale): lists of the same language, lists
// of the same country and lists without a locale (a hospital's own).
func placeLists(lx *lexicon.Lexicon, locale string) []*lexicon.List {
	language, region, _ := strings.Cut(locale, "-")
	var out []*lexicon.List
	for _, l := range lx.Lists() {
		if l.Kind != lexicon.Cities && l.Kind != lexicon.Regions && l.Kind != lexicon.Countries {
			continue
		}
		ll, lr, _ := strings.Cut(strings.ToLower(strings.ReplaceAll(l.Locale, "_", "-")), "-")
		if locale == "" || l.Locale == "" || ll == language || region != "" && lr == region {
			out = append(out, l)
		}
	}
	return out
}
