package tagger

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/eval"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/recognize/builtin"
	"github.com/meddeid/meddeid/synth"
)

// smallModel trains the CI model once per test binary.
var smallModel = sync.OnceValues(func() (*trained, error) {
	lx, err := lexicon.Load()
	if err != nil {
		return nil, err
	}
	return trainSmall(lx, 1)
})

type trained struct {
	m       *Model
	rep     *Report
	lx      *lexicon.Lexicon
	heldOut []*document.Document
	elapsed time.Duration
}

func trainSmall(lx *lexicon.Lexicon, seed uint64) (*trained, error) {
	var docs, held []*document.Document
	var gerr error
	gen := func(seed uint64, count int, into *[]*document.Document) {
		for _, l := range []string{"nl-BE", "en-GB", "fr-FR"} {
			g, err := synth.New(synth.Config{Lang: l, Count: count, Seed: seed, Lexicon: lx, MaxRunes: 2500})
			if err != nil {
				gerr = err
				return
			}
			if _, err := g.Run(func(d *document.Document, _ int) error { *into = append(*into, d); return nil }); err != nil {
				gerr = err
			}
		}
	}
	gen(101, 200, &docs)
	gen(202, 40, &held)
	if gerr != nil {
		return nil, gerr
	}
	start := time.Now()
	m, rep, err := Train(context.Background(), docs, nil, lx, TrainConfig{Epochs: 6, Seed: seed, TargetRecall: 0.98})
	if err != nil {
		return nil, err
	}
	return &trained{m: m, rep: rep, lx: lx, heldOut: held, elapsed: time.Since(start)}, nil
}

// score runs det on docs and returns the overall metrics.
func score(t *testing.T, det detect.Detector, docs []*document.Document) eval.Metrics {
	t.Helper()
	pred := make([]*document.Document, len(docs))
	for i, d := range docs {
		spans, err := det.Detect(context.Background(), d)
		if err != nil {
			t.Fatal(err)
		}
		pred[i] = &document.Document{ID: d.ID, Text: d.Text, Spans: spans}
	}
	r, err := eval.Evaluate(docs, pred, eval.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return r.Overall.Metrics
}

func TestTrainBeatsBaselines(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	tr, err := smallModel()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("trained in %v: %d tokens, %+v, epochs %+v, bias %.3g", tr.elapsed, tr.rep.Tokens, tr.rep.Encoding, tr.rep.Epochs, tr.m.Header.Bias)
	det, err := NewDetector(tr.m, tr.lx)
	if err != nil {
		t.Fatal(err)
	}
	got := score(t, det, tr.heldOut)
	rules := score(t, &detect.Rules{Registry: builtin.New(tr.lx)}, tr.heldOut)
	none := score(t, detect.Func(func(context.Context, *document.Document) ([]document.Span, error) { return nil, nil }), tr.heldOut)
	t.Logf("held-out synthetic: tagger core recall %v non-PII %v F1 %v; rules core recall %v non-PII %v F1 %v",
		got.CoreRecall, got.NonPIIRate, got.F1, rules.CoreRecall, rules.NonPIIRate, rules.F1)
	if got.CoreRecall.Value < 0.97 {
		t.Errorf("core recall %v < 97%%", got.CoreRecall)
	}
	if got.NonPIIRate.Value > 0.02 {
		t.Errorf("non-PII redaction %v > 2%%", got.NonPIIRate)
	}
	if got.F1.Value <= none.F1.Value || got.CoreRecall.Value <= none.CoreRecall.Value {
		t.Errorf("no better than detecting nothing")
	}
	if got.F1.Value <= rules.F1.Value {
		t.Errorf("tagger exact F1 %v not above the rules-only F1 %v", got.F1, rules.F1)
	}
	if tr.m.Header.TrainHash == "" || tr.m.Header.DevDocs == 0 || tr.m.Header.BestEpoch == 0 {
		t.Errorf("header incomplete: %+v", tr.m.Header)
	}
}

func TestTrainDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	a, err := smallModel()
	if err != nil {
		t.Fatal(err)
	}
	b, err := trainSmall(a.lx, 1)
	if err != nil {
		t.Fatal(err)
	}
	var ba, bb bytes.Buffer
	if _, err := a.m.WriteTo(&ba); err != nil {
		t.Fatal(err)
	}
	if _, err := b.m.WriteTo(&bb); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(ba.Bytes(), bb.Bytes()) {
		t.Fatal("same data and seed gave different model files")
	}
	// a model read back predicts exactly what the trained one does
	m2, err := Read(ba.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !m2.Equal(a.m) {
		t.Fatal("model read back differs")
	}
	d1, _ := NewDetector(a.m, a.lx)
	d2, _ := NewDetector(m2, a.lx)
	for _, d := range a.heldOut[:20] {
		s1, _ := d1.Detect(context.Background(), d)
		s2, _ := d2.Detect(context.Background(), d)
		if len(s1) != len(s2) {
			t.Fatalf("%s: %d vs %d spans", d.ID, len(s1), len(s2))
		}
		for i := range s1 {
			if s1[i].Begin != s2[i].Begin || s1[i].End != s2[i].End || s1[i].Label != s2[i].Label || *s1[i].Score != *s2[i].Score {
				t.Fatalf("%s: span %d differs", d.ID, i)
			}
		}
	}
	if ba.Len() > 30<<20 {
		t.Errorf("model file %d bytes > 30 MB", ba.Len())
	}
}

func TestLongDocumentWindows(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	tr, err := smallModel()
	if err != nil {
		t.Fatal(err)
	}
	det, _ := NewDetector(tr.m, tr.lx)
	// a long document made of many notes: windows must find the spans of
	// its last part as well as of its first
	var parts []string
	for _, d := range tr.heldOut {
		if d.Language == tr.heldOut[0].Language {
			parts = append(parts, d.Text)
		}
	}
	long := &document.Document{ID: "long", Text: strings.Join(parts, "\n\n"), Language: tr.heldOut[0].Language}
	if n := len(Tokenize(long.Text)); n < 3*tr.m.Header.Window {
		t.Fatalf("only %d tokens", n)
	}
	spans, err := det.Detect(context.Background(), long)
	if err != nil {
		t.Fatal(err)
	}
	last := 0
	for _, s := range spans {
		if s.Begin < last || s.Text != long.Text[s.Begin:s.End] || *s.Score < 0.5 || *s.Score > 0.95 {
			t.Fatalf("bad span %+v", s)
		}
		last = s.End
	}
	if len(spans) == 0 || spans[len(spans)-1].Begin < len(long.Text)-len(parts[len(parts)-1]) {
		t.Errorf("no span in the last part of a long document")
	}
}

func TestWindows(t *testing.T) {
	for _, c := range []struct{ n, size, ov int }{{10, 400, 50}, {1000, 400, 50}, {401, 400, 50}, {0, 400, 50}} {
		ws := windows(c.n, c.size, c.ov)
		next := 0
		for _, w := range ws {
			if w.keepBegin != next || w.end-w.begin > c.size || w.keepBegin < w.begin || w.keepEnd > w.end {
				t.Fatalf("%+v: bad windows %+v", c, ws)
			}
			next = w.keepEnd
		}
		if next != c.n {
			t.Errorf("%+v: windows cover %d tokens", c, next)
		}
	}
}

func TestModelFileErrors(t *testing.T) {
	m := newModel(Header{Format: FormatVersion, Scheme: "BIOES", Labels: []string{"A", "B"}, Features: FeatureConfig{HashBits: 8}, Window: 10})
	m.w[3], m.trans[5] = 1.5, -2
	var buf bytes.Buffer
	if _, err := m.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.Bytes()
	if back, err := Read(good); err != nil || !back.Equal(m) {
		t.Fatalf("round trip: %v", err)
	}
	flip := bytes.Clone(good)
	flip[len(flip)/2] ^= 0x40
	version := bytes.Clone(good)
	binary.LittleEndian.PutUint16(version[8:], FormatVersion+1)
	binary.LittleEndian.PutUint32(version[len(version)-4:], crc32.ChecksumIEEE(version[:len(version)-4]))
	tests := []struct {
		name string
		data []byte
		want error
	}{
		{"empty", nil, ErrFormat},
		{"not a model", []byte("{\"document_id\": \"x\", \"text\": \"hello\"}\n"), ErrFormat},
		{"truncated", good[:len(good)-10], ErrFormat},
		{"flipped byte", flip, ErrFormat},
		{"newer version", version, ErrVersion},
	}
	for _, tt := range tests {
		_, err := Read(tt.data)
		if !errors.Is(err, tt.want) {
			t.Errorf("%s: err = %v, want %v", tt.name, err, tt.want)
		}
	}
	if _, err := LoadFile("testdata/does-not-exist.bin"); err == nil {
		t.Error("missing file: want error")
	}
}
