package postprocess

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
)

// mark builds spans over text from "label:substring" entries; a
// substring may carry an occurrence suffix "#2" to take the second one.
func mark(t *testing.T, text string, entries ...string) []document.Span {
	t.Helper()
	var out []document.Span
	for _, e := range entries {
		label, sub, _ := strings.Cut(e, "=")
		nth := 1
		if i := strings.LastIndex(sub, "#"); i > 0 {
			nth = int(sub[i+1] - '0')
			sub = sub[:i]
		}
		from := 0
		b := -1
		for range nth {
			i := strings.Index(text[from:], sub)
			if i < 0 {
				t.Fatalf("%q not in text", sub)
			}
			b = from + i
			from = b + 1
		}
		out = append(out, document.NewSpan(text, b, b+len(sub), label, 0.9, "test"))
	}
	return out
}

type healCase struct {
	name, text string
	in         []string
	want       string
}

func runHeal(t *testing.T, rule func(string, []document.Span) []document.Span, tests []healCase) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			in := mark(t, tc.text, tc.in...)
			before := show(in)
			got := rule(tc.text, in)
			if s := show(got); s != tc.want {
				t.Errorf("got  %s\nwant %s", s, tc.want)
			}
			if show(in) != before {
				t.Error("input modified")
			}
			for _, s := range got {
				if s.Text != tc.text[s.Begin:s.End] {
					t.Errorf("span text out of sync: %q", s.Text)
				}
			}
		})
	}
}

func TestTrim(t *testing.T) {
	runHeal(t, Trim, []healCase{
		{"punctuation and space", "Naam: Jan Peeters, gezien", []string{"Name:Patient=: Jan Peeters, "}, "Name:Patient«Jan Peeters»"},
		{"sentence dot", "gezien door Claes.", []string{"Name:Caregiver=Claes."}, "Name:Caregiver«Claes»"},
		{"initial dot kept", "door Laura D. op", []string{"Name:Caregiver=Laura D."}, "Name:Caregiver«Laura D.»"},
		{"closing bracket kept", "afdeling (Campus Noord) x", []string{"Organization:Healthcare=(Campus Noord) "}, "Organization:Healthcare«(Campus Noord)»"},
		{"unmatched bracket dropped", "Campus Noord) x", []string{"Organization:Healthcare=Campus Noord)"}, "Organization:Healthcare«Campus Noord»"},
		{"opening bracket without closing", "bel (0470 12 34 56 nu", []string{"Contactdetails=(0470 12 34 56"}, "Contactdetails«0470 12 34 56»"},
		{"birth marker kept", "geb. °02/03/1950,", []string{"Age_Birthdate=°02/03/1950,"}, "Age_Birthdate«°02/03/1950»"},
		{"star kept", "*1950.", []string{"Age_Birthdate=*1950."}, "Age_Birthdate«*1950»"},
		{"plus kept", "tel +32 470 12 34 56;", []string{"Contactdetails=+32 470 12 34 56;"}, "Contactdetails«+32 470 12 34 56»"},
		{"year apostrophe kept", "in '22.", []string{"Date='22."}, "Date«'22»"},
		{"german date dot kept", "am 15.3. entlassen", []string{"Date=15.3."}, "Date«15.3.»"},
		{"plain date dot dropped", "op 14/01/2025.", []string{"Date=14/01/2025."}, "Date«14/01/2025»"},
		{"only punctuation dropped", "a -- b", []string{"Name:Other= -- "}, ""},
		{"quotes", "„Jan” zei", []string{"Name:Other=„Jan”"}, "Name:Other«Jan»"},
	})
}

func TestJoin(t *testing.T) {
	runHeal(t, Join, []healCase{
		{"space", "Jan Peeters kwam", []string{"Name:Patient=Jan", "Name:Patient=Peeters"}, "Name:Patient«Jan Peeters»"},
		{"particles", "Wim van der Berghe", []string{"Name:Other=Wim", "Name:Other=Berghe"}, "Name:Other«Wim van der Berghe»"},
		{"different labels", "Jan Peeters", []string{"Name:Patient=Jan", "Name:Other=Peeters"}, "Name:Patient«Jan» Name:Other«Peeters»"},
		{"comma", "Jan, Peeters", []string{"Name:Patient=Jan", "Name:Patient=Peeters"}, "Name:Patient«Jan» Name:Patient«Peeters»"},
		{"line break", "Jan\nPeeters", []string{"Name:Patient=Jan", "Name:Patient=Peeters"}, "Name:Patient«Jan» Name:Patient«Peeters»"},
		{"dates stay apart", "14/01/2025 15/01/2025", []string{"Date=14/01/2025", "Date=15/01/2025"}, "Date«14/01/2025» Date«15/01/2025»"},
		{"non-particle word", "Jan en Peeters", []string{"Name:Other=Jan", "Name:Other=Peeters"}, "Name:Other«Jan» Name:Other«Peeters»"},
		{"particle does not join places", "Kloosterstraat in Duffel", []string{"Address_Location:Patient=Kloosterstraat", "Address_Location:Patient=Duffel"}, "Address_Location:Patient«Kloosterstraat» Address_Location:Patient«Duffel»"},
		{"three parts", "AZ Sint Jan", []string{"Organization:Healthcare=AZ", "Organization:Healthcare=Sint", "Organization:Healthcare=Jan"}, "Organization:Healthcare«AZ Sint Jan»"},
	})
}

func TestDropJunk(t *testing.T) {
	runHeal(t, DropJunk, []healCase{
		{"punctuation", "a (-) b", []string{"Name:Other=(-)"}, ""},
		{"lone particle", "Jan van x", []string{"Name:Other=van"}, ""},
		{"particle run", "de la x", []string{"Name:Other=de la"}, ""},
		{"name with particle kept", "van Dam", []string{"Name:Other=van Dam"}, "Name:Other«van Dam»"},
		{"digits kept", "12", []string{"ID:Patient=12"}, "ID:Patient«12»"},
	})
}

func TestCompletePhone(t *testing.T) {
	runHeal(t, CompletePhone, []healCase{
		{"plus", "tel +32 470 12 34 56", []string{"Contactdetails=32 470 12 34 56"}, "Contactdetails«+32 470 12 34 56»"},
		{"opening bracket", "tel (0)9 123 45 67", []string{"Contactdetails=0)9 123 45 67"}, "Contactdetails«(0)9 123 45 67»"},
		{"closing bracket", "tel +32 (0 ) 9", []string{"Contactdetails=+32 (0 "}, "Contactdetails«+32 (0 )»"},
		{"area code bracket", "call (555) 010-0199 now", []string{"Contactdetails=555) 010-0199"}, "Contactdetails«(555) 010-0199»"},
		{"other labels untouched", "+32 x", []string{"ID:Patient=32"}, "ID:Patient«32»"},
		{"balanced unchanged", "(0)9 1", []string{"Contactdetails=9 1"}, "Contactdetails«9 1»"},
	})
}

func TestAbsorbTitles(t *testing.T) {
	runHeal(t, AbsorbTitles, []healCase{
		{"caregiver", "gezien door Dr. Claes", []string{"Name:Caregiver=Claes"}, "Name:Caregiver«Dr. Claes»"},
		{"chain", "an Prof. Dr. med. Claes", []string{"Name:Caregiver=Claes"}, "Name:Caregiver«Prof. Dr. med. Claes»"},
		{"patient too", "Mme Dubois", []string{"Name:Patient=Dubois"}, "Name:Patient«Mme Dubois»"},
		{"not a title", "door Claes", []string{"Name:Caregiver=Claes"}, "Name:Caregiver«Claes»"},
		{"not for other labels", "Dr. Claes", []string{"Organization:Other=Claes"}, "Organization:Other«Claes»"},
		{"title already in another span", "Dr. Claes", []string{"Anonymize_Other=Dr.", "Name:Caregiver=Claes"}, "Anonymize_Other«Dr.» Name:Caregiver«Claes»"},
	})
}

func TestHeal(t *testing.T) {
	runHeal(t, Heal, []healCase{
		{"all rules", "Door Dr. Jan  Claes, tel +32 470 (12) 34.", []string{"Name:Caregiver=Jan ", "Name:Caregiver=Claes,", "Contactdetails=32 470 (12) 34", "Name:Other=(12)"},
			"Name:Caregiver«Dr. Jan  Claes» Contactdetails«+32 470 (12) 34»"},
	})
}

func TestPropagate(t *testing.T) {
	text := "Jan Peeters kwam. Later belde Jan Peeters terug; Jan Peetersen niet. MRN 123456 en 123456."
	in := []document.Span{
		document.NewSpan(text, 0, 11, "Name:Patient", 0.9, "x"),
		document.NewSpan(text, 73, 79, "ID:Patient", 0.95, "x"),
	}
	got := Propagate(text, in)
	if s := show(got); s != "Name:Patient«Jan Peeters» Name:Patient«Jan Peeters» ID:Patient«123456» ID:Patient«123456»" {
		t.Errorf("got %s", s)
	}
	low := []document.Span{document.NewSpan(text, 0, 11, "Name:Patient", 0.5, "x")}
	if got := Propagate(text, low); len(got) != 1 {
		t.Errorf("low-score span propagated: %s", show(got))
	}
	dates := []document.Span{document.NewSpan(text, 73, 79, "Date", 0.99, "x")}
	if got := Propagate(text, dates); len(got) != 1 {
		t.Errorf("date propagated: %s", show(got))
	}
	short := "LD/kv. LD wordt"
	if got := Propagate(short, []document.Span{document.NewSpan(short, 0, 2, "Name:Caregiver", 1, "x")}); len(got) != 1 {
		t.Errorf("two-letter initials propagated: %s", show(got))
	}
	season := "Klientin: Winter, 86 a. „im Winter heiz ich nicht“. Winter friert."
	if got := Propagate(season, []document.Span{document.NewSpan(season, 10, 16, "Name:Patient", 0.95, "x")}); show(got) != "Name:Patient«Winter» Name:Patient«Winter»" {
		t.Errorf("season after a lower-case word propagated, or the name not: %s", show(got))
	}
	over := "Jan Peeters en Jan Peeters"
	existing := []document.Span{document.NewSpan(over, 0, 11, "Name:Patient", 0.9, "x"), document.NewSpan(over, 15, 18, "Name:Other", 0.5, "x")}
	if got := Propagate(over, existing); len(got) != 2 {
		t.Errorf("propagated over an existing span: %s", show(got))
	}
}

func TestExtendDates(t *testing.T) {
	runHeal(t, ExtendDates, []healCase{
		{"year after month", "op 12 maart 2024 gezien", []string{"Date=12 maart"}, "Date«12 maart 2024»"},
		{"year after comma", "on March 3, 2024.", []string{"Date=March 3"}, "Date«March 3, 2024»"},
		{"weekday before", "maandag, 3 maart 2025", []string{"Date=3 maart 2025"}, "Date«maandag, 3 maart 2025»"},
		{"abbreviated weekday", "Sa 15.3. Dienst", []string{"Date=15.3."}, "Date«Sa 15.3.»"},
		{"french weekday", "le mardi 4 mars", []string{"Date=4 mars"}, "Date«mardi 4 mars»"},
		{"not a year", "3 maart 1250 mg", []string{"Date=3 maart"}, "Date«3 maart»"},
		{"year glued to a unit", "3 maart 2025mg", []string{"Date=3 maart"}, "Date«3 maart»"},
		{"numeric date keeps its end", "12/03 2024", []string{"Date=12/03"}, "Date«12/03»"},
		{"year owned by another span", "3 maart 2024", []string{"Date=3 maart", "ID:Patient=2024"}, "Date«3 maart» ID:Patient«2024»"},
		{"not a weekday", "Gent, 3 maart", []string{"Date=3 maart"}, "Date«3 maart»"},
		{"weekday inside a word", "Xmaandag 3 maart", []string{"Date=3 maart"}, "Date«3 maart»"},
		{"other labels untouched", "Jan 2024", []string{"Name:Other=Jan"}, "Name:Other«Jan»"},
	})
}

// Nicknames adds the name a person goes by: in quotes after a detected
// name with its label, after a cue with the label of the name before it
// on the line (or Name:Patient); never over another span, never after "il
// dit:".
func TestNicknames(t *testing.T) {
	tests := []struct {
		name, text string
		spans      []string // "text|label" of the detected spans, in order
		want       string
	}{
		{"quoted after name", `Pat.: De Vos Godelieve ("Lieve") – °1936`, []string{"De Vos Godelieve|Name:Patient"}, "Name:Patient«De Vos Godelieve» Name:Patient«Lieve»"},
		{"low quote after name", "Fr. Josefine „Pepi“ Winter", []string{"Fr. Josefine|Name:Other"}, "Name:Other«Fr. Josefine» Name:Other«Pepi»"},
		{"cue takes the label before", "dochter mw ans bakker, roepnaam Ansje, belt", []string{"mw ans bakker|Name:Other"}, "Name:Other«mw ans bakker» Name:Other«Ansje»"},
		{"cue alone", "Roepnaam: Jannie\n", nil, "Name:Patient«Jannie»"},
		{"cue before a span", "genaamd Jan Peeters", []string{"Jan Peeters|Name:Other"}, "Name:Other«Jan Peeters»"},
		{"says", "Il dit: Bonjour, docteur.", nil, ""},
		{"lower case after cue", "alias zijn broer", nil, ""},
		{"quote not a name", `Jan Peeters ("zie verder")`, []string{"Jan Peeters|Name:Patient"}, "Name:Patient«Jan Peeters»"},
		{"inside a word", "Maroepnaam Jan", nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var in []document.Span
			for _, s := range tc.spans {
				txt, label, _ := strings.Cut(s, "|")
				b := strings.Index(tc.text, txt)
				in = append(in, document.NewSpan(tc.text, b, b+len(txt), label, 0.9, "x"))
			}
			if got := show(Nicknames(tc.text, in)); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

// A town already found as a place joins the country's span under the
// town's label; a town found as something else, or a span that does not
// end at the separator, stays apart.
func TestJoinFoundTownToCountry(t *testing.T) {
	tests := []struct {
		name, text, town, townLabel, country, want string
	}{
		{"bracket", "née le 12/05/1939 à Casablanca (Maroc), 86 a", "Casablanca", "Address_Location:Patient", "Maroc", "Address_Location:Patient«Casablanca (Maroc)»"},
		{"comma", "vanuit Wrocław, Polen naar Mol", "Wrocław", "Address_Location:Patient", "Polen", "Address_Location:Patient«Wrocław, Polen»"},
		{"not a place", "in Antalya, Turkije", "Antalya", "Name:Patient", "Turkije", "Name:Patient«Antalya» Address_Location:Other«Turkije»"},
		{"part of the town", "in San Sebastián, Spain", "Sebastián", "Address_Location:Other", "Spain", "Address_Location:Other«Sebastián» Address_Location:Other«Spain»"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tb, cb := strings.Index(tc.text, tc.town), strings.Index(tc.text, tc.country)
			in := []document.Span{
				document.NewSpan(tc.text, tb, tb+len(tc.town), tc.townLabel, 0.7, "x"),
				document.NewSpan(tc.text, cb, cb+len(tc.country), "Address_Location:Other", 0.8, "x"),
			}
			if got := show(joinTownToCountry(tc.text, in)); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

// A town before the country span after it, introduced by a place
// preposition, joins the span; without the preposition, or with a name
// before the bracket, nothing changes.
func TestJoinTownToCountry(t *testing.T) {
	tests := []struct {
		name, text, country, want string
	}{
		{"bracket", "née le 12/05/1939 à Casablanca (Maroc), 86 a", "Maroc", "Address_Location:Other«Casablanca (Maroc)»"},
		{"comma", "op vakantie in Antalya, Turkije, zonder klachten", "Turkije", "Address_Location:Other«Antalya, Turkije»"},
		{"two words", "moved from San Sebastián, Spain in 2019", "Spain", "Address_Location:Other«San Sebastián, Spain»"},
		{"no preposition", "Dr Peeters (Belgium) called", "Belgium", "Address_Location:Other«Belgium»"},
		{"lower-case word", "in de stad, Portugal", "Portugal", "Address_Location:Other«Portugal»"},
		{"unclosed bracket", "à Casablanca (Maroc et Tunisie)", "Maroc", "Address_Location:Other«Maroc»"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := strings.Index(tc.text, tc.country)
			in := []document.Span{document.NewSpan(tc.text, b, b+len(tc.country), "Address_Location:Other", 0.8, "x")}
			if got := show(joinTownToCountry(tc.text, in)); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}
