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

// loadModel returns the embedded linear model for embedded.Name, else the
// linear model in the file at path.
func loadModel(path string) (*tagger.Model, error) {
	if path == embedded.Name {
		m, err := embedded.Load()
		if err != nil {
			return nil, fmt.Errorf("--model %s: %w", path, err)
		}
		return m, nil
	}
	m, err := tagger.LoadFile(path)
	if err != nil {
		return nil, usageError{fmt.Errorf("--model %s: %w", path, err)}
	}
	return m, nil
}

// loadNeural returns the neural model in the file at path; flag names the
// flag that gave it, for errors.
func loadNeural(flag, path string) (*neural.Model, error) {
	m, err := neural.LoadFile(path)
	if err != nil {
		return nil, usageError{fmt.Errorf("%s %s: %w", flag, path, err)}
	}
	return m, nil
}

// isNeuralFile reports whether the file at path is a neural model file
// (by its magic bytes); unreadable files are left to the linear loader,
// whose error names them.
func isNeuralFile(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 8)
	n, _ := f.Read(head)
	return neural.IsModelFile(head[:n])
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
	if f.model != embedded.Name && isNeuralFile(f.model) {
		if f.ensemble != "" {
			return nil, usageError{fmt.Errorf("--model %s is a neural model; --ensemble takes the neural model and --model the linear one", f.model)}
		}
		if len(f.only) > 0 {
			return nil, usageError{fmt.Errorf("--recognizers is not supported with a neural --model")}
		}
		nm, err := loadNeural("--model", f.model)
		if err != nil {
			return nil, err
		}
		net, err := neural.NewDetector(nm, lx)
		if err != nil {
			return nil, fmt.Errorf("--model %s: %w", f.model, err)
		}
		net.Lang = f.lang
		return net.Combined(), nil
	}
	m, err := loadModel(f.model)
	if err != nil {
		return nil, err
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
		nm, err := loadNeural("--ensemble", f.ensemble)
		if err != nil {
			return nil, err
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
