package contact

import (
	"testing"

	"github.com/nyaruka/phonenumbers"
)

// TestPhoneDigitsParse checks that libphonenumber reads a candidate and
// its digits (with the leading '+') as the same number, for candidates of
// every layout the scanner produces and the regions of the profiles.
func TestPhoneDigitsParse(t *testing.T) {
	texts := []string{
		"0472 12 34 56", "+32 (0)4 123 45 67", "+32 4 123 45 67", "0032 2 555 12 34",
		"(555) 123-4567", "555-123-4567", "555.123.4567", "1 800 555 0199", "011 44 20 7946 0958",
		"+44 20 7946 0958", "020 7946 0958", "07700 900123", "01632 960123", "+49 (0)30 1234567",
		"030/1234567", "0049 30 1234 567", "06 12 34 56 78", "+33 6 12 34 56 78", "010 - 123 45 67",
		"02 / 555 12 34", "(0)20 123 4567", "(020) 1234567", "+31 (0)20 1234567", "0800 123 456",
		"+39 06 1234 5678", "06 1234 5678", "+34 912 345 678", "912 345 678", "(11) 98765-4321",
		"+55 11 98765 4321", "0 11 15 1234 5678", "+84 28 3822 1234", "028 3822 1234", "123 456",
		"+1 202 555 0143", "1-202-555-0143", "00 1 202 555 0143", "112 233 4455", "0\u00a0472\u00a012\u00a034",
		"+7 495 123 45 67", "00 999 123 456 789", "+999 123 456", "00", "0", "+0 123 456",
	}
	regions := []string{"", "ZZ", "AT", "BE", "BR", "DE", "ES", "FR", "GB", "IT", "NL", "US", "VN"}
	n := 0
	for _, text := range texts {
		r, ok := scanRun(text, 0)
		if !ok {
			continue
		}
		raw := text[r.begin:r.end]
		for _, region := range regions {
			a, errA := phonenumbers.Parse(raw, region)
			b, errB := phonenumbers.Parse(phoneDigits(raw), region)
			if errA != errB {
				t.Errorf("%q in %q: errors %v and %v", raw, region, errA, errB)
				continue
			}
			n++
			if errA != nil {
				continue
			}
			if a.GetCountryCode() != b.GetCountryCode() || a.GetNationalNumber() != b.GetNationalNumber() ||
				a.GetItalianLeadingZero() != b.GetItalianLeadingZero() || a.GetNumberOfLeadingZeros() != b.GetNumberOfLeadingZeros() ||
				a.GetExtension() != b.GetExtension() {
				t.Errorf("%q in %q: parsed %v and %v", raw, region, a, b)
			}
		}
	}
	if n < 400 {
		t.Fatalf("only %d comparisons", n)
	}
}

// TestPhoneDigits checks the digits handed to libphonenumber.
func TestPhoneDigits(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"+32 (0)4 123 45 67", "+32041234567"},
		{"(555) 123-4567", "5551234567"},
		{"0\u00a0472/12.34-56", "0472123456"},
	} {
		if got := phoneDigits(c.in); got != c.want {
			t.Errorf("phoneDigits(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
