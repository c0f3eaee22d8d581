package tagger

// trainer runs the averaged structured perceptron: w are the current
// weights, u accumulate step × update so that the average over all steps
// is w − u/c (Daumé's trick).
type trainer struct {
	m          *Model
	uw, ut, ue []float64
	c          float64
}

func newTrainer(m *Model) *trainer {
	return &trainer{m: m, uw: make([]float64, len(m.w)), ut: make([]float64, len(m.trans)), ue: make([]float64, len(m.end)), c: 1}
}

// step decodes one sequence and updates the weights when the prediction
// is wrong; it reports whether it was.
func (tr *trainer) step(s seq) bool {
	m := tr.m
	T := m.nTags
	em := emissions(m.w, T, s.f, s.n)
	pred := m.viterbi(em, s.n, m.trans, m.end, 0)
	wrong := false
	c := tr.c
	upd := func(w []float32, u []float64, i int, d float32) {
		w[i] += d
		u[i] += c * float64(d)
	}
	for i := 0; i < s.n; i++ {
		g, p := s.tags[i], pred[i]
		gPrev, pPrev := T, T // row T is the start
		if i > 0 {
			gPrev, pPrev = s.tags[i-1], pred[i-1]
		}
		if g != p {
			wrong = true
			for _, r := range s.f.Token(i) {
				upd(m.w, tr.uw, int(r)*T+g, 1)
				upd(m.w, tr.uw, int(r)*T+p, -1)
			}
		}
		if g != p || gPrev != pPrev {
			upd(m.trans, tr.ut, gPrev*T+g, 1)
			upd(m.trans, tr.ut, pPrev*T+p, -1)
		}
	}
	if last := s.n - 1; last >= 0 && s.tags[last] != pred[last] {
		upd(m.end, tr.ue, s.tags[last], 1)
		upd(m.end, tr.ue, pred[last], -1)
	}
	tr.c++
	return wrong
}

// averaged returns a copy of the model with the averaged weights.
func (tr *trainer) averaged() *Model {
	m := tr.m
	a := newModel(m.Header)
	avg := func(dst, w []float32, u []float64) {
		for i := range w {
			dst[i] = float32(float64(w[i]) - u[i]/tr.c)
		}
	}
	avg(a.w, m.w, tr.uw)
	avg(a.trans, m.trans, tr.ut)
	avg(a.end, m.end, tr.ue)
	a.freeze()
	return a
}
