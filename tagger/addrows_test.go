package tagger

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestAddRowsKernelMatchesGo checks that the assembly addRows gives the Go
// loops' sums bit for bit, for tag counts with and without a remainder of
// eight, rows with one, a few and many non-zero weights and empty rows,
// and more features than the stack buffer holds.
func TestAddRowsKernelMatchesGo(t *testing.T) {
	if !useAVX2 {
		t.Skip("no AVX2 on this machine")
	}
	defer func() { useAVX2 = true }()
	r := rand.New(rand.NewPCG(5, 6))
	for _, labels := range []int{1, 2, 4, 14, 15, 16} {
		T := 1 + 4*labels
		const rows = 256
		fz := newFreezer(rows, T)
		w := make([]float32, T)
		for row := range rows {
			clear(w)
			nz := []int{0, 1, 2, denseFrom - 1, denseFrom, T}[row%6]
			for range nz {
				w[r.IntN(T)] = float32(r.NormFloat64() * math.Pow(10, float64(r.IntN(7)-3)))
			}
			fz.addRow(row, w)
		}
		m := &Model{nTags: T, sp: fz.sp}
		for _, n := range []int{0, 1, 5, 40, 96, 97, 300} {
			rs := make([]uint32, n)
			for i := range rs {
				rs[i] = uint32(r.IntN(rows))
			}
			start := make([]float32, T)
			for i := range start {
				start[i] = float32(r.NormFloat64())
			}
			// got is followed by sentinels that the kernels must not touch
			padded := append(append([]float32(nil), start...), 1, 2, 3, 4, 5, 6, 7, 8)
			got, want := padded[:T], append([]float32(nil), start...)
			useAVX2 = true
			m.addRows(got, rs, make([]uint64, r.IntN(3)*len(rs)))
			for k, v := range padded[T:] {
				if v != float32(k+1) {
					t.Fatalf("%d tags, %d features: the kernel wrote past the scores", T, n)
				}
			}
			useAVX2 = false
			m.addRows(want, rs, nil)
			// onto scores elsewhere and onto zeros
			from := make([]float32, T)
			useAVX2 = true
			m.addRowsFrom(from, start, rs, nil)
			zeros, wantZeros := make([]float32, T), make([]float32, T)
			for i := range zeros {
				zeros[i] = float32(i + 1) // overwritten
			}
			m.addRowsFrom(zeros, nil, rs, nil)
			useAVX2 = false
			m.addRows(wantZeros, rs, nil)
			for i := range got {
				if math.Float32bits(got[i]) != math.Float32bits(want[i]) || math.Float32bits(from[i]) != math.Float32bits(want[i]) {
					t.Fatalf("%d tags, %d features: tag %d is %v (%v from other scores), want %v", T, n, i, got[i], from[i], want[i])
				}
				if math.Float32bits(zeros[i]) != math.Float32bits(wantZeros[i]) {
					t.Fatalf("%d tags, %d features, from zeros: tag %d is %v, want %v", T, n, i, zeros[i], wantZeros[i])
				}
			}
		}
	}
}

// TestAddRowsOutOfRange checks that a feature row beyond the model's
// panics instead of reading past the weights.
func TestAddRowsOutOfRange(t *testing.T) {
	fz := newFreezer(8, 5)
	m := &Model{nTags: 5, sp: fz.sp}
	defer func() {
		if recover() == nil {
			t.Error("no panic")
		}
	}()
	m.addRows(make([]float32, 5), []uint32{1, 8}, nil)
}
