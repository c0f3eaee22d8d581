package tagger

import (
	"bytes"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/internal/devtest"
)

func conllDocOf(id, text string, spans ...[2]string) *document.Document {
	return &document.Document{ID: id, Language: "nl-BE", Text: text, Spans: devtest.SpansAt(text, spans...)}
}

// Notes written with \n line breaks come back from CoNLL with the same
// text and spans, in either scheme.
func TestCoNLLRoundTrip(t *testing.T) {
	docs := []*document.Document{
		conllDocOf("a", "Patiënt Jan Peeters (45 jaar)\n\nopgenomen op 3 mei 2024.\n",
			[2]string{"Jan Peeters", "Name:Patient"}, [2]string{"45 jaar", "Age_Birthdate"}, [2]string{"3 mei 2024", "Date"}),
		// adjacent spans of one label, a "#" token, a line separator
		conllDocOf("b", "Dr. An Smet Piet Claes # 12\u2028tel 0470 12 34 56",
			[2]string{"An Smet", "Name:Caregiver"}, [2]string{"Piet Claes", "Name:Caregiver"}, [2]string{"0470 12 34 56", "Contactdetails"}),
		conllDocOf("c", "geen identificatoren"),
	}
	for _, scheme := range []string{"BIO", "BIOES"} {
		t.Run(scheme, func(t *testing.T) {
			var buf bytes.Buffer
			for _, d := range docs {
				st, err := WriteCoNLL(&buf, d, scheme)
				if err != nil {
					t.Fatal(err)
				}
				if st.Misaligned != 0 || st.Dropped != 0 {
					t.Fatalf("%s: stats %+v", d.ID, st)
				}
			}
			if scheme == "BIO" && (strings.Contains(buf.String(), "\tE-") || strings.Contains(buf.String(), "\tS-")) {
				t.Fatal("BIO output holds E- or S- tags")
			}
			if scheme == "BIOES" && !strings.Contains(buf.String(), "Jan\tB-Name:Patient\nPeeters\tE-Name:Patient\n") {
				t.Fatalf("BIOES output lacks B-/E- tags:\n%s", buf.String())
			}
			got, err := ReadCoNLL(&buf, "t.conll")
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(docs) {
				t.Fatalf("%d documents back, want %d", len(got), len(docs))
			}
			for i, d := range docs {
				g := got[i]
				want := strings.ReplaceAll(d.Text, "\u2028", "\n")
				if g.ID != d.ID || g.Language != d.Language || g.Text != want {
					t.Errorf("doc %d: id %q lang %q text %q, want %q %q %q", i, g.ID, g.Language, g.Text, d.ID, d.Language, want)
					continue
				}
				if len(g.Spans) != len(d.Spans) {
					t.Fatalf("doc %s: %d spans back, want %d", d.ID, len(g.Spans), len(d.Spans))
				}
				for k, s := range d.Spans {
					gs := g.Spans[k]
					if gs.Label != s.Label || gs.Text != s.Text {
						t.Errorf("doc %s span %d: %s %q, want %s %q", d.ID, k, gs.Label, gs.Text, s.Label, s.Text)
					}
				}
			}
		})
	}
}

// A span that begins inside a token is widened to the whole token and
// counted; a span of an unknown label is dropped and counted.
func TestCoNLLWidenedAndDropped(t *testing.T) {
	text := "opname 12/03/2024 bij XYZ"
	d := &document.Document{ID: "w", Text: text, Spans: []document.Span{
		document.NewSpan(text, 8, 17, "Date", 1, "gold"),       // "2/03/2024": inside "12"
		document.NewSpan(text, 22, 25, "NotALabel", 1, "gold"), // unknown label
	}}
	var buf bytes.Buffer
	st, err := WriteCoNLL(&buf, d, "BIO")
	if err != nil {
		t.Fatal(err)
	}
	if st.Spans != 2 || st.Misaligned != 1 || st.Dropped != 1 {
		t.Fatalf("stats %+v, want 2 spans, 1 widened, 1 dropped", st)
	}
	got, err := ReadCoNLL(&buf, "w.conll")
	if err != nil {
		t.Fatal(err)
	}
	if len(got[0].Spans) != 1 || got[0].Spans[0].Text != "12/03/2024" {
		t.Fatalf("spans back %+v, want the widened date alone", got[0].Spans)
	}
}

// Bad CoNLL input is refused with the file and line, and the message
// holds no text of the note.
func TestCoNLLReadErrors(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"unknown label", "# document_id = d\n# text = Jan Peeters\nJan\tB-Person\nPeeters\tI-Person\n", "x.conll: line 3:"},
		{"bad prefix", "# document_id = d\n# text = Jan\nJan\tX-Date\n", "x.conll: line 3:"},
		{"one column", "# document_id = d\n# text = Jan Peeters\nJan Peeters\n", "x.conll: line 3:"},
		{"token not in text", "# document_id = d\n# text = Jan\nPeeters\tO\n", "x.conll: line 3:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadCoNLL(strings.NewReader(tt.in), "x.conll")
			if err == nil {
				t.Fatal("no error")
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q, want it to name %q", err, tt.want)
			}
			if strings.Contains(err.Error(), "Peeters") || strings.Contains(err.Error(), "Jan") {
				t.Errorf("error %q shows the note's text", err)
			}
		})
	}
	// without "# text" lines the text is the tokens joined by spaces
	got, err := ReadCoNLL(strings.NewReader("Jan\tB-Name:Patient\nPeeters\tI-Name:Patient\nkwam\tO\n\nmorgen\tO\n"), "x.conll")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Text != "Jan Peeters kwam\nmorgen" || len(got[0].Spans) != 1 || got[0].Spans[0].Text != "Jan Peeters" {
		t.Fatalf("got %+v", got)
	}
}
