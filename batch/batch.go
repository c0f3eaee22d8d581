// Package batch runs a per-document function over a stream of documents
// with a pool of workers, emitting results in input order with bounded
// memory: at most a few documents per worker are in flight.
package batch

import (
	"context"
	"errors"
	"io"
	"runtime"
	"sync"
	"time"

	"github.com/meddeid/meddeid/document"
)

// Stats summarises a run.
type Stats struct {
	// Documents is the number of documents emitted.
	Documents int
	// Bytes is the total size of their texts in bytes.
	Bytes int64
	// Spans counts spans per label over emitted documents.
	Spans map[string]int
	// Elapsed is the wall time so far.
	Elapsed time.Duration
}

// TotalSpans returns the number of spans over all labels.
func (s Stats) TotalSpans() int {
	n := 0
	for _, c := range s.Spans {
		n += c
	}
	return n
}

// DocsPerSecond returns the document throughput.
func (s Stats) DocsPerSecond() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Documents) / s.Elapsed.Seconds()
}

// MBPerSecond returns the text throughput in MB (10^6 bytes) per second.
func (s Stats) MBPerSecond() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Bytes) / 1e6 / s.Elapsed.Seconds()
}

// Options configures Run.
type Options struct {
	// Workers is the number of concurrent workers; <= 0 means GOMAXPROCS.
	Workers int
	// Progress, when set, is called from the emitting goroutine after each
	// document with the stats so far.
	Progress func(Stats)
}

type item struct {
	seq int
	doc *document.Document
	err error
}

// Run reads documents with next until io.EOF, applies process to each on
// a worker, and passes them to emit in input order. The first error from
// next, process or emit stops the run and is returned; documents after it
// are not emitted.
func Run(ctx context.Context, next func() (*document.Document, error),
	process func(context.Context, *document.Document) error,
	emit func(*document.Document) error, opts Options) (Stats, error) {
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	parent := ctx
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	start := time.Now()
	stats := Stats{Spans: map[string]int{}}

	jobs := make(chan item, workers)
	results := make(chan item, workers)
	// slots bounds the number of documents between reading and emitting.
	slots := make(chan struct{}, 4*workers)

	var readErr error
	go func() {
		defer close(jobs)
		for seq := 0; ; seq++ {
			select {
			case slots <- struct{}{}:
			case <-ctx.Done():
				return
			}
			d, err := next()
			if errors.Is(err, io.EOF) {
				<-slots
				return
			}
			if err != nil {
				readErr = err
				<-slots
				cancel()
				return
			}
			select {
			case jobs <- item{seq: seq, doc: d}:
			case <-ctx.Done():
				return
			}
		}
	}()

	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for it := range jobs {
				if ctx.Err() != nil {
					return
				}
				it.err = process(ctx, it.doc)
				select {
				case results <- it:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() { wg.Wait(); close(results) }()

	pending := map[int]item{}
	nextSeq := 0
	var runErr error
	for it := range results {
		if runErr != nil {
			continue // drain
		}
		pending[it.seq] = it
		for {
			cur, ok := pending[nextSeq]
			if !ok {
				break
			}
			delete(pending, nextSeq)
			nextSeq++
			<-slots
			if cur.err != nil {
				runErr = cur.err
				cancel()
				break
			}
			if err := emit(cur.doc); err != nil {
				runErr = err
				cancel()
				break
			}
			stats.Documents++
			stats.Bytes += int64(len(cur.doc.Text))
			for _, s := range cur.doc.Spans {
				stats.Spans[s.Label]++
			}
			stats.Elapsed = time.Since(start)
			if opts.Progress != nil {
				opts.Progress(stats)
			}
		}
	}
	stats.Elapsed = time.Since(start)
	if runErr != nil {
		return stats, runErr
	}
	if readErr != nil {
		return stats, readErr
	}
	// An interrupted run must not look complete.
	if err := parent.Err(); err != nil {
		return stats, err
	}
	return stats, nil
}
