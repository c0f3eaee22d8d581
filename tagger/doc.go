// Package tagger is the trainable sequence labeller of meddeid: a
// tokenizer with byte offsets, the BIOES (and BIO) codec between contract
// spans and token tags, hashed features (word forms, shapes, affixes,
// character n-grams, neighbours, lexicon memberships, line cues and
// recognizer hits), a linear-chain model trained by an averaged structured
// perceptron with Viterbi decoding under BIOES constraints, a recall bias
// chosen on a dev split, a versioned binary model file, a Detector that
// runs a model as a detect.Detector, and Combined, which runs the
// recognizers once and merges their spans with the tagger's by a
// documented conflict rule (see Merge and docs/MODELS.md).
//
// Everything is deterministic: the same data, configuration and seed give
// byte-identical model files and identical predictions.
package tagger
