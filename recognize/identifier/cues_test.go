package identifier

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/meddeid/meddeid/lang"
)

// refNormalizeLabel is the straightforward form of normalizeLabel
// (strings.ToLower, then one pass), kept as an oracle for the fused one.
func refNormalizeLabel(s string) string {
	s = strings.ToLower(s)
	var b strings.Builder
	space := true
	for _, r := range s {
		switch {
		case r == '.':
			continue
		case r == 'º':
			r = '°'
		case r == '#' || r == '°':
		case r < utf8.RuneSelf && !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9'):
			r = ' '
		case r == '–' || r == '—' || r == '’' || r == '·':
			r = ' '
		}
		if r == ' ' {
			if !space {
				b.WriteByte(' ')
			}
			space = true
			continue
		}
		b.WriteRune(r)
		space = false
	}
	return strings.TrimSpace(b.String())
}

// refClassify is the linear-scan classifier the phrase map replaced: the
// last occurrence of every padded cue phrase, the one ending closest to
// the number winning, caregiver cues winning ties, then phone cues.
func refClassify(patient, caregiver, phone []string, label string, hash bool) (cueKind, int) {
	if label == "" {
		if hash {
			return genericCue, 0
		}
		return noCue, 0
	}
	padded := " " + label + " "
	best, bestPos := noCue, -1
	try := func(list []string, k cueKind) {
		for _, cue := range list {
			cue = " " + cue + " "
			if p := strings.LastIndex(padded, cue); p >= 0 {
				end := p + len(cue) - 2
				if end > bestPos || (end == bestPos && k == caregiverCue) {
					best, bestPos = k, end
				}
			}
		}
	}
	try(phone, phoneCue)
	try(patient, patientCue)
	try(caregiver, caregiverCue)
	if best != noCue {
		return best, bestPos
	}
	words := strings.Fields(label)
	if len(words) > 5 {
		words = words[len(words)-5:]
	}
	generic := hash
	for _, w := range words {
		for _, x := range excludeWords {
			if w == x {
				return noCue, 0
			}
		}
		if isNumberWord([]byte(w)) {
			generic = true
		}
	}
	if generic || requestCues.endsWithRequest([]byte(label)) {
		return genericCue, len(label)
	}
	return noCue, 0
}

func TestNormalizeLabelMatchesReference(t *testing.T) {
	for _, s := range []string{
		"", "Dossiernr.", "N.º", "pat.-nr", "  MRN  ", "Tél. \u00a0", "\u00a0nbsp\u00a0", "İSTANBUL Kelvin\u212a",
		"a–b—c’d·e", "acct#", "# 12", "Nº de séjour", "\xff\xfeBAD", "ÉCOLE  numéro", "ſ long s", "x\ty\nz",
	} {
		if got, want := normalizeLabel(s), refNormalizeLabel(s); got != want {
			t.Errorf("normalizeLabel(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestClassifyMatchesReference compares the phrase-map classifier with the
// linear scan on labels built from every profile's cue phrases, number
// words and exclude words.
func TestClassifyMatchesReference(t *testing.T) {
	var words []string
	profiles := append([]*lang.Profile{nil}, lang.All()...)
	for _, p := range profiles {
		if p == nil {
			continue
		}
		for _, l := range [][]string{p.IDCues, p.CaregiverIDCues, p.PhoneCues} {
			words = append(words, normalizeAll(l)...)
		}
	}
	words = append(words, normalizeAll(basePatientCues)...)
	words = append(words, normalizeAll(baseCaregiverCues)...)
	words = append(words, normalizeAll(basePhoneCues)...)
	words = append(words, numberWords...)
	words = append(words, excludeWords...)
	words = append(words, "patient", "de", "van", "home", "nr", "id", "big", "tel")
	// every profile's words (nil) and two profiles of their own
	nlBE, _ := lang.Get("nl-BE")
	enUS, _ := lang.Get("en-US")
	// a made-up profile whose phrases overlap across kinds, to exercise
	// the tie rules
	tie := &lang.Profile{Code: "x-TIE",
		IDCues:          []string{"record no", "shared", "no x", "y z"},
		CaregiverIDCues: []string{"shared", "lic no", "x", "z"},
		PhoneCues:       []string{"shared", "tel no", "no x", "x", "z"}}
	words = append(words, "record", "shared", "lic", "x", "y", "z", "no x")
	for _, p := range []*lang.Profile{nil, nlBE, enUS, tie} {
		c := cuesFor(p)
		if p == tie {
			c = buildCues(p)
		}
		patient, caregiver, phone := normalizeAll(basePatientCues), normalizeAll(baseCaregiverCues), normalizeAll(basePhoneCues)
		for _, q := range append(profiles, tie) {
			if q != nil && (p == nil && q != tie || q == p) {
				patient = append(patient, normalizeAll(q.IDCues)...)
				caregiver = append(caregiver, normalizeAll(q.CaregiverIDCues)...)
				phone = append(phone, normalizeAll(q.PhoneCues)...)
			}
		}
		n := 0
		// deterministic walk over 1-, 2- and 3-word labels
		for i, a := range words {
			for j := i % 127; j < len(words); j += 127 {
				for _, label := range []string{a, a + " " + words[j], words[j] + " " + a + " " + words[(i+j)%len(words)]} {
					for _, hash := range []bool{false, true} {
						gk, gp := c.classify([]byte(label), hash)
						wk, wp := refClassify(patient, caregiver, phone, label, hash)
						if gk != wk || gp != wp {
							t.Fatalf("profile %v: classify(%q, %v) = %d@%d, want %d@%d", p != nil, label, hash, gk, gp, wk, wp)
						}
						n++
					}
				}
			}
		}
		if n < 1000 {
			t.Fatalf("only %d labels compared", n)
		}
	}
}
