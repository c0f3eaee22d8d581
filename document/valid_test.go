package document

import (
	"encoding/json"
	"strings"
	"testing"
)

var validSeeds = []string{
	``, ` `, `{}`, ` { } `, `[]`, `[ ]`, `{"a":1}`, `{"a" : [1, 2.5, -3e+4, 0, -0.0E-1]}`,
	`{"a":1,}`, `{,}`, `{"a"}`, `{"a":}`, `{"a" 1}`, `{1:2}`, `[1,]`, `[,1]`, `[1 2]`, `{"a":1]`, `[1}`,
	`"x"`, `"\u00e9\n\"\\\/\b\f\r\t"`, `"\u00g0"`, `"\u12"`, `"\x"`, "\"a\tb\"", "\"a\x7fb\"", "\"\xff\xfe\"",
	`"unterminated`, `"ends in backslash\`, `01`, `-`, `-01`, `1.`, `1.e5`, `1e`, `1e+`, `.5`, `+1`, `1.5e3`,
	`true`, `false`, `null`, `tru`, `truex`, `nul`, `nulll`, `True`, `[true,false,null]`,
	`{"a":{"b":{"c":[{"d":null}]}}}`, `{"a":{"b":1}`, `{"a":1}}`, `[[[]]]`, `[[[]]`, `1 2`, "{\"a\":1}\n",
	"\t\r\n{\"metadata\":{\"patient_id\":\"P1\",\"document_creation_date\":\"2025-01-15\"}}\r\n", "\v1", "\u00a01",
	strings.Repeat("[", maxNesting) + strings.Repeat("]", maxNesting),
	strings.Repeat("[", maxNesting+1) + strings.Repeat("]", maxNesting+1),
	strings.Repeat(`{"a":`, maxNesting) + "1" + strings.Repeat("}", maxNesting),
	strings.Repeat(`{"a":`, maxNesting+1) + "1" + strings.Repeat("}", maxNesting+1),
	strings.Repeat("[", 200) + strings.Repeat("]", 199),
}

// TestValidJSON checks validJSON against json.Valid.
func TestValidJSON(t *testing.T) {
	for _, s := range validSeeds {
		if got, want := validJSON([]byte(s)), json.Valid([]byte(s)); got != want {
			t.Errorf("validJSON(%.60q) = %v, json.Valid says %v", s, got, want)
		}
	}
}

func FuzzValidJSON(f *testing.F) {
	for _, s := range validSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := validJSON(b), json.Valid(b); got != want {
			t.Fatalf("validJSON(%q) = %v, json.Valid says %v", b, got, want)
		}
	})
}
