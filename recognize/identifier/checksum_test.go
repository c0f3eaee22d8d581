package identifier

import (
	"fmt"
	"strconv"
	"testing"
)

// Check digits computed here, independently of the validators, for
// invented numbers.

func mod97Test(s string) int {
	n, _ := strconv.ParseUint(s, 10, 64)
	return int(n % 97)
}

func rrn(body string, post2000 bool) string {
	x := body
	if post2000 {
		x = "2" + body
	}
	return fmt.Sprintf("%s%02d", body, 97-mod97Test(x))
}

func bsn(body string) string { // 8 digits + 11-proef digit
	sum := 0
	for i, c := range body {
		sum += int(c-'0') * (9 - i)
	}
	return body + strconv.Itoa(sum%11) // check ≡ sum mod 11; caller picks bodies with sum%11 < 10
}

func nhs(body string) string {
	sum := 0
	for i, c := range body {
		sum += int(c-'0') * (10 - i)
	}
	c := (11 - sum%11) % 11
	return body + strconv.Itoa(c)
}

func luhnDigit(s string) int { // digit that makes s+d pass Luhn
	sum := 0
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if (len(s)-1-i)%2 == 0 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return (10 - sum%10) % 10
}

func cpf(body string) string {
	for k := 9; k <= 10; k++ {
		sum := 0
		for i := 0; i < k; i++ {
			sum += int(body[i]-'0') * (k + 1 - i)
		}
		c := sum * 10 % 11 % 10
		body += strconv.Itoa(c)
	}
	return body
}

func mutate(s string) string {
	b := []byte(s)
	i := len(b) - 1
	if b[i] >= '0' && b[i] <= '9' {
		b[i] = '0' + (b[i]-'0'+1)%10
	} else {
		b[i] = 'A' + (b[i]-'A'+1)%26
	}
	return string(b)
}

func TestValidators(t *testing.T) {
	tests := []struct {
		name    string
		fn      func(string) bool
		valid   []string
		checkAt int // index of the check digit when not the last
	}{
		{"rrn", ValidBelgianNationalNumber, []string{rrn("850712163", false), rrn("640229034", false), rrn("051103287", true), rrn("724511022", false)}, 0},
		{"bsn", ValidBSN, []string{bsn("12345678"), bsn("31415926")}, 0},
		{"nhs", ValidNHS, []string{nhs("943476591"), nhs("999123457"), nhs("401023213")}, 0},
		{"ssn", ValidSSN, []string{"123456789", "078051120", "219099999"}, 0},
		{"nir", ValidNIR, []string{"1850775123456" + fmt.Sprintf("%02d", 97-mod97Test("1850775123456")), "2690299341732" + fmt.Sprintf("%02d", 97-mod97Test("2690299341732"))}, 0},
		{"iban", ValidIBAN, []string{"GB82WEST12345698765432", "BE68539007547034", "NL91ABNA0417164300", "DE89370400440532013000"}, 0},
		{"npi", ValidNPI, []string{"123456789" + strconv.Itoa(luhnDigit("80840123456789")), "198765432" + strconv.Itoa(luhnDigit("80840198765432"))}, 0},
		{"kvnr", ValidKVNR, []string{"A123456780"}, 0},
		{"svnr", ValidAustrianSVNR, []string{"1237010180"}, 0},
		{"dni", ValidDNI, []string{"12345678Z", fmt.Sprintf("87654321%c", "TRWAGMYFPDXBNJZSQVHLCKE"[87654321%23]), "X1234567L"}, 0},
		{"cpf", ValidCPF, []string{cpf("123456789"), cpf("529982247")}, 0},
		{"cf", ValidCodiceFiscale, []string{"RSSMRA85T10A562S"}, 0},
		{"riziv", ValidRIZIV, []string{fmt.Sprintf("123456%02d004", 97-123456%97), fmt.Sprintf("176543%02d580", 97-176543%97)}, 7},
		{"lanr", ValidLANR, []string{"123456" + strconv.Itoa((10-(4*1+9*2+4*3+9*4+4*5+9*6)%10)%10) + "01"}, 6},
		{"big", ValidBIG, []string{"19034872101"}, 0},
		{"gmc", ValidGMC, []string{"1234567"}, 0},
	}
	for _, tt := range tests {
		for _, v := range tt.valid {
			if !tt.fn(v) {
				t.Errorf("%s: %s should be valid", tt.name, v)
			}
			if tt.name == "big" || tt.name == "gmc" || tt.name == "ssn" {
				continue // no check digit
			}
			m := mutate(v)
			if tt.checkAt > 0 {
				m = mutate(v[:tt.checkAt+1]) + v[tt.checkAt+1:]
			}
			if tt.fn(m) {
				t.Errorf("%s: %s (changed check) should be invalid", tt.name, m)
			}
		}
	}
}

func TestValidatorsReject(t *testing.T) {
	tests := []struct {
		name string
		fn   func(string) bool
		in   string
	}{
		{"rrn short", ValidBelgianNationalNumber, "8507121630"},
		{"rrn month 13", ValidBelgianNationalNumber, rrn("851312163", false)},
		{"bsn zeros", ValidBSN, "000000000"},
		{"nhs letters", ValidNHS, "94347659A1"},
		{"ssn area 000", ValidSSN, "000123456"},
		{"ssn area 666", ValidSSN, "666123456"},
		{"ssn area 9xx (advertising range)", ValidSSN, "987654320"},
		{"ssn group 00", ValidSSN, "123004567"},
		{"ssn serial 0000", ValidSSN, "123450000"},
		{"nir sex 5", ValidNIR, "585077512345600"},
		{"iban lower", ValidIBAN, "gb82WEST12345698765432"},
		{"npi starts 3", ValidNPI, "3234567893"},
		{"kvnr no letter", ValidKVNR, "1123456780"},
		{"svnr day 45", ValidAustrianSVNR, "1237450180"},
		{"dni short", ValidDNI, "1234567Z"},
		{"cpf repeated", ValidCPF, "11111111111"},
		{"cf digit in name", ValidCodiceFiscale, "RSSMR185T10A562S"},
		{"lanr letters", ValidLANR, "12345A701"},
		{"big 10 digits", ValidBIG, "1903487210"},
		{"gmc 8 digits", ValidGMC, "12345678"},
	}
	for _, tt := range tests {
		if tt.fn(tt.in) {
			t.Errorf("%s: %q should be invalid", tt.name, tt.in)
		}
	}
}

func TestNIRCorsica(t *testing.T) {
	body := "185072A123456" // born in Corse-du-Sud: 2A read as 19
	key := 97 - mod97Test("1850719123456")
	if !ValidNIR(body + fmt.Sprintf("%02d", key)) {
		t.Errorf("Corsican NIR with computed key should be valid")
	}
	if ValidNIR(body + fmt.Sprintf("%02d", (key+1)%97)) {
		t.Errorf("Corsican NIR with wrong key should be invalid")
	}
}

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{"50.03.02-123.45": "50030212345", "be68 5390 0754 7034": "BE68539007547034", "1-23456-78-901": "12345678901"} {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
}
