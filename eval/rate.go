package eval

import (
	"encoding/json"
	"fmt"
	"math"
)

// Rate is a ratio of two counts. It is not available (Valid false, Value
// NaN) when its denominator is zero; it then prints as "n/a" and is
// written to JSON with a null value.
type Rate struct {
	// Num and Den are the numerator and denominator.
	Num, Den int
	// Valid is false when Den is zero.
	Valid bool
	// Value is Num/Den in [0,1], or NaN when not Valid.
	Value float64
}

// NewRate returns num/den, not available when den is zero.
func NewRate(num, den int) Rate {
	if den == 0 {
		return Rate{Num: num, Den: den, Value: math.NaN()}
	}
	return Rate{Num: num, Den: den, Valid: true, Value: float64(num) / float64(den)}
}

// String formats the rate as a percentage with two decimals, or "n/a".
func (r Rate) String() string {
	if !r.Valid {
		return "n/a"
	}
	return fmt.Sprintf("%.2f%%", 100*r.Value)
}

type rateJSON struct {
	Value       *float64 `json:"value"`
	Numerator   int      `json:"numerator"`
	Denominator int      `json:"denominator"`
}

// MarshalJSON writes {"value": fraction or null, "numerator", "denominator"}.
func (r Rate) MarshalJSON() ([]byte, error) {
	j := rateJSON{Numerator: r.Num, Denominator: r.Den}
	if r.Valid {
		v := r.Value
		j.Value = &v
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads the form written by MarshalJSON.
func (r *Rate) UnmarshalJSON(b []byte) error {
	var j rateJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return fmt.Errorf("eval: rate: %w", err)
	}
	*r = NewRate(j.Numerator, j.Denominator)
	return nil
}
