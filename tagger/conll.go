package tagger

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/taxonomy"
)

// CoNLL is the token-per-line exchange format of annotated notes, for
// tools that train or read sequence labellers. A document starts with
// "# document_id = ID" (and "# language = TAG" when known); each line of
// its text is a block introduced by "# text = LINE" holding one
// "TOKEN<TAB>TAG" line per token (tokens as Tokenize cuts them), closed
// by an empty line. Tags are BIO ("B-Name:Patient", "I-…", "O") or BIOES
// (also "E-…", "S-…"); the label is one of the taxonomy's 15.
//
// Blank lines of the text are blocks with a "# text" line and no tokens.
// Reading accepts either scheme whatever was written and rebuilds each
// document's text from its "# text" lines joined by \n (or, without
// them, from its tokens joined by spaces), so spans get offsets in the
// rebuilt text: a note written with \n line breaks comes back with the
// same text and spans; metadata and sub-annotations do not survive.

// WriteCoNLL writes d's gold spans in CoNLL form with tags of scheme
// ("BIO" or "BIOES") and returns what it could not keep exactly: spans
// widened to whole tokens (Misaligned) and spans left out (Dropped).
func WriteCoNLL(w io.Writer, d *document.Document, scheme string) (EncodeStats, error) {
	if scheme != "BIO" && scheme != "BIOES" {
		return EncodeStats{}, fmt.Errorf("tagger: CoNLL scheme %q: want BIO or BIOES", scheme)
	}
	ts := NewTagSet(taxonomy.LabelNames())
	toks := Tokenize(d.Text)
	tags, st := ts.Encode(toks, d.Spans)
	names := make([]string, len(tags))
	if scheme == "BIO" {
		names = ts.BIO(tags)
	} else {
		for i, t := range tags {
			names[i] = ts.Name(t)
		}
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "# document_id = %s\n", oneLine(d.ID))
	if d.Language != "" {
		fmt.Fprintf(bw, "# language = %s\n", oneLine(d.Language))
	}
	// one block per line of the text, blank lines included, so that the
	// text comes back as it was (with \n line breaks)
	k := 0
	for b := 0; b <= len(d.Text); {
		e, next := lineEnd(d.Text, b)
		fmt.Fprintf(bw, "# text = %s\n", d.Text[b:e])
		for ; k < len(toks) && toks[k].Begin < e; k++ {
			fmt.Fprintf(bw, "%s\t%s\n", d.Text[toks[k].Begin:toks[k].End], names[k])
		}
		bw.WriteString("\n")
		if next < 0 {
			break
		}
		b = next
	}
	if err := bw.Flush(); err != nil {
		return EncodeStats{}, fmt.Errorf("tagger: write CoNLL: %w", err)
	}
	return st, nil
}

// lineEnd returns the end of the line of text that starts at b and the
// start of the next line (-1 after the last); a line ends at \r\n, \n,
// \r or U+2028, as Tokenize reads them.
func lineEnd(text string, b int) (int, int) {
	for i := b; i < len(text); i++ {
		switch text[i] {
		case '\n':
			return i, i + 1
		case '\r':
			if i+1 < len(text) && text[i+1] == '\n' {
				return i, i + 2
			}
			return i, i + 1
		case 0xe2:
			if strings.HasPrefix(text[i:], "\u2028") {
				return i, i + len("\u2028")
			}
		}
	}
	return len(text), -1
}

// oneLine replaces line breaks so that a value fits a comment line.
func oneLine(s string) string {
	return strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(s)
}

// ReadCoNLL reads documents in CoNLL form (see CoNLL) with spans labelled
// from their tags (source "gold"). name names the input in errors, which
// give the line number.
func ReadCoNLL(r io.Reader, name string) ([]*document.Document, error) {
	ts := NewTagSet(taxonomy.LabelNames())
	var docs []*document.Document
	var cur *conllDoc
	finish := func() error {
		if cur == nil {
			return nil
		}
		d, err := cur.build(ts)
		if err != nil {
			return fmt.Errorf("%s: document %q: %w", name, cur.id, err)
		}
		docs = append(docs, d)
		cur = nil
		return nil
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 16<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		switch {
		case strings.HasPrefix(line, "# document_id = ") || line == "# document_id =":
			if err := finish(); err != nil {
				return nil, err
			}
			cur = &conllDoc{id: strings.TrimPrefix(strings.TrimPrefix(line, "# document_id ="), " ")}
		case strings.HasPrefix(line, "# ") || line == "#":
			// a comment ("#" followed by a tab is the token "#")
			if cur == nil {
				cur = &conllDoc{id: fmt.Sprintf("doc-%d", len(docs)+1)}
			}
			if v, ok := strings.CutPrefix(line, "# language = "); ok {
				cur.lang = v
			} else if v, ok := strings.CutPrefix(line, "# text = "); ok {
				cur.startLine(v, true)
			} else if line == "# text =" {
				cur.startLine("", true) // a blank line, its trailing space trimmed
			}
		case strings.TrimSpace(line) == "":
			if cur != nil {
				cur.endLine()
			}
		default:
			if cur == nil {
				cur = &conllDoc{id: fmt.Sprintf("doc-%d", len(docs)+1)}
			}
			fields := strings.FieldsFunc(line, func(r rune) bool { return r == '\t' || r == ' ' })
			if len(fields) < 2 {
				return nil, fmt.Errorf("%s: line %d: want TOKEN<TAB>TAG", name, n)
			}
			if err := cur.add(ts, fields[0], fields[len(fields)-1]); err != nil {
				return nil, fmt.Errorf("%s: line %d: %w", name, n, err)
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if err := finish(); err != nil {
		return nil, err
	}
	return docs, nil
}

// conllDoc gathers one document while reading.
type conllDoc struct {
	id, lang string
	text     strings.Builder
	toks     []Token
	tags     []string
	// line is the current "# text" line and at the offset in it where
	// the next token is looked for; inLine is set while a block is open.
	line   string
	at     int
	base   int // offset of the current line in text
	inLine bool
	given  bool // the block has a "# text" line
}

// startLine opens a block for text line s (given: from "# text").
func (c *conllDoc) startLine(s string, given bool) {
	c.endLine()
	if c.text.Len() > 0 {
		c.text.WriteByte('\n')
	}
	c.base = c.text.Len()
	c.line, c.at, c.inLine, c.given = s, 0, true, given
	if given {
		c.text.WriteString(s)
	}
}

// endLine closes the open block.
func (c *conllDoc) endLine() { c.inLine = false }

// add appends one token and its tag, which must be O or a B-, I-, E- or
// S- tag of a label of ts.
func (c *conllDoc) add(ts *TagSet, tok, tag string) error {
	if tag != "O" {
		pre, label, ok := strings.Cut(tag, "-")
		if _, known := ts.index[label]; !ok || !known || len(pre) != 1 || !strings.Contains("BIES", pre) {
			// the column is not shown: a misaligned line may hold text
			return errors.New("the last column is not a tag: want O or B-, I-, E- or S- and a label of `meddeid labels`")
		}
	}
	if !c.inLine {
		c.startLine("", false)
	}
	var b int
	if c.given {
		i := strings.Index(c.line[c.at:], tok)
		if i < 0 {
			return errors.New("the token is not in the line's \"# text\" (at or after the previous token)")
		}
		b = c.base + c.at + i
		c.at += i + len(tok)
	} else {
		if c.text.Len() > c.base {
			c.text.WriteByte(' ')
		}
		b = c.text.Len()
		c.text.WriteString(tok)
	}
	c.toks = append(c.toks, Token{Begin: b, End: b + len(tok)})
	c.tags = append(c.tags, tag)
	return nil
}

// build makes the document: its text and the spans its tags decode to.
func (c *conllDoc) build(ts *TagSet) (*document.Document, error) {
	tags, err := ts.FromBIO(c.tags) // every tag was checked by add
	if err != nil {
		return nil, err
	}
	text := c.text.String()
	d := &document.Document{ID: c.id, Language: c.lang, Text: text}
	d.Spans = ts.Spans(text, c.toks, ts.Decode(tags), "gold")
	return d, nil
}
