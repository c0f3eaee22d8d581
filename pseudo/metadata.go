package pseudo

import (
	"encoding/json"
	"maps"
	"slices"
	"strconv"

	"github.com/meddeid/meddeid/document"
)

// idKeys are metadata ids replaced by keyed pseudonyms, with their kind.
var idKeys = map[string]string{"patient_id": "patient", "stay_id": "stay", "encounter_id": "stay", "admission_id": "stay"}

// rewriteMetadata applies policy metadata: strip — the patient and
// caregiver records go, ids become keyed pseudonyms (or go without a
// key), and the document date follows the Date rule (shifted, reduced to
// its year, kept, or removed). Other fields stay. Keys are written in
// sorted order.
func (p *Pseudonymiser) rewriteMetadata(d *document.Document, st *docState) error {
	if p.pol.Metadata != "strip" || st.meta == nil {
		return nil
	}
	m := st.meta
	delete(m, "patient")
	delete(m, "caregivers")
	for k, kind := range idKeys {
		id := st.metaString(k)
		if _, ok := m[k]; !ok {
			continue
		}
		if id == "" || p.key.Empty() {
			delete(m, k)
			continue
		}
		m[k] = jsonString(p.key.Pseudonym(kind, id))
	}
	if _, ok := m["document_creation_date"]; ok {
		var v string
		switch r := p.pol.Rule("Date"); {
		case r.Operator == OpShift:
			v = st.ref.AddDate(0, 0, st.offset).Format("2006-01-02")
		case r.Operator == OpGeneralise:
			v = strconv.Itoa(st.ref.Year())
		case r.Operator == OpKeep:
			v = st.ref.Format("2006-01-02")
		}
		if v == "" {
			delete(m, "document_creation_date")
		} else {
			m["document_creation_date"] = jsonString(v)
		}
	}
	d.Metadata = marshalObject(m)
	return nil
}

// jsonString returns s as json.Marshal encodes it.
func jsonString(s string) json.RawMessage { return AppendJSONString(nil, s) }

// marshalObject returns m as json.Marshal encodes it: keys sorted, and
// values compacted with <, >, &, U+2028 and U+2029 escaped. Every value
// must be valid JSON (newDocState's members, jsonString's strings), on
// which json.Marshal cannot fail.
func marshalObject(m map[string]json.RawMessage) []byte {
	keys := slices.Sorted(maps.Keys(m))
	n := 2
	for k, v := range m {
		n += len(k) + len(v) + 4
	}
	out := make([]byte, 0, n)
	out = append(out, '{')
	for i, k := range keys {
		if i > 0 {
			out = append(out, ',')
		}
		out = AppendJSONString(out, k)
		out = append(out, ':')
		v := m[k]
		if len(v) == 0 {
			out = append(out, "null"...)
			continue
		}
		out = appendCompactHTML(out, v)
	}
	return append(out, '}')
}

// appendCompactHTML appends the valid JSON src to dst as encoding/json
// writes a json.RawMessage: without white space outside strings, with
// <, >, &, U+2028 and U+2029 escaped.
func appendCompactHTML(dst, src []byte) []byte {
	const hex = "0123456789abcdef"
	inString := false
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case inString && c == '\\':
			dst = append(dst, c, src[i+1])
			i++
		case c == '"':
			inString = !inString
			dst = append(dst, c)
		case !inString && (c == ' ' || c == '\t' || c == '\n' || c == '\r'):
		case c == '<' || c == '>' || c == '&':
			dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
		case c == 0xE2 && i+2 < len(src) && src[i+1] == 0x80 && src[i+2]&^1 == 0xA8:
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[src[i+2]&0xF])
			i += 2
		default:
			dst = append(dst, c)
		}
	}
	return dst
}
