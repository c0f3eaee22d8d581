//go:build !amd64

package tagger

func viterbiTokenAVX2(prev, cur, emi *float32, bk *int32, trans, thr *float32, cidx *[closedLanes]int32, pc *[closedLanes]float32, lanes *float32, T int) (slow uint64, k1, k2 int, v3 float32) {
	panic("tagger: no AVX2")
}

func firstMaxSumAVX2(a, b *[closedLanes]float32) int {
	panic("tagger: no AVX2")
}
