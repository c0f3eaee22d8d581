package document

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
)

// TestObjectMembers checks ObjectMembers against json.Unmarshal into a
// map of raw messages, and DecodeString against json.Unmarshal into a
// string.
func TestObjectMembers(t *testing.T) {
	for _, raw := range []string{
		`{}`, ` { } `, `{"a":1}`, `{"a" : "x" , "b":[1, {"c":"}"}], "d":null}`, `{"a":1,"a":2}`,
		`{"k\u00e9y":"v\"\\\/\n","\ud83d\ude00":true}`, "{\"bad\xff\":\"v\xfe\"}", `{"lone":"\ud800x"}`,
		`{"patient":{"given_name":"Jan","family_name":"Peeters"},"patient_id":"P 001","n":-1.5e3}`,
		"\n{\"a\":\"x y\"}\t", `[]`, `"x"`, `5`, `null`, `{`, `{"a":}`, `{"a":1,}`, ``, `{"a":1}x`,
	} {
		got, ok := ObjectMembers([]byte(raw), nil)
		var want map[string]json.RawMessage
		err := json.Unmarshal([]byte(raw), &want)
		isObject := err == nil && want != nil
		if ok != isObject {
			t.Errorf("ObjectMembers(%q) ok = %v, Unmarshal: %v, %v", raw, ok, want, err)
			continue
		}
		if vgot, vok := ValidObjectMembers([]byte(raw), nil); err == nil && (vok != ok || !slices.EqualFunc(vgot, got, func(a, b Member) bool { return a.Key == b.Key && slices.Equal(a.Value, b.Value) })) {
			t.Errorf("ValidObjectMembers(%q) = %q, %v, want %q, %v", raw, vgot, vok, got, ok)
		}
		if !ok {
			continue
		}
		m := map[string]json.RawMessage{}
		for _, mb := range got {
			m[mb.Key] = mb.Value
		}
		if !maps.EqualFunc(m, want, func(a, b json.RawMessage) bool { return slices.Equal(a, b) }) {
			t.Errorf("ObjectMembers(%q) = %q, want %q", raw, m, want)
		}
		for _, v := range m {
			var s string
			err := json.Unmarshal(v, &s)
			got, ok := DecodeString(v)
			if isString := err == nil && v[0] == '"'; ok != isString || ok && got != s {
				t.Errorf("DecodeString(%q) = %q, %v, want %q, %v", v, got, ok, s, err)
			}
		}
	}
}

// TestArrayElements checks ArrayElements against json.Unmarshal into a
// slice of raw messages.
func TestArrayElements(t *testing.T) {
	for _, raw := range []string{
		`[]`, ` [ ] `, `[1]`, `[ "a" , {"b":[1,"]"]}, null, true, -2.5 ]`, "[\"x\\\"]\"]", `{}`, `"x"`, `null`, `[`, `[1,]`, ``,
	} {
		got, ok := ArrayElements([]byte(raw), nil)
		var want []json.RawMessage
		err := json.Unmarshal([]byte(raw), &want)
		if isArray := err == nil && want != nil; ok != isArray {
			t.Errorf("ArrayElements(%q) ok = %v, Unmarshal: %q, %v", raw, ok, want, err)
			continue
		}
		if vgot, vok := ValidArrayElements([]byte(raw), nil); err == nil && (vok != ok || !slices.EqualFunc(vgot, got, func(a, b json.RawMessage) bool { return slices.Equal(a, b) })) {
			t.Errorf("ValidArrayElements(%q) = %q, %v, want %q, %v", raw, vgot, vok, got, ok)
		}
		if ok && !slices.EqualFunc(got, want, func(a, b json.RawMessage) bool { return slices.Equal(a, b) }) {
			t.Errorf("ArrayElements(%q) = %q, want %q", raw, got, want)
		}
	}
}

// FuzzObjectMembers checks ObjectMembers, which validates and splits in
// one pass, against validJSON followed by objectMembers.
func FuzzObjectMembers(f *testing.F) {
	for _, s := range validSeeds {
		f.Add([]byte(s))
		f.Add([]byte(`{"k":` + s + `}`))
		f.Add([]byte(`{"a":1, "k" : ` + s + ` ,"z":[]}`))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		got, ok := ObjectMembers(raw, nil)
		b := trimSpace(raw)
		wantOK := len(b) > 0 && b[0] == '{' && validJSON(b)
		if ok != wantOK {
			t.Fatalf("ObjectMembers(%q) ok = %v, want %v", raw, ok, wantOK)
		}
		if !ok {
			if len(got) != 0 {
				t.Fatalf("ObjectMembers(%q) failed with members %q", raw, got)
			}
			return
		}
		if want := objectMembers(b, nil); !slices.EqualFunc(got, want, func(a, b Member) bool { return a.Key == b.Key && slices.Equal(a.Value, b.Value) }) {
			t.Fatalf("ObjectMembers(%q) = %q, want %q", raw, got, want)
		}
	})
}

// TestMemberKey checks memberKey, which returns cached names, against
// DecodeString, over names that decode alike from other bytes and names
// that hash to the same slot.
func TestMemberKey(t *testing.T) {
	keys := []string{`"ab"`, `"a\u0062"`, `"ab"`, "\"\xff\"", `"\ufffd"`, "\"\xff\"", `""`, `"patient_id"`, `"patient_id"`,
		`"` + strings.Repeat("k", maxCachedKey) + `"`, `"` + strings.Repeat("k", maxCachedKey+1) + `"`, `"é"`, `"\u00e9"`, `"é"`}
	for i := range 600 { // more names than slots
		keys = append(keys, fmt.Sprintf(`"key%d"`, i%300))
	}
	for round := range 2 {
		for _, k := range keys {
			want, _ := DecodeString([]byte(k))
			if got := memberKey([]byte(k)); got != want {
				t.Errorf("round %d: memberKey(%q) = %q, want %q", round, k, got, want)
			}
		}
	}
}
