package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/tagger"
	"github.com/meddeid/meddeid/tagger/neural"
)

// neuralFlags are the train flags of --arch neural.
type neuralFlags struct {
	dim       int
	bits      int
	dilations string
	window    int
	batch     int
	lr        float64
	maxSteps  int
}

func addNeuralFlags(cmd *cobra.Command, f *neuralFlags) {
	a := neural.DefaultArch
	d := make([]string, len(a.Dilations))
	for i, v := range a.Dilations {
		d[i] = strconv.Itoa(v)
	}
	cmd.Flags().IntVar(&f.dim, "neural-dim", a.Dim, "--arch neural: width of the token vectors")
	cmd.Flags().IntVar(&f.bits, "neural-hash-bits", a.HashBits, "--arch neural: log2 of the embedding rows")
	cmd.Flags().StringVar(&f.dilations, "neural-dilations", strings.Join(d, ","), "--arch neural: one contextual block per comma-separated dilation")
	cmd.Flags().IntVar(&f.window, "neural-window", 128, "--arch neural: training window in tokens")
	cmd.Flags().IntVar(&f.batch, "neural-batch", 16, "--arch neural: windows per training step")
	cmd.Flags().Float64Var(&f.lr, "neural-lr", 0.003, "--arch neural: Adam learning rate")
	cmd.Flags().IntVar(&f.maxSteps, "neural-max-steps", 0, "--arch neural: stop each epoch after this many steps (0: no limit)")
	modelFlags = append(modelFlags, "neural-batch", "neural-dilations", "neural-dim", "neural-hash-bits", "neural-lr", "neural-max-steps", "neural-window")
}

// runTrainNeural trains a neural model (meddeid train --arch neural); the
// best epoch so far is written to the output file after every epoch that
// improves it (atomically: temporary file, then rename).
func runTrainNeural(cmd *cobra.Command, f trainFlags, train, dev []*document.Document, lx *lexicon.Lexicon, feats tagger.FeatureConfig, stderr io.Writer) error {
	a := neural.Arch{HashBits: f.neural.bits, Dim: f.neural.dim, MaxFeatures: neural.DefaultArch.MaxFeatures}
	for _, s := range strings.Split(f.neural.dilations, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			return usageError{fmt.Errorf("--neural-dilations %q: want comma-separated integers", f.neural.dilations)}
		}
		a.Dilations = append(a.Dilations, v)
	}
	epochs, patience := 4, 1
	if cmd.Flags().Changed("epochs") {
		epochs = f.epochs
	}
	if cmd.Flags().Changed("patience") {
		patience = f.patience
	}
	command := commandLine(cmd)
	write := func(m *neural.Model) (n int64, err error) {
		m.Header.Command = command
		out, err := document.CreateFile(f.output)
		if err != nil {
			return 0, err
		}
		defer func() {
			if err != nil {
				out.Abort()
			}
		}()
		if n, err = m.WriteTo(out); err != nil {
			return n, err
		}
		return n, out.Commit()
	}
	start := time.Now()
	cfg := neural.TrainConfig{Arch: a, Features: feats, Epochs: epochs, Patience: patience, Window: f.neural.window,
		Batch: f.neural.batch, LearningRate: f.neural.lr, Seed: f.seed, MaxSoloNonPII: f.maxSolo, SoloRecallLoss: max(f.soloLoss, 1e-12),
		MaxSteps: f.neural.maxSteps, Lang: f.lang, Workers: f.workers,
		Checkpoint: func(m *neural.Model) error { _, err := write(m); return err }}
	if !global.quiet {
		cfg.Progress = func(e neural.EpochReport) {
			best := ""
			if e.Best {
				best = " * (checkpoint written)"
			}
			fmt.Fprintf(stderr, "epoch %2d  %7.1fs  loss %.4f  %6.0f tokens/s  dev core recall %6.2f%%  non-PII %5.2f%%  F1 %6.2f%%%s\n",
				e.Epoch, e.Seconds, e.Loss, float64(e.Tokens)/max(e.Seconds, 1e-9)*float64(e.Epoch), 100*e.Dev.CoreRecall, 100*e.Dev.NonPII, 100*e.Dev.F1, best)
		}
	}
	m, err := neural.Train(cmd.Context(), train, dev, lx, cfg)
	if err != nil {
		return err
	}
	n, err := write(m)
	if err != nil {
		return err
	}
	if !global.quiet {
		h := m.Header
		fmt.Fprintf(stderr, "trained a neural model on %d documents (%d tokens) in %.1fs; best epoch %d of %d\n",
			h.TrainDocs, h.TrainTokens, time.Since(start).Seconds(), h.BestEpoch, h.Epochs)
		fmt.Fprintf(stderr, "dev core recall %.2f%%, non-PII %.2f%%, F1 %.2f%%; with the rules (neural-only spans need score %.4f): core recall %.2f%% (rules alone %.2f%%), non-PII %.2f%% (%.2f%%); wrote %s (%.1f MB)\n",
			100*h.Dev.CoreRecall, 100*h.Dev.NonPII, 100*h.Dev.F1, h.MinScore, 100*h.DevCombined.CoreRecall, 100*h.DevRules.CoreRecall,
			100*h.DevCombined.NonPII, 100*h.DevRules.NonPII, f.output, float64(n)/1e6)
	}
	return nil
}
