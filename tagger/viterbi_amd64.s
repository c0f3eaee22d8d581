#include "textflag.h"

// func viterbiLanesAVX2(prev, cur, emi *float32, bk *int32, tr1, th, lanes *float32, T int, v1, v2 float32, a1 int32) uint64
//
// Eight tags b at a time (the last eight tags again when T is not a
// multiple of eight: a cell depends only on prev, so writing it twice
// gives the same bits). The tables at lanes, 64 entries (256 bytes)
// each: E mask, opened mask, tA, tB, idxA, idxB. For an inside tag the
// candidates are A = prev[b-1] (I-) or prev[b-2] (E-), the B- tag, and
// B = prev[b] (I-) or prev[b-1] (E-), the I- tag; for an opened tag A
// is v1 with transitions tr1 and there is no B. As in Go:
//   best, arg = -Inf, 0; if A+tA > best {best, arg = A+tA, idxA}
//   (always taken for opened tags); if B+tB > best {best, arg = B+tB, idxB}
//   cur = best + emi; bk = arg
// and the returned bit b is set for an opened tag when v2+th[b] >= A+tA.
TEXT ·viterbiLanesAVX2(SB), NOSPLIT, $0-88
	MOVQ prev+0(FP), DI
	MOVQ cur+8(FP), SI
	MOVQ emi+16(FP), DX
	MOVQ bk+24(FP), R8
	MOVQ tr1+32(FP), R9
	MOVQ th+40(FP), R10
	MOVQ lanes+48(FP), R11
	MOVQ T+56(FP), R12
	SUBQ $8, R12
	VBROADCASTSS v1+64(FP), Y15
	VBROADCASTSS v2+68(FP), Y14
	MOVL a1+72(FP), AX
	MOVQ AX, X13
	VPBROADCASTD X13, Y13
	MOVL $0xff800000, AX
	MOVQ AX, X12
	VPBROADCASTD X12, Y12
	XORQ R13, R13
	XORQ BX, BX

loop:
	VMOVUPS (DI)(BX*4), Y0
	VMOVUPS -4(DI)(BX*4), Y1
	VMOVUPS -8(DI)(BX*4), Y2
	VMOVUPS (R11)(BX*4), Y3
	VMOVUPS 256(R11)(BX*4), Y6
	// A (inside) = E ? prev[b-2] : prev[b-1]; B = E ? prev[b-1] : prev[b]
	VBLENDVPS Y3, Y2, Y1, Y4
	VBLENDVPS Y3, Y1, Y0, Y5
	// A = opened ? v1 : A; tA = opened ? tr1 : tA
	VBLENDVPS Y6, Y15, Y4, Y4
	VMOVUPS 512(R11)(BX*4), Y8
	VBLENDVPS Y6, (R9)(BX*4), Y8, Y8
	VADDPS Y8, Y4, Y4
	// the opened tags to search again: v2+th >= A+tA
	VADDPS (R10)(BX*4), Y14, Y9
	VCMPPS $0x1d, Y4, Y9, Y10
	VANDPS Y6, Y10, Y10
	VMOVMSKPS Y10, AX
	MOVQ BX, CX
	SHLQ CX, AX
	ORQ  AX, R13
	// m0 = opened or A+tA > -Inf: best = m0 ? A+tA : -Inf, arg = m0 ? idxA : 0
	VCMPPS $0x1e, Y12, Y4, Y10
	VORPS Y6, Y10, Y10
	VBLENDVPS Y10, Y4, Y12, Y4
	VMOVUPS 1024(R11)(BX*4), Y11
	VBLENDVPS Y6, Y13, Y11, Y11
	VPAND Y10, Y11, Y11
	// m1 = inside and B+tB > best
	VADDPS 768(R11)(BX*4), Y5, Y5
	VCMPPS $0x1e, Y4, Y5, Y9
	VANDNPS Y9, Y6, Y9
	VBLENDVPS Y9, Y5, Y4, Y4
	VBLENDVPS Y9, 1280(R11)(BX*4), Y11, Y11
	VADDPS (DX)(BX*4), Y4, Y4
	VMOVUPS Y4, (SI)(BX*4)
	VMOVDQU Y11, (R8)(BX*4)
	CMPQ BX, R12
	JEQ  done
	ADDQ $8, BX
	CMPQ BX, R12
	JLE  loop
	MOVQ R12, BX
	JMP  loop

done:
	VZEROUPPER
	MOVQ R13, ret+80(FP)
	RET

// func firstMaxSumAVX2(a, b *[32]float32) int
//
// The 32 sums a[k]+b[k] (the same float32 additions as in Go), their
// maximum, and the first lane equal to it (-0 equals +0, so the lane is
// the one that Go's loop of strict comparisons keeps).
TEXT ·firstMaxSumAVX2(SB), NOSPLIT, $0-24
	MOVQ a+0(FP), DI
	MOVQ b+8(FP), SI
	VMOVUPS (DI), Y0
	VADDPS  (SI), Y0, Y0
	VMOVUPS 32(DI), Y1
	VADDPS  32(SI), Y1, Y1
	VMOVUPS 64(DI), Y2
	VADDPS  64(SI), Y2, Y2
	VMOVUPS 96(DI), Y3
	VADDPS  96(SI), Y3, Y3
	VMAXPS  Y1, Y0, Y4
	VMAXPS  Y3, Y2, Y5
	VMAXPS  Y5, Y4, Y4
	VPERM2F128 $1, Y4, Y4, Y5
	VMAXPS  Y5, Y4, Y4
	VPERMILPS $0x4e, Y4, Y5
	VMAXPS  Y5, Y4, Y4
	VPERMILPS $0xb1, Y4, Y5
	VMAXPS  Y5, Y4, Y4
	VCMPPS  $0, Y4, Y0, Y0
	VMOVMSKPS Y0, AX
	VCMPPS  $0, Y4, Y1, Y1
	VMOVMSKPS Y1, BX
	SHLQ    $8, BX
	ORQ     BX, AX
	VCMPPS  $0, Y4, Y2, Y2
	VMOVMSKPS Y2, BX
	SHLQ    $16, BX
	ORQ     BX, AX
	VCMPPS  $0, Y4, Y3, Y3
	VMOVMSKPS Y3, BX
	SHLQ    $24, BX
	ORQ     BX, AX
	BSFQ    AX, AX
	VZEROUPPER
	MOVQ    AX, ret+16(FP)
	RET
