package contact

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/nyaruka/phonenumbers"
	"google.golang.org/protobuf/proto"
)

// TestParsePhoneMatchesLibrary checks parsePhone against phonenumbers.Parse
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
	got, gotErr := parsePhone(d, region)
	if (wantErr == nil) != (gotErr == nil) {
		t.Errorf("parsePhone(%q, %q) error %v, Parse %v", d, region, gotErr, wantErr)
		return
	}
	if wantErr == nil && !proto.Equal(got, want) {
		t.Errorf("parsePhone(%q, %q) = %v, Parse %v", d, region, got, want)
		return
	}
	if wantErr == nil && phonenumbers.IsValidNumber(got) != phonenumbers.IsValidNumber(want) {
		t.Errorf("parsePhone(%q, %q): validity differs", d, region)
	}
}

// TestParsePhoneFastCovers checks that the usual numbers take parsePhone's
// own path rather than Parse's.
func TestParsePhoneFastCovers(t *testing.T) {
	for _, tc := range []struct{ d, region string }{
		{"+32470123456", "BE"}, {"0470123456", "BE"}, {"0612345678", "NL"},
		{"02079460000", "GB"}, {"5551234567", "US"}, {"+15551234567", "ZZ"}, {"+4930123456", "DE"},
	} {
		if _, ok := parsePhoneFast(tc.d, tc.region); !ok {
			t.Errorf("parsePhoneFast(%q, %q) left it to Parse", tc.d, tc.region)
		}
	}
}
