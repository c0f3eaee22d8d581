package vec

import "golang.org/x/sys/cpu"

// useAVX2 is true when the CPU and the operating system support AVX2.
// Tests may turn it off to compare with the Go loops.
var useAVX2 = cpu.X86.HasAVX2

// addAVX2 adds src to dst over n elements, n a multiple of 8.
//
//go:noescape
func addAVX2(dst, src *float32, n int)

// axpy4AVX2 is Axpy4 over n elements, n a multiple of 8.
//
//go:noescape
func axpy4AVX2(o, r0, r1, r2, r3 *float32, n int, x *[4]float32)

// axpy4x2AVX2 is Axpy4x2 over n elements, n a multiple of 8.
//
//go:noescape
func axpy4x2AVX2(o, oy, r0, r1, r2, r3 *float32, n int, x *[8]float32)
