// Package neural is meddeid's compact neural tagger: hashed embedding bags
// over the linear tagger's features (tagger.Extractor), stacked
// contextual blocks (a kernel-3 dilated convolution written as shift,
// concatenate and dense, with a residual connection and layer norm), and a
// BIOES tag head over the 15 labels decoded by a BIOES-constrained
// Viterbi.
//
// Training uses GoMLX (github.com/gomlx/gomlx) on its pure-Go backend,
// sequential and seeded, so that the same data and seed give the same
// weights. Prediction does not use GoMLX: the forward pass is a few
// hundred lines of plain Go over the weights of the model file (see
// Model.Emissions), checked against the GoMLX graph in the tests, so that
// de-identification needs no backend and starts instantly.
//
// The model file has its own versioned format (see Model.WriteTo).
// Detector runs a model alone, Combined combines it with the rules by
// tagger.Merge, and Ensemble combines the rules, the linear tagger and
// the neural tagger.
package neural
