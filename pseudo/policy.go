package pseudo

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/meddeid/meddeid/pseudo/agegen"
	"github.com/meddeid/meddeid/taxonomy"
)

// Operator names what a policy does with a span of some label.
type Operator string

// The operators a policy can map a label to.
const (
	// OpPlaceholder writes "[Label]" or, numbered, "[PATIENT-1]".
	OpPlaceholder Operator = "placeholder"
	// OpMask writes the mask character once per character (whitespace kept).
	OpMask Operator = "mask"
	// OpSurrogate writes a keyed, form-preserving replacement.
	OpSurrogate Operator = "surrogate"
	// OpShift moves dates by the per-patient offset.
	OpShift Operator = "shift"
	// OpGeneralise coarsens: ages to Table S10b granularity (or a top
	// code), dates to their year, ZIP codes to three digits.
	OpGeneralise Operator = "generalise"
	// OpKeep leaves the span as written.
	OpKeep Operator = "keep"
)

// Rule says how spans of one label (or label group) are replaced.
type Rule struct {
	// Operator is one of the Op constants.
	Operator Operator `yaml:"operator"`
	// Numbered makes a placeholder numbered ("[PATIENT-1]"), the same
	// number for the same original text within a document.
	Numbered bool `yaml:"numbered"`
	// Tag overrides the numbered placeholder's tag ("PATIENT").
	Tag string `yaml:"tag"`
	// Char is the mask character (default "*").
	Char string `yaml:"char"`
	// Keep, for generalise on dates, is the element kept: "year".
	Keep string `yaml:"keep"`
	// TopAge, for generalise on ages, replaces every age above it by
	// TopLabel and keeps the others (HIPAA: 89); birth dates of people
	// at or below it keep their year only. Zero means Table S10b.
	TopAge float64 `yaml:"top_age"`
	// TopLabel is the top-coded age text by language ("en": "90 or older").
	TopLabel map[string]string `yaml:"top_label"`
	// AgeTable, for generalise on ages, replaces the granularity table
	// (seed Table S10b, agegen.DefaultTable) for this rule: bands youngest
	// first, each with max_days or below: {years, months} and the units
	// kept (year, month, week, day; largest first); the last band has no
	// bound and holds every older age. Empty means Table S10b.
	AgeTable agegen.Table `yaml:"age_table"`
	// ZIP3, for generalise on addresses, reduces a 5-digit ZIP code to its
	// first three digits ("000" for RestrictedZIP3); other addresses
	// become placeholders.
	ZIP3 bool `yaml:"zip3"`
	// RestrictedZIP3 lists 3-digit ZIP prefixes rendered as "000".
	RestrictedZIP3 []string `yaml:"restricted_zip3"`
}

// ShiftConfig configures date shifting.
type ShiftConfig struct {
	// MinDays and MaxDays bound the magnitude of a derived offset
	// (default 366 and 1095); the sign is derived too.
	MinDays int `yaml:"min_days"`
	MaxDays int `yaml:"max_days"`
	// PreserveWeekday restricts derived offsets to multiples of seven.
	PreserveWeekday bool `yaml:"preserve_weekday"`
	// Scope is patient (default), stay or document: what one offset covers.
	Scope string `yaml:"scope"`
}

// Policy maps span labels to operators.
type Policy struct {
	// Name identifies the policy ("meddeid").
	Name string `yaml:"name"`
	// Description says what the policy is for.
	Description string `yaml:"description"`
	// Labels maps a label ("Name:Patient") or a label group ("name") to
	// its rule; a label's own entry wins over its group's.
	Labels map[string]Rule `yaml:"labels"`
	// Default applies to labels with no entry.
	Default Rule `yaml:"default"`
	// Fallback is the placeholder style for spans an operator cannot
	// transform: "numbered" or "label" ("[Date]").
	Fallback string `yaml:"fallback"`
	// Shift configures date shifting.
	Shift ShiftConfig `yaml:"shift"`
	// Metadata is "strip" (drop patient and caregiver records, key the
	// patient and stay ids, shift the document date) or "keep".
	Metadata string `yaml:"metadata"`

	// Source is where the policy came from ("builtin:meddeid" or a path).
	Source string `yaml:"-"`
}

//go:embed policies/*.yaml
var builtinFS embed.FS

// Builtins lists the names of the embedded policies, sorted.
func Builtins() []string {
	ents, err := builtinFS.ReadDir("policies")
	if err != nil {
		panic(err) // embedded at build time
	}
	var out []string
	for _, e := range ents {
		out = append(out, strings.TrimSuffix(e.Name(), ".yaml"))
	}
	sort.Strings(out)
	return out
}

// DefaultPolicy is the name of the policy used when none is given.
const DefaultPolicy = "meddeid"

// LoadPolicy returns the built-in policy called nameOrFile, or else reads
// the YAML file at that path. Errors name the file and the offending key.
func LoadPolicy(nameOrFile string) (*Policy, error) {
	if nameOrFile == "" {
		nameOrFile = DefaultPolicy
	}
	if data, err := builtinFS.ReadFile("policies/" + nameOrFile + ".yaml"); err == nil && !strings.ContainsAny(nameOrFile, "/\\.") {
		return ParsePolicy(data, "builtin:"+nameOrFile)
	}
	data, err := os.ReadFile(nameOrFile)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("pseudo: policy %q: neither a built-in policy (%s) nor a file", nameOrFile, strings.Join(Builtins(), ", "))
		}
		return nil, fmt.Errorf("pseudo: policy: %w", err)
	}
	return ParsePolicy(data, nameOrFile)
}

// ParsePolicy decodes and validates a policy; source names it in errors.
func ParsePolicy(data []byte, source string) (*Policy, error) {
	var p Policy
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&p); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("pseudo: policy %s: empty file", source)
		}
		return nil, fmt.Errorf("pseudo: policy %s: %w", source, err)
	}
	p.Source = source
	if err := p.validate(); err != nil {
		return nil, fmt.Errorf("pseudo: policy %s: %w", source, err)
	}
	return &p, nil
}

var groups = func() map[string]bool {
	m := map[string]bool{}
	for _, l := range taxonomy.Labels() {
		m[l.Group] = true
	}
	return m
}()

var tagRE = regexp.MustCompile(`^[A-Z][A-Z0-9_-]*$`)

func (p *Policy) validate() error {
	if p.Name == "" {
		return errors.New("name: missing")
	}
	switch p.Fallback {
	case "":
		p.Fallback = "numbered"
	case "numbered", "label":
	default:
		return fmt.Errorf("fallback: %q: want numbered or label", p.Fallback)
	}
	switch p.Metadata {
	case "":
		p.Metadata = "strip"
	case "strip", "keep":
	default:
		return fmt.Errorf("metadata: %q: want strip or keep", p.Metadata)
	}
	if err := p.Shift.validate(); err != nil {
		return err
	}
	if p.Default.Operator == "" {
		p.Default.Operator = OpPlaceholder
	}
	if err := p.Default.validate("default", ""); err != nil {
		return err
	}
	keys := make([]string, 0, len(p.Labels))
	for k := range p.Labels {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		group := k
		if l, ok := taxonomy.Lookup(k); ok {
			group = l.Group
		} else if !groups[k] {
			return fmt.Errorf("labels.%s: not a label or label group (labels: %s)", k, strings.Join(taxonomy.LabelNames(), ", "))
		}
		r := p.Labels[k]
		if err := r.validate("labels."+k, group); err != nil {
			return err
		}
	}
	return nil
}

func (c *ShiftConfig) validate() error {
	if c.MinDays == 0 && c.MaxDays == 0 {
		c.MinDays, c.MaxDays = 366, 1095
	}
	if c.MinDays < 1 || c.MaxDays < c.MinDays || c.MaxDays > 36500 {
		return fmt.Errorf("shift: min_days %d, max_days %d: want 1 ≤ min_days ≤ max_days ≤ 36500", c.MinDays, c.MaxDays)
	}
	if c.PreserveWeekday && (c.MaxDays/7)*7 < c.MinDays {
		return fmt.Errorf("shift: no multiple of 7 between min_days %d and max_days %d", c.MinDays, c.MaxDays)
	}
	switch c.Scope {
	case "":
		c.Scope = "patient"
	case "patient", "stay", "document":
	default:
		return fmt.Errorf("shift.scope: %q: want patient, stay or document", c.Scope)
	}
	return nil
}

// validate checks a rule for a label group ("" for the default rule).
func (r *Rule) validate(key, group string) error {
	bad := func(field, why string) error { return fmt.Errorf("%s.%s: %s", key, field, why) }
	switch r.Operator {
	case OpPlaceholder, OpKeep:
	case OpMask:
		if r.Char == "" {
			r.Char = "*"
		}
		if utf8.RuneCountInString(r.Char) != 1 {
			return bad("char", "want exactly one character")
		}
	case OpSurrogate:
		if group == "date" || group == "age" {
			return bad("operator", "surrogate does not apply to dates and ages; use shift or generalise")
		}
	case OpShift:
		if group != "date" && group != "age" {
			return bad("operator", "shift applies to Date and Age_Birthdate only")
		}
	case OpGeneralise:
		switch group {
		case "date":
			if r.Keep != "year" {
				return bad("keep", `generalise on dates needs keep: year`)
			}
		case "age":
			if r.TopAge < 0 {
				return bad("top_age", "must not be negative")
			}
			if r.TopAge > 0 && len(r.TopLabel) == 0 {
				return bad("top_label", "top_age needs top_label texts by language")
			}
			if r.AgeTable != nil {
				if r.TopAge > 0 {
					return bad("age_table", "not used with top_age (top-coded ages are kept as written); drop one of them")
				}
				if err := validateAgeTable(key+".age_table", r.AgeTable); err != nil {
					return err
				}
			}
		case "address":
			if !r.ZIP3 {
				return bad("zip3", "generalise on addresses needs zip3: true")
			}
			for _, z := range r.RestrictedZIP3 {
				if len(z) != 3 || strings.Trim(z, "0123456789") != "" {
					return bad("restricted_zip3", "want 3-digit prefixes")
				}
			}
		default:
			return bad("operator", "generalise applies to dates, ages and addresses only")
		}
	case "":
		return bad("operator", "missing")
	default:
		return bad("operator", fmt.Sprintf("unknown operator %q (want placeholder, mask, surrogate, shift, generalise or keep)", r.Operator))
	}
	if r.AgeTable != nil && (r.Operator != OpGeneralise || group != "age") {
		return bad("age_table", "applies to generalise on Age_Birthdate only")
	}
	if r.Tag != "" && !tagRE.MatchString(r.Tag) {
		return bad("tag", "want upper-case letters, digits, '-' or '_'")
	}
	return nil
}

// Rule returns the rule for a label: its own entry, else its group's,
// else the default.
func (p *Policy) Rule(label string) Rule {
	if r, ok := p.Labels[label]; ok {
		return r
	}
	if l, ok := taxonomy.Lookup(label); ok {
		if r, ok := p.Labels[l.Group]; ok {
			return r
		}
	}
	return p.Default
}

// uses reports whether any rule uses op.
func (p *Policy) uses(op Operator) bool {
	if p.Default.Operator == op {
		return true
	}
	for _, r := range p.Labels {
		if r.Operator == op {
			return true
		}
	}
	return false
}
