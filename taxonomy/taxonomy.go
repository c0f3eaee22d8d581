// Package taxonomy declares the meddeid span labels, the sub-annotation
// categories with their core-PII flag (seed 000, Tables S2/S3), and the
// mapping tables to other label sets (Meddies-PII, i2b2-2014, HIPAA Safe
// Harbor). The tables are data (taxonomy.yaml, embedded); this file only
// loads and indexes them.
package taxonomy

import (
	_ "embed"
	"fmt"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"
)

// The fifteen span labels.
const (
	NamePatient            = "Name:Patient"
	NameCaregiver          = "Name:Caregiver"
	NameOther              = "Name:Other"
	AddressPatient         = "Address_Location:Patient"
	AddressCaregiver       = "Address_Location:Caregiver"
	AddressOther           = "Address_Location:Other"
	OrganizationHealthcare = "Organization:Healthcare"
	OrganizationOther      = "Organization:Other"
	Date                   = "Date"
	AgeBirthdate           = "Age_Birthdate"
	Profession             = "Profession"
	Contactdetails         = "Contactdetails"
	IDPatient              = "ID:Patient"
	IDCaregiver            = "ID:Caregiver"
	AnonymizeOther         = "Anonymize_Other"
)

//go:embed taxonomy.yaml
var taxonomyYAML []byte

// Label describes one span label.
type Label struct {
	Name string `yaml:"name"`
	// Group is the label family: name, address, organization, date, age,
	// profession, contact, id, other.
	Group string `yaml:"group"`
	// Referent is patient, caregiver or other for referent-split labels.
	Referent string `yaml:"referent"`
	// Structured marks labels found by deterministic recognizers (dates,
	// ages, contact details, IDs).
	Structured bool `yaml:"structured"`
}

// Category is a sub-annotation category.
type Category struct {
	Name string `yaml:"name"`
	// Core is true when the category's characters count as core PII.
	Core bool `yaml:"core"`
}

// Mapping is a declared correspondence between meddeid labels and another
// scheme's labels.
type Mapping struct {
	// Name identifies the scheme ("meddies-pii", "i2b2-2014", "hipaa").
	Name        string
	Description string `yaml:"description"`
	// Targets lists the scheme's labels in their canonical order.
	Targets []string `yaml:"targets"`
	// To maps "Label" or "Label/kind" to a target ("" = not covered).
	To map[string]string `yaml:"to"`
	// From maps each target label back to one meddeid label.
	From map[string]string `yaml:"from"`
}

type file struct {
	Labels     []Label             `yaml:"labels"`
	Categories []Category          `yaml:"categories"`
	Mappings   map[string]*Mapping `yaml:"mappings"`
}

var (
	labels     []Label
	labelIndex = map[string]int{}
	categories = map[string]Category{}
	catOrder   []string
	mappings   = map[string]*Mapping{}
)

func init() {
	var f file
	if err := yaml.Unmarshal(taxonomyYAML, &f); err != nil {
		panic(fmt.Sprintf("taxonomy: embedded taxonomy.yaml: %v", err))
	}
	labels = f.Labels
	for i, l := range labels {
		labelIndex[l.Name] = i
	}
	for _, c := range f.Categories {
		categories[c.Name] = c
		catOrder = append(catOrder, c.Name)
	}
	for name, m := range f.Mappings {
		m.Name = name
		mappings[name] = m
	}
}

// Labels returns all labels in canonical order.
func Labels() []Label { return append([]Label(nil), labels...) }

// LabelNames returns the label names in canonical order.
func LabelNames() []string {
	out := make([]string, len(labels))
	for i, l := range labels {
		out[i] = l.Name
	}
	return out
}

// Lookup returns the label with the given name.
func Lookup(name string) (Label, bool) {
	i, ok := labelIndex[name]
	if !ok {
		return Label{}, false
	}
	return labels[i], true
}

// Valid reports whether name is one of the fifteen labels.
func Valid(name string) bool { _, ok := labelIndex[name]; return ok }

// Order returns the canonical position of a label; unknown labels sort
// after all known ones.
func Order(name string) int {
	if i, ok := labelIndex[name]; ok {
		return i
	}
	return len(labels)
}

// SortLabels sorts label names in canonical order, unknown ones last and
// alphabetically.
func SortLabels(names []string) {
	sort.SliceStable(names, func(i, j int) bool {
		oi, oj := Order(names[i]), Order(names[j])
		if oi != oj {
			return oi < oj
		}
		return names[i] < names[j]
	})
}

// StructuredLabels returns the labels found by structured recognizers.
func StructuredLabels() []string {
	var out []string
	for _, l := range labels {
		if l.Structured {
			out = append(out, l.Name)
		}
	}
	return out
}

// Categories returns all sub-annotation categories in declared order.
func Categories() []Category {
	out := make([]Category, 0, len(catOrder))
	for _, n := range catOrder {
		out = append(out, categories[n])
	}
	return out
}

// IsCore reports whether characters of a sub-annotation category count as
// core PII. Per the contract, every category other than formatting,
// additional_info, medical_info, title and time is core, including
// categories not declared here.
func IsCore(category string) bool {
	if c, ok := categories[category]; ok {
		return c.Core
	}
	return true
}

// KnownCategory reports whether the category is declared.
func KnownCategory(category string) bool { _, ok := categories[category]; return ok }

// Mappings returns the names of the declared mappings, sorted.
func Mappings() []string {
	out := make([]string, 0, len(mappings))
	for n := range mappings {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// GetMapping returns a declared mapping by name.
func GetMapping(name string) (*Mapping, error) {
	m, ok := mappings[strings.ToLower(name)]
	if !ok {
		return nil, fmt.Errorf("taxonomy: unknown mapping %q (have %s)", name, strings.Join(Mappings(), ", "))
	}
	return m, nil
}

// Map translates a meddeid label, refined by an optional kind ("fax",
// "email", "url", "national", "birthdate"), to the scheme's label. A kind
// without its own row falls back to the bare label. ok is false when the
// scheme does not cover the label (target "") or the label is unknown.
func (m *Mapping) Map(label, kind string) (string, bool) {
	if kind != "" {
		if t, ok := m.To[label+"/"+kind]; ok {
			return t, t != ""
		}
	}
	t, ok := m.To[label]
	return t, ok && t != ""
}

// Inverse translates a target label of the scheme to a meddeid label and
// the kind that refines it ("" when none), such that Map(label, kind)
// gives target back.
func (m *Mapping) Inverse(target string) (label, kind string, ok bool) {
	v, ok := m.From[target]
	if !ok {
		return "", "", false
	}
	label, kind, _ = strings.Cut(v, "/")
	return label, kind, true
}
