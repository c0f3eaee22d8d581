package pseudo

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
)

// docState is what transforming one document's spans needs.
type docState struct {
	p    *Pseudonymiser
	doc  *document.Document
	prof *lang.Profile
	meta map[string]json.RawMessage
	// ref is the unshifted document date (zero when unknown).
	ref time.Time
	// offset is the scope's shift in days; offsetKey is "scope/id".
	offset    int
	offsetKey string
	num       numbering
	sum       *Summary
	// audited[i] is true when span i's replacement came from shift or
	// surrogate and must pass the audit.
	audited []bool
	// ops[i] is the operator of span i's replacement.
	ops []Operator
	// originals holds the normalised originals of the surrogate spans
	// (built on first use by collides).
	originals map[string]bool
	// originalList holds the keys of originals in span order.
	originalList []string
	// spanNorm[i] is normalise of span i's text for the surrogate spans
	// (built with originals), which the audit reads again.
	spanNorm []string
	// intervals memoises the audit's date parses (see interval).
	intervals map[string]dateInterval
	// drawn memoises the surrogates drawn (see drawSurrogate).
	drawn map[surrogateKey]drawn
	// normBuf are scratch buffers for normalised texts that are compared
	// and dropped (see normaliseScratch).
	normBuf [2][]byte
}

func (p *Pseudonymiser) newDocState(d *document.Document) (*docState, error) {
	prof, err := lang.Resolve(p.lang, d.Language, d.Text)
	if err != nil {
		return nil, fmt.Errorf("pseudo: document %q: %w", d.ID, err)
	}
	st := &docState{p: p, doc: d, prof: prof, sum: newSummary(), ref: p.ref}
	if len(d.Metadata) > 0 && string(d.Metadata) != "null" {
		// as json.Unmarshal into st.meta reads it, white space around a
		// null included
		var buf [16]document.Member
		members, ok := document.ObjectMembers(d.Metadata, buf[:0])
		switch {
		case ok:
			st.meta = make(map[string]json.RawMessage, len(members))
			for _, m := range members {
				st.meta[m.Key] = m.Value
			}
		case string(bytes.TrimSpace(d.Metadata)) != "null":
			return nil, fmt.Errorf("pseudo: document %q: metadata: not a JSON object", d.ID)
		}
	}
	if s := st.metaString("document_creation_date"); s != "" {
		t, err := parseISODate(s)
		if err != nil {
			return nil, fmt.Errorf("pseudo: document %q: metadata.document_creation_date: want YYYY-MM-DD", d.ID)
		}
		st.ref = t
	}
	if st.ref.IsZero() {
		st.ref = st.latestFullDate()
	}
	if p.pol.uses(OpShift) {
		st.offsetKey = st.scopeKey()
		if p.fixed != nil {
			st.offset = *p.fixed
		} else {
			st.offset, err = p.key.Offset(st.offsetKey, p.cfg.MinDays, p.cfg.MaxDays, p.cfg.PreserveWeekday)
			if err != nil {
				return nil, err
			}
		}
	}
	return st, nil
}

// scopeKey names the unit sharing one offset: "patient/ID", "stay/ID" or
// "document/ID", falling back from stay to patient to document when the
// metadata lacks the id.
func (st *docState) scopeKey() string {
	switch st.p.cfg.Scope {
	case "stay":
		for _, k := range []string{"stay_id", "encounter_id", "admission_id"} {
			if id := st.metaString(k); id != "" {
				return "stay/" + id
			}
		}
		fallthrough
	case "patient":
		if id := st.metaString("patient_id"); id != "" {
			return "patient/" + id
		}
	}
	return "document/" + st.doc.ID
}

// metaString returns a top-level metadata string (or number) value.
func (st *docState) metaString(key string) string {
	raw, ok := st.meta[key]
	if !ok {
		return ""
	}
	// as json.Unmarshal reads raw into a string, else into a json.Number
	if len(raw) == 0 {
		return ""
	}
	switch c := raw[0]; {
	case c == '"':
		s, _ := document.DecodeString(raw)
		return strings.TrimSpace(s)
	case c == '-' || c >= '0' && c <= '9':
		return string(raw) // a number: json.Number holds it as written
	}
	return "" // null, true, false, an object or an array
}

// parseISODate reads "2025-01-15" or an RFC 3339 time's date part.
func parseISODate(s string) (time.Time, error) {
	if len(s) > 10 && (s[10] == 'T' || s[10] == ' ') {
		s = s[:10]
	}
	return time.Parse("2006-01-02", s)
}

// latestFullDate returns the latest day-precision date among the
// document's Date spans that parse without a reference (they carry their
// own year), or the zero time. It anchors documents that have neither a
// metadata.document_creation_date nor --reference-date, the way a reader
// would date an undated letter by its last full date.
func (st *docState) latestFullDate() time.Time {
	var latest time.Time
	cal := st.p.cal
	if cal == nil {
		return latest
	}
	for _, s := range st.doc.Spans {
		if s.Label != "Date" {
			continue
		}
		b, e, err := cal.Interval(s.Text, st.prof, time.Time{})
		if err != nil || !b.Equal(e) {
			continue
		}
		if b.After(latest) {
			latest = b
		}
	}
	return latest
}
