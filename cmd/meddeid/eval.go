package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/eval"
	"github.com/meddeid/meddeid/taxonomy"
)

type evalFlags struct {
	gold, pred string
	output     string
	format     string
	labels     []string
	structured bool
	allowExtra bool
}

func newEvalCmd() *cobra.Command {
	var f evalFlags
	cmd := &cobra.Command{
		Use:   "eval --gold GOLD --pred PRED [flags]",
		Short: "Measure predicted spans against gold annotations",
		Long: `eval pairs gold and predicted documents by document_id (their texts must be
identical) and reports, pooled over documents, with characters counted in
Unicode code points:

  core PII recall          gold characters in core sub-annotations (not
                           formatting, additional_info, medical_info, title,
                           time) that were redacted; n/a when gold has no
                           sub-annotations
  annotation recall        all gold span characters that were redacted
  non-PII redaction rate   characters outside every gold span that were
                           redacted, split into false-positive spans and
                           boundary extensions
  exact entity P/R/F1      spans equal in begin, end and label

plus recall per label and per language. --labels restricts both gold and
predictions to some labels; --structured is a shortcut for the labels found
by the structured recognizers (Date, Age_Birthdate, Contactdetails,
ID:Patient, ID:Caregiver).`,
		Example: `  meddeid deidentify --spans-only gold.jsonl -o pred.jsonl
  meddeid eval --gold gold.jsonl --pred pred.jsonl
  meddeid eval --gold gold.jsonl --pred pred.jsonl --structured --format markdown -o report.md`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error { return runEval(f) },
	}
	cmd.Flags().StringVar(&f.gold, "gold", "", "gold JSONL with annotated spans (required)")
	cmd.Flags().StringVar(&f.pred, "pred", "", "predicted JSONL (required)")
	cmd.Flags().StringVarP(&f.output, "output", "o", "-", "report file (- for stdout)")
	cmd.Flags().StringVar(&f.format, "format", "text", "report format: text, json or markdown")
	cmd.Flags().StringSliceVar(&f.labels, "labels", nil, "evaluate only these labels (comma-separated)")
	cmd.Flags().BoolVar(&f.structured, "structured", false, "evaluate only the structured labels")
	cmd.Flags().BoolVar(&f.allowExtra, "allow-extra", false, "ignore predicted documents that have no gold document")
	return cmd
}

func readAll(path string) ([]*document.Document, error) {
	in, err := document.Open(path, document.Options{})
	if err != nil {
		return nil, err
	}
	defer in.Close()
	var docs []*document.Document
	for {
		d, err := in.Next()
		if errors.Is(err, io.EOF) {
			return docs, nil
		}
		if err != nil {
			return nil, err
		}
		docs = append(docs, d)
	}
}

func runEval(f evalFlags) error {
	if f.gold == "" || f.pred == "" {
		return usageError{errors.New("eval: both --gold and --pred are required")}
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
	var write func(r *eval.Report, w io.Writer) error
	switch strings.ToLower(f.format) {
	case "text", "txt":
		write = (*eval.Report).WriteText
	case "json":
		write = (*eval.Report).WriteJSON
	case "markdown", "md":
		write = (*eval.Report).WriteMarkdown
	default:
		return usageError{fmt.Errorf("--format %q: want text, json or markdown", f.format)}
	}
	gold, err := readAll(f.gold)
	if err != nil {
		return err
	}
	pred, err := readAll(f.pred)
	if err != nil {
		return err
	}
	rep, err := eval.Evaluate(gold, pred, eval.Options{Labels: labels, AllowExtra: f.allowExtra})
	if err != nil {
		return err
	}
	if f.output == "-" || f.output == "" {
		return write(rep, os.Stdout)
	}
	out, err := document.CreateFile(f.output)
	if err != nil {
		return err
	}
	if err := write(rep, out); err != nil {
		out.Abort()
		return err
	}
	return out.Commit()
}
