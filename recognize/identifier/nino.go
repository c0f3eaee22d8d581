package identifier

import "github.com/meddeid/meddeid/document"

// ninoSpan reads a UK National Insurance number starting at start: two
// capital letters, six digits (compact or as three pairs or one group
// after a space) and a final letter A–D, written "AB123456C",
// "AB 12 34 56 C" or "AB 123456 C". A number whose prefix is allowed
// (first letter not D, F, I, Q, U or V; second not D, F, I, O, Q, U or V;
// not BG, GB, KN, NK, NT, TN or ZZ) is accepted anywhere; the published
// example prefix QQ only after a NI cue of data/cues.yaml.
func ninoSpan(text string, start int, cues *cueSet) (document.Span, bool) {
	end, ok := ninoEnd(text, start)
	if !ok || !endOK(text, end) || end < len(text) && isAlnum(text[end]) {
		return document.Span{}, false
	}
	var buf labelBuf
	label, hash := labelBefore(text, start, &buf)
	kind := cues.classifyLabel(label, hash)
	if kind == phoneCue || kind == caregiverCue {
		return document.Span{}, false
	}
	cue := kind == patientCue || ninoCues.endsWithRequest(label)
	a, b := text[start], text[start+1]
	switch {
	case a == 'Q' && b == 'Q':
		if !cue {
			return document.Span{}, false
		}
		return document.NewSpan(text, start, end, LabelPatient, ScoreCue, "identifier"), true
	case !ninoPrefixOK(a, b):
		return document.Span{}, false
	case cue:
		return document.NewSpan(text, start, end, LabelPatient, ScoreCueValid, "identifier"), true
	}
	return document.NewSpan(text, start, end, LabelPatient, ScoreValid, "identifier"), true
}

// ninoEnd matches the NINO layouts at start and returns the end.
func ninoEnd(text string, start int) (int, bool) {
	if start+9 > len(text) || !isUpper(text[start]) || !isUpper(text[start+1]) {
		return 0, false
	}
	i := start + 2
	digitsAt := func(i, n int) bool {
		if i+n > len(text) {
			return false
		}
		for k := i; k < i+n; k++ {
			if !isDigit(text[k]) {
				return false
			}
		}
		return true
	}
	suffix := func(i int) bool { return i < len(text) && text[i] >= 'A' && text[i] <= 'D' }
	if digitsAt(i, 6) {
		return i + 7, suffix(i + 6)
	}
	if text[i] != ' ' {
		return 0, false
	}
	i++
	switch {
	case digitsAt(i, 6) && i+7 < len(text) && text[i+6] == ' ':
		i += 7
	case digitsAt(i, 2) && i+8 < len(text) && text[i+2] == ' ' && digitsAt(i+3, 2) && text[i+5] == ' ' && digitsAt(i+6, 2) && text[i+8] == ' ':
		i += 9
	default:
		return 0, false
	}
	return i + 1, suffix(i)
}

// ninoPrefixOK applies the allocation rules of NINO prefixes.
func ninoPrefixOK(a, b byte) bool {
	switch a {
	case 'D', 'F', 'I', 'Q', 'U', 'V':
		return false
	}
	switch b {
	case 'D', 'F', 'I', 'O', 'Q', 'U', 'V':
		return false
	}
	switch string([]byte{a, b}) {
	case "BG", "GB", "KN", "NK", "NT", "TN", "ZZ":
		return false
	}
	return true
}
