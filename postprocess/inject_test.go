package postprocess

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/meddeid/meddeid/document"
)

const meta = `{"patient":{"given_name":"Jan","family_name":"Peeters","birth_date":"1950-03-02"},
 "caregivers":[{"given_name":"Emma","family_name":"Claes"},{"given_name":"Pieter","family_name":"van der Berghe"}]}`

func doc(text, md, language string) *document.Document {
	return &document.Document{ID: "t", Text: text, Language: language, Metadata: json.RawMessage(md)}
}

// show renders spans as "Label«text»" for comparison.
func show(spans []document.Span) string {
	var b strings.Builder
	for i, s := range spans {
		if i > 0 {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "%s«%s»", s.Label, s.Text)
	}
	return b.String()
}

func TestInjectFormats(t *testing.T) {
	tests := []struct {
		name, text, md, want string
	}{
		{"given family", "Patiënt Jan Peeters werd gezien.", meta, "Name:Patient«Jan Peeters»"},
		{"family comma given", "Naam: PEETERS, Jan\n", meta, "Name:Patient«PEETERS, Jan»"},
		{"family given caps", "PEETERS Jan, 74 j", meta, "Name:Patient«PEETERS Jan»"},
		{"initial family", "Betreft: J. Peeters", meta, "Name:Patient«J. Peeters»"},
		{"double initials", "Betreft: J.P. Peeters", meta, "Name:Patient«J.P. Peeters»"},
		{"hyphen initials", "Betreft: J.-P. Peeters", meta, "Name:Patient«J.-P. Peeters»"},
		{"wrong initial", "Betreft: K. Peeters", meta, "Name:Patient«Peeters»"},
		{"family comma initials", "Pat: Peeters, J.P.\n", meta, "Name:Patient«Peeters, J.P.»"},
		{"trailing initial", "Peeters, Jan K. is opgenomen", meta, "Name:Patient«Peeters, Jan K.»"},
		{"title absorbed", "Gezien bij dhr. Peeters vandaag.", meta, "Name:Patient«dhr. Peeters»"},
		{"two-word title", "Ik zag de heer Peeters.", meta, "Name:Patient«de heer Peeters»"},
		{"title chain", "Prof. Dr. med. Emma Claes", meta, "Name:Caregiver«Prof. Dr. med. Emma Claes»"},
		{"caregiver family alone", "Besproken met Dr Claes.", meta, "Name:Caregiver«Dr Claes»"},
		{"particles", "Verwezen door dr. P. van der Berghe.", meta, "Name:Caregiver«dr. P. van der Berghe»"},
		{"particles capitalised", "VAN DER BERGHE Pieter", meta, "Name:Caregiver«VAN DER BERGHE Pieter»"},
		{"diacritics and case", "patient JÄN PEETERS", meta, "Name:Patient«JÄN PEETERS»"},
		{"one edit in long name", "Patiënt Jan Peters kwam.", meta, "Name:Patient«Jan Peters»"},
		{"transposition", "Patiënt Jan Peetres kwam.", meta, "Name:Patient«Jan Peetres»"},
		{"no edit in short name", "Emmy Claes werkt hier.", meta, "Name:Caregiver«Claes»"},
		{"given alone too short", "Jan kwam binnen.", meta, ""},
		{"given alone", "Emma belde terug.", meta, "Name:Caregiver«Emma»"},
		{"lowercase lone name", "de peeters van de buren", meta, ""},
		{"not inside a word", "Peetersstraat 4", meta, ""},
		{"relative by given name", "Echtgenote mevr. Anna Peeters belde.", meta, "Name:Other«mevr. Anna Peeters»"},
		{"relative by double name", "Dochter Peeters-Wouters belde.", meta, "Name:Other«Peeters-Wouters»"},
		{"sentence start is not a given name", "Gisteren. Peeters belde.", meta, "Name:Patient«Peeters»"},
		{"common word is not a given name", "De patiënt Peeters belde.", meta, "Name:Patient«Peeters»"},
		{"season after a function word", "„im Winter heiz ich erst ab Dezember“. Frau Winter friert.", `{"patient":{"given_name":"Josefine","family_name":"Winter"}}`, "Name:Patient«Frau Winter»"},
		{"no metadata", "Jan Peeters", `{}`, ""},
		{"bad metadata", "Jan Peeters", `[1,2]`, ""},
		{"known values", "Werkt bij Brouwerij Het Anker te Mechelen.", `{"known_values":[{"text":"Brouwerij Het Anker","label":"Organization:Other"},"Mechelen"]}`,
			"Organization:Other«Brouwerij Het Anker» Anonymize_Other«Mechelen»"},
		{"birth date", "Geboren 02/03/1950 te Gent.", meta, "Age_Birthdate«02/03/1950»"},
		{"birth date marker", "Patiënt (°2.3.1950)", meta, "Age_Birthdate«°2.3.1950»"},
		{"compound family part", "Vader Tom Delrue", `{"patient":{"given_name":"Lena","family_name":"Delrue-Simons"}}`, "Name:Other«Tom Delrue»"},
		{"family first language", "Con gái Trần Thị Mai gọi.", `{"patient":{"given_name":"Văn Nam","family_name":"Trần"}}`, "Name:Other«Trần Thị Mai»"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			language := "nl-BE"
			if tc.name == "family first language" {
				language = "vi-VN"
			}
			d := doc(tc.text, tc.md, language)
			got := Inject(d, nil)
			if s := show(got); s != tc.want {
				t.Errorf("got  %s\nwant %s", s, tc.want)
			}
			if d.Text != tc.text {
				t.Error("text modified")
			}
		})
	}
}

func TestInjectBirthDateRelabelsDate(t *testing.T) {
	text := "DOB 02/03/1950, seen 04/05/2024"
	d := doc(text, meta, "en-GB")
	in := []document.Span{document.NewSpan(text, 4, 14, "Date", 0.9, "x"), document.NewSpan(text, 21, 31, "Date", 0.9, "x")}
	got := Inject(d, in)
	if s := show(got); s != "Age_Birthdate«02/03/1950» Date«04/05/2024»" {
		t.Errorf("got %s", s)
	}
	if in[0].Label != "Date" {
		t.Error("input spans modified")
	}
}

func TestInjectKeepsStrongerSpans(t *testing.T) {
	text := "Jan Peeters, tel 0470 12 34 56"
	in := []document.Span{document.NewSpan(text, 17, len(text), "Contactdetails", 0.95, "x")}
	got := Inject(doc(text, meta, "nl-BE"), in)
	if s := show(got); s != "Name:Patient«Jan Peeters» Contactdetails«0470 12 34 56»" {
		t.Errorf("got %s", s)
	}
}

// A caregiver's name that is a calendar word inside a detected date is
// the date's: "im Sommer 2023" stays a date for Dr Sommer, while the name
// is still found outside dates.
func TestInjectLeavesNamesInsideDates(t *testing.T) {
	text := "Infarkt im Sommer 2023. Kontrolle bei Dr. Sommer."
	b := strings.Index(text, "Sommer 2023")
	in := []document.Span{document.NewSpan(text, b, b+len("Sommer 2023"), "Date", 0.9, "date")}
	md := `{"caregivers":[{"given_name":"Lena","family_name":"Sommer"}]}`
	got := Inject(doc(text, md, "de-DE"), in)
	if s := show(got); s != "Date«Sommer 2023» Name:Caregiver«Dr. Sommer»" {
		t.Errorf("got %s", s)
	}
}

// An injected name that a longer detected name contains or overlaps is
// widened to it: the metadata must not cut "Katarzyna Kowalska" down to
// the family name it knows and leave the given name in clear. A lone
// family name takes the detected span's label; a degree after the name
// is not taken in.
func TestInjectWidensToDetectedNames(t *testing.T) {
	md := `{"patient":{"given_name":"Antoni","family_name":"Kowalska"},"caregivers":[{"given_name":"Paul","family_name":"Mbuyi"},{"given_name":"Jonathan","family_name":"Pryce"}]}`
	tests := []struct {
		name, text, detected, label, want string
	}{
		{"given name before a family name", "Mutter: Katarzyna Kowalska, 31 J.", "Katarzyna Kowalska", "Name:Other", "Name:Other«Katarzyna Kowalska»"},
		{"hyphenated given name", "Père : M. Jean-Paul Mbuyi, chauffeur", "M. Jean-Paul Mbuyi", "Name:Other", "Name:Caregiver«M. Jean-Paul Mbuyi»"},
		{"degree after the name", "Jonathan Pryce FRCOphth, consultant", "Jonathan Pryce FRCOphth", "Name:Caregiver", "Name:Caregiver«Jonathan Pryce»"},
		{"unrelated name", "Kowalska, Anna Nowak belt", "Anna Nowak", "Name:Other", "Name:Patient«Kowalska» Name:Other«Anna Nowak»"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := strings.Index(tc.text, tc.detected)
			in := []document.Span{document.NewSpan(tc.text, b, b+len(tc.detected), tc.label, 0.8, "name")}
			if got := show(Inject(doc(tc.text, md, "de-AT"), in)); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

func TestParseMetadata(t *testing.T) {
	md, ok := ParseMetadata(json.RawMessage(`{"patient":{"given_name":" Jan ","family_name":"Peeters","maiden_name":"Claes","birth_date":"1950-03-02"},
		"caregivers":[{"given_name":"Emma"},{"family_name":""},"junk"],"known_values":["x",{"text":"y"},{"text":""},3]}`))
	if !ok {
		t.Fatal("not parsed")
	}
	want := []Person{{"Jan", "Peeters", LabelPatient}, {"Jan", "Claes", LabelPatient}, {"Emma", "", LabelCaregiver}}
	if fmt.Sprint(md.People) != fmt.Sprint(want) {
		t.Errorf("people %v, want %v", md.People, want)
	}
	if md.BirthDate.Year() != 1950 || md.BirthDate.Day() != 2 {
		t.Errorf("birth date %v", md.BirthDate)
	}
	if len(md.Known) != 2 || md.Known[1].Label != labelKnownUnlabeled {
		t.Errorf("known %v", md.Known)
	}
	for _, raw := range []string{"", "null", "[]", "{bad"} {
		if md, ok := ParseMetadata(json.RawMessage(raw)); ok && len(md.People) > 0 {
			t.Errorf("%q: people from nothing", raw)
		}
	}
}

func TestWithin1(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"peeters", "peeters", true},
		{"peeters", "peters", true},
		{"peeters", "peetres", true},
		{"peeters", "peetirs", true},
		{"peeters", "peeterss", true},
		{"peeters", "pieters", true},
		{"peeters", "pietres", false},
		{"peeters", "peet", false},
		{"müller", "mǘller", true},
		{"müller", "mullre", false},
		{"", "a", true},
	}
	for _, tc := range tests {
		if got := within1(tc.a, tc.b); got != tc.want {
			t.Errorf("within1(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestFold(t *testing.T) {
	tests := map[string]string{
		"Hélène": "helene", "WEISS": "weiss", "Weiß": "weiss", "Yılmaz": "yilmaz", "Øster": "oster",
		"Nguyễn": "nguyen", "O'Sullivan": "osullivan", "Łukasz": "lukasz", "Đức": "duc", "Ĳsselmeer": "ijsselmeer",
	}
	for in, want := range tests {
		if got := fold(in); got != want {
			t.Errorf("fold(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTitleStart(t *testing.T) {
	tests := []struct {
		text, name, want string
	}{
		{"Gezien door Dr. Claes", "Claes", "Dr. Claes"},
		{"Gezien door dr Claes", "Claes", "dr Claes"},
		{"an Frau Dr. med. Claes", "Claes", "Frau Dr. med. Claes"},
		{"door de heer Claes", "Claes", "de heer Claes"},
		{"Dott.ssa Claes", "Claes", "Dott.ssa Claes"},
		{"par M. Claes", "Claes", "M. Claes"},
		{"par M Claes", "Claes", "Claes"},
		{"Dr.\nClaes", "Claes", "Claes"},
		{"met Claes", "Claes", "Claes"},
		{"Dr.   Claes", "Claes", "Claes"},
		{"représenté par Me Claes", "Claes", "Me Claes"},
		{"Người nhà: mẹ Phạm Thị Thu Hà", "Phạm Thị Thu Hà", "Phạm Thị Thu Hà"},
		{"Điều trị: bác sĩ Võ Minh Khoa", "Võ Minh Khoa", "bác sĩ Võ Minh Khoa"},
	}
	for _, tc := range tests {
		b := strings.LastIndex(tc.text, tc.name)
		if got := tc.text[TitleStart(tc.text, b):]; got != tc.want {
			t.Errorf("%q: got %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestPrefilterMatchesReference checks the byte-set and length shortcuts
// of prefilter.candidate against the plain scan they speed up.
func TestPrefilterMatchesReference(t *testing.T) {
	ref := func(p *prefilter, m *matcher, k int) bool {
		tk := &m.toks[k]
		if tk.cap && tk.runes <= 3 {
			return true
		}
		f := m.f(k)
		if slices.Contains(p.exact, f) {
			return true
		}
		if tk.digit {
			return false
		}
		for i, w := range p.fuzzy {
			if n := p.runes[i]; tk.runes >= n-1 && tk.runes <= n+1 && within1(f, w) {
				return true
			}
		}
		return false
	}
	people := [][]Person{
		{{"Jan", "Peeters", LabelPatient}, {"Emma", "", LabelCaregiver}},
		{{"Élodie", "Van den Berghe", LabelPatient}},
		{{"Siobhán", "Ó Súilleabháin", LabelPatient}, {"Jo", "Li", LabelCaregiver}},
		{{"Marie-Claire", "O'Brien", LabelPatient}},
		{},
	}
	text := "Jan Peeters en Jna Peteers, Emam, Pieters; eJan, aPeeters ePeeters " +
		"Elodie Élodie Elodei van den Berghe Berge Berghes Siobhan Síobhán Suilleabhain " +
		"O'Brien OBrien O'Brian Marie Mraie Claire claire 12ab Jo Li Lee 3 Peeters2 ééé Ωmega"
	for _, ps := range people {
		models := make([]nameModel, len(ps))
		for i, p := range ps {
			models[i] = compile(p)
		}
		pre := newPrefilter(models)
		m := &matcher{text: text}
		m.toks, m.folded = tokenize(text)
		for k := range m.toks {
			if got, want := pre.candidate(m, k), ref(&pre, m, k); got != want {
				t.Errorf("people %v token %d (%q): candidate = %v, want %v", ps, k, m.f(k), got, want)
			}
		}
	}
}

// TestSpansSortedMatchesReference checks spansSorted against
// slices.IsSortedFunc with cmpSpans.
func TestSpansSortedMatchesReference(t *testing.T) {
	cases := [][]document.Span{
		nil,
		{{Begin: 1, End: 2, Label: "A"}},
		{{Begin: 1, End: 5, Label: "A"}, {Begin: 1, End: 3, Label: "A"}, {Begin: 1, End: 3, Label: "B"}, {Begin: 4, End: 6, Label: "A"}},
		{{Begin: 1, End: 3, Label: "A"}, {Begin: 1, End: 5, Label: "A"}},
		{{Begin: 1, End: 3, Label: "B"}, {Begin: 1, End: 3, Label: "A"}},
		{{Begin: 4, End: 6, Label: "A"}, {Begin: 1, End: 3, Label: "A"}},
		{{Begin: 1, End: 3, Label: "A"}, {Begin: 1, End: 3, Label: "A"}},
	}
	for i, c := range cases {
		if got, want := spansSorted(c), slices.IsSortedFunc(c, cmpSpans); got != want {
			t.Errorf("case %d: spansSorted = %v, want %v", i, got, want)
		}
	}
}

// TestTokenizeApostropheStart checks that a word-initial modifier-letter
// apostrophe ('ʼ', a letter to package unicode) is skipped rather than
// read as an empty word, on which the tokenizer used to loop forever.
func TestTokenizeApostropheStart(t *testing.T) {
	done := make(chan []token, 1)
	go func() {
		toks, _ := tokenize("ʼa ʼ bʼc ʼʼ")
		done <- toks
	}()
	select {
	case toks := <-done:
		if len(toks) != 2 || toks[0].b != len("ʼ") || toks[1].e != len("ʼa ʼ bʼc") {
			t.Errorf("tokens %v, want a and bʼc", toks)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("tokenize does not return")
	}
}
