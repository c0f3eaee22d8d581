package identifier

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
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

// nirShapeRef is nirShape as first written: the shape without its
// spaces must be 15 characters of '9' and at most one 'A'.
func nirShapeRef(sh string) int {
	compact := strings.ReplaceAll(sh, " ", "")
	if len(compact) != 15 || strings.Trim(compact, "9A") != "" || strings.Count(compact, "A") > 1 {
		return 0
	}
	if sh == compact {
		return 2
	}
	if strings.Contains(sh, "  ") || strings.Count(sh, " ") > 7 {
		return 0
	}
	return 1
}

// TestNIRShape compares nirShape with nirShapeRef on NIR-like shapes and
// random strings of shape characters.
func TestNIRShape(t *testing.T) {
	shapes := []string{"", "999999999999999", "9A9999999999999", "9 99 99 99 999 999 99", "9 99 99 99 999 999  99",
		"9 9 9 9 9 9 9 9 9999999", "9 9 9 9 9 9 9 9 9 999999", "AA9999999999999", "99999999999999", "9999999999999999",
		"99999999999999-", "99999999999999é", " 999999999999999", "999999999999999 "}
	// mostly digits and single spaces, sometimes a letter, a double
	// space or a character no NIR shape holds
	pick := func(rng *rand.Rand, common string, rare ...string) string {
		if k := rng.IntN(40); k < len(rare) {
			return rare[k]
		}
		return common
	}
	rng := rand.New(rand.NewPCG(3, 15))
	for range 20000 {
		var sb strings.Builder
		if rng.IntN(20) == 0 {
			sb.WriteByte(' ')
		}
		for k := range 13 + rng.IntN(4) {
			if k > 0 && rng.IntN(5) == 0 {
				sb.WriteString(pick(rng, " ", "  "))
			}
			sb.WriteString(pick(rng, "9", "A", "A", "-", "é"))
		}
		shapes = append(shapes, sb.String())
	}
	var seen [3]int
	for _, sh := range shapes {
		got, want := nirShape(sh), nirShapeRef(sh)
		if got != want {
			t.Errorf("nirShape(%q) = %d, want %d", sh, got, want)
		}
		seen[want]++
	}
	if seen[1] < 100 || seen[2] < 20 {
		t.Errorf("too few NIR shapes among the cases: %v", seen)
	}
}

// TestMayClassify checks that matchSide's length filter skips no shape
// that a scheme's classify accepts: every listed shape, and the shapes
// one byte shorter and longer.
func TestMayClassify(t *testing.T) {
	var shapes []string
	for _, s := range Schemes {
		for _, sh := range append(append([]string{}, s.sep...), s.bare...) {
			shapes = append(shapes, sh, sh[1:], sh+"9", "A"+sh)
		}
	}
	shapes = append(shapes, "", "9", strings.Repeat("9", 63), strings.Repeat("9", 64), strings.Repeat("9", 70))
	skipped := 0
	for i := range Schemes {
		s := &Schemes[i]
		for _, sh := range shapes {
			if s.mayClassify(len(sh)) {
				continue
			}
			skipped++
			if k := s.classify(sh); k != 0 {
				t.Errorf("%s: mayClassify(%d) is false, but classify(%q) = %d", s.Name, len(sh), sh, k)
			}
		}
	}
	if skipped == 0 {
		t.Error("the length filter skipped nothing")
	}
}
