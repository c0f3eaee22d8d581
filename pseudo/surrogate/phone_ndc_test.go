package surrogate

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/nyaruka/phonenumbers"

	"github.com/meddeid/meddeid/internal/phoneparse"
)

// TestNDCLength checks ndcLength against
// phonenumbers.GetLengthOfNationalDestinationCode, phoneparse.IsValid
// (which phoneKeep uses with it) against IsValidNumber, and intlFormat
// against phonenumbers.Format.
func TestNDCLength(t *testing.T) {
	inputs := []struct{ text, region string }{
		{"+32 2 555 12 34", "BE"}, {"0475 12 34 56", "BE"}, {"+54 9 11 1234 5678", "AR"}, {"011 15 1234 5678", "AR"},
		{"+52 1 55 1234 5678", "MX"}, {"020 7946 0018", "GB"}, {"07700 900123", "GB"}, {"+1 650 253 0000", "US"},
		{"+1 650 253 0000 ext. 123", "US"}, {"06 12345678", "NL"}, {"01 23 45 67 89", "FR"}, {"030 123456", "DE"},
		{"+800 1234 5678", "ZZ"}, {"+882 1234 5678", "ZZ"}, {"12", "BE"}, {"0800 12 345", "BE"}, {"+39 06 1234 5678", "IT"},
		{"+7 495 123-45-67", "RU"}, {"+44 20 7946 0018 x12", "GB"},
	}
	rng := rand.New(rand.NewPCG(3, 4))
	regions := []string{"BE", "NL", "FR", "DE", "GB", "US", "AR", "MX", "IT", "ES", "IE", "LU", "ZZ"}
	for range 3000 {
		n := 4 + rng.IntN(12)
		b := make([]byte, 0, n+1)
		if rng.IntN(3) == 0 {
			b = append(b, '+')
		}
		for range n {
			b = append(b, byte('0'+rng.IntN(10)))
		}
		if rng.IntN(8) == 0 {
			b = append(b, " ext "+strconv.Itoa(rng.IntN(999))...)
		}
		inputs = append(inputs, struct{ text, region string }{string(b), regions[rng.IntN(len(regions))]})
	}
	parsed, valids, ndcs := 0, 0, 0
	for _, in := range inputs {
		num, err := phonenumbers.Parse(in.text, in.region)
		if err != nil {
			continue
		}
		parsed++
		nsn := phonenumbers.GetNationalSignificantNumber(num)
		ext := num.Extension
		num.Extension = nil // intlFormat formats a number without its extension
		if got, want := intlFormat(num, nsn), phonenumbers.Format(num, phonenumbers.INTERNATIONAL); got != want {
			t.Errorf("intlFormat(%q, %s) = %q, want %q", in.text, in.region, got, want)
		}
		num.Extension = ext
		ndc, valid := ndcLength(num, nsn), phoneparse.IsValid(num)
		if valid {
			valids++
		}
		if ndc > 0 {
			ndcs++
		}
		if want := phonenumbers.GetLengthOfNationalDestinationCode(num); ndc != want {
			t.Errorf("ndcLength(%q, %s) = %d, want %d", in.text, in.region, ndc, want)
		}
		if want := phonenumbers.IsValidNumber(num); valid != want {
			t.Errorf("phoneparse.IsValid(%q, %s) = %v, want %v", in.text, in.region, valid, want)
		}
	}
	if parsed < 1000 || valids < 100 || ndcs < 100 {
		t.Errorf("only %d numbers parsed, %d valid, %d with a destination code", parsed, valids, ndcs)
	}
	t.Logf("%d numbers parsed, %d valid, %d with a destination code", parsed, valids, ndcs)
}
