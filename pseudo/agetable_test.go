package pseudo

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// TestAgeTablePolicy: a policy's age_table changes how a 15-year-old's
// birth date and expressed age are rendered; adults are unaffected.
func TestAgeTablePolicy(t *testing.T) {
	text := "Kind geb. 02/03/2009, nu 15 jaar en 4 maanden; moeder 45 jaar."
	spans := [][2]string{{"02/03/2009", "Age_Birthdate"}, {"15 jaar en 4 maanden", "Age_Birthdate"}, {"45 jaar", "Age_Birthdate"}}
	run := func(policy string) []string {
		t.Helper()
		pol, err := LoadPolicy(policy)
		if err != nil {
			t.Fatal(err)
		}
		p, err := New(Options{Policy: pol})
		if err != nil {
			t.Fatal(err)
		}
		d := doc(text, `{"document_creation_date":"2025-01-15"}`, spans...)
		if _, err := p.Apply(context.Background(), d); err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, s := range d.Spans {
			out = append(out, *s.Replacement)
		}
		return out
	}
	// The built-in placeholders policy has no generalise rule; a copy of
	// the age rule without a table is Table S10b.
	def := run(filepath.Join("testdata", "age-table-default.yaml"))
	custom := run(filepath.Join("testdata", "age-table.yaml"))
	wantDef := []string{"15 jaar", "15 jaar", "45 jaar"}
	wantCustom := []string{"15 jaar en 10 maanden", "15 jaar en 4 maanden", "45 jaar"}
	if strings.Join(def, "|") != strings.Join(wantDef, "|") {
		t.Errorf("Table S10b: %q, want %q", def, wantDef)
	}
	if strings.Join(custom, "|") != strings.Join(wantCustom, "|") {
		t.Errorf("age_table: %q, want %q", custom, wantCustom)
	}
	pol, err := LoadPolicy(filepath.Join("testdata", "age-table.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if got := pol.Rule("Age_Birthdate").AgeTable; len(got) != 6 || got[4].Below.Years != 18 || strings.Join(got[4].Units, ",") != "year,month" {
		t.Errorf("decoded table: %+v", got)
	}
	if meddeid, _ := LoadPolicy("meddeid"); meddeid.Rule("Age_Birthdate").AgeTable != nil {
		t.Error("built-in meddeid policy must use Table S10b (no age_table)")
	}
}

func TestBadAgeTables(t *testing.T) {
	const head = "name: x\nlabels:\n  Age_Birthdate:\n    operator: generalise\n    age_table: "
	tests := []struct{ table, want string }{
		{"[]", "labels.Age_Birthdate.age_table: empty"},
		{"[{units: [year]}, {max_days: 28, units: [day]}]", "labels.Age_Birthdate.age_table[0]: a band without max_days or below holds every age, so it must be the last"},
		{"[{max_days: 28, units: [day]}]", "labels.Age_Birthdate.age_table[0]: the last band must have no max_days or below"},
		{"[{below: {years: 2}, units: [month]}, {max_days: 90, units: [day]}, {units: [year]}]", "labels.Age_Birthdate.age_table[1]: bound not above that of [0]; order bands youngest first"},
		{"[{max_days: 90, units: [day]}, {max_days: 90, units: [week]}, {units: [year]}]", "age_table[1]: bound not above"},
		{"[{max_days: 28, below: {months: 1}, units: [day]}, {units: [year]}]", "age_table[0]: give max_days or below, not both"},
		{"[{max_days: -1, units: [day]}, {units: [year]}]", "age_table[0]: max_days and below must not be negative"},
		{"[{max_days: 28}, {units: [year]}]", "age_table[0].units: missing"},
		{"[{max_days: 28, units: [day, week]}, {units: [year]}]", "age_table[0].units: day, week: want each unit once, largest first"},
		{"[{max_days: 28, units: [day]}, {units: [year, year]}]", "age_table[1].units: year, year: want each unit once"},
		{"[{max_days: 28, units: [fortnight]}, {units: [year]}]", `age_table[0].units: unknown unit "fortnight"`},
		{"[{max_days: 28, units: [day], keep: x}, {units: [year]}]", "field keep not found"},
	}
	for _, tt := range tests {
		_, err := ParsePolicy([]byte(head+tt.table+"\n"), "mem.yaml")
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "mem.yaml") {
			t.Errorf("%s: error %v, want it to name mem.yaml and contain %q", tt.table, err, tt.want)
		}
	}
	other := []struct{ yaml, want string }{
		{"name: x\nlabels:\n  Date: {operator: generalise, keep: year, age_table: [{units: [year]}]}\n", "labels.Date.age_table: applies to generalise on Age_Birthdate only"},
		{"name: x\nlabels:\n  Age_Birthdate: {operator: shift, age_table: [{units: [year]}]}\n", "labels.Age_Birthdate.age_table: applies to generalise on Age_Birthdate only"},
		{"name: x\nlabels:\n  Age_Birthdate: {operator: generalise, top_age: 89, top_label: {en: old}, age_table: [{units: [year]}]}\n", "labels.Age_Birthdate.age_table: not used with top_age"},
	}
	for _, tt := range other {
		_, err := ParsePolicy([]byte(tt.yaml), "mem.yaml")
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "mem.yaml") {
			t.Errorf("%q: error %v, want %q", tt.yaml, err, tt.want)
		}
	}
	if _, err := ParsePolicy([]byte(head+"[{units: [year]}]\n"), "mem.yaml"); err != nil {
		t.Errorf("one catch-all band: %v", err)
	}
}
