package vec

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

func randVec(r *rand.Rand, n int) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = float32(r.NormFloat64() * math.Pow(10, float64(r.IntN(7)-3)))
	}
	return v
}

// bits compares two vectors bit for bit.
func sameBits(a, b []float32) int {
	for i := range a {
		if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
			return i
		}
	}
	return -1
}

// TestKernelsMatchGo checks, for lengths with and without a remainder of
// eight, that the kernels give the Go loops' values bit for bit and touch
// nothing beyond len(o).
func TestKernelsMatchGo(t *testing.T) {
	if !useAVX2 {
		t.Log("no AVX2 on this machine: the Go loops are compared with themselves")
	}
	accel := useAVX2
	defer func() { useAVX2 = accel }()
	r := rand.New(rand.NewPCG(7, 8))
	for _, n := range []int{0, 1, 7, 8, 9, 16, 48, 61, 64, 67} {
		src, r0, r1, r2, r3 := randVec(r, n+3), randVec(r, n+3), randVec(r, n+3), randVec(r, n+3), randVec(r, n+3)
		var x4 [4]float32
		var x8 [8]float32
		copy(x4[:], randVec(r, 4))
		copy(x8[:], randVec(r, 8))
		base, basey := randVec(r, n+2), randVec(r, n+2)
		run := func(fast bool) [][]float32 {
			useAVX2 = fast && accel
			a, b, c, d := slices.Clone(base), slices.Clone(base), slices.Clone(base), slices.Clone(basey)
			Add(a[:n], src)
			Axpy4(b[:n], &x4, r0, r1, r2, r3)
			Axpy4x2(c[:n], d[:n], &x8, r0, r1, r2, r3)
			return [][]float32{a, b, c, d}
		}
		want, got := run(false), run(true)
		for k, name := range []string{"Add", "Axpy4", "Axpy4x2 o", "Axpy4x2 oy"} {
			if i := sameBits(want[k], got[k]); i >= 0 {
				t.Errorf("n=%d %s element %d: Go %v, kernel %v", n, name, i, want[k][i], got[k][i])
			}
		}
		// the reference itself: the documented order of operations
		for j := range n {
			w := base[j] + (((x4[0]*r0[j] + x4[1]*r1[j]) + x4[2]*r2[j]) + x4[3]*r3[j])
			if math.Float32bits(w) != math.Float32bits(want[1][j]) {
				t.Fatalf("n=%d Axpy4 Go loop element %d: %v, want %v", n, j, want[1][j], w)
			}
		}
	}
}

// bothWays runs f with the Go loops and, where available, the kernels.
func bothWays(b *testing.B, f func(b *testing.B)) {
	accel := useAVX2
	defer func() { useAVX2 = accel }()
	useAVX2 = false
	b.Run("go", f)
	if accel {
		useAVX2 = true
		b.Run("avx2", f)
	}
}

func BenchmarkAxpy4x2(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	o, oy, r0, r1, r2, r3 := randVec(r, 48), randVec(r, 48), randVec(r, 48), randVec(r, 48), randVec(r, 48), randVec(r, 48)
	x := [8]float32{1, 2, 3, 4, 5, 6, 7, 8}
	bothWays(b, func(b *testing.B) {
		for b.Loop() {
			Axpy4x2(o, oy, &x, r0, r1, r2, r3)
		}
	})
}

func BenchmarkAdd61(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	o, s := randVec(r, 61), randVec(r, 61)
	bothWays(b, func(b *testing.B) {
		for b.Loop() {
			Add(o, s)
		}
	})
}
