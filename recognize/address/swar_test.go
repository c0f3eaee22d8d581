package address

import (
	"reflect"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
)

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
