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
