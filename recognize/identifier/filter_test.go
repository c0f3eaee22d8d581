package identifier

import (
	"testing"

	"github.com/meddeid/meddeid/lang"
)

// TestKeyFilterKeys checks that no key of a filtered word table is ever
// filtered out, and that the filter rejects most words that are no key.
func TestKeyFilterKeys(t *testing.T) {
	tables := map[string]struct {
		keys []string
		f    *keyFilter
	}{}
	add := func(name string, keys []string, f *keyFilter) {
		tables[name] = struct {
			keys []string
			f    *keyFilter
		}{keys, f}
	}
	keysOf := func(m map[string]bool) []string {
		var out []string
		for k := range m {
			out = append(out, k)
		}
		return out
	}
	add("number", keysOf(numberWordSet), numberFilter)
	add("exclude", keysOf(excludeWordSet), excludeFilter)
	add("request", keysOf(requestCues.phrases), requestCues.filter)
	for _, p := range append(lang.All(), nil) {
		c := cuesFor(p)
		var keys []string
		for k := range c.phrases {
			keys = append(keys, k)
		}
		name := "cues nil"
		if p != nil {
			name = "cues " + p.Code
		}
		add(name, keys, c.filter)
	}
	for name, tb := range tables {
		if len(tb.keys) == 0 {
			t.Errorf("%s: empty table", name)
		}
		for _, k := range tb.keys {
			if !tb.f.mayHave([]byte(k)) {
				t.Errorf("%s: key %q filtered out", name, k)
			}
		}
	}
	rejected := 0
	words := []string{"patient", "weight", "blood", "pressure", "admission", "ward", "discharge", "result", "visit", "colour"}
	for _, w := range words {
		if !numberFilter.mayHave([]byte(w)) {
			rejected++
		}
	}
	if rejected < len(words)-2 {
		t.Errorf("number filter rejects %d of %d non-keys", rejected, len(words))
	}
}
