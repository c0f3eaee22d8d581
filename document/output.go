package document

import (
	"compress/gzip"
	"fmt"
	"io"
	"strings"
)

// Output writes documents as JSONL records to an AtomicFile: nothing
// appears at the path until Commit. A path ending in ".gz" is written
// gzip-compressed; "-" writes to standard output.
type Output struct {
	file *AtomicFile
	gz   *gzip.Writer // nil unless the path ends in .gz
	w    io.Writer
	buf  []byte
	n    int
}

// Create starts writing JSONL to path ("-" for standard output).
func Create(path string) (*Output, error) {
	f, err := CreateFile(path)
	if err != nil {
		return nil, err
	}
	o := &Output{file: f, w: f}
	if path != "-" && strings.HasSuffix(path, ".gz") {
		o.gz = gzip.NewWriter(f)
		o.w = o.gz
	}
	return o, nil
}

// Write encodes d and writes it as one line. A document that cannot be
// encoded is not written and the error names it.
func (o *Output) Write(d *Document) error {
	if o.file.done {
		return ErrClosed
	}
	var err error
	o.buf, err = appendDocument(o.buf[:0], d)
	if err != nil {
		return err
	}
	o.buf = append(o.buf, '\n')
	if _, err := o.w.Write(o.buf); err != nil {
		return fmt.Errorf("document: write %s: %w", o.file.Name(), err)
	}
	if cap(o.buf) > 4<<20 {
		o.buf = nil // do not hold on to the buffer of one huge record
	}
	o.n++
	return nil
}

// Written returns the number of documents written so far.
func (o *Output) Written() int { return o.n }

// Commit finishes the file and moves it into place.
func (o *Output) Commit() error {
	if o.file.done {
		return ErrClosed
	}
	if o.gz != nil {
		if err := o.gz.Close(); err != nil {
			_ = o.file.Abort()
			return fmt.Errorf("document: write %s: %w", o.file.Name(), err)
		}
	}
	return o.file.Commit()
}

// Abort discards the output; it is a no-op after Commit.
func (o *Output) Abort() error {
	return o.file.Abort()
}
