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
	"github.com/meddeid/meddeid/synth/render"
)

// Report counts what a run produced. It holds no text.
type Report struct {
	Lang    string
	Written int
	Dropped int
	Runes   int
	// GateFailures counts documents failing each gate (a dropped document
	// may fail several).
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
	dedup     map[uint64]int
	// Duplicates is the number of documents whose de-identified skeleton
	// repeats an earlier one.
	Duplicates int
}

func newReport(lang string) *Report {
	return &Report{Lang: lang, GateFailures: map[string]int{}, NoteTypes: map[string]int{}, Labels: map[string]int{},
		Categories: map[string]int{}, Formats: map[string]int{}, HardNegatives: map[string]int{}, Templates: map[string]int{}, dedup: map[uint64]int{}}
}

func (r *Report) gateResult(failed map[string]error) {
	r.Checked++
	for name := range failed {
		r.GateFailures[name]++
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
	k := dedupKey(d)
	if r.dedup[k] > 0 {
		r.Duplicates++
	}
	r.dedup[k]++
}

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
	fmt.Fprintf(w, "gates (%d documents checked):\n", r.Checked)
	for _, g := range gates.All() {
		fmt.Fprintf(w, "  %-24s %6d failed\n", g.Name, r.GateFailures[g.Name])
	}
	dupRate := 0.0
	if r.Written > 0 {
		dupRate = float64(r.Duplicates) / float64(r.Written)
	}
	fmt.Fprintf(w, "  %-24s %6d (%.2f%%)\n", "near_duplicates", r.Duplicates, 100*dupRate)
	fmt.Fprintf(w, "  %-24s %v\n", "labels_missing", r.MissingLabels())
	share, name := r.MaxTemplateShare()
	fmt.Fprintf(w, "  %-24s %.2f%% (%s)\n", "max_template_share", 100*share, name)
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
