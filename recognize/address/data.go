package address

import (
	_ "embed"
	"fmt"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/meddeid/meddeid/internal/keyfilter"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize"
)

//go:embed data/address.yaml
var addressYAML []byte

// wordData mirrors data/address.yaml.
type wordData struct {
	Suffixes       []string  `yaml:"suffixes"`
	StrongSuffixes []string  `yaml:"strong_suffixes"`
	Standalone     []string  `yaml:"standalone_types"`
	StreetAdjs     []string  `yaml:"street_adjectives"`
	NumberAfter    []string  `yaml:"number_after_prefixes"`
	Prefixes       []string  `yaml:"prefixes"`
	WeakPrefixes   []string  `yaml:"weak_prefixes"`
	Particles      []string  `yaml:"particles"`
	EnSuffixes     []string  `yaml:"en_suffixes"`
	Directions     []string  `yaml:"directions"`
	POBoxes        []string  `yaml:"po_boxes"`
	UnitWords      []string  `yaml:"unit_words"`
	HouseWords     []string  `yaml:"house_words"`
	NotLocalities  []string  `yaml:"not_localities"`
	PatientCues    []string  `yaml:"patient_cues"`
	CaregiverCues  []string  `yaml:"caregiver_cues"`
	USStates       []string  `yaml:"us_states"`
	Joiners        []string  `yaml:"locality_joiners"`
	Places         placeData `yaml:"places"`
}

// placeData mirrors the places section of data/address.yaml.
type placeData struct {
	Preps           map[string][]string `yaml:"preps"`
	ArticlePreps    map[string][]string `yaml:"article_preps"`
	NamePreps       []string            `yaml:"name_preps"`
	ResidenceFields []string            `yaml:"residence_fields"`
	AddressFields   []string            `yaml:"address_fields"`
	ResidenceCues   []string            `yaml:"residence_cues"`
	RelativeCues    []string            `yaml:"relative_cues"`
	KinCues         []string            `yaml:"kin_cues"`
	ClubPrefixes    []string            `yaml:"club_prefixes"`
	ClubWords       []string            `yaml:"club_words"`
	OtherCues       []string            `yaml:"other_cues"`
	CaregiverCues   []string            `yaml:"caregiver_cues"`
	BlockersAfter   []string            `yaml:"blockers_after"`
	LetterWords     []string            `yaml:"letter_words"`
	Ambiguous       map[string][]string `yaml:"ambiguous"`
	BRStates        []string            `yaml:"br_states"`
	CountryCodes    []string            `yaml:"country_codes"`
	RoadArticles    []string            `yaml:"road_articles"`
	Abbreviations   []string            `yaml:"abbreviations"`
	CareHeads       []string            `yaml:"care_heads"`
	Departments     []string            `yaml:"departments"`
	Specialties     []string            `yaml:"specialty_endings"`
	OtherHeads      []string            `yaml:"other_heads"`
	StrongPreps     []string            `yaml:"strong_preps"`
	OriginPreps     []string            `yaml:"origin_preps"`
	OriginHeads     []string            `yaml:"origin_heads"`
	OriginVerbs     []string            `yaml:"origin_verbs"`
	Determiners     []string            `yaml:"determiners"`
	PlacePrefixes   []string            `yaml:"place_prefixes"`
	FacilityWords   []string            `yaml:"facility_words"`
	ToponymSuffix   map[string][]string `yaml:"toponym_suffixes"`
	DrugSuffixes    []string            `yaml:"drug_suffixes"`
	RoadCues        []string            `yaml:"road_cues"`
	RoadCuesLocal   map[string][]string `yaml:"road_cues_local"`
	RoadWords       []string            `yaml:"road_words"`
	StreetWords     []string            `yaml:"street_words"`
	RouteWords      []string            `yaml:"route_street_words"`
}

// wordSet is a set of lower-case words behind a wordFilter: most look-ups
// are of words not in the set, which the filter rejects without hashing
// (and mostly without lower-casing the word first). The zero wordSet is
// empty.
type wordSet struct {
	m recognize.WordSet
	f *wordFilter
}

// wordFilter holds the exact negative pre-filters of a wordSet.
type wordFilter struct {
	// ends has bit last&7 of ends[first&31] set for the first and last
	// byte of every word. The masks drop bit 5, the case bit of ASCII
	// letters, so a word whose first and last bytes are ASCII hits the
	// same bit in any case, before it is lower-cased: lower-casing maps
	// an ASCII rune to the same letter and other runes to other runes,
	// so the folded word starts and ends with those bytes folded.
	ends [32]uint8
	// gate tests the lower-cased word: its first, middle and last bytes
	// and its length.
	gate keyfilter.Gate
}

func newWordSet(ws []string) wordSet {
	m := recognize.NewWordSet(ws)
	f := &wordFilter{}
	for w := range m {
		f.gate.Add(w)
		if w != "" {
			f.ends[w[0]&31] |= 1 << (w[len(w)-1] & 7)
		}
	}
	return wordSet{m: m, f: f}
}

// mayEnd reports whether a word of s may start with byte first and end
// with byte last, ASCII case ignored; both must be ASCII.
func (f *wordFilter) mayEnd(first, last byte) bool {
	return f.ends[first&31]>>(last&7)&1 != 0
}

// contains reports whether the lower-case word w is in s.
func (s wordSet) contains(w string) bool {
	return s.f != nil && s.f.gate.May(w) && s.m[w]
}

// rules holds the compiled word lists.
type rules struct {
	suffixesByLast   [256][]string // street suffixes by last byte, longest first
	strongSuffixes   []string
	standalone       wordSet // street type words standing alone after an adjective
	streetAdjectives wordSet // adjectives before a standalone street type word
	numberAfter      wordSet // prefixes of streets whose number comes after the name
	prefixes         wordSet
	weakPrefixes     wordSet
	particles        wordSet
	enSuffixes       wordSet
	directions       wordSet
	poBoxes          wordSet
	unitWords        wordSet
	houseWords       wordSet // last words of a house name before an address
	notLocality      wordSet
	patientCues      *cueList
	caregiverCues    *cueList
	usStates         wordSet
	joiners          wordSet
	titles           wordSet // profile titles: never part of a street name
	places           *placeRules
}

// parseRules decodes the embedded word lists and adds the month and weekday
// names of every profile to the words that are never a locality.
func parseRules(b []byte, profiles []*lang.Profile) (*rules, error) {
	var d wordData
	if err := yaml.Unmarshal(b, &d); err != nil {
		return nil, fmt.Errorf("address: parse data/address.yaml: %w", err)
	}
	if len(d.Suffixes) == 0 || len(d.Prefixes) == 0 || len(d.USStates) == 0 {
		return nil, fmt.Errorf("address: data/address.yaml: missing word lists")
	}
	not := append([]string(nil), d.NotLocalities...)
	var titles, dateWords []string
	for _, p := range profiles {
		not = append(not, p.Holidays...)
		not = append(not, p.Seasons...)
		for _, m := range p.Months {
			not = append(not, m...)
			dateWords = append(dateWords, m...)
		}
		for _, w := range p.Weekdays {
			not = append(not, w...)
			dateWords = append(dateWords, w...)
		}
		not = append(not, p.Titles...)
		titles = append(titles, p.Titles...)
	}
	places, err := newPlaceRules(d.Places, dateWords)
	if err != nil {
		return nil, err
	}
	return &rules{
		suffixesByLast:   byLastByte(longestFirst(d.Suffixes)),
		strongSuffixes:   longestFirst(d.StrongSuffixes),
		standalone:       newWordSet(d.Standalone),
		streetAdjectives: newWordSet(d.StreetAdjs),
		numberAfter:      newWordSet(d.NumberAfter),
		prefixes:         newWordSet(d.Prefixes),
		weakPrefixes:     newWordSet(d.WeakPrefixes),
		particles:        newWordSet(d.Particles),
		enSuffixes:       newWordSet(d.EnSuffixes),
		directions:       newWordSet(d.Directions),
		poBoxes:          newWordSet(d.POBoxes),
		unitWords:        newWordSet(d.UnitWords),
		houseWords:       newWordSet(d.HouseWords),
		notLocality:      newWordSet(not),
		patientCues:      newCueList(lowerAll(d.PatientCues)),
		caregiverCues:    newCueList(lowerAll(d.CaregiverCues)),
		usStates:         newWordSet(d.USStates),
		joiners:          newWordSet(d.Joiners),
		titles:           newWordSet(titles),
		places:           places,
	}, nil
}

func lowerAll(ws []string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = strings.ToLower(w)
	}
	return out
}

// byLastByte groups the non-empty words ws by their last byte, keeping
// their order.
func byLastByte(ws []string) (t [256][]string) {
	for _, w := range ws {
		if w != "" {
			t[w[len(w)-1]] = append(t[w[len(w)-1]], w)
		}
	}
	return t
}

func longestFirst(ws []string) []string {
	out := lowerAll(ws)
	sort.Slice(out, func(i, j int) bool {
		if len(out[i]) != len(out[j]) {
			return len(out[i]) > len(out[j])
		}
		return out[i] < out[j]
	})
	return out
}
