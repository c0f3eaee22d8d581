package surrogate

import (
	"math/rand/v2"
	"testing"

	"github.com/nyaruka/phonenumbers"
)

// TestParseInput checks that libphonenumber reads parseInput's form of a
// number exactly as it reads the text as written: the same error, the
// same number, validity and destination code length.
func TestParseInput(t *testing.T) {
	texts := []string{
		"0470 12 34 56", "0470/12.34.56", "+32 470 12 34 56", "+32 (0)9 332 21 11", "(09) 332 21 11",
		"020-5669111", "06 12345678", "+44 20 7946 0958", "030 12345678", "0032 9 332 21 11",
		"+ 32 9 332 21 11", "0470\u00a012\u00a034\u00a056", "12-34", "1-2", "123", "(0)", "+1 (555) 010-0199",
		"0470 12 34 56 ext. 12", "0800-FLOWERS", " +32 9 332 21 11", "(+32) 9 332 21 11", "+32+9 332",
		"0470 12 34 56 #12", "00 44 20 7946 0958", "+", "--", "0",
	}
	// random numbers over the punctuation parseInput accepts, and a few
	// characters it does not
	r := rand.New(rand.NewPCG(1, 2))
	alpha := []string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "4", "7", " ", " ", "-", ".", "/", "(", ")", "\u00a0", "+", "x", "#"}
	for range 3000 {
		s := ""
		if r.IntN(3) == 0 {
			s = "+"
		}
		for range 4 + r.IntN(14) {
			s += alpha[r.IntN(len(alpha))]
		}
		texts = append(texts, s)
	}
	for _, text := range texts {
		var digits []byte
		for i := 0; i < len(text); i++ {
			if isDigit(text[i]) {
				digits = append(digits, text[i])
			}
		}
		in := parseInput(text, string(digits))
		for _, region := range []string{"BE", "NL", "GB", "DE", "FR", "US", "ZZ"} {
			want, werr := phonenumbers.Parse(text, region)
			got, gerr := phonenumbers.Parse(in, region)
			if (werr == nil) != (gerr == nil) || werr != nil && werr.Error() != gerr.Error() {
				t.Fatalf("Parse(%q, %s): error %v, from %q %v", text, region, werr, in, gerr)
			}
			if werr != nil {
				continue
			}
			if want.String() != got.String() || phonenumbers.IsValidNumber(want) != phonenumbers.IsValidNumber(got) ||
				phonenumbers.GetLengthOfNationalDestinationCode(want) != phonenumbers.GetLengthOfNationalDestinationCode(got) {
				t.Fatalf("Parse(%q, %s) = %v, from %q %v", text, region, want, in, got)
			}
		}
	}
}
