package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/eval"
	"github.com/meddeid/meddeid/taxonomy"
)

type evalFlags struct {
	gold        string
	preds       []string
	output      string
	format      string
	jsonOut     string
	markdownOut string
	labels      []string
	structured  bool
	allowExtra  bool
	bootstrap   int
	seed        uint64
	excludeAges bool
	leakage     bool
	htmlOut     string
	plotsDir    string
	seconds     []string
	runReports  []string
}

func newEvalCmd() *cobra.Command {
	var f evalFlags
	cmd := &cobra.Command{
		Use:   "eval --gold GOLD --pred [NAME=]PRED [--pred NAME=PRED2 ...] [flags]",
		Short: "Measure predicted spans against gold annotations",
		Long: `eval pairs gold and predicted documents by document_id and reports, pooled
over documents, with characters counted in Unicode code points:

  core PII recall          gold characters in core sub-annotations (not
                           formatting, additional_info, medical_info, title,
                           time) that were redacted; n/a when gold has no
                           sub-annotations
  annotation recall        all gold span characters that were redacted
  non-PII redaction rate   characters outside every gold span that were
                           redacted, split into false-positive spans and
                           boundary extensions
  exact entity P/R/F1      spans equal in begin, end and label
  boundary-only F1         spans equal in begin and end, any label
  coarse-label F1          spans equal in begin, end and the label before ':'
  gold spans covered       gold spans redacted in full
  label fidelity           among detected gold spans, the share whose most
                           overlapping prediction has the right (coarse) label
  PII-free documents       documents without gold spans where something was
                           redacted

plus recall per label, per sub-annotation category and per language,
non-PII redaction by predicted label, and exact and coarse label confusion
matrices.

Several systems: repeat --pred, optionally as NAME=FILE (default name: the
file's base name without extension). The first is the reference: the
report adds paired differences (system minus reference).

Confidence intervals: --bootstrap N resamples whole documents with
replacement (seeded by --seed; 0 turns it off) and recomputes every rate
from pooled counts; 95% percentile intervals. All systems share the
resamples, so differences get paired intervals.

--exclude-ages finds explicit ages below 90 (45-year-old, 72 yo, age 45,
65M, over 65, 45-jarige, ...) in the texts, the same for every system, and
also reports the non-PII rate with redacted characters inside them removed
from the numerator (the denominator is kept), for benchmarks such as
ASQ-PHI that leave such ages unannotated. --leakage reports the unredacted
share of direct identifiers (names, IDs, contact details, addresses below
state level, birth dates, ages of 90+) and of indirect ones (dates, ages,
professions, organisations, regions and countries).

Input problems are warnings on stderr, with counts: a gold document without
prediction, or whose prediction has a different text, counts as redacting
nothing; duplicate IDs keep their first record; predictions for unknown
documents are ignored (silently with --allow-extra).

--labels restricts both gold and predictions to some labels; --structured
is a shortcut for the labels found by the structured recognizers (Date,
Age_Birthdate, Contactdetails, ID:Patient, ID:Caregiver).

--json writes a shareable artifact without document text or IDs:
systems.<name>.metrics.<key> as fractions (null where undefined),
systems.<name>.ci.<key> as [low, high], per-label, per-category and
confusion tables, differences, counts and settings. --format json writes
the same to the output.

Timing (accuracy versus time, seed Fig. 3): --seconds NAME=S gives the wall
time of a system, --run-report NAME=FILE reads it from the summary that
` + "`meddeid deidentify --run-report FILE`" + ` wrote (NAME= may be left out with
one system). Docs/s is the number of gold documents over that time; the
artifact gets systems.<name>.timing.

--html writes a self-contained report (inline CSS and SVG, no scripts, no
network, no document text or IDs) with the overview and per-label tables
and the figures: overview bars with interval whiskers, per-label recall
heatmap, label confusion heatmap of the reference system, non-PII
redaction by predicted label, and recall versus docs/s for timed systems.
--plots DIR writes the same figures as separate SVG files.`,
		Example: `  meddeid deidentify --spans-only gold.jsonl -o pred.jsonl
  meddeid eval --gold gold.jsonl --pred pred.jsonl
  meddeid eval --gold gold.jsonl --pred ours=pred.jsonl --pred base=other.jsonl \
      --bootstrap 10000 --json eval.json --markdown eval.md
  meddeid deidentify --spans-only gold.jsonl -o pred.jsonl --run-report run.json
  meddeid eval --gold gold.jsonl --pred ours=pred.jsonl --pred base=other.jsonl \
      --run-report ours=run.json --seconds base=42.5 --html eval.html --plots figs/
  meddeid eval --gold gold.jsonl --pred pred.jsonl --structured --format markdown -o report.md`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error { return runEval(f, cmd.ErrOrStderr()) },
	}
	cmd.Flags().StringVar(&f.gold, "gold", "", "gold JSONL with annotated spans (required)")
	cmd.Flags().StringArrayVar(&f.preds, "pred", nil, "predicted JSONL as FILE or NAME=FILE; repeat for several systems, the first is the reference (required)")
	cmd.Flags().StringVarP(&f.output, "output", "o", "-", "report file (- for stdout)")
	cmd.Flags().StringVar(&f.format, "format", "text", "report format: text, json or markdown")
	cmd.Flags().StringVar(&f.jsonOut, "json", "", "also write the JSON artifact (no text, no IDs) to this file")
	cmd.Flags().StringVar(&f.markdownOut, "markdown", "", "also write the Markdown report to this file")
	cmd.Flags().IntVar(&f.bootstrap, "bootstrap", 1000, "bootstrap resamples for 95% intervals (0: off)")
	cmd.Flags().Uint64Var(&f.seed, "seed", 1, "bootstrap seed")
	cmd.Flags().StringSliceVar(&f.labels, "labels", nil, "evaluate only these labels (comma-separated)")
	cmd.Flags().BoolVar(&f.structured, "structured", false, "evaluate only the structured labels")
	cmd.Flags().BoolVar(&f.allowExtra, "allow-extra", false, "ignore predicted documents that have no gold document without a warning")
	cmd.Flags().BoolVar(&f.excludeAges, "exclude-ages", false, "also report non-PII redaction with explicit ages below 90 removed from the numerator")
	cmd.Flags().BoolVar(&f.leakage, "leakage", false, "report leaked direct and indirect identifier characters")
	cmd.Flags().StringVar(&f.htmlOut, "html", "", "also write a self-contained HTML report with SVG figures to this file")
	cmd.Flags().StringVar(&f.plotsDir, "plots", "", "also write each figure as an SVG file into this directory")
	cmd.Flags().StringArrayVar(&f.seconds, "seconds", nil, "wall time of a system as NAME=SECONDS (repeatable; NAME= optional with one system)")
	cmd.Flags().StringArrayVar(&f.runReports, "run-report", nil, "run summary of a system written by `deidentify --run-report`, as NAME=FILE (repeatable; NAME= optional with one system)")
	return cmd
}

// parsePred splits NAME=FILE (NAME without path separators); a plain FILE
// is named after its base name without extension.
func parsePred(arg string) (name, path string) {
	if i := strings.IndexByte(arg, '='); i >= 0 && !strings.ContainsAny(arg[:i], `/\`) {
		return arg[:i], arg[i+1:]
	}
	base := filepath.Base(arg)
	for _, ext := range []string{".gz", ".jsonl", ".json", ".csv"} {
		base = strings.TrimSuffix(base, ext)
	}
	return base, arg
}

func runEval(f evalFlags, stderr io.Writer) error {
	if f.gold == "" || len(f.preds) == 0 {
		return usageError{errors.New("eval: both --gold and --pred are required")}
	}
	if f.bootstrap < 0 {
		return usageError{fmt.Errorf("--bootstrap %d: want 0 or more", f.bootstrap)}
	}
	labels := f.labels
	if f.structured {
		labels = append(labels, taxonomy.StructuredLabels()...)
	}
	for _, l := range labels {
		if !taxonomy.Valid(l) {
			return usageError{fmt.Errorf("--labels: unknown label %q (see `meddeid labels`)", l)}
		}
	}
	var write func(c *eval.Comparison, w io.Writer) error
	switch strings.ToLower(f.format) {
	case "text", "txt":
		write = (*eval.Comparison).WriteText
	case "json":
		write = (*eval.Comparison).WriteJSON
	case "markdown", "md":
		write = (*eval.Comparison).WriteMarkdown
	default:
		return usageError{fmt.Errorf("--format %q: want text, json or markdown", f.format)}
	}
	type predArg struct{ name, path string }
	var args []predArg
	names := map[string]bool{}
	for _, p := range f.preds {
		name, path := parsePred(p)
		if name == "" || path == "" {
			return usageError{fmt.Errorf("--pred %q: want FILE or NAME=FILE", p)}
		}
		if names[name] {
			return usageError{fmt.Errorf("--pred: system name %q used twice (name them with NAME=FILE)", name)}
		}
		names[name] = true
		args = append(args, predArg{name, path})
	}
	gold, err := document.ReadAll(f.gold, document.Options{})
	if err != nil {
		return err
	}
	systems := make([]eval.System, 0, len(args))
	for _, a := range args {
		docs, err := document.ReadAll(a.path, document.Options{})
		if err != nil {
			return err
		}
		systems = append(systems, eval.System{Name: a.name, Docs: docs})
	}
	cmp, err := eval.Compare(gold, systems, eval.CompareOptions{
		Options:   eval.Options{Labels: labels, AllowExtra: f.allowExtra, ExcludeAges: f.excludeAges, Leakage: f.leakage},
		Bootstrap: f.bootstrap, Seed: f.seed,
	})
	if err != nil {
		return err
	}
	for _, w := range cmp.Warnings() {
		fmt.Fprintf(stderr, "eval: warning: %s\n", w)
	}
	if err := setTimings(cmp, f.seconds, f.runReports, stderr); err != nil {
		return err
	}
	if err := writeFigures(cmp, f.htmlOut, f.plotsDir); err != nil {
		return err
	}
	if f.jsonOut != "" {
		if err := writeAtomic(f.jsonOut, cmp, (*eval.Comparison).WriteJSON); err != nil {
			return err
		}
	}
	if f.markdownOut != "" {
		if err := writeAtomic(f.markdownOut, cmp, (*eval.Comparison).WriteMarkdown); err != nil {
			return err
		}
	}
	if f.output == "-" || f.output == "" {
		return write(cmp, os.Stdout)
	}
	return writeAtomic(f.output, cmp, write)
}

// writeAtomic writes a report to path through document.CreateFile, so a
// failed run leaves no partial file.
func writeAtomic(path string, c *eval.Comparison, write func(*eval.Comparison, io.Writer) error) error {
	out, err := document.CreateFile(path)
	if err != nil {
		return err
	}
	if err := write(c, out); err != nil {
		out.Abort()
		return err
	}
	return out.Commit()
}
