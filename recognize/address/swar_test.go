package address

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
)

// TestSWARTests checks hasBetween, hasByte and hasDigit
// against byte-by-byte tests on words with every byte value in every
// position among random other bytes.
func TestSWARTests(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	ranges := [][2]uint64{{'0' - 1, '9' + 1}, {'A' - 1, 'Z' + 1}, {0, 128}, {126, 128}, {0, 2}}
	for n := 0; n < 20000; n++ {
		var b [8]byte
		for k := range b {
			b[k] = byte(rng.Intn(256))
			if rng.Intn(3) == 0 {
				b[k] = "aZ09 '\x80\xff"[rng.Intn(8)]
			}
		}
		b[rng.Intn(8)] = byte(n % 256)
		x := block(string(b[:]), 0)
		for _, r := range ranges {
			want := false
			for _, c := range b {
				want = want || uint64(c) > r[0] && uint64(c) < r[1]
			}
			if got := hasBetween(x, r[0], r[1]); got != want {
				t.Fatalf("hasBetween(%q, %d, %d) = %v, want %v", b, r[0], r[1], got, want)
			}
		}
		for _, c := range []byte{'\'', 0, 0xff, byte(n % 256)} {
			want := false
			for _, d := range b {
				want = want || d == c
			}
			if got := hasByte(x, c); got != want {
				t.Fatalf("hasByte(%q, %q) = %v, want %v", b, c, got, want)
			}
		}
	}
}

// The plain byte-by-byte scans of findParts, roads and nextCandidateStart.

func findPartsRef(r *rules, text string) []part {
	var parts []part
	for i := 0; i < len(text); {
		if !isDigit(text[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(text) && isDigit(text[j]) {
			j++
		}
		parts = r.partsAt(text, i, j, parts)
		i = j
	}
	return parts
}

func roadsRef(r *rules, text string) []document.Span {
	var out []document.Span
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c < 'A' || c > 'Z' || i+1 >= len(text) {
			continue
		}
		switch next := text[i+1]; {
		case isDigit(next):
		case c == 'I' && (next == '-' || next == ' '), (c == 'R' || c == 'H' || c == 'I') && isLower(next):
		default:
			continue
		}
		if letterBefore(text, i) || i > 0 && (isDigit(text[i-1]) || text[i-1] == '-') {
			continue
		}
		if e, ok := r.roadAt(text, i); ok {
			out = append(out, document.NewSpan(text, i, e, LabelOther, scorePlace, Name))
			i = e
		}
	}
	return out
}

func nextCandidateStartRef(text string, from int) int {
	for i := from; i < len(text); i++ {
		c := text[i]
		if !mayStartPlace[c] {
			continue
		}
		if i > 0 {
			switch text[i-1] {
			case ' ', '\n', '\t', '(', '/':
			default:
				continue
			}
		}
		switch {
		case c >= 'A' && c <= 'Z', c == '\'' && i+1 < len(text) && text[i+1] == 's':
			return i
		case c >= utf8.RuneSelf:
			if r, _ := utf8.DecodeRuneInString(text[i:]); unicode.IsUpper(r) {
				return i
			}
		}
	}
	return -1
}

// TestScansMatchRef compares the scans that skip eight bytes at a time
// with their byte-by-byte forms.
func TestScansMatchRef(t *testing.T) {
	r := compile()
	texts := append(fastPathTexts(3000), "on the A35 near Route 9 and I-94, 27 Coombe Lane, Dorchester DT1 1AA", "'s-Hertogenbosch en 's-Gravenhage", "Évora, Ünye")
	texts = append(texts, lowerSamples...)
	for _, text := range texts {
		if got, want := r.findParts(text), findPartsRef(r, text); !reflect.DeepEqual(got, want) {
			t.Fatalf("findParts(%q) = %v, want %v", text, got, want)
		}
		if got, want := r.roads(text), roadsRef(r, text); !reflect.DeepEqual(got, want) {
			t.Fatalf("roads(%q) = %v, want %v", text, got, want)
		}
		for from := 0; from <= len(text); from++ {
			if got, want := nextCandidateStart(text, from), nextCandidateStartRef(text, from); got != want {
				t.Fatalf("nextCandidateStart(%q, %d) = %d, want %d", text, from, got, want)
			}
		}
	}
}

// TestLastNewline compares lastNewline with strings.LastIndexByte at every
// offset of texts with line breaks at every distance.
func TestLastNewline(t *testing.T) {
	texts := []string{"", "\n", "abc", "a\nb", strings.Repeat("x", 40)}
	for k := 0; k < 30; k++ {
		texts = append(texts, strings.Repeat("y", k)+"\n"+strings.Repeat("z", 30-k)+"\n\n"+strings.Repeat("é", k))
	}
	texts = append(texts, fastPathTexts(500)...)
	for _, text := range texts {
		for i := 0; i <= len(text); i++ {
			if got, want := lastNewline(text, i), strings.LastIndexByte(text[:i], '\n'); got != want {
				t.Fatalf("lastNewline(%q, %d) = %d, want %d", text, i, got, want)
			}
		}
	}
}

// TestNextByteScans compares nextUpper with
// byte-by-byte searches on texts with every byte value in every position.
func TestNextByteScans(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for n := 0; n < 50000; n++ {
		b := make([]byte, rng.Intn(20))
		for k := range b {
			b[k] = "azAZ09 '@[`{\x80\xff"[rng.Intn(14)]
		}
		if len(b) > 0 {
			b[rng.Intn(len(b))] = byte(n % 256)
		}
		text := string(b)
		for i := 0; i <= len(text); i++ {
			want := i
			for want < len(text) && (text[want] < 'A' || text[want] > 'Z') {
				want++
			}
			if got := nextUpper(text, i); got != want {
				t.Fatalf("nextUpper(%q, %d) = %d, want %d", text, i, got, want)
			}
		}
	}
}
