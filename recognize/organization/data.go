package organization

import (
	_ "embed"
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/meddeid/meddeid/internal/keyfilter"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/recognize"
)

//go:embed data/heads.yaml
var headsYAML []byte

//go:embed data/context.yaml
var contextYAML []byte

// headLists mirrors one label's section of data/heads.yaml.
type headLists struct {
	Prefix          []string `yaml:"prefix"`
	Suffix          []string `yaml:"suffix"`
	UnitPrefix      []string `yaml:"unit_prefix"`
	UnitSuffix      []string `yaml:"unit_suffix"`
	Rooms           []string `yaml:"rooms"`
	CompoundEndings []string `yaml:"compound_endings"`
}

// headData mirrors data/heads.yaml.
type headData struct {
	Healthcare headLists `yaml:"healthcare"`
	Other      headLists `yaml:"other"`
}

// contextData mirrors data/context.yaml.
type contextData struct {
	Specialties      []string `yaml:"specialties"`
	Connectors       []string `yaml:"connectors"`
	Conjunctions     []string `yaml:"conjunctions"`
	StopWords        []string `yaml:"stop_words"`
	ClinicalNouns    []string `yaml:"clinical_nouns"`
	NameArticles     []string `yaml:"name_articles"`
	GenericModifiers []string `yaml:"generic_modifiers"`
	NameBreakers     []string `yaml:"name_breakers"`
	NameEndings      []string `yaml:"name_endings"`
	SchoolEndings    []string `yaml:"school_endings"`
	PatronNames      []string `yaml:"patron_names"`
	Directions       []string `yaml:"directions"`
	UnitsAfterCode   []string `yaml:"units_after_code"`
	StreetEndings    []string `yaml:"street_endings"`
	EmploymentCues   []string `yaml:"employment_cues"`
	CamelPreps       []string `yaml:"camel_preps"`
	CamelCareStems   []string `yaml:"camel_care_stems"`
	CamelOpenings    []string `yaml:"camel_name_openings"`
	CamelNonBrands   []string `yaml:"camel_non_brands"`
	EmploymentPreps  []string `yaml:"employment_preps"`
	TransferCues     []string `yaml:"transfer_cues"`
	TransferPreps    []string `yaml:"transfer_preps"`
	InsurerCues      []string `yaml:"insurer_cues"`
	AcronymLabels    []string `yaml:"acronym_labels"`
	UnitCues         []string `yaml:"unit_cues"`
	EmployerCues     []string `yaml:"employer_cues"`
	AcronymCues      []string `yaml:"acronym_cues"`
	OtherBodies      []string `yaml:"other_bodies"`
	KnownEmployers   []string `yaml:"known_employers"`
	KnownCare        []string `yaml:"known_care"`
	ArticleBodies    []string `yaml:"article_bodies"`
	AdjEndings       []string `yaml:"adjective_endings"`
	HeadAdjEndings   []string `yaml:"head_adjective_endings"`
	PlacePreps       []string `yaml:"place_prepositions"`
	CareCues         []string `yaml:"home_care_cues"`
	SupplierCues     []string `yaml:"supplier_cues"`
	InsuranceBodies  []string `yaml:"insurance_bodies"`
	InsurancePreps   []string `yaml:"insurance_cues"`
	GenericBodies    []string `yaml:"generic_bodies"`
	RuleWords        []string `yaml:"rule_words"`
	RuleCues         []string `yaml:"rule_cues"`
	SiteWords        []string `yaml:"site_words"`
}

// ending is a compound head ending ("praktijk") with its label.
type ending struct {
	suffix string
	label  string
}

// rules is the compiled data, shared by every recognizer.
type rules struct {
	heads           phraseSet
	specialties     phraseSet
	specWords       recognize.WordSet   // every word of every specialty
	endings         map[string][]ending // by their last three bytes
	endingGate      keyfilter.Gate      // the keys of endings
	connectors      recognize.WordSet
	conjunctions    recognize.WordSet
	stop            recognize.WordSet // stop words, titles, months, weekdays
	calendar        recognize.WordSet // month and weekday names
	articles        recognize.WordSet
	generic         recognize.WordSet
	directions      recognize.WordSet
	unitsAfter      recognize.WordSet
	streetEndings   []string
	employCues      recognize.WordSet
	employPreps     recognize.WordSet
	transferCues    recognize.WordSet // "admitted", "overgebracht": a care institution after them and a transfer prep
	transferPreps   recognize.WordSet
	employPrepGate  *keyfilter.Gate // the words of employPreps
	transferGate    *keyfilter.Gate // the words of transferPreps
	insurerCues     phraseSet
	acronymLabels   phraseSet // field labels before an organisation acronym ("Pharmacy: CVS")
	unitCues        phraseSet
	employerCues    phraseSet
	acronymCues     recognize.WordSet
	otherBodies     map[string]bool   // lexicon keys
	knownEmployers  map[string]bool   // lexicon keys
	knownCare       map[string]bool   // lexicon keys
	articleBodies   map[string]bool   // lexicon keys
	breakers        recognize.WordSet // words that end a name before a head
	nameEndings     *endingIndex      // endings of one-word hospital names
	schoolEndings   *endingIndex      // endings of one-word school names
	patrons         recognize.WordSet // first parts of one-word hospital names
	adjEndings      []string          // adjective endings that make a weak suffix head generic
	headAdjEndings  []string          // endings of adjectives that open a prefix head
	placePreps      recognize.WordSet // prepositions before a hospital's town
	careCues        phraseSet         // field labels whose value is a home-care organisation
	supplierCues    phraseSet         // phrases before a supplier ("supplied by")
	insuranceBodies map[string]bool   // lexicon keys of public insurers that need an insurance cue
	insurancePreps  phraseSet         // phrases before an insurer ("covered by")
	genericBodies   map[string]bool   // lexicon keys of kinds of bodies that need a field
	ruleWords       recognize.WordSet // words after a body that make it a rule reference
	ruleCues        phraseSet         // phrases before a body that make it a rule reference
	siteWords       recognize.WordSet // words before a hospital site after the hospital
	camelPreps      recognize.WordSet // prepositions before a camel-case brand
	camelCare       []string          // stems of care brands
	camelOpenings   []string          // openings of camel-case surnames
	camelNonBrands  recognize.WordSet // platforms and devices in camel case
}

// parseRules compiles the embedded data and the profiles' titles, months
// and weekdays.
func parseRules(heads, context []byte, profiles []*lang.Profile) (*rules, error) {
	var hd headData
	if err := yaml.Unmarshal(heads, &hd); err != nil {
		return nil, fmt.Errorf("organization: parse data/heads.yaml: %w", err)
	}
	var cd contextData
	if err := yaml.Unmarshal(context, &cd); err != nil {
		return nil, fmt.Errorf("organization: parse data/context.yaml: %w", err)
	}
	if len(hd.Healthcare.Prefix) == 0 || len(hd.Other.Suffix) == 0 || len(cd.Specialties) == 0 {
		return nil, fmt.Errorf("organization: data: missing word lists")
	}
	r := &rules{
		heads:           newPhraseSet(),
		specialties:     newPhraseSet(),
		specWords:       recognize.WordSet{},
		connectors:      recognize.NewWordSet(cd.Connectors),
		conjunctions:    recognize.NewWordSet(cd.Conjunctions),
		articles:        recognize.NewWordSet(cd.NameArticles),
		generic:         recognize.NewWordSet(cd.GenericModifiers),
		directions:      recognize.NewWordSet(cd.Directions),
		unitsAfter:      recognize.NewWordSet(cd.UnitsAfterCode),
		employCues:      recognize.NewWordSet(cd.EmploymentCues),
		employPreps:     recognize.NewWordSet(cd.EmploymentPreps),
		transferCues:    recognize.NewWordSet(cd.TransferCues),
		camelPreps:      recognize.NewWordSet(cd.CamelPreps),
		camelCare:       cd.CamelCareStems,
		camelOpenings:   cd.CamelOpenings,
		camelNonBrands:  recognize.NewWordSet(cd.CamelNonBrands),
		transferPreps:   recognize.NewWordSet(cd.TransferPreps),
		acronymCues:     recognize.NewWordSet(cd.AcronymCues),
		otherBodies:     map[string]bool{},
		breakers:        recognize.NewWordSet(cd.NameBreakers),
		patrons:         recognize.NewWordSet(cd.PatronNames),
		placePreps:      recognize.NewWordSet(cd.PlacePreps),
		ruleWords:       recognize.NewWordSet(cd.RuleWords),
		siteWords:       recognize.NewWordSet(cd.SiteWords),
		insuranceBodies: keySet(cd.InsuranceBodies),
		genericBodies:   keySet(cd.GenericBodies),
	}
	for _, l := range []struct {
		in  []string
		out *[]string
	}{{cd.AdjEndings, &r.adjEndings}, {cd.HeadAdjEndings, &r.headAdjEndings}} {
		for _, e := range l.in {
			*l.out = append(*l.out, strings.ToLower(e))
		}
	}
	for _, w := range cd.StreetEndings {
		r.streetEndings = append(r.streetEndings, strings.ToLower(w))
	}
	r.employPrepGate, r.transferGate = r.employPreps.Gate(), r.transferPreps.Gate()
	r.endings = map[string][]ending{}
	var err error
	if r.nameEndings, err = endingTable(cd.NameEndings); err != nil {
		return nil, err
	}
	if r.schoolEndings, err = endingTable(cd.SchoolEndings); err != nil {
		return nil, err
	}
	r.knownCare = keySet(cd.KnownCare)
	r.articleBodies = keySet(cd.ArticleBodies)
	r.knownEmployers = keySet(cd.KnownEmployers)
	for _, b := range cd.OtherBodies {
		r.otherBodies[lexicon.Key(b)] = true
	}
	for _, sec := range []struct {
		lists headLists
		label string
	}{{hd.Healthcare, LabelHealthcare}, {hd.Other, LabelOther}} {
		for _, l := range []struct {
			entries []string
			kind    headKind
		}{
			{sec.lists.Prefix, headPrefix}, {sec.lists.Suffix, headSuffix},
			{sec.lists.UnitPrefix, headUnitPrefix}, {sec.lists.UnitSuffix, headUnitSuffix},
			{sec.lists.Rooms, headRoom},
		} {
			for _, e := range l.entries {
				p, err := parsePhrase(e, l.kind, sec.label)
				if err != nil {
					return nil, fmt.Errorf("organization: data/heads.yaml: %w", err)
				}
				r.heads.add(p)
			}
		}
		for _, e := range sec.lists.CompoundEndings {
			e = strings.ToLower(e)
			if len(e) < 3 {
				return nil, fmt.Errorf("organization: data/heads.yaml: compound ending %q too short", e)
			}
			r.endings[e[len(e)-3:]] = append(r.endings[e[len(e)-3:]], ending{e, sec.label})
			r.endingGate.Add(e[len(e)-3:])
		}
	}
	for _, e := range cd.Specialties {
		p, err := parsePhrase(e, headSpecialty, LabelHealthcare)
		if err != nil {
			return nil, fmt.Errorf("organization: data/context.yaml: %w", err)
		}
		r.specialties.add(p)
		for _, w := range p.toks {
			r.specWords[w] = true
		}
	}
	if r.insurerCues, err = cuePhrases(cd.InsurerCues); err != nil {
		return nil, err
	}
	if r.acronymLabels, err = cuePhrases(cd.AcronymLabels); err != nil {
		return nil, err
	}
	if r.unitCues, err = cuePhrases(cd.UnitCues); err != nil {
		return nil, err
	}
	if r.employerCues, err = cuePhrases(cd.EmployerCues); err != nil {
		return nil, err
	}
	for _, l := range []struct {
		in  []string
		out *phraseSet
	}{{cd.CareCues, &r.careCues}, {cd.SupplierCues, &r.supplierCues}, {cd.InsurancePreps, &r.insurancePreps}, {cd.RuleCues, &r.ruleCues}} {
		if *l.out, err = cuePhrases(l.in); err != nil {
			return nil, err
		}
	}
	r.heads.sortBuckets()
	r.specialties.sortBuckets()
	stop := append(append([]string(nil), cd.StopWords...), cd.ClinicalNouns...)
	var cal []string
	for _, p := range profiles {
		for _, t := range p.Titles {
			if t = strings.TrimSuffix(t, "."); len([]rune(t)) >= 2 {
				stop = append(stop, t)
			}
		}
		for _, m := range p.Months {
			cal = append(cal, m...)
		}
		for _, w := range p.Weekdays {
			cal = append(cal, w...)
		}
	}
	r.stop = recognize.NewWordSet(stop)
	r.calendar = recognize.NewWordSet(cal)
	return r, nil
}

// keySet returns the lexicon keys of names.
func keySet(names []string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[lexicon.Key(n)] = true
	}
	return m
}

// cuePhrases compiles field labels as case-free phrases.
func cuePhrases(entries []string) (phraseSet, error) {
	ps := newPhraseSet()
	for _, e := range entries {
		p, err := parsePhrase(e, headSpecialty, "")
		if err != nil {
			return phraseSet{}, fmt.Errorf("organization: data/context.yaml: %w", err)
		}
		ps.add(p)
	}
	ps.sortBuckets()
	return ps, nil
}

// endingIndex holds lower-cased word endings by their last three bytes.
type endingIndex struct {
	m    map[string][]string
	gate keyfilter.Gate // the keys of m (headCandidates checks it)
}

// endingTable indexes lower-cased word endings by their last three bytes.
func endingTable(es []string) (*endingIndex, error) {
	t := &endingIndex{m: map[string][]string{}}
	for _, e := range es {
		e = strings.ToLower(e)
		if len(e) < 3 {
			return nil, fmt.Errorf("organization: data/context.yaml: name ending %q too short", e)
		}
		t.m[e[len(e)-3:]] = append(t.m[e[len(e)-3:]], e)
		t.gate.Add(e[len(e)-3:])
	}
	return t, nil
}
