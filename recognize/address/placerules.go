package address

import (
	"fmt"
	"strings"
)

// placeRules holds the compiled word lists for bare places (the places
// section of data/address.yaml).
type placeRules struct {
	preps, articlePreps       map[string]wordSet // by language
	allPreps, allArticlePreps wordSet            // every language, for notes without a profile
	namePreps                 wordSet
	residenceFields           wordSet
	addressFields             wordSet
	residence                 wordSet
	relative                  wordSet
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
	return pr, nil
}

// prepsFor returns the cue words for a language ("" for every language).
func (pr *placeRules) prepsFor(language string) (preps, articles wordSet) {
	if p, ok := pr.preps[language]; ok {
		return p, pr.articlePreps[language]
	}
	return pr.allPreps, pr.allArticlePreps
}

// isAmbiguous reports whether the place name is also an ordinary word or a
// person name in language ("" for any language).
func (pr *placeRules) isAmbiguous(language, name string) bool {
	set := pr.allAmbiguous
	if language != "" {
		set = pr.ambiguous[language]
	}
	return set[strings.ToLower(name)]
}
