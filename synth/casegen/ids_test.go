package casegen

import (
	"math/rand/v2"
	"testing"

	"github.com/meddeid/meddeid/recognize/identifier"
)

func TestNationalIDsValid(t *testing.T) {
	valid := map[string]func(string) bool{
		"be-rrn": identifier.ValidBelgianNationalNumber, "nl-bsn": identifier.ValidBSN, "uk-nhs": identifier.ValidNHS,
		"us-ssn": identifier.ValidSSN, "fr-nir": identifier.ValidNIR, "de-kvnr": identifier.ValidKVNR,
	}
	r := rand.New(rand.NewPCG(1, 2))
	for scheme, ok := range valid {
		for i := 0; i < 500; i++ {
			birth := Date{1900 + r.IntN(125), 1 + r.IntN(12), 1 + r.IntN(28)}
			sex := byte("MF"[r.IntN(2)])
			v := NationalID(r, scheme, birth, sex, "Müller")
			if !ok(v) {
				t.Fatalf("%s: %q invalid", scheme, v)
			}
		}
	}
	if NationalID(r, "xx-none", Date{2000, 1, 1}, 'M', "") != "" {
		t.Error("unknown scheme gave a value")
	}
}

func TestRRNEncodesBirthAndSex(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	v := NationalID(r, "be-rrn", Date{2003, 7, 9}, 'F', "")
	if v[:6] != "030709" {
		t.Errorf("birth part %q", v[:6])
	}
	if (v[8]-'0')%2 != 0 {
		t.Errorf("female sequence must be even: %q", v)
	}
}

func TestCaregiverIDsValid(t *testing.T) {
	valid := map[string]func(string) bool{
		"be-riziv": identifier.ValidRIZIV, "nl-big": identifier.ValidBIG, "uk-gmc": identifier.ValidGMC,
		"us-npi": identifier.ValidNPI, "de-lanr": identifier.ValidLANR,
		"fr-rpps": func(s string) bool { return len(s) == 11 && Luhn(s) },
	}
	r := rand.New(rand.NewPCG(5, 6))
	for scheme, ok := range valid {
		for i := 0; i < 500; i++ {
			if v := CaregiverID(r, scheme); !ok(v) {
				t.Fatalf("%s: %q invalid", scheme, v)
			}
		}
	}
}

func TestFill(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	got := Fill(r, "%#-@@ x")
	if len(got) != 7 || got[0] == '0' || got[2] != '-' || got[3] < 'A' || got[3] > 'Z' || got[5:] != " x" {
		t.Errorf("Fill = %q", got)
	}
	if Fill(r, "plain") != "plain" {
		t.Error("Fill changed a pattern without placeholders")
	}
}

func TestDateHelpers(t *testing.T) {
	b := Date{1950, 3, 2}
	if got := b.YearsAt(Date{2025, 3, 1}); got != 74 {
		t.Errorf("YearsAt = %d", got)
	}
	if got := b.YearsAt(Date{2025, 3, 2}); got != 75 {
		t.Errorf("YearsAt birthday = %d", got)
	}
	if got := (Date{2024, 2, 28}).AddDays(1); got != (Date{2024, 2, 29}) {
		t.Errorf("AddDays leap = %v", got)
	}
	if got := (Date{2025, 1, 13}).Weekday(); got != 0 {
		t.Errorf("13 Jan 2025 is a Monday, got %d", got)
	}
	if daysIn(2023, 2) != 28 || daysIn(2024, 2) != 29 || daysIn(2024, 12) != 31 {
		t.Error("daysIn")
	}
}
