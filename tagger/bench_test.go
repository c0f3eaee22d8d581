package tagger

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/postprocess"
	"github.com/meddeid/meddeid/recognize/builtin"
)

// benchDocs are the devset notes when the shared devset is present, else
// the held-out synthetic notes of the CI model.
func benchDocs(b *testing.B, tr *trained) []*document.Document {
	docs, err := document.ReadAll(filepath.Join("..", "..", "shared", "devset", "devset.jsonl"), document.Options{})
	if err != nil || len(docs) == 0 {
		return tr.heldOut
	}
	return docs
}

// benchModel is the model in $MEDDEID_TAGGER_BENCH_MODEL (e.g. the default
// model), else the CI model.
func benchModel(b *testing.B) *trained {
	if path := os.Getenv("MEDDEID_TAGGER_BENCH_MODEL"); path != "" {
		m, err := LoadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		lx, err := lexicon.Load()
		if err != nil {
			b.Fatal(err)
		}
		return &trained{m: m, lx: lx}
	}
	tr, err := smallModel()
	if err != nil {
		b.Fatal(err)
	}
	return tr
}

func benchDetector(b *testing.B, mk func(tr *trained, d *Detector) detect.Detector) {
	tr := benchModel(b)
	d, err := NewDetector(tr.m, tr.lx)
	if err != nil {
		b.Fatal(err)
	}
	det := mk(tr, d)
	docs := benchDocs(b, tr)
	size := 0
	for _, doc := range docs {
		size += len(doc.Text)
		if _, err := det.Detect(context.Background(), doc); err != nil { // warm the lexicon matchers
			b.Fatal(err)
		}
	}
	b.SetBytes(int64(size))
	for b.Loop() {
		for _, doc := range docs {
			if _, err := det.Detect(context.Background(), doc); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(docs)*b.N)/b.Elapsed().Seconds(), "docs/s")
}

// BenchmarkDetect measures the tagger alone (features including the
// built-in recognizers, emissions, Viterbi).
func BenchmarkDetect(b *testing.B) {
	benchDetector(b, func(_ *trained, d *Detector) detect.Detector { return d })
}

// BenchmarkCombined measures the default detection with a model: the
// recognizers once, the tagger on their spans, the conflict rule.
func BenchmarkCombined(b *testing.B) {
	benchDetector(b, func(_ *trained, d *Detector) detect.Detector { return NewCombined(d, nil) })
}

// BenchmarkCombinedPostprocess adds post-processing with metadata, as
// `meddeid deidentify --model` runs it.
func BenchmarkCombinedPostprocess(b *testing.B) {
	benchDetector(b, func(_ *trained, d *Detector) detect.Detector {
		return &postprocess.Detector{Inner: NewCombined(d, nil), Metadata: true}
	})
}

// BenchmarkRules is the rules-only baseline on the same notes.
func BenchmarkRules(b *testing.B) {
	benchDetector(b, func(tr *trained, _ *Detector) detect.Detector {
		return &postprocess.Detector{Inner: &detect.Rules{Registry: builtin.New(tr.lx)}, Metadata: true}
	})
}

// BenchmarkViterbi decodes random emissions with the fifteen labels of
// the default model.
func BenchmarkViterbi(b *testing.B) {
	labels := make([]string, 15)
	for i := range labels {
		labels[i] = string(rune('A' + i))
	}
	m := newModel(Header{Scheme: "BIOES", Labels: labels, Features: FeatureConfig{HashBits: 8}})
	r := rand.New(rand.NewPCG(7, 8))
	for i := range m.trans {
		m.trans[i] = float32(r.NormFloat64())
	}
	const n = 400
	em := make([]float32, n*m.nTags)
	for i := range em {
		em[i] = float32(r.NormFloat64() * 3)
		if i%m.nTags == 0 {
			em[i] += 6 // mostly O, as in notes
		}
	}
	vt := m.newViterbiTables(m.trans)
	s := new(scratch)
	for range b.N {
		m.viterbiInto(s, vt, em, n, m.trans, m.end, 0)
	}
}
