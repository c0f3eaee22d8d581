package address

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/lang"
)

// hasCueRef is the straightforward definition of hasCue: a search per cue
// over every occurrence.
func hasCueRef(s string, cues []string) bool {
	edge := func(i int, left bool) bool { return wordEdge([]byte(s), i, left) }
	for _, c := range cues {
		for off := 0; off <= len(s); {
			k := strings.Index(s[off:], c)
			if k < 0 {
				break
			}
			b, e := off+k, off+k+len(c)
			off = b + 1
			if len(c) >= 5 || edge(b, true) && edge(e, false) {
				return true
			}
		}
	}
	return false
}

// TestHasCueIndexed checks the first-byte index against the definition on
// hand-written lines and on every cue placed in word, compound and glued
// positions.
func TestHasCueIndexed(t *testing.T) {
	r, err := parseRules(addressYAML, lang.All())
	if err != nil {
		t.Fatal(err)
	}
	lines := []string{
		"", "re", "re:", "pre", "tel. 012", "hotel", "dr", "adr", "az sint-jan", "hazard",
		"landesklinikum wien", "İstanbul tel", "Straße", "ADRES:", "\xff re", "patiëntgegevens", "địa chỉ: 12", "prof.", "professor", "chu",
	}
	for _, l := range [][]string{r.patientCues.words, r.caregiverCues.words} {
		for _, c := range l {
			lines = append(lines, c, "x"+c, c+"x", "1"+c+"1", "a "+c+" b", "é"+c, c+"é", c[:len(c)-1])
		}
	}
	for _, s := range lines {
		if got, want := string(appendLower(nil, s)), strings.ToLower(s); got != want {
			t.Errorf("appendLower(%q) = %q, want %q", s, got, want)
		}
		s = strings.ToLower(s)
		for _, cl := range []*cueList{r.patientCues, r.caregiverCues} {
			if got, want := hasCue([]byte(s), cl), hasCueRef(s, cl.words); got != want {
				t.Errorf("hasCue(%q) = %v, want %v", s, got, want)
			}
		}
	}
}

// TestHasCueSecondByte checks hasCue's test of the first two bytes with
// cues of one and two bytes and bytes that share their low six bits.
func TestHasCueSecondByte(t *testing.T) {
	cues := []string{"x", "ab", "a\u00e9", "zz"}
	cl := newCueList(cues)
	for _, s := range []string{"", "x", "ax", "a x", "x b", "ab", "a", "aq", "a!", "cab", "a ab", "a é", "aé", "a\u00e9x", "zz", "z:", "zzz", "ozz"} {
		if got, want := hasCue([]byte(s), cl), hasCueRef(s, cues); got != want {
			t.Errorf("hasCue(%q) = %v, want %v", s, got, want)
		}
	}
}
