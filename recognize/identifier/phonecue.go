package identifier

import "github.com/meddeid/meddeid/lang"

// PhoneCueBefore reports whether the field label that ends just before
// text[start:] holds a phone cue as its last word, apart from number
// words ("tel. nr 4521", "bleep 4417"). It is
//
//	k, adjacent := CueBefore(text, start, p); k == CuePhone && adjacent
//
// computed without classifying the words further back: once a word that
// is no number word lies between a candidate cue and the number, no cue
// further back can be adjacent, so the search stops there.
func PhoneCueBefore(text string, start int, p *lang.Profile) bool {
	if start < 0 || start > len(text) {
		return false
	}
	var buf labelBuf
	label, _ := labelBefore(text, start, &buf)
	c := cuesFor(p)
	// The ends that classify tries, from the right; every end but the
	// first is at a space, so the words after it are whole words.
	for end := len(label); end > 0; {
		if best := c.bestEndingAt(label, end); best != noCue {
			return best == phoneCue && allNumberWords(label[end:])
		}
		end = lastSpace(label[:end])
		if end >= 0 && !allNumberWords(label[end:]) {
			return false
		}
	}
	// classify finds no cue phrase: CueBefore reports no cue or a generic
	// one, never a phone cue.
	return false
}

// allNumberWords reports whether every space-separated field of b is a
// number word (true for a blank b), as CueBefore tests adjacency.
func allNumberWords(b []byte) bool {
	for hi := len(b); ; {
		lo, end, ok := prevField(b, hi)
		if !ok {
			return true
		}
		if !isNumberWord(b[lo:end]) {
			return false
		}
		hi = lo
	}
}
