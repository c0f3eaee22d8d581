package agegen

import (
	"errors"
	"math"
	"testing"
	"time"

	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/pseudo/dateshift"
)

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

var ref = day(2025, 1, 15)

// TestBandBoundaries covers both sides of every boundary of the default
// table, with birth dates.
func TestBandBoundaries(t *testing.T) {
	nl, _ := lang.Get("nl-BE")
	cases := []struct {
		birth string
		ref   time.Time
		want  string
	}{
		{"15/01/2025", ref, "0 dagen"},
		{"14/01/2025", ref, "1 dag"},
		{"18/12/2024", ref, "28 dagen"},            // 28 days: days
		{"17/12/2024", ref, "4 weken en 1 dag"},    // 29 days: weeks and days
		{"17/10/2024", ref, "12 weken en 6 dagen"}, // 90 days
		{"16/10/2024", ref, "2 maanden en 4 weken"},
		{"16/07/2024", ref, "5 maanden en 4 weken"}, // just under 6 months
		{"15/07/2024", ref, "6 maanden"},            // 6 months: months
		{"16/01/2023", ref, "23 maanden"},           // just under 2 years
		{"15/01/2023", ref, "2 jaar"},               // 2 years: years and months
		{"15/12/2022", ref, "2 jaar en 1 maand"},
		{"16/01/2013", ref, "11 jaar en 11 maanden"}, // just under 12 years
		{"15/01/2013", ref, "12 jaar"},               // 12 years: whole years
		{"°02/03/1950", ref, "74 jaar"},
		{"°1946", ref, "78–79 jaar"},
		{"°08/12/33", day(2025, 2, 20), "91 jaar"},
		// leap years: a 29 February birthday completes its year on 28 February
		{"29/02/2020", day(2021, 2, 28), "12 maanden"},
		{"29/02/2020", day(2021, 2, 27), "11 maanden"},
		{"29/02/2012", day(2024, 2, 28), "11 jaar en 11 maanden"},
		{"29/02/2012", day(2024, 2, 29), "12 jaar"},
		{"01/01/2024", day(2024, 3, 1), "8 weken en 4 dagen"}, // 60 days in a leap year
	}
	for _, c := range cases {
		got, err := FromBirthDate(c.birth, c.ref, nl, DefaultTable())
		if err != nil {
			t.Errorf("%q: %v", c.birth, err)
			continue
		}
		if got != c.want {
			t.Errorf("%q at %s = %q, want %q", c.birth, c.ref.Format(time.DateOnly), got, c.want)
		}
	}
}

// TestLanguages renders ages in each language.
func TestLanguages(t *testing.T) {
	cases := []struct {
		lang, birth, want string
	}{
		{"nl-BE", "04.11.2022", "2 jaar en 2 maanden"},
		{"en-GB", "04/11/2022", "2 years and 2 months"},
		{"en-US", "11/04/2022", "2 years and 2 months"},
		{"fr-FR", "04/11/2022", "2 ans et 2 mois"},
		{"de-DE", "04.11.2022", "2 Jahre und 2 Monate"},
		{"es-ES", "04/11/2022", "2 años y 2 meses"},
		{"it-IT", "04/11/2022", "2 anni e 2 mesi"},
		{"pt-BR", "04/11/2022", "2 anos e 2 meses"},
		{"fr-FR", "01/12/2024", "6 semaines et 3 jours"},
		{"fr-FR", "30/12/2024", "16 jours"},
		{"en-GB", "15/09/2024", "4 months"},
		{"de-DE", "14.01.1980", "45 Jahre"},
		{"nl-NL", "1 mei 2021", "3 jaar en 8 maanden"},
		{"en-GB", "03-Jan-1958", "67 years"},
		{"fr-FR", "2 décembre 2024", "6 semaines et 2 jours"},
		{"de-DE", "*03.08.1971", "53 Jahre"},
	}
	for _, c := range cases {
		p, _ := lang.Get(c.lang)
		got, err := FromBirthDate(c.birth, ref, p, DefaultTable())
		if err != nil {
			t.Errorf("%s %q: %v", c.lang, c.birth, err)
			continue
		}
		if got != c.want {
			t.Errorf("%s %q = %q, want %q", c.lang, c.birth, got, c.want)
		}
	}
}

func TestBirthDateErrors(t *testing.T) {
	nl, _ := lang.Get("nl-BE")
	cases := []struct {
		text string
		ref  time.Time
		cat  string
	}{
		{"16/01/2025", ref, CatBirthAfterRef},
		{"02/03/1950", time.Time{}, CatNoReference},
		{"31/02/1950", ref, dateshift.CatInvalidDate},
		{"gisteren", ref, dateshift.CatInvalidFormat},
	}
	for _, c := range cases {
		_, err := FromBirthDate(c.text, c.ref, nl, DefaultTable())
		var e *dateshift.Error
		if !errors.As(err, &e) || e.Category != c.cat {
			t.Errorf("%q: error %v, want category %s", c.text, err, c.cat)
		}
	}
}

// TestGeneralise covers expressed ages in all unit forms.
func TestGeneralise(t *testing.T) {
	cases := []struct {
		lang, text, want string
	}{
		// already as coarse as the band allows: unchanged
		{"nl-BE", "3 mnd", "3 mnd"},
		{"nl-BE", "45-jarige", "45-jarige"},
		{"nl-BE", "2j4m", "2j4m"},
		{"nl-BE", "72 j", "72 j"},
		{"nl-NL", "58 jr", "58 jr"},
		{"en-GB", "72 yo", "72 yo"},
		{"en-US", "41 y/o", "41 y/o"},
		{"en-US", "17-year-old", "17-year-old"},
		{"en-GB", "18 weeks old", "18 weeks old"},
		{"en-GB", "6 weeks", "6 weeks"},
		{"fr-FR", "45 ans", "45 ans"},
		{"fr-FR", "87 a", "87 a"},
		{"de-DE", "45 J.", "45 J."},
		{"de-AT", "81a", "81a"},
		{"de-DE", "75-jährige", "75-jährige"},
		{"it-IT", "63 anni", "63 anni"},
		{"en-GB", "34", "34"},
		{"nl-BE", "30 dagen", "30 dagen"},
		// finer than the band allows: reduced and rendered
		{"nl-BE", "15 maanden en 3 dagen", "15 maanden"},
		{"nl-BE", "2 jaar 4 maanden 3 weken", "2 jaar en 4 maanden"},
		{"nl-BE", "14 jaar en 3 maanden", "14 jaar"},
		{"en-GB", "400 days", "13 months"},
		{"nl-BE", "100 dagen", "3 maanden en 1 week"},
		{"en-GB", "1 year 2 months 5 days", "14 months"},
		{"de-DE", "13 Jahre 2 Monate", "13 Jahre"},
		{"fr-FR", "5 ans et 3 mois et 2 semaines", "5 ans et 3 mois"},
		{"en-GB", "18 months", "18 months"},
		{"en-GB", "30 months", "30 months"},
	}
	for _, c := range cases {
		p, _ := lang.Get(c.lang)
		got, err := Generalise(c.text, p, DefaultTable())
		if err != nil {
			t.Errorf("%s %q: %v", c.lang, c.text, err)
			continue
		}
		if got != c.want {
			t.Errorf("%s %q = %q, want %q", c.lang, c.text, got, c.want)
		}
	}
}

func TestYears(t *testing.T) {
	cases := []struct {
		lang, text string
		want       float64
	}{
		{"en-GB", "72 yo", 72},
		{"en-GB", "18 months", 1.5},
		{"nl-BE", "2j4m", 2 + 4.0/12},
		{"nl-BE", "91-jarige", 91},
		{"en-GB", "6 weeks", 42 / 365.2425},
		{"fr-FR", "90 ans", 90},
		// halves and "completed" qualifiers
		{"fr-BE", "4 ans et demi", 4.5},
		{"fr-BE", "66 ans et demi", 66.5},
		{"fr-BE", "64 ans révolus", 64},
		{"fr-BE", "2 ans et demi et 3 mois", 2.5 + 3.0/12},
		{"en-GB", "4 and a half years", 4.5},
		{"nl-BE", "4 en een half jaar", 4.5},
		{"de-DE", "4½ Jahre", 4.5},
		{"de-DE", "4 ½ Jahre", 4.5},
		{"es-ES", "3 años y medio", 3.5},
		{"fr-BE", "2 ans et 6 mois", 2.5},
	}
	for _, c := range cases {
		p, _ := lang.Get(c.lang)
		got, err := Years(c.text, p)
		if err != nil || math.Abs(got-c.want) > 1e-9 {
			t.Errorf("%s %q = %v, %v; want %v", c.lang, c.text, got, err, c.want)
		}
	}
	nl, _ := lang.Get("nl-BE")
	if y, err := YearsAt("°08/12/33", day(2025, 2, 20), nl); err != nil || y < 91 || y >= 92 {
		t.Errorf("YearsAt = %v, %v; want 91.x", y, err)
	}
	if _, err := Years("gisteren", nl); err == nil {
		t.Error("Years of a non-age: no error")
	}
}

// TestReduce dispatches between birth dates and expressed ages.
func TestReduce(t *testing.T) {
	nl, _ := lang.Get("nl-BE")
	cases := map[string]string{
		"°02/03/1950": "74 jaar",
		"3 mnd":       "3 mnd",
		"1946":        "78–79 jaar",
		"45":          "45",
	}
	for in, want := range cases {
		got, err := Reduce(in, ref, nl, DefaultTable())
		if err != nil || got != want {
			t.Errorf("Reduce(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}

// TestCustomTable uses a day-based table.
func TestCustomTable(t *testing.T) {
	en, _ := lang.Get("en-GB")
	tb := Table{{MaxDays: 365, Units: []string{lang.UnitMonth}}, {Units: []string{lang.UnitYear}}}
	got, err := FromBirthDate("15/03/2024", ref, en, tb)
	if err != nil || got != "10 months" {
		t.Errorf("custom table: %q, %v", got, err)
	}
	got, err = FromBirthDate("15/03/2020", ref, en, tb)
	if err != nil || got != "4 years" {
		t.Errorf("custom table: %q, %v", got, err)
	}
}
