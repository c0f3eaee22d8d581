package postprocess

import (
	"slices"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
)

func TestTownsIn(t *testing.T) {
	tests := []struct {
		addr string
		want []string
	}{
		{"Charleroi", []string{"Charleroi"}},
		{"Rue de l'Église 7 bte 3, 5100 Jambes", []string{"Jambes"}},
		{"Kerkstraat 12-II, 3581 GD Utrecht", []string{"Utrecht"}},
		{"27, avenue Gambetta, 94100 Saint-Maur-des-Fossés", []string{"Saint-Maur-des-Fossés"}},
		{"Via Radici in Piano 58, Corlo, 41043 Formigine (MO)", []string{"Corlo", "Formigine"}},
		{"7 Saltings Close, Swanage, Dorset BH19 2LD", []string{"Swanage", "Dorset"}},
		{"Gartenstr. 129, 46457 Freiburg im Breisgau, Deutschland", []string{"Freiburg im Breisgau", "Deutschland"}},
		{"Topsham EX3 0HF", []string{"Topsham"}},
		{"B-5100 Jambes, Belgique", []string{"Belgique"}},                      // the first part of a longer address is its street
		{"2200 Lakeview Blvd", nil},                                            // a house number, not a postal code
		{"1418 W Belmont Ave, Apt 3R, Chicago, IL 60657", []string{"Chicago"}}, // "Apt", "IL" are no towns
		{"41 Larkspur Way", nil},
		{"Madison, WI 53703", nil},
		{"Swanage BH19 1AU", []string{"Swanage"}},
		{"Ward 12 AB3 4CD", nil},
		{"12, rue des lilas", nil}, // lower case
		{"Postbus 7045, 7500 PA Enschede", []string{"Enschede"}},
	}
	for _, tc := range tests {
		if got := townsIn(tc.addr); !slices.Equal(got, tc.want) {
			t.Errorf("townsIn(%q) = %q, want %q", tc.addr, got, tc.want)
		}
	}
}

func TestPropagatePlaces(t *testing.T) {
	const text = "Adresse : Rue de l'Église 7, 5100 Jambes. Adressé par la consultation ONE de Jambes, à Jambesville; jambes."
	at := func(s string) (int, int) { b := strings.Index(text, s); return b, b + len(s) }
	b, e := at("Rue de l'Église 7, 5100 Jambes")
	addr := document.NewSpan(text, b, e, "Address_Location:Patient", 0.95, "address")
	ob, oe := at("ONE de Jambes")
	tests := []struct {
		name  string
		spans []document.Span
		want  string
	}{
		{"propagated", []document.Span{addr},
			"Address_Location:Patient«Rue de l'Église 7, 5100 Jambes» Address_Location:Patient«Jambes»"},
		{"unsure seed", []document.Span{withScore(addr, 0.7)},
			"Address_Location:Patient«Rue de l'Église 7, 5100 Jambes»"},
		{"tagger seed", []document.Span{withSource(addr, "tagger")},
			"Address_Location:Patient«Rue de l'Église 7, 5100 Jambes»"},
		{"taken", []document.Span{addr, document.NewSpan(text, ob, oe, "Organization:Healthcare", 0.8, "organization")},
			"Address_Location:Patient«Rue de l'Église 7, 5100 Jambes» Organization:Healthcare«ONE de Jambes»"},
	}
	for _, tc := range tests {
		if got := show(PropagatePlaces(text, tc.spans)); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.name, got, tc.want)
		}
	}
	if n := strings.Count(text, "Jambes"); n != 3 {
		t.Fatalf("test text has %d Jambes", n)
	}
}

func withScore(s document.Span, sc float64) document.Span { s.Score = &sc; return s }

func withSource(s document.Span, src string) document.Span { s.Source = src; return s }
