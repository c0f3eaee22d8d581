package plate

import (
	"strings"
	"testing"
)

// TestMayHoldCue checks that the precheck of cueBefore passes every cue,
// in any case, and turns plain text away.
func TestMayHoldCue(t *testing.T) {
	for _, c := range cues {
		for _, w := range []string{c, strings.ToUpper(c), "zie " + c + ": "} {
			if !mayHoldCue(w) {
				t.Errorf("mayHoldCue(%q) = false, want true", w)
			}
		}
	}
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"", false},
		{"lot nr. ", false},
		{"dosis 5 mg om ", false},
		{"Kenteken: ", true},
		{"café ", true}, // non-ASCII: left to the full search
	} {
		if got := mayHoldCue(tc.in); got != tc.want {
			t.Errorf("mayHoldCue(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

// TestCueEndFloor checks the bound on a cue's end: after the last capital
// or digit before the plate, and at most maxGap bytes before it.
func TestCueEndFloor(t *testing.T) {
	for _, tc := range []struct {
		text string
		want int // with the plate at len(text)
	}{
		{"kenteken: ", 0},
		{"Kenteken: ", 1},
		{"reg. ", 0},
		{"op 12 mei kenteken ", 5},
		{"Überweisung kennzeichen ", 1},
		{"nummerplaat van de wagen van de tegenpartij ", 44 - maxGap},
		{"", 0},
	} {
		if got := cueEndFloor(tc.text, 0, len(tc.text)); got != tc.want {
			t.Errorf("cueEndFloor(%q) = %d, want %d", tc.text, got, tc.want)
		}
	}
}
