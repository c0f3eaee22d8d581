package dateshift

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/meddeid/meddeid/lang"
)

// formatters write a day-precision date in styles the package must keep.
var formatters = []func(p *lang.Profile, t time.Time) string{
	func(p *lang.Profile, t time.Time) string { return t.Format("02/01/2006") },
	func(p *lang.Profile, t time.Time) string { return t.Format("2-1-2006") },
	func(p *lang.Profile, t time.Time) string { return t.Format("02.01.2006") },
	func(p *lang.Profile, t time.Time) string { return t.Format("2006-01-02") },
	func(p *lang.Profile, t time.Time) string { return t.Format("02/01/06") },
	func(p *lang.Profile, t time.Time) string {
		return fmt.Sprintf("%d %s %d", t.Day(), p.Months[t.Month()-1][0], t.Year())
	},
	func(p *lang.Profile, t time.Time) string {
		return fmt.Sprintf("%s %d %s %d", p.Weekdays[(int(t.Weekday())+6)%7][0], t.Day(), p.Months[t.Month()-1][0], t.Year())
	},
	func(p *lang.Profile, t time.Time) string { return t.Format("02/01/2006 15:04") },
}

// TestIntervalsPreserved: for the day-precision dates of one patient every
// pairwise interval is the same after the shift, and no original date text
// survives in the output.
func TestIntervalsPreserved(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 2025))
	for _, code := range []string{"nl-BE", "en-GB", "fr-FR", "de-DE", "es-ES", "it-IT", "pt-BR"} {
		p, _ := lang.Get(code)
		for patient := 0; patient < 40; patient++ {
			days := 1 + r.IntN(1095)
			if r.IntN(2) == 0 {
				days = -days
			}
			n := 2 + r.IntN(6)
			orig := make([]time.Time, n)
			shifted := make([]time.Time, n)
			for i := range orig {
				orig[i] = mkdate(1950+r.IntN(80), time.Month(1+r.IntN(12)), 1+r.IntN(28)).AddDate(0, 0, r.IntN(4))
				if orig[i].Year() < 1980 || orig[i].Year() > 2060 {
					// keep two-digit-year formats inside their window
					orig[i] = orig[i].AddDate(30, 0, 0)
				}
				f := formatters[r.IntN(len(formatters))]
				text := f(p, orig[i])
				out, err := Shift(text, days, p, seedRef)
				if err != nil {
					t.Fatalf("%s: shift of a generated date failed: %v", code, err)
				}
				if out == text || strings.Contains(out, text) {
					t.Fatalf("%s: original date text survives the shift by %d", code, days)
				}
				back, err := Parse(out, p, seedRef.AddDate(0, 0, days))
				if err != nil {
					t.Fatalf("%s: shifted output does not parse: %v", code, err)
				}
				shifted[i] = back.Start
				if got := back.Start.Sub(orig[i]); got != time.Duration(days)*24*time.Hour {
					t.Fatalf("%s: date moved by %v, want %d days", code, got, days)
				}
			}
			for i := range orig {
				for j := range orig {
					if orig[j].Sub(orig[i]) != shifted[j].Sub(shifted[i]) {
						t.Fatalf("%s: interval %d→%d changed", code, i, j)
					}
				}
			}
		}
	}
}

// TestDeterministic: the same input gives byte-identical output.
func TestDeterministic(t *testing.T) {
	p, _ := lang.Get("nl-BE")
	for _, text := range []string{"woensdag 8 januari 2025", "zomer 2009", "eind mei", "3 t/m 7 november 2024", "Pasen 2024"} {
		a, err1 := Shift(text, 371, p, seedRef)
		b, err2 := Shift(text, 371, p, seedRef)
		if err1 != nil || err2 != nil || a != b {
			t.Errorf("not deterministic: %v %v", err1, err2)
		}
		d, _ := Parse(text, p, seedRef)
		if c, _ := Shift(text, 372, p, seedRef); d.Resolution == Day && c == a {
			t.Errorf("different shifts give the same output")
		}
	}
}

func BenchmarkShift(b *testing.B) {
	p, _ := lang.Get("nl-BE")
	texts := []string{"14/03/2024", "woensdag 8 januari 2025", "maart 2024", "zomer van 2023", "04/02/2025 07:42", "13/01"}
	n := 0
	for _, s := range texts {
		n += len(s)
	}
	b.SetBytes(int64(n))
	for b.Loop() {
		for _, s := range texts {
			if _, err := Shift(s, 371, p, seedRef); err != nil {
				b.Fatal(err)
			}
		}
	}
}
