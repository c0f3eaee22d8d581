//go:build !(goexperiment.simd && amd64)

package neural

// hasSIMD is false: this build has no SIMD kernels (see matvec_simd.go,
// built with GOEXPERIMENT=simd on amd64).
const hasSIMD = false

func matVec4SIMD(o []float32, x0, x1, x2, x3 float32, r0, r1, r2, r3 []float32) {
	panic("neural: no SIMD kernels in this build")
}

func matVec4x2SIMD(o, oy []float32, x0, x1, x2, x3, y0, y1, y2, y3 float32, r0, r1, r2, r3 []float32) {
	panic("neural: no SIMD kernels in this build")
}
