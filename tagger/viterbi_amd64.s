#include "textflag.h"

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

// MAX4 broadcasts the largest of the 32 lanes of a, b, c, d to every
// lane of out (tmp is scratch).
#define MAX4(a, b, c, d, out, tmp) \
	VMAXPS b, a, out \
	VMAXPS d, c, tmp \
	VMAXPS tmp, out, out \
	VPERM2F128 $1, out, out, tmp \
	VMAXPS tmp, out, out \
	VPERMILPS $0x4e, out, tmp \
	VMAXPS tmp, out, out \
	VPERMILPS $0xb1, out, tmp \
	VMAXPS tmp, out, out

// EQMASK sets bit k of res where lane k of Y0..Y3 equals v's lanes
// (Y10 and R9 are scratch).
#define EQMASK(v, res) \
	VCMPPS $0, v, Y0, Y10 \
	VMOVMSKPS Y10, res \
	VCMPPS $0, v, Y1, Y10 \
	VMOVMSKPS Y10, R9 \
	SHLQ $8, R9 \
	ORQ R9, res \
	VCMPPS $0, v, Y2, Y10 \
	VMOVMSKPS Y10, R9 \
	SHLQ $16, R9 \
	ORQ R9, res \
	VCMPPS $0, v, Y3, Y10 \
	VMOVMSKPS Y10, R9 \
	SHLQ $24, R9 \
	ORQ R9, res

// BELOW broadcasts to out the largest lane of Y0..Y3 below v's lanes
// (-Inf when none; Y5..Y8, Y10 and Y11 are scratch, Y14 holds -Inf).
#define BELOW(v, out) \
	VCMPPS $1, v, Y0, Y10 \
	VBLENDVPS Y10, Y0, Y14, Y5 \
	VCMPPS $1, v, Y1, Y10 \
	VBLENDVPS Y10, Y1, Y14, Y6 \
	VCMPPS $1, v, Y2, Y10 \
	VBLENDVPS Y10, Y2, Y14, Y7 \
	VCMPPS $1, v, Y3, Y10 \
	VBLENDVPS Y10, Y3, Y14, Y8 \
	MAX4(Y5, Y6, Y7, Y8, out, Y11)

// GATHER loads lane block i (eight lanes at byte offset off) of pc:
// prev at the indices of cidx, -Inf where the index is -1.
#define GATHER(off, dst) \
	VMOVDQU off(SI), Y8 \
	VPXOR Y15, Y8, Y9 \
	VMOVAPS Y14, dst \
	VGATHERDPS Y9, (DI)(Y8*4), dst \
	VMOVUPS dst, off(DX)

// func viterbiTokenAVX2(prev, cur, emi *float32, bk *int32, trans, thr *float32, cidx *[32]int32, pc *[32]float32, lanes *float32, T int) (slow uint64, k1, k2 int, v3 float32)
//
// First the ranking of the closed tags: the best score v1 is the largest
// lane of pc, k1 the first lane equal to it; when another lane equals
// it, k2 is the second such lane and v2 = v1, else v2 is the largest
// lane below v1 and k2 the first lane equal to it. v3 is likewise the
// largest of the lanes other than k1 and k2. (v3 serves in comparisons
// only, so that which of -0 and +0 it is does not matter; the caller
// reads v1 and v2 from pc.)
//
// Then the lanes, eight tags b at a time (the last eight tags again
// when T is not a multiple of eight: a cell depends only on prev, so
// writing it twice gives the same bits). The tables at lanes, 64 entries
// (256 bytes) each: E mask, opened mask, tA, tB, idxA, idxB. For an
// inside tag the candidates are A = prev[b-1] (I-) or prev[b-2] (E-), the
// B- tag, and B = prev[b] (I-) or prev[b-1] (E-), the I- tag; for an
// opened tag A is v1 with transitions tr1 (the row a1 = cidx[k1] of
// trans) and there is no B. As in Go:
//   best, arg = -Inf, 0; if A+tA > best {best, arg = A+tA, idxA}
//   (always taken for opened tags); if B+tB > best {best, arg = B+tB, idxB}
//   cur = best + emi; bk = arg
// and the returned bit b is set for an opened tag when v2+th[b] >= A+tA
// (th the row a1 of thr).
TEXT ·viterbiTokenAVX2(SB), NOSPLIT, $0-108
	MOVQ prev+0(FP), DI
	MOVQ cidx+48(FP), SI
	MOVQ pc+56(FP), DX
	VPCMPEQD Y15, Y15, Y15
	MOVL $0xff800000, AX
	VMOVQ AX, X14
	VPBROADCASTD X14, Y14
	GATHER(0, Y0)
	GATHER(32, Y1)
	GATHER(64, Y2)
	GATHER(96, Y3)
	MAX4(Y0, Y1, Y2, Y3, Y4, Y11)
	EQMASK(Y4, AX)
	BSFQ AX, R10
	LEAQ -1(AX), CX
	ANDQ CX, AX
	JZ   top1
	// another lane equals v1: it is k2
	BSFQ AX, R11
	LEAQ -1(AX), CX
	ANDQ CX, AX
	JZ   top2
	// a third one too: v3 = v1
	VMOVSS X4, v3+104(FP)
	JMP  ranked

top2:
	BELOW(Y4, Y9)
	VMOVSS X9, v3+104(FP)
	JMP  ranked

top1:
	// v2 is the largest lane below v1
	BELOW(Y4, Y12)
	EQMASK(Y12, AX)
	BSFQ AX, R11
	LEAQ -1(AX), CX
	ANDQ CX, AX
	JZ   below2nd
	VMOVSS X12, v3+104(FP)
	JMP  ranked

below2nd:
	BELOW(Y12, Y9)
	VMOVSS X9, v3+104(FP)

ranked:
	MOVQ R10, k1+88(FP)
	MOVQ R11, k2+96(FP)
	VBROADCASTSS (DX)(R10*4), Y15
	VBROADCASTSS (DX)(R11*4), Y14
	MOVLQSX (SI)(R10*4), AX
	VMOVQ AX, X13
	VPBROADCASTD X13, Y13
	MOVQ T+72(FP), R12
	IMULQ R12, AX
	SHLQ $2, AX
	MOVQ trans+32(FP), R9
	ADDQ AX, R9
	MOVQ thr+40(FP), R10
	ADDQ AX, R10
	MOVQ cur+8(FP), SI
	MOVQ emi+16(FP), DX
	MOVQ bk+24(FP), R8
	MOVQ lanes+64(FP), R11
	SUBQ $8, R12
	MOVL $0xff800000, AX
	VMOVQ AX, X12
	VPBROADCASTD X12, Y12
	XORQ R13, R13
	XORQ BX, BX

lanes:
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
	JEQ  lanesdone
	ADDQ $8, BX
	CMPQ BX, R12
	JLE  lanes
	MOVQ R12, BX
	JMP  lanes

lanesdone:
	VZEROUPPER
	MOVQ R13, slow+80(FP)
	RET
