package document

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// writeFile writes data to dir/name, gzip-compressing when name ends in .gz.
func writeFile(t testing.TB, dir, name, data string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	b := []byte(data)
	if strings.HasSuffix(name, ".gz") {
		var buf bytes.Buffer
		zw := gzip.NewWriter(&buf)
		zw.Write(b)
		zw.Close()
		b = buf.Bytes()
	}
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// readAll reads every document of path and returns them with the final
// error (nil at a clean end).
func readAll(t testing.TB, path string, opts Options) ([]*Document, *Input, error) {
	t.Helper()
	in, err := Open(path, opts)
	if err != nil {
		return nil, nil, err
	}
	defer in.Close()
	var docs []*Document
	for {
		d, err := in.Next()
		if errors.Is(err, io.EOF) {
			return docs, in, nil
		}
		if err != nil {
			return docs, in, err
		}
		docs = append(docs, d)
	}
}

type docSummary struct {
	ID, Text, Language, Metadata, Source string
	Line                                 int
}

func summarize(docs []*Document) []docSummary {
	out := []docSummary{}
	for _, d := range docs {
		out = append(out, docSummary{d.ID, d.Text, d.Language, string(d.Metadata), filepath.Base(d.Source), d.Line})
	}
	return out
}

func TestReadFormats(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, file, data string
		opts             Options
		want             []docSummary
	}{
		{"jsonl with blanks, CRLF and BOM", "a.jsonl",
			"\ufeff{\"document_id\":\"a1\",\"text\":\"één\"}\r\n\n   \n{\"text\":\"two\"}",
			Options{}, []docSummary{{"a1", "één", "", "", "a.jsonl", 1}, {"a-4", "two", "", "", "a.jsonl", 4}}},
		{"ndjson gz", "b.ndjson.gz", "{\"id\":\"b1\",\"text\":\"x\"}\n", Options{},
			[]docSummary{{"b1", "x", "", "", "b.ndjson.gz", 1}}},
		{"empty jsonl", "empty.jsonl", "", Options{}, []docSummary{}},
		{"only blank lines", "blank.jsonl", "\n\n \n", Options{}, []docSummary{}},
		{"txt", "Note 1.txt", "Patiënt\r\nregel 2\n", Options{},
			[]docSummary{{"Note 1", "Patiënt\r\nregel 2\n", "", "", "Note 1.txt", 1}}},
		{"txt gz", "n2.txt.gz", "gz text", Options{}, []docSummary{{"n2", "gz text", "", "", "n2.txt.gz", 1}}},
		{"csv quoted multi-line with metadata", "c.csv",
			"ward,document_id,text,language,date\r\n" +
				"3B,c1,\"Line one,\nline \"\"two\"\"\",nl-BE,2025-01-01\n" +
				"<4A>,,plain,,\n",
			Options{}, []docSummary{
				{"c1", "Line one,\nline \"two\"", "nl-BE", `{"ward":"3B","date":"2025-01-01"}`, "c.csv", 2},
				{"c-2", "plain", "", `{"ward":"<4A>","date":""}`, "c.csv", 4}}},
		{"csv id column fallback and custom text", "d.csv", "id,body\nx9,hello\n", Options{TextColumn: "body"},
			[]docSummary{{"x9", "hello", "", "", "d.csv", 2}}},
		{"csv explicit id column", "e.csv", "mrn,document_id,text\nm1,d1,t\n", Options{IDColumn: "mrn"},
			[]docSummary{{"m1", "t", "", `{"document_id":"d1"}`, "e.csv", 2}}},
		{"tsv with bare quotes", "f.tsv", "text\tdept\n5\" wound\tER\n\"quoted\ttab\"\tICU\n", Options{},
			[]docSummary{{"f-1", "5\" wound", "", `{"dept":"ER"}`, "f.tsv", 2}, {"f-2", "quoted\ttab", "", `{"dept":"ICU"}`, "f.tsv", 3}}},
		{"csv header only", "g.csv", "text,id\n", Options{}, []docSummary{}},
		{"csv empty", "h.csv", "", Options{}, []docSummary{}},
		{"csv bom gz", "i.csv.gz", "\ufefftext\nok\n", Options{}, []docSummary{{"i-1", "ok", "", "", "i.csv.gz", 2}}},
		{"format forced", "j.data", "{\"id\":\"j\",\"text\":\"t\"}\n", Options{Format: "ndjson"},
			[]docSummary{{"j", "t", "", "", "j.data", 1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := writeFile(t, dir, tt.file, tt.data)
			docs, in, err := readAll(t, p, tt.opts)
			if err != nil {
				t.Fatal(err)
			}
			if got := summarize(docs); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
			if in.RecordsRead() != len(tt.want) || in.RecordsRejected() != 0 {
				t.Errorf("counters %d/%d", in.RecordsRead(), in.RecordsRejected())
			}
		})
	}
}

func TestReadFatalErrors(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, file, data string
		opts             Options
		want             string
	}{
		{"csv without text column", "a.csv", "id,body\n1,x\n", Options{}, `no text column "text"`},
		{"csv missing id column", "b.csv", "text\nx\n", Options{IDColumn: "mrn"}, `no id column "mrn"`},
		{"csv duplicate column", "c.csv", "text,a,a\nx,1,2\n", Options{}, "duplicate column"},
		{"broken gzip", "d.jsonl.gz", "", Options{}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := writeFile(t, dir, tt.file, tt.data)
			if tt.name == "broken gzip" {
				os.WriteFile(p, []byte{0x1f, 0x8b, 8, 0, 1, 2}, 0o644)
			}
			_, _, err := readAll(t, p, tt.opts)
			if err == nil {
				t.Fatal("no error")
			}
			var ve *ValidationError
			if errors.As(err, &ve) {
				t.Errorf("fatal error %v should not be a ValidationError", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q lacks %q", err, tt.want)
			}
		})
	}
	if _, err := Open(filepath.Join(dir, "x.doc"), Options{}); err == nil {
		t.Error("unknown extension accepted")
	}
	if _, err := Open(dir, Options{Format: "xml"}); err == nil {
		t.Error("unknown format accepted")
	}
}

func TestReadDirectory(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "b.jsonl", "{\"id\":\"b\",\"text\":\"t\"}\n")
	writeFile(t, dir, "a/z.txt", "z")
	writeFile(t, dir, "a-c.txt.gz", "c")
	writeFile(t, dir, "a/sub/y.csv", "text\ny\n")
	writeFile(t, dir, "readme.md", "ignored")
	writeFile(t, dir, ".hidden.txt", "ignored")
	writeFile(t, dir, ".git/x.txt", "ignored")
	docs, _, err := readAll(t, dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, d := range docs {
		ids = append(ids, d.ID)
	}
	// sorted by full path: "a-c.txt.gz" < "a/sub/y.csv" < "a/z.txt" < "b.jsonl"
	want := []string{"a-c", "y-1", "z", "b"}
	if !reflect.DeepEqual(ids, want) {
		t.Errorf("ids %v, want %v", ids, want)
	}
	docs, _, err = readAll(t, dir, Options{Format: "txt"})
	if err != nil || len(docs) != 2 {
		t.Errorf("txt-only: %d docs, err %v", len(docs), err)
	}
}

func TestSkipInvalid(t *testing.T) {
	dir := t.TempDir()
	bad1 := `{"document_id":"d2","text":"Geheim","spans":[{"begin":0,"end":99,"label":"L"}]}`
	bad2 := `{"document_id":"d3","text":"Geheim`
	data := `{"document_id":"d1","text":"ok"}` + "\n" + bad1 + "\n\n" + bad2 + "\r\n" + `{"document_id":"d4","text":"ok"}` + "\n"
	p := writeFile(t, dir, "in.jsonl", data)

	var rejects bytes.Buffer
	docs, in, err := readAll(t, p, Options{SkipInvalid: true, Rejects: &rejects})
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 2 || docs[0].ID != "d1" || docs[1].ID != "d4" || docs[1].Line != 5 {
		t.Errorf("docs %+v", summarize(docs))
	}
	if got, want := rejects.String(), bad1+"\n"+bad2+"\n"; got != want {
		t.Errorf("rejects %q, want %q", got, want)
	}
	if in.RecordsRead() != 4 || in.RecordsRejected() != 2 {
		t.Errorf("read %d rejected %d", in.RecordsRead(), in.RecordsRejected())
	}

	// without SkipInvalid: the error, then reading goes on
	in, err = Open(p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	var seq []string
	for {
		d, err := in.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		var ve *ValidationError
		if errors.As(err, &ve) {
			seq = append(seq, "err:"+ve.Path()+":"+strconv.Itoa(ve.Line))
			if strings.Contains(err.Error(), "Geheim") {
				t.Errorf("error leaks text: %v", err)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		seq = append(seq, d.ID)
	}
	if want := []string{"d1", "err:spans[0].end:2", "err::4", "d4"}; !reflect.DeepEqual(seq, want) {
		t.Errorf("sequence %v, want %v", seq, want)
	}
}

func TestSkipInvalidCSVAndText(t *testing.T) {
	dir := t.TempDir()
	p := writeFile(t, dir, "r.csv", "text,ward\n\"ok\",1\nx\xff,2\ntoo,many,fields\n\"fine\",3\n")
	var rejects bytes.Buffer
	docs, in, err := readAll(t, p, Options{SkipInvalid: true, Rejects: &rejects})
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 2 || docs[0].Text != "ok" || docs[1].Text != "fine" || docs[1].ID != "r-4" {
		t.Errorf("docs %+v", summarize(docs))
	}
	if got, want := rejects.String(), "x\xff,2\ntoo,many,fields\n"; got != want {
		t.Errorf("rejects %q, want %q", got, want)
	}
	if in.RecordsRejected() != 2 {
		t.Errorf("rejected %d", in.RecordsRejected())
	}

	_, _, err = readAll(t, p, Options{})
	var ve *ValidationError
	if !errors.As(err, &ve) || ve.Field != "text" || ve.Line != 3 {
		t.Errorf("csv error %v", err)
	}

	tp := writeFile(t, dir, "bad.txt", "Geheim\xfe")
	_, _, err = readAll(t, tp, Options{})
	if !errors.As(err, &ve) || ve.Field != "text" || strings.Contains(err.Error(), "Geheim") {
		t.Errorf("txt error %v", err)
	}
}

func TestMaxRecordBytes(t *testing.T) {
	dir := t.TempDir()
	long := `{"document_id":"long","text":"` + strings.Repeat("a", 200_000) + `"}`
	p := writeFile(t, dir, "m.jsonl", `{"document_id":"s1","text":"x"}`+"\n"+long+"\n"+`{"document_id":"s2","text":"y"}`+"\n")
	var rejects bytes.Buffer
	docs, in, err := readAll(t, p, Options{MaxRecordBytes: 100_000, SkipInvalid: true, Rejects: &rejects})
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 2 || docs[1].ID != "s2" || docs[1].Line != 3 || in.RecordsRejected() != 1 || rejects.Len() != 0 {
		t.Errorf("docs %+v rejected %d rejects %d bytes", summarize(docs), in.RecordsRejected(), rejects.Len())
	}
	// within the limit the long line is read whole
	docs, _, err = readAll(t, p, Options{})
	if err != nil || len(docs) != 3 || len(docs[1].Text) != 200_000 {
		t.Errorf("got %d docs, err %v", len(docs), err)
	}
}

func TestFiftyMegabyteLine(t *testing.T) {
	if testing.Short() {
		t.Skip("large record")
	}
	const n = 50 << 20
	var b strings.Builder
	b.Grow(n + 200)
	b.WriteString(`{"document_id":"big","text":"`)
	unit := "Patiënt Jan Peeters 😀 gezien. "
	for b.Len() < n {
		b.WriteString(unit)
	}
	b.WriteString(`","spans":[{"begin":8,"end":19,"label":"Name:Patient","text":"Jan Peeters"}]}`)
	line := b.String()
	dir := t.TempDir()
	p := writeFile(t, dir, "big.jsonl", "{\"id\":\"small\",\"text\":\"x\"}\n"+line+"\n")
	docs, _, err := readAll(t, p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 2 || docs[1].ID != "big" || len(docs[1].Text) < n-100 {
		t.Fatalf("got %d docs", len(docs))
	}
	sp := docs[1].Spans[0]
	if docs[1].Text[sp.Begin:sp.End] != "Jan Peeters" {
		t.Errorf("span bytes [%d,%d)", sp.Begin, sp.End)
	}
	out, err := Encode(docs[1])
	if err != nil || string(out) != line {
		t.Errorf("round trip of the big record differs (err %v)", err)
	}
}

func TestNewInput(t *testing.T) {
	in, err := NewInput(strings.NewReader("text\nhello\n"), "upload.csv", Options{})
	if err != nil {
		t.Fatal(err)
	}
	d, err := in.Next()
	if err != nil || d.ID != "upload-1" || d.Text != "hello" {
		t.Fatalf("doc %+v err %v", d, err)
	}
	if _, err := in.Next(); !errors.Is(err, io.EOF) {
		t.Errorf("want EOF, got %v", err)
	}
	// no extension: JSONL; gzip sniffed from the bytes
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte(`{"text":"t"}`))
	zw.Close()
	in, _ = NewInput(&buf, "stdin", Options{})
	d, err = in.Next()
	if err != nil || d.ID != "stdin-1" {
		t.Fatalf("doc %+v err %v", d, err)
	}
	in.Close()
	if _, err := in.Next(); err == nil {
		t.Error("Next after Close succeeded")
	}
}

func TestReadAll(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.jsonl")
	if err := os.WriteFile(p, []byte(`{"document_id":"a","text":"é x"}`+"\n"+`{"document_id":"b","text":"y"}`+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	docs, err := ReadAll(p, Options{})
	if err != nil || len(docs) != 2 || docs[0].ID != "a" || docs[1].Text != "y" {
		t.Fatalf("ReadAll = %v, %v", docs, err)
	}
	if err := os.WriteFile(p, []byte(`{"document_id":"a","text":"ok"}`+"\n{bad\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	var ve *ValidationError
	if _, err := ReadAll(p, Options{}); !errors.As(err, &ve) || ve.Line != 2 {
		t.Fatalf("invalid line: err = %v", err)
	}
	if _, err := ReadAll(filepath.Join(dir, "missing.jsonl"), Options{}); err == nil {
		t.Fatal("missing file: want error")
	}
}

func TestReadFiles(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.jsonl")
	b := filepath.Join(dir, "b.jsonl")
	if err := os.WriteFile(a, []byte(`{"document_id":"a1","text":"x"}`+"\n"+`{"document_id":"a2","text":"y"}`+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(b, []byte(`{"document_id":"b1","text":"z"}`+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	docs, err := ReadFiles([]string{b, a}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, d := range docs {
		ids = append(ids, d.ID)
	}
	if got := strings.Join(ids, ","); got != "b1,a1,a2" {
		t.Errorf("ids %s, want b1,a1,a2 (files in the order given)", got)
	}
	if _, err := ReadFiles([]string{a, filepath.Join(dir, "missing.jsonl")}, Options{}); err == nil {
		t.Error("no error for a missing file")
	}
}
