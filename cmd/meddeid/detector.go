package main

import (
	"fmt"
	"os"

	"github.com/meddeid/meddeid/detect"
	"github.com/meddeid/meddeid/lexicon"
	"github.com/meddeid/meddeid/recognize"
	"github.com/meddeid/meddeid/tagger"
	"github.com/meddeid/meddeid/tagger/embedded"
	"github.com/meddeid/meddeid/tagger/neural"
)

// loadModel returns the model that a --model or --ensemble value (flag)
// names: the embedded linear model for embedded.Name, else the linear or
// the neural model in the file at path, told apart by their magic bytes;
// exactly one of the two results is set.
func loadModel(flag, path string) (*tagger.Model, *neural.Model, error) {
	if path == embedded.Name {
		m, err := embedded.Load()
		if err != nil {
			return nil, nil, fmt.Errorf("%s %s: %w", flag, path, err)
		}
		return m, nil, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, usageError{fmt.Errorf("%s %s: %w", flag, path, err)}
	}
	if neural.IsModelFile(data) {
		nm, err := neural.Read(data)
		if err != nil {
			return nil, nil, usageError{fmt.Errorf("%s %s: %w", flag, path, err)}
		}
		return nil, nm, nil
	}
	m, err := tagger.Read(data)
	if err != nil {
		return nil, nil, usageError{fmt.Errorf("%s %s: %w", flag, path, err)}
	}
	return m, nil, nil
}

// buildDetector assembles the detection of deidentify from its flags:
// the recognizers of reg alone (--model none), with a linear tagger (the
// embedded default or a file), with a neural tagger (a neural --model
// file), or the ensemble of a linear and a neural tagger (--ensemble).
func buildDetector(f deidFlags, lx *lexicon.Lexicon, reg *recognize.Registry) (detect.Detector, error) {
	rules := &detect.Rules{Registry: reg, Lang: f.lang}
	if f.model == "none" || f.model == "" {
		if f.ensemble != "" {
			return nil, usageError{fmt.Errorf("--ensemble needs a linear --model (the default is the embedded one), not none")}
		}
		return rules, nil
	}
	m, nm, err := loadModel("--model", f.model)
	if err != nil {
		return nil, err
	}
	if nm != nil {
		if f.ensemble != "" {
			return nil, usageError{fmt.Errorf("--model %s is a neural model; --ensemble takes the neural model and --model the linear one", f.model)}
		}
		if len(f.only) > 0 {
			return nil, usageError{fmt.Errorf("--recognizers is not supported with a neural --model")}
		}
		net, err := neural.NewDetector(nm, lx)
		if err != nil {
			return nil, fmt.Errorf("--model %s: %w", f.model, err)
		}
		net.Lang = f.lang
		return net.Combined(), nil
	}
	tg, err := tagger.NewDetector(m, lx)
	if err != nil {
		return nil, fmt.Errorf("--model %s: %w", f.model, err)
	}
	tg.Lang = f.lang
	if f.ensemble != "" {
		if len(f.only) > 0 {
			return nil, usageError{fmt.Errorf("--recognizers is not supported with --ensemble")}
		}
		_, nm, err := loadModel("--ensemble", f.ensemble)
		if err != nil {
			return nil, err
		}
		if nm == nil {
			return nil, usageError{fmt.Errorf("--ensemble %s: not a neural model (train one with `meddeid train --arch neural`)", f.ensemble)}
		}
		net, err := neural.NewDetector(nm, lx)
		if err != nil {
			return nil, fmt.Errorf("--ensemble %s: %w", f.ensemble, err)
		}
		net.Lang = f.lang
		ens := neural.NewEnsemble(tg, net)
		ens.Lang = f.lang
		return ens, nil
	}
	// The combined detector runs the recognizers once, feeds their spans
	// to the tagger as features and merges by the model's conflict rule
	// (docs/MODELS.md). A --recognizers selection decides which rule
	// spans are output.
	var outReg *recognize.Registry
	if len(f.only) > 0 {
		outReg = reg
	}
	comb := tagger.NewCombined(tg, outReg)
	comb.Lang = f.lang
	return comb, nil
}
