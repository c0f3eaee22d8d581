package main

import (
	"runtime"

	"github.com/meddeid/meddeid/batch"
	"github.com/meddeid/meddeid/document"
	"github.com/meddeid/meddeid/eval"
)

// writeRunReport writes the run summary of `deidentify --run-report`
// atomically: sizes, timing, workers and spans per label, no text or IDs.
func writeRunReport(path string, s batch.Stats, workers int) error {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	spans := s.Spans
	if spans == nil {
		spans = map[string]int{}
	}
	rr := &eval.RunReport{Schema: eval.RunSchema, Version: version, Documents: s.Documents, Bytes: s.Bytes,
		Seconds: s.Elapsed.Seconds(), DocsPerSecond: s.DocsPerSecond(), MBPerSecond: s.MBPerSecond(),
		Workers: workers, Spans: spans}
	out, err := document.CreateFile(path)
	if err != nil {
		return err
	}
	if err := rr.WriteJSON(out); err != nil {
		out.Abort()
		return err
	}
	return out.Commit()
}
