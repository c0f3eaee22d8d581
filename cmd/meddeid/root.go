package main

import (
	"log/slog"
	"os"

	"github.com/spf13/cobra"
)

type globalFlags struct {
	verbose   bool
	quiet     bool
	debugText bool
}

var global globalFlags

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "meddeid",
		Short: "De-identify clinical free text on your own machines",
		Long: `meddeid detects personal identifiers in clinical notes (names, dates, ages,
addresses, phone numbers, record and national-register numbers, ...), replaces
them, and measures how well that worked. Nothing leaves the machine: the
default detector is embedded in the binary and no command uses the network.

Documents are JSON Lines records (one note per line, see docs/CONTRACT.md),
plain .txt files or CSV/TSV tables. Offsets are Unicode code points.`,
		Example: `  # de-identify a JSONL file, spans and placeholder text out
  meddeid deidentify notes.jsonl -o notes.deid.jsonl

  # measure predictions against gold annotations
  meddeid eval --gold gold.jsonl --pred notes.deid.jsonl`,
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRun: func(cmd *cobra.Command, args []string) {
			level := slog.LevelInfo
			if global.verbose {
				level = slog.LevelDebug
			}
			if global.quiet {
				level = slog.LevelWarn
			}
			slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level})))
		},
	}
	root.PersistentFlags().BoolVarP(&global.verbose, "verbose", "v", false, "log debug messages to stderr")
	root.PersistentFlags().BoolVarP(&global.quiet, "quiet", "q", false, "log only warnings and errors; no summary or progress")
	root.PersistentFlags().BoolVar(&global.debugText, "debug-text", false, "allow clinical text in error messages and logs (never use on real data you cannot show)")
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return usageError{err} })
	root.Version = version
	root.AddCommand(newCoNLLCmd(), newDeidentifyCmd(), newEvalCmd(), newLabelsCmd(), newLangsCmd(), newModelCmd(), newPseudonymiseCmd(), newSynthCmd(), newTrainCmd())
	return root
}
