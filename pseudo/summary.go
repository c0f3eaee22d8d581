package pseudo

import (
	"fmt"
	"io"
	"sort"

	"github.com/meddeid/meddeid/taxonomy"
)

// Summary counts what pseudonymisation did, per document (in each record's
// report) and per run (on stderr). It holds counts only, never text.
type Summary struct {
	// Documents is the number of documents counted.
	Documents int `json:"documents"`
	// Spans is the number of spans replaced.
	Spans int `json:"spans"`
	// Operators counts spans by the operator that produced their
	// replacement (a failed span counts under its fallback placeholder).
	Operators map[string]int `json:"operators"`
	// Fallbacks counts spans whose policy operator had nothing to offer
	// by design, by reason ("organization: nothing to replace", "address: not a ZIP").
	Fallbacks map[string]int `json:"fallbacks,omitempty"`
	// Failures counts spans an operator could not transform, by category
	// (Table S10a); each became a placeholder.
	Failures map[string]int `json:"failures,omitempty"`
	// Targets counts Date and Age_Birthdate spans and their failures, the
	// denominators of the Table S10a failure rates.
	Targets map[string]*Target `json:"targets,omitempty"`
}

// Target counts spans of one label and how many failed.
type Target struct {
	Spans  int `json:"spans"`
	Failed int `json:"failed"`
}

// Rate returns the failure rate (0 when there are no spans).
func (t Target) Rate() float64 {
	if t.Spans == 0 {
		return 0
	}
	return float64(t.Failed) / float64(t.Spans)
}

func newSummary() *Summary {
	return &Summary{Operators: map[string]int{}, Fallbacks: map[string]int{}, Failures: map[string]int{}, Targets: map[string]*Target{}}
}

func (s *Summary) target(label string) *Target {
	if label != taxonomy.Date && label != taxonomy.AgeBirthdate {
		return nil
	}
	t := s.Targets[label]
	if t == nil {
		t = &Target{}
		s.Targets[label] = t
	}
	return t
}

// Add adds o's counts to s.
func (s *Summary) Add(o *Summary) {
	s.Documents += o.Documents
	s.Spans += o.Spans
	for k, v := range o.Operators {
		s.Operators[k] += v
	}
	for k, v := range o.Fallbacks {
		s.Fallbacks[k] += v
	}
	for k, v := range o.Failures {
		s.Failures[k] += v
	}
	for k, v := range o.Targets {
		t := s.Targets[k]
		if t == nil {
			t = &Target{}
			s.Targets[k] = t
		}
		t.Spans += v.Spans
		t.Failed += v.Failed
	}
}

// TotalFailures returns the number of failed spans.
func (s *Summary) TotalFailures() int {
	n := 0
	for _, v := range s.Failures {
		n += v
	}
	return n
}

// Write prints the summary as a small table (like Table S10a).
func (s *Summary) Write(w io.Writer) {
	fmt.Fprintf(w, "pseudonymisation: %d documents, %d spans, %d failed (became placeholders)\n", s.Documents, s.Spans, s.TotalFailures())
	for _, l := range []string{taxonomy.Date, taxonomy.AgeBirthdate} {
		if t := s.Targets[l]; t != nil {
			fmt.Fprintf(w, "  %-16s %6d spans  %4d failed  (%.2f%%)\n", l, t.Spans, t.Failed, 100*t.Rate())
		}
	}
	section := func(title string, m map[string]int) {
		if len(m) == 0 {
			return
		}
		fmt.Fprintf(w, "  %s:\n", title)
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Fprintf(w, "    %-30s %6d\n", k, m[k])
		}
	}
	section("operators", s.Operators)
	section("fallbacks", s.Fallbacks)
	section("failures by category", s.Failures)
}
