package tagger

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
	MinScore       float64    `json:"min_score"`
	MaxSoloNonPII  float64    `json:"max_solo_non_pii"`
	SoloRecallLoss float64    `json:"solo_recall_loss"`
	DevCombined    DevMetrics `json:"dev_combined"`
	DevRules       DevMetrics `json:"dev_rules"`
	// Command is the command line that trained the model, when known.
	Command string `json:"command,omitempty"`
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
	var buf bytes.Buffer
	buf.Write(magic[:])
	_ = binary.Write(&buf, binary.LittleEndian, uint16(FormatVersion))
	h := m.Header
	h.Format = FormatVersion
	hj, err := json.Marshal(h)
	if err != nil {
		return 0, fmt.Errorf("tagger: encode header: %w", err)
	}
	_ = binary.Write(&buf, binary.LittleEndian, uint32(len(hj)))
	buf.Write(hj)
	var payload bytes.Buffer
	fw, err := flate.NewWriter(&payload, flate.DefaultCompression)
	if err != nil {
		return 0, fmt.Errorf("tagger: %w", err)
	}
	raw := make([]byte, 0, 4*(len(m.trans)+len(m.end)+len(m.w)))
	for _, part := range [][]float32{m.trans, m.end, m.w} {
		for _, v := range part {
			raw = binary.LittleEndian.AppendUint32(raw, math.Float32bits(v))
		}
	}
	if _, err := fw.Write(raw); err != nil {
		return 0, fmt.Errorf("tagger: compress weights: %w", err)
	}
	if err := fw.Close(); err != nil {
		return 0, fmt.Errorf("tagger: compress weights: %w", err)
	}
	_ = binary.Write(&buf, binary.LittleEndian, uint64(payload.Len()))
	buf.Write(payload.Bytes())
	_ = binary.Write(&buf, binary.LittleEndian, crc32.ChecksumIEEE(buf.Bytes()))
	n, err := w.Write(buf.Bytes())
	if err != nil {
		return int64(n), fmt.Errorf("tagger: write model: %w", err)
	}
	return int64(n), nil
}

// maxHashBits bounds the feature rows a model file may declare.
const maxHashBits = 22

// Read parses a model file.
func Read(data []byte) (*Model, error) {
	if len(data) < 8+2+4+8+4 || !bytes.Equal(data[:8], magic[:]) {
		return nil, ErrFormat
	}
	if v := binary.LittleEndian.Uint16(data[8:]); v != FormatVersion {
		return nil, fmt.Errorf("%w: file has version %d, this program reads version %d (retrain with `meddeid train`)", ErrVersion, v, FormatVersion)
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
	if h.Scheme != "BIOES" || len(h.Labels) == 0 || h.Features.HashBits < 8 || h.Features.HashBits > maxHashBits {
		return nil, fmt.Errorf("%w: header fields out of range", ErrFormat)
	}
	pl := binary.LittleEndian.Uint64(body[p:])
	p += 8
	if pl != uint64(len(body)-p) {
		return nil, fmt.Errorf("%w: payload length", ErrFormat)
	}
	m := newModel(h)
	want := 4 * (len(m.trans) + len(m.end) + len(m.w))
	raw, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(body[p:])), int64(want)+1))
	if err != nil || len(raw) != want {
		return nil, fmt.Errorf("%w: weights", ErrFormat)
	}
	off := 0
	for _, part := range [][]float32{m.trans, m.end, m.w} {
		for i := range part {
			part[i] = math.Float32frombits(binary.LittleEndian.Uint32(raw[off:]))
			off += 4
		}
	}
	m.freeze()
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
	return bytes.Equal(a, b) && slices.Equal(m.w, o.w) && slices.Equal(m.trans, o.trans) && slices.Equal(m.end, o.end)
}
