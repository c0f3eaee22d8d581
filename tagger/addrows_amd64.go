package tagger

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// useAVX2 is true when the CPU and the operating system support AVX2, so
// that addRows runs in assembly. Tests may turn it off to compare with
// the Go loops.
var useAVX2 = cpu.X86.HasAVX2

// addRowsAVX2 is addRows over the n feature rows at rs: it adds to the nt
// scores at row the weights of each row word words[r] (r < nwords, else
// it returns false having added nothing), with the entries of multi-weight
// rows at multi and the weights of dense rows at dense; buf holds n words
// of scratch.
//
//go:noescape
func addRowsAVX2(row *float32, nt int, rs *uint32, n int, words *uint64, nwords int, multi *sparseEntry, dense *float32, buf *uint64) bool

// addRows64AVX2 is addRowsAVX2 for 56 < nt <= 64 onto the scores at
// src (nil: zeros; src may be row), faster on runs of dense rows: it
// keeps the scores in registers between them. It sets row also when it
// adds no rows.
//
//go:noescape
func addRows64AVX2(row, src *float32, nt int, rs *uint32, n int, words *uint64, nwords int, multi *sparseEntry, dense *float32, buf *uint64) bool

// addRowsAVX2 reads sparseEntry as 8 bytes: the weight, then the tag.
var (
	_ [unsafe.Sizeof(sparseEntry{}) - 8]struct{}
	_ [8 - unsafe.Sizeof(sparseEntry{})]struct{}
	_ [unsafe.Offsetof(sparseEntry{}.tag) - 4]struct{}
	_ [4 - unsafe.Offsetof(sparseEntry{}.tag)]struct{}
)

// prefetchAheadAVX2 prefetches the row words of the feature rows wrs,
// then the entries in multi or dense that the words of the feature rows
// prs point to (rows r >= nwords are skipped). It
// changes nothing: sparseEmissions calls it a token or two ahead, so that
// the cache misses of later tokens overlap the sums of this one.
//
//go:noescape
func prefetchAheadAVX2(wrs, prs []uint32, words *uint64, nwords int, multi *sparseEntry, dense *float32)
