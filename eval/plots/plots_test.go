package plots

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/eval"
)

// svgRoot parses an SVG document fully and returns its root element name
// and all its character data.
func svgRoot(t *testing.T, svg []byte) (string, string) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(svg))
	root := ""
	var text strings.Builder
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return root, text.String()
		}
		if err != nil {
			t.Fatalf("SVG does not parse as XML: %v", err)
		}
		switch x := tok.(type) {
		case xml.StartElement:
			if root == "" {
				root = x.Name.Local
			}
		case xml.CharData:
			text.Write(x)
			text.WriteByte('\n')
		}
	}
}

func TestAllFigures(t *testing.T) {
	figs, err := All(fixture(t, true))
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		name  string
		texts []string
	}{
		// ours: core recall 99/119 = 83.19%, baseline non-PII 28/132 = 21.21%.
		{Overview, []string{"Core PII recall", "Annotation-character recall", "Non-PII redaction rate", "ours", "baseline", "83.2%", "21.2%"}},
		{LabelRecall, []string{"Name:Patient", "Organization:Healthcare", "Contactdetails", "ours", "baseline", "90.5%", "0.0%"}},
		{Confusion, []string{"Label confusion, ours", "missed", "Name:Caregiver", "gold label", "predicted label"}},
		{NonPII, []string{"Name:Other", "Contactdetails", "ours", "baseline"}},
		{RecallTime, []string{"core PII recall", "documents per second (log scale)", "ours", "baseline"}},
	}
	if len(figs) != len(want) {
		t.Fatalf("got %d figures, want %d", len(figs), len(want))
	}
	for i, w := range want {
		f := figs[i]
		if f.Name != w.name || f.Title == "" {
			t.Errorf("figure %d: name %q title %q, want name %q", i, f.Name, f.Title, w.name)
		}
		root, text := svgRoot(t, f.SVG)
		if root != "svg" {
			t.Errorf("%s: root element %q, want svg", f.Name, root)
		}
		lines := strings.Split(text, "\n")
		for _, s := range w.texts {
			if !slices.Contains(lines, s) {
				t.Errorf("%s: no text element %q", f.Name, s)
			}
		}
		if !bytes.Contains(f.SVG, []byte("font-family:'Liberation Sans',Arial,Helvetica,sans-serif")) {
			t.Errorf("%s: font family without fallbacks", f.Name)
		}
	}
}

func TestFiguresHoldNoDocumentContent(t *testing.T) {
	figs, err := All(fixture(t, true))
	if err != nil {
		t.Fatal(err)
	}
	gold, err := os.ReadFile(filepath.Join("testdata", "gold.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, secret := range []string{"fixture-secret-id", "Quirijnen", "Zoë", "Trelawney", "Pendleford", "14/01/2025", "2 May 2024",
		"kliniekvoorbeeld", "0471", "uneventful", "Controle"} {
		if !bytes.Contains(gold, []byte(secret)) {
			t.Fatalf("fixture lacks %q; the check would be vacuous", secret)
		}
		for _, f := range figs {
			if bytes.Contains(f.SVG, []byte(secret)) {
				t.Errorf("%s contains %q", f.Name, secret)
			}
		}
	}
}

func TestFiguresDeterministic(t *testing.T) {
	a, err := All(fixture(t, true))
	if err != nil {
		t.Fatal(err)
	}
	b, err := All(fixture(t, true))
	if err != nil {
		t.Fatal(err)
	}
	for i := range a {
		if !bytes.Equal(a[i].SVG, b[i].SVG) {
			t.Errorf("%s differs between two runs", a[i].Name)
		}
	}
}

func TestOptionalFigures(t *testing.T) {
	c := fixture(t, false)
	c.Timings = nil
	figs, err := All(c)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range figs {
		names = append(names, f.Name)
	}
	if want := []string{Overview, LabelRecall, Confusion, NonPII}; !slices.Equal(names, want) {
		t.Errorf("without timings: figures %v, want %v", names, want)
	}

	// One timed system still gets the accuracy-versus-time plot, with only
	// its point.
	f, err := RecallTimeFigure(fixture(t, false))
	if err != nil || f == nil {
		t.Fatalf("one timed system: figure %v, err %v", f, err)
	}
	_, text := svgRoot(t, f.SVG)
	lines := strings.Split(text, "\n")
	if !slices.Contains(lines, "ours") || slices.Contains(lines, "baseline") {
		t.Errorf("recall-vs-time with only ours timed has texts %q", lines)
	}
}

func TestRecallTimeFallsBackToAnnotationRecall(t *testing.T) {
	// No sub-annotations: core recall is n/a, so Y is annotation recall.
	text := "Seen by Ann Smith today."
	gold := []*document.Document{{ID: "a", Text: text, Spans: []document.Span{document.NewSpan(text, 8, 17, "Name:Caregiver", 1, "")}}}
	pred := []*document.Document{{ID: "a", Text: text, Spans: []document.Span{document.NewSpan(text, 8, 11, "Name:Caregiver", 1, "")}}}
	c, err := eval.Compare(gold, []eval.System{{Name: "x", Docs: pred}}, eval.CompareOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.SetTiming("x", 2, nil); err != nil {
		t.Fatal(err)
	}
	f, err := RecallTimeFigure(c)
	if err != nil || f == nil {
		t.Fatalf("figure %v, err %v", f, err)
	}
	_, txt := svgRoot(t, f.SVG)
	if !strings.Contains(txt, "annotation-character recall") || strings.Contains(txt, "core PII recall") {
		t.Errorf("Y axis should fall back to annotation recall; texts:\n%s", txt)
	}
	// The overview still draws, with core recall shown as n/a.
	o, err := OverviewFigure(c)
	if err != nil {
		t.Fatal(err)
	}
	if _, txt := svgRoot(t, o.SVG); !strings.Contains(txt, "n/a") || !strings.Contains(txt, "33.3%") {
		t.Errorf("overview texts lack n/a core recall or 33.3%% annotation recall:\n%s", txt)
	}
}

func TestWriteDir(t *testing.T) {
	figs, err := All(fixture(t, true))
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "plots")
	if err := WriteDir(dir, figs); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(figs) {
		t.Errorf("%d files for %d figures", len(entries), len(figs))
	}
	for _, f := range figs {
		got, err := os.ReadFile(filepath.Join(dir, f.Name+".svg"))
		if err != nil || !bytes.Equal(got, f.SVG) {
			t.Errorf("%s.svg: err %v, equal %v", f.Name, err, bytes.Equal(got, f.SVG))
		}
	}
}
