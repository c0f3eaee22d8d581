package document

import (
	"bytes"
	"encoding/json"
	"unicode/utf8"
)

// Member is one "key": value pair of a JSON object: the key decoded, the
// value as written (without the white space around it).
type Member struct {
	Key   string
	Value json.RawMessage
}

// ObjectMembers appends the members of the JSON object raw to out, in
// input order and with duplicates, keys decoded as encoding/json decodes
// them and values aliasing raw. ok is false when raw is not valid JSON
// or not an object (white space around it is allowed). It reads an
// object as json.Unmarshal into a map[string]json.RawMessage does
// (where the last of duplicate keys wins), at a fraction of the cost.
func ObjectMembers(raw []byte, out []Member) (members []Member, ok bool) {
	b := trimSpace(raw)
	if len(b) == 0 || b[0] != '{' || !validJSON(b) {
		return out, false
	}
	return objectMembers(b, out), true
}

// ValidObjectMembers is ObjectMembers for raw already known to be valid
// JSON, such as a value that ObjectMembers or ArrayElements returned: it
// skips the validation. ok is false when raw is not an object.
func ValidObjectMembers(raw []byte, out []Member) (members []Member, ok bool) {
	b := trimSpace(raw)
	if len(b) == 0 || b[0] != '{' {
		return out, false
	}
	return objectMembers(b, out), true
}

// objectMembers appends the members of the valid JSON object b (without
// white space around it) to out.
func objectMembers(b []byte, out []Member) []Member {
	eachMember(b, func(key, val []byte) {
		k, _ := DecodeString(key)
		out = append(out, Member{Key: k, Value: val})
	})
	return out
}

// ArrayElements appends the elements of the JSON array raw to out, as
// written and aliasing raw; ok is false when raw is not valid JSON or
// not an array (white space around it is allowed).
func ArrayElements(raw []byte, out []json.RawMessage) (elems []json.RawMessage, ok bool) {
	b := trimSpace(raw)
	if len(b) == 0 || b[0] != '[' || !validJSON(b) {
		return out, false
	}
	return arrayElements(b, out), true
}

// ValidArrayElements is ArrayElements for raw already known to be valid
// JSON, such as a value that ObjectMembers or ArrayElements returned: it
// skips the validation. ok is false when raw is not an array.
func ValidArrayElements(raw []byte, out []json.RawMessage) (elems []json.RawMessage, ok bool) {
	b := trimSpace(raw)
	if len(b) == 0 || b[0] != '[' {
		return out, false
	}
	return arrayElements(b, out), true
}

// arrayElements appends the elements of the valid JSON array b (without
// white space around it) to out.
func arrayElements(b []byte, out []json.RawMessage) []json.RawMessage {
	eachElement(b, func(v []byte) { out = append(out, v) })
	return out
}

// DecodeString decodes a valid JSON string literal (with its quotes) as
// encoding/json does, invalid UTF-8 included; ok is false when raw is
// not a string literal (raw must be valid JSON).
func DecodeString(raw []byte) (s string, ok bool) {
	if len(raw) < 2 || raw[0] != '"' {
		return "", false
	}
	body := raw[1 : len(raw)-1]
	if bytes.IndexByte(body, '\\') < 0 && utf8.Valid(body) {
		return string(body), true
	}
	if json.Unmarshal(raw, &s) != nil {
		return "", false
	}
	return s, true
}
