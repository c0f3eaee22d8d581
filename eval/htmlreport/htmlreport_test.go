package htmlreport

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/meddeid/meddeid/eval"
	"github.com/meddeid/meddeid/eval/plots"
)

// render writes the fixture's page.
func render(t testing.TB, c *eval.Comparison, opts Options) ([]byte, []plots.Figure) {
	t.Helper()
	figs, err := plots.All(c)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := Write(&buf, c, figs, opts); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), figs
}

func TestPageContent(t *testing.T) {
	page, figs := render(t, fixture(t), Options{})
	s := string(page)
	if len(figs) != 5 {
		t.Fatalf("fixture gives %d figures, want 5", len(figs))
	}
	if n := strings.Count(s, "<svg "); n != len(figs) {
		t.Errorf("%d inline <svg> elements, want %d", n, len(figs))
	}
	if strings.Contains(s, "Not drawn") {
		t.Error("every figure drawn, yet a 'not drawn' note")
	}
	if strings.Contains(s, "<?xml") {
		t.Error("page still holds an XML prolog")
	}
	for _, want := range []string{
		"<!DOCTYPE html>", "<title>meddeid evaluation</title>",
		`<figure id="fig-overview">`, `<figure id="fig-recall-vs-time">`,
		// ours core recall 83.19%, baseline − ours difference row, timing.
		"<td>Core PII recall</td>", "<td>83.19% [", "<th>baseline − ours</th>", "<td>-37.82 pp [",
		"<td>80.0</td>", "<td>run_report</td>",
		"<caption>Per label</caption>", "<td>Organization:Healthcare</td>",
		`<th colspan="5">ours</th>`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("page lacks %q", want)
		}
	}
}

func TestPageIsSelfContained(t *testing.T) {
	page, _ := render(t, fixture(t), Options{})
	s := string(page)
	for _, bad := range []string{"<script", "<link", "<img", "<iframe", "@import", "url(", " src=", "href="} {
		if strings.Contains(s, bad) {
			t.Errorf("page contains %q", bad)
		}
	}
	// The only URLs are XML namespace names, which browsers never fetch.
	for _, u := range regexp.MustCompile(`(?i)(https?|ftp)://[^"' <>)]+`).FindAllString(s, -1) {
		if u != "http://www.w3.org/2000/svg" && u != "http://www.w3.org/1999/xlink" {
			t.Errorf("page refers to %q", u)
		}
	}
}

func TestPageHoldsNoDocumentContent(t *testing.T) {
	c := fixture(t)
	// Drop one baseline prediction so that a warning (which names a
	// document on the terminal) is rendered.
	c2 := fixtureMissing(t)
	for _, cc := range []*eval.Comparison{c, c2} {
		page, _ := render(t, cc, Options{})
		gold, err := os.ReadFile(filepath.Join(fixtureDir, "gold.jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		for _, secret := range []string{"fixture-secret-id", "Quirijnen", "Zoë", "Trelawney", "Pendleford", "14/01/2025",
			"2 May 2024", "kliniekvoorbeeld", "0471", "uneventful", "Controle", "Hildegonde"} {
			if !bytes.Contains(gold, []byte(secret)) {
				t.Fatalf("fixture lacks %q; the check would be vacuous", secret)
			}
			if bytes.Contains(page, []byte(secret)) {
				t.Errorf("page contains %q", secret)
			}
		}
	}
	page, _ := render(t, c2, Options{})
	if !bytes.Contains(page, []byte("<li>baseline: 1 gold document(s) without prediction, scored as no redaction</li>")) {
		t.Error("page lacks the warning summary")
	}
	// No timings in c2: the page says why the last figure is missing.
	if !bytes.Contains(page, []byte("<li>recall versus throughput: no system has a timing")) || bytes.Count(page, []byte("<svg ")) != 4 {
		t.Error("page without timings: want 4 figures and a note on the missing one")
	}
}

func TestPageDeterministic(t *testing.T) {
	a, _ := render(t, fixture(t), Options{})
	b, _ := render(t, fixture(t), Options{})
	if !bytes.Equal(a, b) {
		t.Error("two renderings differ")
	}
	c, _ := render(t, fixture(t), Options{Title: "Run <A>", Generated: "2025-01-31"})
	if !bytes.Contains(c, []byte("<h1>Run &lt;A&gt;</h1>")) || !bytes.Contains(c, []byte("Generated: 2025-01-31")) {
		t.Error("title not escaped or generation note missing")
	}
	if bytes.Contains(a, []byte("Generated:")) {
		t.Error("generation note written without Options.Generated")
	}
}

func TestSystemNamesEscaped(t *testing.T) {
	c := fixture(t)
	c.Names[1] = `<b>"base"</b>`
	page, _ := render(t, c, Options{})
	if bytes.Contains(page, []byte("<b>")) {
		t.Error("system name inserted unescaped")
	}
	if !bytes.Contains(page, []byte("&lt;b&gt;")) {
		t.Error("escaped system name missing")
	}
}
