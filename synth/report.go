package synth

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/synth/build"
	"github.com/meddeid/meddeid/synth/gates"
	"github.com/meddeid/meddeid/synth/perturb"
	"github.com/meddeid/meddeid/synth/render"
)

// Report counts what a run produced. It holds no note text; the sentence
// templates it keeps are template wording with every identifier and
// clinical filler replaced by a placeholder.
type Report struct {
	Lang    string
	Written int
	Dropped int
	Runes   int
	// GateFailures counts documents failing each document gate (a
	// dropped document may fail several), and near_duplicate drops.
	GateFailures map[string]int
	// Checked is the number of documents the gates saw.
	Checked    int
	NoteTypes  map[string]int
	Labels     map[string]int
	Categories map[string]int
	// Formats counts spans per surface format ("date:{d}/{MM}/{yyyy}").
	Formats map[string]int
	// HardNegatives counts hard-negative pieces per kind.
	HardNegatives map[string]int
	// Templates counts uses per block alternative.
	Templates map[string]int
	// Sentences counts sentence templates.
	Sentences *SentenceStats
	// ExpectedLabels are the labels the chosen note types can write.
	ExpectedLabels []string
	// Batches are the batch gate results, BatchFailures their failures
	// per gate.
	Batches       []BatchResult
	BatchFailures map[string]int

	// Adversarial counts: documents written perturbed, documents per
	// technique, edits per technique, and variants reverted because they
	// failed a gate (with the gates that failed).
	AdvDocuments  int
	AdvTechniques map[string]int
	AdvEdits      map[string]int
	AdvReverted   int
	AdvRevertedBy map[string]int

	dedup map[uint64]bool
}

func newReport(lang string) *Report {
	return &Report{Lang: lang, GateFailures: map[string]int{}, NoteTypes: map[string]int{}, Labels: map[string]int{},
		Categories: map[string]int{}, Formats: map[string]int{}, HardNegatives: map[string]int{}, Templates: map[string]int{},
		Sentences: newSentenceStats(), BatchFailures: map[string]int{}, AdvTechniques: map[string]int{}, AdvEdits: map[string]int{},
		AdvRevertedBy: map[string]int{}, dedup: map[uint64]bool{}}
}

func (r *Report) gateResult(failed map[string]error) {
	r.Checked++
	for name := range failed {
		r.GateFailures[name]++
	}
}

// seen records a near-duplicate key and reports whether it was there.
func (r *Report) seen(key uint64) bool {
	if r.dedup[key] {
		return true
	}
	r.dedup[key] = true
	return false
}

func (r *Report) adversarial(a perturb.Applied) {
	r.AdvDocuments++
	for t, n := range a {
		r.AdvTechniques[t]++
		r.AdvEdits[t] += n
	}
}

func (r *Report) adversarialReverted(a perturb.Applied, failed map[string]error) {
	r.AdvReverted++
	for g := range failed {
		r.AdvRevertedBy[g]++
	}
	for t := range a {
		r.AdvRevertedBy["technique:"+t]++
	}
}

func (r *Report) add(d *document.Document, res build.Result, info render.Info) {
	r.Written++
	r.Runes += utf8.RuneCountInString(d.Text)
	r.NoteTypes[info.NoteType]++
	for i, sp := range d.Spans {
		r.Labels[sp.Label]++
		for _, sa := range sp.Subannotations {
			r.Categories[sa.Category]++
		}
		r.Formats[res.Metas[i].Family]++
	}
	for _, n := range res.Negs {
		r.HardNegatives[n.Kind]++
	}
	for _, t := range info.Blocks {
		r.Templates[t]++
	}
}

// NearDuplicates is the number of documents dropped as near-duplicates.
func (r *Report) NearDuplicates() int { return r.GateFailures[NearDuplicateGate] }

// DistinctFormats returns the number of distinct surface formats whose
// family starts with prefix ("date:", "name:").
func (r *Report) DistinctFormats(prefix string) int {
	n := 0
	for f := range r.Formats {
		if strings.HasPrefix(f, prefix) {
			n++
		}
	}
	return n
}

// MaxTemplateShare returns the largest share of all block uses taken by
// one block alternative, and its name.
func (r *Report) MaxTemplateShare() (float64, string) {
	total, best, name := 0, 0, ""
	for _, k := range sortedKeys(r.Templates) {
		v := r.Templates[k]
		total += v
		if v > best {
			best, name = v, k
		}
	}
	if total == 0 {
		return 0, ""
	}
	return float64(best) / float64(total), name
}

// MissingLabels lists the taxonomy labels no written span has.
func (r *Report) MissingLabels() []string {
	var out []string
	for _, l := range sortedKeys(gates.Allowed) {
		if r.Labels[l] == 0 {
			out = append(out, l)
		}
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Print writes the report as text.
func (r *Report) Print(w io.Writer) {
	fmt.Fprintf(w, "synth %s: %d documents written, %d dropped by gates, %d code points\n", r.Lang, r.Written, r.Dropped, r.Runes)
	fmt.Fprintf(w, "document gates (%d documents checked):\n", r.Checked)
	for _, g := range gates.All() {
		fmt.Fprintf(w, "  %-26s %6d failed\n", g.Name, r.GateFailures[g.Name])
	}
	fmt.Fprintf(w, "  %-26s %6d dropped\n", NearDuplicateGate, r.NearDuplicates())
	fmt.Fprintf(w, "batch gates (%d batches):\n", len(r.Batches))
	worst, worstRate := BatchResult{}, -1.0
	for _, b := range r.Batches {
		if b.NearDuplicateRate() > worstRate {
			worst, worstRate = b, b.NearDuplicateRate()
		}
	}
	fmt.Fprintf(w, "  %-26s %6d failed (worst batch %d: %.2f%% of %d)\n", BatchNearDuplicates, r.BatchFailures[BatchNearDuplicates], worst.Index, 100*worstRate, worst.Candidates)
	full := 0
	for _, b := range r.Batches {
		if b.Full {
			full++
		}
	}
	fmt.Fprintf(w, "  %-26s %6d failed (%d full batches checked, %d labels expected)\n", BatchLabelCoverage, r.BatchFailures[BatchLabelCoverage], full, len(r.ExpectedLabels))
	fmt.Fprintf(w, "  %-26s %v\n", "labels_missing", r.MissingLabels())
	share, name := r.MaxTemplateShare()
	fmt.Fprintf(w, "  %-26s %.2f%% (%s)\n", "max_block_share", 100*share, name)
	top := r.Sentences.MaxShare()
	fmt.Fprintf(w, "sentence templates: %d sentences, %d distinct templates, %d data rows; largest share %.2f%%\n",
		r.Sentences.Sentences, r.Sentences.Distinct(), r.Sentences.DataRows, 100*top.Share)
	for _, t := range r.Sentences.Top(5, false) {
		fmt.Fprintf(w, "  %6.2f%%  %s\n", 100*t.Share, t.Template)
	}
	if r.AdvDocuments > 0 || r.AdvReverted > 0 {
		fmt.Fprintf(w, "adversarial: %d documents perturbed, %d variants reverted (failed a gate)\n", r.AdvDocuments, r.AdvReverted)
		for _, t := range perturb.Techniques() {
			fmt.Fprintf(w, "  %-26s %6d documents %7d edits\n", t, r.AdvTechniques[t], r.AdvEdits[t])
		}
		for _, k := range sortedKeys(r.AdvRevertedBy) {
			fmt.Fprintf(w, "  reverted: %-30s %6d\n", k, r.AdvRevertedBy[k])
		}
	}
	section := func(title string, m map[string]int) {
		fmt.Fprintf(w, "%s:\n", title)
		for _, k := range sortedKeys(m) {
			fmt.Fprintf(w, "  %-40s %7d\n", k, m[k])
		}
	}
	section("note types", r.NoteTypes)
	section("labels", r.Labels)
	section("sub-annotation categories", r.Categories)
	section("hard negatives", r.HardNegatives)
	fams := map[string]int{}
	for f, n := range r.Formats {
		fam, _, _ := strings.Cut(f, ":")
		fams[fam+" (distinct formats)"]++
		fams[fam+" (spans)"] += n
	}
	section("format families", fams)
}
