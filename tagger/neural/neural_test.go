package neural

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/eval"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/recognize/builtin"
	"github.com/meddeid/meddeid/synth"
	"github.com/meddeid/meddeid/tagger"
)

var testLexicon = sync.OnceValues(lexicon.Load)

// notes generates synthetic notes in three languages.
func notes(t *testing.T, seed uint64, count int) []*document.Document {
	t.Helper()
	lx, err := testLexicon()
	if err != nil {
		t.Fatal(err)
	}
	var docs []*document.Document
	for _, l := range []string{"nl-BE", "en-GB", "fr-FR"} {
		g, err := synth.New(synth.Config{Lang: l, Count: count, Seed: seed, Lexicon: lx, MaxRunes: 2000})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Run(func(d *document.Document, _ int) error { docs = append(docs, d); return nil }); err != nil {
			t.Fatal(err)
		}
	}
	return docs
}

// smallArch keeps the CI model small.
var smallArch = Arch{HashBits: 14, Dim: 24, Dilations: []int{1, 2}, MaxFeatures: 64}

type smoke struct {
	m       *Model
	reports []EpochReport
	held    []*document.Document
	elapsed time.Duration
}

var smokeModel struct {
	once sync.Once
	s    *smoke
	err  error
}

func trainSmoke(t *testing.T) *smoke {
	t.Helper()
	smokeModel.once.Do(func() {
		docs := notes(t, 101, 60)
		held := notes(t, 202, 15)
		lx, _ := testLexicon()
		start := time.Now()
		s := &smoke{held: held}
		s.m, smokeModel.err = Train(context.Background(), docs, nil, lx, TrainConfig{Arch: smallArch, Epochs: 3, Patience: 3, Seed: 1,
			Window: 64, Batch: 16, LearningRate: 0.01, Workers: 2, Progress: func(e EpochReport) { s.reports = append(s.reports, e) }})
		s.elapsed = time.Since(start)
		smokeModel.s = s
	})
	if smokeModel.err != nil {
		t.Fatal(smokeModel.err)
	}
	return smokeModel.s
}

func metricsOf(t *testing.T, docs []*document.Document, spansOf func(*document.Document) []document.Span) eval.Metrics {
	t.Helper()
	pred := make([]*document.Document, len(docs))
	for i, d := range docs {
		pred[i] = &document.Document{ID: d.ID, Text: d.Text, Spans: spansOf(d)}
	}
	r, err := eval.Evaluate(docs, pred, eval.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return r.Overall.Metrics
}

// TestSmokeTrain trains a small model: the loss falls, and on held-apart
// notes the model beats the all-O baseline (zero recall) by far.
func TestSmokeTrain(t *testing.T) {
	s := trainSmoke(t)
	t.Logf("trained in %v; header dev %+v min score %.3f", s.elapsed, s.m.Header.Dev, s.m.Header.MinScore)
	if len(s.reports) < 2 {
		t.Fatalf("%d epochs reported", len(s.reports))
	}
	first, last := s.reports[0].Loss, s.reports[len(s.reports)-1].Loss
	if !(last < first) {
		t.Errorf("training loss did not fall: %v", s.m.Header.Losses)
	}
	det, err := NewDetector(s.m, nil)
	if err != nil {
		t.Fatal(err)
	}
	mt := metricsOf(t, s.held, func(d *document.Document) []document.Span {
		spans, err := det.Detect(context.Background(), d)
		if err != nil {
			t.Fatal(err)
		}
		return spans
	})
	t.Logf("held-out: core recall %.4f non-PII %.4f F1 %.4f", mt.CoreRecall.Value, mt.NonPIIRate.Value, mt.F1.Value)
	if mt.CoreRecall.Value < 0.5 || mt.F1.Value < 0.3 {
		t.Errorf("held-out core recall %.3f, F1 %.3f: want ≥ 0.5 and ≥ 0.3 (all-O scores 0)", mt.CoreRecall.Value, mt.F1.Value)
	}
	comb := det.Combined()
	cm := metricsOf(t, s.held, func(d *document.Document) []document.Span {
		spans, err := comb.Detect(context.Background(), d)
		if err != nil {
			t.Fatal(err)
		}
		return spans
	})
	t.Logf("held-out combined: core recall %.4f non-PII %.4f", cm.CoreRecall.Value, cm.NonPIIRate.Value)
	for _, d := range s.held[:3] {
		spans, _ := comb.Detect(context.Background(), d)
		for i := 1; i < len(spans); i++ {
			if spans[i].Begin < spans[i-1].End {
				t.Fatalf("combined spans overlap")
			}
		}
	}
}

// TestDeterministic trains twice with the same seed on a tiny config and
// gets the same weights; another seed gives other weights.
func TestDeterministic(t *testing.T) {
	docs := notes(t, 303, 8)
	lx, _ := testLexicon()
	cfg := TrainConfig{Arch: Arch{HashBits: 10, Dim: 8, Dilations: []int{1}, MaxFeatures: 32}, Epochs: 1, Seed: 5, Window: 32, Batch: 4, MaxSteps: 5, Workers: 2}
	a, err := Train(context.Background(), docs, nil, lx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Train(context.Background(), docs, nil, lx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !a.SameWeights(b) {
		t.Error("same seed, different weights")
	}
	cfg.Seed = 6
	c, err := Train(context.Background(), docs, nil, lx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if a.SameWeights(c) {
		t.Error("different seeds, same weights")
	}
}

func TestFileRoundTripAndErrors(t *testing.T) {
	s := trainSmoke(t)
	var buf bytes.Buffer
	if _, err := s.m.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	m2, err := Read(data)
	if err != nil {
		t.Fatal(err)
	}
	if !m2.Equal(s.m) {
		t.Fatal("round trip changed the model")
	}
	if !IsModelFile(data) {
		t.Error("IsModelFile false on a model file")
	}
	wrongVersion := bytes.Clone(data)
	binary.LittleEndian.PutUint16(wrongVersion[8:], FormatVersion+1)
	binary.LittleEndian.PutUint32(wrongVersion[len(wrongVersion)-4:], crc32.ChecksumIEEE(wrongVersion[:len(wrongVersion)-4]))
	flipped := bytes.Clone(data)
	flipped[len(flipped)/2] ^= 0x40
	for _, c := range []struct {
		name string
		data []byte
		want error
	}{
		{"empty", nil, ErrFormat},
		{"linear model magic", append([]byte("MDDTAGGR"), data[8:]...), ErrFormat},
		{"truncated", data[:len(data)/3], ErrFormat},
		{"flipped bit", flipped, ErrFormat},
		{"wrong version", wrongVersion, ErrVersion},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Read(c.data)
			if !errors.Is(err, c.want) {
				t.Errorf("got %v, want %v", err, c.want)
			}
		})
	}
}

// TestEmissionsWindowed checks that windowed emissions equal one pass
// over the whole sequence.
func TestEmissionsWindowed(t *testing.T) {
	s := trainSmoke(t)
	lx, _ := testLexicon()
	det, _ := NewDetector(s.m, lx)
	var text string
	for _, d := range s.held {
		if text += d.Text + "\n"; len(tagger.Tokenize(text)) > 3*window {
			break
		}
	}
	toks := tagger.Tokenize(text)
	p, err := det.profile(&document.Document{Text: text, Language: "nl-BE"})
	if err != nil {
		t.Fatal(err)
	}
	f := det.ext.Extract(text, p, toks)
	got := s.m.Emissions(f, len(toks))
	want := s.m.forward(f, 0, len(toks), nil)
	for i := range want {
		if d := got[i] - want[i]; d > 1e-4 || d < -1e-4 {
			t.Fatalf("emission %d: windowed %v, whole %v", i, got[i], want[i])
		}
	}
}

// TestViterbiConstraints decodes random emissions and checks every tag
// transition is allowed under BIOES.
func TestViterbiConstraints(t *testing.T) {
	m := newModel(Header{Scheme: "BIOES", Labels: []string{"A", "B", "C"}, Arch: Arch{HashBits: 8, Dim: 4, MaxFeatures: 1}})
	T := m.nTags
	for _, n := range []int{1, 2, 7, 40} {
		em := make([]float32, n*T)
		seed := uint32(n)
		for i := range em {
			seed = seed*1664525 + 1013904223
			em[i] = float32(seed>>8) / float32(1<<24) * 5
		}
		for _, bias := range []float32{-3, 0, 3} {
			tags := m.Viterbi(em, n, bias)
			prev := -1
			for _, tg := range tags {
				if !m.tags.Allowed(prev, tg) {
					t.Fatalf("n=%d bias=%v: %s after %s", n, bias, m.tags.Name(tg), m.tags.Name(prev))
				}
				prev = tg
			}
			if !m.tags.Allowed(prev, -1) {
				t.Fatalf("n=%d: ends open with %s", n, m.tags.Name(prev))
			}
		}
	}
}

func TestEnsembleMerge(t *testing.T) {
	text := "Jan Peeters zag Dr. Smit in Gent op maandag."
	sp := func(b, e int, label string, score float64, src string) document.Span {
		s := document.NewSpan(text, b, e, label, score, src)
		return s
	}
	rules := []document.Span{sp(16, 24, "Name:Caregiver", 0.9, "rules")}
	lin := []document.Span{sp(0, 11, "Name:Patient", 0.7, tagger.Source), sp(28, 32, "Address_Location:Other", 0.7, tagger.Source)}
	net := []document.Span{sp(0, 3, "Name:Patient", 0.6, Source), sp(36, 43, "Date", 0.95, Source), sp(20, 24, "Name:Caregiver", 0.6, Source)}
	got := EnsembleMerge(text, rules, lin, net, 0, 0.9, 0.9)
	var texts []string
	for _, s := range got {
		texts = append(texts, text[s.Begin:s.End])
	}
	want := []string{"Jan Peeters", "Dr. Smit", "maandag"}
	if len(texts) != len(want) {
		t.Fatalf("got %q, want %q", texts, want)
	}
	for i := range want {
		if texts[i] != want[i] {
			t.Fatalf("got %q, want %q", texts, want)
		}
	}
}

// TestEmissionsFormCache checks that caching the local embedding sums per
// word form does not change the emissions.
func TestEmissionsFormCache(t *testing.T) {
	s := trainSmoke(t)
	lx, _ := testLexicon()
	x := tagger.NewExtractor(s.m.Header.Features, lx, builtin.New(lx))
	for _, doc := range s.held[:3] {
		p, err := lang.Resolve("", doc.Language, doc.Text)
		if err != nil {
			t.Fatal(err)
		}
		toks := tagger.Tokenize(doc.Text)
		f := x.Extract(doc.Text, p, toks)
		want := s.m.Emissions(f, len(toks))
		forms := func(i int) string { return doc.Text[toks[i].Begin:toks[i].End] }
		for pass := range 2 { // the second pass reads the cache
			if got := s.m.emissions(f, len(toks), forms); !slices.Equal(got, want) {
				t.Fatalf("%s pass %d: cached emissions differ", doc.ID, pass)
			}
		}
	}
}
