package neural

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"os"
	"slices"

	"github.com/meddeid/meddeid/tagger"
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
	var buf bytes.Buffer
	buf.Write(magic[:])
	_ = binary.Write(&buf, binary.LittleEndian, uint16(FormatVersion))
	h := m.Header
	h.Format = FormatVersion
	hj, err := json.Marshal(h)
	if err != nil {
		return 0, fmt.Errorf("neural: encode header: %w", err)
	}
	_ = binary.Write(&buf, binary.LittleEndian, uint32(len(hj)))
	buf.Write(hj)
	var payload bytes.Buffer
	fw, err := flate.NewWriter(&payload, flate.DefaultCompression)
	if err != nil {
		return 0, fmt.Errorf("neural: %w", err)
	}
	var raw []byte
	for _, p := range m.params() {
		raw = raw[:0]
		for _, v := range p.data {
			raw = binary.LittleEndian.AppendUint32(raw, math.Float32bits(v))
		}
		if _, err := fw.Write(raw); err != nil {
			return 0, fmt.Errorf("neural: compress weights: %w", err)
		}
	}
	if err := fw.Close(); err != nil {
		return 0, fmt.Errorf("neural: compress weights: %w", err)
	}
	_ = binary.Write(&buf, binary.LittleEndian, uint64(payload.Len()))
	buf.Write(payload.Bytes())
	_ = binary.Write(&buf, binary.LittleEndian, crc32.ChecksumIEEE(buf.Bytes()))
	n, err := w.Write(buf.Bytes())
	if err != nil {
		return int64(n), fmt.Errorf("neural: write model: %w", err)
	}
	return int64(n), nil
}

// Read parses a neural model file.
func Read(data []byte) (*Model, error) {
	if len(data) < 8+2+4+8+4 || !bytes.Equal(data[:8], magic[:]) {
		return nil, ErrFormat
	}
	if v := binary.LittleEndian.Uint16(data[8:]); v != FormatVersion {
		return nil, fmt.Errorf("%w: file has version %d, this program reads version %d (retrain with `meddeid train --arch neural`)", ErrVersion, v, FormatVersion)
	}
	body, sum := data[:len(data)-4], binary.LittleEndian.Uint32(data[len(data)-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return nil, fmt.Errorf("%w: checksum mismatch (truncated or damaged file)", ErrFormat)
	}
	p := 10
	hl := int(binary.LittleEndian.Uint32(data[p:]))
	p += 4
	if hl > len(body)-p-8 {
		return nil, fmt.Errorf("%w: header length", ErrFormat)
	}
	var h Header
	if err := json.Unmarshal(body[p:p+hl], &h); err != nil {
		return nil, fmt.Errorf("%w: header: %v", ErrFormat, err)
	}
	p += hl
	if h.Scheme != "BIOES" || len(h.Labels) == 0 || len(h.Labels) > 1000 {
		return nil, fmt.Errorf("%w: header fields out of range", ErrFormat)
	}
	if err := h.Arch.check(); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrFormat, err)
	}
	pl := binary.LittleEndian.Uint64(body[p:])
	p += 8
	if pl != uint64(len(body)-p) {
		return nil, fmt.Errorf("%w: payload length", ErrFormat)
	}
	m := newModel(h)
	want := 0
	for _, q := range m.params() {
		want += 4 * len(q.data)
	}
	raw, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(body[p:])), int64(want)+1))
	if err != nil || len(raw) != want {
		return nil, fmt.Errorf("%w: weights", ErrFormat)
	}
	off := 0
	for _, q := range m.params() {
		for i := range q.data {
			q.data[i] = math.Float32frombits(binary.LittleEndian.Uint32(raw[off:]))
			off += 4
		}
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
	return len(data) >= len(magic) && bytes.Equal(data[:len(magic)], magic[:])
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
