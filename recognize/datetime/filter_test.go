package datetime

import (
	"strings"
	"testing"

	"github.com/meddeid/meddeid/lang"
)

// TestLexiconFilter checks that the lookup filter of every lexicon lets
// each of its words through, so lookup answers as the map does, and that
// it turns most other words away.
func TestLexiconFilter(t *testing.T) {
	lexes := []*lexicon{lexiconFor(nil)}
	for _, p := range lang.All() {
		lexes = append(lexes, lexiconFor(p))
	}
	for _, l := range lexes {
		if len(l.words) == 0 {
			t.Fatal("empty lexicon")
		}
		for k, wi := range l.words {
			if got := l.lookup([]byte(k)); got != wi {
				t.Errorf("lookup(%q) = %p, want %p", k, got, wi)
			}
			if l.infos[wi.id] != wi || wi.key != k {
				t.Errorf("infos[%d] is not the entry of %q", wi.id, k)
			}
			if !isASCIILetters(k) {
				continue
			}
			h := keyHash([]byte(k))
			for _, w := range []string{k, strings.ToUpper(k), strings.ToUpper(k[:1]) + k[1:]} {
				if got := l.findFold(h, w); got != wi {
					t.Errorf("findFold(%q) = %p, want %p", w, got, wi)
				}
			}
		}
		rejected := 0
		words := []string{"patient", "weight", "blood", "pressure", "admission", "ward", "discharge", "result", "visit", "colour"}
		for _, w := range words {
			if _, ok := l.words[w]; ok {
				continue
			}
			if l.lookup([]byte(w)) != nil {
				t.Errorf("lookup(%q) found a word not in the lexicon", w)
			}
			h := keyHash([]byte(w))
			if l.mayHold(h) && l.findFold(h, strings.ToUpper(w)) != nil {
				t.Errorf("findFold(%q) found a word not in the lexicon", w)
			}
			if l.filter[(h>>6)&(filterWords-1)]&(1<<(h&63)) == 0 {
				rejected++
			}
		}
		if rejected < len(words)/2 {
			t.Errorf("filter rejects only %d of %d non-words", rejected, len(words))
		}
	}
}

// isASCIILetters reports whether s is made of ASCII letters only.
func isASCIILetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return s != ""
}
