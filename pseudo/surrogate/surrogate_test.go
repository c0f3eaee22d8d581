package surrogate

import (
	"regexp"
	"strings"
	"testing"

	"github.com/nyaruka/phonenumbers"

	"github.com/meddeid/meddeid/recognize/identifier"
)

var (
	key1 = []byte("0123456789abcdef-test-key-one")
	key2 = []byte("0123456789abcdef-test-key-two")
)

// shapeOf maps digits to 9 and letters to A/a, keeping everything else.
func shapeOf(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case isDigit(c):
			b[i] = '9'
		case isUpper(c):
			b[i] = 'A'
		case isLower(c):
			b[i] = 'a'
		}
	}
	return string(b)
}

func TestPhone(t *testing.T) {
	g := New(key1)
	tests := []struct {
		text, region string
		keep         string // prefix that must stay
	}{
		{"+32 470 12 34 56", "BE", "+32 470"},
		{"0470/12.34.56", "BE", "0470"},
		{"03 821 30 00", "BE", "03"},
		{"+31 (0)20 555 1234", "NL", "+31 (0)20"},
		{"020-5551234", "NL", "020"},
		{"06-12345678", "NL", "06"},
		{"0044 20 7946 0958", "BE", "0044 20"},
		{"020 7946 0958", "GB", "020"},
		{"(415) 555-0132", "US", "(415)"},
		{"+49 30 1234567", "DE", "+49 30"},
		{"+43 664 3928174", "AT", "+43 664"},
		{"01 45 67 89 10", "FR", "01"},
		{"12345", "BE", "1"},
	}
	for _, tt := range tests {
		got, err := g.Phone(tt.text, tt.region)
		if err != nil {
			t.Fatalf("%s: %v", tt.region, err)
		}
		if got == tt.text {
			t.Errorf("%s: surrogate equals original", tt.region)
		}
		if shapeOf(got) != shapeOf(tt.text) {
			t.Errorf("shape changed: %q -> %q", tt.text, got)
		}
		if !strings.HasPrefix(got, tt.keep) {
			t.Errorf("%q -> %q: prefix %q not kept", tt.text, got, tt.keep)
		}
		if num, err := phonenumbers.Parse(tt.text, tt.region); err == nil && phonenumbers.IsValidNumber(num) {
			n2, err := phonenumbers.Parse(got, tt.region)
			if err != nil || !phonenumbers.IsValidNumber(n2) {
				t.Errorf("%q -> %q: no longer a valid number", tt.text, got)
			} else if phonenumbers.GetRegionCodeForNumber(n2) != phonenumbers.GetRegionCodeForNumber(num) {
				t.Errorf("%q -> %q: region changed", tt.text, got)
			}
		}
		again, _ := g.Phone(tt.text, tt.region)
		if again != got {
			t.Errorf("%q: not deterministic", tt.text)
		}
		other, _ := New(key2).Phone(tt.text, tt.region)
		if other == got && len(tt.text) > 8 {
			t.Errorf("%q: different key gave the same surrogate", tt.text)
		}
	}
	// Formatting does not change the surrogate's subscriber digits.
	a, _ := g.Phone("0470 12 34 56", "BE")
	b, _ := g.Phone("0470/12.34.56", "BE")
	c, _ := g.Phone("+32 470 12 34 56", "BE")
	da, db, dc := strings.Map(keepDigits, a), strings.Map(keepDigits, b), strings.Map(keepDigits, c)
	if da != db || da[1:] != dc[2:] {
		t.Errorf("same number, different formatting: %q, %q, %q", a, b, c)
	}
}

func keepDigits(r rune) rune {
	if r >= '0' && r <= '9' {
		return r
	}
	return -1
}

func TestIDChecksums(t *testing.T) {
	tests := []struct {
		name, text string
		national   []string
		valid      func(string) bool
	}{
		{"be-rrn dotted", "85.07.30-033.28", []string{"be-rrn"}, identifier.ValidBelgianNationalNumber},
		{"be-rrn bare", "85073003328", []string{"be-rrn"}, identifier.ValidBelgianNationalNumber},
		{"nl-bsn", "111222333", []string{"nl-bsn"}, identifier.ValidBSN},
		{"nl-bsn dotted", "1112.22.333", []string{"nl-bsn"}, identifier.ValidBSN},
		{"uk-nhs", "943 476 5919", []string{"uk-nhs"}, identifier.ValidNHS},
		{"iban be", "BE68 5390 0754 7034", nil, identifier.ValidIBAN},
		{"iban nl", "NL91ABNA0417164300", nil, identifier.ValidIBAN},
		{"iban de", "DE89 3704 0044 0532 0130 00", nil, identifier.ValidIBAN},
		{"npi", "1234567893", []string{"us-ssn"}, identifier.ValidNPI},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !tt.valid(identifier.Normalize(tt.text)) {
				t.Fatalf("test input not valid")
			}
			for _, k := range [][]byte{key1, key2, []byte("k3"), []byte("k4")} {
				got, err := New(k).ID(tt.text, tt.national)
				if err != nil {
					t.Fatal(err)
				}
				if got == tt.text {
					t.Fatal("surrogate equals original")
				}
				if shapeOf(got) != shapeOf(tt.text) {
					t.Errorf("%q -> %q: format changed", tt.text, got)
				}
				if !tt.valid(identifier.Normalize(got)) {
					t.Errorf("%q -> %q: checksum invalid", tt.text, got)
				}
				if strings.HasPrefix(tt.name, "iban") && got[:2] != tt.text[:2] {
					t.Errorf("IBAN country changed: %q", got)
				}
			}
			a, _ := New(key1).ID(tt.text, tt.national)
			b, _ := New(key2).ID(tt.text, tt.national)
			if a == b {
				t.Errorf("different keys, same surrogate %q", a)
			}
		})
	}
}

func TestBelgianIBANNationalCheck(t *testing.T) {
	got, err := New(key1).ID("BE68539007547034", nil)
	if err != nil {
		t.Fatal(err)
	}
	bban := got[4:]
	c := mod97(bban[:10])
	if c == 0 {
		c = 97
	}
	if two(c) != bban[10:] {
		t.Errorf("%s: Belgian national check digits wrong", got)
	}
}

func TestShapeIDs(t *testing.T) {
	g := New(key1)
	tests := []struct{ text, prefix string }{
		{"MRN-4471223", "MRN-"},
		{"P000123", "P"},
		{"ab12cd34", ""},
		{"2024/00123", ""},
		{"KLMNOPQRS", ""},
	}
	for _, tt := range tests {
		got, err := g.ID(tt.text, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got == tt.text || shapeOf(got) != shapeOf(tt.text) || !strings.HasPrefix(got, tt.prefix) {
			t.Errorf("%q -> %q", tt.text, got)
		}
	}
	if _, err := g.ID("--", nil); err == nil {
		t.Error("no letters or digits: want error")
	}
}

var emailRE = regexp.MustCompile(`^[^@\s]+@[a-z0-9.-]+\.[a-z]{2,}$`)

func TestEmail(t *testing.T) {
	g := New(key1)
	tests := []struct {
		text       string
		keepDomain bool
		suffix     string
	}{
		{"jan.peeters@gmail.com", true, "@gmail.com"},
		{"J.Peeters@Telenet.be", true, "@Telenet.be"},
		{"secretariaat.cardio@uza.be", false, ".be"},
		{"e.claes@azstjan.co.uk", false, ".co.uk"},
	}
	for _, tt := range tests {
		got, err := g.Email(tt.text)
		if err != nil {
			t.Fatal(err)
		}
		if got == tt.text || shapeOf(got) != shapeOf(tt.text) {
			t.Errorf("%q -> %q: shape", tt.text, got)
		}
		if !emailRE.MatchString(strings.ToLower(got)) {
			t.Errorf("%q -> %q: not an e-mail address", tt.text, got)
		}
		if !strings.HasSuffix(got, tt.suffix) {
			t.Errorf("%q -> %q: want suffix %q", tt.text, got, tt.suffix)
		}
		dom := tt.text[strings.IndexByte(tt.text, '@'):]
		if !tt.keepDomain && strings.HasSuffix(got, dom) {
			t.Errorf("%q -> %q: institutional domain kept", tt.text, got)
		}
		if local := tt.text[:strings.IndexByte(tt.text, '@')]; strings.Contains(got, local) {
			t.Errorf("%q -> %q: local part kept", tt.text, got)
		}
	}
}

func TestURLAndContact(t *testing.T) {
	g := New(key1)
	tests := []struct{ text, prefix, suffix string }{
		{"https://www.uza.be/afspraak?id=123", "https://www.", ""},
		{"www.azstjan.be", "www.", ".be"},
		{"http://example-clinic.nl/team/dr-jansen", "http://", ""},
	}
	for _, tt := range tests {
		got, err := g.Contact(tt.text, "BE")
		if err != nil {
			t.Fatal(err)
		}
		if got == tt.text || shapeOf(got) != shapeOf(tt.text) || !strings.HasPrefix(got, tt.prefix) || !strings.HasSuffix(got, tt.suffix) {
			t.Errorf("%q -> %q", tt.text, got)
		}
	}
	// dispatch
	if got, _ := g.Contact("a.b@gmail.com", "BE"); !strings.HasSuffix(got, "@gmail.com") {
		t.Errorf("e-mail dispatch: %q", got)
	}
	if got, _ := g.Contact("+32 3 821 30 00", "BE"); !strings.HasPrefix(got, "+32 3 ") {
		t.Errorf("phone dispatch: %q", got)
	}
}

func TestCaseAndScriptPreserved(t *testing.T) {
	g := New(key1)
	for _, in := range []string{"PEETERS", "Peeters", "van der Berg", "ÖZTÜRK"} {
		got, err := g.Shape(in)
		if err != nil {
			t.Fatal(err)
		}
		if got == in || len([]rune(got)) != len([]rune(in)) {
			t.Errorf("%q -> %q", in, got)
		}
		for i, r := range []rune(in) {
			o := []rune(got)[i]
			if (r >= 'A' && r <= 'Z' || r == 'Ö' || r == 'Ü') != (o >= 'A' && o <= 'Z') {
				t.Errorf("%q -> %q: case at %d", in, got, i)
			}
		}
	}
}

func BenchmarkID(b *testing.B) {
	g := New(key1)
	in := "85.07.30-033.28"
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		if _, err := g.ID(in, []string{"be-rrn"}); err != nil {
			b.Fatal(err)
		}
	}
}

func TestRedraw(t *testing.T) {
	g := New(key1)
	if g.Redraw(0) != g {
		t.Fatal("Redraw(0) must be the generator itself")
	}
	names := []string{"Rhiannon", "Lucy", "Jan Peeters", "Marie Dubois", "Thomas Müller"}
	differ := 0
	for _, n := range names {
		first, err := g.Name(n, "nl-BE")
		if err != nil {
			t.Fatal(err)
		}
		a, err1 := g.Redraw(1).Name(n, "nl-BE")
		b, err2 := New(key1).Redraw(1).Name(n, "nl-BE")
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if a != b {
			t.Errorf("Redraw(1).Name(%q) not deterministic: %q vs %q", n, a, b)
		}
		if a == n {
			t.Errorf("Redraw(1).Name(%q) returned the original", n)
		}
		if a != first {
			differ++
		}
	}
	if differ < len(names)-1 {
		t.Errorf("only %d of %d redrawn names differ from the first draw", differ, len(names))
	}
}
