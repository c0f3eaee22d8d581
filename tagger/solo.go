package tagger

import (
	"slices"
	"unicode/utf8"

	"github.com/meddeid/meddeid/document"
)

// soloSpan is a tagger span on a dev document that no recognizer span
// overlaps, with the characters it redacts inside and outside gold spans.
type soloSpan struct {
	score   float64
	in, out int
}

// soloSpans returns the solo tagger spans of one dev document and the
// number of its characters outside gold spans.
func soloSpans(text string, gold, rules, tagged []document.Span) ([]soloSpan, int) {
	inGold := make([]bool, len(text))
	for _, g := range gold {
		for k := max(g.Begin, 0); k < min(g.End, len(text)); k++ {
			inGold[k] = true
		}
	}
	nonPII := 0
	for k := 0; k < len(text); k++ {
		if !inGold[k] && utf8.RuneStart(text[k]) {
			nonPII++
		}
	}
	var out []soloSpan
	for _, s := range tagged {
		if s.Score == nil || overlapsAny(rules, s) {
			continue
		}
		ss := soloSpan{score: *s.Score}
		for k := s.Begin; k < s.End; k++ {
			if !utf8.RuneStart(text[k]) {
				continue
			}
			if inGold[k] {
				ss.in++
			} else {
				ss.out++
			}
		}
		out = append(out, ss)
	}
	return out, nonPII
}

// minScoreFor returns the smallest threshold at which the solo spans
// redact at most budget × nonPII characters outside gold spans: solo
// spans are dropped from the lowest score up until the budget holds.
func minScoreFor(solo []soloSpan, nonPII int, budget float64) float64 {
	s := slices.Clone(solo)
	slices.SortStableFunc(s, func(a, b soloSpan) int { return cmpFloat(a.score, b.score) })
	out := 0
	for _, x := range s {
		out += x.out
	}
	limit := budget * float64(nonPII)
	tau := 0.0
	for i := 0; i < len(s) && float64(out) > limit; {
		// drop every span with the lowest remaining score
		tau = s[i].score
		for i < len(s) && s[i].score == tau {
			out -= s[i].out
			i++
		}
		if i < len(s) {
			tau = s[i].score
		} else {
			tau = nextAbove(tau)
		}
	}
	return tau
}

// recallQuantile returns the score below which lie the lowest-scoring
// solo spans holding at most the share loss of the solo spans' gold
// characters: dropping the spans below it loses at most that share of
// what the tagger adds to the rules on dev.
func recallQuantile(solo []soloSpan, loss float64) float64 {
	s := slices.Clone(solo)
	slices.SortStableFunc(s, func(a, b soloSpan) int { return cmpFloat(a.score, b.score) })
	total := 0
	for _, x := range s {
		total += x.in
	}
	limit := loss * float64(total)
	dropped := 0
	for i, x := range s {
		if float64(dropped+x.in) > limit {
			return s[i].score
		}
		dropped += x.in
	}
	return 0
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// nextAbove returns a threshold just above score, so that spans scoring
// exactly score are dropped.
func nextAbove(score float64) float64 { return score + 1e-9 }
