package casegen

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/meddeid/meddeid/recognize/identifier"
)

// NationalID builds a canonical national identifier of scheme for a person
// born on birth with sex 'M' or 'F'. The value has a valid checksum.
// Unknown schemes give "".
func NationalID(r *rand.Rand, scheme string, birth Date, sex byte, family string) string {
	switch scheme {
	case "be-rrn":
		seq := 1 + 2*r.IntN(498)
		if sex == 'F' {
			seq++
		}
		body := fmt.Sprintf("%02d%02d%02d%03d", birth.Y%100, birth.M, birth.D, seq)
		base := body
		if birth.Y >= 2000 {
			base = "2" + body
		}
		return body + fmt.Sprintf("%02d", 97-mod97(base))
	case "nl-bsn":
		for {
			d := make([]byte, 9)
			d[0] = byte('1' + r.IntN(9))
			for i := 1; i < 8; i++ {
				d[i] = byte('0' + r.IntN(10))
			}
			sum := 0
			for i := 0; i < 8; i++ {
				sum += int(d[i]-'0') * (9 - i)
			}
			c := sum % 11
			if c == 10 {
				continue
			}
			d[8] = byte('0' + c)
			return string(d)
		}
	case "uk-nhs":
		for {
			d := make([]byte, 10)
			d[0] = byte('4' + r.IntN(3))
			sum := int(d[0]-'0') * 10
			for i := 1; i < 9; i++ {
				d[i] = byte('0' + r.IntN(10))
				sum += int(d[i]-'0') * (10 - i)
			}
			c := 11 - sum%11
			if c == 11 {
				c = 0
			}
			if c == 10 {
				continue
			}
			d[9] = byte('0' + c)
			return string(d)
		}
	case "us-ssn":
		area := 1 + r.IntN(899)
		if area == 666 {
			area = 667
		}
		return fmt.Sprintf("%03d%02d%04d", area, 1+r.IntN(99), 1+r.IntN(9999))
	case "fr-nir":
		s := "1"
		if sex == 'F' {
			s = "2"
		}
		body := fmt.Sprintf("%s%02d%02d%02d%03d%03d", s, birth.Y%100, birth.M, 1+r.IntN(95), 1+r.IntN(899), 1+r.IntN(999))
		return body + fmt.Sprintf("%02d", 97-mod97(body))
	case "de-kvnr":
		letter := byte('A' + r.IntN(26))
		if family != "" && family[0] >= 'A' && family[0] <= 'Z' {
			letter = family[0]
		}
		d := []byte{letter}
		for i := 0; i < 8; i++ {
			d = append(d, byte('0'+r.IntN(10)))
		}
		return string(append(d, identifier.KVNRCheckDigit(string(d))))
	}
	return ""
}

// CaregiverID builds a canonical caregiver register number of scheme with
// a valid checksum where the scheme has one.
func CaregiverID(r *rand.Rand, scheme string) string {
	switch scheme {
	case "be-riziv":
		body := fmt.Sprintf("1%05d", r.IntN(100000))
		return body + fmt.Sprintf("%02d", 97-mod97(body)) + []string{"003", "004", "005", "006", "780", "790", "580"}[r.IntN(7)]
	case "nl-big":
		return fmt.Sprintf("%011d", 10000000000+r.Int64N(89999999999))
	case "uk-gmc":
		return fmt.Sprintf("%07d", 1000000+r.IntN(8999999))
	case "us-npi":
		for {
			body := fmt.Sprintf("1%08d", r.IntN(100000000))
			for c := 0; c < 10; c++ {
				s := body + strconv.Itoa(c)
				if Luhn("80840" + s) {
					return s
				}
			}
		}
	case "fr-rpps":
		body := fmt.Sprintf("10%08d", r.IntN(100000000))
		for c := 0; c < 10; c++ {
			s := body + strconv.Itoa(c)
			if Luhn(s) {
				return s
			}
		}
	case "de-lanr":
		d := fmt.Sprintf("%06d", r.IntN(1000000))
		sum := 0
		for i := 0; i < 6; i++ {
			w := 4
			if i%2 == 1 {
				w = 9
			}
			sum += int(d[i]-'0') * w
		}
		return d + strconv.Itoa((10-sum%10)%10) + fmt.Sprintf("%02d", 1+r.IntN(98))
	}
	return ""
}

func mod97(s string) int {
	m := 0
	for i := 0; i < len(s); i++ {
		m = (m*10 + int(s[i]-'0')) % 97
	}
	return m
}

// Luhn reports whether the digit string s passes the Luhn check (the
// identifier package's validator, re-exported for the gates).
func Luhn(s string) bool { return identifier.Luhn(s) }
