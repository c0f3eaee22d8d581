package eval

import (
	"encoding/json"
	"math"
	"testing"
)

func TestRate(t *testing.T) {
	tests := []struct {
		num, den int
		str      string
		json     string
	}{
		{1, 3, "33.33%", `{"value":0.3333333333333333,"numerator":1,"denominator":3}`},
		{2, 2, "100.00%", `{"value":1,"numerator":2,"denominator":2}`},
		{0, 7, "0.00%", `{"value":0,"numerator":0,"denominator":7}`},
		{1, 400, "0.25%", `{"value":0.0025,"numerator":1,"denominator":400}`},
		{0, 0, "n/a", `{"value":null,"numerator":0,"denominator":0}`},
	}
	for _, tc := range tests {
		r := NewRate(tc.num, tc.den)
		if r.String() != tc.str {
			t.Errorf("NewRate(%d, %d).String() = %q, want %q", tc.num, tc.den, r.String(), tc.str)
		}
		if r.Valid != (tc.den > 0) || (!r.Valid && !math.IsNaN(r.Value)) {
			t.Errorf("NewRate(%d, %d) = %+v: want Valid iff den > 0 and NaN when not", tc.num, tc.den, r)
		}
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		if string(b) != tc.json {
			t.Errorf("json(%d/%d) = %s, want %s", tc.num, tc.den, b, tc.json)
		}
		var back Rate
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if back.Num != r.Num || back.Den != r.Den || back.Valid != r.Valid {
			t.Errorf("round trip of %s gave %+v", b, back)
		}
	}
}
