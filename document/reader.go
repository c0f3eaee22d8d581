package document

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"
)

// jsonlReader reads one record per line. Lines are read with
// bufio.Reader.ReadSlice, so a line that fits the buffer costs no copy and
// a longer one is accumulated up to max bytes; memory stays bounded by the
// longest line, never the file.
type jsonlReader struct {
	br     *bufio.Reader
	source string
	max    int
	line   int    // physical line number of the last line read
	buf    []byte // accumulation buffer for lines longer than br's buffer
	last   []byte // last record, for raw(); nil when it was not kept
}

// errTooLong marks a line that was longer than max and was discarded.
var errTooLong = errors.New("line too long")

func (r *jsonlReader) next() (*Document, error) {
	for {
		line, err := r.readLine()
		r.last = nil
		if errors.Is(err, errTooLong) {
			return nil, &ValidationError{File: r.source, Line: r.line, Span: -1, Sub: -1,
				Reason: "record longer than " + strconv.Itoa(r.max) + " bytes"}
		}
		if err != nil {
			return nil, err
		}
		line = bytes.TrimSuffix(line, []byte{'\n'})
		line = bytes.TrimSuffix(line, []byte{'\r'})
		if isBlank(line) {
			continue
		}
		r.last = line
		return Decode(line, r.source, r.line)
	}
}

func (r *jsonlReader) raw() []byte { return r.last }

// readLine returns the next line including its '\n' (absent on the last
// line), io.EOF when there is none, or errTooLong after skipping a line
// longer than r.max. The result is valid until the next call.
func (r *jsonlReader) readLine() ([]byte, error) {
	if cap(r.buf) > 4<<20 {
		r.buf = nil // release the buffer of an earlier huge line
	}
	r.buf = r.buf[:0]
	tooLong := false
	for {
		chunk, err := r.br.ReadSlice('\n')
		if !tooLong && len(r.buf)+len(chunk) > r.max+1 { // +1: the '\n'
			tooLong = true
			r.buf = r.buf[:0]
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			if !tooLong {
				r.buf = append(r.buf, chunk...)
			}
			continue
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("document: read %s: %w", r.source, err)
		}
		if len(chunk) == 0 && len(r.buf) == 0 && !tooLong {
			return nil, io.EOF
		}
		r.line++
		if tooLong {
			return nil, errTooLong
		}
		if len(r.buf) == 0 {
			return chunk, nil // fits the reader's buffer: no copy
		}
		r.buf = append(r.buf, chunk...)
		return r.buf, nil
	}
}

// isBlank reports whether a line holds only JSON whitespace.
func isBlank(line []byte) bool {
	for _, c := range line {
		if c != ' ' && c != '\t' && c != '\r' && c != '\n' {
			return false
		}
	}
	return true
}

// textReader reads a whole stream as one document whose id is the file
// name without extension.
type textReader struct {
	r      io.Reader
	source string
	max    int
	done   bool
	last   []byte
}

func (t *textReader) next() (*Document, error) {
	if t.done {
		return nil, io.EOF
	}
	t.done = true
	t.last = nil
	data, err := io.ReadAll(io.LimitReader(t.r, int64(t.max)+1))
	if err != nil {
		return nil, fmt.Errorf("document: read %s: %w", t.source, err)
	}
	fail := func(reason string) error {
		return &ValidationError{File: t.source, Line: 1, Span: -1, Sub: -1, Field: keyText, Reason: reason}
	}
	if len(data) > t.max {
		return nil, fail("file longer than " + strconv.Itoa(t.max) + " bytes")
	}
	t.last = data
	if !utf8.Valid(data) {
		return nil, fail("invalid UTF-8")
	}
	return &Document{ID: baseName(t.source), Text: string(data), Source: t.source, Line: 1}, nil
}

func (t *textReader) raw() []byte { return t.last }
