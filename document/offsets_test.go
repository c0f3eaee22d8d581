package document

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestIndex(t *testing.T) {
	long := strings.Repeat("aé😀", 40) // crosses several checkpoints
	tests := []struct {
		name string
		text string
	}{
		{"empty", ""},
		{"ascii", "hello world"},
		{"latin", "Patiënt Weiß ğ"},
		{"thai", "ผู้ป่วย สมชาย"},
		{"emoji", "a👩‍⚕️b😀"},
		{"long", long},
		{"invalid", "a\xffé\xc3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x := NewIndex(tt.text)
			if x.Len() != utf8.RuneCountInString(tt.text) {
				t.Errorf("Len %d, want %d", x.Len(), utf8.RuneCountInString(tt.text))
			}
			checkIndex(t, tt.text, x)
		})
	}
}

// checkIndex compares x with a direct walk of text.
func checkIndex(t *testing.T, text string, x *Index) {
	t.Helper()
	starts := map[int]int{} // byte -> code point, for every boundary
	cp := 0
	for i := range text {
		starts[i] = cp
		cp++
	}
	starts[len(text)] = cp
	owner := 0 // code point of the character containing byte b
	for b := 0; b <= len(text); b++ {
		c, ok := x.ToCodePoint(b)
		if want, isStart := starts[b]; isStart {
			owner = want
			if !ok || c != want {
				t.Fatalf("ToCodePoint(%d) = %d,%v, want %d,true", b, c, ok, want)
			}
			if bb, ok := x.ToByte(c); !ok || bb != b {
				t.Fatalf("ToByte(%d) = %d,%v, want %d", c, bb, ok, b)
			}
		} else if ok || c != owner {
			t.Fatalf("ToCodePoint(%d) inside a character = %d,%v, want %d,false", b, c, ok, owner)
		}
	}
	for _, bad := range []int{-1, len(text) + 1} {
		if _, ok := x.ToCodePoint(bad); ok {
			t.Errorf("ToCodePoint(%d) accepted", bad)
		}
	}
	for _, bad := range []int{-1, x.Len() + 1} {
		if _, ok := x.ToByte(bad); ok {
			t.Errorf("ToByte(%d) accepted", bad)
		}
	}
}

func FuzzIndex(f *testing.F) {
	for _, s := range []string{"", "abc", "Patiënt", "ผู้ป่วย", "😀x😀", "a\xffb", "\xe2\x82", strings.Repeat("é", 70)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkIndex(t, s, NewIndex(s))
	})
}

func BenchmarkIndex(b *testing.B) {
	text := strings.Repeat("Patiënt Jan Peeters werd gezien op 14/01/2025. ", 200)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		x := NewIndex(text)
		for cp := 0; cp < x.Len(); cp += 97 {
			x.ToByte(cp)
		}
	}
}
