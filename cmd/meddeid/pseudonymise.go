package main

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/pseudo"
)

// pseudoFlags are the pseudonymisation flags shared by `pseudonymise` and
// `deidentify --pseudonymise`.
type pseudoFlags struct {
	policy          string
	keyFile         string
	shiftDays       int
	shiftScope      string
	preserveWeekday bool
	writeMapping    string
	referenceDate   string
}

func (f *pseudoFlags) register(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.StringVar(&f.policy, "policy", pseudo.DefaultPolicy, "policy: a built-in name ("+strings.Join(pseudo.Builtins(), ", ")+") or a YAML file")
	fl.StringVar(&f.keyFile, "key-file", "", "file holding the secret key (default: $"+pseudo.KeyEnv+"); never printed")
	fl.IntVar(&f.shiftDays, "shift-days", 0, "shift every date by N days instead of the keyed per-patient offset")
	fl.StringVar(&f.shiftScope, "shift-scope", "", "what one offset covers: patient (metadata.patient_id), stay (metadata.stay_id) or document (default: the policy's, patient)")
	fl.BoolVar(&f.preserveWeekday, "preserve-weekday", false, "derive offsets as signed multiples of 7 (a utility choice, not a privacy guarantee)")
	fl.StringVar(&f.writeMapping, "write-mapping", "", "write scope id -> offset (JSONL, mode 0600) to this file; keep it apart from the output")
	fl.StringVar(&f.referenceDate, "reference-date", "", "document date (YYYY-MM-DD) for documents without metadata.document_creation_date")
}

// build returns the configured pseudonymiser; it logs configuration
// warnings (never the key).
func (f *pseudoFlags) build(cmd *cobra.Command, langOverride string) (*pseudo.Pseudonymiser, error) {
	pol, err := pseudo.LoadPolicy(f.policy)
	if err != nil {
		return nil, usageError{err}
	}
	key, err := pseudo.LoadKey(f.keyFile, os.Getenv)
	if err != nil {
		return nil, usageError{err}
	}
	opts := pseudo.Options{Policy: pol, Key: key, Scope: f.shiftScope, Lang: langOverride, KeepMapping: f.writeMapping != ""}
	if cmd.Flags().Changed("shift-days") {
		d := f.shiftDays
		opts.ShiftDays = &d
	}
	if cmd.Flags().Changed("preserve-weekday") {
		w := f.preserveWeekday
		opts.PreserveWeekday = &w
	}
	if f.referenceDate != "" {
		t, err := time.Parse("2006-01-02", f.referenceDate)
		if err != nil {
			return nil, usageError{fmt.Errorf("--reference-date %q: want YYYY-MM-DD", f.referenceDate)}
		}
		opts.ReferenceDate = t
	}
	p, err := pseudo.New(opts)
	if err != nil {
		return nil, usageError{err}
	}
	for _, w := range p.Warnings() {
		slog.Warn(w)
	}
	return p, nil
}

// finish writes the mapping file (when asked) and the run summary.
func (f *pseudoFlags) finish(p *pseudo.Pseudonymiser) error {
	if f.writeMapping != "" {
		out, err := document.CreateFile(f.writeMapping)
		if err != nil {
			return err
		}
		for _, e := range p.Mapping() {
			b, _ := json.Marshal(e)
			if _, err := out.Write(append(b, '\n')); err != nil {
				out.Abort()
				return err
			}
		}
		if err := out.Commit(); err != nil {
			return err
		}
		if err := os.Chmod(f.writeMapping, 0o600); err != nil {
			return fmt.Errorf("--write-mapping: %w", err)
		}
	}
	if !global.quiet {
		p.Summary().Write(os.Stderr)
	}
	return nil
}

type pseudoCmdFlags struct {
	in      inputFlags
	ps      pseudoFlags
	output  string
	lang    string
	workers int
}

func newPseudonymiseCmd() *cobra.Command {
	var f pseudoCmdFlags
	cmd := &cobra.Command{
		Use:   "pseudonymise [flags] FILE|-",
		Short: "Replace the spans of documents by policy: shifted dates, graded ages, surrogates",
		Long: `pseudonymise reads documents that already carry spans (gold annotations or
predictions, e.g. from ` + "`meddeid deidentify --spans-only`" + `) and writes each record with
deid_text and a replacement per span, chosen by a policy:

  meddeid            (default) keyed surrogates for contacts and IDs (same form,
                     valid checksums); names, places and organisations as numbered
                     placeholders until surrogate lexicons exist; dates shifted by
                     one offset per patient; ages reduced by age (Table S10b)
  placeholders       every span its numbered tag, [PATIENT-1], consistent per document
  gdpr-strict        placeholders for persons, places and organisations
  hipaa-safe-harbor  years only, ages over 89 top-coded, ZIP3, the rest removed

or a YAML file of your own (see the built-ins in pseudo/policies/).

The per-patient offset is HMAC-SHA256(key, metadata.patient_id) mapped into
±[366, 1095] days; without a patient id the document is its own scope. The key
comes from --key-file or $MEDDEID_KEY and is never printed. A span an operator
cannot transform becomes a placeholder, never the original, and is counted by
category in the summary (stderr) and in each record's report; replacements are
re-scanned for original identifiers and a hit stops the run. The same input
and key give byte-identical output.

Exit status: 0 on success, 2 for invalid input or flags, 1 for other failures.`,
		Example: `  export MEDDEID_KEY="$(cat /secure/meddeid.key)"
  meddeid pseudonymise gold.jsonl -o pseudo.jsonl
  meddeid deidentify --spans-only notes.jsonl | meddeid pseudonymise --key-file k.txt - > out.jsonl
  meddeid pseudonymise --shift-days 371 --reference-date 2025-01-15 --policy placeholders gold.jsonl
  meddeid pseudonymise --policy hipaa-safe-harbor notes.jsonl -o safe.jsonl
  meddeid pseudonymise --key-file k.txt --write-mapping offsets.jsonl --preserve-weekday gold.jsonl -o out.jsonl`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPseudonymise(cmd, args[0], f)
		},
	}
	f.in.register(cmd)
	f.ps.register(cmd)
	cmd.Flags().StringVarP(&f.output, "output", "o", "-", "output JSONL file (- for stdout)")
	cmd.Flags().StringVar(&f.lang, "lang", "", "language profile for every document (e.g. nl-BE), overriding the document's language")
	cmd.Flags().IntVar(&f.workers, "workers", runtime.NumCPU(), "number of parallel workers")
	return cmd
}

func runPseudonymise(cmd *cobra.Command, path string, f pseudoCmdFlags) (err error) {
	p, err := f.ps.build(cmd, f.lang)
	if err != nil {
		return err
	}
	if _, _, err := runStream(cmd.Context(), path, f.in, f.output, "jsonl", f.workers, p.Process); err != nil {
		return err
	}
	return f.ps.finish(p)
}
