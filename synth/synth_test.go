package synth

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lexicon"
)

var (
	lxOnce sync.Once
	lx     *lexicon.Lexicon
)

func testLexicon(t testing.TB) *lexicon.Lexicon {
	lxOnce.Do(func() {
		var err error
		if lx, err = lexicon.Load(); err != nil {
			t.Fatal(err)
		}
	})
	return lx
}

// generate runs the generator and returns the encoded JSONL and report.
func generate(t testing.TB, cfg Config) ([]byte, *Report) {
	t.Helper()
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	rep, err := g.Run(func(d *document.Document, ci int) error {
		b, err := document.Encode(d)
		if err != nil {
			return err
		}
		buf.Write(b)
		buf.WriteByte('\n')
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), rep
}

func TestDeterministic(t *testing.T) {
	cfg := Config{Lang: "nl-BE", Count: 300, Seed: 42, Lexicon: testLexicon(t)}
	a, _ := generate(t, cfg)
	b, _ := generate(t, cfg)
	if !bytes.Equal(a, b) {
		t.Fatal("same seed gave different output")
	}
	cfg.Seed = 43
	c, _ := generate(t, cfg)
	if bytes.Equal(a, c) {
		t.Fatal("different seeds gave the same output")
	}
}

// TestEveryLanguage generates notes of every type in every language and
// checks that the written records decode (offsets converted, span text
// checked by the document reader), that sub-annotations tile, that the
// gates drop few documents, and that every label appears.
func TestEveryLanguage(t *testing.T) {
	for _, l := range Languages() {
		t.Run(l, func(t *testing.T) {
			out, rep := generate(t, Config{Lang: l, Count: 600, Seed: 7, Lexicon: testLexicon(t)})
			if rep.Written != 600 {
				t.Fatalf("written %d", rep.Written)
			}
			if rep.Dropped*20 > rep.Checked {
				t.Errorf("gates dropped %d of %d: %v", rep.Dropped, rep.Checked, rep.GateFailures)
			}
			if m := rep.MissingLabels(); len(m) > 0 {
				t.Errorf("labels never written: %v", m)
			}
			if len(rep.NoteTypes) != len(AllTypes()) {
				t.Errorf("note types %v", rep.NoteTypes)
			}
			if n := rep.DistinctFormats("date:"); n < 25 {
				t.Errorf("%d date formats", n)
			}
			if n := rep.DistinctFormats("name:"); n < 8 {
				t.Errorf("%d name formats", n)
			}
			patients := map[string]int{}
			for i, line := range bytes.Split(bytes.TrimSpace(out), []byte("\n")) {
				d, err := document.Decode(line, "synth", i+1)
				if err != nil {
					t.Fatalf("record %d does not decode: %v", i+1, err)
				}
				if d.Language != l || !utf8.ValidString(d.Text) {
					t.Fatalf("record %d: language %q", i+1, d.Language)
				}
				for _, sp := range d.Spans {
					if d.Text[sp.Begin:sp.End] != sp.Text {
						t.Fatalf("record %d: span text differs", i+1)
					}
					pos := sp.Begin
					for _, sa := range sp.Subannotations {
						if sa.Begin != pos {
							t.Fatalf("record %d: sub-annotations do not tile", i+1)
						}
						pos = sa.End
					}
					if pos != sp.End {
						t.Fatalf("record %d: sub-annotations stop short", i+1)
					}
				}
				md := string(d.Metadata)
				if !strings.Contains(md, `"patient_id":`) || !strings.Contains(md, `"document_creation_date":`) {
					t.Fatalf("record %d: metadata %s", i+1, md)
				}
				patients[md[strings.Index(md, `"patient_id":`):]]++
			}
			if len(patients) >= rep.Written {
				t.Error("no two notes share a patient")
			}
		})
	}
}

func TestTypesFilter(t *testing.T) {
	_, rep := generate(t, Config{Lang: "en-GB", Count: 50, Seed: 1, Types: []string{"lab_report"}})
	if rep.NoteTypes["lab_report"] != 50 || len(rep.NoteTypes) != 1 {
		t.Errorf("note types %v", rep.NoteTypes)
	}
	if _, err := New(Config{Lang: "en-GB", Types: []string{"poem"}}); err == nil {
		t.Error("unknown type accepted")
	}
	if _, err := New(Config{Lang: "xx-XX"}); err == nil {
		t.Error("unknown language accepted")
	}
}

func TestReportPrint(t *testing.T) {
	_, rep := generate(t, Config{Lang: "de-DE", Count: 30, Seed: 3})
	var b bytes.Buffer
	rep.Print(&b)
	for _, want := range []string{"leak", "checksums_valid", "note types:", "format families:", "date (distinct formats)"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("report lacks %q", want)
		}
	}
}

func BenchmarkGenerate(b *testing.B) {
	lx := testLexicon(b)
	for _, tc := range []struct {
		name string
		cfg  Config
	}{
		{"nl-BE", Config{Lang: "nl-BE"}},
		{"en-US", Config{Lang: "en-US"}},
		{"fr-BE-adversarial", Config{Lang: "fr-BE", Adversarial: true}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			cfg := tc.cfg
			cfg.Count, cfg.Seed, cfg.Lexicon = b.N, 1, lx
			g, err := New(cfg)
			if err != nil {
				b.Fatal(err)
			}
			var bytesOut int64
			b.ResetTimer()
			_, err = g.Run(func(d *document.Document, ci int) error {
				enc, err := document.Encode(d)
				bytesOut += int64(len(enc))
				return err
			})
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "notes/s")
			b.ReportMetric(float64(bytesOut)/b.Elapsed().Seconds()/1e6, "MB/s")
		})
	}
}
