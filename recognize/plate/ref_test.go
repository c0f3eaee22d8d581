package plate

import (
	"math/rand"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
)

// The plain forms of the fast paths of Recognize, plateAt and cueBefore:
// the tests below compare them with the package's on many texts.

func recognizeRef(text string) []document.Span {
	var out []document.Span
	for i := 0; i < len(text); {
		c := plateClass[text[i]]
		if c == 0 {
			i++
			continue
		}
		if c == plateStart {
			if e, ok := plateAtRef(text, i); ok {
				if cueBeforeRef(text, i) {
					out = append(out, document.NewSpan(text, i, e, Label, score, "plate"))
				}
				i = e + 1
				continue
			}
		}
		for i < len(text) && plateClass[text[i]] != 0 {
			i++
		}
	}
	return out
}

func isPlateByteRef(c byte) bool {
	return ('0' <= c && c <= '9') || ('A' <= c && c <= 'Z') || ('a' <= c && c <= 'z')
}

func plateAtRef(text string, b int) (int, bool) {
	var chars, groups int
	var letters, digits bool
	end := b
	i := b
	for groups < 4 {
		g := i
		for i < len(text) && isPlateByteRef(text[i]) {
			c := text[i]
			if 'a' <= c && c <= 'z' {
				return 0, false
			}
			if '0' <= c && c <= '9' {
				digits = true
			} else {
				letters = true
			}
			i++
		}
		n := i - g
		if n == 0 || n > 4 {
			if n > 4 && groups == 0 && n <= 8 {
				chars, end, groups = n, i, 1
			}
			break
		}
		chars += n
		groups++
		end = i
		if i+1 < len(text) && (text[i] == '-' || text[i] == ' ') && isPlateByteRef(text[i+1]) {
			i++
			continue
		}
		break
	}
	if chars < 5 || chars > 10 || !letters || !digits {
		return 0, false
	}
	if end < len(text) {
		if r, _ := utf8.DecodeRuneInString(text[end:]); unicode.IsLetter(r) || unicode.IsDigit(r) {
			return 0, false
		}
	}
	return end, true
}

func cueBeforeRef(text string, pos int) bool {
	lo := max(0, pos-maxGap-maxCueLen)
	window := strings.ToLower(text[lo:pos])
	if len(window) != pos-lo {
		return false
	}
	if k := strings.LastIndexByte(window, '\n'); k >= 0 {
		window, lo = window[k+1:], lo+k+1
	}
	for _, cue := range cues {
		for from := len(window); from > 0; {
			k := strings.LastIndex(window[:from], cue)
			if k < 0 {
				break
			}
			from = k
			b, e := lo+k, lo+k+len(cue)
			if pos-e <= maxGap && wordEdge(text, b, e) && gapOK(text[e:pos]) {
				return true
			}
		}
	}
	return false
}

// refTexts returns texts built from cues (in several cases, repeated and
// glued), plate-like groups, words, separators and non-ASCII letters.
func refTexts(n int) []string {
	pieces := []string{" ", " ", "-", ": ", ", ", "\n", ".", "(", ")", "'", "de ", "the ", "tegenpartij ", "Dr ", "The", "5mg",
		"AB12", "CDE", "1-ABC-234", "AB-123-C", "AB123CD", "WR19 KXP", "12", "X", "ab", "É", "é", "İ", "K", "\xff", "ß", "Kentekenteken",
		"aB1", "1a", "ABCDEFGHI1", "123456", "A1B2C3D4E5F6",
		"patiënt gezien op ", "abcdefghijklmnop", "xxxxxxxxX1234 ", "abcdefgh", "abcdefg", " de fiets ", "verwijzing naar "}
	for _, c := range cues {
		pieces = append(pieces, c, strings.ToUpper(c), strings.ToUpper(c[:1])+c[1:])
	}
	rng := rand.New(rand.NewSource(1))
	out := []string{"", "kentekenkenteken 1-ABC-234", "reg.reg. AB12 CDE", "platplate AB12 CDE", "Kentekenteken AB-12-CD"}
	for range n {
		var sb strings.Builder
		for range 1 + rng.Intn(12) {
			sb.WriteString(pieces[rng.Intn(len(pieces))])
		}
		out = append(out, sb.String())
	}
	return out
}

// TestRecognizeRef compares Recognize, and cueBefore at every offset,
// with their plain forms.
func TestRecognizeRef(t *testing.T) {
	r := New()
	for _, text := range refTexts(20000) {
		got, want := r.Recognize(text, nil), recognizeRef(text)
		if len(got) != len(want) {
			t.Fatalf("Recognize(%q) = %v, want %v", text, got, want)
		}
		for k := range got {
			if got[k].Begin != want[k].Begin || got[k].End != want[k].End {
				t.Fatalf("Recognize(%q) = %v, want %v", text, got, want)
			}
		}
		for pos := 0; pos <= len(text); pos++ {
			if a, b := cueBefore(text, pos), cueBeforeRef(text, pos); a != b {
				t.Fatalf("cueBefore(%q, %d) = %v, want %v", text, pos, a, b)
			}
			if pos < len(text) {
				e1, ok1 := plateAt(text, pos)
				e2, ok2 := plateAtRef(text, pos)
				if e1 != e2 || ok1 != ok2 {
					t.Fatalf("plateAt(%q, %d) = %d %v, want %d %v", text, pos, e1, ok1, e2, ok2)
				}
			}
		}
	}
}

// TestNextPlateStart compares nextPlateStart with a byte-by-byte search
// on texts with every byte value in every position.
func TestNextPlateStart(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for n := 0; n < 50000; n++ {
		b := make([]byte, rng.Intn(20))
		for k := range b {
			b[k] = "azAZ09 -@[/:`{\x80\xff"[rng.Intn(16)]
		}
		if len(b) > 0 {
			b[rng.Intn(len(b))] = byte(n % 256)
		}
		text := string(b)
		for i := 0; i <= len(text); i++ {
			want := i
			for want < len(text) && plateClass[text[want]] != plateStart {
				want++
			}
			if got := nextPlateStart(text, i); got != want {
				t.Fatalf("nextPlateStart(%q, %d) = %d, want %d", text, i, got, want)
			}
		}
	}
}
