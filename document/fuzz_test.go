package document

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// decodeSeeds are the FuzzDecode corpus: valid records of every shape and
// near misses.
var decodeSeeds = []string{
	`{"document_id":"a","text":"abc","spans":[]}`,
	`{"id":5,"text":"Patiënt Jan","spans":[{"start":8,"end":11,"label":"Name:Patient","score":0.5,"x":[1]}]}`,
	`{"doc_id":"d","text":"😀 Zoë","language":"nl","metadata":{"a":"<b>"},"spans":[{"begin":2,"end":5,"label":"L","text":"Zoë","replacement":"X","source":"s","subannotations":[{"begin":2,"end":4,"category":"givenName","k":null}]}],"deid_text":"😀 X","report":[1],"zz":{}}`,
	`{"text":"a\u0000\n\"\\\ud83d\ude00\ud800"}`,
	`{"text":"ab","spans":[{"begin":0,"end":2,"label":"L","subannotations":[{"begin":0,"end":1,"category":"c"},{"begin":1,"end":2,"category":"d"}]}]}`,
	`{"text":"ab","spans":[{"begin":0,"end":3,"label":"L"}]}`,
	`{"text":"ab","spans":[{"begin":0,"end":1,"label":"L","text":"b"}]}`,
	`{"text":"x", "a": {"b" :` + "\n" + ` 1}}`,
	`{"text":"x","spans":[{"begin":0,"start":1,"end":1,"label":"L"}]}`,
	`{"document_id":null,"id":"i","doc_id":null,"text":""}`,
	"{\"text\":\"\xff\"}",
	`[]`, `null`, `{`, `{"text":1}`, ``,
}

func FuzzDecode(f *testing.F) {
	for _, s := range decodeSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		d, err := Decode(line, "fuzz.jsonl", 3)
		if err != nil {
			var ve *ValidationError
			if !errors.As(err, &ve) {
				t.Fatalf("error %v is not a ValidationError", err)
			}
			return
		}
		out, err := Encode(d)
		if err != nil {
			t.Fatalf("decoded record does not encode: %v", err)
		}
		if bytes.ContainsAny(out, "\n\r") {
			t.Fatalf("encoded record spans lines: %q", out)
		}
		d2, err := Decode(out, "fuzz.jsonl", 3)
		if err != nil {
			t.Fatalf("encoded record does not decode: %v\n%s", err, out)
		}
		if d.ID != d2.ID || d.Text != d2.Text || d.Language != d2.Language || len(d.Spans) != len(d2.Spans) {
			t.Fatalf("document changed:\n%+v\n%+v", d, d2)
		}
		for i := range d.Spans {
			a, b := d.Spans[i], d2.Spans[i]
			if a.Begin != b.Begin || a.End != b.End || a.Label != b.Label || a.Text != b.Text ||
				len(a.Subannotations) != len(b.Subannotations) || len(a.Extra) != len(b.Extra) {
				t.Fatalf("span %d changed: %+v -> %+v", i, a, b)
			}
			for j := range a.Subannotations {
				if a.Subannotations[j].Begin != b.Subannotations[j].Begin || a.Subannotations[j].End != b.Subannotations[j].End {
					t.Fatalf("subannotation %d.%d changed", i, j)
				}
			}
		}
		if !reflect.DeepEqual(keys(d.Extra), keys(d2.Extra)) {
			t.Fatalf("extras changed: %v -> %v", keys(d.Extra), keys(d2.Extra))
		}
		out2, err := Encode(d2)
		if err != nil || !bytes.Equal(out, out2) {
			t.Fatalf("encoding not stable (err %v):\n%s\n%s", err, out, out2)
		}
	})
}

func keys(m map[string]json.RawMessage) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func FuzzCSV(f *testing.F) {
	seeds := []struct {
		data string
		tsv  bool
	}{
		{"text,id\nhello,1\n", false},
		{"document_id,text,language,ward\n\"a\",\"multi\nline \"\"q\"\"\",nl,3\n", false},
		{"\ufefftext\n\"unterminated\n", false},
		{"text\tdept\n5\" wound\tER\n", true},
		{"a,b\n1,2\n", false},
		{"text,text\nx,y\n", false},
		{"text\n\xff\n", false},
		{"", true},
		{"text,x\n1\n1,2,3\n", false},
	}
	for _, s := range seeds {
		f.Add([]byte(s.data), s.tsv)
	}
	f.Fuzz(func(t *testing.T, data []byte, tsv bool) {
		name := "fuzz.csv"
		if tsv {
			name = "fuzz.tsv"
		}
		for _, skip := range []bool{false, true} {
			in, err := NewInput(bytes.NewReader(data), name, Options{SkipInvalid: skip, Rejects: io.Discard})
			if err != nil {
				t.Fatal(err)
			}
			for n := 0; n <= len(data)+2; n++ {
				d, err := in.Next()
				if errors.Is(err, io.EOF) {
					break
				}
				var ve *ValidationError
				if errors.As(err, &ve) {
					if skip {
						t.Fatalf("ValidationError with SkipInvalid: %v", err)
					}
					continue
				}
				if err != nil {
					break // fatal: bad header
				}
				if d.Metadata != nil && !json.Valid(d.Metadata) {
					t.Fatalf("invalid metadata %q", d.Metadata)
				}
				if _, err := Encode(d); err != nil {
					t.Fatalf("document from CSV does not encode: %v", err)
				}
			}
			in.Close()
		}
	})
}

// benchRecord builds a realistic annotated record of about 4 KB.
func benchRecord() []byte {
	var text strings.Builder
	d := &Document{ID: "bench-0001", Language: "nl-BE", Metadata: json.RawMessage(`{"patient":{"given_name":"Jan","family_name":"Peeters"},"document_creation_date":"2025-01-15"}`)}
	sentence := "Patiënt Jan Peeters (°02/03/1950) werd op 14/01/2025 gezien door Dr. Emma Claes op de afdeling cardiologie. "
	for i := 0; i < 36; i++ {
		base := text.Len()
		text.WriteString(sentence)
		name := strings.Index(sentence, "Jan Peeters")
		date := strings.Index(sentence, "14/01/2025")
		d.Spans = append(d.Spans,
			Span{Begin: base + name, End: base + name + len("Jan Peeters"), Label: "Name:Patient",
				Subannotations: []Subannotation{
					{Begin: base + name, End: base + name + 3, Category: "givenName"},
					{Begin: base + name + 3, End: base + name + 4, Category: "formatting"},
					{Begin: base + name + 4, End: base + name + 11, Category: "familyName"}}},
			Span{Begin: base + date, End: base + date + 10, Label: "Date"})
	}
	d.Text = text.String()
	out, err := Encode(d)
	if err != nil {
		panic(err)
	}
	return out
}

func BenchmarkDecode(b *testing.B) {
	line := benchRecord()
	b.SetBytes(int64(len(line)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Decode(line, "bench.jsonl", 1); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEncode(b *testing.B) {
	line := benchRecord()
	d, err := Decode(line, "bench.jsonl", 1)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(line)))
	b.ReportAllocs()
	var buf []byte
	for b.Loop() {
		if buf, err = appendDocument(buf[:0], d); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReadJSONL(b *testing.B) {
	line := benchRecord()
	var data bytes.Buffer
	for i := 0; i < 200; i++ {
		data.Write(line)
		data.WriteByte('\n')
	}
	p := b.TempDir() + "/bench.jsonl"
	if err := os.WriteFile(p, data.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(data.Len()))
	for b.Loop() {
		in, err := Open(p, Options{})
		if err != nil {
			b.Fatal(err)
		}
		for {
			if _, err := in.Next(); err != nil {
				if errors.Is(err, io.EOF) {
					break
				}
				b.Fatal(err)
			}
		}
		in.Close()
	}
}
