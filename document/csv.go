package document

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"
)

// csvReader reads one document per CSV/TSV row after a header row. The
// text column becomes Text, the id column ID (else "<file>-<row>"), a
// "language" column Language, and every other column a string field of
// Metadata, in header order. Quoted fields may span lines.
type csvReader struct {
	cr     *csv.Reader
	source string
	comma  rune
	opts   Options
	max    int

	header     []string
	textCol    int
	idCol      int // -1: generated ids
	langCol    int // -1: none
	row        int // data rows read, 1-based
	last       []byte
	rejectBuf  bytes.Buffer
	headerDone bool
}

func newCSVReader(r io.Reader, source string, comma rune, opts Options, max int) *csvReader {
	cr := csv.NewReader(r)
	cr.Comma = comma
	cr.FieldsPerRecord = -1 // checked here, to name the row
	cr.ReuseRecord = true
	if comma == '\t' {
		cr.LazyQuotes = true // TSV often carries bare quotes inside fields
	}
	return &csvReader{cr: cr, source: source, comma: comma, opts: opts, max: max, idCol: -1, langCol: -1}
}

// readHeader reads the header row and locates the columns.
func (c *csvReader) readHeader() error {
	c.headerDone = true
	rec, err := c.cr.Read()
	if err != nil {
		if errors.Is(err, io.EOF) {
			return io.EOF
		}
		return fmt.Errorf("document: %s: header: %s", c.source, csvReason(err))
	}
	c.header = append([]string(nil), rec...)
	seen := make(map[string]bool, len(c.header))
	for _, h := range c.header {
		if !utf8.ValidString(h) {
			return fmt.Errorf("document: %s: header: invalid UTF-8 in a column name", c.source)
		}
		if seen[h] {
			return fmt.Errorf("document: %s: header: duplicate column %q", c.source, h)
		}
		seen[h] = true
	}
	col := func(name string) int {
		for i, h := range c.header {
			if h == name {
				return i
			}
		}
		return -1
	}
	textName := c.opts.TextColumn
	if textName == "" {
		textName = keyText
	}
	if c.textCol = col(textName); c.textCol < 0 {
		return fmt.Errorf("document: %s: header has no text column %q", c.source, textName)
	}
	if c.opts.IDColumn != "" {
		if c.idCol = col(c.opts.IDColumn); c.idCol < 0 {
			return fmt.Errorf("document: %s: header has no id column %q", c.source, c.opts.IDColumn)
		}
	} else if c.idCol = col(keyDocumentID); c.idCol < 0 {
		c.idCol = col("id")
	}
	c.langCol = col(keyLanguage)
	if c.langCol == c.textCol || c.langCol == c.idCol {
		c.langCol = -1
	}
	return nil
}

// csvReason describes a csv parse error without quoting the data.
func csvReason(err error) string {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return "invalid CSV at line " + strconv.Itoa(pe.Line) + ", column " + strconv.Itoa(pe.Column) + ": " + pe.Err.Error()
	}
	return "invalid CSV: " + err.Error()
}

func (c *csvReader) next() (*Document, error) {
	c.last = nil
	if !c.headerDone {
		if err := c.readHeader(); err != nil {
			return nil, err
		}
	}
	if c.header == nil {
		return nil, io.EOF
	}
	rec, err := c.cr.Read()
	if errors.Is(err, io.EOF) {
		return nil, io.EOF
	}
	c.row++
	if err != nil {
		var pe *csv.ParseError
		if !errors.As(err, &pe) {
			return nil, fmt.Errorf("document: read %s: %w", c.source, err)
		}
		// the parser resumes at the next record; the row is not kept
		return nil, &ValidationError{File: c.source, Line: pe.StartLine, Span: -1, Sub: -1, Reason: csvReason(err)}
	}
	line, _ := c.cr.FieldPos(0)
	fail := func(field, reason string) error {
		return &ValidationError{File: c.source, Line: line, Span: -1, Sub: -1, Field: field, Reason: reason}
	}
	c.keepRaw(rec)
	size := 0
	for _, f := range rec {
		size += len(f)
	}
	if size > c.max {
		c.last = nil
		return nil, fail("", "row longer than "+strconv.Itoa(c.max)+" bytes")
	}
	if len(rec) != len(c.header) {
		return nil, fail("", "row has "+strconv.Itoa(len(rec))+" fields, header has "+strconv.Itoa(len(c.header)))
	}
	d := &Document{Source: c.source, Line: line}
	explicitID := c.idCol >= 0 && rec[c.idCol] != ""
	if explicitID {
		if !utf8.ValidString(rec[c.idCol]) {
			return nil, fail(c.header[c.idCol], "invalid UTF-8")
		}
		d.ID = rec[c.idCol]
	} else {
		d.ID = GeneratedID(c.source, c.row)
	}
	for i, f := range rec {
		if i != c.idCol && !utf8.ValidString(f) {
			v := &ValidationError{File: c.source, Line: line, Span: -1, Sub: -1, Field: c.header[i], Reason: "invalid UTF-8"}
			if explicitID {
				v.DocumentID = d.ID
			}
			return nil, v
		}
	}
	d.Text = rec[c.textCol]
	if c.langCol >= 0 {
		d.Language = rec[c.langCol]
	}
	var meta []byte
	for i, f := range rec {
		if i == c.textCol || i == c.idCol || i == c.langCol {
			continue
		}
		if meta == nil {
			meta = append(meta, '{')
		} else {
			meta = append(meta, ',')
		}
		meta, _ = appendString(meta, c.header[i]) // valid: checked above
		meta = append(meta, ':')
		meta, _ = appendString(meta, f)
	}
	if meta != nil {
		d.Metadata = json.RawMessage(append(meta, '}'))
	}
	return d, nil
}

// keepRaw re-encodes the row for the rejects file.
func (c *csvReader) keepRaw(rec []string) {
	if c.opts.Rejects == nil {
		return
	}
	c.rejectBuf.Reset()
	w := csv.NewWriter(&c.rejectBuf)
	w.Comma = c.comma
	_ = w.Write(rec)
	w.Flush()
	c.last = bytes.TrimSuffix(c.rejectBuf.Bytes(), []byte{'\n'})
}

func (c *csvReader) raw() []byte { return c.last }
