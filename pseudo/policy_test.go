package pseudo

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestBuiltinPolicies(t *testing.T) {
	want := []string{"gdpr-strict", "hipaa-safe-harbor", "meddeid", "placeholders"}
	if got := strings.Join(Builtins(), ","); got != strings.Join(want, ",") {
		t.Fatalf("Builtins() = %s", got)
	}
	tests := []struct {
		policy, label string
		op            Operator
	}{
		{"meddeid", "Name:Patient", OpSurrogate},
		{"meddeid", "Contactdetails", OpSurrogate},
		{"meddeid", "ID:Caregiver", OpSurrogate},
		{"meddeid", "Date", OpShift},
		{"meddeid", "Age_Birthdate", OpGeneralise},
		{"meddeid", "Profession", OpPlaceholder},
		{"placeholders", "Date", OpPlaceholder},
		{"gdpr-strict", "Name:Caregiver", OpPlaceholder},
		{"gdpr-strict", "ID:Patient", OpSurrogate},
		{"hipaa-safe-harbor", "Date", OpGeneralise},
		{"hipaa-safe-harbor", "Address_Location:Other", OpGeneralise},
		{"hipaa-safe-harbor", "Name:Patient", OpPlaceholder},
	}
	for _, tt := range tests {
		p, err := LoadPolicy(tt.policy)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Rule(tt.label).Operator; got != tt.op {
			t.Errorf("%s %s: %s, want %s", tt.policy, tt.label, got, tt.op)
		}
	}
	p, _ := LoadPolicy("")
	if p.Name != "meddeid" || p.Shift.MinDays != 366 || p.Shift.MaxDays != 1095 || p.Shift.Scope != "patient" {
		t.Errorf("default policy: %+v", p.Shift)
	}
	if !p.Rule("Name:Patient").Numbered && p.Fallback != "numbered" {
		t.Error("meddeid names must fall back to numbered placeholders")
	}
}

func TestUserPolicy(t *testing.T) {
	p, err := LoadPolicy(filepath.Join("testdata", "custom.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if r := p.Rule("Name:Patient"); r.Operator != OpMask || r.Char != "#" {
		t.Errorf("label entry: %+v", r)
	}
	if r := p.Rule("Name:Caregiver"); r.Tag != "NAAM" {
		t.Errorf("group entry: %+v", r)
	}
	if r := p.Rule("Profession"); r.Operator != OpPlaceholder || r.Numbered {
		t.Errorf("default: %+v", r)
	}
}

func TestBadPolicies(t *testing.T) {
	tests := []struct{ file, want string }{
		{"bad-operator.yaml", `labels.Date.operator: unknown operator "scramble"`},
		{"bad-label.yaml", "labels.Nmae:Patient: not a label"},
		{"bad-field.yaml", "field days not found"},
		{"bad-shift.yaml", "labels.name.operator: shift applies to Date and Age_Birthdate only"},
		{"bad-age-table.yaml", `labels.Age_Birthdate.age_table[1].units: unknown unit "years"`},
		{"missing.yaml", "neither a built-in policy"},
	}
	for _, tt := range tests {
		path := filepath.Join("testdata", tt.file)
		_, err := LoadPolicy(path)
		if err == nil {
			t.Errorf("%s: want error", tt.file)
			continue
		}
		if !strings.Contains(err.Error(), tt.want) || (tt.file != "missing.yaml" && !strings.Contains(err.Error(), path)) {
			t.Errorf("%s: error %q, want it to name the file and contain %q", tt.file, err, tt.want)
		}
	}
	bad := []struct{ yaml, want string }{
		{"name: x\nshift: {min_days: 400, max_days: 300}\n", "shift: min_days 400"},
		{"name: x\nshift: {scope: ward}\n", "shift.scope"},
		{"name: x\nlabels: {Date: {operator: generalise}}\n", "labels.Date.keep"},
		{"name: x\nlabels: {Contactdetails: {operator: mask, char: ab}}\n", "labels.Contactdetails.char"},
		{"name: x\nlabels: {Date: {operator: surrogate}}\n", "labels.Date.operator"},
		{"labels: {}\n", "name: missing"},
		{"name: x\nfallback: original\n", "fallback"},
		{"", "empty file"},
	}
	for _, tt := range bad {
		_, err := ParsePolicy([]byte(tt.yaml), "mem.yaml")
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "mem.yaml") {
			t.Errorf("%q: error %v, want %q", tt.yaml, err, tt.want)
		}
	}
}
