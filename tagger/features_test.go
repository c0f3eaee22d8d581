package tagger

import (
	"hash/maphash"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"
	"unsafe"
)

// refAffixes and refTrigrams are the straightforward rune-slice forms of
// the affix and trigram features.
func refAffixes(lower string) []uint32 {
	var out []uint32
	add := func(h hasher) { out = append(out, uint32(h)) }
	rs := []rune(lower)
	for k := 1; k <= 4 && k <= len(rs); k++ {
		if k <= 3 {
			add(newHash(4).byte(byte(k)).str(string(rs[:k])))
		}
	}
	for k := 1; k <= 4 && k <= len(rs); k++ {
		add(newHash(5).byte(byte(k)).str(string(rs[len(rs)-k:])))
	}
	return out
}

func refTrigrams(lower string) []uint32 {
	var out []uint32
	rs := []rune("^" + lower + "$")
	if len(rs) <= 3 {
		return nil
	}
	for i := 0; i+3 <= len(rs) && i < 12; i++ {
		h := newHash(6)
		for _, r := range rs[i : i+3] {
			h = h.str(string(r))
		}
		out = append(out, uint32(h))
	}
	return out
}

func TestAffixesAndTrigrams(t *testing.T) {
	for _, w := range []string{"", "a", "ab", "abc", "peeters", "müller", "ẞtraße", "đa", "verylongwordwithmanyletters", "ééééééééééééééééé", "12"} {
		var aff, tri []uint32
		addAffixes(func(h hasher) { aff = append(aff, uint32(h)) }, w)
		addTrigrams(func(h hasher) { tri = append(tri, uint32(h)) }, w)
		if want := refAffixes(w); !slices.Equal(sorted(aff), sorted(want)) {
			t.Errorf("%q: affixes %v, want %v", w, aff, want)
		}
		if want := refTrigrams(w); !slices.Equal(tri, want) {
			t.Errorf("%q: trigrams %v, want %v", w, tri, want)
		}
	}
}

func sorted(a []uint32) []uint32 { b := slices.Clone(a); slices.Sort(b); return b }

func TestShapeHashes(t *testing.T) {
	tests := []struct{ w, shape, short string }{
		{"Peeters", "Xxxxxxx", "Xx"},
		{"J44.1", "Xdd.d", "Xd.d"},
		{"a", "x", "x"},
		{"Ölçü-12", "Xxxx-dd", "Xx-d"},
		{"abcdefghij", "xxxxxxxx…", "x…"},
	}
	for _, tt := range tests {
		full, short := shapeHashes(tt.w, nil)
		if got := string(appendShape(nil, tt.w)); got != tt.shape {
			t.Errorf("shape(%q) = %q, want %q", tt.w, got, tt.shape)
		}
		if full != strHash(tt.shape) || short != strHash(tt.short) {
			t.Errorf("%q: shape hashes differ from the hashes of %q and %q", tt.w, tt.shape, tt.short)
		}
	}
}

func TestClassFeatures(t *testing.T) {
	x := NewExtractor(FeatureConfig{HashBits: 20, Classes: true}, nil, nil)
	rows := func(text string, tok int) []uint32 {
		toks := Tokenize(text)
		f := x.ExtractWith(text, nil, toks, nil)
		return f.Token(tok)
	}
	has := func(rs []uint32, h hasher) bool { return slices.Contains(rs, uint32(uint64(h)&x.mask)) }
	tests := []struct {
		text string
		tok  int
		h    hasher
		want bool
	}{
		{"tumour 11 cm wide", 1, newHash(64).byte(unitMeasure).byte(1), true},
		{"aged 8 Wochen", 1, newHash(64).byte(unitTime).byte(1), true},
		{"room 11 east", 1, newHash(64).byte(unitMeasure).byte(1), false},
		{"Morse 65 today", 1, newHash(65).byte(1), true},
		{"Peeters 65 today", 1, newHash(65).byte(1), false},
		{"dx J44.1 noted", 1, newHash(60).u64(runShape("J44.1")).byte(1), true},
		{"dx J 44.1 noted", 1, newHash(60).u64(runShape("J44.1")).byte(1), false},
	}
	for _, tt := range tests {
		if got := has(rows(tt.text, tt.tok), tt.h); got != tt.want {
			t.Errorf("%q token %d: feature present %v, want %v", tt.text, tt.tok, got, tt.want)
		}
	}
}

// runShape is the glued-run hash of a run of tokens without spaces.
func runShape(run string) uint64 {
	h := hasher(fnvOffset)
	for _, tk := range Tokenize(run) {
		_, short := shapeHashes(run[tk.Begin:tk.End], nil)
		h = h.u64(short)
	}
	return uint64(h)
}

func TestEmissionCacheIsExact(t *testing.T) {
	// two labels, and the default model's fifteen (the AVX2 kernel for
	// 57 to 64 tags)
	for _, labels := range [][]string{{"A", "B"}, strings.Split("A B C D E F G H I J K L M N O", " ")} {
		t.Run(strings.Join(labels, ""), func(t *testing.T) { testEmissionCacheIsExact(t, labels) })
	}
}

func testEmissionCacheIsExact(t *testing.T, labels []string) {
	m := newModel(Header{Scheme: "BIOES", Labels: labels, Features: FeatureConfig{HashBits: 10, NGrams: true, Classes: true}})
	for i := range m.w {
		if i%3 != 0 {
			m.w[i] = float32(i%17) * 0.37
		}
	}
	m.freeze()
	x := NewExtractor(m.Header.Features, nil, nil)
	text := strings.Repeat("Jan Peeters, 11 cm, J44.1 — gezien op 3 maart. ", 5)
	toks := Tokenize(text)
	f := x.ExtractWith(text, nil, toks, nil)
	dense := emissions(m.w, m.nTags, f, len(toks))
	plain := m.sparseEmissions(nil, f, len(toks), false)
	cached := m.sparseEmissions(nil, f, len(toks), true)
	again := m.sparseEmissions(nil, f, len(toks), true) // from the cache
	if !slices.Equal(dense, plain) || !slices.Equal(dense, cached) || !slices.Equal(dense, again) {
		t.Error("sparse or cached emissions differ from the dense ones")
	}
	// A second model over the same extractor (and so the same cached
	// token values) must not get the first model's sums.
	m2 := newModel(m.Header)
	for i := range m2.w {
		m2.w[i] = float32(i%5) * -0.21
	}
	m2.freeze()
	if !slices.Equal(m2.sparseEmissions(nil, f, len(toks), true), emissions(m2.w, m2.nTags, f, len(toks))) {
		t.Error("a second model got the first model's cached sums")
	}
	if !slices.Equal(m.sparseEmissions(nil, f, len(toks), true), dense) {
		t.Error("the first model's sums changed after the second model ran")
	}
	if !utf8.ValidString(text) {
		t.Fatal("bad text")
	}
}

// TestFormTableCollision checks the direct-mapped form cache: a text
// whose slot another text has taken gets its own values back, never the
// other text's.
func TestFormTableCollision(t *testing.T) {
	x := NewExtractor(FeatureConfig{HashBits: 20, Classes: true, NGrams: true}, nil, nil)
	ll := x.locale("nl-BE")
	slotOf := func(w string) uint64 { return maphash.String(x.seed, w) & (formSlots - 1) }
	a := "Peeters"
	var b string
	for i := 0; b == ""; i++ {
		if w := "w" + strconv.Itoa(i); slotOf(w) == slotOf(a) {
			b = w
		}
	}
	fa := x.form(ll, a)
	if x.form(ll, a) != fa {
		t.Fatal("a second lookup of the same text should hit the cache")
	}
	fb := x.form(ll, b) // takes a's slot
	if fb.text != b || fb.lower != strings.ToLower(b) {
		t.Fatalf("form(%q) = values of %q", b, fb.text)
	}
	ga := x.form(ll, a) // recomputed, not b's
	want := x.newForm(ll, a)
	if ga.text != a || ga.lower != want.lower || ga.lowerH != want.lowerH || !slices.Equal(ga.local, want.local) {
		t.Fatalf("form(%q) after a collision = values of %q", a, ga.text)
	}
}

// TestFormInlineStorage checks the storage a formInfo keeps inside
// itself: short texts live in the form (long ones apart) and read back
// unchanged, and the cached emission sums of several models stay apart —
// the form's own slot is written once, never overwritten by a later
// model, also when goroutines race to fill it.
func TestFormInlineStorage(t *testing.T) {
	x := NewExtractor(FeatureConfig{HashBits: 20, Classes: true, NGrams: true}, nil, nil)
	ll := x.locale("nl-BE")
	tests := []struct {
		text   string
		inline bool
	}{
		{"a", true},
		{"Peeters", true},
		{"Überweisungsschein", true},
		{strings.Repeat("x", formInline), true},
		{strings.Repeat("Y", formInline+1), false},
	}
	for _, tt := range tests {
		buf := []byte(tt.text)
		fi := x.newForm(ll, string(buf))
		buf[0] = '!'
		if fi.text != tt.text || fi.lower != strings.ToLower(tt.text) {
			t.Errorf("newForm(%q): text %q, lower %q", tt.text, fi.text, fi.lower)
		}
		if got := unsafe.StringData(fi.text) == &fi.inline[0]; got != tt.inline {
			t.Errorf("newForm(%q): text inside the form = %v, want %v", tt.text, got, tt.inline)
		}
		if want := x.newForm(ll, tt.text); fi.lowerH != want.lowerH || !slices.Equal(fi.local, want.local) {
			t.Errorf("newForm(%q): features differ between two builds", tt.text)
		}
	}

	row := func(v float32, n int) []float32 {
		r := make([]float32, n)
		for i := range r {
			r[i] = v + float32(i)
		}
		return r
	}
	fi := x.newForm(ll, "Peeters")
	a := row(1, 61)
	fi.storeEm(1, a)
	a[0] = -1 // the cache holds a copy
	first := fi.em.Load()
	if first != &fi.emOwn || first.model != 1 || !slices.Equal(first.sum, row(1, 61)) {
		t.Fatalf("first sum: inline %v, model %d, sum %v", first == &fi.emOwn, first.model, first.sum[:3])
	}
	fi.storeEm(2, row(2, 61))
	if e := fi.em.Load(); e == &fi.emOwn || e.model != 2 || !slices.Equal(e.sum, row(2, 61)) {
		t.Fatalf("second model's sum: inline %v, model %d", e == &fi.emOwn, e.model)
	}
	if first.model != 1 || !slices.Equal(first.sum, row(1, 61)) {
		t.Fatal("a later model overwrote the first model's cached sum")
	}
	if fi.storeEm(3, row(3, emInline+1)); len(fi.em.Load().sum) != emInline+1 {
		t.Fatal("a tag set wider than the inline buffer lost tags")
	}

	race := x.newForm(ll, "Janssens")
	var wg sync.WaitGroup
	for id := 1; id <= 8; id++ {
		wg.Go(func() { race.storeEm(uint64(id), row(float32(id), 61)) })
	}
	wg.Wait()
	e := race.em.Load()
	if e.model < 1 || e.model > 8 || !slices.Equal(e.sum, row(float32(e.model), 61)) {
		t.Fatalf("after racing stores: model %d holds sum %v", e.model, e.sum[:3])
	}
	if o := &race.emOwn; o.model < 1 || !slices.Equal(o.sum, row(float32(o.model), 61)) {
		t.Fatalf("after racing stores: the inline sum is torn (model %d)", o.model)
	}
}

// TestLowerOf checks newForm's lower-casing against strings.ToLower:
// short ASCII texts lowered in the form, the others by strings.ToLower.
func TestLowerOf(t *testing.T) {
	x := NewExtractor(FeatureConfig{HashBits: 20}, nil, nil)
	ll := x.locale("nl-BE")
	for _, w := range []string{
		"a", "A", "peeters", "Peeters", "PEETERS", "J44.1", "x-Ray_Z@[`{", "Überweisung", "ÉCOLE", "straße",
		"İstanbul", strings.Repeat("Ab", formInline/2), strings.Repeat("Ab", formInline/2) + "C", "\xff", "Ab\xc3",
	} {
		fi := x.newForm(ll, w)
		if want := strings.ToLower(w); fi.lower != want {
			t.Errorf("lower of %q = %q, want %q", w, fi.lower, want)
		}
	}
}

// TestHeaderWordRow checks the header-word row (template 32) against the
// plain search: the row of the nearest token among the six before token
// i that starts a line, none when no such token is there.
func TestHeaderWordRow(t *testing.T) {
	// without lexicon, rule and class features the header row is a
	// token's last row, after its local, neighbour and two cue rows
	x := NewExtractor(FeatureConfig{HashBits: 20}, nil, nil)
	ll := x.locale("")
	r := rand.New(rand.NewPCG(3, 7))
	words := []string{"Patient", ":", "Jan", "Peeters", "12", ".", "gezien"}
	for trial := range 300 {
		var b strings.Builder
		for range r.IntN(40) {
			b.WriteString(words[r.IntN(len(words))])
			b.WriteString([]string{" ", "\n", "  ", "\n\n ", ""}[r.IntN(5)])
		}
		text := b.String()
		toks := Tokenize(text)
		f := x.ExtractWith(text, nil, toks, nil)
		for i := range toks {
			want := -1
			for j := i - 1; j >= 0 && j >= i-6; j-- {
				if toks[j].LineStart {
					want = j
					break
				}
			}
			rows := f.Token(i)
			n := int(f.Local[i]) + 2
			n += min(2, max(1, 2*i-2)) // two before: two rows, or the edge
			if i > 0 {
				n += 4
			} else {
				n++
			}
			if i+1 < len(toks) {
				n += 4
			} else {
				n++
			}
			if i+2 < len(toks) {
				n += 2
			} else {
				n++
			}
			switch {
			case want < 0 && len(rows) != n:
				t.Fatalf("trial %d, token %d: %d rows, want %d (no header word)", trial, i, len(rows), n)
			case want >= 0 && (len(rows) != n+1 || rows[n] != x.form(ll, text[toks[want].Begin:toks[want].End]).nb[8]):
				t.Fatalf("trial %d, token %d: no header row of token %d", trial, i, want)
			}
		}
	}
}
