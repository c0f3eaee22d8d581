package lang

import (
	"strings"
	"testing"
	"unicode"
)

// wantCodes lists the profiles the package must embed.
var wantCodes = []string{"de-AT", "de-DE", "en-GB", "en-US", "es-ES", "fr-BE", "fr-FR", "it-IT", "nl-BE", "nl-NL", "pt-BR", "vi-VN"}

func TestLoadSucceeds(t *testing.T) {
	loadOnce.Do(load)
	if loadErr != nil {
		t.Fatalf("embedded profiles do not load: %v", loadErr)
	}
	got := Codes()
	if strings.Join(got, ",") != strings.Join(wantCodes, ",") {
		t.Fatalf("Codes() = %v, want %v", got, wantCodes)
	}
	if len(All()) != len(wantCodes) {
		t.Fatalf("All() has %d profiles, want %d", len(All()), len(wantCodes))
	}
}

func TestProfilesComplete(t *testing.T) {
	for _, p := range All() {
		p := p
		t.Run(p.Code, func(t *testing.T) {
			if p.Name == "" {
				t.Error("empty name")
			}
			if p.DateOrder != "DMY" && p.DateOrder != "MDY" {
				t.Errorf("date_order %q", p.DateOrder)
			}
			if len(p.PhoneRegion) != 2 || strings.ToUpper(p.PhoneRegion) != p.PhoneRegion {
				t.Errorf("phone_region %q is not an ISO 3166 alpha-2 code", p.PhoneRegion)
			}
			for i, m := range p.Months {
				if len(m) == 0 || m[0] == "" {
					t.Errorf("month %d empty", i+1)
				}
			}
			for i, w := range p.Weekdays {
				if len(w) == 0 || w[0] == "" {
					t.Errorf("weekday %d empty", i+1)
				}
			}
			for _, u := range []string{UnitYear, UnitMonth, UnitWeek, UnitDay} {
				if len(p.AgeUnits[u]) == 0 {
					t.Errorf("age_units[%s] empty", u)
				}
			}
			if len(p.AgeUnits) != 4 {
				t.Errorf("age_units has %d kinds, want 4", len(p.AgeUnits))
			}
			lists := map[string][]string{
				"seasons": p.Seasons, "holidays": p.Holidays, "date_words": p.DateWords,
				"age_cues": p.AgeCues, "birth_cues": p.BirthCues, "titles": p.Titles,
				"phone_cues": p.PhoneCues, "id_cues": p.IDCues, "caregiver_id_cues": p.CaregiverIDCues,
				"national_ids": p.NationalIDs, "stop_words": p.StopWords, "region_cues": p.RegionCues,
				"clinical_words": p.ClinicalWords,
			}
			// Vietnamese has no ordinal suffix after a day number.
			if p.Code != "vi-VN" {
				lists["ordinal_suffixes"] = p.OrdinalSuffixes
			}
			for name, l := range lists {
				if len(l) == 0 {
					t.Errorf("%s empty", name)
				}
				for _, w := range l {
					if strings.TrimSpace(w) != w || w == "" {
						t.Errorf("%s: blank or padded entry %q", name, w)
					}
				}
			}
			if len(p.StopWords) < 50 {
				t.Errorf("only %d stop words", len(p.StopWords))
			}
		})
	}
}

// TestProfilesLowerCaseNoDot checks the conventions matchers rely on: every
// word is lower-case, and abbreviations carry no trailing dot.
func TestProfilesLowerCaseNoDot(t *testing.T) {
	for _, p := range All() {
		words := map[string][]string{
			"seasons": p.Seasons, "holidays": p.Holidays, "date_words": p.DateWords,
			"age_cues": p.AgeCues, "birth_cues": p.BirthCues, "titles": p.Titles,
			"phone_cues": p.PhoneCues, "id_cues": p.IDCues, "caregiver_id_cues": p.CaregiverIDCues,
			"stop_words": p.StopWords, "region_cues": p.RegionCues, "national_ids": p.NationalIDs,
			"ordinal_suffixes": p.OrdinalSuffixes, "clinical_words": p.ClinicalWords,
		}
		for i, m := range p.Months {
			words["month"+string(rune('a'+i))] = m
		}
		for i, w := range p.Weekdays {
			words["weekday"+string(rune('a'+i))] = w
		}
		for k, u := range p.AgeUnits {
			words["age_units."+k] = u
		}
		noDot := map[string]bool{"titles": true, "age_units.year": true, "age_units.month": true,
			"age_units.week": true, "age_units.day": true, "date_words": true, "seasons": true}
		for name, l := range words {
			for _, w := range l {
				for _, r := range w {
					if unicode.IsUpper(r) {
						t.Errorf("%s %s: upper-case entry %q", p.Code, name, w)
						break
					}
				}
				dotless := noDot[name] || strings.HasPrefix(name, "month") || strings.HasPrefix(name, "weekday")
				if dotless && strings.HasSuffix(w, ".") {
					t.Errorf("%s %s: abbreviation with trailing dot %q", p.Code, name, w)
				}
			}
		}
	}
}

func TestNoDuplicateCalendarWords(t *testing.T) {
	for _, p := range All() {
		seen := map[string]int{}
		for i, m := range p.Months {
			for _, w := range m {
				if j, ok := seen[w]; ok {
					t.Errorf("%s: month word %q in month %d and %d", p.Code, w, j+1, i+1)
				}
				seen[w] = i
			}
		}
		seenDay := map[string]int{}
		for i, d := range p.Weekdays {
			for _, w := range d {
				if j, ok := seenDay[w]; ok {
					t.Errorf("%s: weekday word %q on day %d and %d", p.Code, w, j+1, i+1)
				}
				seenDay[w] = i
			}
		}
	}
}

func TestOneDefaultPerLanguage(t *testing.T) {
	defaults := map[string][]string{}
	bases := map[string]bool{}
	for _, p := range All() {
		bases[Base(p.Code)] = true
		if p.Default {
			defaults[Base(p.Code)] = append(defaults[Base(p.Code)], p.Code)
		}
	}
	for b := range bases {
		if len(defaults[b]) != 1 {
			t.Errorf("language %s has defaults %v, want exactly one", b, defaults[b])
		}
	}
}

func TestGetAliases(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"nl-BE", "nl-BE", true},
		{"NL_be", "nl-BE", true},
		{" nl-nl ", "nl-NL", true},
		{"nl", "nl-BE", true},
		{"en", "en-GB", true},
		{"en-AU", "en-GB", true},
		{"EN-us", "en-US", true},
		{"fr", "fr-BE", true},
		{"fr-CH", "fr-BE", true},
		{"fr-FR", "fr-FR", true},
		{"de", "de-DE", true},
		{"de-CH", "de-DE", true},
		{"de_AT", "de-AT", true},
		{"es-MX", "es-ES", true},
		{"pt", "pt-BR", true},
		{"pt-PT", "pt-BR", true},
		{"it", "it-IT", true},
		{"vi", "vi-VN", true},
		{"tr-TR", "", false},
		{"", "", false},
		{"-", "", false},
	}
	for _, tc := range tests {
		p, ok := Get(tc.in)
		if ok != tc.ok {
			t.Errorf("Get(%q) ok = %v, want %v", tc.in, ok, tc.ok)
			continue
		}
		if ok && p.Code != tc.want {
			t.Errorf("Get(%q) = %s, want %s", tc.in, p.Code, tc.want)
		}
	}
}

func TestBase(t *testing.T) {
	for in, want := range map[string]string{"nl-BE": "nl", "EN_us": "en", "de": "de", "": ""} {
		if got := Base(in); got != want {
			t.Errorf("Base(%q) = %q, want %q", in, got, want)
		}
	}
}
