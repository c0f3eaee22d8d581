// Package modelfile reads and writes the container of meddeid's model
// files: an 8-byte magic, the format version (uint16), the header length
// (uint32) and a JSON header, the payload length (uint64) and the
// flate-compressed little-endian float32 weights, then a CRC-32 (IEEE)
// of everything before it. The linear tagger (tagger) and the neural
// tagger (tagger/neural) each choose their magic, version, header and
// weight order.
package modelfile

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"io"
	"math"
)

// Spec describes one kind of model file.
type Spec struct {
	// Magic opens every file of the kind.
	Magic [8]byte
	// Version is the format version this program writes and reads.
	Version uint16
	// ErrFormat is wrapped for a file that is not of the kind or is
	// corrupt, ErrVersion for one of another format version.
	ErrFormat, ErrVersion error
	// Retrain is the command that writes a current file, for the
	// version error ("meddeid train").
	Retrain string
	// Prefix starts the other errors ("tagger").
	Prefix string
}

// minSize is the size of a file with an empty header and payload.
const minSize = 8 + 2 + 4 + 8 + 4

// Is reports whether data begins with the kind's magic (of any version).
func (s Spec) Is(data []byte) bool {
	return len(data) >= 8 && bytes.Equal(data[:8], s.Magic[:])
}

// Write writes header (encoded as JSON) and the weights, in order, to w.
func (s Spec) Write(w io.Writer, header any, weights ...[]float32) (int64, error) {
	var buf bytes.Buffer
	buf.Write(s.Magic[:])
	_ = binary.Write(&buf, binary.LittleEndian, s.Version)
	hj, err := json.Marshal(header)
	if err != nil {
		return 0, fmt.Errorf("%s: encode header: %w", s.Prefix, err)
	}
	_ = binary.Write(&buf, binary.LittleEndian, uint32(len(hj)))
	buf.Write(hj)
	var payload bytes.Buffer
	fw, err := flate.NewWriter(&payload, flate.DefaultCompression)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", s.Prefix, err)
	}
	n := 0
	for _, part := range weights {
		n += len(part)
	}
	raw := make([]byte, 0, 4*n)
	for _, part := range weights {
		for _, v := range part {
			raw = binary.LittleEndian.AppendUint32(raw, math.Float32bits(v))
		}
	}
	if _, err := fw.Write(raw); err != nil {
		return 0, fmt.Errorf("%s: compress weights: %w", s.Prefix, err)
	}
	if err := fw.Close(); err != nil {
		return 0, fmt.Errorf("%s: compress weights: %w", s.Prefix, err)
	}
	_ = binary.Write(&buf, binary.LittleEndian, uint64(payload.Len()))
	buf.Write(payload.Bytes())
	_ = binary.Write(&buf, binary.LittleEndian, crc32.ChecksumIEEE(buf.Bytes()))
	k, err := w.Write(buf.Bytes())
	if err != nil {
		return int64(k), fmt.Errorf("%s: write model: %w", s.Prefix, err)
	}
	return int64(k), nil
}

// Read checks data's magic, version and checksum, passes the JSON header
// to open — which decodes and validates it and returns the weight arrays
// to fill, in file order (an error from open is wrapped in ErrFormat) —
// and fills them from the payload, which must hold exactly that many
// weights.
func (s Spec) Read(data []byte, open func(header []byte) ([][]float32, error)) error {
	return s.ReadParts(data, func(header []byte) ([]Part, error) {
		arrays, err := open(header)
		parts := make([]Part, len(arrays))
		for i, a := range arrays {
			parts[i] = Part{Dst: a}
		}
		return parts, err
	})
}

// Part is one weight array of the payload, in file order: either Dst,
// filled in place, or Len weights passed to Sink in order, a chunk at a
// time (chunk boundaries fall anywhere), for a reader that keeps another
// form of the weights and should not hold them all at once.
type Part struct {
	Dst  []float32
	Len  int
	Sink func(chunk []float32)
}

// ReadParts is Read with parts that may stream (see Part).
func (s Spec) ReadParts(data []byte, open func(header []byte) ([]Part, error)) error {
	if len(data) < minSize || !s.Is(data) {
		return s.ErrFormat
	}
	if v := binary.LittleEndian.Uint16(data[8:]); v != s.Version {
		return fmt.Errorf("%w: file has version %d, this program reads version %d (retrain with `%s`)", s.ErrVersion, v, s.Version, s.Retrain)
	}
	body, sum := data[:len(data)-4], binary.LittleEndian.Uint32(data[len(data)-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return fmt.Errorf("%w: checksum mismatch (truncated or damaged file)", s.ErrFormat)
	}
	p := 10
	hl := int(binary.LittleEndian.Uint32(data[p:]))
	p += 4
	if hl > len(body)-p-8 {
		return fmt.Errorf("%w: header length", s.ErrFormat)
	}
	parts, err := open(body[p : p+hl])
	if err != nil {
		return fmt.Errorf("%w: %v", s.ErrFormat, err)
	}
	p += hl
	pl := binary.LittleEndian.Uint64(body[p:])
	p += 8
	if pl != uint64(len(body)-p) {
		return fmt.Errorf("%w: payload length", s.ErrFormat)
	}
	// Decode the weights straight into the parts, a chunk at a time, so
	// that no copy of the whole decompressed payload is ever held.
	zr := flate.NewReader(bytes.NewReader(body[p:]))
	buf := make([]byte, 64<<10)
	var vals []float32
	for _, part := range parts {
		total := len(part.Dst)
		if part.Dst == nil {
			total = part.Len
			if vals == nil {
				vals = make([]float32, len(buf)/4)
			}
		}
		for i := 0; i < total; {
			n := min(len(buf)/4, total-i)
			if _, err := io.ReadFull(zr, buf[:4*n]); err != nil {
				return fmt.Errorf("%w: weights", s.ErrFormat)
			}
			var dst []float32
			if part.Dst != nil {
				dst = part.Dst[i : i+n]
			} else {
				dst = vals[:n]
			}
			for k := range dst {
				dst[k] = math.Float32frombits(binary.LittleEndian.Uint32(buf[4*k:]))
			}
			if part.Dst == nil {
				part.Sink(dst)
			}
			i += n
		}
	}
	if n, _ := zr.Read(buf[:1]); n != 0 {
		return fmt.Errorf("%w: weights", s.ErrFormat) // more weights than the header declares
	}
	return nil
}
