package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// removeGenerated deletes the files a previous run wrote (*.txt.gz and
// LICENSE.*), leaving hand-written lists (*.txt) alone.
func removeGenerated(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return fmt.Errorf("read output directory: %w", err)
	}
	for _, e := range entries {
		n := e.Name()
		if e.Type().IsRegular() && (strings.HasSuffix(n, ".txt.gz") || strings.HasPrefix(n, "LICENSE.")) {
			if err := os.Remove(filepath.Join(dir, n)); err != nil {
				return fmt.Errorf("remove old %s: %w", n, err)
			}
		}
	}
	return nil
}

// writeAll writes every list and prints a summary table (file, entries,
// compressed bytes) to w.
func writeAll(dir string, lists []list, w io.Writer) error {
	total := 0
	for _, l := range lists {
		data, err := encode(l)
		if err != nil {
			return fmt.Errorf("encode %s: %w", l.fileName(), err)
		}
		if err := os.WriteFile(filepath.Join(dir, l.fileName()), data, 0o644); err != nil {
			return fmt.Errorf("write %s: %w", l.fileName(), err)
		}
		total += len(data)
		fmt.Fprintf(w, "%-45s %8d entries %9d bytes\n", l.fileName(), len(l.entries), len(data))
	}
	fmt.Fprintf(w, "%-45s %8s         %9d bytes\n", "total", "", total)
	return nil
}

// encode renders a list as gzip-compressed text with a fixed gzip header
// (no name, no modification time) so that output is reproducible.
func encode(l list) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	var text strings.Builder
	text.WriteString("# " + l.header + "\n")
	for _, e := range l.entries {
		text.WriteString(e)
		text.WriteByte('\n')
	}
	if _, err := io.WriteString(zw, text.String()); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
