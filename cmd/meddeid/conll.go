package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/tagger"
)

func newCoNLLCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "conll",
		Short: "Convert annotated notes to and from token-per-line CoNLL (BIO or BIOES tags)",
		Long: `conll exchanges annotations with sequence-labelling tools.

"conll export" writes the gold spans of annotated notes (JSONL, docs/CONTRACT.md)
as one token per line, "TOKEN<TAB>TAG", with "# document_id", "# language" and
"# text" comment lines and an empty line after each line of a note. Tokens are
the tagger's; a span that begins or ends inside a token is widened to whole
tokens and counted.

"conll import" reads that form (BIO or BIOES, whichever was written; the last
column is the tag) and writes JSONL notes whose text is rebuilt from the
"# text" lines (or from the tokens joined by spaces when there are none), with
the spans the tags decode to. The labels are the taxonomy's ("meddeid labels").
Notes' metadata and blank lines do not survive the round trip.`,
	}
	cmd.AddCommand(newCoNLLExportCmd(), newCoNLLImportCmd())
	return cmd
}

func newCoNLLExportCmd() *cobra.Command {
	var output, scheme string
	cmd := &cobra.Command{
		Use:   "export IN.jsonl -o OUT.conll",
		Short: "Write annotated notes as CoNLL",
		Example: `  meddeid conll export annotated.jsonl -o annotated.conll
  meddeid conll export --scheme BIOES out/model/nl-BE.train.jsonl -o nl-BE.train.conll`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			scheme = strings.ToUpper(scheme)
			if scheme != "BIO" && scheme != "BIOES" {
				return usageError{fmt.Errorf("--scheme %q: want BIO or BIOES", scheme)}
			}
			if output == "" {
				return usageError{errors.New("conll export: give -o OUT.conll (or -o - for standard output)")}
			}
			in, err := document.Open(args[0], document.Options{})
			if err != nil {
				return err
			}
			defer in.Close()
			out, err := document.CreateFile(output)
			if err != nil {
				return err
			}
			var sum tagger.EncodeStats
			docs := 0
			for {
				d, err := in.Next()
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					_ = out.Abort()
					return err
				}
				st, err := tagger.WriteCoNLL(out, d, scheme)
				if err != nil {
					_ = out.Abort()
					return fmt.Errorf("conll export: document %q: %w", d.ID, err)
				}
				sum.Add(st)
				docs++
			}
			if err := out.Commit(); err != nil {
				return err
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "conll export: %d documents, %d spans (%d widened to whole tokens, %d dropped: overlapping, empty or of no taxonomy label)\n",
				docs, sum.Spans, sum.Misaligned, sum.Dropped)
			return nil
		},
	}
	cmd.Flags().StringVarP(&output, "output", "o", "", "the CoNLL file to write (- for standard output); written to a temporary file and renamed")
	cmd.Flags().StringVar(&scheme, "scheme", "BIO", "tag scheme: BIO (E- written as I-, S- as B-) or BIOES")
	return cmd
}

func newCoNLLImportCmd() *cobra.Command {
	var output string
	cmd := &cobra.Command{
		Use:     "import IN.conll -o OUT.jsonl",
		Short:   "Read CoNLL annotations into JSONL notes",
		Example: `  meddeid conll import annotated.conll -o annotated.jsonl`,
		Args:    exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if output == "" {
				return usageError{errors.New("conll import: give -o OUT.jsonl (or -o - for standard output)")}
			}
			docs, err := readCoNLLFile(args[0])
			if err != nil {
				return err
			}
			out, err := document.Create(output)
			if err != nil {
				return err
			}
			spans := 0
			for _, d := range docs {
				if err := out.Write(d); err != nil {
					_ = out.Abort()
					return err
				}
				spans += len(d.Spans)
			}
			if err := out.Commit(); err != nil {
				return err
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "conll import: %d documents, %d spans\n", len(docs), spans)
			return nil
		},
	}
	cmd.Flags().StringVarP(&output, "output", "o", "", "the JSONL file to write (- for standard output; .gz compresses); written to a temporary file and renamed")
	return cmd
}

// readCoNLLFile reads the documents of a CoNLL file ("-": standard input);
// a malformed file is a usage error naming the line.
func readCoNLLFile(path string) ([]*document.Document, error) {
	var r io.Reader = os.Stdin
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return nil, fmt.Errorf("conll: %w", err)
		}
		defer f.Close()
		r = f
	}
	docs, err := tagger.ReadCoNLL(r, path)
	if err != nil {
		return nil, usageError{fmt.Errorf("conll: %w", err)}
	}
	return docs, nil
}
