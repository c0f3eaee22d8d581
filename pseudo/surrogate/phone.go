package surrogate

import (
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/nyaruka/phonenumbers"

	"github.com/meddeid/meddeid/internal/phoneparse"
)

// Phone replaces the subscriber digits of a phone number and keeps
// everything else as written: a leading "+" or international prefix, the
// country code, the trunk prefix ("0"), the area or mobile prefix, every
// separator and the digit grouping. region is the ISO 3166 region used to
// read a national number ("BE"); when the number cannot be parsed, the
// first third of its digits (at most three) is kept. The result differs
// from the original and, where the original was a valid number, is a
// valid number of the same region whenever one is found within a few
// keyed attempts.
func (g *Generator) Phone(text, region string) (string, error) {
	digits := make([]byte, 0, len(text))
	for i := 0; i < len(text); i++ {
		if isDigit(text[i]) {
			digits = append(digits, text[i])
		}
	}
	if len(digits) == 0 {
		return "", ErrEmpty
	}
	keep, canon, num := phoneKeep(text, string(digits), region)
	valid := num != nil && num.valid
	if keep >= len(digits) {
		keep = len(digits) - 1
	}
	s := g.stream("phone", canon)
	var first string
	for attempt := 0; attempt < 16; attempt++ {
		repl := append([]byte(nil), digits...)
		for i := keep; i < len(repl); i++ {
			repl[i] = s.digit()
		}
		if string(repl) == string(digits) {
			continue
		}
		out := layDigits(text, repl)
		if first == "" {
			first = out
		}
		if !valid || num.validWith(repl) {
			return out, nil
		}
	}
	if first == "" {
		// Sixteen keyed draws all equal to the original: practically
		// impossible, but never return the original.
		repl := append([]byte(nil), digits...)
		last := len(repl) - 1
		repl[last] = '0' + (repl[last]-'0'+1)%10
		first = layDigits(text, repl)
	}
	return first, nil
}

// phoneKeep returns how many leading digits stay (international prefix,
// country code, trunk prefix and national destination code), the number
// in a canonical form ("+" country code, national number, extension) that
// keys the surrogate whatever the formatting, and the parsed number (nil
// when the original cannot be parsed or its digits are not laid out as
// expected).
func phoneKeep(text, digits, region string) (int, string, *parsedPhone) {
	fallback := min(3, len(digits)/3)
	if region == "" {
		region = "ZZ"
	}
	num, err := phoneparse.Parse(parseInput(text, digits), region)
	if err != nil {
		return fallback, digits, nil
	}
	nsn := phonenumbers.GetNationalSignificantNumber(num)
	at := strings.Index(digits, nsn)
	if nsn == "" || at < 0 {
		return fallback, digits, nil
	}
	ndc := ndcLength(num, nsn)
	if ndc <= 0 || ndc >= len(nsn)-2 {
		ndc = min(2, len(nsn)/3)
	}
	canon := "+" + strconv.Itoa(int(num.GetCountryCode())) + "/" + nsn + "/" + digits[at+len(nsn):]
	return at + ndc, canon, &parsedPhone{PhoneNumber: num, at: at, n: len(nsn), valid: phoneparse.IsValid(num)}
}

// ndcLength returns phonenumbers.GetLengthOfNationalDestinationCode(num).
// That asks for the number's type only to add a mobile token's group, so
// the type is looked up only for a country that has a mobile token
// (Argentina's "9"). nsn is num's national significant number.
func ndcLength(num *phonenumbers.PhoneNumber, nsn string) int {
	// formatted without its extension, as GetLengthOfNationalDestinationCode
	// formats a copy
	ext := num.Extension
	num.Extension = nil
	intl := intlFormat(num, nsn)
	num.Extension = ext
	// the groups of digits between runs of non-digits, as
	// NON_DIGITS_PATTERN.Split gives them: "+32 2 555 12 34" has "", "32",
	// "2", ...; only the count and the third and fourth are needed
	n, g2, g3 := 0, 0, 0
	for i := 0; i <= len(intl); {
		j := i
		for j < len(intl) && isDigit(intl[j]) {
			j++
		}
		switch n {
		case 2:
			g2 = j - i
		case 3:
			g3 = j - i
		}
		n++
		if j == len(intl) {
			break
		}
		for j < len(intl) && !isDigit(intl[j]) {
			j++
		}
		i = j
	}
	if n <= 3 {
		return 0
	}
	if phonenumbers.GetCountryMobileToken(int(num.GetCountryCode())) != "" && phonenumbers.GetNumberType(num) == phonenumbers.MOBILE {
		return g2 + g3
	}
	return g2
}

// parseInput returns what phoneKeep gives libphonenumber for text with
// the given digits: the digits alone, after a '+' when text starts with
// one, when text holds nothing but ASCII digits, a '+' at its start,
// spaces, no-break spaces, '(', ')', '.', '/' and '-'; else text itself.
// Parse reads the two as the same number, and the digits faster: it
// strips all of that punctuation (which cannot start an extension, a
// second number or a vanity letter) and keeps the leading '+' in place,
// and with three digits or more both forms are viable. Fewer digits keep
// text, which Parse may refuse where it reads the bare digits.
func parseInput(text, digits string) string {
	if len(digits) < 3 {
		return text
	}
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case isDigit(c), c == ' ', c == '(', c == ')', c == '.', c == '/', c == '-':
		case c == '+' && i == 0:
		case c == 0xc2 && i+1 < len(text) && text[i+1] == 0xa0: // U+00A0
			i++
		default:
			return text
		}
	}
	if text[0] == '+' {
		return "+" + digits
	}
	return digits
}

// parsedPhone is an original number as parsed, with where its national
// significant number lies among its digits.
type parsedPhone struct {
	*phonenumbers.PhoneNumber
	at, n int  // the national significant number is digits[at:at+n]
	valid bool // the original number is valid
}

// validWith reports whether the number is valid with its digits replaced
// by repl: the country, trunk prefix and destination code are kept, so
// only the national significant number changes, and it is checked in
// place instead of parsing the rewritten text again.
func (p *parsedPhone) validWith(repl []byte) bool {
	if p.at+p.n > len(repl) {
		return false
	}
	v, err := strconv.ParseUint(string(repl[p.at:p.at+p.n]), 10, 64)
	if err != nil {
		return false
	}
	old := p.NationalNumber
	p.NationalNumber = &v
	ok := phoneparse.IsValid(p.PhoneNumber)
	p.NationalNumber = old
	return ok
}

// layDigits writes repl's digits over text's digits in order.
func layDigits(text string, repl []byte) string {
	b := []byte(text)
	k := 0
	for i := range b {
		if isDigit(b[i]) && k < len(repl) {
			b[i] = repl[k]
			k++
		}
	}
	return string(b)
}

// intlFormat returns phonenumbers.Format(num, phonenumbers.INTERNATIONAL)
// for num, which has no extension, nsn being num's national significant
// number. It follows the library's FormatWithBuf step by step for a
// country calling code of a geographical region, with the region's
// formatting patterns compiled once (see regionFormatsFor). Other numbers
// go to Format itself.
func intlFormat(num *phonenumbers.PhoneNumber, nsn string) string {
	if num.GetNationalNumber() == 0 && num.GetRawInput() != "" {
		return phonenumbers.Format(num, phonenumbers.INTERNATIONAL) // its raw input
	}
	cc := int(num.GetCountryCode())
	regions := phonenumbers.GetRegionCodesForCountryCode(cc)
	if len(regions) == 0 {
		return nsn // not a valid country calling code: no formatting
	}
	formats, ok := regionFormatsFor(regions[0])
	if !ok {
		// a non-geographical entity ("001"), whose metadata is found by
		// its calling code
		return phonenumbers.Format(num, phonenumbers.INTERNATIONAL)
	}
	out := nsn
	for _, f := range formats {
		if (f.lead == nil || f.lead.MatchString(nsn)) && f.whole.MatchString(nsn) {
			out = f.plain.ReplaceAllString(nsn, f.format)
			break
		}
	}
	return "+" + strconv.Itoa(cc) + " " + out
}

// numberFormat is one of a region's international number formats,
// compiled. The library builds "^(?:pattern)$" anew for every format it
// tries, and searches the whole number for the leading-digits pattern
// where only a match at its start counts (the leftmost match starts there
// exactly when one does): lead and whole are those tests anchored.
type numberFormat struct {
	// lead is the last (most detailed) leading-digits pattern, anchored
	// at the start: "^(?:lead)"; nil when the format has none
	lead *regexp.Regexp
	// whole is the pattern anchored at both ends: "^(?:pattern)$"
	whole *regexp.Regexp
	// plain is the pattern as written and format its replacement, which
	// the library's ReplaceAllString reads
	plain  *regexp.Regexp
	format string
}

// regionFormats caches regionFormatsFor's results (region code →
// []numberFormat).
var regionFormats sync.Map

// regionFormatsFor returns the formats phonenumbers.Format(INTERNATIONAL)
// chooses from for a geographical region — its international formats,
// else its national ones — or false for a region without metadata.
func regionFormatsFor(region string) ([]numberFormat, bool) {
	if v, ok := regionFormats.Load(region); ok {
		return v.([]numberFormat), true
	}
	meta := phoneparse.RegionMetadata(region)
	if meta == nil {
		return nil, false
	}
	src := meta.GetIntlNumberFormat()
	if len(src) == 0 {
		src = meta.GetNumberFormat()
	}
	formats := make([]numberFormat, len(src))
	for i, f := range src {
		if lead := f.GetLeadingDigitsPattern(); len(lead) > 0 {
			formats[i].lead = regexp.MustCompile("^(?:" + lead[len(lead)-1] + ")")
		}
		formats[i].whole = regexp.MustCompile("^(?:" + f.GetPattern() + ")$")
		formats[i].plain = regexp.MustCompile(f.GetPattern())
		formats[i].format = f.GetFormat()
	}
	v, _ := regionFormats.LoadOrStore(region, formats)
	return v.([]numberFormat), true
}
