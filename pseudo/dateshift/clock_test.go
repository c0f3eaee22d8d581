package dateshift

import "testing"

func TestIsClockTime(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"10:52", true}, {"7:05", true}, {"07:05:30", true}, {"23:59", true}, {" 10:52 uur", true},
		{"10u05", true}, {"10h05", true}, {"14.30", true}, {"14.30 uur", true}, {"22.45u", true}, {"9:30 Uhr", true},
		// dates, or numbers that may be dates
		{"10.05", false}, // 10 May
		{"10.52", false}, // October 1952
		{"14.05", false}, // 14 May
		{"24:00", false}, {"10:60", false}, {"10:5", false}, {"123:45", false}, {"10:52:7", false},
		{"3 mei 2024 10:52", false}, {"10", false}, {"", false}, {"10:52 en 11:00", false}, {"12/05", false},
	}
	for _, tt := range tests {
		if got := IsClockTime(tt.text); got != tt.want {
			t.Errorf("IsClockTime(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}
