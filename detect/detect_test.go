package detect

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize"
)

// langEcho emits one span labelled with the profile code it was given.
type langEcho struct{}

func (langEcho) Name() string        { return "echo" }
func (langEcho) Labels() []string    { return []string{"Date"} }
func (langEcho) Languages() []string { return nil }
func (langEcho) Recognize(text string, p *lang.Profile) []document.Span {
	return []document.Span{document.NewSpan(text, 0, 1, p.Code, 1, "echo")}
}

func TestRulesChoosesProfile(t *testing.T) {
	tests := []struct {
		override, docLang, text, want string
	}{
		{"", "fr-BE", "x", "fr-BE"},
		{"de-DE", "fr-BE", "x", "de-DE"},
		{"", "", "De patiënt werd gisteren opgenomen in het ziekenhuis en is niet meer thuis.", "nl-BE"},
	}
	for _, tt := range tests {
		r := &Rules{Registry: recognize.NewRegistry(langEcho{}), Lang: tt.override}
		spans, err := r.Detect(context.Background(), &document.Document{ID: "d", Text: tt.text, Language: tt.docLang})
		if err != nil {
			t.Fatal(err)
		}
		if len(spans) != 1 || spans[0].Label != tt.want {
			t.Errorf("override %q doc %q: profile %v, want %s", tt.override, tt.docLang, spans, tt.want)
		}
	}
	r := &Rules{Registry: recognize.NewRegistry(langEcho{}), Lang: "xx-XX"}
	if _, err := r.Detect(context.Background(), &document.Document{ID: "d", Text: "x"}); err == nil {
		t.Error("unknown override: want error")
	}
}

func TestPipelineMerges(t *testing.T) {
	text := "0123456789"
	a := Func(func(context.Context, *document.Document) ([]document.Span, error) {
		return []document.Span{document.NewSpan(text, 0, 4, "Date", 0.6, "a"), document.NewSpan(text, 6, 8, "Date", 0.9, "a")}, nil
	})
	b := Func(func(context.Context, *document.Document) ([]document.Span, error) {
		return []document.Span{document.NewSpan(text, 2, 5, "ID:Patient", 0.9, "b")}, nil
	})
	spans, err := Pipeline{a, b}.Detect(context.Background(), &document.Document{Text: text})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range spans {
		got = append(got, s.Source+":"+s.Text)
	}
	if strings.Join(got, ",") != "b:234,a:67" {
		t.Errorf("merged = %v", got)
	}
	boom := errors.New("boom")
	failing := Func(func(context.Context, *document.Document) ([]document.Span, error) { return nil, boom })
	if _, err := (Pipeline{a, failing}).Detect(context.Background(), &document.Document{Text: text}); !errors.Is(err, boom) {
		t.Errorf("err = %v", err)
	}
}
