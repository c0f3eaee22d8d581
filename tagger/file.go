package tagger

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/meddeid/meddeid/tagger/modelfile"
)

// FormatVersion is the version of the model file format this package
// reads and writes.
const FormatVersion = 2

// magic opens every model file.
var magic = [8]byte{'M', 'D', 'D', 'T', 'A', 'G', 'G', 'R'}

// ErrFormat is returned for a file that is not a model file or is
// corrupt; ErrVersion for a model file of another format version.
var (
	ErrFormat  = errors.New("tagger: not a meddeid model file or corrupt")
	ErrVersion = errors.New("tagger: unsupported model file version")
)

// Header describes a model; it is written as JSON at the head of the
// model file.
type Header struct {
	// Format is the file format version.
	Format int `json:"format"`
	// Scheme is the tagging scheme ("BIOES").
	Scheme string `json:"scheme"`
	// Labels are the labels in tag order.
	Labels []string `json:"labels"`
	// Features is the feature configuration.
	Features FeatureConfig `json:"features"`
	// Window is the decoding window in tokens (0: whole sequences).
	Window int `json:"window"`
	// Seed seeded the training shuffles.
	Seed uint64 `json:"seed"`
	// Epochs is the number of epochs run; BestEpoch the one kept.
	Epochs    int `json:"epochs"`
	BestEpoch int `json:"best_epoch"`
	// TrainDocs and DevDocs count the documents; TrainHash and DevHash
	// are SHA-256 digests of their texts and spans.
	TrainDocs int    `json:"train_docs"`
	TrainHash string `json:"train_hash"`
	DevDocs   int    `json:"dev_docs"`
	DevHash   string `json:"dev_hash"`
	// TargetRecall is the core recall the bias was chosen for.
	TargetRecall float64 `json:"target_recall"`
	// Bias is subtracted from the score of O at every token.
	Bias float64 `json:"bias"`
	// ScoreScale is the median mean margin of the dev spans found at Bias;
	// it scales span scores (see Detector).
	ScoreScale float64 `json:"score_scale"`
	// Dev are the dev metrics at Bias; DevNoBias at bias 0.
	Dev       DevMetrics `json:"dev"`
	DevNoBias DevMetrics `json:"dev_no_bias"`
	// MinScore is the score a tagger span that no recognizer span
	// overlaps needs to be kept by the combined detector (see Merge);
	// MaxSoloNonPII and SoloRecallLoss the dev budgets it was chosen
	// with (see TrainConfig); DevCombined the dev metrics of the combined
	// detector at MinScore and DevRules those of the recognizers alone
	// (both without post-processing).
	MinScore float64 `json:"min_score"`
	// OpenMinScore, when set, is the score a solo span of an open-class
	// label (organisations and places; see OpenClass) needs instead of
	// MinScore (TrainConfig.OpenMinScore). Models written before it
	// existed have none and use MinScore for every label.
	OpenMinScore   *float64   `json:"open_min_score,omitempty"`
	MaxSoloNonPII  float64    `json:"max_solo_non_pii"`
	SoloRecallLoss float64    `json:"solo_recall_loss"`
	DevCombined    DevMetrics `json:"dev_combined"`
	DevRules       DevMetrics `json:"dev_rules"`
	// RuleDropout is the training's TrainConfig.RuleDropout.
	RuleDropout float64 `json:"rule_dropout,omitempty"`
	// Command is the command line that trained the model, when known.
	Command string `json:"command,omitempty"`
}

// MinScores returns the solo-span thresholds of the header: MinScore,
// and OpenMinScore for open-class labels when it is set.
func (h Header) MinScores() MinScores {
	ms := MinScores{Closed: h.MinScore, Open: h.MinScore}
	if h.OpenMinScore != nil {
		ms.Open = *h.OpenMinScore
	}
	return ms
}

// DevMetrics are the dev-set figures stored in a model header.
type DevMetrics struct {
	CoreRecall float64 `json:"core_recall"`
	NonPII     float64 `json:"non_pii_rate"`
	F1         float64 `json:"exact_f1"`
}

// WriteTo writes the model file: magic, version (uint16), header length
// (uint32) and JSON header, payload length (uint64) and the
// flate-compressed little-endian float32 weights (transitions, end,
// emissions), then a CRC-32 (IEEE) of everything before it.
func (m *Model) WriteTo(w io.Writer) (int64, error) {
	h := m.Header
	h.Format = FormatVersion
	return fileSpec.Write(w, h, m.trans, m.end, m.weights())
}

// fileSpec is the container of linear model files (see modelfile).
var fileSpec = modelfile.Spec{Magic: magic, Version: FormatVersion, ErrFormat: ErrFormat, ErrVersion: ErrVersion, Retrain: "meddeid train", Prefix: "tagger"}

// maxHashBits bounds the feature rows a model file may declare.
const maxHashBits = 22

// Read parses a model file.
func Read(data []byte) (*Model, error) {
	var m *Model
	var fz *freezer
	err := fileSpec.ReadParts(data, func(hj []byte) ([]modelfile.Part, error) {
		var h Header
		if err := json.Unmarshal(hj, &h); err != nil {
			return nil, fmt.Errorf("header: %v", err)
		}
		if h.Scheme != "BIOES" || len(h.Labels) == 0 || h.Features.HashBits < 8 || h.Features.HashBits > maxHashBits {
			return nil, errors.New("header fields out of range")
		}
		// The emission weights go straight into the sparse form that
		// prediction reads, a row at a time; weights() rebuilds the dense
		// array when training goes on from this model.
		m = newFrozenModel(h)
		rows := 1 << uint(h.Features.HashBits)
		fz = newFreezer(rows, m.nTags)
		row, r := make([]float32, 0, m.nTags), 0
		sink := func(chunk []float32) {
			for len(chunk) > 0 {
				k := min(m.nTags-len(row), len(chunk))
				row, chunk = append(row, chunk[:k]...), chunk[k:]
				if len(row) == m.nTags {
					fz.addRow(r, row)
					row, r = row[:0], r+1
				}
			}
		}
		return []modelfile.Part{{Dst: m.trans}, {Dst: m.end}, {Len: rows * m.nTags, Sink: sink}}, nil
	})
	if err != nil {
		return nil, err
	}
	m.sp = fz.sp
	m.vt = m.newViterbiTables(m.trans)
	return m, nil
}

// LoadFile reads a model file from disk.
func LoadFile(path string) (*Model, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("tagger: %w", err)
	}
	m, err := Read(data)
	if err != nil {
		return nil, fmt.Errorf("model %s: %w", path, err)
	}
	return m, nil
}

// Equal reports whether two models have the same header and weights.
func (m *Model) Equal(o *Model) bool {
	a, _ := json.Marshal(m.Header)
	b, _ := json.Marshal(o.Header)
	return bytes.Equal(a, b) && slices.Equal(m.weights(), o.weights()) && slices.Equal(m.trans, o.trans) && slices.Equal(m.end, o.end)
}
