package lang

// Unit kinds used as keys of Profile.AgeUnits.
const (
	UnitYear  = "year"
	UnitMonth = "month"
	UnitWeek  = "week"
	UnitDay   = "day"
)

// Profile describes one locale such as nl-BE. All word lists are lower-case
// and NFC; abbreviations are listed without a trailing dot (matchers accept
// an optional dot).
type Profile struct {
	// Code is the BCP-47 tag, e.g. "nl-BE".
	Code string `yaml:"code"`
	// Name is a human-readable name, e.g. "Dutch (Belgium)".
	Name string `yaml:"name"`
	// Default marks the profile that a bare language tag ("nl") or a tag
	// with an unknown region ("fr-CH") resolves to. Exactly one profile per
	// language sets it.
	Default bool `yaml:"default"`
	// DateOrder is "DMY" or "MDY": how an all-numeric date is read.
	DateOrder string `yaml:"date_order"`
	// Months lists, for January..December, the full name first and then
	// abbreviations and variants ("januari", "jan").
	Months [12][]string `yaml:"months"`
	// Weekdays lists, for Monday..Sunday, the full name then abbreviations.
	Weekdays [7][]string `yaml:"weekdays"`
	// Seasons are season words ("zomer", "summer").
	Seasons []string `yaml:"seasons"`
	// Holidays are named days that count as dates ("pasen", "christmas").
	Holidays []string `yaml:"holidays"`
	// OrdinalSuffixes follow a day number ("st", "nd", "er", "e", ".").
	OrdinalSuffixes []string `yaml:"ordinal_suffixes"`
	// DateWords are function words inside a date ("of", "van", "de").
	DateWords []string `yaml:"date_words"`
	// AgeUnits maps a unit kind (UnitYear, ...) to its words and
	// abbreviations ("jaar", "j", "jarige").
	AgeUnits map[string][]string `yaml:"age_units"`
	// AgeCues are words that introduce a bare age ("leeftijd", "age").
	AgeCues []string `yaml:"age_cues"`
	// BirthCues introduce a date of birth ("geb.", "geboren op", "dob").
	BirthCues []string `yaml:"birth_cues"`
	// Titles are honorifics and academic titles ("dr", "dhr", "mevr").
	Titles []string `yaml:"titles"`
	// PhoneCues introduce a phone or extension number ("tel", "gsm", "bip").
	PhoneCues []string `yaml:"phone_cues"`
	// IDCues introduce a patient record number ("mrn", "dossiernr").
	IDCues []string `yaml:"id_cues"`
	// CaregiverIDCues introduce a caregiver register number ("riziv", "big").
	CaregiverIDCues []string `yaml:"caregiver_id_cues"`
	// PhoneRegion is the ISO 3166 region for phone parsing ("BE").
	PhoneRegion string `yaml:"phone_region"`
	// NationalIDs names the national ID schemes used in this locale
	// ("be-rrn", "nl-bsn", "uk-nhs", "us-ssn", "fr-nir", ...).
	NationalIDs []string `yaml:"national_ids"`
	// StopWords are frequent function words used to guess the language.
	StopWords []string `yaml:"stop_words"`
	// ClinicalWords are frequent clinical content words ("patient",
	// "pijn", "douleur") that let Detect guess the language of notes with
	// few function words, such as lab reports and forms.
	ClinicalWords []string `yaml:"clinical_words"`
	// DocumentWords name kinds of clinical document, form and rating
	// instrument ("assessment", "verslag", "compte rendu", "Arztbrief",
	// "scale"). A heading that ends in one is a title, not a department,
	// and an instrument is no organisation, so the tagger's plausibility
	// check refuses organisations of several words that end in one
	// ("Social Work Psychosocial Assessment", "Suicide Severity Rating
	// Scale").
	DocumentWords []string `yaml:"document_words"`
	// RegionCues are words, institutions, places and phone prefixes that
	// point to this region rather than another one of the same language
	// ("gsm", "riziv" for nl-BE; "bsn", "+31" for nl-NL). Detect uses them
	// to choose between profiles of one language.
	RegionCues []string `yaml:"region_cues"`
}
