package address

import (
	"fmt"
	"slices"
	"strings"

	"github.com/meddeid/meddeid/internal/keyfilter"
)

// placeRules holds the compiled word lists for bare places (the places
// section of data/address.yaml).
type placeRules struct {
	preps, articlePreps       map[string]wordSet // by language
	prepsByLang               []langPreps        // preps and articlePreps, read by prepsFor without hashing
	prepsByCode               [26 * 26]uint8     // 1 + the index in prepsByLang of a language "aa"–"zz"; 0: none
	allPreps, allArticlePreps wordSet            // every language, for notes without a profile
	namePreps                 wordSet
	residenceFields           wordSet
	addressFields             wordSet
	residence                 wordSet
	relative                  wordSet
	clubPrefixes, clubWords   map[string]bool // case-sensitive: "TuS", "R.", "Olympic"
	clubGate                  keyfilter.Gate  // every club prefix and word: most words are neither
	kin                       wordSet         // kin words ("familie"): a town in no list after them is the relatives'
	other                     wordSet
	caregiver                 wordSet
	blockersAfter             wordSet
	letterWords               wordSet
	ambiguous                 map[string]wordSet // by language
	allAmbiguous              wordSet
	brStates                  wordSet
	countryCodes              wordSet
	roadArticles              wordSet
	abbreviations             wordSet
	dateWords                 wordSet // month and weekday names of every profile
	careHeads, otherHeads     wordSet // organisation head words (one to three words)
	departments               wordSet // hospital department words ("Dept", "Outpatients")
	specialties               []string
	strongPreps               wordSet // cues after which any capitalised name is a place
	strongLast                wordSet // the last word of each strong cue
	originPreps, originHeads  wordSet // "a farmer from X"
	originVerbs               wordSet // "originally from X"
	determiners               wordSet
	placePrefixes             wordSet
	facilityWords             wordSet
	toponymSuffix             map[string][]string // by language
	drugSuffixes              []string
	roadCues                  wordSet
	roadCuesLocal             map[byte]wordSet // by road letter: 'B', 'D', 'R'
	namedGroups               []namedGroup     // "chaussée", "steenweg op", "route" by search needle
	routeWords                []string         // road_words capitalised, with a blank: "Route "
}

// namedGroup holds the named-road words found by one search needle (the
// word's second to sixth bytes: "hauss" for "chaussée" and "chaussee").
type namedGroup struct {
	needle  string
	streets []namedStreet
}

// namedStreet is a street word before a town's name ("chaussée de
// Louvain"); routed ones need a travel or accident word in the clause.
type namedStreet struct {
	word   string
	routed bool
}

// newPlaceRules compiles the places section; dateWords are the month and
// weekday names that may follow a letter's place line.
func newPlaceRules(d placeData, dateWords []string) (*placeRules, error) {
	if len(d.Preps) == 0 || len(d.ResidenceCues) == 0 || len(d.CaregiverCues) == 0 {
		return nil, fmt.Errorf("address: data/address.yaml: places: missing word lists")
	}
	pr := &placeRules{
		preps:           map[string]wordSet{},
		articlePreps:    map[string]wordSet{},
		namePreps:       newWordSet(d.NamePreps),
		residenceFields: newWordSet(d.ResidenceFields),
		addressFields:   newWordSet(d.AddressFields),
		residence:       newWordSet(d.ResidenceCues),
		relative:        newWordSet(d.RelativeCues),
		kin:             newWordSet(d.KinCues),
		clubPrefixes:    exactSet(d.ClubPrefixes),
		clubWords:       exactSet(d.ClubWords),
		other:           newWordSet(d.OtherCues),
		caregiver:       newWordSet(d.CaregiverCues),
		blockersAfter:   newWordSet(d.BlockersAfter),
		letterWords:     newWordSet(d.LetterWords),
		ambiguous:       map[string]wordSet{},
		brStates:        newWordSet(d.BRStates),
		countryCodes:    newWordSet(d.CountryCodes),
		roadArticles:    newWordSet(d.RoadArticles),
		abbreviations:   newWordSet(d.Abbreviations),
		dateWords:       newWordSet(dateWords),
		careHeads:       newWordSet(d.CareHeads),
		departments:     newWordSet(d.Departments),
		specialties:     lowerAll(d.Specialties),
		otherHeads:      newWordSet(d.OtherHeads),
		strongPreps:     newWordSet(d.StrongPreps),
		originPreps:     newWordSet(d.OriginPreps),
		originHeads:     newWordSet(d.OriginHeads),
		originVerbs:     newWordSet(d.OriginVerbs),
		determiners:     newWordSet(d.Determiners),
		placePrefixes:   newWordSet(d.PlacePrefixes),
		facilityWords:   newWordSet(d.FacilityWords),
		toponymSuffix:   map[string][]string{},
		drugSuffixes:    lowerAll(d.DrugSuffixes),
		roadCues:        newWordSet(d.RoadCues),
		roadCuesLocal:   map[byte]wordSet{},
	}
	if len(d.CareHeads) == 0 || len(d.StrongPreps) == 0 || len(d.RoadCues) == 0 {
		return nil, fmt.Errorf("address: data/address.yaml: places: missing organisation, cue or road lists")
	}
	var named []namedStreet
	for _, w := range lowerAll(d.StreetWords) {
		named = append(named, namedStreet{word: w})
	}
	for _, w := range lowerAll(d.RouteWords) {
		named = append(named, namedStreet{word: w, routed: true})
	}
	for _, s := range named {
		if c := s.word[0]; c < 'a' || c > 'z' || len(s.word) < 4 {
			return nil, fmt.Errorf("address: data/address.yaml: street word %q must start with an ASCII letter and have four bytes", s.word)
		}
		needle := s.word[1:min(len(s.word), 6)]
		if len(s.word) <= 6 {
			needle += " "
		}
		k := slices.IndexFunc(pr.namedGroups, func(g namedGroup) bool { return g.needle == needle })
		if k < 0 {
			pr.namedGroups = append(pr.namedGroups, namedGroup{needle: needle})
			k = len(pr.namedGroups) - 1
		}
		pr.namedGroups[k].streets = append(pr.namedGroups[k].streets, s)
	}
	for _, w := range d.RoadWords {
		pr.routeWords = append(pr.routeWords, strings.ToUpper(w[:1])+w[1:]+" ")
	}
	for l, ws := range d.ToponymSuffix {
		pr.toponymSuffix[l] = lowerAll(ws)
	}
	var last []string
	for _, w := range d.StrongPreps {
		last = append(last, w[strings.LastIndexByte(w, ' ')+1:])
	}
	pr.strongLast = newWordSet(last)
	for l, ws := range d.RoadCuesLocal {
		if len(l) != 1 {
			return nil, fmt.Errorf("address: data/address.yaml: road_cues_local: key %q is not one letter", l)
		}
		pr.roadCuesLocal[strings.ToUpper(l)[0]] = newWordSet(ws)
	}
	var all, allArt []string
	for l, ws := range d.Preps {
		pr.preps[l] = newWordSet(ws)
		all = append(all, ws...)
	}
	for l, ws := range d.ArticlePreps {
		pr.articlePreps[l] = newWordSet(ws)
		allArt = append(allArt, ws...)
	}
	var allAmb []string
	for l, ws := range d.Ambiguous {
		pr.ambiguous[l] = newWordSet(ws)
		allAmb = append(allAmb, ws...)
	}
	pr.allPreps, pr.allArticlePreps, pr.allAmbiguous = newWordSet(all), newWordSet(allArt), newWordSet(allAmb)
	for l, p := range pr.preps {
		lp := langPreps{language: l, preps: p, articles: pr.articlePreps[l]}
		pr.prepsByLang = append(pr.prepsByLang, lp)
		if c, ok := langCode(l); ok && len(pr.prepsByLang) < 256 {
			pr.prepsByCode[c] = uint8(len(pr.prepsByLang))
		}
	}
	for _, w := range append(append([]string(nil), d.ClubPrefixes...), d.ClubWords...) {
		pr.clubGate.Add(w)
	}
	return pr, nil
}

// langPreps holds the cue words of one language.
type langPreps struct {
	language        string
	preps, articles wordSet
}

// prepsFor returns the cue words for a language ("" for every language).
func (pr *placeRules) prepsFor(language string) (preps, articles wordSet) {
	// a code of two letters a–z, nearly always, indexes prepsByCode
	if c, ok := langCode(language); ok {
		if k := pr.prepsByCode[c]; k > 0 {
			l := &pr.prepsByLang[k-1]
			return l.preps, l.articles
		}
		return pr.allPreps, pr.allArticlePreps
	}
	for i := range pr.prepsByLang {
		if l := &pr.prepsByLang[i]; l.language == language {
			return l.preps, l.articles
		}
	}
	return pr.allPreps, pr.allArticlePreps
}

// langCode returns the index in prepsByCode of a language of two
// lower-case ASCII letters, or ok false for any other string.
func langCode(language string) (int, bool) {
	if len(language) != 2 {
		return 0, false
	}
	a, b := language[0]-'a', language[1]-'a'
	if a >= 26 || b >= 26 {
		return 0, false
	}
	return int(a)*26 + int(b), true
}

// isAmbiguous reports whether the place name is also an ordinary word or a
// person name in language ("" for any language).
func (pr *placeRules) isAmbiguous(language, name string) bool {
	set := pr.allAmbiguous
	if language != "" {
		set = pr.ambiguous[language]
	}
	return set.hasWord(name)
}

// exactSet returns the words as a case-sensitive set.
func exactSet(words []string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// clubBefore reports whether a sports club's abbreviation stands before
// the town at b, directly ("TuS Dellbrück", "KV Mechelen") or before one
// club word ("R. Olympic Gilly"); a one-letter title needs the club word.
func (pr *placeRules) clubBefore(text string, b int) bool {
	t, ok := clubToken(text, b)
	if !ok {
		return false
	}
	w := text[t.begin:t.end]
	if !pr.clubGate.May(w) {
		return false // no club prefix or word: no look-up
	}
	if pr.clubPrefixes[w] {
		return len(w) > 2 || w[len(w)-1] != '.'
	}
	if !pr.clubWords[w] {
		return false
	}
	p, ok := clubToken(text, t.begin)
	return ok && pr.clubPrefixes[text[p.begin:p.end]]
}

// clubToken returns the word one blank before b, with its final dot
// ("R."), when it is short and starts upper-case.
func clubToken(text string, b int) (token, bool) {
	k := oneBlankBefore(text, b)
	if k < 1 {
		return token{}, false
	}
	e := k
	if text[k-1] == '.' {
		k--
	}
	t := wordBefore(text, k)
	if t.begin == t.end || e-t.begin > 16 || !isCapitalised(text, t) {
		return token{}, false
	}
	return token{t.begin, e}, true
}
