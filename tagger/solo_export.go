package tagger

import (
	"slices"

	"github.com/meddeid/meddeid/document"
)

// SoloThreshold returns the score that a model's span no recognizer span
// overlaps (a solo span) needs in Merge, by the rule Train uses for
// Header.MinScore: the larger of the smallest score at which the solo
// spans redact at most maxSoloNonPII of the dev non-PII characters and the
// score below which the least sure solo spans hold soloRecallLoss of their
// gold characters. texts, gold, rules, tagged and keep are per dev
// document; solo spans that keep[i] (the plausibility veto, see
// Extractor.Keeper; nil: none) drops do not count, since MergeWith drops
// them too.
func SoloThreshold(texts []string, gold, rules, tagged [][]document.Span, keep []func(document.Span) bool, maxSoloNonPII, soloRecallLoss float64) float64 {
	var solo []soloSpan
	nonPII := 0
	for i, t := range texts {
		cands := tagged[i]
		if keep != nil && keep[i] != nil {
			cands = slices.DeleteFunc(slices.Clone(cands), func(s document.Span) bool { return !keep[i](s) })
		}
		s, n := soloSpans(t, gold[i], rules[i], cands)
		solo = append(solo, s...)
		nonPII += n
	}
	return max(minScoreFor(solo, nonPII, maxSoloNonPII), recallQuantile(solo, soloRecallLoss))
}
