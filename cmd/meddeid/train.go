package main

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/tagger"
)

type trainFlags struct {
	train        []string
	dev          []string
	output       string
	epochs       int
	patience     int
	seed         uint64
	targetRecall float64
	maxNonPII    float64
	maxSolo      float64
	soloLoss     float64
	openMin      float64
	hashBits     int
	noRules      bool
	ruleDropout  float64
	world        bool
	lang         string
	lexDir       string
	workers      int
	arch         string
	neural       neuralFlags
}

func newTrainCmd() *cobra.Command {
	var f trainFlags
	cmd := &cobra.Command{
		Use:   "train --train T.jsonl [--dev D.jsonl] -o model.bin",
		Short: "Train a tagger model on annotated notes",
		Long: `train fits the trainable sequence tagger (BIOES tags over the 15 labels, hashed
features, averaged structured perceptron, Viterbi decoding under BIOES
constraints) on annotated documents in the contract format: synthetic notes
from ` + "`meddeid synth`" + `, a hospital's own annotated notes, or both (repeat
--train). Files ending in .conll are read as token-per-line CoNLL with BIO
or BIOES tags (see ` + "`meddeid conll`" + `). After every epoch the model is scored on the dev documents (core
recall, non-PII redaction, exact F1); the best epoch is kept and training
stops early after --patience epochs without improvement. Without --dev, a
tenth of the training documents (chosen by a hash of their text) is held
apart as dev.

Finally an O bias is chosen on dev: the smallest that reaches
--target-recall core recall without passing --max-non-pii redaction; and
the score a tagger span needs when no recognizer span overlaps it (see
--max-solo-non-pii, --solo-recall-loss and docs/MODELS.md); such a span of
an organisation or a place needs --open-min-score instead. The
model file records the format version, labels, feature configuration,
seed, training and dev data hashes, dev metrics and the command. The
same data, flags and seed give a byte-identical model file. The file is written to a
temporary name and renamed when complete.`,
		Example: `  meddeid synth --lang nl-BE --count 2000 --seed 1 -o nlbe.jsonl --split train=0.9,dev=0.1
  meddeid train --train nlbe.train.jsonl --dev nlbe.dev.jsonl -o nlbe.model --seed 1`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error { return runTrain(cmd, f, cmd.ErrOrStderr()) },
	}
	cmd.Flags().StringSliceVar(&f.train, "train", nil, "training documents (JSONL with gold spans; repeat or comma-separate for several files)")
	cmd.Flags().StringSliceVar(&f.dev, "dev", nil, "dev documents for early stopping and the recall bias (default: a tenth of --train)")
	cmd.Flags().StringVarP(&f.output, "output", "o", "", "model file to write")
	cmd.Flags().IntVar(&f.epochs, "epochs", 10, "largest number of epochs")
	cmd.Flags().IntVar(&f.patience, "patience", 2, "stop after this many epochs without a better dev F1")
	cmd.Flags().Uint64Var(&f.seed, "seed", 1, "random seed for the shuffles")
	cmd.Flags().Float64Var(&f.targetRecall, "target-recall", 0.99, "dev core recall the O bias is chosen to reach")
	cmd.Flags().Float64Var(&f.maxNonPII, "max-non-pii", 0.02, "largest dev non-PII redaction rate the bias may cost")
	cmd.Flags().Float64Var(&f.maxSolo, "max-solo-non-pii", 0.0005, "share of the dev non-PII characters that tagger spans no recognizer span overlaps may redact; chooses the score such spans need in the combined detector")
	cmd.Flags().Float64Var(&f.soloLoss, "solo-recall-loss", 0.05, "share of the dev gold characters found by the tagger alone that its least sure spans may give up in the combined detector (see docs/MODELS.md)")
	cmd.Flags().Float64Var(&f.openMin, "open-min-score", 0, "score a tagger span of an organisation or a place (open-class labels) needs in the combined detector when no recognizer span overlaps it; 0: the plausibility veto alone judges it (docs/MODELS.md)")
	cmd.Flags().IntVar(&f.hashBits, "hash-bits", tagger.DefaultFeatures.HashBits, "log2 of the number of hashed feature rows (model size ≈ 61 × 4 × 2^bits bytes before compression)")
	cmd.Flags().BoolVar(&f.noRules, "no-rule-features", false, "do not use the built-in recognizers' spans as features")
	cmd.Flags().BoolVar(&f.world, "world-places", false, "add membership in the world's towns (GeoNames) as a lexicon feature")
	cmd.Flags().Float64Var(&f.ruleDropout, "rule-dropout", 0, "probability with which each recognizer span is left out of a training note's features, so that the model also learns the contexts the recognizers miss (dev notes keep all; seeded by --seed)")
	cmd.Flags().StringVar(&f.lang, "lang", "", "language profile for every document, overriding the documents' languages")
	cmd.Flags().StringVar(&f.lexDir, "lexicon-dir", "", "add word lists from this directory to the lexicon (see meddeid deidentify --help)")
	cmd.Flags().IntVar(&f.workers, "workers", runtime.NumCPU(), "parallel workers for feature extraction")
	cmd.Flags().StringVar(&f.arch, "arch", "linear", "model architecture: linear (averaged perceptron) or neural (GoMLX; see docs/MODELS.md)")
	addNeuralFlags(cmd, &f.neural)
	return cmd
}

// modelFlags are the train flags that shape the model, in name order.
var modelFlags = []string{"arch", "dev", "epochs", "hash-bits", "lang", "lexicon-dir", "max-non-pii", "max-solo-non-pii",
	"no-rule-features", "open-min-score", "patience", "seed", "solo-recall-loss", "target-recall", "train"}

// commandLine renders the train command with the flags set on it that
// shape the model (not the output file or the workers) for the model
// header, so that the same data, flags and seed give the same file.
func commandLine(cmd *cobra.Command) string {
	out := []string{cmd.CommandPath()}
	for _, name := range modelFlags {
		fl := cmd.Flags().Lookup(name)
		if fl == nil || !fl.Changed {
			continue
		}
		vals := []string{fl.Value.String()}
		if sv, ok := fl.Value.(interface{ GetSlice() []string }); ok {
			vals = sv.GetSlice()
		}
		for _, v := range vals {
			if v == "" || strings.ContainsAny(v, " \t\n'\"\\$") {
				v = "'" + strings.ReplaceAll(v, "'", `'\''`) + "'"
			}
			out = append(out, "--"+name+"="+v)
		}
	}
	return strings.Join(out, " ")
}

// readDocs reads annotated documents from each path in turn:
// contract-format files, and CoNLL files (".conll", see `meddeid conll`).
func readDocs(paths []string) ([]*document.Document, error) {
	var out []*document.Document
	for _, p := range paths {
		read := func(p string) ([]*document.Document, error) { return document.ReadAll(p, document.Options{}) }
		if strings.HasSuffix(strings.ToLower(p), ".conll") {
			read = readCoNLLFile
		}
		docs, err := read(p)
		if err != nil {
			return nil, err
		}
		out = append(out, docs...)
	}
	return out, nil
}

func runTrain(cmd *cobra.Command, f trainFlags, stderr io.Writer) (err error) {
	if len(f.train) == 0 {
		return usageError{fmt.Errorf("--train is required")}
	}
	if f.output == "" {
		return usageError{fmt.Errorf("-o MODEL is required")}
	}
	if f.targetRecall <= 0 || f.targetRecall > 1 {
		return usageError{fmt.Errorf("--target-recall %g: want a value in (0,1]", f.targetRecall)}
	}
	if f.maxSolo < 0 || f.maxSolo > 1 {
		return usageError{fmt.Errorf("--max-solo-non-pii %g: want a value in [0,1]", f.maxSolo)}
	}
	if f.soloLoss < 0 || f.soloLoss >= 1 {
		return usageError{fmt.Errorf("--solo-recall-loss %g: want a value in [0,1)", f.soloLoss)}
	}
	if f.openMin < 0 || f.openMin > 1 {
		return usageError{fmt.Errorf("--open-min-score %g: want a value in [0,1]", f.openMin)}
	}
	if f.ruleDropout < 0 || f.ruleDropout >= 1 {
		return usageError{fmt.Errorf("--rule-dropout %g: want a value in [0,1)", f.ruleDropout)}
	}
	if f.hashBits < 8 || f.hashBits > 22 {
		return usageError{fmt.Errorf("--hash-bits %d: want 8..22", f.hashBits)}
	}
	lx, err := loadLexicon(f.lexDir)
	if err != nil {
		return err
	}
	train, err := readDocs(f.train)
	if err != nil {
		return err
	}
	dev, err := readDocs(f.dev)
	if err != nil {
		return err
	}
	feats := tagger.DefaultFeatures
	feats.HashBits = f.hashBits
	feats.Rules = !f.noRules
	feats.World = f.world
	switch f.arch {
	case "linear":
	case "neural":
		return runTrainNeural(cmd, f, train, dev, lx, feats, stderr)
	default:
		return usageError{fmt.Errorf("--arch %q: want linear or neural", f.arch)}
	}
	start := time.Now()
	cfg := tagger.TrainConfig{Epochs: f.epochs, Patience: f.patience, Seed: f.seed, TargetRecall: f.targetRecall,
		MaxNonPII: f.maxNonPII, MaxSoloNonPII: f.maxSolo, SoloRecallLoss: max(f.soloLoss, 1e-12), Features: feats, Lang: f.lang, Workers: f.workers, RuleDropout: f.ruleDropout, OpenMinScore: &f.openMin}
	if !global.quiet {
		cfg.Progress = func(e tagger.EpochReport) {
			best := ""
			if e.Best {
				best = " *"
			}
			fmt.Fprintf(stderr, "epoch %2d  %6.1fs  wrong sequences %6d  dev core recall %6.2f%%  non-PII %5.2f%%  F1 %6.2f%%%s\n",
				e.Epoch, time.Since(start).Seconds(), e.Mistakes, 100*e.Dev.CoreRecall, 100*e.Dev.NonPII, 100*e.Dev.F1, best)
		}
	}
	m, rep, err := tagger.Train(cmd.Context(), train, dev, lx, cfg)
	if err != nil {
		return err
	}
	m.Header.Command = commandLine(cmd)
	out, err := document.CreateFile(f.output)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			out.Abort()
		}
	}()
	n, err := m.WriteTo(out)
	if err != nil {
		return err
	}
	if err = out.Commit(); err != nil {
		return err
	}
	if !global.quiet {
		h := m.Header
		fmt.Fprintf(stderr, "trained on %d documents (%d tokens; %d spans, %d misaligned, %d dropped) in %.1fs; best epoch %d of %d\n",
			h.TrainDocs, rep.Tokens, rep.Encoding.Spans, rep.Encoding.Misaligned, rep.Encoding.Dropped, time.Since(start).Seconds(), h.BestEpoch, h.Epochs)
		fmt.Fprintf(stderr, "bias %.3g: dev core recall %.2f%% (%.2f%% without bias), non-PII %.2f%%, F1 %.2f%%\n",
			h.Bias, 100*h.Dev.CoreRecall, 100*h.DevNoBias.CoreRecall, 100*h.Dev.NonPII, 100*h.Dev.F1)
		fmt.Fprintf(stderr, "combined with the rules (tagger-only spans need score %.4f, of organisations and places %.4f): dev core recall %.2f%% (rules alone %.2f%%), non-PII %.2f%% (%.2f%%), F1 %.2f%% (%.2f%%); wrote %s (%.1f MB)\n",
			h.MinScore, h.MinScores().Open, 100*h.DevCombined.CoreRecall, 100*h.DevRules.CoreRecall, 100*h.DevCombined.NonPII, 100*h.DevRules.NonPII, 100*h.DevCombined.F1, 100*h.DevRules.F1, f.output, float64(n)/1e6)
	}
	return nil
}
