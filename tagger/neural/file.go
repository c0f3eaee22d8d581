package neural

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/meddeid/meddeid/tagger"
	"github.com/meddeid/meddeid/tagger/modelfile"
)

// FormatVersion is the version of the neural model file format this
// package reads and writes.
const FormatVersion = 1

// magic opens every neural model file.
var magic = [8]byte{'M', 'D', 'D', 'N', 'E', 'U', 'R', 'L'}

// ErrFormat is returned for a file that is not a neural model file or is
// corrupt; ErrVersion for a neural model file of another format version.
var (
	ErrFormat  = errors.New("neural: not a meddeid neural model file or corrupt")
	ErrVersion = errors.New("neural: unsupported neural model file version")
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
	// Arch is the network's shape.
	Arch Arch `json:"arch"`
	// Features is the configuration of the hashed input features; its
	// HashBits may exceed Arch.HashBits (indices are reduced).
	Features tagger.FeatureConfig `json:"features"`
	// Window is the training window in tokens.
	Window int `json:"window"`
	// Batch is the number of windows per training step; LearningRate the
	// Adam learning rate.
	Batch        int     `json:"batch"`
	LearningRate float64 `json:"learning_rate"`
	// Seed seeded the initial weights and the shuffles.
	Seed uint64 `json:"seed"`
	// Epochs is the number of epochs run; BestEpoch the one kept.
	Epochs    int `json:"epochs"`
	BestEpoch int `json:"best_epoch"`
	// TrainDocs, TrainTokens and DevDocs count the data; TrainHash and
	// DevHash are tagger.DataHash digests.
	TrainDocs   int    `json:"train_docs"`
	TrainTokens int    `json:"train_tokens"`
	TrainHash   string `json:"train_hash"`
	DevDocs     int    `json:"dev_docs"`
	DevHash     string `json:"dev_hash"`
	// Bias is subtracted from the log-probability of O at every token.
	Bias float64 `json:"bias"`
	// Dev are the dev metrics of the model alone at Bias.
	Dev tagger.DevMetrics `json:"dev"`
	// MinScore is the score a span of this model that no recognizer span
	// overlaps needs in the combined detector (see tagger.Merge), chosen
	// on dev with the budgets MaxSoloNonPII and SoloRecallLoss (see
	// tagger.SoloThreshold); DevCombined and DevRules are the dev metrics
	// of the combination and of the rules alone (no post-processing).
	MinScore       float64           `json:"min_score"`
	MaxSoloNonPII  float64           `json:"max_solo_non_pii"`
	SoloRecallLoss float64           `json:"solo_recall_loss"`
	DevCombined    tagger.DevMetrics `json:"dev_combined"`
	DevRules       tagger.DevMetrics `json:"dev_rules"`
	// TrainSeconds is the wall time of training.
	TrainSeconds float64 `json:"train_seconds"`
	// Losses are the mean training losses per epoch.
	Losses []float64 `json:"losses,omitempty"`
	// Command is the command line that trained the model, when known.
	Command string `json:"command,omitempty"`
}

// WriteTo writes the model file: magic "MDDNEURL", version (uint16),
// header length (uint32) and JSON header, payload length (uint64) and the
// flate-compressed little-endian float32 weights in the order of the
// architecture (embeddings, first layer norm, per block weights, bias,
// norm gain and shift, output weights and bias), then a CRC-32 (IEEE) of
// everything before it.
func (m *Model) WriteTo(w io.Writer) (int64, error) {
	h := m.Header
	h.Format = FormatVersion
	var parts [][]float32
	for _, p := range m.params() {
		parts = append(parts, p.data)
	}
	return fileSpec.Write(w, h, parts...)
}

// fileSpec is the container of neural model files (see modelfile).
var fileSpec = modelfile.Spec{Magic: magic, Version: FormatVersion, ErrFormat: ErrFormat, ErrVersion: ErrVersion, Retrain: "meddeid train --arch neural", Prefix: "neural"}

// Read parses a neural model file.
func Read(data []byte) (*Model, error) {
	var m *Model
	err := fileSpec.Read(data, func(hj []byte) ([][]float32, error) {
		var h Header
		if err := json.Unmarshal(hj, &h); err != nil {
			return nil, fmt.Errorf("header: %v", err)
		}
		if h.Scheme != "BIOES" || len(h.Labels) == 0 || len(h.Labels) > 1000 {
			return nil, errors.New("header fields out of range")
		}
		if err := h.Arch.check(); err != nil {
			return nil, err
		}
		m = newModel(h)
		var parts [][]float32
		for _, q := range m.params() {
			parts = append(parts, q.data)
		}
		return parts, nil
	})
	if err != nil {
		return nil, err
	}
	return m, nil
}

// LoadFile reads a neural model file from disk.
func LoadFile(path string) (*Model, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("neural: %w", err)
	}
	m, err := Read(data)
	if err != nil {
		return nil, fmt.Errorf("model %s: %w", path, err)
	}
	return m, nil
}

// IsModelFile reports whether data begins like a neural model file (of
// any version), so that a caller can choose between tagger.Read and Read.
func IsModelFile(data []byte) bool {
	return fileSpec.Is(data)
}

// Equal reports whether two models have the same header and weights.
func (m *Model) Equal(o *Model) bool {
	a, _ := json.Marshal(m.Header)
	b, _ := json.Marshal(o.Header)
	return bytes.Equal(a, b) && m.SameWeights(o)
}

// SameWeights reports whether two models have identical weights (the
// headers may differ, e.g. in training time).
func (m *Model) SameWeights(o *Model) bool {
	pa, pb := m.params(), o.params()
	if len(pa) != len(pb) {
		return false
	}
	for i := range pa {
		if !slices.Equal(pa[i].data, pb[i].data) {
			return false
		}
	}
	return true
}
