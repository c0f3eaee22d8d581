package document

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strconv"
	"unicode/utf8"
)

// Encode writes d as one JSONL record (without the trailing newline) with
// code-point offsets and the canonical field names, in the order
// document_id, text, language, metadata, spans, deid_text, report, then the
// Extra fields sorted by name. A span is written as begin, end, label, text
// (always Document.Text[Begin:End]), score, replacement, source,
// subannotations, then its extras sorted. Empty optional fields are
// omitted; spans is always written. HTML characters are not escaped.
//
// Encode of a record read by Decode gives back the input when the input was
// itself written by Encode. Errors name the document and span, never text.
func Encode(d *Document) ([]byte, error) {
	return appendDocument(nil, d)
}

// Fields an Extra map must not repeat, because Encode writes them itself.
var (
	topKeys  = map[string]bool{keyDocumentID: true, keyText: true, keyLanguage: true, keyMetadata: true, keySpans: true, keyDeidText: true, keyReport: true}
	spanKeys = map[string]bool{keyBegin: true, keyEnd: true, keyLabel: true, keyText: true, keyScore: true, keyReplacement: true, keySource: true, keySubannotations: true}
	subKeys  = map[string]bool{keyBegin: true, keyEnd: true, keyCategory: true}
)

// encodeError builds an error naming the document and the field path.
func encodeError(d *Document, path, reason string) error {
	id := d.ID
	if len(id) > maxIDInError {
		id = id[:maxIDInError] + "..."
	}
	if path != "" {
		path += ": "
	}
	return fmt.Errorf("document: encode document %s: %s%s", strconv.Quote(id), path, reason)
}

// appendDocument appends the JSONL encoding of d to dst.
func appendDocument(dst []byte, d *Document) ([]byte, error) {
	var ok bool
	dst = append(dst, `{"document_id":`...)
	if dst, ok = appendString(dst, d.ID); !ok {
		return dst, encodeError(d, keyDocumentID, "invalid UTF-8")
	}
	dst = append(dst, `,"text":`...)
	if dst, ok = appendString(dst, d.Text); !ok {
		return dst, encodeError(d, keyText, "invalid UTF-8")
	}
	if d.Language != "" {
		dst = append(dst, `,"language":`...)
		if dst, ok = appendString(dst, d.Language); !ok {
			return dst, encodeError(d, keyLanguage, "invalid UTF-8")
		}
	}
	var err error
	if len(d.Metadata) > 0 {
		dst = append(dst, `,"metadata":`...)
		if dst, err = appendRaw(dst, d.Metadata); err != nil {
			return dst, encodeError(d, keyMetadata, err.Error())
		}
	}
	dst = append(dst, `,"spans":[`...)
	if len(d.Spans) > 0 {
		idx := NewIndex(d.Text)
		for i := range d.Spans {
			if i > 0 {
				dst = append(dst, ',')
			}
			if dst, err = appendSpan(dst, d, i, idx); err != nil {
				return dst, err
			}
		}
	}
	dst = append(dst, ']')
	if d.DeidText != nil {
		dst = append(dst, `,"deid_text":`...)
		if dst, ok = appendString(dst, *d.DeidText); !ok {
			return dst, encodeError(d, keyDeidText, "invalid UTF-8")
		}
	}
	if len(d.Report) > 0 {
		dst = append(dst, `,"report":`...)
		if dst, err = appendRaw(dst, d.Report); err != nil {
			return dst, encodeError(d, keyReport, err.Error())
		}
	}
	if dst, err = appendExtra(dst, d.Extra, topKeys); err != nil {
		return dst, encodeError(d, "", err.Error())
	}
	return append(dst, '}'), nil
}

// appendSpan appends spans[i] of d.
func appendSpan(dst []byte, d *Document, i int, idx *Index) ([]byte, error) {
	s := &d.Spans[i]
	path := "spans[" + strconv.Itoa(i) + "]"
	var ok bool
	var err error
	dst, err = appendOffsets(dst, d.Text, s.Begin, s.End, idx)
	if err != nil {
		return dst, encodeError(d, path, err.Error())
	}
	dst = append(dst, `,"label":`...)
	if dst, ok = appendString(dst, s.Label); !ok {
		return dst, encodeError(d, path+".label", "invalid UTF-8")
	}
	dst = append(dst, `,"text":`...)
	dst, _ = appendString(dst, d.Text[s.Begin:s.End]) // valid: d.Text was checked
	if s.Score != nil {
		f := *s.Score
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return dst, encodeError(d, path+".score", "not a finite number")
		}
		dst = append(dst, `,"score":`...)
		dst = appendFloat(dst, f)
	}
	if s.Replacement != nil {
		dst = append(dst, `,"replacement":`...)
		if dst, ok = appendString(dst, *s.Replacement); !ok {
			return dst, encodeError(d, path+".replacement", "invalid UTF-8")
		}
	}
	if s.Source != "" {
		dst = append(dst, `,"source":`...)
		if dst, ok = appendString(dst, s.Source); !ok {
			return dst, encodeError(d, path+".source", "invalid UTF-8")
		}
	}
	if len(s.Subannotations) > 0 {
		dst = append(dst, `,"subannotations":[`...)
		for j := range s.Subannotations {
			sa := &s.Subannotations[j]
			sub := path + ".subannotations[" + strconv.Itoa(j) + "]"
			if j > 0 {
				dst = append(dst, ',')
			}
			if dst, err = appendOffsets(dst, d.Text, sa.Begin, sa.End, idx); err != nil {
				return dst, encodeError(d, sub, err.Error())
			}
			dst = append(dst, `,"category":`...)
			if dst, ok = appendString(dst, sa.Category); !ok {
				return dst, encodeError(d, sub+".category", "invalid UTF-8")
			}
			if dst, err = appendExtra(dst, sa.Extra, subKeys); err != nil {
				return dst, encodeError(d, sub, err.Error())
			}
			dst = append(dst, '}')
		}
		dst = append(dst, ']')
	}
	if dst, err = appendExtra(dst, s.Extra, spanKeys); err != nil {
		return dst, encodeError(d, path, err.Error())
	}
	return append(dst, '}'), nil
}

// appendOffsets appends `{"begin":B,"end":E` with code-point offsets.
func appendOffsets(dst []byte, text string, b, e int, idx *Index) ([]byte, error) {
	if b < 0 || e > len(text) || b > e {
		return dst, fmt.Errorf("byte range [%d,%d) invalid for text of %d bytes", b, e, len(text))
	}
	cb, ok1 := idx.ToCodePoint(b)
	ce, ok2 := idx.ToCodePoint(e)
	if !ok1 || !ok2 {
		return dst, fmt.Errorf("byte range [%d,%d) not on character boundaries", b, e)
	}
	dst = append(dst, `{"begin":`...)
	dst = strconv.AppendInt(dst, int64(cb), 10)
	dst = append(dst, `,"end":`...)
	return strconv.AppendInt(dst, int64(ce), 10), nil
}

// appendExtra appends the fields of extra sorted by name, refusing names
// that the encoder writes itself.
func appendExtra(dst []byte, extra map[string]json.RawMessage, reserved map[string]bool) ([]byte, error) {
	if len(extra) == 0 {
		return dst, nil
	}
	keys := make([]string, 0, len(extra))
	for k, v := range extra {
		if len(v) == 0 {
			continue // nil or empty: no value to write
		}
		if reserved[k] {
			return dst, fmt.Errorf("extra field %s repeats a contract field", strconv.Quote(k))
		}
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var ok bool
	var err error
	for _, k := range keys {
		dst = append(dst, ',')
		if dst, ok = appendString(dst, k); !ok {
			return dst, fmt.Errorf("extra field name: invalid UTF-8")
		}
		dst = append(dst, ':')
		if dst, err = appendRaw(dst, extra[k]); err != nil {
			return dst, fmt.Errorf("extra field %s: %v", strconv.Quote(k), err)
		}
	}
	return dst, nil
}

// appendRaw appends a raw JSON value, compacting it when it spans lines so
// that the record stays on one line.
func appendRaw(dst []byte, raw json.RawMessage) ([]byte, error) {
	if !validJSON(raw) {
		return dst, fmt.Errorf("invalid JSON value")
	}
	if !utf8.Valid(raw) {
		return dst, fmt.Errorf("invalid UTF-8")
	}
	if bytes.ContainsAny(raw, "\r\n") {
		var buf bytes.Buffer
		if err := json.Compact(&buf, raw); err != nil {
			return dst, fmt.Errorf("invalid JSON value")
		}
		return append(dst, buf.Bytes()...), nil
	}
	return append(dst, raw...), nil
}

// appendFloat formats f as encoding/json does: shortest representation,
// exponent form only for very small or large magnitudes.
func appendFloat(dst []byte, f float64) []byte {
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	dst = strconv.AppendFloat(dst, f, format, -1, 64)
	if format == 'e' {
		// clean up e-09 to e-9
		n := len(dst)
		if n >= 4 && dst[n-4] == 'e' && dst[n-3] == '-' && dst[n-2] == '0' {
			dst[n-2] = dst[n-1]
			dst = dst[:n-1]
		}
	}
	return dst
}

const hexDigits = "0123456789abcdef"

// appendString appends s as a JSON string, escaping only what JSON
// requires (quote, backslash, control characters); it returns false when s
// is not valid UTF-8.
func appendString(dst []byte, s string) ([]byte, bool) {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && w == 1 {
			return dst, false
		}
		i += w
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"'), true
}
