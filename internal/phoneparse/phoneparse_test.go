package phoneparse

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/nyaruka/phonenumbers"
	"google.golang.org/protobuf/proto"
)

// TestParsePhoneMatchesLibrary checks Parse against phonenumbers.Parse
// on random digit strings shaped like phone numbers: national numbers with
// and without a trunk prefix, international prefixes, country codes with
// and without '+', for the regions of the profiles and others.
func TestParsePhoneMatchesLibrary(t *testing.T) {
	regions := []string{"BE", "NL", "GB", "DE", "FR", "US", "CA", "IT", "ES", "AU", "CH", "AT", "LU", "IE", "BR", "AR", "MX", "IN", "RU", "JP", "CN", "NZ", "ZA", "ZZ", "", "XX"}
	prefixes := []string{"", "", "", "0", "0", "00", "000", "011", "1", "01", "06", "04", "07", "08", "09", "02", "03", "+", "+", "+", "+0", "+1", "+32", "+31", "+44", "+49", "+33", "+39", "+800", "+979", "+88", "+7", "32", "31", "44", "49", "33", "0032", "0031", "0044", "1800", "+1800", "3", "6"}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct {
		d, region string
	}{
		{"+32470123456", "BE"}, {"0470123456", "BE"}, {"003224567890", "BE"}, {"3224567890", "BE"},
		{"0612345678", "NL"}, {"02079460000", "GB"}, {"5551234567", "US"}, {"15551234567", "US"},
		{"+15551234567", "ZZ"}, {"0612345678", "ZZ"}, {"+80012345678", "BE"}, {"+", "BE"}, {"+1", "BE"}, {"12", "BE"},
	} {
		compareParse(t, tc.d, tc.region)
	}
	for range 100000 {
		region := regions[rng.IntN(len(regions))]
		d := prefixes[rng.IntN(len(prefixes))]
		for n := rng.IntN(15); n > 0; n-- {
			d += strconv.Itoa(rng.IntN(10))
		}
		compareParse(t, d, region)
		if t.Failed() {
			return
		}
	}
}

func compareParse(t *testing.T, d, region string) {
	t.Helper()
	want, wantErr := phonenumbers.Parse(d, region)
	got, gotErr := Parse(d, region)
	if (wantErr == nil) != (gotErr == nil) {
		t.Errorf("Parse(%q, %q) error %v, Parse %v", d, region, gotErr, wantErr)
		return
	}
	if wantErr == nil && !proto.Equal(got, want) {
		t.Errorf("Parse(%q, %q) = %v, Parse %v", d, region, got, want)
		return
	}
	if wantErr == nil && IsValid(got) != phonenumbers.IsValidNumber(want) {
		t.Errorf("Parse(%q, %q): validity differs", d, region)
	}
}

// TestIsValidPhoneMatchesLibrary checks isValidPhone against
// phonenumbers.IsValidNumber on random numbers of random country codes,
// shared ones (1, 7, 44) and non-geographical ones (800, 979) included.
func TestIsValidPhoneMatchesLibrary(t *testing.T) {
	codes := []int32{1, 7, 20, 27, 31, 32, 33, 34, 39, 41, 43, 44, 49, 52, 54, 55, 61, 64, 81, 86, 91, 352, 353, 800, 808, 870, 979, 999, 0, 1000}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 200000 {
		num := &phonenumbers.PhoneNumber{
			CountryCode:    proto.Int32(codes[rng.IntN(len(codes))]),
			NationalNumber: proto.Uint64(rng.Uint64N(uint64(pow10[rng.IntN(len(pow10))]))),
		}
		if rng.IntN(4) == 0 {
			num.ItalianLeadingZero = proto.Bool(true)
			if rng.IntN(3) == 0 {
				num.NumberOfLeadingZeros = proto.Int32(int32(1 + rng.IntN(3)))
			}
		}
		if got, want := IsValid(num), phonenumbers.IsValidNumber(num); got != want {
			t.Fatalf("IsValid(%v) = %v, IsValidNumber %v", num, got, want)
		}
	}
	// the example numbers of every region and type, and their neighbours
	valid := 0
	for region := range phonenumbers.GetSupportedRegions() {
		for typ := phonenumbers.FIXED_LINE; typ <= phonenumbers.UNKNOWN; typ++ {
			ex := phonenumbers.GetExampleNumberForType(region, typ)
			if ex == nil {
				continue
			}
			for k := range 20 {
				num := proto.Clone(ex).(*phonenumbers.PhoneNumber)
				if k > 0 {
					num.NationalNumber = proto.Uint64(num.GetNationalNumber() + uint64(rng.IntN(2000)) - 1000)
				}
				got, want := IsValid(num), phonenumbers.IsValidNumber(num)
				if got != want {
					t.Fatalf("IsValid(%v) = %v, IsValidNumber %v", num, got, want)
				}
				if got {
					valid++
				}
			}
		}
	}
	if valid < 1000 {
		t.Errorf("only %d valid numbers tested", valid)
	}
}

var pow10 = []int64{1e3, 1e5, 1e6, 1e7, 1e8, 1e9, 1e9, 1e10, 1e10, 1e11, 1e12, 1e13}

// TestParsePhoneFastCovers checks that the usual numbers take parsePhone's
// own path rather than Parse's.
func TestParsePhoneFastCovers(t *testing.T) {
	for _, tc := range []struct{ d, region string }{
		{"+32470123456", "BE"}, {"0470123456", "BE"}, {"0612345678", "NL"},
		{"02079460000", "GB"}, {"5551234567", "US"}, {"+15551234567", "ZZ"}, {"+4930123456", "DE"},
	} {
		if _, ok := parseFast(tc.d, tc.region); !ok {
			t.Errorf("parseFast(%q, %q) left it to Parse", tc.d, tc.region)
		}
	}
}
