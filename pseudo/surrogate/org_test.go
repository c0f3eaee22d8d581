package surrogate

import (
	"strings"
	"testing"
)

func TestOrganization(t *testing.T) {
	g := New([]byte("org-key"))
	tests := []struct {
		in      string
		prefix  string // kept type words before the name
		suffix  string // kept type words after it
		removed string
	}{
		{"AZ Groeninge", "AZ ", "", "Groeninge"},
		{"UZ Leuven", "UZ ", "", "Leuven"},
		{"Huisartsenpraktijk De Linde", "Huisartsenpraktijk De ", "", "Linde"},
		{"St Aldhelm's Hospital", "St ", "'s Hospital", "Aldhelm"},
		{"Klinikum Spreeau", "Klinikum ", "", "Spreeau"},
		{"Hartley & Sons Ltd", "", " Ltd", "Hartley"},
		{"Saxon Mill Surgery", "", " Surgery", "Saxon"},
		{"Bayview Medical Center", "", " Medical Center", "Bayview"},
		{"Clinique Saint-Luc", "Clinique ", "", "Luc"},
		// a ward keeps its wing; its number is replaced
		{"Station 3 Nord", "Station ", " Nord", "3"},
		{"afdeling J3 Geriatrie", "afdeling ", " Geriatrie", "J3"},
		{"Kliniek Hagenbeek Neurologie", "Kliniek ", " Neurologie", "Hagenbeek"},
	}
	for _, tt := range tests {
		got, err := g.Organization(tt.in, "nl-BE")
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		if !strings.HasPrefix(got, tt.prefix) || !strings.HasSuffix(got, tt.suffix) || strings.Contains(got, tt.removed) {
			t.Errorf("%q → %q: want %q…%q without %q", tt.in, got, tt.prefix, tt.suffix, tt.removed)
		}
	}
}

func TestOrganizationTypeOnly(t *testing.T) {
	for _, in := range []string{"Emergency Department", "Abteilung für Innere Medizin", "Ziekenhuis",
		"Klinik für Innere Medizin und Gastroenterologie", "Dienst Kindergeneeskunde", "Service de Gériatrie", "Department of Paediatrics",
		"Polikliniek Cardiologie", "Department of Clinical Radiology"} {
		if got, err := New([]byte("k")).Organization(in, "nl-BE"); err != ErrTypeOnly {
			t.Errorf("%q → %q, %v: want ErrTypeOnly", in, got, err)
		}
	}
}

func TestOrganizationKeyed(t *testing.T) {
	a, b := New([]byte("a")), New([]byte("b"))
	x1, _ := a.Organization("AZ Groeninge", "nl-BE")
	x2, _ := a.Organization("AZ Groeninge", "nl-BE")
	y, _ := b.Organization("AZ Groeninge", "nl-BE")
	if x1 != x2 || x1 == y {
		t.Errorf("%q, %q under one key, %q under another", x1, x2, y)
	}
}
