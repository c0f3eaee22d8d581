package tagger

import "github.com/meddeid/meddeid/document"

// SoloThreshold returns the score that a model's span no recognizer span
// overlaps (a solo span) needs in Merge, by the rule Train uses for
// Header.MinScore: the larger of the smallest score at which the solo
// spans redact at most maxSoloNonPII of the dev non-PII characters and the
// score below which the least sure solo spans hold soloRecallLoss of their
// gold characters. texts, gold, rules and tagged are per dev document.
func SoloThreshold(texts []string, gold, rules, tagged [][]document.Span, maxSoloNonPII, soloRecallLoss float64) float64 {
	var solo []soloSpan
	nonPII := 0
	for i, t := range texts {
		s, n := soloSpans(t, gold[i], rules[i], tagged[i])
		solo = append(solo, s...)
		nonPII += n
	}
	return max(minScoreFor(solo, nonPII, maxSoloNonPII), recallQuantile(solo, soloRecallLoss))
}
