package lexicon

import (
	"testing"
	"unicode/utf8"
)

// FuzzFindAll checks invariants on arbitrary text: Key is idempotent, and
// matches lie inside the text, on rune boundaries, in order.
func FuzzFindAll(f *testing.F) {
	for _, s := range []string{"Dhr. Van den Bossche", "’s-Hertogenbosch", "Den\nHaag", "ﬁ\u0301x", "\xff'sX", "St. . Louis"} {
		f.Add(s)
	}
	m := testMatcher()
	f.Fuzz(func(t *testing.T, text string) {
		if k := Key(text); Key(k) != k {
			t.Errorf("Key not idempotent on %q", text)
		}
		prev := Match{}
		for i, mt := range m.FindAll(text) {
			if mt.Begin < 0 || mt.End > len(text) || mt.Begin >= mt.End {
				t.Fatalf("match %d out of range: %+v", i, mt)
			}
			if !utf8.RuneStart(text[mt.Begin]) || (mt.End < len(text) && !utf8.RuneStart(text[mt.End])) {
				t.Errorf("match %d not on rune boundaries: %+v", i, mt)
			}
			if i > 0 && (mt.Begin < prev.Begin || (mt.Begin == prev.Begin && mt.End < prev.End)) {
				t.Errorf("match %d out of order: %+v after %+v", i, mt, prev)
			}
			prev = mt
		}
	})
}
