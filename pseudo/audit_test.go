package pseudo

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/recognize/builtin"
)

func TestAuditWindows(t *testing.T) {
	text := "l0\nl1 x\nl2 y\nl3\nl4\nl5\nl6 z"
	at := func(s string) [2]int { i := strings.Index(text, s); return [2]int{i, i + len(s)} }
	line := func(a, b string) [2]int { return [2]int{strings.Index(text, a), strings.Index(text, b) + len(b)} }
	tests := []struct {
		name string
		regs [][2]int
		want [][2]int
	}{
		{"none", nil, nil},
		{"first line", [][2]int{at("l0")}, [][2]int{line("l0", "l1 x")}},
		{"middle", [][2]int{at("y")}, [][2]int{line("l1", "l3")}},
		{"last line", [][2]int{at("z")}, [][2]int{line("l5", "l6 z")}},
		{"touching windows merge", [][2]int{at("x"), at("l4")}, [][2]int{line("l0", "l5")}},
		{"apart", [][2]int{at("l0"), at("z")}, [][2]int{line("l0", "l1 x"), line("l5", "l6 z")}},
		{"region over a line break", [][2]int{{at("y")[0], at("l3")[1]}}, [][2]int{line("l1", "l4")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := auditWindows(text, tt.regs); !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestOccurrences(t *testing.T) {
	tests := []struct {
		text      string
		originals []string
		want      []string // the raw texts of the occurrences, in order
	}{
		{"Dr. Maes zag de patiënt.", []string{"peeters"}, nil},
		{"Dr. Maes zag PEETERS.", []string{"peeters"}, []string{"PEETERS"}},
		{"Dr. Pee-ters", []string{"peeters"}, []string{"Pee-ters"}}, // normalised, as the audit compares
		{"Émile, ÉMILE en emile", []string{"émile"}, []string{"Émile", "ÉMILE"}},
		{"Jan in januari; Maes", []string{"maes", "jan"}, []string{"Jan", "jan", "Maes"}},
		{"geen originelen", nil, nil},
		{"leeg origineel", []string{""}, nil},
	}
	for _, tt := range tests {
		var got []string
		for _, o := range occurrences(tt.text, tt.originals) {
			got = append(got, tt.text[o[0]:o[1]])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("occurrences(%q, %q) = %q, want %q", tt.text, tt.originals, got, tt.want)
		}
	}
}

// occurrencesByNormalising is occurrences as it was before it searched
// the raw text: every match in the normalised text, mapped back.
func occurrencesByNormalising(text string, originals []string) [][2]int {
	n, pos := normaliseIndexed(text)
	var out [][2]int
	for _, o := range originals {
		if o != "" {
			out = appendNormalisedMatches(out, text, n, pos, o)
		}
	}
	slices.SortFunc(out, func(a, b [2]int) int { return cmp.Or(a[0]-b[0], a[1]-b[1]) })
	return out
}

// TestOccurrencesAsNormalised checks the raw-text search against the
// search in the normalised text, on upper and lower case, separators,
// overlaps, repeats, non-ASCII letters and digits, the runes that lower
// to ASCII ("İ", the Kelvin sign) and invalid UTF-8.
func TestOccurrencesAsNormalised(t *testing.T) {
	texts := []string{
		"", "Dr. Maes zag PEETERS en Pee-ters; Maes-Maes.", "aaaa AAAA a-a-a",
		"İstanbul istanbul \u212aortrijk Kortrijk kortrijk", "Émile, ÉMILE en emile Straße STRASSE",
		"\xc3A\xffB 12/03 1203 ١٢ 12a", "Jan in januari; JAN-NEKE jan\nneke", "ǅemal ǆemal Ǆemal",
	}
	originals := []string{
		"peeters", "maes", "aa", "a", "istanbul", "kortrijk", "émile", "straße", "ab", "1203", "12",
		"١٢", "jan", "janneke", "ǆemal", "k", "i", "x",
	}
	for _, text := range texts {
		for _, o := range originals {
			if got, want := occurrences(text, []string{o}), occurrencesByNormalising(text, []string{o}); !slices.Equal(got, want) {
				t.Errorf("occurrences(%q, %q) = %v, want %v", text, o, got, want)
			}
		}
		if got, want := occurrences(text, originals), occurrencesByNormalising(text, originals); !slices.Equal(got, want) {
			t.Errorf("occurrences(%q, all) = %v, want %v", text, got, want)
		}
	}
}

// The audit scans only the lines around shifted dates and surrogate
// originals; a leaking date far down a long note must still be caught.
func TestAuditCatchesLeakInLongNote(t *testing.T) {
	filler := strings.Repeat("Geen bijzonderheden vandaag.\n", 40)
	d := doc(filler+"Opname 14/01/2025.\n"+filler, meta, [2]string{"14/01/2025", "Date"})
	p := newP(t, "meddeid", leakyCalendar{}, ptr(400))
	sum, err := p.Apply(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	wantAuditFallback(t, d, sum, 0, "14-01-2025", "14/01/2025")
}

// A surrogate that keeps a type word ("Kliniek") can rebuild, with the
// text after the span, another original of the note ("Kliniek
// Zonnebloem"); the audit reads it, and the surrogate becomes a
// placeholder instead of the record being refused.
func TestAuditFallbackOnRebuiltOriginal(t *testing.T) {
	text := "AZ Brussel\nKliniek Zonnebloem\n\nConsultatieverslag Kliniek Zonnebloem\n"
	d := doc(text, meta, [2]string{"Kliniek Zonnebloem", "Organization:Healthcare"}, [2]string{"Consultatieverslag Kliniek", "Organization:Healthcare"})
	p := newP(t, "meddeid", fakeCalendar{}, ptr(400))
	sum, err := p.Apply(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Failures[FailAudit] == 0 {
		t.Fatalf("fixture broken: the surrogate %q rebuilds nothing under the test key", *d.Spans[1].Replacement)
	}
	wantAuditFallback(t, d, sum, 1)
	if strings.Count(strings.ToLower(*d.DeidText), "kliniek zonnebloem") > 0 {
		t.Errorf("deid_text still reads the original: %q", *d.DeidText)
	}
}

// auditWith audits d (its two spans surrogated) as if the surrogates had
// been repl, giving deid as the de-identified text.
func auditWith(t *testing.T, p *Pseudonymiser, d *document.Document, repl [2]string, deid string) error {
	t.Helper()
	st, err := p.newDocState(d)
	if err != nil {
		t.Fatal(err)
	}
	for i := range d.Spans {
		d.Spans[i].Replacement = &repl[i]
	}
	d.DeidText = &deid
	st.audited = []bool{true, true}
	_, err = p.auditDoc(d, st)
	return err
}

// A surrogate that equals another span's original is an identifier that
// reappears: the audit reports it (Apply then falls back to a
// placeholder).
func TestAuditCatchesSurrogateCollision(t *testing.T) {
	text := "Bel thuis 0470 12 34 56.\nOf werk 0471 99 88 77."
	d := doc(text, meta, [2]string{"0470 12 34 56", "Contactdetails"}, [2]string{"0471 99 88 77", "Contactdetails"})
	p := newP(t, "meddeid", fakeCalendar{}, ptr(400))
	// the first surrogate is the second original
	if err := auditWith(t, p, d, [2]string{"0471 99 88 77", "0472 11 22 33"}, "Bel thuis 0471 99 88 77.\nOf werk 0472 11 22 33."); err == nil || !strings.Contains(err.Error(), "audit") {
		t.Fatalf("want audit error, got %v", err)
	}
	// the same text with surrogates that reveal nothing passes
	if err := auditWith(t, p, d, [2]string{"0473 55 66 44", "0472 11 22 33"}, "Bel thuis 0473 55 66 44.\nOf werk 0472 11 22 33."); err != nil {
		t.Errorf("clean surrogates: %v", err)
	}
}

// The surrogate half re-scans only the lines around each occurrence of
// an original: a collision far from the first lines, between long
// stretches of text, is still reported.
func TestAuditCatchesSurrogateCollisionInLongNote(t *testing.T) {
	filler := strings.Repeat("Geen bijzonderheden vandaag.\n", 40)
	text := "Bel thuis 0470 12 34 56.\n" + filler + "Of werk 0471 99 88 77.\n" + filler
	d := doc(text, meta, [2]string{"0470 12 34 56", "Contactdetails"}, [2]string{"0471 99 88 77", "Contactdetails"})
	p := newP(t, "meddeid", fakeCalendar{}, ptr(400))
	// the second surrogate is the first original
	deid := "Bel thuis 0473 55 66 44.\n" + filler + "Of werk 0470 12 34 56.\n" + filler
	if err := auditWith(t, p, d, [2]string{"0473 55 66 44", "0470 12 34 56"}, deid); err == nil || !strings.Contains(err.Error(), "audit") {
		t.Fatalf("want audit error, got %v", err)
	}
}

func TestDateRecognizers(t *testing.T) {
	var names []string
	for _, r := range dateRecognizers(builtin.Registry()).Recognizers() {
		names = append(names, r.Name())
	}
	if !slices.Equal(names, []string{"date"}) {
		t.Errorf("date recognizers = %q, want the date recognizer alone", names)
	}
}

// A surrogate drawn equal to another original of the document (the
// mother's name drawn as the patient's) is redrawn: the record passes the
// audit and no replacement reads as another original.
func TestSurrogateCollisionRedrawn(t *testing.T) {
	p := newP(t, "meddeid", fakeCalendar{}, ptr(400))
	other := "Lucy"
	first, err := p.gen.Name(other, "nl-BE") // what "Lucy" is drawn as
	if err != nil {
		t.Fatal(err)
	}
	text := "Patiënt " + first + " kwam met moeder " + other + "."
	d := doc(text, meta, [2]string{first, "Name:Patient"}, [2]string{other, "Name:Other"})
	if _, err := p.Apply(context.Background(), d); err != nil {
		t.Fatalf("Apply: %v", err)
	}
	got := *d.Spans[1].Replacement
	if normalise(got) == normalise(first) || got == other {
		t.Errorf("replacement of %q = %q, want neither the other original %q nor its own", other, got, first)
	}
	// without a collision the first draw stands (consistency across documents)
	d2 := doc("Moeder "+other+" belde.", meta, [2]string{other, "Name:Other"})
	if _, err := p.Apply(context.Background(), d2); err != nil {
		t.Fatal(err)
	}
	if r := *d2.Spans[0].Replacement; r != first {
		t.Errorf("without a collision: %q, want the first draw %q", r, first)
	}
}

// A word the surrogate keeps from its own original (the type word "Ward"
// of "Ward 14") is no collision with another original that is that word:
// no redraw could drop it, so the surrogate stands.
func TestCollisionIgnoresKeptWords(t *testing.T) {
	p := newP(t, "meddeid", fakeCalendar{}, ptr(400))
	d := doc("Seen on Ward 14 today.\nWard phoned back.", meta, [2]string{"Ward 14", "Organization:Healthcare"}, [2]string{"Ward", "Name:Caregiver"})
	d.Language = "en-GB"
	sum, err := p.Apply(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	r := *d.Spans[0].Replacement
	if sum.Failures[FailSurrogate] != 0 || !strings.HasPrefix(r, "Ward ") || r == "Ward 14" {
		t.Errorf("replacement %q, failures %v: want a surrogate keeping the type word", r, sum.Failures)
	}
}

// A word of the original that a surrogate brings back in another place
// was drawn, not kept: when it is another span's original too, the
// surrogate is redrawn.
func TestCollisionMovedWordIsDrawn(t *testing.T) {
	st := &docState{p: newP(t, "meddeid", fakeCalendar{}, ptr(400))}
	st.doc = doc("Jan Peeters en zijn broer Jan.", meta, [2]string{"Jan Peeters", "Name:Patient"}, [2]string{"Jan", "Name:Other"})
	if !st.collides("Piet Jan", "Jan Peeters", true) {
		t.Error(`"Piet Jan" for "Jan Peeters" brings back the other original "Jan": want a collision`)
	}
	if st.collides("Jan Maes", "Jan Peeters", true) {
		t.Error(`"Jan" kept in its place is not drawn: want no collision`)
	}
	if !st.collides("Jan", "Peeters", true) {
		t.Error(`a surrogate equal to another original: want a collision`)
	}
	// the original's own word drawn elsewhere, with no other span holding it
	st.originals = nil
	st.doc = doc("Marie Dubois.", meta, [2]string{"Marie Dubois", "Name:Patient"})
	if !st.collides("Claire Marie", "Marie Dubois", true) {
		t.Error(`"Claire Marie" for "Marie Dubois" gives the given name away: want a collision`)
	}
}

// normaliseRef is normalise's definition: letters and digits, rune by
// rune lower-cased.
func normaliseRef(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

// normalise's ASCII path gives what the rune path gives.
func TestNormaliseASCII(t *testing.T) {
	ref := normaliseRef
	for _, s := range []string{"", "Jan Peeters", "0470/12.34.56", "AZ-Sint-Jan", "ID: X9_z", "~!@#$%^&*()[]{}", "Élise Dupré", "Zoë 12"} {
		if got, want := normalise(s), ref(s); got != want {
			t.Errorf("normalise(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestNormaliseWords checks normaliseWords against its definition:
// normalise of the text, and normalise of each run of letters and digits.
func TestNormaliseWords(t *testing.T) {
	var buf []byte // reused, as collides reuses it
	for _, s := range []string{
		"", "  ", "Jan Peeters", "Dr. J.-P. Van den Bossche", "AZ Sint-Jan Brugge-Oostende AV",
		"Müller-Lüdenscheidt", "İSTANBUL Ünal", "Straße 12b", "0470/12.34.56", "ǅemal ΣΟΦΊΑ",
		"bad \xff utf8\xc3", "a\u00a0b", "x", "é", "AZ [x]@{y}`z", "a_b^c~d", "Łódź, ul. Żółta 3",
	} {
		n, words := normaliseWords(&buf, s, nil)
		if want := normalise(s); n != want {
			t.Errorf("normaliseWords(%q) = %q, want %q", s, n, want)
		}
		var want []string
		for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !isAlnum(r) }) {
			want = append(want, normalise(w))
		}
		if !slices.Equal(words, want) {
			t.Errorf("normaliseWords(%q) words = %q, want %q", s, words, want)
		}
	}
}

// TestNormalise checks normalise, and normaliseIndexed's text, against
// the definition: letters and digits, rune by rune lower-cased.
func TestNormalise(t *testing.T) {
	ref := normaliseRef
	var buf []byte // normaliseScratch's, reused across the cases
	for _, s := range []string{
		"", " -/.", "Jan Peeters", "14/01/2025", "12345678", "abc123", "abc_1", "x", "a\x00b", "\x00", "Ærøskøbing, Sint-Truiden",
		"José  MÜLLER-Ğökçe", "İstanbul", "K\u0130", "abc\xffdef\xc3", "ǅemal Ⅻ ¹²", "ΣΊΣΥΦΟΣ 3",
	} {
		want := ref(s)
		if got := normalise(s); got != want {
			t.Errorf("normalise(%q) = %q, want %q", s, got, want)
		}
		if got, pos := normaliseIndexed(s); got != want || len(pos) != len(got) {
			t.Errorf("normaliseIndexed(%q) = %q (%d offsets), want %q", s, got, len(pos), want)
		}
		if got := normalisedLen(s); got != len(want) {
			t.Errorf("normalisedLen(%q) = %d, want %d", s, got, len(want))
		}
		if got := normaliseScratch(&buf, s); got != want {
			t.Errorf("normaliseScratch(%q) = %q, want %q", s, got, want)
		}
	}
}

func TestLowerFields(t *testing.T) {
	for _, s := range []string{
		"", " ", "14/01/2025", "3 nov. 2024", "3 nov.  2024", " 3 nov", "3 nov ", "a b", "3-11", "  3 Nov.\t2024 ", "MAANDAG 3\n\nNOVEMBER", "3\v4\f5\r6", "3 févr. 2025", "3\u00a0mars", "Ähm  X",
	} {
		want := strings.ToLower(strings.Join(strings.Fields(s), " "))
		if got := lowerFields(s); got != want {
			t.Errorf("lowerFields(%q) = %q, want %q", s, got, want)
		}
	}
}
