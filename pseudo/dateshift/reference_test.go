package dateshift

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
)

func TestReferenceDate(t *testing.T) {
	p, _ := lang.Get("nl-BE")
	text := "Opname 03/02/2025, ontslag 14/02/2025, controle in maart."
	span := func(sub string) document.Span {
		i := strings.Index(text, sub)
		return document.NewSpan(text, i, i+len(sub), "Date", 1, "t")
	}
	spans := []document.Span{span("03/02/2025"), span("14/02/2025"), span("maart")}
	tests := []struct {
		name  string
		meta  string
		spans []document.Span
		want  string
		ok    bool
	}{
		{"metadata wins", `{"document_creation_date":"2025-03-01"}`, spans, "2025-03-01", true},
		{"latest full date", `{}`, spans, "2025-02-14", true},
		{"bad metadata date falls back", `{"document_creation_date":"1 March"}`, spans, "2025-02-14", true},
		{"none", "", spans[2:], "", false},
	}
	for _, tt := range tests {
		d := &document.Document{Text: text, Spans: tt.spans}
		if tt.meta != "" {
			d.Metadata = json.RawMessage(tt.meta)
		}
		got, ok := ReferenceDate(d, p)
		if ok != tt.ok || (ok && got.Format(time.DateOnly) != tt.want) {
			t.Errorf("%s: ReferenceDate = %v, %v; want %s, %v", tt.name, got, ok, tt.want, tt.ok)
		}
	}
}
