package pseudo

import (
	"encoding/json"
	"slices"
	"strconv"
	"unicode/utf8"
)

// AppendJSON appends s to dst as json.Marshal encodes it (a nil s as
// null), without reflection.
func (s *Summary) AppendJSON(dst []byte) []byte {
	if s == nil {
		return append(dst, "null"...)
	}
	dst = append(dst, `{"documents":`...)
	dst = strconv.AppendInt(dst, int64(s.Documents), 10)
	dst = append(dst, `,"spans":`...)
	dst = strconv.AppendInt(dst, int64(s.Spans), 10)
	dst = append(dst, `,"operators":`...)
	dst = AppendJSONCounts(dst, s.Operators)
	if len(s.Fallbacks) > 0 {
		dst = append(dst, `,"fallbacks":`...)
		dst = AppendJSONCounts(dst, s.Fallbacks)
	}
	if len(s.Failures) > 0 {
		dst = append(dst, `,"failures":`...)
		dst = AppendJSONCounts(dst, s.Failures)
	}
	if len(s.Targets) > 0 {
		dst = append(dst, `,"targets":`...)
		var buf [8]string
		dst = append(dst, '{')
		for i, k := range sortedKeys(s.Targets, buf[:0]) {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = AppendJSONString(dst, k)
			dst = append(dst, ':')
			t := s.Targets[k]
			if t == nil {
				dst = append(dst, "null"...)
				continue
			}
			dst = append(dst, `{"spans":`...)
			dst = strconv.AppendInt(dst, int64(t.Spans), 10)
			dst = append(dst, `,"failed":`...)
			dst = strconv.AppendInt(dst, int64(t.Failed), 10)
			dst = append(dst, '}')
		}
		dst = append(dst, '}')
	}
	return append(dst, '}')
}

// AppendJSONCounts appends m to dst as json.Marshal encodes a
// map[string]int: keys sorted, a nil map as null.
func AppendJSONCounts(dst []byte, m map[string]int) []byte {
	if m == nil {
		return append(dst, "null"...)
	}
	var buf [16]string
	dst = append(dst, '{')
	for i, k := range sortedKeys(m, buf[:0]) {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = AppendJSONString(dst, k)
		dst = append(dst, ':')
		dst = strconv.AppendInt(dst, int64(m[k]), 10)
	}
	return append(dst, '}')
}

// sortedKeys appends the keys of m to buf and returns them sorted.
func sortedKeys[V any](m map[string]V, buf []string) []string {
	for k := range m {
		buf = append(buf, k)
	}
	slices.Sort(buf)
	return buf
}

// AppendJSONString appends s to dst as json.Marshal encodes a string
// (with <, >, & escaped and invalid UTF-8 replaced).
func AppendJSONString(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= utf8.RuneSelf || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			raw, _ := json.Marshal(s)
			return append(dst, raw...)
		}
	}
	dst = append(dst, '"')
	dst = append(dst, s...)
	return append(dst, '"')
}
