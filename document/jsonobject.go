package document

import (
	"bytes"
	"encoding/json"
	"hash/maphash"
	"sync/atomic"
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
	if len(b) == 0 || b[0] != '{' {
		return out, false
	}
	// validate and split in one pass, as validJSON and objectMembers
	// would in two
	members = out
	i := skipSpace(b, 1)
	if i < len(b) && b[i] == '}' {
		return out, i+1 == len(b)
	}
	for {
		if i >= len(b) || b[i] != '"' {
			return out, false
		}
		kend := validString(b, i)
		if kend < 0 {
			return out, false
		}
		v := skipSpace(b, kend)
		if v >= len(b) || b[v] != ':' {
			return out, false
		}
		if v = skipSpace(b, v+1); v >= len(b) {
			return out, false
		}
		vend := validElement(b, v, 1)
		if vend < 0 {
			return out, false
		}
		members = append(members, Member{Key: memberKey(b[i:kend]), Value: b[v:vend]})
		i = skipSpace(b, vend)
		switch {
		case i < len(b) && b[i] == ',':
			i = skipSpace(b, i+1)
		case i < len(b) && b[i] == '}':
			if i+1 != len(b) {
				return out, false
			}
			return members, true
		default:
			return out, false
		}
	}
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
		out = append(out, Member{Key: memberKey(key), Value: val})
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

// keyCache holds member names memberKey decoded, in slots picked by a
// hash of the name: the records of a stream repeat the same few metadata
// keys, which memberKey then returns without allocating. A slot is
// overwritten when another name hashes to it.
var (
	keyCache [256]atomic.Pointer[string]
	keySeed  = maphash.MakeSeed()
)

// maxCachedKey is the longest member name keyCache holds.
const maxCachedKey = 40

// memberKey decodes the quoted member name key (a valid JSON string) as
// DecodeString does.
func memberKey(key []byte) string {
	body := key[1 : len(key)-1]
	if len(body) > maxCachedKey {
		k, _ := DecodeString(key)
		return k
	}
	slot := &keyCache[maphash.Bytes(keySeed, body)%uint64(len(keyCache))]
	// a cached name is one that decoded to itself (no escapes, valid
	// UTF-8), so a name of the same bytes decodes to it too
	if p := slot.Load(); p != nil && *p == string(body) {
		return *p
	}
	k, _ := DecodeString(key)
	if k == string(body) {
		slot.Store(&k)
	}
	return k
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
