package dateshift

import (
	"strconv"
	"strings"
)

// IsClockTime reports whether text is a time of day and nothing else, in
// a form no date can take: "10:52", "7:05:30", "10u05", "10h05", or with a
// dot only when neither number can be a day, month or two-digit year
// ("14.30"; "10.05" and "10.52" may be dates). A trailing "uur", "u",
// "h", "Uhr" or "hrs" is allowed. A date shift by whole days leaves such
// a time as it is.
func IsClockTime(text string) bool {
	s := strings.ToLower(strings.TrimSpace(text))
	for _, suf := range []string{" uur", " uhr", " hrs", " h", " u", "uur", "hrs", "u", "h"} {
		if strings.HasSuffix(s, suf) && len(s) > len(suf) && isDigit(s[len(s)-len(suf)-1]) {
			s = s[:len(s)-len(suf)]
			break
		}
	}
	h, rest, nd := leadingNumber(s)
	if nd == 0 || nd > 2 || h > 23 || rest == "" {
		return false
	}
	sep, rest := rest[0], rest[1:]
	m, rest, nd := leadingNumber(rest)
	if nd != 2 || m > 59 || len(rest) > 0 && sep != ':' {
		return false
	}
	switch sep {
	case ':':
		if rest == "" {
			return true
		}
		sec, tail, nd := leadingNumber(rest[1:])
		return rest[0] == ':' && nd == 2 && sec <= 59 && tail == ""
	case 'u', 'h':
		return true
	case '.':
		// "14.30": 14 is no month, 30 no month and no day of month 14 …
		// but "10.52" may be October 1952 and "14.05" 14 May.
		return h > 12 && m > 12
	}
	return false
}

// leadingNumber parses the run of digits at the start of s (at most
// three are read) and returns its value, the rest of s and the number of
// digits.
func leadingNumber(s string) (int, string, int) {
	n := 0
	for n < len(s) && n < 3 && isDigit(s[n]) {
		n++
	}
	v, _ := strconv.Atoi(s[:n])
	return v, s[n:], n
}
