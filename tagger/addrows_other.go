//go:build !amd64

package tagger

// useAVX2 is false: no assembly kernels on this architecture.
var useAVX2 = false

func addRowsAVX2(row *float32, nt int, rs *uint32, n int, words *uint64, nwords int, multi *sparseEntry, dense *float32, buf *uint64) bool {
	panic("tagger: no AVX2")
}

func addRows64AVX2(row, src *float32, nt int, rs *uint32, n int, words *uint64, nwords int, multi *sparseEntry, dense *float32, buf *uint64) bool {
	panic("tagger: no AVX2")
}

func prefetchAheadAVX2(wrs, prs []uint32, words *uint64, nwords int, multi *sparseEntry, dense *float32) {
	panic("tagger: no AVX2")
}
