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
	"bytes"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/swar"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/recognize"
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

// maxGap is how many bytes may separate a cue from the plate; maxCueLen
// is the longest cue.
const (
	maxGap    = 24
	maxCueLen = 21
)

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

// Recognize implements recognize.Recognizer. Plate-shaped strings are
// rare, so it looks for them first and then for a cue before each.
func (*Recognizer) Recognize(text string, _ *lang.Profile) []document.Span {
	var out []document.Span
	for i := 0; ; {
		// the next digit or capital, found eight bytes at a time: only
		// such a byte opens a plate
		if i = nextPlateStart(text, i); i >= len(text) {
			break
		}
		// It opens a plate only at the start of a run of plate bytes
		// (inside a run, the run is skipped, as a whole word that opens
		// no plate), and not before a lower-case letter (plateAt turns
		// that away at once: "The", "Dr", "5mg").
		if (i == 0 || plateClass[text[i-1]] == 0) && (i+1 >= len(text) || plateClass[text[i+1]] != plateByte) {
			if e, ok := plateAt(text, i); ok {
				if cueBefore(text, i) {
					out = append(out, document.NewSpan(text, i, e, Label, score, "plate"))
				}
				i = e + 1 // text[e] ends the plate: no plate byte
				continue
			}
		}
		for i < len(text) && plateClass[text[i]] != 0 {
			i++ // the rest of a word that opens no plate
		}
	}
	return out
}

// nextPlateStart returns the first offset at or after i of an ASCII
// digit or capital, or len(text), reading eight bytes at a time (see
// package swar).
func nextPlateStart(text string, i int) int {
	for ; i+8 <= len(text); i += 8 {
		x := swar.Block(text, i)
		if m := swar.Between(x, '0', '9') | swar.Between(x, 'A', 'Z'); m != 0 {
			return i + swar.First(m)
		}
	}
	for i < len(text) && plateClass[text[i]] != plateStart {
		i++
	}
	return i
}

// Byte classes of plateClass; 0 is a byte that is no letter or digit.
const (
	plateByte  = 1 // a lower-case ASCII letter: inside a word only
	plateStart = 2 // an ASCII digit or capital: may open a plate
)

// plateClass classifies the bytes for Recognize's scan.
var plateClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch {
		case '0' <= c && c <= '9' || 'A' <= c && c <= 'Z':
			t[c] = plateStart
		case 'a' <= c && c <= 'z':
			t[c] = plateByte
		}
	}
	return t
}()

// cuesByFirst holds the cues by their first byte, for cueBefore's scan.
var cuesByFirst = func() (t [256][]string) {
	for _, c := range cues {
		t[c[0]] = append(t[c[0]], c)
	}
	return t
}()

// cueBefore reports whether a cue ends at most maxGap bytes before pos on
// the same line, with only punctuation and lower-case words between
// ("nummerplaat tegenpartij 1-ABC-234", "reg. AB12 CDE").
func cueBefore(text string, pos int) bool {
	lo := max(0, pos-maxGap-maxCueLen)
	// A cue ends at or after cueEndFloor, so it lies after floor-maxCueLen.
	if floor := cueEndFloor(text, lo, pos); !mayHoldCue(text[max(lo, floor-maxCueLen):pos]) {
		return false
	}
	// the window lower-cased on the stack (it is at most maxGap+maxCueLen
	// bytes; a longer lower-case form, rare, grows onto the heap)
	var buf [2 * (maxGap + maxCueLen)]byte
	window := recognize.AppendLower(buf[:0], text[lo:pos])
	if len(window) != pos-lo {
		return false // lower-casing changed lengths: offsets would not hold
	}
	if k := bytes.LastIndexByte(window, '\n'); k >= 0 {
		window, lo = window[k+1:], lo+k+1
	}
	// Every occurrence of every cue, read at each byte by the cues that
	// start with it. (The plain search, strings.LastIndex per cue from the
	// end, skips an occurrence overlapping a later one of the same cue;
	// such an occurrence ends inside a letter of the later one and fails
	// wordEdge, so both ways give the same answer; see TestCueBeforeRef.)
	for k, c := range window {
		for _, cue := range cuesByFirst[c] {
			if len(window)-k < len(cue) || string(window[k:k+len(cue)]) != cue {
				continue
			}
			b, e := lo+k, lo+k+len(cue)
			if pos-e <= maxGap && wordEdge(text, b, e) && gapOK(text[e:pos]) {
				return true
			}
		}
	}
	return false
}

// cueEndFloor returns a bound below the end of any cue that cueBefore may
// accept for a plate at pos: at most maxGap bytes before pos (and not
// before lo), and after the start of the last capital or digit before pos,
// which no gap after a cue holds (see gapOK).
func cueEndFloor(text string, lo, pos int) int {
	floor := max(lo, pos-maxGap)
	for i := pos; i > floor; {
		r, n := utf8.DecodeLastRuneInString(text[:i])
		i -= n
		if unicode.IsUpper(r) || unicode.IsDigit(r) {
			return max(floor, i+1)
		}
	}
	return floor
}

// mayHoldCue reports whether s may hold a cue: it holds a non-ASCII byte
// or, in any case, one of the three-letter parts of which every cue holds
// one ("pla", "ken", "imm", "reg", "vrm", "mat", "tar"). Most windows
// before a plate-shaped string hold none, which spares lower-casing them
// and searching them for every cue.
func mayHoldCue(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return true
		}
		if i+2 >= len(s) {
			continue
		}
		var rest string
		switch c | 0x20 {
		case 'p':
			rest = "la"
		case 'k':
			rest = "en"
		case 'i':
			rest = "mm"
		case 'r':
			rest = "eg"
		case 'v':
			rest = "rm"
		case 'm':
			rest = "at"
		case 't':
			rest = "ar"
		default:
			continue
		}
		if s[i+1]|0x20 == rest[0] && s[i+2]|0x20 == rest[1] {
			return true
		}
	}
	return false
}

// gapOK reports whether the text between a cue and a plate holds only
// spaces, punctuation and lower-case words.
func gapOK(gap string) bool {
	for _, r := range gap {
		if unicode.IsUpper(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
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

// plateAt reads groups of upper-case letters and digits joined by single
// spaces or hyphens from b and reports where a plate ends.
func plateAt(text string, b int) (int, bool) {
	var chars, groups int
	var letters, digits bool
	end := b
	i := b
	for groups < 4 {
		g := i
		for i < len(text) && plateClass[text[i]] != 0 {
			c := text[i]
			if plateClass[c] == plateByte {
				return 0, false // a lower-case letter
			}
			if c <= '9' {
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
		if i+1 < len(text) && (text[i] == '-' || text[i] == ' ') && plateClass[text[i+1]] != 0 {
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
