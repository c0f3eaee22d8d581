package render

import "testing"

// A month's abbreviation is a real abbreviation, not a spelling of the
// whole name, and the upper-case codes of one language are distinct.
func TestMonthAbbrevAndCodes(t *testing.T) {
	abbrev := []struct {
		forms []string
		want  string
	}{
		{[]string{"maart", "mrt", "maa"}, "mrt"},
		{[]string{"juni", "jun"}, "jun"},
		{[]string{"märz", "maerz", "marz", "mrz", "mär", "maer"}, "märz"},
		{[]string{"février", "fevrier", "févr", "fevr", "fév", "fev"}, "févr"},
		{[]string{"décembre", "decembre", "déc", "dec"}, "déc"},
		{[]string{"août", "aout", "aoû", "aou"}, "août"},
		{[]string{"feber", "februar", "feb", "febr"}, "feb"},
		{[]string{"septiembre", "setiembre", "sep", "set"}, "sep"},
		{[]string{"mai"}, "mai"},
		{[]string{"may", "my"}, "may"},
	}
	for _, tt := range abbrev {
		if got := monthAbbrev(tt.forms); got != tt.want {
			t.Errorf("monthAbbrev(%q) = %q, want %q", tt.forms, got, tt.want)
		}
	}
	var fr [12][2]string
	for i, a := range []string{"janv", "févr", "mars", "avr", "mai", "juin", "juil", "août", "sept", "oct", "nov", "déc"} {
		fr[i][1] = a
	}
	codes := monthCodes(fr)
	if codes[5] != "JUIN" || codes[6] != "JUIL" || codes[1] != "FÉV" || codes[0] != "JAN" {
		t.Errorf("French codes %q: want JUIN and JUIL apart, FÉV, JAN", codes)
	}
	if !uniqueCodes(codes) {
		t.Errorf("French codes %q are not distinct", codes)
	}
	var vi [12][2]string
	for i := range vi {
		vi[i][1] = "tháng " + string(rune('1'+i%9))
	}
	if uniqueCodes(monthCodes(vi)) {
		t.Error("Vietnamese months share their letters; their codes cannot be distinct")
	}
}
