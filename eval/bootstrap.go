package eval

import (
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
)

// Headline is one headline metric: a ratio of two additive counts, the
// unit of the bootstrap and of the JSON artifact's systems.<name>.metrics.
type Headline struct {
	// Key is the JSON key, e.g. "core_pii_recall".
	Key string
	// Name is the row title in tables.
	Name string
	// Num and Den read the numerator and denominator from counts; Num/Den
	// equals the Metrics field of the same meaning (tested).
	Num, Den func(*Counts) int
	// Count marks metrics that are counts of spans or documents rather
	// than characters (for the notes only).
	Count bool
}

func hl(key, name string, num, den func(*Counts) int) Headline {
	return Headline{Key: key, Name: name, Num: num, Den: den}
}

var (
	headlineBase = []Headline{
		hl("core_pii_recall", "Core PII recall", func(c *Counts) int { return c.CoreHit }, func(c *Counts) int { return c.CoreChars }),
		hl("annotation_char_recall", "Annotation-character recall", func(c *Counts) int { return c.GoldHit }, func(c *Counts) int { return c.GoldChars }),
		hl("non_pii_redaction_rate", "Non-PII redaction rate", func(c *Counts) int { return c.NonPIIHit }, nonPII),
		hl("non_pii_from_fp_spans", "Non-PII: false-positive spans", func(c *Counts) int { return c.FalsePositiveChars }, nonPII),
		hl("non_pii_from_boundary_ext", "Non-PII: boundary extensions", func(c *Counts) int { return c.BoundaryChars }, nonPII),
	}
	headlineAges = []Headline{
		hl("non_pii_redaction_rate_excl_ages", "Non-PII redaction, ages excluded", func(c *Counts) int { return c.NonPIIHit - c.AgeHit }, nonPII),
		hl("non_pii_from_fp_spans_excl_ages", "Non-PII FP spans, ages excluded", func(c *Counts) int { return c.FalsePositiveChars - (c.AgeHit - c.AgeBoundaryHit) }, nonPII),
		hl("non_pii_from_boundary_ext_excl_ages", "Non-PII boundary, ages excluded", func(c *Counts) int { return c.BoundaryChars - c.AgeBoundaryHit }, nonPII),
	}
	headlineSpans = []Headline{
		hl("exact_precision", "Exact entity precision", exactM, predSpans),
		hl("exact_recall", "Exact entity recall", exactM, goldSpans),
		hl("exact_f1", "Exact entity F1", func(c *Counts) int { return 2 * c.ExactMatches }, spansSum),
		hl("boundary_f1", "Boundary-only F1", func(c *Counts) int { return 2 * c.BoundaryMatches }, spansSum),
		hl("coarse_f1", "Coarse-label F1", func(c *Counts) int { return 2 * c.CoarseMatches }, spansSum),
		hl("covered_gold_spans", "Gold spans fully covered", func(c *Counts) int { return c.CoveredSpans }, goldSpans),
		hl("span_detection_recall", "Span detection (fidelity spans)", func(c *Counts) int { return c.DetectedSpans }, func(c *Counts) int { return c.FidelitySpans }),
		hl("label_fidelity", "Label fidelity (exact)", func(c *Counts) int { return c.LabelCorrect }, detected),
		hl("coarse_label_fidelity", "Label fidelity (coarse)", func(c *Counts) int { return c.CoarseCorrect }, detected),
		hl("pii_free_documents_redacted", "PII-free documents with redaction", func(c *Counts) int { return c.PIIFreeRedacted }, func(c *Counts) int { return c.PIIFreeDocs }),
	}
	headlineLeakage = []Headline{
		hl("direct_leak", "Leaked direct identifier chars", func(c *Counts) int { return c.Leakage.DirectLeaked }, func(c *Counts) int { return c.Leakage.DirectChars }),
		hl("indirect_leak", "Leaked indirect identifier chars", func(c *Counts) int { return c.Leakage.IndirectLeaked }, func(c *Counts) int { return c.Leakage.IndirectChars }),
		hl("direct_span_leak", "Direct identifier spans leaked", func(c *Counts) int { return c.Leakage.DirectSpansLeaked }, func(c *Counts) int { return c.Leakage.DirectSpans }),
		hl("indirect_span_leak", "Indirect identifier spans leaked", func(c *Counts) int { return c.Leakage.IndirectSpansLeaked }, func(c *Counts) int { return c.Leakage.IndirectSpans }),
	}
)

func nonPII(c *Counts) int    { return c.NonPIIChars }
func exactM(c *Counts) int    { return c.ExactMatches }
func predSpans(c *Counts) int { return c.PredSpans }
func goldSpans(c *Counts) int { return c.GoldSpans }
func spansSum(c *Counts) int  { return c.GoldSpans + c.PredSpans }
func detected(c *Counts) int  { return c.DetectedSpans }

// Headlines returns the headline metrics reported under opts, in table
// order: the age-excluded rates only with ExcludeAges, leakage only with
// Leakage.
func Headlines(opts Options) []Headline {
	out := append([]Headline(nil), headlineBase...)
	if opts.ExcludeAges {
		out = append(out, headlineAges...)
	}
	out = append(out, headlineSpans...)
	if opts.Leakage {
		out = append(out, headlineLeakage...)
	}
	return out
}

// Interval is a confidence interval; not Valid when no resample had a
// defined value.
type Interval struct {
	Low, High float64
	Valid     bool
}

// BootstrapOptions control Bootstrap.
type BootstrapOptions struct {
	// Resamples is the number of bootstrap resamples (> 0).
	Resamples int
	// Seed seeds the generator; resample b uses PCG(Seed, b), so results
	// depend only on Seed and Resamples, not on scheduling.
	Seed uint64
	// Workers is the number of goroutines; 0 means GOMAXPROCS.
	Workers int
	// Confidence is the interval's coverage; 0 means 0.95.
	Confidence float64
}

// BootstrapResult holds percentile intervals per system and headline.
type BootstrapResult struct {
	// Resamples, Seed and Confidence are the settings used.
	Resamples  int
	Seed       uint64
	Confidence float64
	// CI[s][k] is the interval of headline k for system s.
	CI [][]Interval
	// Diff[s][k] is the interval of the paired difference system s minus
	// system 0 (the reference) on the same resamples; Diff[0] is empty.
	Diff [][]Interval
}

// bootChunk is the number of resamples a worker takes at a time.
const bootChunk = 64

// Bootstrap computes percentile intervals by resampling whole documents
// with replacement. docs[s] are the per-document counts of system s, all
// over the same documents in the same order. In every resample the same
// document draws are used for all systems, the numerators and denominators
// of each headline are summed over the drawn documents and divided, as in
// Compute; a resample whose denominator is zero is left out of that
// metric's interval. Intervals are the (1-Confidence)/2 and
// (1+Confidence)/2 quantiles with linear interpolation between order
// statistics (numpy's default).
func Bootstrap(docs [][]DocCounts, keys []Headline, opts BootstrapOptions) BootstrapResult {
	if opts.Confidence == 0 {
		opts.Confidence = 0.95
	}
	res := BootstrapResult{Resamples: opts.Resamples, Seed: opts.Seed, Confidence: opts.Confidence}
	S, K := len(docs), len(keys)
	if S == 0 || opts.Resamples <= 0 {
		return res
	}
	n := len(docs[0])
	// Flat per-document vectors: for doc d, system s, key k, the
	// numerator at W*d + 2*(s*K+k) and the denominator next to it.
	W := 2 * S * K
	vec := make([]int64, n*W)
	for s := range docs {
		for d := range docs[s] {
			c := &docs[s][d].Counts
			for k, h := range keys {
				vec[d*W+2*(s*K+k)] = int64(h.Num(c))
				vec[d*W+2*(s*K+k)+1] = int64(h.Den(c))
			}
		}
	}
	B := opts.Resamples
	vals := make([]float64, B*S*K) // resample-major
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	chunks := (B + bootChunk - 1) / bootChunk
	next := make(chan int, chunks)
	for i := 0; i < chunks; i++ {
		next <- i
	}
	close(next)
	var wg sync.WaitGroup
	for w := 0; w < min(workers, chunks); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sums := make([]int64, W)
			var src rand.PCG
			rng := rand.New(&src)
			for ch := range next {
				for b := ch * bootChunk; b < min(B, (ch+1)*bootChunk); b++ {
					src.Seed(opts.Seed, uint64(b))
					clear(sums)
					for i := 0; i < n; i++ {
						row := vec[rng.IntN(n)*W:][:W]
						for j, v := range row {
							sums[j] += v
						}
					}
					out := vals[b*S*K:][:S*K]
					for j := range out {
						if den := sums[2*j+1]; den != 0 {
							out[j] = float64(sums[2*j]) / float64(den)
						} else {
							out[j] = math.NaN()
						}
					}
				}
			}
		}()
	}
	wg.Wait()

	lo, hi := (1-opts.Confidence)/2, (1+opts.Confidence)/2
	col := make([]float64, 0, B)
	interval := func(get func(b int) float64) Interval {
		col = col[:0]
		for b := 0; b < B; b++ {
			if v := get(b); !math.IsNaN(v) {
				col = append(col, v)
			}
		}
		if len(col) == 0 {
			return Interval{}
		}
		slices.Sort(col)
		return Interval{Low: quantile(col, lo), High: quantile(col, hi), Valid: true}
	}
	res.CI = make([][]Interval, S)
	res.Diff = make([][]Interval, S)
	for s := 0; s < S; s++ {
		res.CI[s] = make([]Interval, K)
		for k := 0; k < K; k++ {
			res.CI[s][k] = interval(func(b int) float64 { return vals[b*S*K+s*K+k] })
		}
		if s == 0 {
			continue
		}
		res.Diff[s] = make([]Interval, K)
		for k := 0; k < K; k++ {
			res.Diff[s][k] = interval(func(b int) float64 { return vals[b*S*K+s*K+k] - vals[b*S*K+k] })
		}
	}
	return res
}

// quantile returns the p-quantile of sorted x (linear interpolation,
// numpy's default "type 7").
func quantile(x []float64, p float64) float64 {
	h := float64(len(x)-1) * p
	i := int(math.Floor(h))
	if i+1 >= len(x) {
		return x[len(x)-1]
	}
	return x[i] + (h-float64(i))*(x[i+1]-x[i])
}
