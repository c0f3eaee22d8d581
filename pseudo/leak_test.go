package pseudo

import "testing"

func TestContainsToken(t *testing.T) {
	tests := []struct {
		hay, needle string
		want        bool
	}{
		{"13 maart", "3 maart", false},
		{"3 maart 2025", "3 maart", true},
		{"op 3 maart", "3 maart", true},
		{"03 maart", "3 maart", false},
		{"mei/juni 2023", "mei 2023", false},
		{"0472 12 34 56", "0472 12 34 56", true},
		{"x0472 12 34 56", "0472 12 34 56", false},
		{"2019/2020", "2019", true},
	}
	for _, tt := range tests {
		if got := containsToken(tt.hay, tt.needle); got != tt.want {
			t.Errorf("containsToken(%q, %q) = %v, want %v", tt.hay, tt.needle, got, tt.want)
		}
	}
}

func TestContainsWhole(t *testing.T) {
	tests := []struct {
		n, o string
		want bool
	}{
		{"13maart", "3maart", false},
		{"3maart2025", "3maart", true},
		{"047212345699", "0472123456", false},
		{"tel0472123456", "0472123456", true},
		{"0472123456", "0472123456", true},
		{"x3maart", "3maart", true},
	}
	for _, tt := range tests {
		if got := containsWhole(tt.n, tt.o); got != tt.want {
			t.Errorf("containsWhole(%q, %q) = %v, want %v", tt.n, tt.o, got, tt.want)
		}
	}
}
