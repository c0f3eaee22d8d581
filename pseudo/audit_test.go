package pseudo

import (
	"context"
	"slices"
	"strings"
	"testing"
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

func TestMayReappear(t *testing.T) {
	tests := []struct {
		text      string
		originals []string
		want      bool
	}{
		{"Dr. Maes zag de patiënt.", []string{"peeters"}, false},
		{"Dr. Maes zag PEETERS.", []string{"peeters"}, true},
		{"Dr. Pee-ters", []string{"peeters"}, true}, // normalised, as the audit compares
		{"geen originelen", nil, false},
		{"leeg origineel", []string{""}, false},
	}
	for _, tt := range tests {
		if got := mayReappear(tt.text, tt.originals); got != tt.want {
			t.Errorf("mayReappear(%q, %q) = %v, want %v", tt.text, tt.originals, got, tt.want)
		}
	}
}

// The audit scans only the lines around shifted dates when no surrogate
// original reappears; a leaking date far down a long note must still
// fail the record.
func TestAuditFailsHardInLongNote(t *testing.T) {
	filler := strings.Repeat("Geen bijzonderheden vandaag.\n", 40)
	d := doc(filler+"Opname 14/01/2025.\n"+filler, meta, [2]string{"14/01/2025", "Date"})
	p := newP(t, "meddeid", leakyCalendar{}, ptr(400))
	if _, err := p.Apply(context.Background(), d); err == nil || !strings.Contains(err.Error(), "audit") {
		t.Fatalf("want audit error, got %v", err)
	}
}

// A surrogate that equals another span's original is an identifier that
// reappears: the full re-scan runs and fails the record.
func TestAuditCatchesSurrogateCollision(t *testing.T) {
	text := "Bel thuis 0470 12 34 56.\nOf werk 0471 99 88 77."
	d := doc(text, meta, [2]string{"0470 12 34 56", "Contactdetails"}, [2]string{"0471 99 88 77", "Contactdetails"})
	p := newP(t, "meddeid", fakeCalendar{}, ptr(400))
	st, err := p.newDocState(d)
	if err != nil {
		t.Fatal(err)
	}
	repl := []string{"0471 99 88 77", "0472 11 22 33"} // the first surrogate is the second original
	deid := "Bel thuis 0471 99 88 77.\nOf werk 0472 11 22 33."
	for i := range d.Spans {
		d.Spans[i].Replacement = &repl[i]
	}
	d.DeidText = &deid
	st.audited = []bool{true, true}
	if err := p.auditDoc(d, st); err == nil || !strings.Contains(err.Error(), "audit") {
		t.Fatalf("want audit error, got %v", err)
	}
	// the same text with surrogates that reveal nothing passes
	repl[0] = "0473 55 66 44"
	deid = "Bel thuis 0473 55 66 44.\nOf werk 0472 11 22 33."
	if err := p.auditDoc(d, st); err != nil {
		t.Errorf("clean surrogates: %v", err)
	}
}
