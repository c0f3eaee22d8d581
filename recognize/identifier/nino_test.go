package identifier

import "testing"

// TestNINO covers UK National Insurance numbers and their prefix rules.
func TestNINO(t *testing.T) {
	tests := []struct{ lang, text, want string }{
		{"en-GB", "NINO: AB123456C", "ID:Patient:AB123456C"},
		{"en-GB", "NI number QQ 12 34 56 C held", "ID:Patient:QQ 12 34 56 C"},
		{"en-GB", "NI: QQ123456A", "ID:Patient:QQ123456A"},
		{"en-GB", "National Insurance no. JG 103759 A", "ID:Patient:JG 103759 A"},
		{"en-GB", "held AB 12 34 56 D on file", "ID:Patient:AB 12 34 56 D"},
		// the example prefix needs a cue; forbidden prefixes and suffixes never pass
		{"en-GB", "code QQ 12 34 56 C here", ""},
		{"en-GB", "NINO: DA123456C", ""},
		{"en-GB", "NINO: AO123456C", ""},
		{"en-GB", "NINO: GB123456C", ""},
		{"en-GB", "NINO: AB123456E", ""},
		{"en-GB", "NINO: AB123456CD", ""},
		{"en-GB", "NINO: AB 12 34 56", ""},
		{"en-GB", "AB 12 34 56 Cx", ""},
	}
	for _, tt := range tests {
		if got := idTexts(t, tt.lang, tt.text); got != tt.want {
			t.Errorf("%s %q: got %q, want %q", tt.lang, tt.text, got, tt.want)
		}
	}
}
