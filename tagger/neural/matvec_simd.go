//go:build goexperiment.simd && amd64

package neural

import "simd/archsimd"

// hasSIMD is true when the CPU runs the 256-bit kernels.
var hasSIMD = archsimd.X86.AVX2()

// matVec4SIMD adds x0·r0 + x1·r1 + x2·r2 + x3·r3 to o eight columns at a
// time, each lane with the additions and rounding of the scalar loop
// (((x0·a0 + x1·a1) + x2·a2) + x3·a3, then added to o; no fused
// multiply-add), so that both builds compute identical values.
func matVec4SIMD(o []float32, x0, x1, x2, x3 float32, r0, r1, r2, r3 []float32) {
	X0, X1, X2, X3 := archsimd.BroadcastFloat32x8(x0), archsimd.BroadcastFloat32x8(x1), archsimd.BroadcastFloat32x8(x2), archsimd.BroadcastFloat32x8(x3)
	j := 0
	for ; j+8 <= len(o); j += 8 {
		t := X0.Mul(archsimd.LoadFloat32x8Slice(r0[j:]))
		t = t.Add(X1.Mul(archsimd.LoadFloat32x8Slice(r1[j:])))
		t = t.Add(X2.Mul(archsimd.LoadFloat32x8Slice(r2[j:])))
		t = t.Add(X3.Mul(archsimd.LoadFloat32x8Slice(r3[j:])))
		archsimd.LoadFloat32x8Slice(o[j:]).Add(t).StoreSlice(o[j:])
	}
	archsimd.ClearAVXUpperBits() // no AVX–SSE transition penalty in the scalar code after
	for ; j < len(o); j++ {
		o[j] += x0*r0[j] + x1*r1[j] + x2*r2[j] + x3*r3[j]
	}
}

// matVec4x2SIMD is matVec4SIMD for two outputs sharing the rows of W.
func matVec4x2SIMD(o, oy []float32, x0, x1, x2, x3, y0, y1, y2, y3 float32, r0, r1, r2, r3 []float32) {
	X0, X1, X2, X3 := archsimd.BroadcastFloat32x8(x0), archsimd.BroadcastFloat32x8(x1), archsimd.BroadcastFloat32x8(x2), archsimd.BroadcastFloat32x8(x3)
	Y0, Y1, Y2, Y3 := archsimd.BroadcastFloat32x8(y0), archsimd.BroadcastFloat32x8(y1), archsimd.BroadcastFloat32x8(y2), archsimd.BroadcastFloat32x8(y3)
	j := 0
	for ; j+8 <= len(o); j += 8 {
		a0 := archsimd.LoadFloat32x8Slice(r0[j:])
		a1 := archsimd.LoadFloat32x8Slice(r1[j:])
		a2 := archsimd.LoadFloat32x8Slice(r2[j:])
		a3 := archsimd.LoadFloat32x8Slice(r3[j:])
		t := X0.Mul(a0).Add(X1.Mul(a1)).Add(X2.Mul(a2)).Add(X3.Mul(a3))
		archsimd.LoadFloat32x8Slice(o[j:]).Add(t).StoreSlice(o[j:])
		u := Y0.Mul(a0).Add(Y1.Mul(a1)).Add(Y2.Mul(a2)).Add(Y3.Mul(a3))
		archsimd.LoadFloat32x8Slice(oy[j:]).Add(u).StoreSlice(oy[j:])
	}
	archsimd.ClearAVXUpperBits()
	for ; j < len(o); j++ {
		a0, a1, a2, a3 := r0[j], r1[j], r2[j], r3[j]
		o[j] += x0*a0 + x1*a1 + x2*a2 + x3*a3
		oy[j] += y0*a0 + y1*a1 + y2*a2 + y3*a3
	}
}
