package postprocess

import (
	"reflect"
	"testing"

	"github.com/meddeid/meddeid/document"
)

// TestParseMetadataFast checks that the fast reading of metadata agrees
// with encoding/json wherever it answers.
func TestParseMetadataFast(t *testing.T) {
	for _, raw := range []string{
		`{}`,
		`{"patient":{"given_name":"Jan","family_name":"Peeters","birth_date":"1950-03-04","maiden_name":"Claes","middle_name":"P."}}`,
		`{"patient":{"given_name":"J\u00f6rg","family_name":"M\u00fcller \u003c","label":"Name:Other","x":[1,{"y":2}]},"patient_id":"P1"}`,
		`{"patient":null,"caregivers":null,"known_values":null}`,
		`{"patient":"x","caregivers":{},"known_values":"y"}`,
		`{"patient":{"given_name":5}}`,
		`{"patient":{"given_name":"A","given_name":null},"patient":{"family_name":"B"}}`,
		`{"caregivers":[{"given_name":"Anna","family_name":"Smit"},null,"x",5,{"family_name":["bad"]},{"family_name":"Vos","label":"Name:Other"}]}`,
		`{"known_values":["AB-123"," ",null,5,true,[1],{"text":"12 Main St."},{"text":"X","label":"ID:Patient"},{"text":" "},{"text":7},{"label":"L"}]}`,
		"{\"patient\":{\"given_name\":\"bad\xff\",\"family_name\":\"\\ud800\"}}",
		`{"Patient":{"given_name":"Jan"}}`,
		`{"patient":{"Given_Name":"Jan","family_name":"P"}}`,
		`{"known_values":[{"TEXT":"x"}]}`,
		`{"p\u00e4tient":1,"patient":{"family_name":"Q"}}`,
		"{\"pat\xc3\xa9\":1}",
		`{"patient":{"family_name":"P"}} x`,
		`{"patient":`,
		` {"patient":{"family_name":"P"}} `,
	} {
		b := []byte(raw)
		if len(b) > 0 && b[0] == ' ' {
			b = b[1:]
		}
		got, gok, handled := parseMetadataFast(b)
		want, wok := parseMetadataJSON(b)
		if !handled {
			t.Logf("not handled: %q", raw)
			continue
		}
		if gok != wok || !reflect.DeepEqual(got, want) {
			t.Errorf("parseMetadataFast(%q) = %+v, %v; want %+v, %v", raw, got, gok, want, wok)
		}
	}
}

// TestStrDecoderMatchesDecodeString checks the substring fast path of
// strDecoder against document.DecodeString, for literals inside the
// document and for ones that do not alias it.
func TestStrDecoderMatchesDecodeString(t *testing.T) {
	raw := []byte(`{"a":"Anna","b":"","c":"O\u2019Brien","d":"x\"y","e":"Zoë","f":null,"g":12,"h":"` + "\xff" + `"}`)
	ms, ok := document.ObjectMembers(raw, nil)
	if !ok {
		t.Fatal("not an object")
	}
	dec := strDecoder{raw: raw}
	for _, m := range ms {
		want, _ := document.DecodeString(m.Value)
		if got := dec.decode(m.Value); got != want {
			t.Errorf("%s: decode = %q, want %q", m.Key, got, want)
		}
		copied := append([]byte(nil), m.Value...) // not aliasing raw
		if got := dec.decode(copied); got != want {
			t.Errorf("%s (copy): decode = %q, want %q", m.Key, got, want)
		}
	}
}
