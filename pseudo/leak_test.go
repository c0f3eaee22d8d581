package pseudo

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/meddeid/meddeid/lang"
)

func TestContainsToken(t *testing.T) {
	tests := []struct {
		hay, needle string
		want        bool
	}{
		{"13 maart", "3 maart", false},
		{"3 maart 2025", "3 maart", true},
		{"op 3 maart", "3 maart", true},
		{"03 maart", "3 maart", false},
		{"mei/juni 2023", "mei 2023", false},
		{"0472 12 34 56", "0472 12 34 56", true},
		{"x0472 12 34 56", "0472 12 34 56", false},
		{"2019/2020", "2019", true},
	}
	for _, tt := range tests {
		if got := containsToken(tt.hay, tt.needle); got != tt.want {
			t.Errorf("containsToken(%q, %q) = %v, want %v", tt.hay, tt.needle, got, tt.want)
		}
	}
}

// TestContainsTokenFoldASCII checks the ASCII path of leaks against its
// definition on lower-cased copies.
func TestContainsTokenFoldASCII(t *testing.T) {
	hays := []string{"", "13 maart", "3 Maart 2025", "op 3 MAART", "03 maart", "Mei/Juni 2023", "0472 12 34 56",
		"x0472 12 34 56", "2019/2020", "Jan Peeters", "JAN-PEETERS", "dr. jan", "janjan jan", "a", "A_b", "[jan]", "@Jan`", "Z9z"}
	needles := []string{"3 maart", "3 MAART", "mei 2023", "0472 12 34 56", "2019", "jan", "JAN", "Peeters", "a", "b", "z9Z", "n-p", "_"}
	for _, h := range hays {
		for _, n := range needles {
			want := containsToken(strings.ToLower(h), strings.ToLower(n))
			if got := containsTokenFoldASCII(h, n); got != want {
				t.Errorf("containsTokenFoldASCII(%q, %q) = %v, want %v", h, n, got, want)
			}
		}
	}
}

func TestContainsWhole(t *testing.T) {
	tests := []struct {
		n, o string
		want bool
	}{
		{"13maart", "3maart", false},
		{"3maart2025", "3maart", true},
		{"047212345699", "0472123456", false},
		{"tel0472123456", "0472123456", true},
		{"0472123456", "0472123456", true},
		{"x3maart", "3maart", true},
	}
	for _, tt := range tests {
		if got := containsWhole(tt.n, tt.o); got != tt.want {
			t.Errorf("containsWhole(%q, %q) = %v, want %v", tt.n, tt.o, got, tt.want)
		}
	}
}

// TestAuditRealCalendar: with the real calendar, a shifted date that reads
// like another layout of the same day is caught, while a different day
// with the same digits ("3/11" → "31/1") and a widened month name
// ("juin" → "juin/juillet") are not leaks.
func TestAuditRealCalendar(t *testing.T) {
	tests := []struct {
		name, text, span, repl string
		wantErr                bool
	}{
		{"same digits, other day", "Vu le 3/11 en consultation.", "3/11", "31/1", false},
		{"month widened", "Depuis juin, fatigue.", "juin", "juin/juillet", false},
		{"same day, other separators", "Vu le 14/01/2025 en consultation.", "14/01/2025", "14-01-2025", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cal := fixedShift{DefaultCalendar(), tt.repl}
			d := doc(tt.text, `{"document_creation_date":"2025-02-01"}`, [2]string{tt.span, "Date"})
			d.Language = "fr-BE"
			p := newP(t, "meddeid", cal, ptr(400))
			sum, err := p.Apply(context.Background(), d)
			if err != nil {
				t.Fatal(err)
			}
			if caught := sum.Failures[FailAudit] > 0; caught != tt.wantErr {
				t.Fatalf("audit caught %v, want %v (replacement %q)", caught, tt.wantErr, *d.Spans[0].Replacement)
			}
		})
	}
}

// fixedShift is the real calendar with Shift forced to one replacement.
type fixedShift struct {
	Calendar
	out string
}

func (f fixedShift) Shift(string, int, *lang.Profile, time.Time) (string, error) { return f.out, nil }

// A Date span that is a clock time alone stays as written (a shift by
// whole days does not move it), is counted under keep with its reason,
// and passes the leak guard and the audit; an ambiguous "10.05" is still
// a date.
func TestClockTimeKept(t *testing.T) {
	text := "Opname 3 mei 2024. Gezien om 10:52, daarna 14.30 en 10u05."
	d := doc(text, `{"document_creation_date":"2024-05-03","patient_id":"P1"}`,
		[2]string{"3 mei 2024", "Date"}, [2]string{"10:52", "Date"}, [2]string{"14.30", "Date"}, [2]string{"10u05", "Date"})
	p := newP(t, "meddeid", DefaultCalendar(), ptr(400))
	sum, err := p.Apply(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"", "10:52", "14.30", "10u05"} {
		if got := *d.Spans[i].Replacement; want != "" && got != want {
			t.Errorf("span %d: %q, want it kept", i, got)
		}
	}
	if r := *d.Spans[0].Replacement; r == "3 mei 2024" || strings.HasPrefix(r, "[") {
		t.Errorf("the date itself must be shifted, got %q", r)
	}
	if sum.Operators[string(OpKeep)] != 3 || sum.Fallbacks["date: a clock time, nothing to shift"] != 3 || len(sum.Failures) != 0 {
		t.Errorf("summary operators %v fallbacks %v failures %v", sum.Operators, sum.Fallbacks, sum.Failures)
	}
}

// A dotted pair that could be a date is a time of day, kept, when the
// note's words around it say so ("om 10.05", "10.05 u"); the same pair
// after a date word is shifted as the date it is.
func TestDottedTimeByContext(t *testing.T) {
	text := "Gezien om 10.05, controle 11.20 u. Opname op 10.05 en ontslag."
	d := doc(text, `{"document_creation_date":"2024-05-20","patient_id":"P1"}`,
		[2]string{"10.05", "Date"}, [2]string{"11.20", "Date"}, [2]string{"10.05", "Date"})
	p := newP(t, "meddeid", DefaultCalendar(), ptr(400))
	sum, err := p.Apply(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	if got := *d.Spans[0].Replacement; got != "10.05" {
		t.Errorf("'om 10.05': %q, want the time kept", got)
	}
	if got := *d.Spans[1].Replacement; got != "11.20" {
		t.Errorf("'11.20 u': %q, want the time kept", got)
	}
	if got := *d.Spans[2].Replacement; got == "10.05" || strings.HasPrefix(got, "[") {
		t.Errorf("'op 10.05': %q, want the date shifted", got)
	}
	if sum.Fallbacks["date: a clock time, nothing to shift"] != 2 {
		t.Errorf("fallbacks %v, want 2 clock times", sum.Fallbacks)
	}
}
