package tagger

import (
	"strings"
	"testing"
)

func TestTokenize(t *testing.T) {
	tests := []struct {
		text string
		want string // tokens joined by |, "^" marks a line start
	}{
		{"", ""},
		{"Dr. Peeters", "^Dr|.|Peeters"},
		{"geb. 14.02.1949,", "^geb|.|14|.|02|.|1949|,"},
		{"Zoë  Müller-Lüdenscheidt\nTel: 0471/12 34 56", "^Zoë|Müller|-|Lüdenscheidt|^Tel|:|0471|/|12|34|56"},
		{"AB123cd", "^AB|123|cd"},
		{"Nguyễn Văn An", "^Nguyễn|Văn|An"},
		{"e\u0301te", "^e\u0301te"}, // combining mark stays in the word
		{"  x\r\n  y", "^x|^y"},
		{"a@b.be", "^a|@|b|.|be"},
	}
	for _, tt := range tests {
		var got []string
		for _, tok := range Tokenize(tt.text) {
			s := tt.text[tok.Begin:tok.End]
			if tok.LineStart {
				s = "^" + s
			}
			got = append(got, s)
		}
		if g := strings.Join(got, "|"); g != tt.want {
			t.Errorf("Tokenize(%q) = %q, want %q", tt.text, g, tt.want)
		}
	}
}

func TestTokenizeInvalidUTF8(t *testing.T) {
	text := "a\xffb"
	toks := Tokenize(text)
	if len(toks) != 3 || toks[1].Begin != 1 || toks[1].End != 2 {
		t.Errorf("tokens = %+v", toks)
	}
}

func FuzzTokenize(f *testing.F) {
	for _, s := range []string{"Dr. Peeters", "12/03/2024", "Zoë\nx", "\xff\xfe"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		last := 0
		for _, tok := range Tokenize(s) {
			if tok.Begin < last || tok.End <= tok.Begin || tok.End > len(s) {
				t.Fatalf("bad token %+v in %q", tok, s)
			}
			if strings.TrimSpace(s[last:tok.Begin]) != "" {
				t.Fatalf("non-space skipped before %+v in %q", tok, s)
			}
			last = tok.End
		}
	})
}
