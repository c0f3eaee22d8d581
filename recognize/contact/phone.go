package contact

import (
	"strings"
	"sync"

	"github.com/nyaruka/phonenumbers"

	"github.com/meddeid/meddeid/internal/phoneparse"
)

// run is a candidate phone number: digit groups joined by separators.
type run struct {
	begin, end int
	digits     int
	groups     int  // groups of digits
	plus       bool // starts with '+' or "00"
	paren      bool // has a "(123)" area code
	trunk      bool // national number starting with 0 (or "(0)")
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// scanGroup reads one group at i: digits, "(digits)" with 1–5 digits, or
// "(0)". It returns the end and the digit count, or ok false.
func scanGroup(text string, i int) (end, digits int, paren, ok bool) {
	if i >= len(text) {
		return i, 0, false, false
	}
	if text[i] == '(' {
		j := i + 1
		for j < len(text) && isDigit(text[j]) && j-i <= 5 {
			j++
		}
		if j == i+1 || j >= len(text) || text[j] != ')' {
			return i, 0, false, false
		}
		return j + 1, j - i - 1, true, true
	}
	j := i
	for j < len(text) && isDigit(text[j]) {
		j++
	}
	return j, j - i, false, j > i
}

// sepLen returns the length of a separator at i followed by a group start,
// or 0. Separators: one space (or no-break space), '.', '/', '-', and
// " - " / " / ". A group right after "(0)" or before "(" needs none.
func sepLen(text string, i int) int {
	next := func(k int) bool {
		return k < len(text) && (isDigit(text[k]) || text[k] == '(' && k+1 < len(text) && isDigit(text[k+1]))
	}
	if i >= len(text) {
		return 0
	}
	switch text[i] {
	case ' ':
		if next(i + 1) {
			return 1
		}
		if i+2 < len(text) && (text[i+1] == '-' || text[i+1] == '/') && text[i+2] == ' ' && next(i+3) {
			return 3
		}
	case '.', '/', '-':
		if next(i + 1) {
			return 1
		}
	case 0xC2: // U+00A0 no-break space
		if i+1 < len(text) && text[i+1] == 0xA0 && next(i+2) {
			return 2
		}
	}
	return 0
}

// scanRun reads a candidate phone number starting at i (a digit, '+' or
// '('). Words that are dates ("14/01/2025") or times end the run before
// them.
func scanRun(text string, i int) (r run, ok bool) {
	r.begin = i
	j := i
	if text[j] == '+' {
		r.plus = true
		j++
		if j >= len(text) || !isDigit(text[j]) {
			return r, false
		}
	}
	wordStart := j
	for {
		e, d, paren, ok := scanGroup(text, j)
		if !ok {
			break
		}
		if r.groups == 0 && !r.plus {
			if text[j] == '0' && d > 1 && j+1 < len(text) && text[j+1] == '0' {
				r.plus = true
			} else if text[j] == '0' {
				r.trunk = true
			}
		}
		if paren {
			if d == 1 && text[j+1] == '0' {
				r.trunk = true
			} else {
				r.paren = true
			}
		}
		if e < len(text) && text[e] == ':' && e+1 < len(text) && isDigit(text[e+1]) {
			break // a clock time
		}
		r.digits += d
		r.groups++
		r.end = e
		j = e
		if paren && e < len(text) && isDigit(text[e]) {
			continue // "(0)4"
		}
		n := sepLen(text, j)
		if n == 0 {
			break
		}
		if text[j] == ' ' || text[j] == 0xC2 {
			if isDateWord(text[wordStart:r.end]) {
				return r, false
			}
			wordStart = j + n
		}
		j += n
	}
	if r.groups == 0 || wordStart < r.end && isDateWord(text[wordStart:r.end]) {
		return r, false
	}
	return r, true
}

// isDateWord reports D/M/Y-like or Y-M-D-like words.
func isDateWord(w string) bool {
	var parts [4]int
	var lens [4]int
	n := 0
	var sep byte
	cur, l := 0, 0
	for i := 0; i < len(w); i++ {
		c := w[i]
		if isDigit(c) {
			cur = cur*10 + int(c-'0')
			l++
			continue
		}
		if c != '.' && c != '/' && c != '-' {
			return false
		}
		if sep == 0 {
			sep = c
		} else if c != sep {
			return false
		}
		if n >= 3 {
			return false
		}
		parts[n], lens[n] = cur, l
		n++
		cur, l = 0, 0
	}
	parts[n], lens[n] = cur, l
	n++
	if n != 3 {
		return false
	}
	if lens[0] == 4 {
		return parts[1] >= 1 && parts[1] <= 12 && parts[2] >= 1 && parts[2] <= 31 && lens[2] <= 2
	}
	if lens[0] > 2 || lens[1] > 2 || (lens[2] != 2 && lens[2] != 4) {
		return false
	}
	a, b := parts[0], parts[1]
	return (a >= 1 && a <= 31 && b >= 1 && b <= 12) || (a >= 1 && a <= 12 && b >= 1 && b <= 31)
}

// phoneCheck is the verdict of libphonenumber on a candidate.
type phoneCheck int

const (
	notPhone phoneCheck = iota
	possiblePhone
	validPhone
)

// checkPhone parses raw for region (international forms parse without
// one) and reports whether it is a valid or merely possible number. When
// needPossible is false the caller treats a possible number like no
// number, and checkPhone skips that test (reporting notPhone).
//
// libphonenumber is given the digits of raw, after a '+' when raw starts
// with one, rather than raw itself: that is the same number to it and
// parses faster. A candidate from scanRun holds only digits, '+' at its
// start, '(', ')', spaces, no-break spaces, '.', '/' and '-', all of which
// Parse accepts as phone punctuation (the number is viable either way) and
// none of which can form an extension ("ext", "x", "#", ";", ","), so
// Parse strips the same punctuation and reads the same digits, with the
// '+' (the only plus sign) at the same place.
func checkPhone(raw, region string, needPossible bool) phoneCheck {
	if region == "" {
		t := strings.TrimSpace(raw)
		if !strings.HasPrefix(t, "+") && !strings.HasPrefix(t, "00") {
			return notPhone
		}
		region = "ZZ"
	}
	num, err := phoneparse.Parse(phoneDigits(raw), region)
	if err != nil {
		return notPhone
	}
	if phoneparse.IsValid(num) {
		return validPhone
	}
	if needPossible && phonenumbers.IsPossibleNumber(num) {
		return possiblePhone
	}
	return notPhone
}

// phoneDigits returns the ASCII digits of raw, after a '+' when raw starts
// with one.
func phoneDigits(raw string) string {
	var buf [48]byte
	b := buf[:0]
	if strings.HasPrefix(raw, "+") {
		b = append(b, '+')
	}
	for i := 0; i < len(raw); i++ {
		if isDigit(raw[i]) {
			b = append(b, raw[i])
		}
	}
	return string(b)
}

// plausibleFormat reports a national or international layout typical of
// phone numbers: +CC / 00CC, a trunk 0 with at least two groups, or a
// NANP layout ("(555) 123-4567", "555-0123", "555-123-4567").
func plausibleFormat(text string, r run) bool {
	if r.groups < 2 {
		return false
	}
	if r.plus || r.paren || r.trunk {
		return true
	}
	s := text[r.begin:r.end]
	return nanpShape(s)
}

func nanpShape(s string) bool {
	sh := make([]byte, len(s))
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			sh[i] = '9'
		} else {
			sh[i] = s[i]
		}
	}
	switch string(sh) {
	case "999-9999", "999-999-9999", "999.999.9999", "999 999 9999", "999.9999":
		return true
	}
	return false
}

// emergency numbers that a cue word ("call 112") must not turn into an
// extension.
var emergency = map[string]bool{"112": true, "911": true, "999": true, "111": true, "100": true, "101": true, "110": true, "144": true, "115": true, "116": true, "117": true, "118": true, "000": true}

var trunkCache sync.Map // region → national dialling prefix

// trunkPrefix returns the national dialling prefix of a region ("0" for
// BE, "1" for US, "" for ES), cached.
func trunkPrefix(region string) string {
	if p, ok := trunkCache.Load(region); ok {
		return p.(string)
	}
	p := phonenumbers.GetNddPrefixForRegion(region, true)
	trunkCache.Store(region, p)
	return p
}

// isRatio reports "168/102"-like words: two groups of 2–3 digits around a
// slash (blood pressure, ratios), which are never phone numbers.
func isRatio(s string) bool {
	a, b, ok := strings.Cut(s, "/")
	return ok && len(a) >= 2 && len(a) <= 3 && len(b) >= 2 && len(b) <= 3 && allDigitsStr(a) && allDigitsStr(b)
}

func allDigitsStr(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}
