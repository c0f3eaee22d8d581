package surrogate

import "github.com/meddeid/meddeid/recognize/identifier"

// ID replaces an identifier keeping its format: separators, length,
// letter positions and case. When the original is a checksummed number of
// a known scheme (see identifier.Schemes; national lists the profile's
// schemes, e.g. "be-rrn"), the surrogate passes the same scheme's check:
// Belgian national numbers get a valid birth date, serial and mod-97
// check; Dutch BSNs pass the 11-proef; NHS numbers their mod-11 check;
// IBANs keep their country and pass mod 97 (Belgian ones also their
// national check); NPIs their Luhn check; other schemes are drawn until
// their validator accepts. Anything else keeps its shape (see Shape).
func (g *Generator) ID(text string, national []string) (string, error) {
	norm := identifier.Normalize(text)
	if norm == "" {
		return "", ErrEmpty
	}
	name, _, ok := identifier.Match(text, national)
	if !ok {
		return g.Shape(text)
	}
	s := g.stream("id/"+name, norm)
	var valid func(string) bool
	for i := range identifier.Schemes {
		if identifier.Schemes[i].Name == name {
			valid = identifier.Schemes[i].Valid
		}
	}
	var buf []byte // appendAlnum's draws, reused across attempts
	for attempt := 0; attempt < 4096; attempt++ {
		var cand string
		switch name {
		case "be-rrn":
			cand = belgianNN(s)
		case "nl-bsn":
			cand = bsn(s, len(norm))
		case "uk-nhs":
			cand = nhs(s)
		case "iban":
			cand = iban(s, norm)
		case "us-npi":
			cand = npi(s, norm[0])
		default:
			buf = s.appendAlnum(buf[:0], norm)
			cand = string(buf)
		}
		if cand == "" || cand == norm || (valid != nil && !valid(cand)) {
			continue
		}
		return layAlnum(text, cand), nil
	}
	return g.Shape(text)
}

// appendAlnum appends to b a replacement of the normalised identifier
// norm: a digit drawn for every digit, an upper-case letter drawn for every
// letter, in order.
func (s *stream) appendAlnum(b []byte, norm string) []byte {
	n := len(b)
	b = append(b, norm...)
	for i := n; i < len(b); i++ {
		switch c := b[i]; {
		case isDigit(c):
			b[i] = s.digit()
		case isUpper(c):
			b[i] = byte('A' + s.intn(26))
		}
	}
	return b
}

// layAlnum writes the normalised surrogate over the original's letters
// and digits, keeping separators and the case of each letter.
func layAlnum(text, repl string) string {
	b := []byte(text)
	k := 0
	for i, c := range b {
		if !isAlnum(c) || k >= len(repl) {
			continue
		}
		r := repl[k]
		if isLower(c) && isUpper(r) {
			r = r - 'A' + 'a'
		}
		b[i] = r
		k++
	}
	return string(b)
}

func digits(s *stream, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = s.digit()
	}
	return b
}

func mod97(s string) int {
	r := 0
	for i := 0; i < len(s); i++ {
		r = (r*10 + int(s[i]-'0')) % 97
	}
	return r
}

func two(n int) string { return string([]byte{byte('0' + n/10), byte('0' + n%10)}) }

// belgianNN draws a national number of someone born in the 20th century:
// YYMMDD with a real calendar day, serial 001–997, CC = 97 − (first nine
// mod 97).
func belgianNN(s *stream) string {
	yy := 20 + s.intn(80)
	mm := 1 + s.intn(12)
	dd := 1 + s.intn(28)
	serial := 1 + (s.intn(100)*10+s.intn(10))%997
	body := two(yy) + two(mm) + two(dd) + two(serial/10) + string(rune('0'+serial%10))
	return body + two(97-mod97(body))
}

// bsn draws eight digits and the 11-proef check digit (n is 8 or 9: an
// 8-digit BSN is one with a leading zero).
func bsn(s *stream, n int) string {
	d := digits(s, 8)
	if n == 8 {
		d[0] = '0'
	}
	sum := 0
	for i, c := range d {
		sum += int(c-'0') * (9 - i)
	}
	check := sum % 11
	if check == 10 {
		return ""
	}
	out := string(d) + string(rune('0'+check))
	if n == 8 {
		out = out[1:]
	}
	return out
}

// nhs draws nine digits and the mod-11 check digit.
func nhs(s *stream) string {
	d := digits(s, 9)
	sum := 0
	for i, c := range d {
		sum += int(c-'0') * (10 - i)
	}
	check := 11 - sum%11
	if check == 11 {
		check = 0
	}
	if check == 10 {
		return ""
	}
	return string(d) + string(rune('0'+check))
}

// iban keeps the country code and the BBAN's letter/digit pattern and
// computes the ISO 7064 check digits; a Belgian BBAN also gets its
// national mod-97 check.
func iban(s *stream, norm string) string {
	bban := s.appendAlnum(nil, norm[4:])
	if norm[:2] == "BE" && len(bban) == 12 {
		c := mod97(string(bban[:10]))
		if c == 0 {
			c = 97
		}
		copy(bban[10:], two(c))
	}
	rearranged := string(bban) + norm[:2] + "00"
	r := 0
	for i := 0; i < len(rearranged); i++ {
		c := rearranged[i]
		if isDigit(c) {
			r = (r*10 + int(c-'0')) % 97
		} else {
			r = (r*100 + int(c-'A'+10)) % 97
		}
	}
	return norm[:2] + two(98-r) + string(bban)
}

// npi draws eight digits after the original's first digit (1 or 2) and the
// Luhn check digit computed with the 80840 prefix.
func npi(s *stream, first byte) string {
	body := string(first) + string(digits(s, 8))
	full := "80840" + body
	sum := 0
	for i := len(full) - 1; i >= 0; i-- {
		d := int(full[i] - '0')
		if (len(full)-1-i)%2 == 0 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return body + string(rune('0'+(10-sum%10)%10))
}
