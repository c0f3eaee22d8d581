package neural

import (
	"testing"

	"github.com/gomlx/gomlx/core/graph"
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/tagger"
)

// TestGraphMatchesForward checks that the network the trainer optimises
// (buildLogits, run by GoMLX) and the pure-Go forward pass that predicts
// with the saved weights compute the same log-probabilities: a change to
// one that the other misses fails here, not in a user's recall.
func TestGraphMatchesForward(t *testing.T) {
	s := trainSmoke(t)
	m := s.m
	lx, _ := testLexicon()
	det, err := NewDetector(m, lx)
	if err != nil {
		t.Fatal(err)
	}
	// three windows of different lengths and starts, the shorter padded
	const T = 48
	var data []prepared
	var ws []win
	for i, d := range s.held[:3] {
		toks := tagger.Tokenize(d.Text)
		p, err := det.profile(&document.Document{Text: d.Text, Language: d.Language})
		if err != nil {
			t.Fatal(err)
		}
		data = append(data, prepared{p: p, toks: toks, f: det.ext.Extract(d.Text, p, toks), tags: make([]int, len(toks))})
		b := 5 * i // windows inside a note too
		ws = append(ws, win{doc: i, begin: b, end: min(len(toks), b+T-7*i)})
	}
	inputs, _ := batchTensors(m, data, ws, len(ws), T)

	backend, err := newBackend()
	if err != nil {
		t.Fatal(err)
	}
	defer backend.Finalize()
	store := model.NewStore()
	scope := store.RootScope().In("neural")
	if err := storeWeights(scope, m); err != nil {
		t.Fatal(err)
	}
	exec, err := model.NewExec(backend, store, func(_ *model.Scope, idx, fmask, tmask *graph.Node) *graph.Node {
		return graph.LogSoftmax(buildLogits(scope, m.Header.Arch, m.nTags, idx, fmask, tmask), -1)
	})
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Exec(inputs[0], inputs[1], inputs[2])
	if err != nil {
		t.Fatal(err)
	}
	got := tensors.MustCopyFlatData[float32](out[0])
	nT := m.nTags
	worst := 0.0
	for b, w := range ws {
		want := m.forward(data[w.doc].f, w.begin, w.end, nil)
		for i := range want {
			g := got[b*T*nT+i]
			if d := float64(g - want[i]); d > worst || -d > worst {
				worst = max(d, -d)
			}
		}
	}
	t.Logf("largest difference %.2g over %d windows", worst, len(ws))
	if worst > 1e-3 {
		t.Fatalf("graph and forward pass differ by %.3g in a log-probability", worst)
	}
}
