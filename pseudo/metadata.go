package pseudo

import (
	"encoding/json"
	"fmt"
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
		m[k], _ = json.Marshal(p.key.Pseudonym(kind, id))
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
			m["document_creation_date"], _ = json.Marshal(v)
		}
	}
	raw, err := json.Marshal(m)
	if err != nil {
		return fmt.Errorf("pseudo: document %q: metadata: %w", d.ID, err)
	}
	d.Metadata = raw
	return nil
}
