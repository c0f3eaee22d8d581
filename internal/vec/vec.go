// Package vec holds the float32 vector kernels of the taggers' inner
// loops: adding a weight row to a score row, and adding four weighted
// rows of a matrix to one or two outputs. On amd64 with AVX2 they run
// eight lanes at a time in assembly; elsewhere in Go. Both compute every
// element with the same operations in the same order (no fused
// multiply-add), so results are bit for bit the same on every machine.
package vec

// Add adds src to dst element by element (dst[i] += src[i]) over
// len(dst) elements; src must be at least as long.
func Add(dst, src []float32) {
	src = src[:len(dst)]
	n := 0
	if useAVX2 && len(dst) >= 8 {
		n = len(dst) &^ 7
		addAVX2(&dst[0], &src[0], n)
	}
	for i := n; i < len(dst); i++ {
		dst[i] += src[i]
	}
}

// Axpy4 adds x[0]·r0 + x[1]·r1 + x[2]·r2 + x[3]·r3 to o, element by
// element, summed in that order: o[j] += ((x0·r0[j] + x1·r1[j]) +
// x2·r2[j]) + x3·r3[j]. The rows must be at least len(o) long.
func Axpy4(o []float32, x *[4]float32, r0, r1, r2, r3 []float32) {
	r0, r1, r2, r3 = r0[:len(o)], r1[:len(o)], r2[:len(o)], r3[:len(o)]
	n := 0
	if useAVX2 && len(o) >= 8 {
		n = len(o) &^ 7
		axpy4AVX2(&o[0], &r0[0], &r1[0], &r2[0], &r3[0], n, x)
	}
	x0, x1, x2, x3 := x[0], x[1], x[2], x[3]
	for j := n; j < len(o); j++ {
		o[j] += x0*r0[j] + x1*r1[j] + x2*r2[j] + x3*r3[j]
	}
}

// Axpy4x2 is Axpy4 for two outputs sharing the rows: o with weights
// x[0..3] and oy with weights x[4..7]; oy must be as long as o.
func Axpy4x2(o, oy []float32, x *[8]float32, r0, r1, r2, r3 []float32) {
	oy = oy[:len(o)]
	r0, r1, r2, r3 = r0[:len(o)], r1[:len(o)], r2[:len(o)], r3[:len(o)]
	n := 0
	if useAVX2 && len(o) >= 8 {
		n = len(o) &^ 7
		axpy4x2AVX2(&o[0], &oy[0], &r0[0], &r1[0], &r2[0], &r3[0], n, x)
	}
	x0, x1, x2, x3, y0, y1, y2, y3 := x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7]
	for j := n; j < len(o); j++ {
		a0, a1, a2, a3 := r0[j], r1[j], r2[j], r3[j]
		o[j] += x0*a0 + x1*a1 + x2*a2 + x3*a3
		oy[j] += y0*a0 + y1*a1 + y2*a2 + y3*a3
	}
}
