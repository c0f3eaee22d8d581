package tagger

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/postprocess"
	"github.com/meddeid/meddeid/recognize/builtin"
)

// TestWriteDevsetPredictions writes, for the model in
// $MEDDEID_TAGGER_MODEL, the devset predictions of the tagger alone, the
// rules alone and both combined (each post-processed) to
// $MEDDEID_TAGGER_PRED_DIR, for `meddeid eval`. Skipped unless both are set.
func TestWriteDevsetPredictions(t *testing.T) {
	modelPath, dir := os.Getenv("MEDDEID_TAGGER_MODEL"), os.Getenv("MEDDEID_TAGGER_PRED_DIR")
	if modelPath == "" || dir == "" {
		t.Skip("set MEDDEID_TAGGER_MODEL and MEDDEID_TAGGER_PRED_DIR")
	}
	start := time.Now()
	m, err := LoadFile(modelPath)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("model loaded in %v", time.Since(start))
	lx, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	tg, err := NewDetector(m, lx)
	if err != nil {
		t.Fatal(err)
	}
	rules := &detect.Rules{Registry: builtin.New(lx)}
	comb := NewCombined(tg, nil)
	if v := os.Getenv("MEDDEID_TAGGER_MIN_SCORE"); v != "" {
		if comb.MinScore, err = strconv.ParseFloat(v, 64); err != nil {
			t.Fatal(err)
		}
	}
	all := NewCombined(tg, nil)
	all.MinScore = 0
	t.Logf("min score %.4f", comb.MinScore)
	systems := map[string]detect.Detector{
		"tagger":              tg,
		"tagger-pp":           &postprocess.Detector{Inner: tg, Metadata: true},
		"rules":               &postprocess.Detector{Inner: rules, Metadata: true},
		"rules-nometa":        &postprocess.Detector{Inner: rules},
		"tagger+rules":        &postprocess.Detector{Inner: comb, Metadata: true},
		"tagger+rules-nometa": &postprocess.Detector{Inner: comb},
		"tagger+rules-all":    &postprocess.Detector{Inner: all, Metadata: true},
	}
	gold := filepath.Join("..", "..", "shared", "devset", "devset.jsonl")
	if g := os.Getenv("MEDDEID_TAGGER_GOLD"); g != "" {
		gold = g
	}
	docs, err := document.ReadAll(gold, document.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for name, det := range systems {
		out, err := document.Create(filepath.Join(dir, name+".jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		bytes := 0
		for _, d := range docs {
			spans, err := det.Detect(context.Background(), d)
			if err != nil {
				t.Fatal(err)
			}
			bytes += len(d.Text)
			if err := out.Write(&document.Document{ID: d.ID, Text: d.Text, Language: d.Language, Spans: spans}); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%s: %.2f MB/s", name, float64(bytes)/1e6/time.Since(start).Seconds())
		if err := out.Commit(); err != nil {
			t.Fatal(err)
		}
	}
}
