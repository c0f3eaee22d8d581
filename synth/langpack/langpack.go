// Package langpack holds the language data of the synthetic-note
// generator: names, places, phone and identifier formats, organisations,
// professions, date and age surface formats, clinical phrases and the
// note templates, one embedded YAML file per language. A pack may inherit
// from another one ("inherit: nl-BE") and override only what differs, so
// adding a language is a data file, not Go code.
package langpack

import (
	"bytes"
	"embed"
	"fmt"
	"slices"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"
)

//go:embed data/*.yaml
var files embed.FS

// Pack is the data of one language.
type Pack struct {
	// Code is the BCP-47 tag, e.g. "nl-BE"; it must name a lang profile.
	Code string `yaml:"code"`
	// Inherit names the pack whose fields this one starts from.
	Inherit string `yaml:"inherit"`
	// LexiconLocale is the locale used for lexicon look-ups.
	LexiconLocale string `yaml:"lexicon_locale"`
	// Decimal is the decimal separator ("," or ".").
	Decimal string `yaml:"decimal"`

	Names    Names               `yaml:"names"`
	Titles   Titles              `yaml:"titles"`
	Places   Places              `yaml:"places"`
	Phones   Phones              `yaml:"phones"`
	IDs      IDs                 `yaml:"ids"`
	Orgs     Orgs                `yaml:"orgs"`
	People   People              `yaml:"people"`
	Ages     map[string][]string `yaml:"ages"`
	Dates    Dates               `yaml:"dates"`
	Clinical Clinical            `yaml:"clinical"`
	// Headings maps a heading key to its words in this language.
	Headings map[string][]string `yaml:"headings"`
	// Fields are synonyms of form field labels and line markers ("name":
	// Naam, Patiënt, Pat.); templates write one with {f:key}.
	Fields map[string][]string `yaml:"fields"`
	// Blocks maps a block name to alternative templates.
	Blocks map[string][]string `yaml:"blocks"`
}

// Names are person-name data.
type Names struct {
	GivenM []string `yaml:"given_m"`
	GivenF []string `yaml:"given_f"`
	Family []string `yaml:"family"`
	// LexiconShare is the share of names drawn from the lexicon lists.
	LexiconShare float64 `yaml:"lexicon_share"`
	// Particles are family-name particles as written before the name.
	Particles    []string `yaml:"particles"`
	ParticleRate float64  `yaml:"particle_rate"`
	// ParticleLower writes particles in lower case after a given name or
	// initial (Dutch convention: "Jan van den Berg", "Van den Berg").
	ParticleLower bool    `yaml:"particle_lower"`
	DoubleRate    float64 `yaml:"double_rate"`
	HyphenRate    float64 `yaml:"hyphen_given_rate"`
	SecondRate    float64 `yaml:"second_given_rate"`
	// SurnameFirst is the share of "FAMILY Given" in running text.
	SurnameFirst float64 `yaml:"surname_first"`
}

// Titles are honorifics written before a name (inside the name span).
type Titles struct {
	Male   []string `yaml:"male"`
	Female []string `yaml:"female"`
	Doctor []string `yaml:"doctor"`
	Prof   []string `yaml:"prof"`
}

// Places are address data.
type Places struct {
	// Cities are "postal code|city|region" entries; '#' and '@' in the
	// postal code are filled with a random digit or letter.
	Cities []string `yaml:"cities"`
	// PostalPattern builds a postal code for a lexicon city.
	PostalPattern string `yaml:"postal_pattern"`
	// StreetStems and StreetTypes compose street names; Compose is
	// "suffix" (Kerk+straat), "prefix" (rue + de la Gare) or "after"
	// (Mill + Lane).
	StreetStems []string `yaml:"street_stems"`
	StreetTypes []string `yaml:"street_types"`
	Compose     string   `yaml:"compose"`
	// Streets are whole street names.
	Streets []string `yaml:"streets"`
	// AddressFormats use {street} {hn} {bus} {pc} {city} {region}
	// {country}; other words are additional_info.
	AddressFormats []string `yaml:"address_formats"`
	Country        string   `yaml:"country"`
	// Abroad are travel destinations.
	Abroad []string `yaml:"abroad"`
}

// Phones are phone-number patterns ('#' is a random digit).
type Phones struct {
	CountryCode string   `yaml:"country_code"`
	Landline    []string `yaml:"landline"`
	Mobile      []string `yaml:"mobile"`
	Internal    []string `yaml:"internal"`
	// IntlRate is the share written as +CC without the trunk 0.
	IntlRate float64 `yaml:"intl_rate"`
	// MailDomains are generic e-mail providers (additional_info).
	MailDomains []string `yaml:"mail_domains"`
	TLD         string   `yaml:"tld"`
}

// IDs are identifier schemes and surface masks ('#' takes the next
// character of the canonical value; other characters are literal).
type IDs struct {
	National       string   `yaml:"national"`
	NationalMasks  []string `yaml:"national_masks"`
	NationalCues   []string `yaml:"national_cues"`
	Caregiver      string   `yaml:"caregiver"`
	CaregiverMasks []string `yaml:"caregiver_masks"`
	CaregiverCues  []string `yaml:"caregiver_cues"`
	MRN            []string `yaml:"mrn"`
	MRNCues        []string `yaml:"mrn_cues"`
	Admission      []string `yaml:"admission"`
	AdmissionCues  []string `yaml:"admission_cues"`
	// Plates are vehicle registration masks (\'#\' digit, \'@\' letter).
	Plates []string `yaml:"plates"`
	// Portal are patient-portal access code masks ('#' digit, '@'
	// letter); PortalCues name them.
	Portal     []string `yaml:"portal"`
	PortalCues []string `yaml:"portal_cues"`
	// PortalURLs are patient-specific portal links: {scheme} (formatting),
	// {inst} (the hospital's domain label), {tld} (formatting) and {id}
	// (the portal code); other words are additional_info.
	PortalURLs []string `yaml:"portal_urls"`
}

// Orgs are organisation data.
type Orgs struct {
	HospitalTypes   []string `yaml:"hospital_types"`
	HospitalNames   []string `yaml:"hospital_names"`
	HospitalFormats []string `yaml:"hospital_formats"`
	Departments     []string `yaml:"departments"`
	DeptFormats     []string `yaml:"dept_formats"`
	Wards           []string `yaml:"wards"`
	PracticeFormats []string `yaml:"practice_formats"`
	PracticeNames   []string `yaml:"practice_names"`
	CompanyFormats  []string `yaml:"company_formats"`
	CompanyStems    []string `yaml:"company_stems"`
	SchoolFormats   []string `yaml:"school_formats"`
	SchoolNames     []string `yaml:"school_names"`
	// SchoolByAge are school formats per age group of the pupil: baby
	// (daycare), child (primary), teen (secondary) and student (higher
	// education).
	SchoolByAge map[string][]string `yaml:"school_by_age"`
	// ClubFormats and ClubNames build sports and leisure clubs ({name},
	// {city}; other words are additional_info).
	ClubFormats []string `yaml:"club_formats"`
	ClubNames   []string `yaml:"club_names"`
	// DepartmentsAlt parallels Departments in the country's other
	// language, and DeptFormatsAlt are its formats (bilingual Belgian
	// letterheads).
	DepartmentsAlt []string `yaml:"departments_alt"`
	DeptFormatsAlt []string `yaml:"dept_formats_alt"`
	HomeCare       []string `yaml:"home_care"`
}

// People are professions, employment states, hobbies and relations.
type People struct {
	Professions []string          `yaml:"professions"`
	Employment  []string          `yaml:"employment"`
	Hobbies     []string          `yaml:"hobbies"`
	Relations   map[string]string `yaml:"relations"`
	Specialties []string          `yaml:"specialties"`
	Roles       map[string]string `yaml:"roles"`
	// SchoolPhrases say where a minor or a student goes instead of a
	// profession, per age group (baby, child, teen, student); {school} is
	// the school.
	SchoolPhrases map[string][]string `yaml:"school_phrases"`
}

// Dates are language-specific date surface formats (see render).
type Dates struct {
	Capitalize bool     `yaml:"capitalize"`
	AbbrDot    bool     `yaml:"abbr_dot"`
	Text       []string `yaml:"text"`
	MonthYear  []string `yaml:"month_year"`
	Seasons    []string `yaml:"seasons"`
	SeasonYear []string `yaml:"season_year"`
	Ordinal    string   `yaml:"ordinal"`
	// BirthPrefix are attached birth markers kept inside the span ("°").
	BirthPrefix []string `yaml:"birth_prefix"`
	// Holidays are holiday names (annotated as day); HolidayFormats use
	// {holiday} and the year tokens.
	Holidays       []string `yaml:"holidays"`
	HolidayFormats []string `yaml:"holiday_formats"`
	// WeekFormats write a week number with its year ({w} is the ISO
	// week).
	WeekFormats []string `yaml:"week_formats"`
	// RangeForms join two dates {a} and {b}; the words around them stay
	// outside the spans ("van {a} tot {b}").
	RangeForms []string `yaml:"range_forms"`
}

// Clinical are non-PII clinical phrases; several are hard negatives.
type Clinical struct {
	Diagnoses  []string `yaml:"diagnoses"`
	Eponyms    []string `yaml:"eponyms"`
	Complaints []string `yaml:"complaints"`
	Findings   []string `yaml:"findings"`
	Procedures []string `yaml:"procedures"`
	Plans      []string `yaml:"plans"`
	Schedules  []string `yaml:"schedules"`
	Vitals     []string `yaml:"vitals"`
	Scores     []string `yaml:"scores"`
	Durations  []string `yaml:"durations"`
	Imaging    []string `yaml:"imaging"`
	Devices    []string `yaml:"devices"`
	// Child replaces diagnoses, complaints, procedures, scores and plans
	// for a patient under 18 where it has entries; Baby does the same for
	// a patient under 3.
	Child *Clinical `yaml:"child"`
	Baby  *Clinical `yaml:"baby"`
	// Implants are operative hard negatives (lot and reference numbers).
	Implants []string `yaml:"implants"`
	// Quantities are number-plus-unit hard negatives per kind ("size":
	// "{mm} mm", "smoke": "{n20} sigaretten/dag"); templates write one
	// with {q:kind}. Number tokens are those of render.fillNums.
	Quantities map[string][]string `yaml:"quantities"`
	// Anatomy are anatomical locations with numbers or Roman numerals
	// ("station 7", "segment IVb", "niveau L4-L5"); {anat} writes one.
	Anatomy []string `yaml:"anatomy"`
}

// Common is the language-independent data: note skeletons, drugs, labs.
type Common struct {
	// Notes maps a note type to its style variants, each a list of block
	// names.
	Notes map[string][][]string `yaml:"notes"`
	Drugs []string              `yaml:"drugs"`
	// DrugsChild are paediatric drugs and doses; DrugsBaby those for
	// infants and toddlers.
	DrugsChild []string `yaml:"drugs_child"`
	DrugsBaby  []string `yaml:"drugs_baby"`
	Labs       []Lab    `yaml:"labs"`
	Codes      []string `yaml:"codes"`
	// Brands are capitalised brand names of drugs with doses and unit
	// ("Entresto|24/26,49/51|mg"); {brand} writes one.
	Brands []string `yaml:"brands"`
	// Scales are clinical scores and scales with numbers, shared by all
	// languages ("EMV {e}-{v}-{m}", "NYHA {~I|II|III|IV}"); {scale}
	// writes one.
	Scales []string `yaml:"scales"`
	// Lots are device, lot and serial number masks ('#' digit, '@'
	// letter); {lot} writes one.
	Lots []string `yaml:"lots"`
	// Extras maps a skeleton block to extra blocks of clinical sentences
	// dense in hard negatives (and social-history lines); after writing
	// the block, the renderer appends one or two of them.
	Extras map[string][]string `yaml:"extras"`
}

// Lab is one lab test with its unit and reference range.
type Lab struct {
	Name string  `yaml:"name"`
	Unit string  `yaml:"unit"`
	Lo   float64 `yaml:"lo"`
	Hi   float64 `yaml:"hi"`
	Dec  int     `yaml:"dec"`
}

var (
	loadOnce sync.Once
	packs    map[string]*Pack
	common   *Common
	loadErr  error
)

// Get returns the pack for code.
func Get(code string) (*Pack, error) {
	loadOnce.Do(load)
	if loadErr != nil {
		return nil, loadErr
	}
	p, ok := packs[code]
	if !ok {
		return nil, fmt.Errorf("langpack: no pack for %q (have %s)", code, strings.Join(Codes(), ", "))
	}
	return p, nil
}

// GetCommon returns the language-independent data.
func GetCommon() (*Common, error) {
	loadOnce.Do(load)
	return common, loadErr
}

// Codes lists the languages that have a pack, sorted.
func Codes() []string {
	loadOnce.Do(load)
	out := make([]string, 0, len(packs))
	for c := range packs {
		out = append(out, c)
	}
	slices.Sort(out)
	return out
}

func load() {
	raw := map[string][]byte{}
	entries, err := files.ReadDir("data")
	if err != nil {
		loadErr = fmt.Errorf("langpack: %w", err)
		return
	}
	for _, e := range entries {
		b, err := files.ReadFile("data/" + e.Name())
		if err != nil {
			loadErr = fmt.Errorf("langpack: %w", err)
			return
		}
		raw[strings.TrimSuffix(e.Name(), ".yaml")] = b
	}
	common = &Common{}
	if err := strictDecode(raw["common"], common); err != nil {
		loadErr = fmt.Errorf("langpack: common.yaml: %w", err)
		return
	}
	delete(raw, "common")
	packs = map[string]*Pack{}
	for name := range raw {
		p := &Pack{}
		if err := decodeChain(p, name, raw, 0); err != nil {
			loadErr = err
			return
		}
		if p.Code != name {
			loadErr = fmt.Errorf("langpack: %s.yaml: code %q does not match the file name", name, p.Code)
			return
		}
		packs[name] = p
	}
}

// decodeChain decodes the ancestors of name first, then name on top, so
// the fields a file sets replace the inherited ones and its blocks,
// headings and ages are merged key by key.
func decodeChain(p *Pack, name string, raw map[string][]byte, depth int) error {
	if depth > 4 {
		return fmt.Errorf("langpack: %s.yaml: inheritance too deep", name)
	}
	b, ok := raw[name]
	if !ok {
		return fmt.Errorf("langpack: no pack %q", name)
	}
	var head struct {
		Inherit string `yaml:"inherit"`
	}
	if err := yaml.Unmarshal(b, &head); err != nil {
		return fmt.Errorf("langpack: %s.yaml: %w", name, err)
	}
	if head.Inherit != "" {
		if err := decodeChain(p, head.Inherit, raw, depth+1); err != nil {
			return err
		}
	}
	if err := strictDecode(b, p); err != nil {
		return fmt.Errorf("langpack: %s.yaml: %w", name, err)
	}
	return nil
}

// strictDecode decodes YAML into v and rejects keys v has no field for, so
// a block written under the wrong section is an error, not silently lost.
func strictDecode(b []byte, v any) error {
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	return dec.Decode(v)
}
