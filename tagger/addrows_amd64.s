#include "textflag.h"

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

gather:
	MOVL (SI)(AX*4), BX
	CMPQ BX, R9
	JAE  bad
	MOVQ (R8)(BX*8), BX
	MOVQ BX, (R12)(AX*8)
	BTQ  $8, BX
	JCC  gnext
	MOVQ BX, R13
	SHRQ $32, R13
	BTQ  $9, BX
	JCC  gmulti
	PREFETCHT0 (R11)(R13*4)
	JMP  gnext

gmulti:
	PREFETCHT0 (R10)(R13*8)

gnext:
	INCQ AX
	CMPQ AX, CX
	JB   gather

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
