// Package plate recognizes vehicle registration numbers (licence plates),
// label Anonymize_Other, after a registration cue word in the languages of
// the profiles: "nummerplaat", "kenteken", "immatriculé", "plaque",
// "Kennzeichen", "reg.", "number plate", "matrícula", "targa", "placa".
//
// A plate is one to four groups of letters and digits joined by single
// spaces or hyphens ("1-KFT-482", "WR19 KXP", "GT-417-KM", "B-AB 1234"),
// 5 to 10 letters and digits in all, holding both letters and digits,
// upper case. Without a cue nothing is found: plate-like strings are
// common in clinical text (lot numbers, codes).
package plate

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
)

// Label is the label of a plate span.
const Label = "Anonymize_Other"

// score of a plate found after a cue.
const score = 0.85

// cues are lower-case words or phrases that announce a plate; the plate
// follows within a few words (colon, "tegenpartij", "du tiers" …).
var cues = []string{
	"nummerplaat", "nummerplaten", "kenteken", "kentekenplaat", "kentekennummer",
	"immatriculé", "immatriculée", "immatriculation", "plaque",
	"kennzeichen", "amtliches kennzeichen", "kfz-kennzeichen",
	"reg.", "reg", "registration", "number plate", "licence plate", "license plate", "plate", "vrm",
	"matrícula", "targa", "placa",
}

// maxGap is how many bytes may separate a cue from the plate.
const maxGap = 24

// Recognizer finds licence plates. It is safe for concurrent use.
type Recognizer struct{}

// New returns the plate recognizer.
func New() *Recognizer { return &Recognizer{} }

// Name implements recognize.Recognizer.
func (*Recognizer) Name() string { return "plate" }

// Labels implements recognize.Recognizer.
func (*Recognizer) Labels() []string { return []string{Label} }

// Languages implements recognize.Recognizer: cues of every language.
func (*Recognizer) Languages() []string { return nil }

// Recognize implements recognize.Recognizer.
func (*Recognizer) Recognize(text string, _ *lang.Profile) []document.Span {
	var out []document.Span
	lower := strings.ToLower(text)
	if len(lower) != len(text) {
		// Lower-casing changed byte lengths (rare scripts): match cues on
		// the original text, ASCII cues only.
		lower = text
	}
	for _, cue := range cues {
		for from := 0; ; {
			i := strings.Index(lower[from:], cue)
			if i < 0 {
				break
			}
			b := from + i
			e := b + len(cue)
			from = e
			if !wordEdge(text, b, e) {
				continue
			}
			if pb, pe, ok := plateAfter(text, e); ok {
				out = append(out, document.NewSpan(text, pb, pe, Label, score, "plate"))
			}
		}
	}
	out = dedupe(out)
	slices.SortFunc(out, func(a, b document.Span) int { return a.Begin - b.Begin })
	return out
}

// wordEdge reports whether text[b:e] is a whole word or phrase.
func wordEdge(text string, b, e int) bool {
	if b > 0 {
		if r, _ := utf8.DecodeLastRuneInString(text[:b]); unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	if e < len(text) && text[e-1] != '.' {
		if r, _ := utf8.DecodeRuneInString(text[e:]); unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// plateAfter finds a plate that starts within maxGap bytes after pos, on
// the same line, skipping punctuation and lower-case words ("tegenpartij",
// "du tiers", "no."). It returns the plate's byte range.
func plateAfter(text string, pos int) (b, e int, ok bool) {
	limit := min(len(text), pos+maxGap)
	for i := pos; i < limit; {
		c := text[i]
		if c == '\n' {
			return 0, 0, false
		}
		if isPlateByte(c) && (i == 0 || !isPlateByte(text[i-1])) && (c < 'a' || c > 'z') {
			if e, ok := plateAt(text, i); ok {
				return i, e, true
			}
		}
		_, n := utf8.DecodeRuneInString(text[i:])
		i += n
	}
	return 0, 0, false
}

// plateAt reads groups of upper-case letters and digits joined by single
// spaces or hyphens from b and reports where a plate ends.
func plateAt(text string, b int) (int, bool) {
	var chars, groups int
	var letters, digits bool
	end := b
	i := b
	for groups < 4 {
		g := i
		for i < len(text) && isPlateByte(text[i]) {
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
				// one run of 5–8 ("AB123CD" styles)
				chars, end, groups = n, i, 1
			}
			break
		}
		chars += n
		groups++
		end = i
		if i+1 < len(text) && (text[i] == '-' || text[i] == ' ') && isPlateByte(text[i+1]) {
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

func isPlateByte(c byte) bool {
	return ('0' <= c && c <= '9') || ('A' <= c && c <= 'Z') || ('a' <= c && c <= 'z')
}

// dedupe drops repeated spans (two cues before one plate), keeping order
// by position.
func dedupe(spans []document.Span) []document.Span {
	if len(spans) < 2 {
		return spans
	}
	seen := map[[2]int]bool{}
	out := spans[:0]
	for _, s := range spans {
		k := [2]int{s.Begin, s.End}
		if !seen[k] {
			seen[k] = true
			out = append(out, s)
		}
	}
	return out
}
