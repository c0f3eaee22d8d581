package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/meddeid/meddeid/batch"
	"github.com/meddeid/meddeid/deidentify"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lang"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/postprocess"
	"github.com/meddeid/meddeid/recognize/builtin"
	"github.com/meddeid/meddeid/tagger/embedded"
	"github.com/meddeid/meddeid/taxonomy"
)

type inputFlags struct {
	format      string
	textColumn  string
	idColumn    string
	skipInvalid bool
	rejects     string
}

func (f *inputFlags) register(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.format, "format", "", "input format: jsonl, txt or csv/tsv (default: from the file extension; jsonl for stdin)")
	cmd.Flags().StringVar(&f.textColumn, "text-column", "text", "CSV/TSV column holding the note text")
	cmd.Flags().StringVar(&f.idColumn, "id-column", "", "CSV/TSV column holding the document id (default: document_id or id, else row number)")
	cmd.Flags().BoolVar(&f.skipInvalid, "skip-invalid", false, "skip invalid records instead of stopping; they are written to --rejects")
	cmd.Flags().StringVar(&f.rejects, "rejects", "", "file receiving skipped invalid records (default: OUTPUT.rejects.jsonl, or meddeid.rejects.jsonl for stdout)")
}

type deidFlags struct {
	in        inputFlags
	output    string
	spansOnly bool
	workers   int
	lang      string
	only      []string
	outFormat string
	runReport string
	pseudo    bool
	noMeta    bool
	lexDir    string
	model     string
	ensemble  string
	ps        pseudoFlags
}

func newDeidentifyCmd() *cobra.Command {
	var f deidFlags
	cmd := &cobra.Command{
		Use:   "deidentify [flags] FILE|DIR|-",
		Short: "Detect identifiers and write spans and de-identified text",
		Long: `deidentify reads documents (JSONL, .txt, CSV/TSV, a directory of them, or - for
stdin), detects identifier spans with the embedded default detector, and writes
one JSONL record per document, in input order, with:

  spans      the predicted spans (begin, end, label, text, score, replacement,
             source); spans already present on input are ignored and replaced
  deid_text  the text with every span replaced by its [Label] placeholder
  report     per-document counts (language used, spans per label, characters)

Detection is followed by post-processing: the names in a record's metadata
(patient, caregivers, known_values) are found in its text and marked (turn
this off with --no-metadata; metadata is never inserted into the text), a
confident name or identifier is marked at its other occurrences, and span
edges are healed.

Output goes to stdout unless -o is given; a file is written to a temporary
name and renamed only when the whole run succeeded. A summary (documents,
spans per label, docs/s, MB/s) goes to stderr.

For throughput the Go garbage collector runs with GOGC=400 (the heap may
grow to five times its live size between collections; about 300 MB at
most) unless the GOGC environment variable is set: GOGC=100 trades 3-7%
of speed for about 120 MB less memory.

Exit status: 0 on success, 2 for invalid input or flags, 1 for other failures.`,
		Example: `  meddeid deidentify examples/notes.jsonl -o out.jsonl
  meddeid deidentify --lang nl-BE letters/ -o letters.jsonl
  cat notes.jsonl | meddeid deidentify --spans-only - > spans.jsonl
  meddeid deidentify notes.csv --text-column body --id-column nr -o out.jsonl`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runDeidentify(cmd, args[0], f)
		},
	}
	f.in.register(cmd)
	cmd.Flags().StringVarP(&f.output, "output", "o", "-", "output JSONL file (- for stdout)")
	cmd.Flags().StringVar(&f.outFormat, "output-format", "jsonl", "jsonl (records with spans, deid_text, report) or text (each document's de-identified text under a header, for reading)")
	cmd.Flags().BoolVar(&f.spansOnly, "spans-only", false, "write predicted spans only (no deid_text, no report)")
	cmd.Flags().IntVar(&f.workers, "workers", runtime.NumCPU(), "number of parallel workers")
	cmd.Flags().StringVar(&f.lang, "lang", "", "language profile for every document (e.g. nl-BE), overriding the document's language and detection")
	cmd.Flags().StringVar(&f.runReport, "run-report", "", "also write a JSON run summary (documents, bytes, seconds, docs/s, MB/s, workers, spans per label; no text or IDs) to this file, for `meddeid eval --run-report`")
	cmd.Flags().StringSliceVar(&f.only, "recognizers", nil, "run only these recognizers (comma-separated names; see `meddeid langs --recognizers`)")
	cmd.Flags().BoolVar(&f.noMeta, "no-metadata", false, "do not search the text for the names in each record's metadata (patient, caregivers, known_values); by default they are found and marked")
	cmd.Flags().StringVar(&f.lexDir, "lexicon-dir", "", "add a hospital's own word lists from this directory: one file per list, <kind>[.<locale>].txt[.gz], one entry a line (kinds: firstnames, lastnames, cities, regions, streets, countries, professions, hobbies, organizations, commonwords, eponyms, ...; see docs/LEXICONS.md)")
	cmd.Flags().StringVar(&f.ensemble, "ensemble", "", "also run the neural tagger model in this file (`meddeid train --arch neural`) with the linear --model: rules + linear + neural, by the ensemble's conflict rule (a span found by one model alone needs the other's agreement or a very sure score; docs/MODELS.md)")
	cmd.Flags().StringVar(&f.model, "model", embedded.Name, "the tagger model run with the recognizers: \"default\" (the model embedded in the binary, trained on synthetic notes), a model file written by `meddeid train` (linear or neural), or \"none\" (the recognizers alone). Tagger and rule spans are merged by the model's conflict rule (a tagger span no rule span overlaps needs the model's minimum score and must fit its label; overlaps go to the higher score, then the longer span; docs/MODELS.md) before post-processing")
	cmd.Flags().BoolVar(&f.pseudo, "pseudonymise", false, "after detection, replace spans by --policy (shifted dates, graded ages, surrogates; see `meddeid pseudonymise --help`) instead of [Label] placeholders")
	f.ps.register(cmd)
	return cmd
}

func exactArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return usageError{fmt.Errorf("%s: want %d argument(s), got %d (see --help)", cmd.CommandPath(), n, len(args))}
		}
		return nil
	}
}

func openInput(path string, f inputFlags, outPath string) (*document.Input, *document.AtomicFile, error) {
	opts := document.Options{Format: f.format, TextColumn: f.textColumn, IDColumn: f.idColumn, SkipInvalid: f.skipInvalid}
	var rej *document.AtomicFile
	if f.skipInvalid {
		name := f.rejects
		if name == "" {
			name = "meddeid.rejects.jsonl"
			if outPath != "-" && outPath != "" {
				name = strings.TrimSuffix(outPath, ".jsonl") + ".rejects.jsonl"
			}
		}
		var err error
		rej, err = document.CreateFile(name)
		if err != nil {
			return nil, nil, err
		}
		opts.Rejects = rej
	}
	in, err := document.Open(path, opts)
	if err != nil {
		if rej != nil {
			rej.Abort()
		}
		return nil, nil, err
	}
	return in, rej, nil
}

// loadLexicon returns the embedded lexicon, extended with the lists in dir
// when dir is not empty.
func loadLexicon(dir string) (*lexicon.Lexicon, error) {
	lx, err := lexicon.Load()
	if err != nil {
		return nil, fmt.Errorf("load embedded lexicon: %w", err)
	}
	if dir == "" {
		return lx, nil
	}
	ext, err := lx.LoadDir(dir)
	if err != nil {
		return nil, usageError{fmt.Errorf("--lexicon-dir %s: %w", dir, err)}
	}
	return ext, nil
}

func runDeidentify(cmd *cobra.Command, path string, f deidFlags) (err error) {
	ctx := cmd.Context()
	tuneGC()
	if f.lang != "" {
		if _, ok := lang.Get(f.lang); !ok {
			return usageError{fmt.Errorf("--lang %q: no such profile (have %s)", f.lang, strings.Join(lang.Codes(), ", "))}
		}
	}
	lx, err := loadLexicon(f.lexDir)
	if err != nil {
		return err
	}
	reg := builtin.New(lx)
	if len(f.only) > 0 {
		var unknown []string
		reg, unknown = reg.Select(f.only)
		if len(unknown) > 0 {
			return usageError{fmt.Errorf("--recognizers: unknown %s", strings.Join(unknown, ", "))}
		}
	}
	inner, err := buildDetector(f, lx, reg)
	if err != nil {
		return err
	}
	det := &postprocess.Detector{Inner: inner, Metadata: !f.noMeta}
	job := &deidentify.Job{Detector: det, Lang: f.lang, SpansOnly: f.spansOnly}
	if f.pseudo {
		if f.spansOnly {
			return usageError{fmt.Errorf("--pseudonymise writes deid_text; drop --spans-only")}
		}
		if job.Pseudo, err = f.ps.build(cmd, f.lang); err != nil {
			return err
		}
	}

	if f.outFormat != "jsonl" && f.outFormat != "text" {
		return usageError{fmt.Errorf("--output-format %q: want jsonl or text", f.outFormat)}
	}
	if f.outFormat == "text" && f.spansOnly {
		return usageError{fmt.Errorf("--output-format text needs deid_text; drop --spans-only")}
	}
	stats, rejected, err := runStream(ctx, path, f.in, f.output, f.outFormat, f.workers, job.Process)
	if err != nil {
		return err
	}
	if f.runReport != "" {
		if err := writeRunReport(f.runReport, stats, f.workers); err != nil {
			return err
		}
	}
	if !global.quiet {
		printSummary(os.Stderr, stats, rejected)
	}
	if job.Pseudo != nil {
		return f.ps.finish(job.Pseudo)
	}
	return nil
}

// progress shows a spinner with counts on a terminal once a run has taken
// longer than two seconds.
type progress struct {
	enabled bool
	start   time.Time
	bar     *progressbar.ProgressBar
}

func newProgress(enabled bool) *progress {
	return &progress{enabled: enabled && term.IsTerminal(int(os.Stderr.Fd())), start: time.Now()}
}

func (p *progress) update(s batch.Stats) {
	if !p.enabled || time.Since(p.start) < 2*time.Second {
		return
	}
	if p.bar == nil {
		p.bar = progressbar.NewOptions64(-1,
			progressbar.OptionSetWriter(os.Stderr),
			progressbar.OptionThrottle(200*time.Millisecond),
			progressbar.OptionSpinnerType(14),
			progressbar.OptionSetElapsedTime(false),
		)
	}
	p.bar.Describe(fmt.Sprintf("de-identifying: %d documents, %.0f docs/s, %.2f MB/s, %s",
		s.Documents, s.DocsPerSecond(), s.MBPerSecond(), s.Elapsed.Round(time.Second)))
	_ = p.bar.Set(s.Documents)
}

func (p *progress) finish() {
	if p.bar != nil {
		_ = p.bar.Finish()
		fmt.Fprintln(os.Stderr)
	}
}

func printSummary(w *os.File, s batch.Stats, rejected int) {
	fmt.Fprintf(w, "documents: %d   spans: %d   %.1f docs/s   %.2f MB/s   (%s)\n",
		s.Documents, s.TotalSpans(), s.DocsPerSecond(), s.MBPerSecond(), s.Elapsed.Round(time.Millisecond))
	if rejected > 0 {
		fmt.Fprintf(w, "rejected invalid records: %d\n", rejected)
	}
	labels := make([]string, 0, len(s.Spans))
	for l := range s.Spans {
		labels = append(labels, l)
	}
	taxonomy.SortLabels(labels)
	for _, l := range labels {
		fmt.Fprintf(w, "  %-28s %6d\n", l, s.Spans[l])
	}
}

// sink writes processed documents as JSONL records or as readable text.
type sink struct {
	write  func(*document.Document) error
	commit func() error
	abort  func() error
}

func newSink(path, format string) (*sink, error) {
	if format == "text" {
		f, err := document.CreateFile(path)
		if err != nil {
			return nil, err
		}
		return &sink{
			write: func(d *document.Document) error {
				_, err := fmt.Fprintf(f, "### %s\n%s\n\n", d.ID, *d.DeidText)
				return err
			},
			commit: f.Commit, abort: f.Abort,
		}, nil
	}
	o, err := document.Create(path)
	if err != nil {
		return nil, err
	}
	return &sink{write: o.Write, commit: o.Commit, abort: o.Abort}, nil
}

// runStream is the plumbing shared by the document-processing commands:
// open the input (and a rejects file with --skip-invalid), run process on
// every document with batch.Run in input order, write the results in
// outFormat, and commit the output and rejects files only when the whole
// run succeeded — otherwise neither is left behind. It returns the run
// statistics and the number of rejected records.
func runStream(ctx context.Context, path string, in inputFlags, outPath, outFormat string, workers int,
	process func(context.Context, *document.Document) error) (stats batch.Stats, rejected int, err error) {
	src, rejects, err := openInput(path, in, outPath)
	if err != nil {
		return stats, 0, err
	}
	defer src.Close()
	out, err := newSink(outPath, outFormat)
	if err != nil {
		if rejects != nil {
			rejects.Abort()
		}
		return stats, 0, err
	}
	defer func() {
		if err != nil {
			out.abort()
			if rejects != nil {
				rejects.Abort()
			}
		}
	}()
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt)
	defer stop()
	prog := newProgress(!global.quiet)
	stats, err = batch.Run(ctx, src.Next, process, out.write, batch.Options{Workers: workers, Progress: prog.update})
	prog.finish()
	if err != nil {
		return stats, 0, err
	}
	if err := out.commit(); err != nil {
		return stats, 0, err
	}
	if rejects != nil {
		if err := rejects.Commit(); err != nil {
			return stats, 0, err
		}
	}
	return stats, src.RecordsRejected(), nil
}
