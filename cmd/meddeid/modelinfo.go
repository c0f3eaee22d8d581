package main

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/meddeid/meddeid/tagger/embedded"
)

func newModelCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "model [PATH|default]",
		Short: "Print a tagger model's header: format, labels, features, training data hashes, seed, command and dev metrics",
		Long: `model prints the JSON header of a tagger model file written by
"meddeid train" (linear or neural), or of the model embedded in the binary ("default", the
default): what it was trained on (document counts and SHA-256 hashes of
the training and dev data), with which command and seed, and its
operating point and dev metrics. Weights are not printed.`,
		Example: `  meddeid model
  meddeid model out/model/default.model`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path := embedded.Name
			if len(args) == 1 {
				path = args[0]
			}
			m, nm, err := loadModel("model", path)
			if err != nil {
				return err
			}
			var header any
			if nm != nil {
				header = nm.Header
			} else {
				header = m.Header
			}
			b, err := json.MarshalIndent(header, "", "  ")
			if err != nil {
				return fmt.Errorf("model header: %w", err)
			}
			_, err = fmt.Fprintf(cmd.OutOrStdout(), "%s\n", b)
			return err
		},
	}
}

func maxArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) > n {
			return usageError{fmt.Errorf("%s: want at most %d argument(s), got %d (see --help)", cmd.CommandPath(), n, len(args))}
		}
		return nil
	}
}
