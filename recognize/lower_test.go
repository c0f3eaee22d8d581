package recognize

import (
	"strings"
	"testing"
)

// TestAppendLower checks AppendLower against strings.ToLower, invalid
// UTF-8 and runes whose lower case has another length included.
func TestAppendLower(t *testing.T) {
	for _, s := range []string{
		"", "abc", "ABC xyz", "Zürich", "ÉCOLE Saint-Étienne", "İstanbul",
		"KELVIN \u212a", "ΣΟΦΊΑ", "bad \xff byte", "Ⱥ wide", "\xc3", "12-34 Ab",
	} {
		if got, want := string(AppendLower(nil, s)), strings.ToLower(s); got != want {
			t.Errorf("AppendLower(%q) = %q, want %q", s, got, want)
		}
		if got, want := string(AppendLower([]byte("Q"), s)), "Q"+strings.ToLower(s); got != want {
			t.Errorf("AppendLower(Q, %q) = %q, want %q", s, got, want)
		}
	}
}
