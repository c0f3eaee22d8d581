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

func TestIsClockTimeAt(t *testing.T) {
	tests := []struct {
		before, text, after string
		want                bool
	}{
		// a unit after the number, inside or outside the span
		{"", "10.05 uur", "", true},
		{"", "10.05u", "", true},
		{"gezien ", "10.05", " u. door", true},
		{"gesehen ", "10.05", " Uhr", true},
		{"", "10.05", "h", true},
		// a time word before it
		{"Patiënt gezien om ", "10.05", ", stabiel", true},
		{"seen at ", "10.05", " by", true},
		{"vu à ", "10.05", ".", true},
		{"gesehen um ", "10.05", ".", true},
		// words of approximation are said of dates too
		{"Clips out around ", "03.02", ". Fit note", false},
		{"vers ", "10.05", "", false},
		// dates: a date word before it, or nothing that says time
		{"opname op ", "10.05", ".", false},
		{"am ", "10.05", ". entlassen", false},
		{"le ", "10.05", "", false},
		{"", "10.05", "", false},
		// the cue must be a whole word next to the number
		{"kom ", "10.05", "", false},
		{"om", "10.05", "", false},
		{"", "10.05", " uitslag", false},
		{"", "10.05", "hb", false},
		// no time at all, whatever the context
		{"om ", "10.65", "", false},
		{"om ", "24.05", " u", false},
		{"om ", "10.5", " u", false},
		{"om ", "10.05.2024", "", false},
	}
	for _, tt := range tests {
		if got := IsClockTimeAt(tt.text, tt.before, tt.after); got != tt.want {
			t.Errorf("IsClockTimeAt(%q, before %q, after %q) = %v, want %v", tt.text, tt.before, tt.after, got, tt.want)
		}
	}
}
