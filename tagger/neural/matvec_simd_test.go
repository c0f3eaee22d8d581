//go:build goexperiment.simd && amd64

package neural

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestSIMDKernelsExact checks that the SIMD kernels give bit for bit the
// values of the scalar loops, for widths with and without a remainder
// and inputs with zero groups, so that `make fast` predicts exactly what
// the default build predicts.
func TestSIMDKernelsExact(t *testing.T) {
	if !hasSIMD {
		t.Skip("CPU without AVX2")
	}
	defer func() { hasSIMD = true }()
	r := rand.New(rand.NewPCG(1, 2))
	vec := func(n int, zeros bool) []float32 {
		v := make([]float32, n)
		for i := range v {
			v[i] = float32(r.NormFloat64())
			if zeros && (i/4)%3 == 1 {
				v[i] = 0 // a whole group of four is zero
			}
		}
		return v
	}
	for _, tc := range []struct{ in, out int }{{144, 48}, {48, 61}, {10, 5}, {7, 16}} {
		w, b := vec(tc.in*tc.out, false), vec(tc.out, false)
		for _, zx := range []bool{false, true} {
			x, y := vec(tc.in, zx), vec(tc.in, !zx)
			run := func(simd bool) (a, ay, s []float32) {
				hasSIMD = simd
				a, ay, s = make([]float32, tc.out), make([]float32, tc.out), make([]float32, tc.out)
				matVec2(a, ay, x, y, w, b)
				matVec(s, x, w, b)
				return a, ay, s
			}
			wa, way, ws := run(false)
			ga, gay, gs := run(true)
			for j := range wa {
				if math.Float32bits(wa[j]) != math.Float32bits(ga[j]) || math.Float32bits(way[j]) != math.Float32bits(gay[j]) ||
					math.Float32bits(ws[j]) != math.Float32bits(gs[j]) {
					t.Fatalf("%d×%d zeros=%v column %d: scalar %v %v %v, SIMD %v %v %v", tc.in, tc.out, zx, j, wa[j], way[j], ws[j], ga[j], gay[j], gs[j])
				}
			}
		}
	}
}
