package contact

// extensionTail returns the end of an extension written right after a
// phone number ending at end ("01632 960581 x4417", "020 555 1234 ext. 22",
// "+32 3 821 30 00 toestel 214"), or end when none follows. The cue must
// follow the number after at most one space: "x" or "X" glued to or one
// space before three to five digits, or "ext", "ext.", "extn", "poste",
// "tst", "tst." or "toestel" and then one to five digits. The digits must
// end the word.
func extensionTail(text string, end int) int {
	i := end
	if i < len(text) && text[i] == ' ' {
		i++
	}
	j := i
	for j < len(text) && (text[j]|0x20) >= 'a' && (text[j]|0x20) <= 'z' {
		j++
	}
	if j == i {
		return end
	}
	word := text[i:j]
	minDigits := 1
	switch {
	case word == "x" || word == "X":
		minDigits = 3
	case equalFoldAny(word, "ext", "extn", "tst"):
		if j < len(text) && text[j] == '.' {
			j++
		}
	case equalFoldAny(word, "poste", "toestel"):
	default:
		return end
	}
	if j < len(text) && text[j] == ' ' && (word != "x" && word != "X" || i > end) {
		j++
	}
	k := j
	for k < len(text) && isDigit(text[k]) {
		k++
	}
	if n := k - j; n < minDigits || n > 5 {
		return end
	}
	if k < len(text) && !endBoundary(text, k) {
		return end
	}
	return k
}

// equalFoldAny reports whether w equals one of the ASCII words, ignoring case.
func equalFoldAny(w string, words ...string) bool {
	for _, x := range words {
		if hasPrefixFold(w, x) && len(w) == len(x) {
			return true
		}
	}
	return false
}
