package main

import (
	"strings"
	"testing"
)

// TestDeidentifyMetadata checks that the patient name in a record's
// metadata is marked by default, even where it is also a common word
// without context, and that --no-metadata leaves such a mention alone
// while the name recognizer still finds the one after a title.
func TestDeidentifyMetadata(t *testing.T) {
	rec := `{"document_id":"m1","language":"nl-BE","text":"Koning kwam op controle. Dhr. Koning stelt het goed.","metadata":{"patient":{"given_name":"Jozef","family_name":"Koning"}}}` + "\n"
	tests := []struct {
		args []string
		want bool
	}{
		{[]string{"deidentify", "--spans-only", "-"}, true},
		{[]string{"deidentify", "--spans-only", "--no-metadata", "-"}, false},
	}
	for _, tc := range tests {
		r := meddeid(t, rec, tc.args...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.args, r.code, r.stderr)
		}
		got := strings.Count(r.stdout, `"label":"Name:Patient"`)
		if tc.want && got != 2 {
			t.Errorf("%v: %d Name:Patient spans, want 2 (output %s)", tc.args, got, r.stdout)
		}
		if !tc.want && got != 1 {
			t.Errorf("%v: %d Name:Patient spans, want 1 (the titled mention)", tc.args, got)
		}
		if !strings.Contains(r.stdout, `"text":"Dhr. Koning"`) {
			t.Errorf("%v: title not included in the second mention: %s", tc.args, r.stdout)
		}
	}
}
