package document

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Input formats.
const (
	FormatJSONL = "jsonl"
	FormatText  = "txt"
	FormatCSV   = "csv"
	FormatTSV   = "tsv"
)

// DefaultMaxRecordBytes bounds one record (a JSONL line, a text file, a
// CSV row) when Options.MaxRecordBytes is zero.
const DefaultMaxRecordBytes = 256 << 20

// Options control how Open reads documents.
type Options struct {
	// Format forces the format: "jsonl" (also "json", "ndjson"), "txt"
	// (also "text"), "csv" or "tsv". Empty means by file extension, and
	// JSONL for standard input. For a directory a non-empty Format keeps
	// only the files of that format.
	Format string
	// TextColumn names the CSV/TSV column holding the note; default "text".
	TextColumn string
	// IDColumn names the CSV/TSV column holding the document id; default
	// "document_id", else "id" when present, else ids are "<file>-<row>".
	IDColumn string
	// SkipInvalid skips records that fail validation instead of returning
	// their *ValidationError from Next; they are counted and, when Rejects
	// is set, written there.
	SkipInvalid bool
	// Rejects receives each skipped record followed by a newline: the raw
	// line for JSONL, the re-encoded row for CSV/TSV, the content for text.
	// A record too long to keep (see MaxRecordBytes) or a CSV row that
	// cannot be parsed is counted but not written.
	Rejects io.Writer
	// MaxRecordBytes bounds one record; 0 means DefaultMaxRecordBytes.
	// Longer records fail validation.
	MaxRecordBytes int
}

// Input reads documents from a file, a directory of files or standard
// input, one at a time, with memory bounded by the largest record.
type Input struct {
	opts     Options
	files    []inputFile
	next     int // index in files of the next file to open
	stdin    io.Reader
	cur      recordReader
	closer   io.Closer
	err      error // sticky fatal error
	read     int
	rejected int
}

type inputFile struct {
	path, format string
}

// recordReader reads the records of one stream.
type recordReader interface {
	// next returns the next document, io.EOF at the end, a
	// *ValidationError for an invalid record (reading can go on), or
	// another error, which is fatal.
	next() (*Document, error)
	// raw returns the last record as it should go to the rejects file, or
	// nil; valid until the next call of next.
	raw() []byte
}

// Open opens path for reading documents: "-" is standard input, a
// directory means every .jsonl, .ndjson, .json, .txt, .csv and .tsv file
// under it (optionally .gz-compressed) in sorted path order, skipping names
// starting with ".". Gzip-compressed input is recognised by its magic
// bytes and decompressed transparently; a UTF-8 byte-order mark is skipped.
func Open(path string, opts Options) (*Input, error) {
	format, err := normalizeFormat(opts.Format)
	if err != nil {
		return nil, err
	}
	in := &Input{opts: opts}
	if path == "-" {
		if format == "" {
			format = FormatJSONL
		}
		in.stdin = os.Stdin
		in.files = []inputFile{{path: "stdin", format: format}}
		return in, nil
	}
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("document: open input: %w", err)
	}
	if !st.IsDir() {
		if format == "" {
			if format = formatOf(path); format == "" {
				return nil, fmt.Errorf("document: open %s: unknown format (want .jsonl, .ndjson, .json, .txt, .csv or .tsv, optionally .gz)", path)
			}
		}
		in.files = []inputFile{{path: path, format: format}}
		return in, nil
	}
	err = filepath.WalkDir(path, func(p string, de fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != path && strings.HasPrefix(de.Name(), ".") {
			if de.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if de.IsDir() {
			return nil
		}
		f := formatOf(p)
		if f != "" && (format == "" || f == format) {
			in.files = append(in.files, inputFile{path: p, format: f})
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("document: open input: %w", err)
	}
	sort.Slice(in.files, func(i, j int) bool { return in.files[i].path < in.files[j].path })
	return in, nil
}

// NewInput reads documents from r, named name in errors and generated ids.
// The format is opts.Format, else taken from name's extension, else JSONL.
func NewInput(r io.Reader, name string, opts Options) (*Input, error) {
	format, err := normalizeFormat(opts.Format)
	if err != nil {
		return nil, err
	}
	if format == "" {
		if format = formatOf(name); format == "" {
			format = FormatJSONL
		}
	}
	return &Input{opts: opts, stdin: r, files: []inputFile{{path: name, format: format}}}, nil
}

// normalizeFormat maps a user-given format name to a Format constant.
func normalizeFormat(f string) (string, error) {
	switch strings.ToLower(f) {
	case "":
		return "", nil
	case "jsonl", "ndjson", "json":
		return FormatJSONL, nil
	case "txt", "text":
		return FormatText, nil
	case "csv":
		return FormatCSV, nil
	case "tsv":
		return FormatTSV, nil
	}
	return "", fmt.Errorf("document: unknown input format %q (want jsonl, txt, csv or tsv)", f)
}

// formatOf returns the format of a file from its extension, or "".
func formatOf(path string) string {
	p := strings.TrimSuffix(strings.ToLower(path), ".gz")
	switch filepath.Ext(p) {
	case ".jsonl", ".ndjson", ".json":
		return FormatJSONL
	case ".txt":
		return FormatText
	case ".csv":
		return FormatCSV
	case ".tsv":
		return FormatTSV
	}
	return ""
}

// Next returns the next document, or io.EOF after the last. An invalid
// record gives a *ValidationError (unless Options.SkipInvalid), after which
// Next may be called again to go on with the following record. Other
// errors (I/O, a bad CSV header, a broken gzip stream) are final.
func (in *Input) Next() (*Document, error) {
	if in.err != nil {
		return nil, in.err
	}
	for {
		if in.cur == nil {
			if in.next >= len(in.files) {
				return nil, io.EOF
			}
			if err := in.openFile(in.files[in.next]); err != nil {
				in.err = err
				return nil, err
			}
			in.next++
		}
		d, err := in.cur.next()
		if err == nil {
			in.read++
			return d, nil
		}
		if errors.Is(err, io.EOF) {
			if err := in.closeCurrent(); err != nil {
				in.err = err
				return nil, err
			}
			continue
		}
		var ve *ValidationError
		if !errors.As(err, &ve) {
			in.err = err
			return nil, err
		}
		in.read++
		in.rejected++
		if !in.opts.SkipInvalid {
			return nil, err
		}
		if in.opts.Rejects != nil {
			if raw := in.cur.raw(); raw != nil {
				if err := writeReject(in.opts.Rejects, raw); err != nil {
					in.err = err
					return nil, err
				}
			}
		}
	}
}

func writeReject(w io.Writer, raw []byte) error {
	if _, err := w.Write(raw); err != nil {
		return fmt.Errorf("document: write rejects: %w", err)
	}
	if _, err := w.Write([]byte{'\n'}); err != nil {
		return fmt.Errorf("document: write rejects: %w", err)
	}
	return nil
}

// RecordsRead returns the number of records read so far, valid or not.
func (in *Input) RecordsRead() int { return in.read }

// RecordsRejected returns the number of records that failed validation,
// whether skipped or returned as errors.
func (in *Input) RecordsRejected() int { return in.rejected }

// Close releases the current file. Standard input is not closed.
func (in *Input) Close() error {
	in.next = len(in.files)
	if in.err == nil {
		in.err = ErrClosed
	}
	return in.closeCurrent()
}

func (in *Input) closeCurrent() error {
	in.cur = nil
	if in.closer == nil {
		return nil
	}
	err := in.closer.Close()
	in.closer = nil
	if err != nil {
		return fmt.Errorf("document: close input: %w", err)
	}
	return nil
}

// openFile opens one input file and sets in.cur.
func (in *Input) openFile(f inputFile) error {
	var r io.Reader
	if in.stdin != nil {
		r = in.stdin
	} else {
		fh, err := os.Open(f.path)
		if err != nil {
			return fmt.Errorf("document: open input: %w", err)
		}
		in.closer = fh
		r = fh
	}
	br, gz, err := openStream(r)
	if err != nil {
		_ = in.closeCurrent()
		return fmt.Errorf("document: open %s: %w", f.path, err)
	}
	if gz != nil {
		in.closer = multiCloser{gz, in.closer}
	}
	max := in.opts.MaxRecordBytes
	if max <= 0 {
		max = DefaultMaxRecordBytes
	}
	switch f.format {
	case FormatJSONL:
		in.cur = &jsonlReader{br: br, source: f.path, max: max}
	case FormatText:
		in.cur = &textReader{r: br, source: f.path, max: max}
	case FormatCSV, FormatTSV:
		comma := ','
		if f.format == FormatTSV {
			comma = '\t'
		}
		in.cur = newCSVReader(br, f.path, comma, in.opts, max)
	default:
		return fmt.Errorf("document: open %s: unknown format %q", f.path, f.format)
	}
	return nil
}

// openStream buffers r, decompressing gzip (recognised by its magic bytes)
// and dropping a UTF-8 byte-order mark.
func openStream(r io.Reader) (*bufio.Reader, io.Closer, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	var gz *gzip.Reader
	if magic, _ := br.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		var err error
		if gz, err = gzip.NewReader(br); err != nil {
			return nil, nil, fmt.Errorf("gzip: %w", err)
		}
		br = bufio.NewReaderSize(gz, 64<<10)
	}
	if bom, _ := br.Peek(3); bytes.Equal(bom, utf8BOM) {
		_, _ = br.Discard(3)
	}
	if gz == nil {
		return br, nil, nil
	}
	return br, gz, nil
}

// multiCloser closes several closers in order, ignoring nil ones.
type multiCloser []io.Closer

func (m multiCloser) Close() error {
	var first error
	for _, c := range m {
		if c == nil {
			continue
		}
		if err := c.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// ReadFiles reads every document of each path in turn (see ReadAll).
func ReadFiles(paths []string, opts Options) ([]*Document, error) {
	var all []*Document
	for _, p := range paths {
		docs, err := ReadAll(p, opts)
		if err != nil {
			return nil, err
		}
		all = append(all, docs...)
	}
	return all, nil
}

// ReadAll reads every document of path (see Open) into memory. It is for
// inputs that must be held whole anyway, such as gold and prediction files
// of an evaluation; streaming jobs use Open and Next.
func ReadAll(path string, opts Options) ([]*Document, error) {
	in, err := Open(path, opts)
	if err != nil {
		return nil, err
	}
	defer in.Close()
	var docs []*Document
	for {
		d, err := in.Next()
		if errors.Is(err, io.EOF) {
			return docs, nil
		}
		if err != nil {
			return nil, err
		}
		docs = append(docs, d)
	}
}
