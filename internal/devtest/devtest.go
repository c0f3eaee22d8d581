// Package devtest loads the development gold set (../shared/devset) for
// tests and scores recognizer output against it at character level. It is
// test support only: the product never reads the devset.
package devtest

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"

	"github.com/meddeid/meddeid/document"
)

// Path returns the devset path relative to the repository root, resolved
// from this source file, so tests in any package find it.
func Path() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "shared", "devset", "devset.jsonl")
}

type rawSub struct {
	Begin    int    `json:"begin"`
	End      int    `json:"end"`
	Category string `json:"category"`
}
type rawSpan struct {
	Begin int      `json:"begin"`
	End   int      `json:"end"`
	Label string   `json:"label"`
	Text  string   `json:"text"`
	Subs  []rawSub `json:"subannotations"`
}
type rawDoc struct {
	ID       string          `json:"document_id"`
	Text     string          `json:"text"`
	Language string          `json:"language"`
	Metadata json.RawMessage `json:"metadata"`
	Spans    []rawSpan       `json:"spans"`
}

// Load reads the devset; ok is false when it is not present (tests skip).
func Load() (docs []*document.Document, ok bool, err error) {
	f, err := os.Open(Path())
	if err != nil {
		return nil, false, nil
	}
	defer f.Close()
	r := bufio.NewReader(f)
	for line := 1; ; line++ {
		b, rerr := r.ReadBytes('\n')
		if len(strings.TrimSpace(string(b))) > 0 {
			var d rawDoc
			if err := json.Unmarshal(b, &d); err != nil {
				return nil, true, fmt.Errorf("devset line %d: %w", line, err)
			}
			x := document.NewIndex(d.Text)
			doc := &document.Document{ID: d.ID, Text: d.Text, Language: d.Language, Metadata: d.Metadata, Line: line, Source: "devset.jsonl"}
			for _, s := range d.Spans {
				b0, _ := x.ToByte(s.Begin)
				b1, _ := x.ToByte(s.End)
				sp := document.Span{Begin: b0, End: b1, Label: s.Label, Text: d.Text[b0:b1]}
				for _, sa := range s.Subs {
					c0, _ := x.ToByte(sa.Begin)
					c1, _ := x.ToByte(sa.End)
					sp.Subannotations = append(sp.Subannotations, document.Subannotation{Begin: c0, End: c1, Category: sa.Category})
				}
				doc.Spans = append(doc.Spans, sp)
			}
			docs = append(docs, doc)
		}
		if rerr != nil {
			break
		}
	}
	return docs, true, nil
}

var nonCore = map[string]bool{"formatting": true, "additional_info": true, "medical_info": true, "title": true, "time": true}

// Score is a character-level comparison of predictions with gold for a set
// of labels (byte-level, which equals code points for counting purposes
// only approximately; use the eval package for reported figures).
type Score struct {
	CoreGold, CoreHit     int      // core chars of gold spans with the labels
	NonPII, NonPIIHit     int      // chars outside every gold span; redacted ones
	Misses, FalsePositive []string // "doc: label «text»" lines for reading
}

// CoreRecall returns CoreHit/CoreGold.
func (s Score) CoreRecall() float64 {
	if s.CoreGold == 0 {
		return 1
	}
	return float64(s.CoreHit) / float64(s.CoreGold)
}

// NonPIIRate returns NonPIIHit/NonPII.
func (s Score) NonPIIRate() float64 {
	if s.NonPII == 0 {
		return 0
	}
	return float64(s.NonPIIHit) / float64(s.NonPII)
}

// Compare scores predicted spans (any label) against gold spans whose label
// is in labels. pred maps document ID to predicted spans.
func Compare(docs []*document.Document, pred map[string][]document.Span, labels []string) Score {
	want := map[string]bool{}
	for _, l := range labels {
		want[l] = true
	}
	var sc Score
	for _, d := range docs {
		red := make([]bool, len(d.Text))
		for _, p := range pred[d.ID] {
			for i := p.Begin; i < p.End && i < len(red); i++ {
				red[i] = true
			}
		}
		inGold := make([]bool, len(d.Text))
		for _, g := range d.Spans {
			for i := g.Begin; i < g.End; i++ {
				inGold[i] = true
			}
			if !want[g.Label] {
				continue
			}
			missed := false
			for _, sa := range g.Subannotations {
				if nonCore[sa.Category] {
					continue
				}
				for i := sa.Begin; i < sa.End; i++ {
					sc.CoreGold++
					if red[i] {
						sc.CoreHit++
					} else {
						missed = true
					}
				}
			}
			if missed {
				sc.Misses = append(sc.Misses, fmt.Sprintf("%s: %s «%s»", d.ID, g.Label, g.Text))
			}
		}
		for i := range d.Text {
			if !inGold[i] {
				sc.NonPII++
				if red[i] {
					sc.NonPIIHit++
				}
			}
		}
		for _, p := range pred[d.ID] {
			touches := false
			for _, g := range d.Spans {
				if p.Overlaps(g) {
					touches = true
				}
			}
			if !touches {
				sc.FalsePositive = append(sc.FalsePositive, fmt.Sprintf("%s: %s «%s» (%s)", d.ID, p.Label, p.Text, p.Source))
			}
		}
	}
	sort.Strings(sc.Misses)
	return sc
}
