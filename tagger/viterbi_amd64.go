package tagger

// viterbiTokenAVX2 is one Viterbi step over all T tags (8 <= T <=
// laneWidth), the previous scores prev (with two readable scores before
// prev[0]) and the emissions emi giving the scores cur and back pointers
// bk. It gathers the previous scores of the closed tags cidx (in tag
// order; -1 past the last) into pc (-Inf past the last) and ranks them as
// ranking does (the first of equal scores ranks higher; no NaN): the
// lanes k1 and k2 of the best and second-best scores and the third-best
// score v3. Then it fills, eight tags at a time, the cells of the inside
// tags, after B- or I- of their label as the tables lanes say (see
// newLanes), and of the opened tags after the best closed tag a1 =
// cidx[k1] (score v1 = pc[k1], transitions trans[a1*T:], bounds
// thr[a1*T:]). It returns the mask of the opened tags b where the
// second-best score v2 = pc[k2] plus thr[a1*T+b] reaches that score:
// their cells must be searched again. Every cell gets the same additions
// and comparisons as in viterbiStep's Go loops, so the same bits.
//
//go:noescape
func viterbiTokenAVX2(prev, cur, emi *float32, bk *int32, trans, thr *float32, cidx *[closedLanes]int32, pc *[closedLanes]float32, lanes *float32, T int) (slow uint64, k1, k2 int, v3 float32)

// firstMaxSumAVX2 returns the first k where a[k]+b[k] is largest (no
// NaN): the tag that bestClosed's loop, which keeps the first of equal
// sums, returns when a and b hold the closed tags' scores and
// transitions in tag order.
//
//go:noescape
func firstMaxSumAVX2(a, b *[closedLanes]float32) int
