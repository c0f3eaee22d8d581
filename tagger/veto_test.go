package tagger

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
)

func TestPlausibility(t *testing.T) {
	lx, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	profile := func(code string) *lang.Profile {
		p, ok := lang.Get(code)
		if !ok {
			t.Fatalf("no profile %s", code)
		}
		return p
	}
	tests := []struct {
		lang, text, sub, label string
		rules                  []string // "sub=label" spans found by the recognizers
		want                   bool
	}{
		{"en-GB", "Seen by Dr Okafor today.", "Okafor", "Name:Caregiver", nil, true},
		{"en-GB", "Pt 64 M, seen today.", "M", "Name:Patient", nil, false},
		{"de-DE", "Herr Kästner, geb. am 12.03.1961", "am", "Age_Birthdate", nil, false},
		{"nl-BE", "62-jarige vrouw, ex-roker", "vrouw", "Age_Birthdate", nil, false},
		{"nl-BE", "zoon Daan, nu 3 jaar", "3 jaar", "Age_Birthdate", nil, true},
		{"en-GB", "Ward: Kingfisher Ward (care of the elderly)", "care of the elderly", "Organization:Healthcare", nil, false},
		{"en-GB", "VA (Snellen): R 6/12", "Snellen", "Name:Patient", nil, false},
		{"fr-BE", "Service d'Imagerie médicale Échographie abdominale", "Échographie", "Organization:Healthcare", nil, false},
		{"en-GB", "at hospital 15:24, pt stable", "15:24", "Date", nil, false},
		{"en-GB", "Epworth 14/24, STOP-BANG 5", "14/24", "Date", nil, false},
		{"en-GB", "reviewed 14/03 in clinic", "14/03", "Date", nil, true},
		{"nl-BE", "gepland in januari", "januari", "Date", nil, true},
		{"en-GB", "call sign 4417 (station)", "4417", "Date", nil, false},
		{"en-GB", "diagnosed in 2019 by", "2019", "Date", nil, true},
		{"nl-BE", "Dienst Cardiologie, AZ", "Dienst Cardiologie", "Organization:Healthcare", nil, true},
		{"en-US", "Women's Center – Social Work Psychosocial Assessment", "Social Work Psychosocial Assessment", "Organization:Healthcare", nil, false},
		{"en-US", "Women's Center – Social Work Department", "Social Work Department", "Organization:Healthcare", nil, true},
		{"en-US", "Columbia Suicide Severity Rating Scale: low risk", "Columbia Suicide Severity Rating Scale", "Organization:Other", nil, false},
		{"en-US", "Columbia Memorial Hospital: low risk", "Columbia Memorial Hospital", "Organization:Healthcare", nil, true},
		{"en-GB", "District Nurse visits daily", "District Nurse", "Organization:Healthcare", nil, false},
		{"en-GB", "District Hospital visits daily", "District Hospital", "Organization:Healthcare", nil, true},
		{"en-GB", "Bloods: K 4.4, Na 139", "K 4.4", "Organization:Healthcare", nil, false},
		{"en-GB", "Seen at AZ 12 today", "AZ 12", "Organization:Healthcare", nil, true},
		{"nl-BE", "Aankomst 02:47 op spoed", "Aankomst 02:47", "Address_Location:Caregiver", nil, false},
		{"nl-BE", "Kerkstraat 12 op spoed", "Kerkstraat 12", "Address_Location:Caregiver", nil, true},
		{"nl-BE", "Dienst Geriatrie – Sociaal Verslag", "Sociaal Verslag", "Organization:Healthcare", nil, false},
		{"fr-BE", "Service de Gériatrie – Compte rendu", "Service de Gériatrie – Compte rendu", "Organization:Healthcare", nil, false},
		{"en-GB", "Triage category: 1 (Red) today", "Red", "Organization:Healthcare", nil, false},
		{"nl-BE", "pt jan peeters gezien", "jan peeters", "Name:Patient", nil, true},
		{"nl-BE", "pt jan de bakker gezien", "de bakker", "Name:Patient", nil, false},
		{"en-GB", "(Mon–Thu)", "Thu", "Name:Caregiver", nil, false},
		{"en-GB", "St Mary's Hospital on Tuesday.", "on Tuesday", "Organization:Healthcare", nil, false},
		{"nl-BE", "langs geweest in Oktober", "in Oktober", "Address_Location:Patient", nil, false},
		{"en-GB", "seen on Tuesday Ward 3", "Tuesday Ward", "Organization:Healthcare", nil, true},
		{"en-GB", "e-mail j.doe@example.org", "j.doe@example.org", "Contactdetails", nil, true},
		{"en-GB", "module 3, kit 4412", "4412", "Contactdetails", nil, false},
		{"en-GB", "MRN ABC", "ABC", "ID:Patient", nil, false},
		{"nl-NL", "Karin Brinkman, apotheker, belde", "apotheker", "Profession", []string{"Karin Brinkman=Name:Caregiver"}, false},
		{"nl-NL", "Patiënt werkt als apotheker.", "apotheker", "Profession", nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.lang+"/"+tt.sub, func(t *testing.T) {
			pl := NewPlausibility(profile(tt.lang), lx)
			var rules []document.Span
			for _, r := range tt.rules {
				sub, label, _ := strings.Cut(r, "=")
				rules = append(rules, sp(tt.text, sub, label, 0.9, "name"))
			}
			s := sp(tt.text, tt.sub, tt.label, 0.7, Source)
			if got := pl.Keep(tt.text, s, rules); got != tt.want {
				t.Errorf("Keep(%q as %s) = %v, want %v", tt.sub, tt.label, got, tt.want)
			}
		})
	}
}

func TestMergeWithVeto(t *testing.T) {
	text := "Patiënt geb. am 12.03.1961, nam methylfenidaat tot 16 j; Dr. Jan Peeters."
	veto := func(s document.Span) bool { return s.Text != "am" && s.Text != "methylfenidaat tot" }
	tests := []struct {
		name          string
		rules, tagged []document.Span
		want          string
	}{
		{"a vetoed leftover of a losing tagger span is dropped",
			[]document.Span{sp(text, "12.03.1961", "Age_Birthdate", 0.9, "date")},
			[]document.Span{sp(text, "am 12.03.1961", "Age_Birthdate", 0.7, Source)},
			"date:Age_Birthdate:12.03.1961"},
		{"a tagger span whose outside part is vetoed does not replace the rule span",
			[]document.Span{sp(text, "16 j", "Age_Birthdate", 0.6, "age")},
			[]document.Span{sp(text, "methylfenidaat tot 16 j", "Age_Birthdate", 0.8, Source)},
			"age:Age_Birthdate:16 j"},
		{"an accepted leftover stays",
			[]document.Span{sp(text, "Dr. Jan", "Name:Caregiver", 0.9, "name")},
			[]document.Span{sp(text, "Jan Peeters", "Name:Caregiver", 0.7, Source)},
			"name:Name:Caregiver:Dr. Jan | tagger:Name:Caregiver:Peeters"},
		{"a vetoed solo span is dropped whatever its score",
			nil, []document.Span{sp(text, "am", "Age_Birthdate", 0.94, Source)}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if r := render(MergeWith(text, tt.rules, tt.tagged, 0.65, veto)); r != tt.want {
				t.Errorf("got %q, want %q", r, tt.want)
			}
		})
	}
}

func TestMergeWithKeepsTwoRuleSpans(t *testing.T) {
	text := "Prof. Dr. Rainer Voß          Jana Petersen Chefarzt"
	rules := []document.Span{sp(text, "Prof. Dr. Rainer Voß", "Name:Caregiver", 0.88, "name"), sp(text, "Jana Petersen", "Name:Caregiver", 0.85, "name")}
	tagged := []document.Span{sp(text, "Prof. Dr. Rainer Voß          Jana Petersen", "Name:Caregiver", 0.95, Source)}
	keep := func(document.Span) bool { return true }
	want := "name:Name:Caregiver:Prof. Dr. Rainer Voß | name:Name:Caregiver:Jana Petersen"
	if got := render(MergeWith(text, rules, tagged, 0.65, keep)); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
