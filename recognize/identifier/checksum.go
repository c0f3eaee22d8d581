package identifier

// Checksum validators. Each takes the identifier with separators already
// removed (only ASCII letters and digits) and reports whether its length,
// structure and check digits are valid. Letters must be upper case where a
// scheme has letters; Normalize produces that form.

import "strings"

// Normalize strips spaces, dots, dashes and slashes and upper-cases ASCII
// letters, giving the compact form the validators expect.
func Normalize(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9', c >= 'A' && c <= 'Z':
			b.WriteByte(c)
		case c >= 'a' && c <= 'z':
			b.WriteByte(c - 'a' + 'A')
		}
	}
	return b.String()
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// mod97 returns the value of a decimal digit string modulo 97.
func mod97(s string) int {
	r := 0
	for i := 0; i < len(s); i++ {
		r = (r*10 + int(s[i]-'0')) % 97
	}
	return r
}

func atoi2(s string) int { return int(s[0]-'0')*10 + int(s[1]-'0') }

// ValidBelgianNationalNumber validates a Belgian rijksregisternummer /
// INSZ / NISS (also BIS numbers): 11 digits YYMMDD SSS CC where
// CC = 97 − (YYMMDDSSS mod 97), or, for people born in 2000 or later,
// CC = 97 − (2YYMMDDSSS mod 97). The month may be 0 (unknown date) or raised
// by 20 or 40 for BIS numbers.
func ValidBelgianNationalNumber(s string) bool {
	if len(s) != 11 || !allDigits(s) {
		return false
	}
	m := atoi2(s[2:4]) % 20
	if m > 12 || atoi2(s[4:6]) > 31 {
		return false
	}
	cc := atoi2(s[9:11])
	if 97-mod97(s[:9]) == cc {
		return true
	}
	return 97-mod97("2"+s[:9]) == cc
}

// ValidBSN validates a Dutch burgerservicenummer with the 11-proef:
// 9·d1 + 8·d2 + … + 2·d8 − d9 ≡ 0 (mod 11). An 8-digit number is read with
// a leading zero. Only one random number in eleven passes, so callers must
// demand context.
func ValidBSN(s string) bool {
	if len(s) == 8 {
		s = "0" + s
	}
	if len(s) != 9 || !allDigits(s) || s == "000000000" {
		return false
	}
	sum := 0
	for i := 0; i < 8; i++ {
		sum += int(s[i]-'0') * (9 - i)
	}
	sum -= int(s[8] - '0')
	return sum%11 == 0
}

// ValidNHS validates a UK NHS number: 10 digits, weights 10..2 on the first
// nine, check = 11 − (sum mod 11), where 11 becomes 0 and 10 is invalid.
func ValidNHS(s string) bool {
	if len(s) != 10 || !allDigits(s) {
		return false
	}
	sum := 0
	for i := 0; i < 9; i++ {
		sum += int(s[i]-'0') * (10 - i)
	}
	c := 11 - sum%11
	if c == 11 {
		c = 0
	}
	return c != 10 && c == int(s[9]-'0')
}

// ValidSSN validates the structure of a US social security number
// (9 digits AAA GG SSSS): area not 000, 666 or 900–999, group not 00,
// serial not 0000. Numbers from the advertising range 987-65-4320..4329
// fail the area rule; only a cue can carry them.
func ValidSSN(s string) bool {
	if len(s) != 9 || !allDigits(s) {
		return false
	}
	area := s[:3]
	if area == "000" || area == "666" || area[0] == '9' {
		return false
	}
	return s[3:5] != "00" && s[5:] != "0000"
}

// ValidNIR validates a French NIR (numéro de sécurité sociale): 13
// characters plus a 2-digit key = 97 − (number mod 97). The first digit is
// the sex (1, 2, or 3, 4, 7, 8 for temporary numbers); the department may be
// 2A or 2B (Corsica), replaced by 19 and 18 for the key.
func ValidNIR(s string) bool {
	if len(s) != 15 {
		return false
	}
	switch s[0] {
	case '1', '2', '3', '4', '7', '8':
	default:
		return false
	}
	body := s[:13]
	switch body[5:7] {
	case "2A":
		body = body[:5] + "19" + body[7:]
	case "2B":
		body = body[:5] + "18" + body[7:]
	}
	if !allDigits(body) || !allDigits(s[13:]) {
		return false
	}
	m := atoi2(body[3:5])
	if m == 0 || (m > 12 && m < 20) {
		return false
	}
	return 97-mod97(body) == atoi2(s[13:])
}

// ValidIBAN validates an IBAN: 2-letter country, 2 check digits, 11–30
// alphanumerics, and the ISO 7064 mod-97 check (rearranged number ≡ 1).
func ValidIBAN(s string) bool {
	if len(s) < 15 || len(s) > 34 {
		return false
	}
	if !isUpper(s[0]) || !isUpper(s[1]) || !isDigit(s[2]) || !isDigit(s[3]) {
		return false
	}
	r := 0
	for k := 0; k < len(s); k++ {
		c := s[(k+4)%len(s)]
		switch {
		case isDigit(c):
			r = (r*10 + int(c-'0')) % 97
		case isUpper(c):
			r = (r*100 + int(c-'A'+10)) % 97
		default:
			return false
		}
	}
	return r == 1
}

// Luhn reports whether the digit string s passes the Luhn check.
func Luhn(s string) bool {
	sum, dbl := 0, false
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if dbl {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		dbl = !dbl
	}
	return sum%10 == 0
}

// ValidNPI validates a US National Provider Identifier: 10 digits starting
// with 1 or 2 whose Luhn check, computed with the prefix 80840, passes.
func ValidNPI(s string) bool {
	if len(s) != 10 || !allDigits(s) || (s[0] != '1' && s[0] != '2') {
		return false
	}
	return Luhn("80840" + s)
}

// ValidKVNR validates a German Krankenversichertennummer: a letter and nine
// digits. The letter becomes its 2-digit alphabet position (A=01); over
// those 2 + 8 digits, weights 1,2,1,2,… are applied, two-digit products
// replaced by their digit sum, and the sum mod 10 must equal the 9th digit.
func ValidKVNR(s string) bool {
	if len(s) != 10 || !isUpper(s[0]) || !allDigits(s[1:]) {
		return false
	}
	return KVNRCheckDigit(s[:9]) == s[9]
}

// KVNRCheckDigit returns the check digit of the first nine characters of
// a German health-insurance number (an upper-case letter, eight digits):
// the letter as its two-digit alphabet position, then weights 1,2,1,2…
// with digit sums, modulo 10.
func KVNRCheckDigit(body string) byte {
	n := int(body[0]-'A') + 1
	d := []int{n / 10, n % 10}
	for i := 1; i < 9; i++ {
		d = append(d, int(body[i]-'0'))
	}
	sum := 0
	for i, v := range d {
		p := v * (1 + i%2)
		sum += p/10 + p%10
	}
	return byte('0' + sum%10)
}

// ValidAustrianSVNR validates an Austrian Sozialversicherungsnummer: 10
// digits NNNC DDMMYY, C = (3,7,9,·,5,8,4,2,1,6 weighted sum) mod 11, where
// 10 is never issued. The date part must look like a date (month 1–12, or
// up to 15 for unknown dates).
func ValidAustrianSVNR(s string) bool {
	if len(s) != 10 || !allDigits(s) || s[0] == '0' {
		return false
	}
	if d := atoi2(s[4:6]); d > 31 {
		return false
	}
	if m := atoi2(s[6:8]); m > 15 {
		return false
	}
	w := [10]int{3, 7, 9, 0, 5, 8, 4, 2, 1, 6}
	sum := 0
	for i := 0; i < 10; i++ {
		sum += int(s[i]-'0') * w[i]
	}
	c := sum % 11
	return c != 10 && c == int(s[3]-'0')
}

const dniLetters = "TRWAGMYFPDXBNJZSQVHLCKE"

// ValidDNI validates a Spanish DNI (8 digits + letter = dniLetters[n mod 23])
// or NIE (X/Y/Z read as 0/1/2, 7 digits, letter).
func ValidDNI(s string) bool {
	if len(s) != 9 {
		return false
	}
	body := s[:8]
	switch s[0] {
	case 'X':
		body = "0" + s[1:8]
	case 'Y':
		body = "1" + s[1:8]
	case 'Z':
		body = "2" + s[1:8]
	}
	if !allDigits(body) {
		return false
	}
	n := 0
	for i := 0; i < 8; i++ {
		n = n*10 + int(body[i]-'0')
	}
	return dniLetters[n%23] == s[8]
}

// ValidCPF validates a Brazilian CPF: 11 digits, two mod-11 check digits
// (weights 10..2, then 11..2; a remainder below 2 gives 0). Numbers of one
// repeated digit are invalid.
func ValidCPF(s string) bool {
	if len(s) != 11 || !allDigits(s) || strings.Count(s, s[:1]) == 11 {
		return false
	}
	for k := 9; k <= 10; k++ {
		sum := 0
		for i := 0; i < k; i++ {
			sum += int(s[i]-'0') * (k + 1 - i)
		}
		c := 11 - sum%11
		if c >= 10 {
			c = 0
		}
		if c != int(s[k]-'0') {
			return false
		}
	}
	return true
}

// cfOdd gives the codice fiscale value of a character in an odd (1-based)
// position, for digits 0-9 and letters A-Z.
var cfOdd = [36]int{1, 0, 5, 7, 9, 13, 15, 17, 19, 21, // 0-9
	1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23} // A-Z

// ValidCodiceFiscale validates an Italian codice fiscale: 16 characters
// (6 letters, 2 digits, letter, 2 digits, letter, 3 digits, letter, with
// omocodia letters allowed for digits) and the final check letter.
func ValidCodiceFiscale(s string) bool {
	if len(s) != 16 {
		return false
	}
	for i := 0; i < 16; i++ {
		c := s[i]
		letterOnly := i < 6 || i == 8 || i == 11 || i == 15
		if letterOnly && !isUpper(c) {
			return false
		}
		if !letterOnly && !isDigit(c) && !strings.ContainsRune("LMNPQRSTUV", rune(c)) {
			return false
		}
	}
	sum := 0
	for i := 0; i < 15; i++ {
		c := s[i]
		idx := 0
		if isDigit(c) {
			idx = int(c - '0')
		} else {
			idx = int(c-'A') + 10
		}
		if i%2 == 0 { // odd 1-based position
			sum += cfOdd[idx]
		} else if isDigit(c) {
			sum += int(c - '0')
		} else {
			sum += int(c - 'A')
		}
	}
	return s[15] == byte('A'+sum%26)
}

// ValidRIZIV validates a Belgian RIZIV/INAMI provider number (11 digits,
// written 1-23456-78-901): the first digit and the next five form a 6-digit
// person number N, the following two digits are the check
// 97 − (N mod 97), and the last three encode the qualification. This is the
// rule published for the INAMI number; it is what the devset's invented
// numbers satisfy.
func ValidRIZIV(s string) bool {
	if len(s) != 11 || !allDigits(s) {
		return false
	}
	return 97-mod97(s[:6]) == atoi2(s[6:8])
}

// ValidLANR validates a German lebenslange Arztnummer: 9 digits, the
// first six weighted 4,9,4,9,4,9, check digit 7 = (10 − sum mod 10) mod 10;
// digits 8–9 are the specialty.
func ValidLANR(s string) bool {
	if len(s) != 9 || !allDigits(s) {
		return false
	}
	sum := 0
	for i := 0; i < 6; i++ {
		w := 4
		if i%2 == 1 {
			w = 9
		}
		sum += int(s[i]-'0') * w
	}
	return (10-sum%10)%10 == int(s[6]-'0')
}

// ValidBIG reports whether s has the form of a Dutch BIG register number
// (11 digits). There is no public check digit; a cue is always required.
func ValidBIG(s string) bool { return len(s) == 11 && allDigits(s) }

// ValidGMC reports whether s has the form of a UK GMC reference number
// (7 digits). There is no check digit; a cue is always required.
func ValidGMC(s string) bool { return len(s) == 7 && allDigits(s) }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
