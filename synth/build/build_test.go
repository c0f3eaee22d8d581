package build

import (
	"reflect"
	"testing"
)

type part struct{ cat, s string }

type sub struct {
	text, cat string
}

func TestTiling(t *testing.T) {
	tests := []struct {
		name  string
		parts []part
		want  []sub
	}{
		{"title stays whole", []part{{Title, "Dr."}, {Formatting, " "}, {"givenName", "Emma"}, {Formatting, " "}, {"familyName", "Claes"}},
			[]sub{{"Dr.", Title}, {" ", Formatting}, {"Emma", "givenName"}, {" ", Formatting}, {"Claes", "familyName"}}},
		{"punctuation inside a core part", []part{{"familyName", "O'Sullivan"}, {Formatting, ", "}, {"givenName", "Declan"}},
			[]sub{{"O", "familyName"}, {"'", Formatting}, {"Sullivan", "familyName"}, {", ", Formatting}, {"Declan", "givenName"}}},
		{"particles split by spaces", []part{{"familyName", "Van den Bossche"}},
			[]sub{{"Van", "familyName"}, {" ", Formatting}, {"den", "familyName"}, {" ", Formatting}, {"Bossche", "familyName"}}},
		{"multi-word title", []part{{Title, "de heer"}, {Formatting, " "}, {"familyName", "Maes"}},
			[]sub{{"de heer", Title}, {" ", Formatting}, {"Maes", "familyName"}}},
		{"equal neighbours merge", []part{{"day", "07"}, {Formatting, "/"}, {Formatting, "-"}, {"month", "03"}},
			[]sub{{"07", "day"}, {"/-", Formatting}, {"03", "month"}}},
		{"initials with hyphen", []part{{"initials", "J.-P."}},
			[]sub{{"J", "initials"}, {".-", Formatting}, {"P", "initials"}, {".", Formatting}}},
		{"non-Latin letters are not formatting", []part{{"familyName", "Öztürk-Yılmaz"}},
			[]sub{{"Öztürk", "familyName"}, {"-", Formatting}, {"Yılmaz", "familyName"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var b Builder
			b.Lit("x: ")
			b.Begin("Name:Patient")
			for _, p := range tc.parts {
				b.Part(p.cat, p.s)
			}
			if i := b.End(Meta{}); i != 0 {
				t.Fatalf("span index %d", i)
			}
			b.Lit(".")
			res := b.Finish()
			var got []sub
			for _, sa := range res.Spans[0].Subannotations {
				got = append(got, sub{res.Text[sa.Begin:sa.End], sa.Category})
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
			sp := res.Spans[0]
			if sp.Begin != 3 || res.Text[sp.Begin:sp.End] != sp.Text || sp.End != len(res.Text)-1 {
				t.Errorf("span [%d,%d) %q", sp.Begin, sp.End, sp.Text)
			}
		})
	}
}

func TestEmptySpanDropped(t *testing.T) {
	var b Builder
	b.Begin("Date")
	if i := b.End(Meta{}); i != -1 {
		t.Errorf("empty span kept at %d", i)
	}
	if n := len(b.Finish().Spans); n != 0 {
		t.Errorf("%d spans", n)
	}
}

func TestNegAndReset(t *testing.T) {
	var b Builder
	b.Neg("eponym", "Parkinson")
	b.Span("Date", "year", "2024", Meta{Family: "date:{yyyy}"})
	res := b.Finish()
	if len(res.Negs) != 1 || res.Text[res.Negs[0].Begin:res.Negs[0].End] != "Parkinson" {
		t.Errorf("negs %+v", res.Negs)
	}
	if res.Metas[0].Family != "date:{yyyy}" {
		t.Errorf("meta %+v", res.Metas)
	}
	b.Reset()
	if b.Len() != 0 || len(b.Finish().Spans) != 0 || len(b.Finish().Negs) != 0 {
		t.Error("Reset left state")
	}
}

func TestMisuse(t *testing.T) {
	for name, f := range map[string]func(b *Builder){
		"Lit in span":  func(b *Builder) { b.Begin("Date"); b.Lit("x") },
		"nested":       func(b *Builder) { b.Begin("Date"); b.Begin("Date") },
		"Part outside": func(b *Builder) { b.Part("day", "1") },
		"open Finish":  func(b *Builder) { b.Begin("Date"); b.Finish() },
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Error("no panic")
				}
			}()
			f(&Builder{})
		})
	}
}
