package eval

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
)

// RunSchema names the run summary format that `meddeid deidentify
// --run-report` writes and ReadRunReport reads.
const RunSchema = "meddeid-run/1"

// RunReport is the summary of one de-identification run: sizes,
// throughput and spans per label. It holds no document text and no
// document ID.
type RunReport struct {
	// Schema is RunSchema.
	Schema string `json:"schema"`
	// Version is the version of the program that ran.
	Version string `json:"version"`
	// Documents and Bytes are the documents written and the UTF-8 size of
	// their texts.
	Documents int   `json:"documents"`
	Bytes     int64 `json:"bytes"`
	// Seconds is the wall time of the run.
	Seconds float64 `json:"elapsed_seconds"`
	// DocsPerSecond and MBPerSecond (10^6 bytes) are the throughput.
	DocsPerSecond float64 `json:"docs_per_second"`
	MBPerSecond   float64 `json:"mb_per_second"`
	// Workers is the number of parallel workers.
	Workers int `json:"workers"`
	// Spans counts the predicted spans per label.
	Spans map[string]int `json:"spans"`
}

// WriteJSON writes the run report as indented JSON (map keys sorted, so
// equal reports give equal bytes).
func (r *RunReport) WriteJSON(w io.Writer) error {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return fmt.Errorf("eval: write run report: %w", err)
	}
	if _, err := w.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("eval: write run report: %w", err)
	}
	return nil
}

// ReadRunReport reads a run report written by RunReport.WriteJSON. The
// schema must be RunSchema and the elapsed time positive.
func ReadRunReport(r io.Reader) (*RunReport, error) {
	var rr RunReport
	if err := json.NewDecoder(r).Decode(&rr); err != nil {
		return nil, fmt.Errorf("eval: read run report: %w", err)
	}
	if rr.Schema != RunSchema {
		return nil, fmt.Errorf("eval: read run report: schema %q, want %q", rr.Schema, RunSchema)
	}
	if !(rr.Seconds > 0) || math.IsInf(rr.Seconds, 0) {
		return nil, fmt.Errorf("eval: read run report: elapsed_seconds %v, want a positive number", rr.Seconds)
	}
	return &rr, nil
}

// Timing is the time one system took on the evaluated documents (seed
// 000, Fig. 3: accuracy versus time).
type Timing struct {
	// Seconds is the wall time.
	Seconds float64 `json:"seconds"`
	// Documents is the number of gold documents evaluated, the basis of
	// DocsPerSecond.
	Documents int `json:"documents"`
	// DocsPerSecond is Documents / Seconds.
	DocsPerSecond float64 `json:"docs_per_second"`
	// Source is "seconds" (given directly) or "run_report".
	Source string `json:"source"`
	// RunDocuments, MBPerSecond and Workers come from a run report (zero
	// otherwise): the documents the run processed, its text throughput and
	// its worker count.
	RunDocuments int     `json:"run_documents,omitempty"`
	MBPerSecond  float64 `json:"mb_per_second,omitempty"`
	Workers      int     `json:"workers,omitempty"`
}

// SetTiming attaches a wall time to the system called name: seconds must
// be positive; run, when not nil, is the run report it came from.
// DocsPerSecond is derived from the number of gold documents evaluated.
func (c *Comparison) SetTiming(name string, seconds float64, run *RunReport) error {
	s := -1
	for i, n := range c.Names {
		if n == name {
			s = i
		}
	}
	if s < 0 {
		return fmt.Errorf("eval: timing for unknown system %q", name)
	}
	if !(seconds > 0) || math.IsInf(seconds, 0) {
		return fmt.Errorf("eval: timing of system %q: %v seconds, want a positive number", name, seconds)
	}
	docs := c.Reports[s].Overall.Counts.Documents
	t := &Timing{Seconds: seconds, Documents: docs, DocsPerSecond: float64(docs) / seconds, Source: "seconds"}
	if run != nil {
		t.Source, t.RunDocuments, t.MBPerSecond, t.Workers = "run_report", run.Documents, run.MBPerSecond, run.Workers
	}
	if len(c.Timings) != len(c.Names) {
		c.Timings = make([]*Timing, len(c.Names))
	}
	c.Timings[s] = t
	return nil
}

// Timing returns the timing of system s, or nil when none was set.
func (c *Comparison) Timing(s int) *Timing {
	if s < 0 || s >= len(c.Timings) {
		return nil
	}
	return c.Timings[s]
}

// timingTable lists the systems' timings; nil when no system has one.
func (c *Comparison) timingTable() *table {
	t := &table{title: "Timing", header: []string{"System", "Seconds", "Docs/s", "MB/s", "Workers", "Source"}}
	timed := false
	for s, name := range c.Names {
		tm := c.Timing(s)
		if tm == nil {
			t.add(name, "n/a", "n/a", "n/a", "n/a", "none")
			continue
		}
		timed = true
		mb, workers := "n/a", "n/a"
		if tm.Source == "run_report" {
			mb, workers = fmt.Sprintf("%.2f", tm.MBPerSecond), itoa(tm.Workers)
		}
		t.add(name, fmt.Sprintf("%.3f", tm.Seconds), fmt.Sprintf("%.1f", tm.DocsPerSecond), mb, workers, tm.Source)
	}
	if !timed {
		return nil
	}
	t.notes = []string{fmt.Sprintf("Docs/s: the %d evaluated gold documents over the wall time; MB/s as the run reported it.",
		c.Reports[0].Overall.Counts.Documents)}
	return t
}
