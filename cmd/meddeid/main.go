// Command meddeid de-identifies clinical free text on the machine it runs
// on: it detects personal identifiers, replaces them, and measures how
// well that worked. Run `meddeid --help` for the commands.
package main

import (
	"errors"
	"fmt"
	"log/slog"
	"os"

	"github.com/meddeid/meddeid/document"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

// Exit codes.
const (
	exitOK       = 0
	exitFailure  = 1 // the run failed (I/O, internal error)
	exitBadInput = 2 // the input or the command line is invalid
)

// usageError marks errors in the command line.
type usageError struct{ error }

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	root := newRootCmd()
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return exitOK
	}
	fmt.Fprintf(os.Stderr, "meddeid: %v\n", err)
	var ve *document.ValidationError
	if errors.As(err, &ve) && ve.Detail != "" {
		if global.debugText {
			fmt.Fprintf(os.Stderr, "meddeid: detail (--debug-text): %s\n", ve.Detail)
		} else {
			fmt.Fprintln(os.Stderr, "meddeid: rerun with --debug-text to see the text involved")
		}
	}
	var ue usageError
	switch {
	case errors.As(err, &ve), errors.As(err, &ue):
		return exitBadInput
	default:
		slog.Debug("failed", "err", err)
		return exitFailure
	}
}
