package surrogate

import (
	"strconv"
	"strings"

	"github.com/nyaruka/phonenumbers"
)

// Phone replaces the subscriber digits of a phone number and keeps
// everything else as written: a leading "+" or international prefix, the
// country code, the trunk prefix ("0"), the area or mobile prefix, every
// separator and the digit grouping. region is the ISO 3166 region used to
// read a national number ("BE"); when the number cannot be parsed, the
// first third of its digits (at most three) is kept. The result differs
// from the original and, where the original was a valid number, is a
// valid number of the same region whenever one is found within a few
// keyed attempts.
func (g *Generator) Phone(text, region string) (string, error) {
	digits := make([]byte, 0, len(text))
	for i := 0; i < len(text); i++ {
		if isDigit(text[i]) {
			digits = append(digits, text[i])
		}
	}
	if len(digits) == 0 {
		return "", ErrEmpty
	}
	keep, canon, valid := phoneKeep(text, string(digits), region)
	if keep >= len(digits) {
		keep = len(digits) - 1
	}
	s := g.stream("phone", canon)
	var first string
	for attempt := 0; attempt < 16; attempt++ {
		repl := append([]byte(nil), digits...)
		for i := keep; i < len(repl); i++ {
			repl[i] = s.digit()
		}
		if string(repl) == string(digits) {
			continue
		}
		out := layDigits(text, repl)
		if first == "" {
			first = out
		}
		if !valid || validPhone(out, region) {
			return out, nil
		}
	}
	if first == "" {
		// Sixteen keyed draws all equal to the original: practically
		// impossible, but never return the original.
		repl := append([]byte(nil), digits...)
		last := len(repl) - 1
		repl[last] = '0' + (repl[last]-'0'+1)%10
		first = layDigits(text, repl)
	}
	return first, nil
}

// phoneKeep returns how many leading digits stay (international prefix,
// country code, trunk prefix and national destination code), the number
// in a canonical form ("+" country code, national number, extension) that
// keys the surrogate whatever the formatting, and whether the original is
// a valid number.
func phoneKeep(text, digits, region string) (int, string, bool) {
	fallback := min(3, len(digits)/3)
	if region == "" {
		region = "ZZ"
	}
	num, err := phonenumbers.Parse(text, region)
	if err != nil {
		return fallback, digits, false
	}
	nsn := phonenumbers.GetNationalSignificantNumber(num)
	at := strings.Index(digits, nsn)
	if nsn == "" || at < 0 {
		return fallback, digits, false
	}
	ndc := phonenumbers.GetLengthOfNationalDestinationCode(num)
	if ndc <= 0 || ndc >= len(nsn)-2 {
		ndc = min(2, len(nsn)/3)
	}
	canon := "+" + strconv.Itoa(int(num.GetCountryCode())) + "/" + nsn + "/" + digits[at+len(nsn):]
	return at + ndc, canon, phonenumbers.IsValidNumber(num)
}

func validPhone(text, region string) bool {
	if region == "" {
		region = "ZZ"
	}
	num, err := phonenumbers.Parse(text, region)
	return err == nil && phonenumbers.IsValidNumber(num)
}

// layDigits writes repl's digits over text's digits in order.
func layDigits(text string, repl []byte) string {
	b := []byte(text)
	k := 0
	for i := range b {
		if isDigit(b[i]) && k < len(repl) {
			b[i] = repl[k]
			k++
		}
	}
	return string(b)
}
