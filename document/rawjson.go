package document

import (
	"bytes"
	"unicode/utf16"
	"unicode/utf8"
)

// This file splits JSON already checked with validJSON (json.Valid's
// rules) into object members and array elements without decoding
// values, so that one record is validated once and each value is touched
// only when its field is used. Every function here assumes valid JSON.

// member is one "key": value pair of an object; val is the raw value.
type member struct {
	key string
	val []byte
}

// object is the members of a JSON object in input order.
type object []member

// get returns the raw value of key; with duplicate keys the last wins, as
// in encoding/json.
func (o object) get(key string) ([]byte, bool) {
	for i := len(o) - 1; i >= 0; i-- {
		if o[i].key == key {
			return o[i].val, true
		}
	}
	return nil, false
}

// present returns the raw value of key when it is there and not null.
func (o object) present(key string) ([]byte, bool) {
	v, ok := o.get(key)
	if !ok || isNull(v) {
		return nil, false
	}
	return v, true
}

func isNull(raw []byte) bool { return string(raw) == "null" }

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func skipSpace(b []byte, i int) int {
	for i < len(b) && isSpace(b[i]) {
		i++
	}
	return i
}

// trimSpace strips JSON whitespace around a value.
func trimSpace(b []byte) []byte {
	i, j := 0, len(b)
	for i < j && isSpace(b[i]) {
		i++
	}
	for j > i && isSpace(b[j-1]) {
		j--
	}
	return b[i:j]
}

// stringEnd returns the index after the closing quote of the string that
// starts at b[i] == '"'.
func stringEnd(b []byte, i int) int {
	for j := i + 1; j < len(b); {
		k := bytes.IndexByte(b[j:], '"')
		if k < 0 {
			return len(b)
		}
		j += k
		// the quote is escaped when an odd run of backslashes precedes it
		bs := 0
		for p := j - 1; p > i && b[p] == '\\'; p-- {
			bs++
		}
		if bs%2 == 0 {
			return j + 1
		}
		j++
	}
	return len(b)
}

// valueEnd returns the index after the value that starts at b[i].
func valueEnd(b []byte, i int) int {
	switch b[i] {
	case '"':
		return stringEnd(b, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(b); j++ {
			switch b[j] {
			case '"':
				j = stringEnd(b, j) - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1
				}
			}
		}
		return len(b)
	default: // number, true, false, null
		j := i
		for j < len(b) && !isSpace(b[j]) && b[j] != ',' && b[j] != '}' && b[j] != ']' {
			j++
		}
		return j
	}
}

// members appends the members of a valid JSON object value to out.
func members(out object, b []byte) object {
	eachMember(b, func(key, val []byte) { out = append(out, member{key: keyString(key), val: val}) })
	return out
}

// elements appends the raw elements of a valid JSON array value to out.
func elements(out [][]byte, b []byte) [][]byte {
	eachElement(b, func(v []byte) { out = append(out, v) })
	return out
}

// eachMember calls f with the quoted key and the raw value (without the
// white space around it) of each member of the valid JSON object b, in
// input order.
func eachMember(b []byte, f func(key, val []byte)) {
	i := skipSpace(b, 1) // after '{'
	for i < len(b) && b[i] == '"' {
		kend := stringEnd(b, i)
		key := b[i:kend]
		i = skipSpace(b, kend) + 1 // after ':'
		i = skipSpace(b, i)
		vend := valueEnd(b, i)
		f(key, b[i:vend])
		i = skipSpace(b, vend)
		if i < len(b) && b[i] == ',' {
			i = skipSpace(b, i+1)
		}
	}
}

// eachElement calls f with each raw element of the valid JSON array b,
// in order.
func eachElement(b []byte, f func(val []byte)) {
	i := skipSpace(b, 1) // after '['
	for i < len(b) && b[i] != ']' {
		end := valueEnd(b, i)
		f(b[i:end])
		i = skipSpace(b, end)
		if i < len(b) && b[i] == ',' {
			i = skipSpace(b, i+1)
		}
	}
}

// keyString returns the decoded key of a quoted member name, without
// allocating for the contract's own field names.
func keyString(raw []byte) string {
	switch string(raw[1 : len(raw)-1]) {
	case keyDocumentID:
		return keyDocumentID
	case keyText:
		return keyText
	case keyLanguage:
		return keyLanguage
	case keyMetadata:
		return keyMetadata
	case keySpans:
		return keySpans
	case keyBegin:
		return keyBegin
	case keyEnd:
		return keyEnd
	case keyLabel:
		return keyLabel
	case keyScore:
		return keyScore
	case keySource:
		return keySource
	case keySubannotations:
		return keySubannotations
	case keyCategory:
		return keyCategory
	}
	return unquote(raw)
}

// unquote decodes a valid JSON string literal (with its quotes) as
// encoding/json does: escapes resolved, surrogate pairs joined, a lone
// surrogate replaced by U+FFFD. It does not check UTF-8.
func unquote(raw []byte) string {
	body := raw[1 : len(raw)-1]
	k := bytes.IndexByte(body, '\\')
	if k < 0 {
		return string(body)
	}
	buf := make([]byte, 0, len(body))
	buf = append(buf, body[:k]...)
	for i := k; i < len(body); {
		if body[i] != '\\' {
			j := bytes.IndexByte(body[i:], '\\')
			if j < 0 {
				buf = append(buf, body[i:]...)
				break
			}
			buf = append(buf, body[i:i+j]...)
			i += j
			continue
		}
		c := body[i+1]
		i += 2
		switch c {
		case 'b':
			buf = append(buf, '\b')
		case 'f':
			buf = append(buf, '\f')
		case 'n':
			buf = append(buf, '\n')
		case 'r':
			buf = append(buf, '\r')
		case 't':
			buf = append(buf, '\t')
		case 'u':
			r := hex4(body[i:])
			i += 4
			if utf16.IsSurrogate(r) {
				r2 := rune(-1)
				if i+6 <= len(body) && body[i] == '\\' && body[i+1] == 'u' {
					r2 = hex4(body[i+2:])
				}
				if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
					r = dec
					i += 6
				} else {
					r = utf8.RuneError
				}
			}
			buf = utf8.AppendRune(buf, r)
		default: // '"', '\\', '/'
			buf = append(buf, c)
		}
	}
	return string(buf)
}

// hex4 decodes four hex digits (valid JSON guarantees them).
func hex4(b []byte) rune {
	var r rune
	for _, c := range b[:4] {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c = c - 'a' + 10
		default:
			c = c - 'A' + 10
		}
		r = r<<4 | rune(c)
	}
	return r
}

// parseInt parses a JSON integer (no fraction or exponent) up to 18 digits.
func parseInt(raw []byte) (int64, bool) {
	neg := len(raw) > 0 && raw[0] == '-'
	digits := raw
	if neg {
		digits = raw[1:]
	}
	if len(digits) == 0 || len(digits) > 18 {
		return 0, false
	}
	var v int64
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int64(c-'0')
	}
	if neg {
		v = -v
	}
	return v, true
}
