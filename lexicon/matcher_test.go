package lexicon

import (
	"reflect"
	"strings"
	"testing"
)

func testMatcher() *Matcher {
	return NewMatcher(
		newList(LastNames, "", "t", "Van den Bossche\nBossche\nJansen\nO'Brien\n"),
		newList(Cities, "", "t", "Sint-Niklaas\nDen Haag\n's-Hertogenbosch\nSt. Louis\nHaag\n"),
		newList(Eponyms, "", "t", "Guillain-Barré\nParkinson\n"),
	)
}

func TestMatcherFindAll(t *testing.T) {
	m := testMatcher()
	tests := []struct {
		text string
		want []string // "text|list"
	}{
		{"Dhr. Van den Bossche belt.", []string{"Van den Bossche|lastnames", "Bossche|lastnames"}},
		{"dhr. VAN DEN BOSSCHE", []string{"VAN DEN BOSSCHE|lastnames", "BOSSCHE|lastnames"}},
		{"woont in Sint-Niklaas.", []string{"Sint-Niklaas|cities"}},
		{"woont in Sint Niklaas", []string{"Sint Niklaas|cities"}},
		{"naar Den Haag verhuisd", []string{"Den Haag|cities", "Haag|cities"}},
		{"van ’s-Hertogenbosch", []string{"’s-Hertogenbosch|cities"}},
		{"in St. Louis", []string{"St. Louis|cities"}},
		{"ziekte van Parkinson", []string{"Parkinson|eponyms"}},
		{"Guillain–Barré syndroom", []string{"Guillain–Barré|eponyms"}},
		{"guillain barre", []string{"guillain barre|eponyms"}},
		{"Mr O’Brien", []string{"O’Brien|lastnames"}},
		// Word boundaries: no match inside longer words.
		{"Jansens en Jansenstraat", nil},
		{"Parkinsonisme", nil},
		{"Haagse", nil},
		// Parkinson-patiënt: a hyphen ends the token.
		{"Parkinson-patiënt", []string{"Parkinson|eponyms"}},
		// Punctuation that may not join tokens of one entry.
		{"Den, Haag", []string{"Haag|cities"}},
		{"Sint: Niklaas", nil},
		{"Den\n\nHaag", []string{"Haag|cities"}},
		{"Den\nHaag", []string{"Den\nHaag|cities", "Haag|cities"}},
		{"", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, mt := range m.FindAll(tt.text) {
			got = append(got, tt.text[mt.Begin:mt.End]+"|"+mt.List)
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("FindAll(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestMatcherAppendFirst(t *testing.T) {
	m := testMatcher()
	tests := []struct {
		text string
		want []string // "text|list"
	}{
		{"Van den Bossche belt.", []string{"Van den Bossche|lastnames"}},
		{"Den Haag en Jansen", []string{"Den Haag|cities"}},
		{"’s-Hertogenbosch", []string{"’s-Hertogenbosch|cities"}},
		{"  Jansen", []string{"Jansen|lastnames"}},
		{"Jansens en Jansen", nil}, // the first token is no entry
		{", Haag", []string{"Haag|cities"}},
		{"", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, mt := range m.AppendFirst(nil, tt.text) {
			got = append(got, tt.text[mt.Begin:mt.End]+"|"+mt.List)
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("AppendFirst(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestMatcherOffsetsAndOrder(t *testing.T) {
	m := NewMatcher(
		newList(FirstNames, "", "t", "Rose\n"),
		newList(CommonWords, "", "t", "rose\n"),
	)
	text := "Émile en Rose"
	got := m.FindAll(text)
	want := []Match{{Begin: 10, End: 14, List: "commonwords"}, {Begin: 10, End: 14, List: "firstnames"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("FindAll(%q) = %+v, want %+v", text, got, want)
	}
}

func TestLexiconMatcher(t *testing.T) {
	lx := mustLoad(t)
	m := lx.Matcher("nl-BE", Eponyms, Cities)
	text := "Opname in Sint-Niklaas wegens ziekte van Parkinson."
	var got []string
	for _, mt := range m.FindAll(text) {
		got = append(got, text[mt.Begin:mt.End]+"|"+mt.List)
	}
	want := []string{"Sint-Niklaas|cities", "Parkinson|eponyms"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("FindAll = %q, want %q", got, want)
	}
}

// benchText is invented clinical-style text in three languages.
var benchText = strings.Repeat(
	"Patiënt werd op 12/03 opgenomen op de afdeling cardiologie van het ziekenhuis in Sint-Niklaas. "+
		"Voorgeschiedenis: ziekte van Parkinson, diabetes mellitus type 2, hypertensie. "+
		"Mevr. Van den Bossche meldt sinds drie dagen toenemende dyspneu en oedeem aan beide enkels. "+
		"The patient was seen by Dr. Smith in the emergency department with chest pain radiating to the left arm. "+
		"Le patient présente une fièvre depuis deux jours, sans toux ni expectorations; adressé par son médecin traitant à Namur. "+
		"Herr Müller wurde zur weiteren Abklärung in die Klinik für Innere Medizin nach Graz überwiesen.\n", 200)

func BenchmarkMatcherFindAll(b *testing.B) {
	lx := mustLoad(b)
	m := lx.Matcher("") // every kind except common words, every locale
	b.SetBytes(int64(len(benchText)))
	b.ResetTimer()
	for b.Loop() {
		m.FindAll(benchText)
	}
}

func BenchmarkMatcherAppendAllCommonWords(b *testing.B) {
	lx := mustLoad(b)
	m := lx.Matcher("", Kinds...)
	b.SetBytes(int64(len(benchText)))
	var out []Match
	b.ResetTimer()
	for b.Loop() {
		out = m.AppendAll(out[:0], benchText)
	}
}

func BenchmarkNewMatcher(b *testing.B) {
	lx := mustLoad(b)
	for b.Loop() {
		lx.Matcher("")
	}
}

func BenchmarkSetContains(b *testing.B) {
	lx := mustLoad(b)
	s := lx.LastNames("")
	words := strings.Fields(benchText[:2000])
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		s.Contains(words[i%len(words)])
	}
}

func TestFindAllMatchesAppendAll(t *testing.T) {
	m := testMatcher()
	texts := []string{"", "geen treffers hier"}
	for _, tt := range []string{"Jansen", "Sint-Niklaas", "Den Haag", "Van den Bossche"} {
		texts = append(texts, strings.Repeat(tt+" en ", 40)) // more matches than the stack buffer holds
	}
	for _, text := range texts {
		got, want := m.FindAll(text), m.AppendAll(nil, text)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("FindAll(%q) = %v, AppendAll %v", text, got, want)
		}
	}
}
