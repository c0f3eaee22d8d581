package tagger

// viterbiLanesAVX2 is one Viterbi step over all T tags (8 <= T <=
// laneWidth), eight at a time: it writes the scores cur (previous
// scores prev, with two readable scores before prev[0]; emissions emi)
// and back pointers bk of the inside tags, after B- or I- of their label
// as the tables lanes say (see newLanes), and of the opened tags after
// the best closed tag a1 (score v1, transitions tr1). It returns the
// mask of the opened tags b where the second-best closed score v2 plus
// th[b] reaches that score: their cells must be searched again. Every
// cell gets the same additions and comparisons as in viterbiStep's Go
// loops, so the same bits.
//
//go:noescape
func viterbiLanesAVX2(prev, cur, emi *float32, bk *int32, tr1, th, lanes *float32, T int, v1, v2 float32, a1 int32) uint64

// firstMaxSumAVX2 returns the first k where a[k]+b[k] is largest (no
// NaN): the tag that bestClosed's loop, which keeps the first of equal
// sums, returns when a and b hold the closed tags' scores and
// transitions in tag order.
//
//go:noescape
func firstMaxSumAVX2(a, b *[closedLanes]float32) int

// closedTop3AVX2 gathers the previous scores prev of the closed tags
// cidx (in tag order; -1 past the last) into pc (-Inf past the last)
// and ranks them as ranking does (the first of equal scores ranks
// higher; no NaN): the lanes k1 and k2 of the best and second-best
// scores and the third-best score v3.
//
//go:noescape
func closedTop3AVX2(prev *float32, cidx *[closedLanes]int32, pc *[closedLanes]float32) (k1, k2 int, v3 float32)
