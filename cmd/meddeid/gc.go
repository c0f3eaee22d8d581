package main

import (
	"os"
	"runtime/debug"
)

// batchGCPercent is the garbage collector's target for `meddeid
// deidentify`: the heap may grow to five times the live heap between
// collections instead of twice (Go's default, GOGC=100). A run keeps a
// few tens of megabytes live (model, word lists, indexes) and allocates
// about 50 kB per note that it drops at once, so fewer collections cost
// about 120 MB more at peak and give 3–7% more throughput (see
// docs/PERFORMANCE.md, "Stop 24").
const batchGCPercent = 400

// tuneGC sets the garbage collector's target for a throughput run to
// batchGCPercent, unless the user chose one with the GOGC environment
// variable (GOGC=100 trades that throughput back for memory). It returns
// the percentage in force.
func tuneGC() int {
	if _, set := os.LookupEnv("GOGC"); set {
		p := debug.SetGCPercent(-1)
		debug.SetGCPercent(p)
		return p
	}
	debug.SetGCPercent(batchGCPercent)
	return batchGCPercent
}
