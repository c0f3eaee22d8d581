package eval

import (
	"fmt"

	"github.com/meddeid/meddeid/document"
)

// CompareOptions control Compare.
type CompareOptions struct {
	Options
	// Bootstrap is the number of resamples (0: no intervals).
	Bootstrap int
	// Seed seeds the bootstrap.
	Seed uint64
	// Workers is the bootstrap's goroutine count (0: GOMAXPROCS).
	Workers int
}

// Comparison is the evaluation of one or more systems on the same gold
// documents; the first system is the reference for paired differences.
type Comparison struct {
	// Names are the system names, reference first.
	Names []string
	// Reports are the per-system reports, aligned with Names; they share
	// LabelOrder, CategoryOrder and document order.
	Reports []*Report
	// Headlines are the metrics of the overview, bootstrap and artifact.
	Headlines []Headline
	// Boot holds the intervals; nil when the bootstrap is off.
	Boot *BootstrapResult
	// Options are the settings used.
	Options CompareOptions
	// Timings are the systems' wall times, aligned with Names (nil: none);
	// set with SetTiming.
	Timings []*Timing
}

// Compare evaluates every system against gold (see Evaluate) and, when
// opts.Bootstrap > 0, computes bootstrap intervals for every headline and
// paired differences against the first system on the same resamples.
func Compare(gold []*document.Document, systems []System, opts CompareOptions) (*Comparison, error) {
	if len(systems) == 0 {
		return nil, fmt.Errorf("eval: no systems to compare")
	}
	seen := map[string]bool{}
	for _, s := range systems {
		if seen[s.Name] {
			return nil, fmt.Errorf("eval: system name %q used twice", s.Name)
		}
		seen[s.Name] = true
	}
	reps, err := evaluate(gold, systems, opts.Options)
	if err != nil {
		return nil, err
	}
	c := &Comparison{Reports: reps, Headlines: Headlines(opts.Options), Options: opts}
	for _, s := range systems {
		c.Names = append(c.Names, s.Name)
	}
	if opts.Bootstrap > 0 {
		docs := make([][]DocCounts, len(reps))
		for i, r := range reps {
			docs[i] = r.Docs
		}
		b := Bootstrap(docs, c.Headlines, BootstrapOptions{Resamples: opts.Bootstrap, Seed: opts.Seed, Workers: opts.Workers})
		c.Boot = &b
	}
	return c, nil
}

// Warnings returns the warnings of every system, in system order.
func (c *Comparison) Warnings() []Warning {
	var out []Warning
	for _, r := range c.Reports {
		out = append(out, r.Warnings...)
	}
	return out
}

// Value returns headline k of system s at the point estimate.
func (c *Comparison) Value(s, k int) Rate {
	h := c.Headlines[k]
	cnt := &c.Reports[s].Overall.Counts
	return NewRate(h.Num(cnt), h.Den(cnt))
}

// CI returns the interval of headline k for system s (not Valid without
// bootstrap).
func (c *Comparison) CI(s, k int) Interval {
	if c.Boot == nil {
		return Interval{}
	}
	return c.Boot.CI[s][k]
}

// DiffCI returns the interval of the paired difference system s minus the
// reference for headline k (not Valid without bootstrap or for s = 0).
func (c *Comparison) DiffCI(s, k int) Interval {
	if c.Boot == nil || s == 0 {
		return Interval{}
	}
	return c.Boot.Diff[s][k]
}
