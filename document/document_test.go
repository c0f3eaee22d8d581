package document

import (
	"math"
	"strconv"
	"testing"
)

// TestScorePointer checks that ScorePointer points to its score, bit for
// bit, whether from the shared table or not.
func TestScorePointer(t *testing.T) {
	scores := []float64{0, math.Copysign(0, -1), 1, 0.85, 0.07, 0.99, 0.995, 1.01, 2, -0.01, math.NaN(), math.Inf(1), math.Inf(-1), 1e300, -1e300, 0.1 + 0.2, 0.3}
	for k := range 101 {
		f, err := strconv.ParseFloat("0."+strconv.Itoa(k/10)+strconv.Itoa(k%10), 64)
		if k == 100 {
			f = 1
		}
		if err != nil {
			t.Fatal(err)
		}
		scores = append(scores, f, math.Nextafter(f, 2), math.Nextafter(f, -1))
	}
	shared := 0
	for _, s := range scores {
		p := ScorePointer(s)
		if math.Float64bits(*p) != math.Float64bits(s) {
			t.Errorf("ScorePointer(%v) points to %v", s, *p)
		}
		if p == ScorePointer(s) {
			shared++
		}
	}
	if shared < 101 {
		t.Errorf("only %d scores shared, want the 101 hundredths", shared)
	}
}
