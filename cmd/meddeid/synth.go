package main

import (
	"fmt"
	"hash/fnv"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/synth"
	"github.com/meddeid/meddeid/synth/perturb"
)

type synthFlags struct {
	lang      string
	count     int
	seed      uint64
	output    string
	types     []string
	split     string
	report    bool
	noLexicon bool
	lexDir    string
	minChars  int
	maxChars  int
	adv       bool
	advRate   float64
	advTech   []string
}

func newSynthCmd() *cobra.Command {
	var f synthFlags
	cmd := &cobra.Command{
		Use:   "synth --lang LANG --count N --seed S -o OUT.jsonl",
		Short: "Generate synthetic clinical notes with exact gold annotations",
		Long: `synth writes synthetic clinical notes as JSONL records (docs/CONTRACT.md) with
gold spans and sub-annotations. A seeded sampler builds structured cases
(patient, relatives, caregivers, institution, encounters, clinical content);
language-pack templates render several notes per case in many surface
formats, annotating every identifier as it is written. Validation gates
(offsets, tiling, overlaps, leaks, rendered identifiers annotated, checksums,
placeholders, length, hard negatives, script, NFC, metadata, near-duplicates)
drop any document that breaks a rule; batch gates (near-duplicate rate, label
coverage per 1,000 documents) stop the run with an error; --report prints
their counts and the largest sentence-template share.

--adversarial perturbs the notes while keeping the gold exact (techniques:
` + strings.Join(perturb.Techniques(), ", ") + `); each technique is applied
to a document with probability --adversarial-rate. A variant that fails a
gate is written unperturbed. The plain notes of a seed are the same with and
without --adversarial.

The same flags and seed give byte-identical output. With --split, records
are assigned to parts by case (all notes of one synthetic patient land in the
same part), and OUT.jsonl becomes OUT.<part>.jsonl per part.`,
		Example: `  meddeid synth --lang nl-BE --count 1000 --seed 1 -o nlbe.jsonl --report
  meddeid synth --lang en-GB --count 5000 --seed 7 -o engb.jsonl --split train=0.9,dev=0.1
  meddeid synth --lang de-DE --count 200 --types discharge_letter,lab_report -o de.jsonl
  meddeid synth --lang fr-BE --count 2000 --adversarial --adversarial-rate 0.3 -o frbe-adv.jsonl --report`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error { return runSynth(f) },
	}
	cmd.Flags().StringVar(&f.lang, "lang", "", "language pack ("+strings.Join(synth.Languages(), ", ")+")")
	cmd.Flags().IntVar(&f.count, "count", 100, "number of documents to write")
	cmd.Flags().Uint64Var(&f.seed, "seed", 1, "random seed")
	cmd.Flags().StringVarP(&f.output, "output", "o", "-", "output JSONL file (- for stdout; .gz compresses)")
	cmd.Flags().StringSliceVar(&f.types, "types", nil, "note types to draw from (default all: "+strings.Join(synth.AllTypes(), ", ")+")")
	cmd.Flags().StringVar(&f.split, "split", "", "split by case into parts, e.g. train=0.9,dev=0.1")
	cmd.Flags().BoolVar(&f.report, "report", false, "print counts per note type, label, category, format family, gate, sentence template and perturbation technique to stderr")
	cmd.Flags().BoolVar(&f.noLexicon, "no-lexicon", false, "draw names and places from the language pack only, not from the embedded lexicons")
	cmd.Flags().StringVar(&f.lexDir, "lexicon-dir", "", "add word lists from this directory to the lexicon (see meddeid deidentify --help)")
	cmd.Flags().IntVar(&f.minChars, "min-chars", 60, "drop notes shorter than this many code points")
	cmd.Flags().IntVar(&f.maxChars, "max-chars", 6000, "drop notes longer than this many code points")
	cmd.Flags().BoolVar(&f.adv, "adversarial", false, "apply perturbation techniques that keep the gold exact")
	cmd.Flags().Float64Var(&f.advRate, "adversarial-rate", perturb.DefaultRate, "probability that each technique is applied to a document (with --adversarial)")
	cmd.Flags().StringSliceVar(&f.advTech, "adversarial-techniques", nil, "perturbation techniques to use (default all: "+strings.Join(perturb.Techniques(), ", ")+")")
	return cmd
}

// splitPart is one part of --split.
type splitPart struct {
	name string
	upTo float64 // cumulative upper bound in [0,1]
	out  *document.Output
}

func parseSplit(s string) ([]splitPart, error) {
	if s == "" {
		return nil, nil
	}
	var parts []splitPart
	total := 0.0
	for _, item := range strings.Split(s, ",") {
		name, val, ok := strings.Cut(strings.TrimSpace(item), "=")
		if !ok || name == "" {
			return nil, usageError{fmt.Errorf("--split %q: want comma-separated name=fraction pairs", s)}
		}
		v, err := strconv.ParseFloat(val, 64)
		if err != nil || v <= 0 {
			return nil, usageError{fmt.Errorf("--split %q: bad fraction %q", s, val)}
		}
		if slices.ContainsFunc(parts, func(p splitPart) bool { return p.name == name }) {
			return nil, usageError{fmt.Errorf("--split %q: part %q twice", s, name)}
		}
		total += v
		parts = append(parts, splitPart{name: name, upTo: total})
	}
	if total < 0.999 || total > 1.001 {
		return nil, usageError{fmt.Errorf("--split %q: fractions sum to %g, want 1", s, total)}
	}
	parts[len(parts)-1].upTo = 1
	return parts, nil
}

// partPath turns OUT.jsonl into OUT.<part>.jsonl (and OUT.jsonl.gz into
// OUT.<part>.jsonl.gz).
func partPath(out, part string) string {
	for _, ext := range []string{".jsonl.gz", ".jsonl", ".gz"} {
		if strings.HasSuffix(out, ext) {
			return strings.TrimSuffix(out, ext) + "." + part + ext
		}
	}
	return out + "." + part
}

// caseFraction maps a case to [0,1) deterministically.
func caseFraction(seed uint64, ci int) float64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%d/%d", seed, ci)
	return float64(h.Sum64()%1_000_000) / 1_000_000
}

func runSynth(f synthFlags) (err error) {
	if f.lang == "" {
		return usageError{fmt.Errorf("--lang is required (have %s)", strings.Join(synth.Languages(), ", "))}
	}
	if f.count < 1 {
		return usageError{fmt.Errorf("--count must be at least 1")}
	}
	parts, err := parseSplit(f.split)
	if err != nil {
		return err
	}
	if len(parts) > 0 && f.output == "-" {
		return usageError{fmt.Errorf("--split needs -o FILE")}
	}
	cfg := synth.Config{Lang: f.lang, Count: f.count, Seed: f.seed, Types: f.types, MinRunes: f.minChars, MaxRunes: f.maxChars,
		Adversarial: f.adv, Techniques: f.advTech}
	if f.adv {
		cfg.AdversarialRate = f.advRate
		if f.advRate <= 0 || f.advRate > 1 {
			return usageError{fmt.Errorf("--adversarial-rate %g: want a probability in (0,1]", f.advRate)}
		}
	} else if len(f.advTech) > 0 {
		return usageError{fmt.Errorf("--adversarial-techniques needs --adversarial")}
	}
	if !f.noLexicon {
		if cfg.Lexicon, err = loadLexicon(f.lexDir); err != nil {
			return err
		}
	}
	gen, err := synth.New(cfg)
	if err != nil {
		return usageError{err}
	}
	var outs []*document.Output
	defer func() {
		if err != nil {
			for _, o := range outs {
				_ = o.Abort()
			}
		}
	}()
	if len(parts) == 0 {
		o, err := document.Create(f.output)
		if err != nil {
			return err
		}
		outs = append(outs, o)
		parts = []splitPart{{name: "", upTo: 1, out: o}}
	} else {
		for i := range parts {
			o, err := document.Create(partPath(f.output, parts[i].name))
			if err != nil {
				return err
			}
			outs = append(outs, o)
			parts[i].out = o
		}
	}
	start := time.Now()
	rep, err := gen.Run(func(d *document.Document, ci int) error {
		x := caseFraction(f.seed, ci)
		for _, p := range parts {
			if x < p.upTo {
				return p.out.Write(d)
			}
		}
		return parts[len(parts)-1].out.Write(d)
	})
	if err != nil {
		return err
	}
	for _, o := range outs {
		if err := o.Commit(); err != nil {
			return err
		}
	}
	elapsed := time.Since(start)
	if f.report {
		rep.Print(os.Stderr)
	}
	if !global.quiet {
		fmt.Fprintf(os.Stderr, "synth %s: %d documents (%d dropped by gates), %.0f notes/s\n", f.lang, rep.Written, rep.Dropped, float64(rep.Written)/elapsed.Seconds())
		for _, p := range parts {
			if p.name != "" {
				fmt.Fprintf(os.Stderr, "  %s: %d documents\n", p.name, p.out.Written())
			}
		}
	}
	return nil
}
