package document

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
)

// readLines returns the non-empty lines of a testdata file.
func readLines(t testing.TB, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if sc.Text() != "" {
			out = append(out, sc.Text())
		}
	}
	return out
}

// TestMultilingualRoundTrip uses records written by Python (json.dumps,
// code-point offsets from str.index) to check that the code-point offsets
// land on the right bytes and that Encode reproduces the records exactly.
func TestMultilingualRoundTrip(t *testing.T) {
	want := map[string][]string{
		"ml-nl":    {"Jan Peeters", "°02/03/1950", "Emma Claes"},
		"ml-de":    {"Jürgen Weiß", "01.02.1960", "Großen Straße 5"},
		"ml-tr":    {"Ayşe Doğan", "12 Ağustos 2024", "İzmir"},
		"ml-vi":    {"Nguyễn Văn Hùng", "05/06/1971", "Bạch Mai"},
		"ml-th":    {"สมชาย ใจดี", "45 ปี", "โรงพยาบาลศิริราช"},
		"ml-zh":    {"王小明", "1980年3月5日", "北京市朝阳区"},
		"ml-ja":    {"山田太郎", "03-1234-5678"},
		"ml-emoji": {"Zoë 😀 Smith", "𝔘𝔷𝔞"},
		"ml-html":  {"Jan", `"Co"`},
	}
	lines := readLines(t, "testdata/multilingual.jsonl")
	if len(lines) != len(want) {
		t.Fatalf("got %d lines, want %d", len(lines), len(want))
	}
	for i, line := range lines {
		d, err := Decode([]byte(line), "multilingual.jsonl", i+1)
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		subs, ok := want[d.ID]
		if !ok {
			t.Fatalf("line %d: unexpected id %q", i+1, d.ID)
		}
		if len(d.Spans) != len(subs) {
			t.Fatalf("%s: %d spans, want %d", d.ID, len(d.Spans), len(subs))
		}
		built := &Document{ID: d.ID, Text: d.Text, Language: d.Language}
		for j, sub := range subs {
			sp := d.Spans[j]
			if got := d.Text[sp.Begin:sp.End]; got != sub {
				t.Errorf("%s span %d: bytes [%d,%d) = %q, want %q", d.ID, j, sp.Begin, sp.End, got, sub)
			}
			if b := strings.Index(d.Text, sub); b != sp.Begin {
				t.Errorf("%s span %d: byte begin %d, want %d", d.ID, j, sp.Begin, b)
			}
			b := strings.Index(d.Text, sub)
			built.Spans = append(built.Spans, Span{Begin: b, End: b + len(sub), Label: sp.Label})
		}
		out, err := Encode(d)
		if err != nil {
			t.Fatalf("%s: encode: %v", d.ID, err)
		}
		if string(out) != line {
			t.Errorf("%s: round trip differs\n got %s\nwant %s", d.ID, out, line)
		}
		// a document built in memory from byte offsets encodes to the
		// Python record: byte -> code point is right too
		out, err = Encode(built)
		if err != nil {
			t.Fatalf("%s: encode built: %v", d.ID, err)
		}
		if string(out) != line {
			t.Errorf("%s: built record differs\n got %s\nwant %s", d.ID, out, line)
		}
	}
}

func TestEncodeCanonicalFull(t *testing.T) {
	// every field, in canonical order, with extras at each level
	line := `{"document_id":"uza-0001","text":"Patiënt Jan Peeters (°02/03/1950) <ok> & 😀.","language":"nl-BE",` +
		`"metadata":{"patient":{"given_name":"Jan"},"n":[1,2]},` +
		`"spans":[{"begin":8,"end":19,"label":"Name:Patient","text":"Jan Peeters","score":0.875,"replacement":"Piet Janssens","source":"lexicon",` +
		`"subannotations":[{"begin":8,"end":11,"category":"givenName","conf":1},{"begin":11,"end":12,"category":"formatting"},{"begin":12,"end":19,"category":"familyName"}],` +
		`"a_note":"x","z_flag":true},` +
		`{"begin":21,"end":32,"label":"Age_Birthdate","text":"°02/03/1950","score":1e-7}],` +
		`"deid_text":"Patiënt [NAME] <ok>","report":{"changed":2},"hospital_field":{"ward":"3B"},"zz":null}`
	d, err := Decode([]byte(line), "in.jsonl", 1)
	if err != nil {
		t.Fatal(err)
	}
	if d.Language != "nl-BE" || d.DeidText == nil || *d.DeidText != "Patiënt [NAME] <ok>" {
		t.Errorf("fields: %+v", d)
	}
	if string(d.Metadata) != `{"patient":{"given_name":"Jan"},"n":[1,2]}` || string(d.Report) != `{"changed":2}` {
		t.Errorf("raw fields: %s %s", d.Metadata, d.Report)
	}
	sp := d.Spans[0]
	if sp.Score == nil || *sp.Score != 0.875 || sp.Replacement == nil || *sp.Replacement != "Piet Janssens" || sp.Source != "lexicon" {
		t.Errorf("span fields: %+v", sp)
	}
	if got := d.Text[sp.Subannotations[2].Begin:sp.Subannotations[2].End]; got != "Peeters" {
		t.Errorf("subannotation = %q", got)
	}
	if string(sp.Subannotations[0].Extra["conf"]) != "1" || string(sp.Extra["z_flag"]) != "true" {
		t.Errorf("span extras: %v %v", sp.Subannotations[0].Extra, sp.Extra)
	}
	if string(d.Extra["hospital_field"]) != `{"ward":"3B"}` || string(d.Extra["zz"]) != "null" {
		t.Errorf("extras: %v", d.Extra)
	}
	out, err := Encode(d)
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != line {
		t.Errorf("round trip differs\n got %s\nwant %s", out, line)
	}
}

func TestEncodeMinimal(t *testing.T) {
	tests := []struct {
		name string
		doc  Document
		want string
	}{
		{"no spans", Document{ID: "a", Text: "x"}, `{"document_id":"a","text":"x","spans":[]}`},
		{"html not escaped", Document{ID: "<&>", Text: "a<b>&c"}, `{"document_id":"<&>","text":"a<b>&c","spans":[]}`},
		{"control chars", Document{ID: "c", Text: "a\"\\\n\r\t\b\f\x01\x1f\x7f"},
			`{"document_id":"c","text":"a\"\\\n\r\t\b\f\u0001\u001f` + "\x7f" + `","spans":[]}`},
		{"multi-line raw compacted", Document{ID: "m", Text: "", Metadata: json.RawMessage("{\n \"a\": 1\n}")},
			`{"document_id":"m","text":"","metadata":{"a":1},"spans":[]}`},
		{"span text from document", Document{ID: "s", Text: "één twee", Spans: []Span{{Begin: 6, End: 10, Label: "L", Text: "stale"}}},
			`{"document_id":"s","text":"één twee","spans":[{"begin":4,"end":8,"label":"L","text":"twee"}]}`},
		{"empty deid text", Document{ID: "e", Text: "t", DeidText: new(string)}, `{"document_id":"e","text":"t","spans":[],"deid_text":""}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Encode(&tt.doc)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestEncodeErrors(t *testing.T) {
	nan := 0.0
	nan = nan / nan
	tests := []struct {
		name string
		doc  Document
		want string
	}{
		{"range", Document{ID: "d1", Text: "abc", Spans: []Span{{Begin: 2, End: 9, Label: "L"}}}, "spans[0]"},
		{"mid-character", Document{ID: "d2", Text: "é", Spans: []Span{{Begin: 1, End: 2, Label: "L"}}}, "boundaries"},
		{"invalid utf8", Document{ID: "d3", Text: "a\xffb"}, "text: invalid UTF-8"},
		{"nan score", Document{ID: "d4", Text: "ab", Spans: []Span{{Begin: 0, End: 1, Label: "L", Score: &nan}}}, "score"},
		{"reserved extra", Document{ID: "d5", Text: "ab", Extra: map[string]json.RawMessage{"text": json.RawMessage(`"x"`)}}, "repeats"},
		{"bad raw", Document{ID: "d6", Text: "ab", Metadata: json.RawMessage(`{bad`)}, "metadata"},
		{"sub range", Document{ID: "d7", Text: "ab", Spans: []Span{{Begin: 0, End: 1, Label: "L",
			Subannotations: []Subannotation{{Begin: 0, End: 5, Category: "x"}}}}}, "subannotations[0]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Encode(&tt.doc)
			if err == nil {
				t.Fatal("no error")
			}
			if !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), tt.doc.ID) {
				t.Errorf("error %q does not name %q and the document", err, tt.want)
			}
		})
	}
}

func TestDecodeAliases(t *testing.T) {
	tests := []struct {
		name   string
		line   string
		id     string
		begins []int
		extra  []string
		out    string
	}{
		{"doc_id", `{"doc_id":"d1","text":"abc"}`, "d1", nil, nil, `{"document_id":"d1","text":"abc","spans":[]}`},
		{"id", `{"id":"d2","text":"abc"}`, "d2", nil, nil, `{"document_id":"d2","text":"abc","spans":[]}`},
		{"numeric id", `{"id":17,"text":"abc"}`, "17", nil, nil, `{"document_id":"17","text":"abc","spans":[]}`},
		{"document_id wins, alias kept", `{"id":"x","document_id":"d3","text":"abc"}`, "d3", nil, []string{"id"},
			`{"document_id":"d3","text":"abc","spans":[],"id":"x"}`},
		{"null document_id", `{"document_id":null,"doc_id":"d4","text":"abc"}`, "d4", nil, nil,
			`{"document_id":"d4","text":"abc","spans":[]}`},
		{"generated id", `{"text":"abc"}`, "notes-7", nil, nil, `{"document_id":"notes-7","text":"abc","spans":[]}`},
		{"empty id generated", `{"document_id":"","text":"abc"}`, "notes-7", nil, nil, `{"document_id":"notes-7","text":"abc","spans":[]}`},
		{"start", `{"document_id":"d5","text":"abcé","spans":[{"start":1,"end":4,"label":"L"}]}`, "d5", []int{1}, nil,
			`{"document_id":"d5","text":"abcé","spans":[{"begin":1,"end":4,"label":"L","text":"bcé"}]}`},
		{"sub start", `{"document_id":"d6","text":"abcd","spans":[{"begin":0,"end":4,"label":"L","subannotations":[{"start":1,"end":2,"category":"c"}]}]}`,
			"d6", []int{0}, nil,
			`{"document_id":"d6","text":"abcd","spans":[{"begin":0,"end":4,"label":"L","text":"abcd","subannotations":[{"begin":1,"end":2,"category":"c"}]}]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Decode([]byte(tt.line), "dir/notes.jsonl.gz", 7)
			if err != nil {
				t.Fatal(err)
			}
			if d.ID != tt.id {
				t.Errorf("id = %q, want %q", d.ID, tt.id)
			}
			for i, b := range tt.begins {
				if d.Spans[i].Begin != b {
					t.Errorf("span %d begin = %d, want %d", i, d.Spans[i].Begin, b)
				}
			}
			for _, k := range tt.extra {
				if _, ok := d.Extra[k]; !ok {
					t.Errorf("extra %q lost", k)
				}
			}
			out, err := Encode(d)
			if err != nil {
				t.Fatal(err)
			}
			if string(out) != tt.out {
				t.Errorf("got  %s\nwant %s", out, tt.out)
			}
		})
	}
}

func TestDecodeFillsAndTolerates(t *testing.T) {
	line := "\ufeff" + `{"document_id":"t","text":"x\u00e9y","language":null,"spans":null,"deid_text":null,"metadata":null}`
	d, err := Decode([]byte(line), "a.jsonl", 1)
	if err != nil {
		t.Fatal(err)
	}
	if d.Text != "xéy" || d.Language != "" || d.Spans != nil || d.DeidText != nil || string(d.Metadata) != "null" {
		t.Errorf("decoded %+v", d)
	}
	// span text absent: filled from the document
	d, err = Decode([]byte(`{"document_id":"t","text":"ağb","spans":[{"begin":1,"end":2,"label":"L"}]}`), "a.jsonl", 1)
	if err != nil {
		t.Fatal(err)
	}
	if d.Spans[0].Text != "ğ" || d.Spans[0].Begin != 1 || d.Spans[0].End != 3 {
		t.Errorf("span %+v", d.Spans[0])
	}
}

// secret is the span/note text that must never reach an error message.
const secret = "Geheim"

func TestValidationErrors(t *testing.T) {
	tests := []struct {
		name  string
		line  string
		id    string // "" when no document is named
		span  int
		sub   int
		field string
		want  string // substring of the message
	}{
		{"invalid json", `{"document_id":"d","text":"Geheim`, "", -1, -1, "", "invalid JSON (syntax error at byte offset"},
		{"trailing garbage", `{"text":"Geheim"} Geheim`, "", -1, -1, "", "syntax error at byte offset 19)"},
		{"offset counts leading space", `  {"text":x}`, "", -1, -1, "", "syntax error at byte offset 11)"},
		{"not object", `["Geheim"]`, "", -1, -1, "", "not a JSON object"},
		{"null record", `null`, "", -1, -1, "", "not a JSON object"},
		{"missing text", `{"document_id":"d1"}`, "d1", -1, -1, "text", "text: missing"},
		{"null text", `{"document_id":"d1","text":null}`, "d1", -1, -1, "text", "missing"},
		{"text not string", `{"document_id":"d1","text":["Geheim"]}`, "d1", -1, -1, "text", "must be a string"},
		{"id not string", `{"document_id":{"x":"Geheim"},"text":"Geheim"}`, "", -1, -1, "document_id", "must be a string"},
		{"text invalid utf8", "{\"document_id\":\"d1\",\"text\":\"Geheim\xff\"}", "d1", -1, -1, "text", "invalid UTF-8"},
		{"span text invalid utf8", "{\"document_id\":\"d1\",\"text\":\"Geheim\",\"spans\":[{\"begin\":0,\"end\":6,\"label\":\"L\",\"text\":\"Gehei\xffm\"}]}",
			"d1", 0, -1, "text", "invalid UTF-8"},
		{"metadata invalid utf8", "{\"document_id\":\"d1\",\"text\":\"Geheim\",\"metadata\":{\"a\":\"\xfe\"}}", "d1", -1, -1, "metadata", "invalid UTF-8"},
		{"key invalid utf8", "{\"document_id\":\"d1\",\"text\":\"Geheim\",\"\xfe\":1}", "d1", -1, -1, "", "invalid UTF-8"},
		{"language type", `{"document_id":"d1","text":"Geheim","language":5}`, "d1", -1, -1, "language", "must be a string"},
		{"spans type", `{"document_id":"d1","text":"Geheim","spans":{}}`, "d1", -1, -1, "spans", "must be an array"},
		{"span not object", `{"document_id":"d1","text":"Geheim","spans":[1]}`, "d1", 0, -1, "", "must be an object"},
		{"begin negative", `{"document_id":"d1","text":"Geheim","spans":[{"begin":-1,"end":2,"label":"L"}]}`, "d1", 0, -1, "begin",
			"spans[0].begin: offset -1 out of range (text has 6 code points)"},
		{"end out of range", `{"document_id":"uza-1","text":"Geheimé","spans":[{"begin":0,"end":1,"label":"L"},{"begin":0,"end":900,"label":"L"}]}`,
			"uza-1", 1, -1, "end", `in.jsonl:12: document "uza-1": spans[1].end: offset 900 out of range (text has 7 code points)`},
		{"begin after end", `{"document_id":"d1","text":"Geheim","spans":[{"begin":4,"end":2,"label":"L"}]}`, "d1", 0, -1, "", "begin 4 is after end 2"},
		{"start after end", `{"document_id":"d1","text":"Geheim","spans":[{"start":4,"end":2,"label":"L"}]}`, "d1", 0, -1, "", "start 4 is after end 2"},
		{"begin float", `{"document_id":"d1","text":"Geheim","spans":[{"begin":1.5,"end":2,"label":"L"}]}`, "d1", 0, -1, "begin", "must be an integer"},
		{"begin string", `{"document_id":"d1","text":"Geheim","spans":[{"begin":"1","end":2,"label":"L"}]}`, "d1", 0, -1, "begin", "must be an integer"},
		{"begin missing", `{"document_id":"d1","text":"Geheim","spans":[{"end":2,"label":"L"}]}`, "d1", 0, -1, "begin", "missing"},
		{"end missing", `{"document_id":"d1","text":"Geheim","spans":[{"begin":2,"label":"L"}]}`, "d1", 0, -1, "end", "missing"},
		{"label missing", `{"document_id":"d1","text":"Geheim","spans":[{"begin":0,"end":2}]}`, "d1", 0, -1, "label", "missing"},
		{"score type", `{"document_id":"d1","text":"Geheim","spans":[{"begin":0,"end":2,"label":"L","score":"high"}]}`, "d1", 0, -1, "score", "must be a number"},
		{"score range", `{"document_id":"d1","text":"Geheim","spans":[{"begin":0,"end":2,"label":"L","score":1e999}]}`, "d1", 0, -1, "score", "out of range"},
		{"span text mismatch", `{"document_id":"d1","text":"Geheim Geheim","spans":[{"begin":0,"end":6,"label":"L"},{"begin":1,"end":7,"label":"L","text":"Geheim"}]}`,
			"d1", 1, -1, "text", "spans[1].text: does not match the document text at [1,7)"},
		{"span text mismatch accents", `{"document_id":"d1","text":"Geheimé x","spans":[{"begin":1,"end":7,"label":"L","text":"eheime"}]}`,
			"d1", 0, -1, "text", "does not match"},
		{"sub outside span", `{"document_id":"d1","text":"Geheim Geheim","spans":[{"begin":0,"end":6,"label":"L","subannotations":[{"begin":0,"end":2,"category":"c"},{"begin":4,"end":8,"category":"c"}]}]}`,
			"d1", 0, 1, "", "spans[0].subannotations[1]: range [4,8) outside its span [0,6)"},
		{"sub out of text", `{"document_id":"d1","text":"Geheim","spans":[{"begin":0,"end":6,"label":"L","subannotations":[{"begin":0,"end":20,"category":"c"}]}]}`,
			"d1", 0, 0, "end", "out of range"},
		{"sub overlap", `{"document_id":"d1","text":"Geheim","spans":[{"begin":0,"end":6,"label":"L","subannotations":[{"begin":3,"end":6,"category":"c"},{"begin":0,"end":4,"category":"c"}]}]}`,
			"d1", 0, 1, "", "spans[0].subannotations[1]: overlaps subannotations[0]"},
		{"sub overlap across empty", `{"document_id":"d1","text":"Geheim","spans":[{"begin":0,"end":6,"label":"L","subannotations":[{"begin":0,"end":5,"category":"c"},{"begin":2,"end":2,"category":"c"},{"begin":4,"end":6,"category":"c"}]}]}`,
			"d1", 0, 2, "", "overlaps subannotations[0]"},
		{"sub category missing", `{"document_id":"d1","text":"Geheim","spans":[{"begin":0,"end":6,"label":"L","subannotations":[{"begin":0,"end":2}]}]}`,
			"d1", 0, 0, "category", "missing"},
		{"subs not array", `{"document_id":"d1","text":"Geheim","spans":[{"begin":0,"end":6,"label":"L","subannotations":{}}]}`,
			"d1", 0, -1, "subannotations", "must be an array"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Decode([]byte(tt.line), "in.jsonl", 12)
			var ve *ValidationError
			if !errors.As(err, &ve) {
				t.Fatalf("error %v is not a *ValidationError", err)
			}
			if ve.File != "in.jsonl" || ve.Line != 12 || ve.DocumentID != tt.id || ve.Span != tt.span || ve.Sub != tt.sub || ve.Field != tt.field {
				t.Errorf("got File=%q Line=%d Doc=%q Span=%d Sub=%d Field=%q", ve.File, ve.Line, ve.DocumentID, ve.Span, ve.Sub, ve.Field)
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, "in.jsonl:12: ") {
				t.Errorf("message %q lacks file:line", msg)
			}
			if tt.id != "" && !strings.Contains(msg, `document "`+tt.id+`"`) {
				t.Errorf("message %q lacks the document", msg)
			}
			if !strings.Contains(msg, tt.want) {
				t.Errorf("message %q lacks %q", msg, tt.want)
			}
			if strings.Contains(msg, secret) || strings.Contains(msg, "eheim") {
				t.Errorf("message %q leaks text", msg)
			}
		})
	}
}

func TestUnknownFieldsPreserved(t *testing.T) {
	line := `{"Text":"not the text","document_id":"u","text":"abc","ward":{"bed":3},` +
		`"spans":[{"begin":0,"end":1,"label":"L","annotator":"A7","start":9,` +
		`"subannotations":[{"begin":0,"end":1,"category":"c","note":[1,"two"]}]}],"_priority":1}`
	d, err := Decode([]byte(line), "x.jsonl", 1)
	if err != nil {
		t.Fatal(err)
	}
	wantTop := map[string]string{"Text": `"not the text"`, "ward": `{"bed":3}`, "_priority": "1"}
	wantSpan := map[string]string{"annotator": `"A7"`, "start": "9"}
	wantSub := map[string]string{"note": `[1,"two"]`}
	check := func(what string, got map[string]json.RawMessage, want map[string]string) {
		t.Helper()
		g := map[string]string{}
		for k, v := range got {
			g[k] = string(v)
		}
		if !reflect.DeepEqual(g, want) {
			t.Errorf("%s extras = %v, want %v", what, g, want)
		}
	}
	check("top", d.Extra, wantTop)
	check("span", d.Spans[0].Extra, wantSpan)
	check("sub", d.Spans[0].Subannotations[0].Extra, wantSub)
	out, err := Encode(d)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"document_id":"u","text":"abc","spans":[{"begin":0,"end":1,"label":"L","text":"a",` +
		`"subannotations":[{"begin":0,"end":1,"category":"c","note":[1,"two"]}],"annotator":"A7","start":9}],` +
		`"Text":"not the text","_priority":1,"ward":{"bed":3}}`
	if string(out) != want {
		t.Errorf("got  %s\nwant %s", out, want)
	}
}

func TestValidationErrorFormat(t *testing.T) {
	tests := []struct {
		e    ValidationError
		want string
	}{
		{ValidationError{File: "input.jsonl", Line: 12, DocumentID: "uza-1", Span: 3, Sub: -1, Field: "end",
			Reason: "offset 900 out of range (text has 850 code points)"},
			`input.jsonl:12: document "uza-1": spans[3].end: offset 900 out of range (text has 850 code points)`},
		{ValidationError{File: "a.csv", Span: -1, Sub: -1, Reason: "r"}, "a.csv: r"},
		{ValidationError{Line: 3, Span: 0, Sub: 2, Reason: "r"}, "line 3: spans[0].subannotations[2]: r"},
		{ValidationError{File: "f", Line: 1, DocumentID: strings.Repeat("x", 200), Span: -1, Sub: -1, Field: "text", Reason: "r"},
			`f:1: document "` + strings.Repeat("x", 80) + `...": text: r`},
	}
	for _, tt := range tests {
		if got := tt.e.Error(); got != tt.want {
			t.Errorf("got  %s\nwant %s", got, tt.want)
		}
	}
}
