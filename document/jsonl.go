package document

import (
	"bytes"
	"encoding/json"
	"errors"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Canonical field names of the contract.
const (
	keyDocumentID     = "document_id"
	keyText           = "text"
	keyLanguage       = "language"
	keyMetadata       = "metadata"
	keySpans          = "spans"
	keyDeidText       = "deid_text"
	keyReport         = "report"
	keyBegin          = "begin"
	keyEnd            = "end"
	keyLabel          = "label"
	keyScore          = "score"
	keyReplacement    = "replacement"
	keySource         = "source"
	keySubannotations = "subannotations"
	keyCategory       = "category"
)

// Input aliases, accepted on reading and never written.
var idKeys = [...]string{keyDocumentID, "doc_id", "id"}

const keyStart = "start" // alias of begin

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// decoder carries the position of one record for error messages.
type decoder struct {
	source string
	line   int
	id     string // the explicit document_id, once known
	utf8ok bool   // the whole line is valid UTF-8

	// scratch buffers reused across spans and sub-annotations
	spanObj, subObj object
	subItems        [][]byte
}

func (dc *decoder) fail(span, sub int, field, reason string) error {
	return &ValidationError{File: dc.source, Line: dc.line, DocumentID: dc.id,
		Span: span, Sub: sub, Field: field, Reason: reason}
}

// Decode parses one JSONL record into a Document with byte offsets.
//
// It accepts the aliases doc_id and id for document_id and start for begin,
// converts code-point offsets to byte offsets, fills a span's text when it
// is absent and checks it when present, and keeps unknown fields (top
// level, span and sub-annotation) in Extra and metadata raw. When no
// document id is given, it is generated as "<source base name>-<lineNo>".
// Every failure is a *ValidationError naming source, lineNo and the field,
// never quoting the content. The result does not refer to line's memory.
func Decode(line []byte, source string, lineNo int) (*Document, error) {
	lead := len(line) // bytes before the value, for error offsets
	line = bytes.TrimPrefix(line, utf8BOM)
	lead = lead - len(line) + skipSpace(line, 0)
	line = trimSpace(line)
	dc := &decoder{source: source, line: lineNo, utf8ok: utf8.Valid(line)}
	if !validJSON(line) {
		var se *json.SyntaxError
		if err := json.Unmarshal(line, new(json.RawMessage)); errors.As(err, &se) {
			off := se.Offset + int64(lead) // offset in the line as given
			return nil, dc.fail(-1, -1, "", "invalid JSON (syntax error at byte offset "+strconv.FormatInt(off, 10)+")")
		}
		return nil, dc.fail(-1, -1, "", "invalid JSON")
	}
	if line[0] != '{' {
		return nil, dc.fail(-1, -1, "", "record is not a JSON object")
	}
	obj := members(nil, line)
	d := &Document{Source: source, Line: lineNo}

	// document id: first non-null of document_id, doc_id, id
	usedID := ""
	for _, k := range idKeys {
		if raw, ok := obj.present(k); ok {
			usedID = k
			switch raw[0] {
			case '"':
				s, err := dc.str(raw, -1, -1, k)
				if err != nil {
					return nil, err
				}
				d.ID = s
			case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
				d.ID = string(raw) // a numeric id keeps its literal spelling
			default:
				return nil, dc.fail(-1, -1, k, "must be a string")
			}
			break
		}
	}
	if d.ID == "" {
		d.ID = GeneratedID(source, lineNo)
	} else {
		dc.id = d.ID
	}

	raw, ok := obj.present(keyText)
	if !ok {
		return nil, dc.fail(-1, -1, keyText, "missing")
	}
	text, err := dc.str(raw, -1, -1, keyText)
	if err != nil {
		return nil, err
	}
	d.Text = text

	if raw, ok := obj.present(keyLanguage); ok {
		if d.Language, err = dc.str(raw, -1, -1, keyLanguage); err != nil {
			return nil, err
		}
	}
	if raw, ok := obj.get(keyMetadata); ok {
		if d.Metadata, err = dc.keep(raw, -1, -1, keyMetadata); err != nil {
			return nil, err
		}
	}
	if raw, ok := obj.present(keyDeidText); ok {
		s, err := dc.str(raw, -1, -1, keyDeidText)
		if err != nil {
			return nil, err
		}
		d.DeidText = &s
	}
	if raw, ok := obj.get(keyReport); ok {
		if d.Report, err = dc.keep(raw, -1, -1, keyReport); err != nil {
			return nil, err
		}
	}
	if raw, ok := obj.present(keySpans); ok {
		if raw[0] != '[' {
			return nil, dc.fail(-1, -1, keySpans, "must be an array")
		}
		items := elements(nil, raw)
		if len(items) > 0 {
			idx := NewIndex(d.Text)
			d.Spans = make([]Span, len(items))
			for i, item := range items {
				if err := dc.span(item, i, d.Text, idx, &d.Spans[i]); err != nil {
					return nil, err
				}
			}
		}
	}

	for _, m := range obj {
		switch m.key {
		case keyText, keyLanguage, keyMetadata, keySpans, keyDeidText, keyReport:
			continue
		case keyDocumentID:
			continue // used, or null: the same as none
		}
		if m.key == usedID {
			continue
		}
		if d.Extra == nil {
			d.Extra = make(map[string]json.RawMessage)
		}
		if d.Extra[m.key], err = dc.keep(m.val, -1, -1, m.key); err != nil {
			return nil, err
		}
	}
	if !dc.utf8ok {
		// every value was checked, so the invalid bytes are in a field name
		return nil, dc.fail(-1, -1, "", "invalid UTF-8")
	}
	return d, nil
}

// span decodes spans[i] into sp.
func (dc *decoder) span(item []byte, i int, text string, idx *Index, sp *Span) error {
	if item[0] != '{' {
		return dc.fail(i, -1, "", "must be an object")
	}
	dc.spanObj = members(dc.spanObj[:0], item)
	m := dc.spanObj
	b0, e0, beginKey, err := dc.offsets(m, i, -1, idx)
	if err != nil {
		return err
	}
	sp.Begin, sp.End = b0, e0

	raw, ok := m.present(keyLabel)
	if !ok {
		return dc.fail(i, -1, keyLabel, "missing")
	}
	if sp.Label, err = dc.str(raw, i, -1, keyLabel); err != nil {
		return err
	}
	if raw, ok := m.present(keyText); ok {
		if raw[0] != '"' {
			return dc.fail(i, -1, keyText, "must be a string")
		}
		if !dc.utf8ok && !utf8.Valid(raw) {
			return dc.fail(i, -1, keyText, "invalid UTF-8")
		}
		// compare without allocating when there are no escapes
		body := raw[1 : len(raw)-1]
		var same bool
		if bytes.IndexByte(body, '\\') < 0 {
			same = string(body) == text[b0:e0]
		} else {
			same = unquote(raw) == text[b0:e0]
		}
		if !same {
			err := dc.fail(i, -1, keyText, "does not match the document text at ["+
				strconv.Itoa(cpOf(idx, b0))+","+strconv.Itoa(cpOf(idx, e0))+")")
			err.(*ValidationError).Detail = "span text " + strconv.Quote(unquote(raw)) +
				", document text there " + strconv.Quote(text[b0:e0])
			return err
		}
	}
	sp.Text = text[b0:e0]
	if raw, ok := m.present(keyScore); ok {
		if raw[0] != '-' && (raw[0] < '0' || raw[0] > '9') {
			return dc.fail(i, -1, keyScore, "must be a number")
		}
		f, err := strconv.ParseFloat(string(raw), 64)
		if err != nil {
			return dc.fail(i, -1, keyScore, "number out of range")
		}
		sp.Score = &f
	}
	if raw, ok := m.present(keyReplacement); ok {
		s, err := dc.str(raw, i, -1, keyReplacement)
		if err != nil {
			return err
		}
		sp.Replacement = &s
	}
	if raw, ok := m.present(keySource); ok {
		if sp.Source, err = dc.str(raw, i, -1, keySource); err != nil {
			return err
		}
	}
	if raw, ok := m.present(keySubannotations); ok {
		if raw[0] != '[' {
			return dc.fail(i, -1, keySubannotations, "must be an array")
		}
		dc.subItems = elements(dc.subItems[:0], raw)
		items := dc.subItems
		if len(items) > 0 {
			sp.Subannotations = make([]Subannotation, len(items))
		}
		for j, it := range items {
			if it[0] != '{' {
				return dc.fail(i, j, "", "must be an object")
			}
			dc.subObj = members(dc.subObj[:0], it)
			sm := dc.subObj
			sa := &sp.Subannotations[j]
			var subBegin string
			if sa.Begin, sa.End, subBegin, err = dc.offsets(sm, i, j, idx); err != nil {
				return err
			}
			raw, ok := sm.present(keyCategory)
			if !ok {
				return dc.fail(i, j, keyCategory, "missing")
			}
			if sa.Category, err = dc.str(raw, i, j, keyCategory); err != nil {
				return err
			}
			if sa.Extra, err = dc.extras(sm, i, j, keyBegin, subBegin, keyEnd, keyCategory); err != nil {
				return err
			}
		}
		if j, reason := checkSubannotations(sp, func(b int) int { return cpOf(idx, b) }); j >= 0 {
			return dc.fail(i, j, "", reason)
		}
	}
	sp.Extra, err = dc.extras(m, i, -1, keyBegin, beginKey, keyEnd, keyLabel, keyText, keyScore,
		keyReplacement, keySource, keySubannotations)
	return err
}

// offsets reads begin (or its alias start) and end of a span or
// sub-annotation, checks them against the text and returns byte offsets
// and the key used for begin.
func (dc *decoder) offsets(m object, span, sub int, idx *Index) (b, e int, beginKey string, err error) {
	beginKey = keyBegin
	raw, ok := m.present(keyBegin)
	if !ok {
		if raw, ok = m.present(keyStart); ok {
			beginKey = keyStart
		}
	}
	if !ok {
		return 0, 0, "", dc.fail(span, sub, keyBegin, "missing")
	}
	begin, err := dc.integer(raw, span, sub, beginKey)
	if err != nil {
		return 0, 0, "", err
	}
	raw, ok = m.present(keyEnd)
	if !ok {
		return 0, 0, "", dc.fail(span, sub, keyEnd, "missing")
	}
	end, err := dc.integer(raw, span, sub, keyEnd)
	if err != nil {
		return 0, 0, "", err
	}
	n := int64(idx.Len())
	outOfRange := func(v int64) string {
		return "offset " + strconv.FormatInt(v, 10) + " out of range (text has " + strconv.FormatInt(n, 10) + " code points)"
	}
	switch {
	case begin < 0 || begin > n:
		return 0, 0, "", dc.fail(span, sub, beginKey, outOfRange(begin))
	case end < 0 || end > n:
		return 0, 0, "", dc.fail(span, sub, keyEnd, outOfRange(end))
	case begin > end:
		return 0, 0, "", dc.fail(span, sub, "", beginKey+" "+strconv.FormatInt(begin, 10)+
			" is after end "+strconv.FormatInt(end, 10))
	}
	b, _ = idx.ToByte(int(begin))
	e, _ = idx.ToByte(int(end))
	return b, e, beginKey, nil
}

// integer parses a JSON integer.
func (dc *decoder) integer(raw []byte, span, sub int, field string) (int64, error) {
	v, ok := parseInt(raw)
	if !ok {
		return 0, dc.fail(span, sub, field, "must be an integer")
	}
	return v, nil
}

// str decodes a JSON string value, rejecting other types and invalid UTF-8.
func (dc *decoder) str(raw []byte, span, sub int, field string) (string, error) {
	if raw[0] != '"' {
		return "", dc.fail(span, sub, field, "must be a string")
	}
	if !dc.utf8ok && !utf8.Valid(raw) {
		return "", dc.fail(span, sub, field, "invalid UTF-8")
	}
	return unquote(raw), nil
}

// keep returns a copy of a raw value to retain, rejecting invalid UTF-8.
func (dc *decoder) keep(raw []byte, span, sub int, field string) (json.RawMessage, error) {
	if !dc.utf8ok && !utf8.Valid(raw) {
		return nil, dc.fail(span, sub, field, "invalid UTF-8")
	}
	return append(json.RawMessage(nil), raw...), nil
}

// extras returns copies of the fields of m not named in known, or nil.
func (dc *decoder) extras(m object, span, sub int, known ...string) (map[string]json.RawMessage, error) {
	var out map[string]json.RawMessage
next:
	for _, mem := range m {
		for _, kk := range known {
			if mem.key == kk {
				continue next
			}
		}
		if out == nil {
			out = make(map[string]json.RawMessage)
		}
		var err error
		if out[mem.key], err = dc.keep(mem.val, span, sub, mem.key); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// cpOf converts a byte offset known to be on a boundary to code points.
func cpOf(idx *Index, b int) int {
	cp, _ := idx.ToCodePoint(b)
	return cp
}

// GeneratedID returns the id given to a record without one: the base name
// of source without ".gz" and extension, a dash and the line (or row)
// number, e.g. "notes-12" for "data/notes.jsonl.gz" line 12.
func GeneratedID(source string, line int) string {
	return baseName(source) + "-" + strconv.Itoa(line)
}

// baseName strips directories, ".gz" and one extension from a path.
func baseName(source string) string {
	if source == "" {
		return "document"
	}
	base := filepath.Base(source)
	base = strings.TrimSuffix(base, ".gz")
	if ext := filepath.Ext(base); ext != "" && ext != base {
		base = strings.TrimSuffix(base, ext)
	}
	if base == "" || base == "." || base == string(filepath.Separator) {
		return "document"
	}
	return base
}
