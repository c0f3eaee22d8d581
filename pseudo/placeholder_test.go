package pseudo

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
)

func TestApplyPlaceholders(t *testing.T) {
	text := "Zoë Peeters 😀 werd op 14/01/2025 gezien."
	b := strings.Index(text, "Zoë")
	d1 := strings.Index(text, "14/01/2025")
	tests := []struct {
		name  string
		spans []document.Span
		want  string
	}{
		{"none", nil, text},
		{"two", []document.Span{
			document.NewSpan(text, b, b+len("Zoë Peeters"), "Name:Patient", 1, "t"),
			document.NewSpan(text, d1, d1+10, "Date", 1, "t"),
		}, "[Name:Patient] 😀 werd op [Date] gezien."},
		{"whole text", []document.Span{document.NewSpan(text, 0, len(text), "Anonymize_Other", 1, "t")}, "[Anonymize_Other]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := &document.Document{ID: "x", Text: text, Spans: tt.spans}
			if err := ApplyPlaceholders(d); err != nil {
				t.Fatal(err)
			}
			if d.DeidText == nil || *d.DeidText != tt.want {
				t.Fatalf("DeidText = %v, want %q", d.DeidText, tt.want)
			}
			for i, s := range d.Spans {
				if s.Replacement == nil || *s.Replacement != "["+s.Label+"]" {
					t.Errorf("span %d replacement = %v", i, s.Replacement)
				}
			}
		})
	}
}

func TestRewriteRefusesMissingReplacementAndOverlap(t *testing.T) {
	text := "abcdefghij"
	r := "X"
	tests := []struct {
		name  string
		spans []document.Span
	}{
		{"missing replacement", []document.Span{{Begin: 0, End: 2, Label: "Date"}}},
		{"overlap", []document.Span{{Begin: 0, End: 4, Label: "Date", Replacement: &r}, {Begin: 2, End: 6, Label: "Date", Replacement: &r}}},
		{"out of range", []document.Span{{Begin: 5, End: 40, Label: "Date", Replacement: &r}}},
	}
	for _, tt := range tests {
		d := &document.Document{ID: "x", Text: text, Spans: tt.spans}
		err := Rewrite(d)
		if err == nil {
			t.Errorf("%s: want error", tt.name)
			continue
		}
		if d.DeidText != nil {
			t.Errorf("%s: DeidText written despite error", tt.name)
		}
		if strings.Contains(err.Error(), "abc") {
			t.Errorf("%s: error leaks text: %v", tt.name, err)
		}
	}
}
