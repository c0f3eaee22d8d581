package gates

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// annotated checks that every sampled identifier value of the case that
// appears in the text lies inside a span: word values token by token
// (letters, 3+ runes, whole words, the lower-case exception of the leak
// gate), number values on their digits with any of " .-/" between them.
// It catches a template that writes a case value as literal text, which
// the leak gate (which starts from the spans) cannot see.
func annotated(in *Input) error {
	if len(in.Values) == 0 {
		return nil
	}
	if err := findValues(in, coverage(in)); err != nil {
		return fmt.Errorf("sampled value: %w", err)
	}
	return nil
}

// negativesDistinct checks that no hard negative holds a sampled
// identifier value of the case (a lot number that repeats a phone
// number's digits, an eponym that is the patient's family name, a scale
// named after the patient's town): the look-alike must never be the very
// value the note annotates elsewhere, or the gold would teach that the
// value is not identifying. Values are matched as in the annotated gate.
func negativesDistinct(in *Input) error {
	if len(in.Values) == 0 || len(in.Negs) == 0 {
		return nil
	}
	outside := make([]bool, len(in.Doc.Text)+1)
	for i := range outside {
		outside[i] = true
	}
	for _, n := range in.Negs {
		for k := max(n.Begin, 0); k < n.End && k < len(outside); k++ {
			outside[k] = false
		}
	}
	if err := findValues(in, outside); err != nil {
		return fmt.Errorf("hard negative holds a sampled value: %w", err)
	}
	return nil
}

// findValues returns an error for the first occurrence of a sampled value
// at a byte that ok does not mark.
func findValues(in *Input, ok []bool) error {
	t := in.Doc.Text
	lower := strings.ToLower(t)
	var dig *digitIndex
	seen := map[string]bool{}
	for _, v := range in.Values {
		if v.Digits {
			d := onlyDigits(v.Text)
			if len(d) < 4 || seen["#"+d] {
				continue
			}
			seen["#"+d] = true
			if dig == nil {
				dig = newDigitIndex(t)
			}
			if at, found := dig.unannotated(d, ok); !found {
				return fmt.Errorf("number at byte %d", at)
			}
			continue
		}
		for _, tok := range tokens(v.Text) {
			lt := strings.ToLower(tok)
			if seen[tok] || particles[lt] || in.Stop[lt] || lt == tok || !unicode.IsLetter(firstRune(tok)) {
				continue
			}
			seen[tok] = true
			if err := findLeak(t, lower, tok, ok); err != nil {
				return err
			}
		}
	}
	return nil
}

// coverage marks the bytes inside spans and inside hard negatives (an
// eponym or a scale named after a place is a deliberate unannotated
// look-alike).
func coverage(in *Input) []bool {
	covered := make([]bool, len(in.Doc.Text)+1)
	mark := func(b, e int) {
		for k := max(b, 0); k < e && k < len(covered); k++ {
			covered[k] = true
		}
	}
	for _, sp := range in.Doc.Spans {
		mark(sp.Begin, sp.End)
	}
	for _, n := range in.Negs {
		mark(n.Begin, n.End)
	}
	return covered
}

func onlyDigits(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// digitIndex is the text's ASCII digits with their byte positions.
type digitIndex struct {
	digits string
	pos    []int
	text   string
}

func newDigitIndex(t string) *digitIndex {
	var b strings.Builder
	var pos []int
	for i := 0; i < len(t); i++ {
		if t[i] >= '0' && t[i] <= '9' {
			b.WriteByte(t[i])
			pos = append(pos, i)
		}
	}
	return &digitIndex{digits: b.String(), pos: pos, text: t}
}

// joined reports whether digits k and k+1 belong to one written number:
// adjacent, or separated by at most two of " .-/".
func (x *digitIndex) joined(k int) bool {
	gap := x.text[x.pos[k]+1 : x.pos[k+1]]
	return len(gap) <= 2 && strings.Trim(gap, " .-/") == ""
}

// unannotated looks for d written as one number. A value of 7+ digits may
// sit inside a longer number (a national prefix, a trunk zero); a shorter
// one must stand alone. It returns the byte offset of the first
// occurrence not inside a span.
func (x *digitIndex) unannotated(d string, covered []bool) (int, bool) {
	for from := 0; ; {
		k := strings.Index(x.digits[from:], d)
		if k < 0 {
			return 0, true
		}
		k += from
		from = k + 1
		end := k + len(d) - 1
		whole := true
		for j := k; j < end; j++ {
			if !x.joined(j) {
				whole = false
				break
			}
		}
		if !whole {
			continue
		}
		if len(d) < 7 && ((k > 0 && x.joined(k-1)) || (end+1 < len(x.pos) && x.joined(end))) {
			continue
		}
		if !covered[x.pos[k]] || !covered[x.pos[end]] {
			return x.pos[k], false
		}
	}
}

var errNFC = errors.New("text is not in Unicode NFC or contains a carriage return")

// nfc checks that the text is NFC-normalised and has no CR, as the
// document contract and the devset require.
func nfc(in *Input) error {
	if !norm.NFC.IsNormalString(in.Doc.Text) || strings.ContainsRune(in.Doc.Text, '\r') || !utf8.ValidString(in.Doc.Text) {
		return errNFC
	}
	return nil
}
