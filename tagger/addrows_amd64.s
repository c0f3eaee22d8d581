#include "textflag.h"

// GATHER_WORDS is pass 1 of both kernels: for the CX feature rows at SI
// it reads each row word (jumping to bad for a row r >= R9), stores it
// to buf (R12) and prefetches the weights of multi (R10) and dense (R11)
// rows; AX counts from zero (CX > 0). BX and R13 are scratch. Labels are
// local to each TEXT block, so both kernels expand it.
#define GATHER_WORDS \
gather: \
	MOVL (SI)(AX*4), BX \
	CMPQ BX, R9 \
	JAE  bad \
	MOVQ (R8)(BX*8), BX \
	MOVQ BX, (R12)(AX*8) \
	BTQ  $8, BX \
	JCC  gnext \
	MOVQ BX, R13 \
	SHRQ $32, R13 \
	BTQ  $9, BX \
	JCC  gmulti \
	PREFETCHT0 (R11)(R13*4) \
	JMP  gnext \
gmulti: \
	PREFETCHT0 (R10)(R13*8) \
gnext: \
	INCQ AX \
	CMPQ AX, CX \
	JB   gather


// func addRowsAVX2(row *float32, nt int, rs *uint32, n int, words *uint64, nwords int, multi *sparseEntry, dense *float32, buf *uint64) bool
//
// Pass 1 reads the row word of every feature into buf (checking r <
// nwords) and prefetches the weights of multi and dense rows, so that
// their cache misses overlap; pass 2 adds the weights in feature order:
// a single weight (bits in the high half, tag in the low byte), the
// entries of a multi row (count in bits 10-31, offset in the high half;
// 8-byte entries: weight, then tag), or the nt weights of a dense row,
// eight lanes at a time (the last eight lanes summed before the others,
// so that a remainder needs no scalar loop; nt >= 1). Every score gets the
// same float32 additions in the same order as in the Go loops.
TEXT ·addRowsAVX2(SB), NOSPLIT, $0-73
	MOVQ row+0(FP), DI
	MOVQ nt+8(FP), DX
	MOVQ rs+16(FP), SI
	MOVQ n+24(FP), CX
	MOVQ words+32(FP), R8
	MOVQ nwords+40(FP), R9
	MOVQ multi+48(FP), R10
	MOVQ dense+56(FP), R11
	MOVQ buf+64(FP), R12
	TESTQ CX, CX
	JZ   done
	XORQ AX, AX

GATHER_WORDS

	MOVQ DX, R14
	ANDQ $-8, R14
	XORQ AX, AX

add:
	MOVQ (R12)(AX*8), BX
	MOVQ BX, R13
	SHRQ $32, R13
	BTQ  $8, BX
	JCS  several
	MOVBQZX BL, R15
	VMOVQ   R13, X0
	VADDSS  (DI)(R15*4), X0, X0
	VMOVSS  X0, (DI)(R15*4)
	JMP  next

several:
	BTQ  $9, BX
	JCC  multirow
	LEAQ (R11)(R13*4), R15
	CMPQ DX, $8
	JB   dscalar
	// the last eight lanes first (they may overlap the full vectors, which
	// then store the same sums), then the full vectors
	VMOVUPS -32(R15)(DX*4), Y1
	VADDPS  -32(DI)(DX*4), Y1, Y1
	LEAQ (R15)(R14*4), R15
	LEAQ (DI)(R14*4), BX
	MOVQ R14, R13
	NEGQ R13

dloop:
	VMOVUPS (R15)(R13*4), Y0
	VADDPS  (BX)(R13*4), Y0, Y0
	VMOVUPS Y0, (BX)(R13*4)
	ADDQ $8, R13
	JNZ  dloop
	VMOVUPS Y1, -32(DI)(DX*4)
	JMP  next

dscalar:
	XORQ R13, R13

dsloop:
	VMOVSS (R15)(R13*4), X0
	VADDSS (DI)(R13*4), X0, X0
	VMOVSS X0, (DI)(R13*4)
	INCQ R13
	CMPQ R13, DX
	JB   dsloop
	JMP  next

multirow:
	MOVQ BX, R15
	SHRQ $10, R15
	ANDQ $0x3fffff, R15
	JZ   next
	LEAQ (R10)(R13*8), R13

mloop:
	VMOVSS  (R13), X0
	MOVBQZX 4(R13), BX
	VADDSS  (DI)(BX*4), X0, X0
	VMOVSS  X0, (DI)(BX*4)
	ADDQ $8, R13
	DECQ R15
	JNZ  mloop

next:
	INCQ AX
	CMPQ AX, CX
	JB   add
	VZEROUPPER

done:
	MOVB $1, ret+72(FP)
	RET

bad:
	MOVB $0, ret+72(FP)
	RET

// lastLanes<>+32-4r is the mask of the first r of eight lanes (0 < r <= 8).
DATA lastLanes<>+0(SB)/4, $0xffffffff
DATA lastLanes<>+4(SB)/4, $0xffffffff
DATA lastLanes<>+8(SB)/4, $0xffffffff
DATA lastLanes<>+12(SB)/4, $0xffffffff
DATA lastLanes<>+16(SB)/4, $0xffffffff
DATA lastLanes<>+20(SB)/4, $0xffffffff
DATA lastLanes<>+24(SB)/4, $0xffffffff
DATA lastLanes<>+28(SB)/4, $0xffffffff
DATA lastLanes<>+32(SB)/4, $0
DATA lastLanes<>+36(SB)/4, $0
DATA lastLanes<>+40(SB)/4, $0
DATA lastLanes<>+44(SB)/4, $0
DATA lastLanes<>+48(SB)/4, $0
DATA lastLanes<>+52(SB)/4, $0
DATA lastLanes<>+56(SB)/4, $0
DATA lastLanes<>+60(SB)/4, $0
GLOBL lastLanes<>(SB), RODATA|NOPTR, $64

// func addRows64AVX2(row, src *float32, nt int, rs *uint32, n int, words *uint64, nwords int, multi *sparseEntry, dense *float32, buf *uint64) bool
//
// addRowsAVX2 for 56 < nt <= 64 onto the scores src (nil: zeros; src
// may be row), with the scores held in Y0-Y7 (the last vector masked to
// the nt-56 lanes left, by Y15) while dense rows follow one another: a
// dense row is then eight vector additions. The scores go to row before
// a row of another kind (added in memory as in addRowsAVX2) and at the
// end. An empty row (word 0: weight +0 on tag 0) is added to lane 0 of
// Y0 alone. Every score gets the same float32 additions in the same
// order as in the Go loops.
TEXT ·addRows64AVX2(SB), NOSPLIT, $0-81
	MOVQ row+0(FP), DI
	MOVQ nt+16(FP), DX
	MOVQ rs+24(FP), SI
	MOVQ n+32(FP), CX
	MOVQ words+40(FP), R8
	MOVQ nwords+48(FP), R9
	MOVQ multi+56(FP), R10
	MOVQ dense+64(FP), R11
	MOVQ buf+72(FP), R12
	XORQ AX, AX
	TESTQ CX, CX
	JZ   start64

GATHER_WORDS

start64:
	// Y15: the mask of the last vector's nt-56 lanes; Y13: zero
	LEAQ lastLanes<>+32(SB), R13
	LEAQ -56(DX), BX
	SHLQ $2, BX
	SUBQ BX, R13
	VMOVDQU (R13), Y15
	VXORPS  Y13, Y13, Y13
	MOVQ src+8(FP), BX
	TESTQ BX, BX
	JZ   zeros64
	VMOVUPS    (BX), Y0
	VMOVUPS    32(BX), Y1
	VMOVUPS    64(BX), Y2
	VMOVUPS    96(BX), Y3
	VMOVUPS    128(BX), Y4
	VMOVUPS    160(BX), Y5
	VMOVUPS    192(BX), Y6
	VMASKMOVPS 224(BX), Y15, Y7
	XORQ AX, AX
	JMP  rcheck64

zeros64:
	VXORPS Y0, Y0, Y0
	VXORPS Y1, Y1, Y1
	VXORPS Y2, Y2, Y2
	VXORPS Y3, Y3, Y3
	VXORPS Y4, Y4, Y4
	VXORPS Y5, Y5, Y5
	VXORPS Y6, Y6, Y6
	VXORPS Y7, Y7, Y7
	XORQ AX, AX
	JMP  rcheck64

	// the scores in row
mem64:
	MOVQ (R12)(AX*8), BX
	MOVQ BX, R13
	SHRQ $32, R13
	BTQ  $8, BX
	JCS  several64
	MOVBQZX BL, R15
	VMOVQ   R13, X0
	VADDSS  (DI)(R15*4), X0, X0
	VMOVSS  X0, (DI)(R15*4)

mnext64:
	INCQ AX
	CMPQ AX, CX
	JB   mem64
	JMP  end64

several64:
	BTQ  $9, BX
	JCS  load64
	MOVQ BX, R15
	SHRQ $10, R15
	ANDQ $0x3fffff, R15
	JZ   mnext64
	LEAQ (R10)(R13*8), R13

mloop64:
	VMOVSS  (R13), X0
	MOVBQZX 4(R13), BX
	VADDSS  (DI)(BX*4), X0, X0
	VMOVSS  X0, (DI)(BX*4)
	ADDQ $8, R13
	DECQ R15
	JNZ  mloop64
	JMP  mnext64

load64:
	VMOVUPS    (DI), Y0
	VMOVUPS    32(DI), Y1
	VMOVUPS    64(DI), Y2
	VMOVUPS    96(DI), Y3
	VMOVUPS    128(DI), Y4
	VMOVUPS    160(DI), Y5
	VMOVUPS    192(DI), Y6
	VMASKMOVPS 224(DI), Y15, Y7

	// the scores in Y0-Y7; R13 the offset of a dense row's weights
dense64:
	LEAQ (R11)(R13*4), R15
	VADDPS     (R15), Y0, Y0
	VADDPS     32(R15), Y1, Y1
	VADDPS     64(R15), Y2, Y2
	VADDPS     96(R15), Y3, Y3
	VADDPS     128(R15), Y4, Y4
	VADDPS     160(R15), Y5, Y5
	VADDPS     192(R15), Y6, Y6
	VMASKMOVPS 224(R15), Y15, Y14
	VADDPS     Y14, Y7, Y7

rnext64:
	INCQ AX

rcheck64:
	CMPQ AX, CX
	JAE  spill64
	MOVQ (R12)(AX*8), BX
	MOVQ BX, R13
	SHRQ $32, R13
	TESTQ BX, BX
	JZ   zero64
	BTQ  $9, BX
	JCS  dense64
	// another kind of row: the scores to row, then as above
	VMOVUPS    Y0, (DI)
	VMOVUPS    Y1, 32(DI)
	VMOVUPS    Y2, 64(DI)
	VMOVUPS    Y3, 96(DI)
	VMOVUPS    Y4, 128(DI)
	VMOVUPS    Y5, 160(DI)
	VMOVUPS    Y6, 192(DI)
	VMASKMOVPS Y7, Y15, 224(DI)
	JMP  mem64

zero64:
	// row[0] += +0 on lane 0 alone
	VADDSS   X13, X0, X14
	VBLENDPS $1, Y14, Y0, Y0
	JMP  rnext64

spill64:
	VMOVUPS    Y0, (DI)
	VMOVUPS    Y1, 32(DI)
	VMOVUPS    Y2, 64(DI)
	VMOVUPS    Y3, 96(DI)
	VMOVUPS    Y4, 128(DI)
	VMOVUPS    Y5, 160(DI)
	VMOVUPS    Y6, 192(DI)
	VMASKMOVPS Y7, Y15, 224(DI)

end64:
	VZEROUPPER
	MOVB $1, ret+80(FP)
	RET

bad:
	MOVB $0, ret+80(FP)
	RET

// func prefetchAheadAVX2(wrs, prs []uint32, words *uint64, nwords int, multi *sparseEntry, dense *float32)
//
// Prefetches the row words of the feature rows wrs, then the entries in
// multi or dense of the feature rows prs (reading their words, which
// should be cached by then); rows r >= nwords are skipped. It uses no
// vector registers.
TEXT ·prefetchAheadAVX2(SB), NOSPLIT, $0-80
	MOVQ wrs_base+0(FP), SI
	MOVQ wrs_len+8(FP), CX
	MOVQ words+48(FP), R8
	MOVQ nwords+56(FP), R9
	MOVQ multi+64(FP), R10
	MOVQ dense+72(FP), R11
	XORQ AX, AX
	TESTQ CX, CX
	JZ   pfpaystart

pfword:
	MOVL (SI)(AX*4), BX
	CMPQ BX, R9
	JAE  pfwnext
	PREFETCHT0 (R8)(BX*8)

pfwnext:
	INCQ AX
	CMPQ AX, CX
	JB   pfword

pfpaystart:
	MOVQ prs_base+24(FP), SI
	MOVQ prs_len+32(FP), CX
	XORQ AX, AX
	TESTQ CX, CX
	JZ   pfdone

pfpay:
	MOVL (SI)(AX*4), BX
	CMPQ BX, R9
	JAE  pfpnext
	MOVQ (R8)(BX*8), BX
	BTQ  $8, BX
	JCC  pfpnext
	MOVQ BX, R13
	SHRQ $32, R13
	BTQ  $9, BX
	JCC  pfmulti
	// a dense row: 57 to 64 weights, four or five cache lines
	LEAQ (R11)(R13*4), R13
	PREFETCHT0 (R13)
	PREFETCHT0 64(R13)
	PREFETCHT0 128(R13)
	PREFETCHT0 192(R13)
	PREFETCHT0 252(R13)
	JMP  pfpnext

pfmulti:
	// a row of a few entries: its first and last
	LEAQ (R10)(R13*8), R13
	PREFETCHT0 (R13)
	SHRQ $10, BX
	ANDQ $0x3fffff, BX
	PREFETCHT0 -8(R13)(BX*8)

pfpnext:
	INCQ AX
	CMPQ AX, CX
	JB   pfpay

pfdone:
	RET
