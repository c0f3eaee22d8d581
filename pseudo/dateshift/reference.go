package dateshift

import (
	"encoding/json"
	"time"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
)

// ReferenceDate returns the date a document is anchored to: its
// metadata.document_creation_date, else the latest day-precision date with
// a year among its Date spans; ok is false when there is none.
func ReferenceDate(d *document.Document, p *lang.Profile) (time.Time, bool) {
	var md struct {
		Created string `json:"document_creation_date"`
	}
	if len(d.Metadata) > 0 && json.Unmarshal(d.Metadata, &md) == nil && md.Created != "" {
		if t, err := time.Parse("2006-01-02", md.Created); err == nil {
			return t, true
		}
	}
	var best time.Time
	for _, s := range d.Spans {
		if s.Label != "Date" {
			continue
		}
		dt, err := Parse(s.Text, p, time.Time{})
		if err != nil || dt.Resolution != Day || !dt.HasYear || dt.Range {
			continue
		}
		if dt.Start.After(best) {
			best = dt.Start
		}
	}
	return best, !best.IsZero()
}
