package synth

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/synth/perturb"
)

// validate is an independent check of a decoded record (it does not use
// package gates): span text, tiling, order, line and word boundaries, NFC.
func validate(t testing.TB, d *document.Document) {
	t.Helper()
	if !norm.NFC.IsNormalString(d.Text) || strings.ContainsRune(d.Text, '\r') {
		t.Fatalf("%s: text not NFC or has CR", d.ID)
	}
	prev := 0
	for i, sp := range d.Spans {
		if sp.Begin < prev || sp.End <= sp.Begin || sp.End > len(d.Text) {
			t.Fatalf("%s: span %d out of order or range", d.ID, i)
		}
		prev = sp.End
		s := d.Text[sp.Begin:sp.End]
		if s != sp.Text || strings.TrimSpace(s) != s || strings.Contains(s, "\n") {
			t.Fatalf("%s: span %d %q: text, trim or line break", d.ID, i, s)
		}
		isWord := func(r rune) bool {
			return r >= '0' && r <= '9' || (r > 64 && strings.ToUpper(string(r)) != strings.ToLower(string(r)))
		}
		if sp.Begin > 0 {
			a, _ := utf8.DecodeLastRuneInString(d.Text[:sp.Begin])
			b, _ := utf8.DecodeRuneInString(s)
			if isWord(a) && isWord(b) && (a >= '0' && a <= '9') == (b >= '0' && b <= '9') {
				t.Fatalf("%s: span %d %q starts inside a word", d.ID, i, s)
			}
		}
		pos, prevCat := sp.Begin, ""
		for _, sa := range sp.Subannotations {
			if sa.Begin != pos || sa.End <= sa.Begin || sa.Category == prevCat {
				t.Fatalf("%s: span %d does not tile", d.ID, i)
			}
			pos, prevCat = sa.End, sa.Category
		}
		if pos != sp.End {
			t.Fatalf("%s: span %d tiling stops short", d.ID, i)
		}
	}
}

// decodeAll decodes JSONL output and validates every record.
func decodeAll(t testing.TB, out []byte) []*document.Document {
	t.Helper()
	var docs []*document.Document
	for i, line := range bytes.Split(bytes.TrimSpace(out), []byte("\n")) {
		d, err := document.Decode(line, "synth", i+1)
		if err != nil {
			t.Fatalf("record %d: %v", i+1, err)
		}
		validate(t, d)
		docs = append(docs, d)
	}
	return docs
}

// TestTenThousandPerLanguage is the acceptance run: 10,000 notes
// per language pass every gate, with at least 25 date and 8 name surface
// formats, no sentence template above 2% of sentences, no batch gate
// failure, and few documents dropped.
func TestTenThousandPerLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("10,000 notes per language")
	}
	for _, l := range Languages() {
		t.Run(l, func(t *testing.T) {
			t.Parallel()
			g, err := New(Config{Lang: l, Count: 10000, Seed: 11, Lexicon: testLexicon(t)})
			if err != nil {
				t.Fatal(err)
			}
			rep, err := g.Run(func(*document.Document, int) error { return nil })
			if err != nil {
				t.Fatal(err)
			}
			if rep.Written != 10000 || rep.Dropped > 50 {
				t.Errorf("written %d, dropped %d: %v", rep.Written, rep.Dropped, rep.GateFailures)
			}
			if len(rep.Batches) != 10 || len(rep.BatchFailures) != 0 {
				t.Errorf("batches %d, failures %v", len(rep.Batches), rep.BatchFailures)
			}
			if top := rep.Sentences.MaxShare(); top.Share > 0.02 || rep.Sentences.Sentences < 50000 {
				t.Errorf("largest sentence template %.2f%% (%q) of %d", 100*top.Share, top.Template, rep.Sentences.Sentences)
			}
			if n := rep.DistinctFormats("date:"); n < 25 {
				t.Errorf("%d date formats", n)
			}
			if n := rep.DistinctFormats("name:"); n < 8 {
				t.Errorf("%d name formats", n)
			}
			for _, c := range []string{"week", "season", "day", "company", "institution", "street"} {
				if rep.Categories[c] < 100 {
					t.Errorf("category %s: %d", c, rep.Categories[c])
				}
			}
			if rep.Labels["Address_Location:Other"] < 500 || rep.Labels["Organization:Other"] < 500 {
				t.Errorf("Address_Location:Other %d, Organization:Other %d", rep.Labels["Address_Location:Other"], rep.Labels["Organization:Other"])
			}
			if rep.Formats["portal:code"] == 0 || rep.HardNegatives["implant"] == 0 || rep.NoteTypes["operative_report"] < 500 {
				t.Errorf("portal codes %d, implants %d, operative reports %d", rep.Formats["portal:code"], rep.HardNegatives["implant"], rep.NoteTypes["operative_report"])
			}
			// hard negatives of every kind, in every language
			for _, k := range []string{"quantity", "score", "code", "medication", "eponym", "anatomy", "ratio", "time", "device", "lab", "duration"} {
				if rep.HardNegatives[k] < 1000 {
					t.Errorf("hard negative %s: %d", k, rep.HardNegatives[k])
				}
			}
			spans := 0
			for _, n := range rep.Labels {
				spans += n
			}
			if share := float64(rep.Labels["Profession"]) / float64(spans); share < 0.04 || share > 0.08 {
				t.Errorf("Profession %.2f%% of spans", 100*share)
			}
			if rep.Categories["hobby"] < 500 || rep.Categories["employment_state"] < 300 || rep.Labels["Anonymize_Other"] < 200 {
				t.Errorf("hobby %d, employment_state %d, Anonymize_Other %d", rep.Categories["hobby"], rep.Categories["employment_state"], rep.Labels["Anonymize_Other"])
			}
			holidays := 0
			for f, n := range rep.Formats {
				if strings.Contains(f, "{holiday}") {
					holidays += n
				}
			}
			if holidays < 100 {
				t.Errorf("%d holidays", holidays)
			}
			if strings.HasSuffix(l, "-BE") && rep.DistinctFormats("dept-alt:") == 0 {
				t.Error("no bilingual Belgian letterhead")
			}
		})
	}
}

// TestAdversarial: the perturbed run is deterministic, writes the very
// notes of the plain run with some of them perturbed, applies each
// technique at about the configured rate, and every record stays valid.
func TestAdversarial(t *testing.T) {
	const n, rate = 1500, 0.3
	for _, l := range []string{"fr-BE", "de-DE"} {
		t.Run(l, func(t *testing.T) {
			plainOut, _ := generate(t, Config{Lang: l, Count: n, Seed: 5, Lexicon: testLexicon(t)})
			cfg := Config{Lang: l, Count: n, Seed: 5, Lexicon: testLexicon(t), Adversarial: true, AdversarialRate: rate}
			advOut, rep := generate(t, cfg)
			again, _ := generate(t, cfg)
			if !bytes.Equal(advOut, again) {
				t.Fatal("adversarial output not deterministic")
			}
			plain, adv := decodeAll(t, plainOut), decodeAll(t, advOut)
			if len(plain) != len(adv) {
				t.Fatalf("%d vs %d documents", len(plain), len(adv))
			}
			differ := 0
			for i := range plain {
				if plain[i].ID != adv[i].ID || !bytes.Equal(plain[i].Metadata, adv[i].Metadata) {
					t.Fatalf("document %d: ids or metadata differ", i)
				}
				if plain[i].Text != adv[i].Text {
					differ++
				}
			}
			if differ != rep.AdvDocuments {
				t.Errorf("%d documents differ, report says %d perturbed", differ, rep.AdvDocuments)
			}
			if rep.AdvReverted > n/100 {
				t.Errorf("%d variants reverted: %v", rep.AdvReverted, rep.AdvRevertedBy)
			}
			for _, tech := range perturb.Techniques() {
				// a technique counts only where it found something to
				// change: German notes without any accented word exist
				lo := 0.75 * rate
				if tech == perturb.Diacritics && l == "de-DE" {
					lo = 0.5 * rate
				}
				share := float64(rep.AdvTechniques[tech]) / float64(rep.Written)
				if share < lo || share > 1.15*rate {
					t.Errorf("%s applied to %.3f of documents, rate %.2f", tech, share, rate)
				}
			}
		})
	}
}

func TestAdversarialConfig(t *testing.T) {
	if _, err := New(Config{Lang: "nl-BE", Techniques: []string{perturb.OCR}}); err == nil {
		t.Error("techniques without Adversarial accepted")
	}
	if _, err := New(Config{Lang: "nl-BE", Adversarial: true, Techniques: []string{"nope"}}); err == nil {
		t.Error("unknown technique accepted")
	}
	_, rep := generate(t, Config{Lang: "en-GB", Count: 300, Seed: 2, Adversarial: true, AdversarialRate: 1, Techniques: []string{perturb.Typo}})
	if rep.AdvTechniques[perturb.Typo] < 290 || len(rep.AdvTechniques) != 1 {
		t.Errorf("techniques %v", rep.AdvTechniques)
	}
}

// TestSentenceTemplates pins the sentence splitting and normalisation.
func TestSentenceTemplates(t *testing.T) {
	var got []string
	var data []bool
	skel := []byte("naam: <Name:Patient>\ntel. <Contactdetails>. geb. <Age_Birthdate>; zie 12 en 3,5 mg.\n<medication>\n| <lab> |")
	splitSentences(skel, func(tmpl string, d bool) { got = append(got, tmpl); data = append(data, d) })
	want := []string{"naam <Name:Patient>", "tel <Contactdetails>", "geb <Age_Birthdate>", "zie 12 en 3 5 mg", "<medication>", "<lab>"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("got %q", got)
	}
	if data[0] || !data[4] || !data[5] {
		t.Errorf("data rows %v", data)
	}
	s := newSentenceStats()
	d := &document.Document{Text: "Jan belde. Jan belde. Piet schreef."}
	s.add(d.Text, nil, nil)
	if top := s.MaxShare(); top.Count != 2 || top.Template != "jan belde" {
		t.Errorf("top %+v", top)
	}
}

func TestBatchGates(t *testing.T) {
	g, err := New(Config{Lang: "nl-BE", Count: 10})
	if err != nil {
		t.Fatal(err)
	}
	rep := newReport("nl-BE")
	b := newBatch()
	b.candidates, b.nearDups, b.written = 1000, 80, 920
	for _, l := range g.labels {
		b.labels[l] = true
	}
	if err := g.checkBatch(rep, b, 1, true); err == nil || !strings.Contains(err.Error(), BatchNearDuplicates) {
		t.Errorf("8%% near-duplicates passed: %v", err)
	}
	b.nearDups = 10
	delete(b.labels, "Profession")
	if err := g.checkBatch(rep, b, 2, true); err == nil || !strings.Contains(err.Error(), "Profession") {
		t.Errorf("missing label passed: %v", err)
	}
	if err := g.checkBatch(rep, b, 3, false); err != nil {
		t.Errorf("partial batch: coverage should not be assessed: %v", err)
	}
	if rep.BatchFailures[BatchNearDuplicates] != 1 || rep.BatchFailures[BatchLabelCoverage] != 1 {
		t.Errorf("failures %v", rep.BatchFailures)
	}
	// a single note type can only be asked for the labels it can write
	g2, _ := New(Config{Lang: "nl-BE", Count: 10, Types: []string{"lab_report"}})
	if len(g2.labels) >= len(g.labels) || len(g2.labels) == 0 {
		t.Errorf("lab_report labels %v", g2.labels)
	}
}

func TestNearDuplicateKey(t *testing.T) {
	a := &document.Document{Text: "Jan Peeters, 12 mg.", Spans: []document.Span{{Begin: 0, End: 11, Label: "Name:Patient"}}}
	b := &document.Document{Text: "KAREL JANSSENS: 47 mg", Spans: []document.Span{{Begin: 0, End: 14, Label: "Name:Patient"}}}
	c := &document.Document{Text: "Jan Peeters, 12 g.", Spans: []document.Span{{Begin: 0, End: 11, Label: "Name:Patient"}}}
	if nearDupKey(a, nil) != nearDupKey(b, nil) {
		t.Error("notes differing in identifiers, numbers and punctuation are not near-duplicates")
	}
	if nearDupKey(a, nil) == nearDupKey(c, nil) {
		t.Error("different words gave the same key")
	}
}
