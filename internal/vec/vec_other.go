//go:build !amd64

package vec

// useAVX2 is false: no assembly kernels on this architecture.
var useAVX2 = false

func addAVX2(dst, src *float32, n int)                                 { panic("vec: no AVX2") }
func axpy4AVX2(o, r0, r1, r2, r3 *float32, n int, x *[4]float32)       { panic("vec: no AVX2") }
func axpy4x2AVX2(o, oy, r0, r1, r2, r3 *float32, n int, x *[8]float32) { panic("vec: no AVX2") }
