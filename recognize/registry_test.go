package recognize

import (
	"slices"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
)

type fakeRec struct {
	name  string
	langs []string
	spans func(text string) []document.Span
}

func (f fakeRec) Name() string                                           { return f.name }
func (f fakeRec) Labels() []string                                       { return []string{"Date"} }
func (f fakeRec) Languages() []string                                    { return f.langs }
func (f fakeRec) Recognize(text string, _ *lang.Profile) []document.Span { return f.spans(text) }

func sp(text string, b, e int, label string, score float64) document.Span {
	return document.NewSpan(text, b, e, label, score, "test")
}

func TestResolve(t *testing.T) {
	const text = "0123456789abcdefghij"
	tests := []struct {
		name string
		in   []document.Span
		want [][2]int
	}{
		{"empty", nil, nil},
		{"disjoint kept and sorted", []document.Span{sp(text, 5, 8, "Date", .9), sp(text, 0, 3, "Date", .9)}, [][2]int{{0, 3}, {5, 8}}},
		{"higher score wins", []document.Span{sp(text, 0, 10, "Date", .5), sp(text, 2, 4, "ID:Patient", .9)}, [][2]int{{2, 4}}},
		{"equal score longer wins", []document.Span{sp(text, 2, 4, "Date", .9), sp(text, 0, 10, "Date", .9)}, [][2]int{{0, 10}}},
		{"touching is not overlapping", []document.Span{sp(text, 0, 5, "Date", .9), sp(text, 5, 9, "Date", .9)}, [][2]int{{0, 5}, {5, 9}}},
		{"chain: middle loses to both", []document.Span{sp(text, 0, 5, "Date", .9), sp(text, 4, 12, "Date", .5), sp(text, 11, 15, "Date", .9)}, [][2]int{{0, 5}, {11, 15}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Resolve(tt.in)
			if len(got) != len(tt.want) {
				t.Fatalf("got %d spans, want %d: %+v", len(got), len(tt.want), got)
			}
			for i, w := range tt.want {
				if got[i].Begin != w[0] || got[i].End != w[1] {
					t.Errorf("span %d = [%d,%d), want [%d,%d)", i, got[i].Begin, got[i].End, w[0], w[1])
				}
			}
		})
	}
}

func TestSupportsAndSelect(t *testing.T) {
	all := fakeRec{name: "all", spans: func(string) []document.Span { return nil }}
	nl := fakeRec{name: "nl", langs: []string{"nl"}, spans: func(string) []document.Span { return nil }}
	frFR := fakeRec{name: "fr", langs: []string{"fr-FR"}, spans: func(string) []document.Span { return nil }}
	tests := []struct {
		rec  Recognizer
		code string
		want bool
	}{
		{all, "de-DE", true}, {nl, "nl-BE", true}, {nl, "nl-NL", true}, {nl, "en-GB", false},
		{frFR, "fr-FR", true}, {frFR, "fr-BE", false},
	}
	for _, tt := range tests {
		if got := Supports(tt.rec, tt.code); got != tt.want {
			t.Errorf("Supports(%s, %s) = %v", tt.rec.Name(), tt.code, got)
		}
	}
	r := NewRegistry(all, nl, frFR)
	sel, unknown := r.Select([]string{"fr", "nope", "all"})
	if n := len(sel.Recognizers()); n != 2 || sel.Recognizers()[0].Name() != "all" {
		t.Errorf("Select kept %d recognizers in wrong order", n)
	}
	if len(unknown) != 1 || unknown[0] != "nope" {
		t.Errorf("unknown = %v", unknown)
	}
}

func TestRunFiltersByLanguage(t *testing.T) {
	text := "abcdef"
	nl := fakeRec{name: "nl", langs: []string{"nl"}, spans: func(s string) []document.Span { return []document.Span{sp(s, 0, 2, "Date", .9)} }}
	en := fakeRec{name: "en", langs: []string{"en"}, spans: func(s string) []document.Span { return []document.Span{sp(s, 3, 5, "Date", .9)} }}
	r := NewRegistry(nl, en)
	got := r.Run(text, &lang.Profile{Code: "nl-BE"})
	if len(got) != 1 || got[0].Begin != 0 {
		t.Errorf("Run(nl-BE) = %+v, want only the nl span", got)
	}
	// the same through the zero Registry and Add, and through Select
	var z Registry
	z.Add(en)
	z.Add(nl)
	sel, _ := z.Select([]string{"en"})
	for _, c := range []struct {
		r     *Registry
		code  string
		begin []int
	}{{&z, "nl-BE", []int{0}}, {&z, "en-GB", []int{3}}, {&z, "de-DE", nil}, {sel, "nl-NL", nil}, {sel, "EN", []int{3}}} {
		var begins []int
		for _, s := range c.r.Run(text, &lang.Profile{Code: c.code}) {
			begins = append(begins, s.Begin)
		}
		if !slices.Equal(begins, c.begin) {
			t.Errorf("Run(%s) begins = %v, want %v", c.code, begins, c.begin)
		}
	}
}

func TestLowerASCII(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"abc", "abc"},
		{"Tél. 02 ÉTÉ", "tél. 02 ÉtÉ"},
		{"ADRES: Kerkstraat", "adres: kerkstraat"},
		{"A", "a"}, {"aZ", "az"}, {"Zé", "zé"}, {"ÀB", "Àb"}, {"x\xffY", "x\xffy"},
	} {
		got := LowerASCII(c.in)
		plain := []byte(c.in) // the reference: every byte A–Z lowered
		for i, b := range plain {
			if 'A' <= b && b <= 'Z' {
				plain[i] = b + 'a' - 'A'
			}
		}
		if got != c.want || got != string(plain) {
			t.Errorf("LowerASCII(%q) = %q, want %q (same length)", c.in, got, c.want)
		}
	}
}

func TestIsSaintTitle(t *testing.T) {
	for w, want := range map[string]bool{"sint": true, "são": true, "st": true, "jan": false, "Sint": false, "": false} {
		if got := IsSaintTitle(w); got != want {
			t.Errorf("IsSaintTitle(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestLowerASCIIString checks LowerASCII against a rune map on a text
// longer than its stack chunk.
func TestLowerASCIIString(t *testing.T) {
	long := strings.Repeat("Hello WORLD, Zoë! @[`{ ", 40) // more than one chunk
	if got, want := LowerASCII(long), strings.Map(func(r rune) rune {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, long); got != want {
		t.Errorf("LowerASCII of a long text differs from the plain mapping")
	}
}
