package modelfile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"slices"
	"testing"
)

var (
	errFormat  = errors.New("not a test model file or corrupt")
	errVersion = errors.New("unsupported test model version")
	spec       = Spec{Magic: [8]byte{'T', 'E', 'S', 'T', 'M', 'O', 'D', 'L'}, Version: 3, ErrFormat: errFormat, ErrVersion: errVersion, Retrain: "retrain", Prefix: "test"}
)

type header struct {
	N int `json:"n"`
}

func write(t *testing.T) []byte {
	t.Helper()
	var buf bytes.Buffer
	if _, err := spec.Write(&buf, header{N: 3}, []float32{1, 2}, []float32{-0.5}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func open(got *[][]float32) func([]byte) ([][]float32, error) {
	return func(hj []byte) ([][]float32, error) {
		if string(hj) != `{"n":3}` {
			return nil, errors.New("unexpected header")
		}
		*got = [][]float32{make([]float32, 2), make([]float32, 1)}
		return *got, nil
	}
}

func TestRoundTrip(t *testing.T) {
	data := write(t)
	if !spec.Is(data) {
		t.Fatal("Is: false for a written file")
	}
	var got [][]float32
	if err := spec.Read(data, open(&got)); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got[0], []float32{1, 2}) || !slices.Equal(got[1], []float32{-0.5}) {
		t.Errorf("weights = %v", got)
	}
}

func TestReadErrors(t *testing.T) {
	good := write(t)
	recrc := func(b []byte) []byte {
		binary.LittleEndian.PutUint32(b[len(b)-4:], crc32.ChecksumIEEE(b[:len(b)-4]))
		return b
	}
	tests := []struct {
		name string
		data func() []byte
		open func([]byte) ([][]float32, error)
		want error
	}{
		{"empty", func() []byte { return nil }, nil, errFormat},
		{"truncated", func() []byte { return good[:len(good)-3] }, nil, errFormat},
		{"wrong magic", func() []byte { b := slices.Clone(good); b[0] = 'X'; return b }, nil, errFormat},
		{"other version", func() []byte { b := slices.Clone(good); b[8] = 9; return b }, nil, errVersion},
		{"flipped bit", func() []byte { b := slices.Clone(good); b[len(b)-6] ^= 1; return b }, nil, errFormat},
		{"header refused", func() []byte { return good }, func([]byte) ([][]float32, error) { return nil, errors.New("no") }, errFormat},
		{"more weights wanted than stored", func() []byte { return good }, func([]byte) ([][]float32, error) { return [][]float32{make([]float32, 4)}, nil }, errFormat},
		{"fewer weights wanted than stored", func() []byte { return good }, func([]byte) ([][]float32, error) { return [][]float32{make([]float32, 2)}, nil }, errFormat},
		{"payload length", func() []byte {
			b := slices.Clone(good)
			p := 14 + int(binary.LittleEndian.Uint32(b[10:]))
			binary.LittleEndian.PutUint64(b[p:], 1)
			return recrc(b)
		}, nil, errFormat},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got [][]float32
			o := tt.open
			if o == nil {
				o = open(&got)
			}
			if err := spec.Read(tt.data(), o); !errors.Is(err, tt.want) {
				t.Errorf("err = %v, want %v", err, tt.want)
			}
		})
	}
}

// A streamed part receives its weights in order, whatever the chunking,
// and the payload must still hold exactly the declared number.
func TestReadPartsStream(t *testing.T) {
	var buf bytes.Buffer
	big := make([]float32, 40_000) // more than one 64 KB chunk
	for i := range big {
		big[i] = float32(i) - 0.25
	}
	if _, err := spec.Write(&buf, header{N: 3}, []float32{7}, big); err != nil {
		t.Fatal(err)
	}
	head := make([]float32, 1)
	var got []float32
	calls := 0
	err := spec.ReadParts(buf.Bytes(), func([]byte) ([]Part, error) {
		return []Part{{Dst: head}, {Len: len(big), Sink: func(c []float32) { calls++; got = append(got, c...) }}}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if head[0] != 7 || !slices.Equal(got, big) {
		t.Fatalf("streamed weights differ (head %v, %d of %d weights)", head, len(got), len(big))
	}
	if calls < 2 {
		t.Errorf("%d sink calls, want the payload in several chunks", calls)
	}
	err = spec.ReadParts(buf.Bytes(), func([]byte) ([]Part, error) {
		return []Part{{Dst: head}, {Len: len(big) - 1, Sink: func([]float32) {}}}, nil
	})
	if !errors.Is(err, errFormat) {
		t.Errorf("a stream shorter than the payload: err = %v, want %v", err, errFormat)
	}
}
