package lexicon

import "testing"

func TestTokenFilter(t *testing.T) {
	lx, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	m := lx.Matcher("fr-BE")
	for k := range m.root {
		if tokenHash(k) != tokenHash([]byte(k)) {
			t.Fatalf("tokenHash differs for string and bytes of %q", k)
		}
		if !m.rootFilter.hasHash(tokenHash(k)) {
			t.Fatalf("filter rejects root token %q", k)
		}
	}
	// Absent tokens mostly fail the filter (8 to 16 bits per key).
	pass, n := 0, 0
	for _, s := range fastPathCorpus() {
		k := Key(s) + "qx"
		if _, ok := m.root[k]; !ok {
			n++
			if m.rootFilter.hasHash(tokenHash(k)) {
				pass++
			}
		}
	}
	if pass*10 > n {
		t.Errorf("filter passes %d of %d absent tokens", pass, n)
	}
	empty := newTokenFilter(0)
	if empty.hasHash(tokenHash("x")) {
		t.Error("empty filter passes a token")
	}
}

func TestFoldHashTokenMatchesReference(t *testing.T) {
	var scratch []byte
	refTokens(func(tok string) {
		var got []byte
		var h uint64
		got, scratch, h = foldHashToken([]byte("pre"), scratch, tok)
		want := refFoldToken(tok)
		if string(got) != "pre"+want || h != tokenHash(want) {
			t.Fatalf("foldHashToken(%q) = %q, %x; reference %q, %x", tok, got, h, "pre"+want, tokenHash(want))
		}
	})
}
