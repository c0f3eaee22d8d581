package neural

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/postprocess"
	"github.com/meddeid/meddeid/recognize/builtin"
	"github.com/meddeid/meddeid/tagger"
)

// TestWriteDevsetPredictions writes, for the neural model in
// $MEDDEID_NEURAL_MODEL (and the linear model in $MEDDEID_TAGGER_MODEL),
// the devset predictions of the neural tagger alone, with the rules, of
// the rules with the linear tagger and of the ensemble (each
// post-processed as deidentify does, with metadata) to
// $MEDDEID_NEURAL_PRED_DIR, for `meddeid eval`, and logs each system's
// MB/s on one core. Skipped unless the variables are set.
func TestWriteDevsetPredictions(t *testing.T) {
	netPath, linPath, dir := os.Getenv("MEDDEID_NEURAL_MODEL"), os.Getenv("MEDDEID_TAGGER_MODEL"), os.Getenv("MEDDEID_NEURAL_PRED_DIR")
	if netPath == "" || linPath == "" || dir == "" {
		t.Skip("set MEDDEID_NEURAL_MODEL, MEDDEID_TAGGER_MODEL and MEDDEID_NEURAL_PRED_DIR")
	}
	nm, err := LoadFile(netPath)
	if err != nil {
		t.Fatal(err)
	}
	lm, err := tagger.LoadFile(linPath)
	if err != nil {
		t.Fatal(err)
	}
	lx, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	net, err := NewDetector(nm, lx)
	if err != nil {
		t.Fatal(err)
	}
	lin, err := tagger.NewDetector(lm, lx)
	if err != nil {
		t.Fatal(err)
	}
	ens := NewEnsemble(lin, net)
	agreeOnly := NewEnsemble(lin, net)
	agreeOnly.LinearSolo, agreeOnly.NeuralSolo = 2, 2
	union := NewEnsemble(lin, net)
	union.LinearSolo, union.NeuralSolo = lm.Header.MinScore, nm.Header.MinScore
	t.Logf("neural min score %.4f, linear min score %.4f", nm.Header.MinScore, lm.Header.MinScore)
	systems := []struct {
		name string
		det  detect.Detector
	}{
		{"neural", &postprocess.Detector{Inner: net, Metadata: true}},
		{"rules", &postprocess.Detector{Inner: &detect.Rules{Registry: builtin.New(lx)}, Metadata: true}},
		{"rules+neural", &postprocess.Detector{Inner: net.Combined(), Metadata: true}},
		{"rules+linear", &postprocess.Detector{Inner: tagger.NewCombined(lin, nil), Metadata: true}},
		{"ensemble", &postprocess.Detector{Inner: ens, Metadata: true}},
		{"ensemble-agree-only", &postprocess.Detector{Inner: agreeOnly, Metadata: true}},
		{"ensemble-union", &postprocess.Detector{Inner: union, Metadata: true}},
		{"neural-raw", net},
	}
	gold := filepath.Join("..", "..", "..", "shared", "devset", "devset.jsonl")
	if g := os.Getenv("MEDDEID_NEURAL_GOLD"); g != "" {
		gold = g
	}
	docs, err := document.ReadAll(gold, document.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range systems {
		out, err := document.Create(filepath.Join(dir, s.name+".jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		bytes := 0
		for _, d := range docs {
			spans, err := s.det.Detect(context.Background(), d)
			if err != nil {
				t.Fatal(err)
			}
			bytes += len(d.Text)
			if err := out.Write(&document.Document{ID: d.ID, Text: d.Text, Language: d.Language, Spans: spans}); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%s: %.3f MB/s", s.name, float64(bytes)/1e6/time.Since(start).Seconds())
		if err := out.Commit(); err != nil {
			t.Fatal(err)
		}
	}
}
