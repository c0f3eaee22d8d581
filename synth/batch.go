package synth

import (
	"fmt"
	"hash/fnv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/synth/build"
)

// Gate names beyond the document gates of package gates.
const (
	// NearDuplicateGate drops a document whose near-duplicate key (see
	// nearDupKey) equals that of a document already written in the run.
	NearDuplicateGate = "near_duplicate"
	// BatchNearDuplicates fails a batch in which more than
	// Config.MaxNearDuplicateRate of the documents that passed the
	// document gates were near-duplicates.
	BatchNearDuplicates = "batch_near_duplicate_rate"
	// BatchLabelCoverage fails a full batch that lacks a label the chosen
	// note types can write.
	BatchLabelCoverage = "batch_label_coverage"
)

// batchStats accumulates one batch.
type batchStats struct {
	candidates, nearDups, written int
	labels                        map[string]bool
}

func newBatch() *batchStats { return &batchStats{labels: map[string]bool{}} }

func (b *batchStats) add(d *document.Document) {
	b.written++
	for _, sp := range d.Spans {
		b.labels[sp.Label] = true
	}
}

// BatchResult is the outcome of the batch gates for one batch.
type BatchResult struct {
	// Index counts batches from 1.
	Index int
	// Documents written, Candidates that passed the document gates, and
	// NearDuplicates among them (dropped).
	Documents, Candidates, NearDuplicates int
	// Full is false for the last, partial batch: its label coverage is
	// not assessed.
	Full bool
	// MissingLabels are expected labels no document of the batch has.
	MissingLabels []string
	// Failed names the batch gates that failed.
	Failed []string
}

// NearDuplicateRate is NearDuplicates / Candidates.
func (b BatchResult) NearDuplicateRate() float64 {
	if b.Candidates == 0 {
		return 0
	}
	return float64(b.NearDuplicates) / float64(b.Candidates)
}

// checkBatch applies the batch gates, records the result and returns an
// error when one fails. The near-duplicate rate is assessed on batches of
// at least 100 candidates; label coverage on full batches only.
func (g *Generator) checkBatch(rep *Report, b *batchStats, index int, full bool) error {
	res := BatchResult{Index: index, Documents: b.written, Candidates: b.candidates, NearDuplicates: b.nearDups, Full: full}
	if b.candidates >= 100 && res.NearDuplicateRate() > g.cfg.MaxNearDuplicateRate {
		res.Failed = append(res.Failed, BatchNearDuplicates)
	}
	if full {
		for _, l := range g.labels {
			if !b.labels[l] {
				res.MissingLabels = append(res.MissingLabels, l)
			}
		}
		if len(res.MissingLabels) > 0 {
			res.Failed = append(res.Failed, BatchLabelCoverage)
		}
	}
	rep.Batches = append(rep.Batches, res)
	for _, f := range res.Failed {
		rep.BatchFailures[f]++
	}
	if len(res.Failed) == 0 {
		return nil
	}
	return fmt.Errorf("synth: %s: batch %d (%d documents) fails %s: near-duplicates %.1f%% (limit %.1f%%), labels missing %v; "+
		"choose more note types or another seed", g.cfg.Lang, index, b.written, strings.Join(res.Failed, ", "),
		100*res.NearDuplicateRate(), 100*g.cfg.MaxNearDuplicateRate, res.MissingLabels)
}

// nearDupKey hashes a document reduced to what a model would see as its
// shape: every span replaced by its label and surface format family
// ("Name:Patient name:T F"), digits by 0, letters lower-cased,
// punctuation and whitespace dropped. Hard negatives keep their words, so
// two notes with different diagnoses or drugs are not near-duplicates,
// nor are two notes that write their names or dates in other formats; two
// notes that differ only in identifier values, numbers, case or
// punctuation are.
func nearDupKey(d *document.Document, metas []build.Meta) uint64 {
	h := fnv.New64a()
	t := d.Text
	var buf [4]byte
	si := 0
	for i := 0; i < len(t); {
		if si < len(d.Spans) && d.Spans[si].Begin == i {
			h.Write([]byte{0})
			h.Write([]byte(d.Spans[si].Label))
			if si < len(metas) {
				h.Write([]byte(metas[si].Family))
			}
			h.Write([]byte{0})
			i = d.Spans[si].End
			si++
			continue
		}
		r, n := utf8.DecodeRuneInString(t[i:])
		i += n
		switch {
		case unicode.IsDigit(r):
			h.Write([]byte{'0'})
		case unicode.IsLetter(r):
			k := utf8.EncodeRune(buf[:], unicode.ToLower(r))
			h.Write(buf[:k])
		}
	}
	return h.Sum64()
}
