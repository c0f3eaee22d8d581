package taxonomy

import (
	"slices"
	"strings"
	"testing"
)

func TestLabels(t *testing.T) {
	names := LabelNames()
	if len(names) != 15 {
		t.Fatalf("got %d labels, want 15", len(names))
	}
	want := []string{NamePatient, NameCaregiver, NameOther, AddressPatient, AddressCaregiver, AddressOther,
		OrganizationHealthcare, OrganizationOther, Date, AgeBirthdate, Profession, Contactdetails,
		IDPatient, IDCaregiver, AnonymizeOther}
	if !slices.Equal(names, want) {
		t.Errorf("labels = %v, want %v", names, want)
	}
	if got := StructuredLabels(); !slices.Equal(got, []string{Date, AgeBirthdate, Contactdetails, IDPatient, IDCaregiver}) {
		t.Errorf("structured = %v", got)
	}
}

func TestIsCore(t *testing.T) {
	tests := []struct {
		cat  string
		core bool
	}{
		{"formatting", false}, {"additional_info", false}, {"medical_info", false}, {"title", false}, {"time", false},
		{"givenName", true}, {"familyName", true}, {"postal_code", true}, {"public_phone", true}, {"day", true},
		{"age_year", true}, {"hospital_location", true},
		{"some_future_category", true}, // the contract: every other category is core
	}
	for _, tt := range tests {
		if got := IsCore(tt.cat); got != tt.core {
			t.Errorf("IsCore(%q) = %v, want %v", tt.cat, got, tt.core)
		}
	}
}

func TestSortLabels(t *testing.T) {
	in := []string{"Zeta", Date, NamePatient, "Alpha", IDCaregiver}
	SortLabels(in)
	want := []string{NamePatient, Date, IDCaregiver, "Alpha", "Zeta"}
	if !slices.Equal(in, want) {
		t.Errorf("SortLabels = %v, want %v", in, want)
	}
}

// TestMappingsForward checks ours → theirs: every label has a row, every
// row is a declared target (or "" for not covered), and mapping back gives
// a label of the same family (age folds into date where a scheme has no age).
func TestMappingsForward(t *testing.T) {
	compatible := map[[2]string]bool{{"age", "date"}: true}
	for _, name := range Mappings() {
		m, err := GetMapping(name)
		if err != nil {
			t.Fatal(err)
		}
		for key, target := range m.To {
			label, _, _ := strings.Cut(key, "/")
			if !Valid(label) {
				t.Errorf("%s: row %q: unknown label", name, key)
			}
			if target != "" && !slices.Contains(m.Targets, target) {
				t.Errorf("%s: row %q → %q: not a declared target", name, key, target)
			}
		}
		for _, l := range Labels() {
			if _, ok := m.To[l.Name]; !ok {
				t.Errorf("%s: no row for label %s", name, l.Name)
				continue
			}
			target, ok := m.Map(l.Name, "")
			if !ok {
				continue // declared as not covered
			}
			back, _, ok := m.Inverse(target)
			if !ok {
				t.Errorf("%s: %s → %s has no inverse", name, l.Name, target)
				continue
			}
			bl, _ := Lookup(back)
			if bl.Group != l.Group && !compatible[[2]string{l.Group, bl.Group}] {
				t.Errorf("%s: %s → %s → %s changes family %s → %s", name, l.Name, target, back, l.Group, bl.Group)
			}
		}
	}
}

// TestMappingsInverse checks theirs → ours → theirs is the identity for
// every target label of every scheme.
func TestMappingsInverse(t *testing.T) {
	for _, name := range Mappings() {
		m, _ := GetMapping(name)
		if len(m.Targets) == 0 {
			t.Errorf("%s: no targets", name)
		}
		for _, target := range m.Targets {
			label, kind, ok := m.Inverse(target)
			if !ok {
				t.Errorf("%s: target %q has no inverse", name, target)
				continue
			}
			if !Valid(label) {
				t.Errorf("%s: %q → unknown label %q", name, target, label)
			}
			if got, ok := m.Map(label, kind); !ok || got != target {
				t.Errorf("%s: %q → %s/%s → %q, want round trip", name, target, label, kind, got)
			}
		}
		if len(m.From) != len(m.Targets) {
			t.Errorf("%s: %d inverse rows for %d targets", name, len(m.From), len(m.Targets))
		}
	}
}

func TestMapExamples(t *testing.T) {
	tests := []struct {
		scheme, label, kind, want string
		ok                        bool
	}{
		{"meddies-pii", NameCaregiver, "", "PERSON", true},
		{"meddies-pii", Contactdetails, "email", "EMAIL", true},
		{"meddies-pii", Contactdetails, "", "PHONE", true},
		{"meddies-pii", Profession, "", "", false},
		{"i2b2-2014", NameCaregiver, "", "NAME/DOCTOR", true},
		{"i2b2-2014", Contactdetails, "nonexistent-kind", "CONTACT/PHONE", true},
		{"hipaa", AgeBirthdate, "", "C-dates", true},
		{"hipaa", OrganizationHealthcare, "", "", false},
		{"hipaa", IDPatient, "national", "G-ssn", true},
	}
	for _, tt := range tests {
		m, err := GetMapping(tt.scheme)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := m.Map(tt.label, tt.kind)
		if got != tt.want || ok != tt.ok {
			t.Errorf("%s.Map(%s,%s) = %q,%v want %q,%v", tt.scheme, tt.label, tt.kind, got, ok, tt.want, tt.ok)
		}
	}
	if _, err := GetMapping("nope"); err == nil {
		t.Error("GetMapping(nope): want error")
	}
}
