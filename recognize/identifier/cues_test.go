package identifier

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
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
	// every ASCII byte (normASCII's table) among letters, dots, spaces
	// and non-ASCII runes that lower-case to ASCII
	parts := []string{"a", "Z", ".", " ", "  ", "#", "º", "°", "İ", "\u212a", "é", "–", "\xff"}
	for c := range utf8.RuneSelf {
		parts = append(parts, string(rune(c)))
	}
	rng := rand.New(rand.NewPCG(5, 8))
	for range 5000 {
		var sb strings.Builder
		for range rng.IntN(10) {
			sb.WriteString(parts[rng.IntN(len(parts))])
		}
		s := sb.String()
		if got, want := normalizeLabel(s), refNormalizeLabel(s); got != want {
			t.Fatalf("normalizeLabel(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestLabelBoundaryByte checks that isLabelBoundary is false at every
// byte that labelBoundaryByte does not mark, whatever surrounds it.
func TestLabelBoundaryByte(t *testing.T) {
	around := []string{"", " ", "a", "\x80\x93", "\x80\x94", "\x80\xa2", "\xb7", "\n"}
	for c := range 256 {
		if labelBoundaryByte[c] {
			continue
		}
		for _, before := range around {
			for _, after := range around {
				text := before + string([]byte{byte(c)}) + after
				if isLabelBoundary(text, len(before)) {
					t.Errorf("isLabelBoundary(%q, %d) is true but labelBoundaryByte[%#x] is false", text, len(before), c)
				}
			}
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

// prevFieldRef is prevField without its ASCII fast path: every rune is
// decoded and classified by unicode.IsSpace.
func prevFieldRef(b []byte, hi int) (lo, end int, ok bool) {
	for hi > 0 {
		r, w := utf8.DecodeLastRune(b[:hi])
		if !unicode.IsSpace(r) {
			break
		}
		hi -= w
	}
	if hi == 0 {
		return 0, 0, false
	}
	lo = hi
	for lo > 0 {
		r, w := utf8.DecodeLastRune(b[:lo])
		if unicode.IsSpace(r) {
			break
		}
		lo -= w
	}
	return lo, hi, true
}

// TestPrevField compares prevField with prevFieldRef on every end of
// texts of mixed ASCII, white space, non-ASCII and invalid bytes.
func TestPrevField(t *testing.T) {
	texts := []string{"", " ", "a", "nr. 12", "Patiënt\u00a0nr\t12 \n", "x\u2003y\u0085z", "\xff \xe2\x80", "ab\x85 c\xc2"}
	parts := []string{" ", "\t", "\n", "\v", "\f", "\r", "\x1c", "a", "Z", "9", ":", "é", "\u00a0", "\u0085", "\u2003", "\u3000", "\xff", "\xc2", "\xe2\x80"}
	rng := rand.New(rand.NewPCG(7, 10))
	for range 2000 {
		var sb strings.Builder
		for range rng.IntN(12) {
			sb.WriteString(parts[rng.IntN(len(parts))])
		}
		texts = append(texts, sb.String())
	}
	for _, s := range texts {
		b := []byte(s)
		for hi := 0; hi <= len(b); hi++ {
			lo, end, ok := prevField(b, hi)
			wlo, wend, wok := prevFieldRef(b, hi)
			if lo != wlo || end != wend || ok != wok {
				t.Fatalf("prevField(%q, %d) = %d, %d, %v, want %d, %d, %v", s, hi, lo, end, ok, wlo, wend, wok)
			}
		}
	}
}
