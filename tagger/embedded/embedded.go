// Package embedded holds meddeid's default tagger model, embedded in the
// binary so that `meddeid deidentify` runs the combined detector (rules +
// tagger) with no files. The model was trained by `make model` on
// synthetic notes only (`meddeid synth`, fixed seeds); its header records
// the command, seed and data hashes, and docs/MODELS.md the figures.
// `make model` rewrites default.model; the same sources give the same
// bytes.
package embedded

import (
	_ "embed"
	"fmt"
	"sync"

	"github.com/meddeid/meddeid/tagger"
)

// Name is the --model value that selects the embedded model.
const Name = "default"

//go:embed default.model
var data []byte

var load = sync.OnceValues(func() (*tagger.Model, error) {
	m, err := tagger.Read(data)
	if err != nil {
		return nil, fmt.Errorf("embedded default model: %w", err)
	}
	return m, nil
})

// Load decodes the embedded model on first use and returns it; later
// calls return the same model, which is safe for concurrent use.
func Load() (*tagger.Model, error) { return load() }
