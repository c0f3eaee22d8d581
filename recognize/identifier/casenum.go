package identifier

// caseNumber reports whether raw, the number after a case, incident,
// protocol or pathology cue, looks like a reference: an upper-case letter
// prefix of one to five letters then digit groups ("CAD-250307-0441",
// "LA-25-00731", "B25-004471", "F-2025-00881") with four or more digits
// in all, or two or more digit groups joined by '-' with six or more
// digits ("25-004471"). Lower-case words ("HbA1c"), dates, scores
// ("14/24") and bare counts ("12345") are not.
func caseNumber(raw string) bool {
	digits, letters, seps := 0, 0, 0
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch {
		case isDigit(c):
			digits++
		case isUpper(c):
			letters++
		case c == '-' || c == '/' || c == '.':
			seps++
		default:
			return false
		}
	}
	if digits < 4 || looksLikeDate(raw) || isFraction(raw) {
		return false
	}
	if isUpper(raw[0]) {
		n := 0
		for n < len(raw) && isUpper(raw[n]) {
			n++
		}
		return n <= 5 && letters == n
	}
	if letters > 0 || seps == 0 || digits < 6 {
		return false
	}
	for i := 0; i < len(raw); i++ {
		if raw[i] == '/' || raw[i] == '.' {
			return false
		}
	}
	return true
}

// isFraction reports "14/24"-like words: two groups of one to three
// digits around a slash (scores, ratios), which are never identifiers.
func isFraction(s string) bool {
	for k := 0; k < len(s); k++ {
		if s[k] != '/' {
			continue
		}
		a, b := s[:k], s[k+1:]
		return len(a) >= 1 && len(a) <= 3 && len(b) >= 1 && len(b) <= 3 && allDigits(a) && allDigits(b)
	}
	return false
}
