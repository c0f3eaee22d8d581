package lexicon

import (
	"reflect"
	"testing"
)

func TestNewList(t *testing.T) {
	l := newList(LastNames, "nl", "t", "# header: test\nPeeters\n\nÉmile\nemile\n  \nde Smet \nDe Smet\n--\nAa\n")
	if l.Header != "header: test" {
		t.Errorf("Header = %q", l.Header)
	}
	if got, want := l.Len(), 4; got != want { // peeters, emile, de smet, aa
		t.Errorf("Len = %d, want %d", got, want)
	}
	wantEntries := []string{"Peeters", "Émile", "emile", "de Smet", "De Smet", "Aa"}
	if got := l.Entries(); !reflect.DeepEqual(got, wantEntries) {
		t.Errorf("Entries = %q, want %q", got, wantEntries)
	}
	for _, w := range []string{"peeters", "EMILE", "Émile", "De-Smet", "aa"} {
		if !l.Contains(w) {
			t.Errorf("Contains(%q) = false, want true", w)
		}
	}
	var keys []string
	for k := range l.Keys() {
		keys = append(keys, k)
	}
	if want := []string{"aa", "de smet", "emile", "peeters"}; !reflect.DeepEqual(keys, want) {
		t.Errorf("Keys = %q, want %q", keys, want)
	}
	for k := range l.Keys() {
		if k != "aa" {
			t.Errorf("Keys did not stop when asked, gave %q", k)
		}
		break
	}
	for _, w := range []string{"Peeter", "Smet", "", "--"} {
		if l.Contains(w) {
			t.Errorf("Contains(%q) = true, want false", w)
		}
	}
}

func TestKeyIdempotent(t *testing.T) {
	for _, s := range []string{"Van den Bossche", "’s-Hertogenbosch", "Straße", "Ŀlorenç", "ﬁne Œuvre", "İzmir", "a  b", "O'Brien"} {
		k := Key(s)
		if Key(k) != k {
			t.Errorf("Key(Key(%q)) = %q, want %q", s, Key(k), k)
		}
	}
}
