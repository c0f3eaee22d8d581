//go:build !amd64

package tagger

func viterbiLanesAVX2(prev, cur, emi *float32, bk *int32, tr1, th, lanes *float32, T int, v1, v2 float32, a1 int32) uint64 {
	panic("tagger: no AVX2")
}

func firstMaxSumAVX2(a, b *[closedLanes]float32) int {
	panic("tagger: no AVX2")
}

func closedTop3AVX2(prev *float32, cidx *[closedLanes]int32, pc *[closedLanes]float32) (k1, k2 int, v3 float32) {
	panic("tagger: no AVX2")
}
