package dateshift

import (
	"strconv"
	"strings"
)

// IsClockTime reports whether text is a time of day and nothing else, in
// a form no date can take: "10:52", "7:05:30", "10u05", "10h05", or with a
// dot only when neither number can be a day, month or two-digit year
// ("14.30"; "10.05" and "10.52" may be dates). A trailing "uur", "u",
// "h", "Uhr" or "hrs" is allowed, and makes a dotted pair a time
// ("10.05 uur"). A date shift by whole days leaves such a time as it is.
func IsClockTime(text string) bool { return IsClockTimeAt(text, "", "") }

// IsClockTimeAt is IsClockTime for text written between before and after
// (the neighbouring text of the note): a dotted pair that could be a date
// is also a time when a time unit follows it ("10.05 u", "10.05 Uhr") or
// a word that introduces a time of day, and not a date, precedes it ("om
// 10.05", "at 10.05", "à 10.05", "um 10.05").
func IsClockTimeAt(text, before, after string) bool {
	s := strings.ToLower(strings.TrimSpace(text))
	unit := false
	for _, u := range timeUnits {
		rest, ok := strings.CutSuffix(s, u)
		rest = strings.TrimSuffix(rest, " ") // "10:52 uur" and "10:52uur"
		if ok && rest != "" && isDigit(rest[len(rest)-1]) {
			s, unit = rest, true
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
		// but "10.52" may be October 1952 and "14.05" 14 May, unless a
		// unit or a time word says it is a time.
		return h > 12 && m > 12 || unit || unitAfter(after) || timeWordBefore(before)
	}
	return false
}

// timeUnits are the words that may follow a time of day, longer ones
// first where one ends another (matched on lower case).
var timeUnits = []string{"uur", "uhr", "hrs", "hr", "h", "u"}

// unitAfter reports whether after starts with a time unit as a word
// ("10.05 u.", "10.05 uur,").
func unitAfter(after string) bool {
	a := strings.ToLower(strings.TrimLeft(after, " \t"))
	for _, u := range timeUnits {
		if strings.HasPrefix(a, u) && (len(a) == len(u) || !isWordByte(a[len(u)])) {
			return true
		}
	}
	return false
}

// timeWords introduce a time of day and, in these languages, not a
// calendar date ("om 10.05" but "op 10.05"; "um 10.05" but "am 10.05.").
// Words of approximation are left out: "around 03.02", "omstreeks",
// "vers" and "gegen" are said of dates too.
var timeWords = []string{"om", "at", "à", "um"}

// timeWordBefore reports whether before ends with one of timeWords as a
// word, followed by spaces.
func timeWordBefore(before string) bool {
	b := strings.TrimRight(before, " \t")
	if len(b) == len(before) {
		return false // no space between the word and the number
	}
	b = strings.ToLower(b)
	for _, w := range timeWords {
		if strings.HasSuffix(b, w) {
			k := len(b) - len(w)
			if k == 0 || !isWordByte(b[k-1]) {
				return true
			}
		}
	}
	return false
}

// isWordByte reports whether byte c is an ASCII letter or digit or part
// of a multi-byte (non-ASCII) character, which may be a letter.
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || c >= 0x80
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
