//go:build !amd64

package tagger

func viterbiLanesAVX2(prev, cur, emi *float32, bk *int32, tr1, th, lanes *float32, T int, v1, v2 float32, a1 int32) uint64 {
	panic("tagger: no AVX2")
}

func firstMaxSumAVX2(a, b *[closedLanes]float32) int {
	panic("tagger: no AVX2")
}
